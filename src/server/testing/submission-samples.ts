import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { SAFETY_REQUIRED_COUNT } from '../../domain/limits.ts';

/** A submission the form would send (valid), with a distinct prompt per `n`. */
export function sampleSubmission(n = 0, overrides: Record<string, unknown> = {}) {
  return {
    prompt: `Submission ${n}: a slow dolly in on a ceramic mug on a wooden table, steam rising in warm morning light.`,
    videoUrl: 'https://example.com/clip.mp4',
    categoryId: 'cinematic',
    tags: ['golden hour', 'coffee'],
    notes: 'Works best at 15 s.',
    safetyConfirmed: Array.from({ length: SAFETY_REQUIRED_COUNT }, () => true),
    submittedAt: new Date().toISOString(),
    language: 'en',
    ...overrides,
  };
}

/** POST /api/submissions through inject, optionally with an Idempotency-Key. */
export function postSubmission(
  app: FastifyInstance,
  body: unknown,
  { key, remoteAddress }: { key?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: {
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: remoteAddress ?? `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  });
}

/** A review API call with the given token (none when undefined). */
export function reviewCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  body?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

export const newKey = () => randomUUID();
