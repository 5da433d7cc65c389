import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

// With the real build served, so the page catch-all (GET /*, which answers unknown paths with
// the HTML not-found page) is there to get in the way.
const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: loadConfig({}), clientDir });
  // A route another plugin adds later under /api, with a parameter: it is known too.
  await app.register(
    async (scope) => {
      scope.get('/things/:id', async () => ({ ok: true }));
      scope.delete('/things/:id', async () => ({ ok: true }));
    },
    { prefix: '/api' },
  );
});
afterAll(() => app.close());

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
const call = (method: Method, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers });

function expectJsonError(res: Awaited<ReturnType<typeof call>>, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json<{ error: unknown }>();
  expect(typeof body.error).toBe('string');
  expect(res.body).not.toMatch(/<html|<!doctype/i);
}

describe('405 under /api: the path exists, the method does not', () => {
  it.each([
    ['GET', '/api/generate-prompt'],
    ['PUT', '/api/optimize-prompt'],
    ['DELETE', '/api/generate-variants'],
    ['PATCH', '/api/generate-prompt'],
    ['GET', '/api/generate-prompt/'],
    ['GET', '/api/generate-prompt?x=1'],
  ] as const)('%s %s → 405, Allow: POST', async (method, url) => {
    const res = await call(method, url);
    expectJsonError(res, 405);
    expect(res.headers['allow']).toBe('POST');
  });

  it('POST to a GET-only endpoint names GET and HEAD', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/openapi.json',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expectJsonError(res, 405);
    expect(res.headers['allow']).toBe('GET, HEAD');
  });

  it('is decided before the body: a wrong method with an odd body is still 405, not 415', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/generate-prompt',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expectJsonError(res, 405);
  });

  it('knows parametric routes other plugins register', async () => {
    const res = await call('POST', '/api/things/42');
    expectJsonError(res, 405);
    expect(res.headers['allow']).toBe('DELETE, GET, HEAD');
    expect((await call('GET', '/api/things/42')).statusCode).toBe(200);
  });

  it('the right method still reaches the endpoint', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/generate-prompt',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ input: 'a lighthouse in a storm' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/openapi.json')).statusCode).toBe(200);
  });
});

describe('JSON 404 under /api, never the HTML page', () => {
  it.each([
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/nope'],
    ['GET', '/api/generate-prompt/extra'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/deep/er/path'],
    ['GET', '/api/things'],
  ] as const)('%s %s → 404 JSON', async (method, url) => {
    expectJsonError(await call(method, url, { accept: 'text/html' }), 404);
  });

  it('does not echo the path it was asked for', async () => {
    const res = await call('GET', '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expectJsonError(res, 404);
    expect(res.body).not.toMatch(/script|alert/i);
  });

  it('pages outside /api still get the HTML not-found page', async () => {
    const res = await call('GET', '/apis-are-not-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
