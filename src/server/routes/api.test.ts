import type { FastifyInstance, InjectOptions } from 'fastify';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { MODEL_IDS } from '../../domain/models/model-ids.ts';
import { GenerateResultSchema } from '../../domain/schemas/generate.ts';
import { ModelsResponseSchema } from '../../domain/schemas/models-api.ts';
import { OptimizeResultSchema } from '../../domain/schemas/optimize.ts';
import { VariantsResultSchema } from '../../domain/schemas/variants.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLocalEngine } from '../providers/local-engine.ts';
import type { TextEngine } from '../providers/text-engine.ts';
import { startChatStandIn } from '../testing/chat-completions-stand-in.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(
  env: Record<string, string> = {},
  extra: { textEngine?: TextEngine; logLines?: string[] } = {},
) {
  const { logLines } = extra;
  const app = await buildApp({
    config: loadConfig(env),
    clientDir: null,
    textEngine: extra.textEngine,
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

const post = (app: FastifyInstance, url: string, body: unknown, extra: InjectOptions = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...extra.headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });

/** Records the parsed requests the routes hand to the engine, answering with the real one. */
function recordingEngine() {
  const seen: unknown[] = [];
  const local = createLocalEngine();
  const engine: TextEngine = {
    kind: 'local',
    generate(request) {
      seen.push(request);
      return local.generate(request);
    },
    optimize(request) {
      seen.push(request);
      return local.optimize(request);
    },
    variants(request) {
      seen.push(request);
      return local.variants(request);
    },
  };
  return { engine, seen };
}

describe('POST /api/generate-prompt', () => {
  it('200: a structured prompt from the embedded engine', async () => {
    const app = await appWith();
    const res = await post(app, '/api/generate-prompt', {
      input: 'a red fox running through fresh snow',
      mode: 'advanced',
      duration: '25s',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const result = GenerateResultSchema.parse(res.json());
    expect(result.source).toBe('local');
    expect(result.prompt.toLowerCase()).toContain('fox');
    expect(result.prompt.length).toBeGreaterThan('a red fox running through fresh snow'.length);
    expect(result.estimatedTokens).toBe(Math.ceil(result.prompt.length / 4));
    // A request without model is a universal one: today's fields plus model and settings.
    expect(Object.keys(res.json()).sort()).toEqual(
      ['enhancements', 'estimatedTokens', 'prompt', 'source', 'model', 'settings'].sort(),
    );
    expect(result.model).toBe('universal');
    expect(result.settings).toEqual({ duration: '25s', aspectRatio: '16:9' });
  });

  it('fills the defaults (fast, 15s) and accepts exactly 2000 characters', async () => {
    const { engine, seen } = recordingEngine();
    const app = await appWith({}, { textEngine: engine });
    const res = await post(app, '/api/generate-prompt', { input: `  ${'b'.repeat(2000)}  ` });
    expect(res.statusCode).toBe(200);
    expect(seen[0]).toMatchObject({ input: 'b'.repeat(2000), mode: 'fast', duration: '15s' });
  });
});

describe('model on the three endpoints', () => {
  const FOX = 'a red fox running through fresh snow at dawn';
  const PROMPT = 'A lighthouse on a cliff during a storm, waves crashing';

  it('writes for the model: its settings, its negative prompt, no duration in the prose', async () => {
    const app = await appWith();
    const res = await post(app, '/api/generate-prompt', {
      input: FOX,
      mode: 'advanced',
      duration: '6s',
      model: 'veo',
    });
    expect(res.statusCode).toBe(200);
    const result = GenerateResultSchema.parse(res.json());
    expect(result.model).toBe('veo');
    expect(result.settings).toEqual({ duration: '6s', aspectRatio: '16:9', resolution: '1080p' });
    expect(result.negativePrompt).toMatch(/^real people/);
    expect(result.prompt).toContain(FOX);
    expect(result.prompt).not.toMatch(/^(Technical|Duration):/m);
    expect(result.prompt.length).toBeLessThanOrEqual(1000);
  });

  it('a model without a negative-prompt field answers without one', async () => {
    const app = await appWith();
    const res = await post(app, '/api/generate-prompt', { input: FOX, model: 'hailuo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('negativePrompt');
    expect(res.json()).toMatchObject({ model: 'hailuo', settings: { duration: '6s' } });
  });

  it.each([
    ['/api/generate-prompt', { input: FOX, model: 'veo', duration: '15s' }, '"4s", "6s", "8s"'],
    ['/api/optimize-prompt', { prompt: PROMPT, model: 'runway', duration: '8s' }, '"5s", "10s"'],
    [
      '/api/generate-variants',
      { prompt: PROMPT, model: 'sora', duration: '10s' },
      '"4s", "8s", "12s"',
    ],
  ])('%s: 400 naming the durations the model offers', async (url, body, allowed) => {
    const app = await appWith();
    const res = await post(app, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      `duration: must be one of ${allowed} (${
        { veo: 'Veo 3.1', runway: 'Runway Gen-4', sora: 'Sora 2' }[body.model]
      })`,
    );
  });

  it('400 for a model that is not one of the profiles', async () => {
    const app = await appWith();
    const res = await post(app, '/api/generate-prompt', { input: FOX, model: 'sora-2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^model: must be one of "universal", "veo"/);
  });

  it('optimize and variants carry model, settings and the negative prompt', async () => {
    const { engine, seen } = recordingEngine();
    const app = await appWith({}, { textEngine: engine });
    const optimized = await post(app, '/api/optimize-prompt', { prompt: PROMPT, model: 'wan' });
    expect(optimized.statusCode).toBe(200);
    expect(seen[0]).toMatchObject({ model: 'wan', duration: '5s' });
    const result = OptimizeResultSchema.parse(optimized.json());
    expect(result).toMatchObject({ model: 'wan', settings: { duration: '5s' } });
    expect(result.negativePrompt).toBeTruthy();
    for (const text of Object.values(result.variants)) expect(text.length).toBeLessThanOrEqual(800);
    const varied = await post(app, '/api/generate-variants', {
      prompt: PROMPT,
      model: 'luma',
      duration: '10s',
      levels: ['heavy'],
    });
    expect(varied.statusCode).toBe(200);
    const variants = VariantsResultSchema.parse(varied.json());
    expect(variants).toMatchObject({ model: 'luma', settings: { duration: '10s' } });
    expect(variants.negativePrompt).toBeUndefined();
  });
});

describe('GET /api/models', () => {
  it('lists every model, universal first, names in the asked language', async () => {
    const app = await appWith();
    const en = await app.inject({ method: 'GET', url: '/api/models' });
    expect(en.statusCode).toBe(200);
    const body = ModelsResponseSchema.parse(en.json());
    expect(body.models.map((model) => model.id)).toEqual([...MODEL_IDS]);
    expect(body.models[0]).toMatchObject({
      id: 'universal',
      durations: ['10s', '15s', '25s'],
      promptLimit: 2000,
      status: 'active',
    });
    expect(body.models.find((model) => model.id === 'sora')).toMatchObject({
      status: 'retired',
      retiredOn: '2026-09-24',
    });
    expect(body.models.find((model) => model.id === 'veo')).toMatchObject({
      name: 'Veo 3.1',
      maker: 'Google',
      durations: ['4s', '6s', '8s'],
      negativePrompt: 'field',
    });
    const zh = ModelsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/models?lang=zh' })).json(),
    );
    expect(zh.models.find((model) => model.id === 'kling')).toMatchObject({
      name: '可灵 3.0',
      maker: '快手',
    });
  });

  it('400 { error } for an unknown language', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/api/models?lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'lang: must be one of "en", "zh"' });
  });
});

describe('POST /api/optimize-prompt', () => {
  it('200: the original and three rewrites with their changes', async () => {
    const app = await appWith();
    const prompt = 'A lighthouse on a cliff during a storm, waves crashing';
    const res = await post(app, '/api/optimize-prompt', {
      prompt,
      style: 'animated',
      intensity: 'heavy',
      enhancements: [
        'camera_work',
        'physics_constraints',
        'audio_suggestions',
        'safety_guidelines',
      ],
      duration: '10s',
    });
    expect(res.statusCode).toBe(200);
    const result = OptimizeResultSchema.parse(res.json());
    expect(result.original).toBe(prompt);
    expect(result.source).toBe('local');
    for (const level of ['light', 'medium', 'heavy'] as const) {
      expect(result.variants[level].length).toBeGreaterThan(0);
      expect(Array.isArray(result.changes[level])).toBe(true);
    }
  });

  it('fills the spec defaults: cinematic, medium, no enhancements, 15s', async () => {
    const { engine, seen } = recordingEngine();
    const app = await appWith({}, { textEngine: engine });
    const res = await post(app, '/api/optimize-prompt', { prompt: 'A lighthouse in a storm' });
    expect(res.statusCode).toBe(200);
    expect(seen[0]).toMatchObject({
      style: 'cinematic',
      intensity: 'medium',
      enhancements: [],
      duration: '15s',
    });
  });

  it('400 for the page name "animation": the API takes "animated"', async () => {
    const app = await appWith();
    const res = await post(app, '/api/optimize-prompt', {
      prompt: 'A lighthouse in a storm',
      style: 'animation',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^style: must be one of .*"animated"/);
  });
});

describe('POST /api/generate-variants', () => {
  it('200: light, medium and heavy by default, each with similarity and changes', async () => {
    const app = await appWith();
    const res = await post(app, '/api/generate-variants', {
      prompt: 'A barista pours latte art in a sunlit cafe, close-up',
    });
    expect(res.statusCode).toBe(200);
    const result = VariantsResultSchema.parse(res.json());
    expect(result.source).toBe('local');
    expect(result.variants.map((v) => v.level)).toEqual(['light', 'medium', 'heavy']);
    for (const variant of result.variants) {
      expect(variant.similarity).toBeGreaterThanOrEqual(0);
      expect(variant.similarity).toBeLessThanOrEqual(1);
    }
  });

  it('200: only the levels asked for, in that order', async () => {
    const app = await appWith();
    const res = await post(app, '/api/generate-variants', {
      prompt: 'A barista pours latte art in a sunlit cafe',
      levels: ['heavy', 'light'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().variants.map((v: { level: string }) => v.level)).toEqual(['heavy', 'light']);
  });
});

describe('400: bad fields are named, with the reason', () => {
  const cases: [string, string, unknown, RegExp][] = [
    ['missing field', '/api/generate-prompt', { mode: 'fast' }, /^input: is required/],
    ['wrong type', '/api/generate-prompt', { input: 42 }, /^input: must be a string/],
    ['blank text', '/api/generate-prompt', { input: '   ' }, /^input: must not be empty/],
    [
      'unknown mode',
      '/api/generate-prompt',
      { input: 'a cat', mode: 'turbo' },
      /^mode: must be one of "fast", "advanced"/,
    ],
    [
      'unknown duration',
      '/api/generate-prompt',
      { input: 'a cat', duration: '60s' },
      /^duration: must be one of "10s", "15s", "25s"/,
    ],
    [
      'seed not whole',
      '/api/generate-prompt',
      { input: 'a cat', seed: 1.5 },
      /^seed: must be a whole number/,
    ],
    [
      'too short to refine',
      '/api/optimize-prompt',
      { prompt: 'short' },
      /^prompt: must be at least 10 characters/,
    ],
    [
      'unknown enhancement',
      '/api/optimize-prompt',
      { prompt: 'A lighthouse in a storm', enhancements: ['camera'] },
      /^enhancements\[0\]: must be one of/,
    ],
    [
      'unknown intensity',
      '/api/optimize-prompt',
      { prompt: 'A lighthouse in a storm', intensity: 'max' },
      /^intensity: must be one of/,
    ],
    [
      'no levels',
      '/api/generate-variants',
      { prompt: 'A lighthouse in a storm', levels: [] },
      /^levels: must have at least one item/,
    ],
    [
      'repeated level',
      '/api/generate-variants',
      { prompt: 'A lighthouse in a storm', levels: ['light', 'light'] },
      /^levels: levels must not repeat/,
    ],
    ['body not an object', '/api/generate-variants', ['A lighthouse in a storm'], /^body: /],
  ];

  it.each(cases)('%s', async (_name, url, body, message) => {
    const app = await appWith();
    const res = await post(app, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(message) });
  });

  it('over 2000 characters (English and Chinese)', async () => {
    const app = await appWith();
    for (const [url, field] of [
      ['/api/generate-prompt', 'input'],
      ['/api/optimize-prompt', 'prompt'],
      ['/api/generate-variants', 'prompt'],
    ] as const) {
      for (const text of ['a'.repeat(2001), '猫'.repeat(2001)]) {
        const res = await post(app, url, { [field]: text });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: `${field}: must be at most 2000 characters` });
      }
    }
  });
});

describe('what is not a valid request body', () => {
  it('413 { error } over 16 KB', async () => {
    const app = await appWith();
    const res = await post(app, '/api/generate-prompt', { input: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large (limit 16 KB)' });
  });

  it('415 { error } when the body is not sent as JSON', async () => {
    const app = await appWith();
    const asText = await app.inject({
      method: 'POST',
      url: '/api/generate-prompt',
      headers: { 'content-type': 'text/plain' },
      payload: 'a cat',
    });
    const asForm = await app.inject({
      method: 'POST',
      url: '/api/optimize-prompt',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'prompt=a+lighthouse+in+a+storm',
    });
    const noBody = await app.inject({ method: 'POST', url: '/api/generate-variants' });
    for (const res of [asText, asForm, noBody]) {
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: 'Content-Type must be application/json' });
    }
  });

  it('400 { error } for malformed or empty JSON', async () => {
    const app = await appWith();
    const broken = await post(app, '/api/generate-prompt', '{"input": "a cat"');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'Body is not valid JSON' });
    const empty = await post(app, '/api/generate-prompt', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: expect.stringContaining('empty') });
  });

  it('prototype-pollution keys are refused and pollute nothing', async () => {
    const app = await appWith();
    const bodies = [
      '{"input":"a cat","__proto__":{"polluted":"yes"}}',
      '{"input":"a cat","constructor":{"prototype":{"polluted":"yes"}}}',
      '{"input":"a cat","mode":"fast","nested":{"__proto__":{"polluted":"yes"}}}',
    ];
    for (const body of bodies) {
      const res = await post(app, '/api/generate-prompt', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('unknown fields are ignored, not passed on', async () => {
    const { engine, seen } = recordingEngine();
    const app = await appWith({}, { textEngine: engine });
    const res = await post(app, '/api/generate-prompt', { input: 'a cat', admin: true });
    expect(res.statusCode).toBe(200);
    expect(seen[0]).not.toHaveProperty('admin');
  });
});

describe('429: rate limit per address on /api', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_MAX, and only for that address', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' });
    const body = { input: 'a cat on a windowsill' };
    const from = (remoteAddress: string) =>
      post(app, '/api/generate-prompt', body, { remoteAddress });
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
    // Another client is unaffected; so are the health check and pages outside /api.
    expect((await from('198.51.100.9')).statusCode).toBe(200);
    const health = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '203.0.113.7',
    });
    expect(health.statusCode).toBe(200);
  });

  it('a client cannot dodge the limit with its own X-Forwarded-For', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '1' });
    const send = (n: number) =>
      post(
        app,
        '/api/generate-prompt',
        { input: 'a cat' },
        {
          remoteAddress: '203.0.113.8',
          headers: { 'x-forwarded-for': `10.9.8.${n}` },
        },
      );
    expect((await send(1)).statusCode).toBe(200);
    expect((await send(2)).statusCode).toBe(429);
  });

  it('behind a trusted proxy, each forwarded client has its own count', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '1' });
    const send = (client: string) =>
      post(
        app,
        '/api/generate-prompt',
        { input: 'a cat' },
        {
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': client },
        },
      );
    expect((await send('203.0.113.20')).statusCode).toBe(200);
    expect((await send('203.0.113.21')).statusCode).toBe(200);
    expect((await send('203.0.113.20')).statusCode).toBe(429);
  });

  it('with an unreachable REDIS_URL requests still pass (the store is skipped on error)', async () => {
    const app = await appWith({ REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMIT_MAX: '5' });
    const res = await post(app, '/api/generate-prompt', { input: 'a cat' });
    expect(res.statusCode).toBe(200);
  });
});

describe('503: load shedding', () => {
  it('API_MAX_CONCURRENCY=0 sheds every API request with Retry-After', async () => {
    const app = await appWith({ API_MAX_CONCURRENCY: '0' });
    const res = await post(app, '/api/generate-prompt', { input: 'a cat' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ error: expect.stringMatching(/busy/i) });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('with one slot held by a slow request, the next is shed, and served once it ends', async () => {
    let release = () => {};
    const local = createLocalEngine();
    const slow: TextEngine = {
      ...local,
      generate: async (request) => {
        await new Promise<void>((resolve) => (release = resolve));
        return local.generate(request);
      },
    };
    const app = await appWith({ API_MAX_CONCURRENCY: '1' }, { textEngine: slow });
    const held = post(app, '/api/generate-prompt', { input: 'a slow cat' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const shed = await post(app, '/api/optimize-prompt', { prompt: 'A lighthouse in a storm' });
    expect(shed.statusCode).toBe(503);
    release();
    expect((await held).statusCode).toBe(200);
    const after = await post(app, '/api/optimize-prompt', { prompt: 'A lighthouse in a storm' });
    expect(after.statusCode).toBe(200);
  });
});

describe('errors never leak internals', () => {
  it('500 { error } with no stack or message when an engine throws', async () => {
    const local = createLocalEngine();
    const broken: TextEngine = {
      ...local,
      generate: async () => {
        throw new Error('secret-internal-detail at /srv/app/engine.ts:12');
      },
    };
    const app = await appWith({}, { textEngine: broken });
    const res = await post(app, '/api/generate-prompt', { input: 'a cat' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });
    expect(res.body).not.toContain('secret-internal-detail');
    expect(res.body).not.toMatch(/\.ts:\d+/);
  });

  it('404 { error } for an unknown API path', async () => {
    const app = await appWith();
    const res = await post(app, '/api/nope', { input: 'a cat' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });
});

describe('GET /healthz and GET /api/openapi.json', () => {
  it('healthz answers ok', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI 3.1 document naming the three endpoints', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/generate-prompt',
        '/api/optimize-prompt',
        '/api/generate-variants',
      ]),
    );
  });
});

describe('logging', () => {
  it('logs method, URL, status and time of a request, never its prompt text', async () => {
    const marker = 'zq-marker-5e1b9';
    const logLines: string[] = [];
    const app = await appWith({}, { logLines });
    for (const [url, body] of [
      ['/api/generate-prompt', { input: `a ${marker} crossing a river` }],
      ['/api/optimize-prompt', { prompt: `a ${marker} crossing a river at dusk` }],
      ['/api/generate-variants', { prompt: `a ${marker} crossing a river at dusk` }],
      ['/api/generate-prompt', { input: `${marker} `.repeat(300) }],
      ['/api/generate-prompt', `{"input": "${marker}`],
    ] as const) {
      await post(app, url, body);
    }
    // A query string can carry a prompt too (shared links): only the path is logged.
    await app.inject({ method: 'GET', url: `/refiner?prompt=${marker}` });
    const log = logLines.join('');
    expect(log).not.toContain(marker);
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests).toHaveLength(6);
    expect(requests[5]).toMatchObject({ method: 'GET', url: '/refiner', statusCode: 404 });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/generate-prompt',
      statusCode: 200,
      ms: expect.any(Number),
    });
    expect(requests.map((entry) => entry.statusCode)).toEqual([200, 200, 200, 400, 400, 404]);
    // Nor the client's address.
    expect(log).not.toContain('127.0.0.1');
  });

  it('with the AI provider failing, neither the prompt nor the key reaches the log', async () => {
    const marker = 'zq-marker-ai-77a2';
    const key = 'sk-live-never-log-this-0b1c';
    const standIn = await startChatStandIn(() => ({ kind: 'status', status: 500 }));
    try {
      const logLines: string[] = [];
      const app = await appWith(
        {
          TEXT_PROVIDER: 'openai',
          AI_BASE_URL: standIn.baseUrl,
          AI_API_KEY: key,
          AI_TIMEOUT_MS: '2000',
        },
        { logLines },
      );
      const res = await post(app, '/api/generate-prompt', { input: `a ${marker} at dawn` });
      expect(res.statusCode).toBe(200);
      expect(res.json().source).toBe('local');
      expect(standIn.requests.length).toBeGreaterThan(0);
      const log = logLines.join('');
      expect(log).toContain('AI answer not used');
      expect(log).not.toContain(marker);
      expect(log).not.toContain(key);
    } finally {
      await standIn.close();
    }
  });
});

describe('TEXT_PROVIDER=openai through the app', () => {
  it('answers with source ai from the upstream, and local when it hangs (within timeout + 1 s)', async () => {
    let hang = false;
    const standIn = await startChatStandIn(() =>
      hang
        ? { kind: 'hang' }
        : {
            kind: 'completion',
            content: JSON.stringify({
              prompt: 'A cat naps on a sunny windowsill, slow push-in, warm light, 15s.',
              enhancements: ['Added camera movement'],
            }),
          },
    );
    try {
      const app = await appWith({
        TEXT_PROVIDER: 'openai',
        AI_BASE_URL: standIn.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_TIMEOUT_MS: '1000',
      });
      const ai = await post(app, '/api/generate-prompt', { input: 'a cat on a windowsill' });
      expect(GenerateResultSchema.parse(ai.json()).source).toBe('ai');
      hang = true;
      const started = performance.now();
      const local = await post(app, '/api/generate-prompt', { input: 'a cat on a windowsill' });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(local.statusCode).toBe(200);
      expect(GenerateResultSchema.parse(local.json()).source).toBe('local');
    } finally {
      await standIn.close();
    }
  });

  it('refuses to start with TEXT_PROVIDER=openai and neither key nor base URL', async () => {
    await expect(appWith({ TEXT_PROVIDER: 'openai' })).rejects.toThrow(/AI_API_KEY/);
  });
});
