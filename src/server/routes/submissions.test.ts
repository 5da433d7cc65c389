// Community submissions, review and the published list through app.inject, on embedded PGlite
// in a temporary DATA_DIR (removed afterwards). The same flows against a real PostgreSQL
// server, shared by two instances and stopped mid-test, are in submissions-postgres.test.ts.
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommunityTemplatesSchema,
  ReviewListSchema,
  SubmissionReceiptSchema,
} from '../../domain/schemas/community.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import {
  newKey,
  postSubmission,
  reviewCall,
  sampleSubmission,
} from '../testing/submission-samples.ts';

const TOKEN = 'review-token-for-tests-0123456789';
const dirs: string[] = [];
const apps: FastifyInstance[] = [];

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'promptreel-pglite-'));
  dirs.push(dir);
  return dir;
}

async function appWith(env: Record<string, string>, logLines?: string[]) {
  const app = await buildApp({
    // PGlite's first open blocks the event loop for seconds on a busy machine; load shedding
    // would answer the next requests with 503. It has its own tests (routes/api.test.ts).
    config: loadConfig({ API_MAX_EVENT_LOOP_DELAY_MS: '0', ...env }),
    clientDir: null,
    logger: logLines
      ? {
          level: 'trace',
          stream: new Writable({
            write(chunk: Buffer, _encoding, done) {
              logLines.push(chunk.toString('utf8'));
              done();
            },
          }),
        }
      : false,
  });
  apps.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Opens and migrates the PGlite database (seconds on a busy machine) outside any test's clock. */
async function warm(app: FastifyInstance) {
  expect((await app.inject({ method: 'GET', url: '/api/community-templates' })).statusCode).toBe(
    200,
  );
}

const pending = async (app: FastifyInstance) => {
  const res = await reviewCall(app, 'GET', '/api/review/submissions?status=pending', TOKEN);
  expect(res.statusCode).toBe(200);
  return ReviewListSchema.parse(res.json()).submissions;
};

describe('POST /api/submissions (PGlite)', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await appWith({ DATA_DIR: tempDir(), REVIEW_TOKEN: TOKEN }, logLines);
    await warm(app);
  }, 120_000);

  it('stores a valid submission and answers 201 { id, status: "pending" }', async () => {
    const body = sampleSubmission(1, { language: 'zh', notes: '  trimmed  ' });
    const res = await postSubmission(app, body);
    expect(res.statusCode).toBe(201);
    const receipt = SubmissionReceiptSchema.parse(res.json());
    expect(receipt.status).toBe('pending');
    expect(Object.keys(res.json() as object).sort()).toEqual(['id', 'status']);

    const queued = (await pending(app)).find((item) => item.id === receipt.id);
    expect(queued).toMatchObject({
      status: 'pending',
      language: 'zh',
      prompt: body.prompt,
      videoUrl: 'https://example.com/clip.mp4',
      categoryId: 'cinematic',
      tags: ['golden hour', 'coffee'],
      notes: 'trimmed',
      decidedAt: null,
      rejectReason: null,
    });
    expect(Date.now() - Date.parse(queued!.receivedAt)).toBeLessThan(60_000);
    // The request log has the method and status, never the text.
    const log = logLines.join('');
    expect(log).toContain('/api/submissions');
    expect(log).not.toContain('ceramic mug');
    expect(log).not.toContain('golden hour');
  });

  it.each([
    ['a short prompt', { prompt: 'too short' }, /^prompt: must be at least 50 characters/],
    ['no category', { categoryId: undefined }, /^categoryId: must be one of/],
    ['an unknown category', { categoryId: 'horror' }, /^categoryId: must be one of/],
    ['no tags', { tags: [] }, /^tags: must have at least one item/],
    [
      '11 tags',
      { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      /^tags: must have at most 10/,
    ],
    ['a javascript: link', { videoUrl: 'javascript:alert(1)' }, /^videoUrl: must be a valid url/],
    [
      'an unticked safety item',
      { safetyConfirmed: [true, true, true, true, true, true, false] },
      /^safetyConfirmed: every required safety item must be confirmed/,
    ],
    [
      '6 safety items',
      { safetyConfirmed: [true, true, true, true, true, true] },
      /^safetyConfirmed/,
    ],
    ['no language', { language: undefined }, /^language: must be one of "en", "zh"/],
    ['a bad time', { submittedAt: 'yesterday' }, /^submittedAt: must be a valid datetime/],
  ])('refuses %s with 400 naming the field', async (_name, change, message) => {
    const before = (await pending(app)).length;
    const res = await postSubmission(app, sampleSubmission(2, change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(message) });
    expect((await pending(app)).length).toBe(before);
  });

  it('answers 413 over 16 KB and 415 for a body that is not JSON', async () => {
    const big = await postSubmission(app, sampleSubmission(3, { notes: 'x'.repeat(17_000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: expect.stringMatching(/too large/) });
    const text = await app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toHaveProperty('error');
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const before = (await pending(app)).length;
    const res = await postSubmission(app, sampleSubmission(4, { website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(SubmissionReceiptSchema.parse(res.json()).status).toBe('pending');
    expect((await pending(app)).length).toBe(before);
    // An empty honeypot (what people send) is stored as usual.
    const person = await postSubmission(app, sampleSubmission(5, { website: '' }));
    expect(person.statusCode).toBe(201);
    expect((await pending(app)).length).toBe(before + 1);
  });

  it('a resend with the same Idempotency-Key finds the first submission (200, same id)', async () => {
    const key = newKey();
    const body = sampleSubmission(6);
    const first = await postSubmission(app, body, { key });
    const again = await postSubmission(app, body, { key: key.toUpperCase() });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const ids = (await pending(app)).filter((item) => item.prompt === body.prompt);
    expect(ids).toHaveLength(1);

    const bad = await postSubmission(app, sampleSubmission(7), { key: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Idempotency-Key: must be a valid uuid' });
  });
});

describe('review and the community list (PGlite)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ DATA_DIR: tempDir(), REVIEW_TOKEN: TOKEN });
    await warm(app);
  }, 120_000);

  it('refuses a missing or wrong token with 401, and any other scheme', async () => {
    for (const token of [undefined, 'wrong-token', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const res = await reviewCall(app, 'GET', '/api/review/submissions', token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ error: 'Missing or wrong review token' });
    }
    const basic = await app.inject({
      method: 'GET',
      url: '/api/review/submissions',
      headers: { authorization: `Basic ${TOKEN}` },
    });
    expect(basic.statusCode).toBe(401);
    const approve = await reviewCall(
      app,
      'POST',
      `/api/review/submissions/${newKey()}/approve`,
      'wrong-token',
      {},
    );
    expect(approve.statusCode).toBe(401);
  });

  it('lists pending oldest first, approves into the community list, rejects out of it', async () => {
    const ids: string[] = [];
    for (const n of [11, 12, 13]) {
      const res = await postSubmission(
        app,
        sampleSubmission(n, { language: n === 12 ? 'zh' : 'en' }),
      );
      ids.push(SubmissionReceiptSchema.parse(res.json()).id);
    }
    const listed = await pending(app);
    expect(listed.map((item) => item.id)).toEqual(ids);
    const list = await reviewCall(app, 'GET', '/api/review/submissions', TOKEN);
    expect(list.headers['cache-control']).toBe('no-store');

    const empty = await app.inject({ method: 'GET', url: '/api/community-templates' });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('public, max-age=60');
    expect(CommunityTemplatesSchema.parse(empty.json()).templates).toEqual([]);

    const approved = await reviewCall(
      app,
      'POST',
      `/api/review/submissions/${ids[1]}/approve`,
      TOKEN,
      {},
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: ids[1], status: 'approved' });
    expect((await pending(app)).map((item) => item.id)).toEqual([ids[0], ids[2]]);

    const published = CommunityTemplatesSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/community-templates' })).json(),
    ).templates;
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      id: ids[1],
      language: 'zh',
      prompt: sampleSubmission(12).prompt,
      categoryId: 'cinematic',
      tags: ['golden hour', 'coffee'],
    });
    // Reviewer notes stay with the reviewers.
    expect(published[0]).not.toHaveProperty('notes');

    const noReason = await reviewCall(
      app,
      'POST',
      `/api/review/submissions/${ids[0]}/reject`,
      TOKEN,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ error: 'reason: is required' });
    const rejected = await reviewCall(
      app,
      'POST',
      `/api/review/submissions/${ids[0]}/reject`,
      TOKEN,
      {
        reason: '  Shows a real brand.  ',
      },
    );
    expect(rejected.json()).toEqual({ id: ids[0], status: 'rejected' });
    const rejectedList = ReviewListSchema.parse(
      (await reviewCall(app, 'GET', '/api/review/submissions?status=rejected', TOKEN)).json(),
    ).submissions;
    expect(rejectedList).toEqual([
      expect.objectContaining({ id: ids[0], rejectReason: 'Shows a real brand.' }),
    ]);

    // Taking a published one down: rejecting it removes it from the list.
    await reviewCall(app, 'POST', `/api/review/submissions/${ids[1]}/reject`, TOKEN, {
      reason: 'x',
    });
    const after = CommunityTemplatesSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/community-templates' })).json(),
    ).templates;
    expect(after).toEqual([]);
  });

  it("lists each submission with the prompt checker's score and issues, in the asked language", async () => {
    const body = sampleSubmission(21, {
      prompt:
        'Taylor Swift sips coffee in a Nike hoodie at midnight under the noon sun, slow dolly-in, then a pan left.',
    });
    const { id } = SubmissionReceiptSchema.parse((await postSubmission(app, body)).json());
    const item = (await pending(app)).find((each) => each.id === id);
    expect(item?.check.score).toBeLessThan(60);
    const rules = item?.check.issues.map((issue) => issue.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'contradiction-day-night',
        'camera-moves-per-shot',
        'safety-real-person',
        'safety-brand',
      ]),
    );
    const span = item?.check.issues.find((issue) => issue.rule === 'safety-brand')?.span;
    expect(body.prompt.slice(...(span ?? [0, 0]))).toBe('Nike');

    const zh = await reviewCall(
      app,
      'GET',
      '/api/review/submissions?status=pending&lang=zh',
      TOKEN,
    );
    const inChinese = ReviewListSchema.parse(zh.json()).submissions.find((each) => each.id === id);
    expect(inChinese?.check.issues.find((issue) => issue.rule === 'safety-brand')?.message).toMatch(
      /^“Nike”是品牌名。/,
    );
    const bad = await reviewCall(app, 'GET', '/api/review/submissions?lang=fr', TOKEN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: expect.stringMatching(/^lang: must be one of "en", "zh"/),
    });
    // Decided here so the oldest-first test below sees only its own submissions.
    await reviewCall(app, 'POST', `/api/review/submissions/${id}/reject`, TOKEN, {
      reason: 'test',
    });
  });

  it('answers 404 for an unknown id, 400 for a malformed one or a bad status', async () => {
    const unknown = await reviewCall(
      app,
      'POST',
      `/api/review/submissions/${newKey()}/approve`,
      TOKEN,
      {},
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No submission with this id' });
    const malformed = await reviewCall(
      app,
      'POST',
      '/api/review/submissions/123/approve',
      TOKEN,
      {},
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'id: must be a valid uuid' });
    const status = await reviewCall(app, 'GET', '/api/review/submissions?status=deleted', TOKEN);
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({ error: expect.stringMatching(/^status: must be one of/) });
  });
});

describe('limits, the disabled review API and an unreachable database', () => {
  it('allows SUBMISSION_RATE_LIMIT_MAX submissions per address, then 429 with Retry-After', async () => {
    const app = await appWith({ DATA_DIR: tempDir(), SUBMISSION_RATE_LIMIT_MAX: '2' });
    await warm(app);
    const address = '203.0.113.20';
    const codes: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      codes.push(
        (await postSubmission(app, sampleSubmission(30 + n), { remoteAddress: address }))
          .statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 429]);
    const limited = await postSubmission(app, sampleSubmission(33), { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
    // Another address has its own allowance; the community list is not limited by it.
    expect(
      (await postSubmission(app, sampleSubmission(34), { remoteAddress: '203.0.113.21' }))
        .statusCode,
    ).toBe(201);
    const list = await app.inject({
      method: 'GET',
      url: '/api/community-templates',
      remoteAddress: address,
    });
    expect(list.statusCode).toBe(200);
  }, 120_000);

  it('without REVIEW_TOKEN the review API does not exist (404), even with a token sent', async () => {
    const app = await appWith({ DATA_DIR: tempDir() });
    for (const token of [undefined, TOKEN, '']) {
      const res = await reviewCall(app, 'GET', '/api/review/submissions', token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('error');
    }
    const approve = await reviewCall(
      app,
      'POST',
      `/api/review/submissions/${newKey()}/approve`,
      TOKEN,
      {},
    );
    expect(approve.statusCode).toBe(404);
  });

  it('a REVIEW_TOKEN shorter than 16 characters is a configuration error', () => {
    expect(() => loadConfig({ REVIEW_TOKEN: 'short' })).toThrow(
      /REVIEW_TOKEN: must be at least 16/,
    );
  });

  it('an unreachable DATABASE_URL answers 503 with Retry-After, never 500', async () => {
    const port = await closedPort();
    const app = await appWith({
      DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none`,
      REVIEW_TOKEN: TOKEN,
    });
    const submit = await postSubmission(app, sampleSubmission(40));
    expect(submit.statusCode).toBe(503);
    expect(submit.headers['retry-after']).toBe('30');
    expect(submit.json()).toEqual({
      error: 'Submissions are unavailable right now: try again in a minute',
    });
    const list = await app.inject({ method: 'GET', url: '/api/community-templates' });
    expect(list.statusCode).toBe(503);
    const review = await reviewCall(app, 'GET', '/api/review/submissions', TOKEN);
    expect(review.statusCode).toBe(503);
    // Bad input is still 400: validation does not need the database.
    expect((await postSubmission(app, sampleSubmission(41, { tags: [] }))).statusCode).toBe(400);
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
