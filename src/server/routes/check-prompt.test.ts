import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckResponseSchema } from '../../domain/schemas/check.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(env: Record<string, string> = {}, logLines?: string[]) {
  const app = await buildApp({
    config: loadConfig(env),
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

const check = (app: FastifyInstance, body: unknown, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/check-prompt',
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const VEO_PROMPT =
  'A woman walks along the beach at dawn, slow dolly-in, then a pan left. No text. 10 seconds.';

describe('POST /api/check-prompt', () => {
  it('200: score, issues, stats and source, for the model asked', async () => {
    const app = await appWith();
    const res = await check(app, { prompt: VEO_PROMPT, model: 'veo', duration: '8s' });
    expect(res.statusCode).toBe(200);
    const body = CheckResponseSchema.parse(res.json());
    expect(body.source).toBe('local');
    expect(body.score).toBeLessThan(75);
    const rules = body.issues.map((issue) => issue.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'duration-not-offered',
        'contradiction-duration',
        'camera-moves-per-shot',
        'negation-in-prompt',
      ]),
    );
    expect(body.issues[0]?.severity).toBe('error');
    expect(body.stats).toMatchObject({ characters: VEO_PROMPT.length, cameraMoves: 2, shots: 1 });
    const negation = body.issues.find((issue) => issue.rule === 'negation-in-prompt');
    expect(negation?.fix?.prompt).toContain('Negative prompt: text');
  });

  it('defaults to the universal model and English messages', async () => {
    const app = await appWith();
    const res = await check(app, { prompt: VEO_PROMPT });
    const body = CheckResponseSchema.parse(res.json());
    const rules = body.issues.map((issue) => issue.rule);
    // Universal reads "no text" well and offers 10 s.
    expect(rules).not.toContain('negation-in-prompt');
    expect(rules).not.toContain('duration-not-offered');
    expect(body.issues.every((issue) => !/\p{Script=Han}/u.test(issue.message))).toBe(true);
  });

  it('answers in Chinese when asked, spans counted in the trimmed prompt', async () => {
    const app = await appWith();
    const prompt = '周杰伦在深夜的街头唱歌，缓缓推镜头，然后向左摇。';
    const res = await check(app, { prompt: `   ${prompt}  `, language: 'zh' });
    const body = CheckResponseSchema.parse(res.json());
    const person = body.issues.find((issue) => issue.rule === 'safety-real-person');
    expect(person?.message).toMatch(/^“周杰伦”是真实人物。/);
    expect(prompt.slice(...(person?.span ?? [0, 0]))).toBe('周杰伦');
    const moves = body.issues.find((issue) => issue.rule === 'camera-moves-per-shot');
    expect(moves?.fix?.label).toBe('只保留“推镜头”');
  });

  it('takes 5000 characters and refuses 5001, naming the field', async () => {
    const app = await appWith();
    const ok = await check(app, { prompt: 'a'.repeat(5000) });
    expect(ok.statusCode).toBe(200);
    for (const prompt of ['a'.repeat(5001), '猫'.repeat(5001)]) {
      const res = await check(app, { prompt });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'prompt: must be at most 5000 characters' });
    }
  });
});

describe('400: bad fields are named, with the reason', () => {
  const cases: [string, unknown, RegExp][] = [
    ['missing prompt', { model: 'veo' }, /^prompt: is required/],
    ['blank prompt', { prompt: '  \n ' }, /^prompt: must not be empty/],
    ['prompt not text', { prompt: 42 }, /^prompt: must be a string/],
    ['unknown model', { prompt: 'a cat', model: 'veo-4' }, /^model: must be one of "universal"/],
    [
      'duration not a length',
      { prompt: 'a cat', duration: 'eight' },
      /^duration: must be a length in seconds such as "8s"/,
    ],
    ['duration as a number', { prompt: 'a cat', duration: 8 }, /^duration: must be a string/],
    [
      'unknown language',
      { prompt: 'a cat', language: 'fr' },
      /^language: must be one of "en", "zh"/,
    ],
    ['body not an object', ['a cat'], /^body: /],
  ];

  it.each(cases)('%s', async (_name, body, message) => {
    const app = await appWith();
    const res = await check(app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(message) });
  });

  it('a length the model does not offer is an issue of the check, not a 400', async () => {
    const app = await appWith();
    const res = await check(app, { prompt: 'a cat naps on a sill', model: 'veo', duration: '30s' });
    expect(res.statusCode).toBe(200);
    expect(res.json().issues).toContainEqual(
      expect.objectContaining({ rule: 'duration-not-offered', severity: 'error' }),
    );
  });
});

describe('what is not a valid request body', () => {
  it('413 over 16 KB', async () => {
    const app = await appWith();
    const res = await check(app, { prompt: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large (limit 16 KB)' });
  });

  it('415 when the body is not JSON', async () => {
    const app = await appWith();
    const asText = await app.inject({
      method: 'POST',
      url: '/api/check-prompt',
      headers: { 'content-type': 'text/plain' },
      payload: 'a cat',
    });
    const noBody = await app.inject({ method: 'POST', url: '/api/check-prompt' });
    for (const res of [asText, noBody]) {
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: 'Content-Type must be application/json' });
    }
  });

  it('400 for malformed JSON', async () => {
    const app = await appWith();
    const res = await check(app, '{"prompt": "a cat"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Body is not valid JSON' });
  });
});

describe('429 and privacy', () => {
  it('shares the API rate limit: 429 with Retry-After past RATE_LIMIT_MAX', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' });
    const body = { prompt: 'a cat on a windowsill' };
    expect((await check(app, body, '203.0.113.9')).statusCode).toBe(200);
    expect((await check(app, body, '203.0.113.9')).statusCode).toBe(200);
    const limited = await check(app, body, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({ error: expect.any(String) });
    expect((await check(app, body, '198.51.100.4')).statusCode).toBe(200);
  });

  it('logs the request, never the prompt', async () => {
    const marker = 'zq-check-marker-71c2';
    const logLines: string[] = [];
    const app = await appWith({}, logLines);
    await check(app, { prompt: `a ${marker} crossing a river, no text` });
    await check(app, { prompt: `${marker}`, model: 'nope' });
    const log = logLines.join('');
    expect(log).toContain('/api/check-prompt');
    expect(log).not.toContain(marker);
  });
});
