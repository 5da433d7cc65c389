// Hostile input, generated: every API endpoint gets over a thousand bodies a careless or
// malicious client could send, and must answer each with a deliberate status and a JSON body,
// never a 500, without polluting prototypes and without losing the ability to serve a valid
// request. The request log is checked here too, since URLs are untrusted input that can carry
// prompt text (/refiner?prompt=…).
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerateResultSchema } from '../domain/schemas/generate.ts';
import { ENHANCEMENT_NAMES, OptimizeResultSchema } from '../domain/schemas/optimize.ts';
import { INTENSITIES } from '../domain/schemas/prompt-common.ts';
import { VariantsResultSchema } from '../domain/schemas/variants.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** Generated requests per endpoint (the issue asks for at least 1,000). */
const RUNS_PER_ENDPOINT = 1_000;

interface Endpoint {
  url: string;
  /** The text field the endpoint requires. */
  field: 'input' | 'prompt';
  /** The documented 200 shape. */
  result: { safeParse(value: unknown): { success: boolean } };
  /** The endpoint's other fields, with their valid values. */
  options: Record<string, fc.Arbitrary<unknown>>;
}

const DURATION = fc.constantFrom('10s', '15s', '25s');
const LANGUAGE = fc.constantFrom('en', 'zh');
const SEED = fc.integer({ min: -2147483648, max: 4294967295 });

const ENDPOINTS: Endpoint[] = [
  {
    url: '/api/generate-prompt',
    field: 'input',
    result: GenerateResultSchema,
    options: {
      mode: fc.constantFrom('fast', 'advanced'),
      duration: DURATION,
      language: LANGUAGE,
      seed: SEED,
    },
  },
  {
    url: '/api/optimize-prompt',
    field: 'prompt',
    result: OptimizeResultSchema,
    options: {
      style: fc.constantFrom('realistic', 'cinematic', 'animated'),
      intensity: fc.constantFrom(...INTENSITIES),
      enhancements: fc.subarray([...ENHANCEMENT_NAMES]),
      duration: DURATION,
      language: LANGUAGE,
      seed: SEED,
    },
  },
  {
    url: '/api/generate-variants',
    field: 'prompt',
    result: VariantsResultSchema,
    options: {
      levels: fc.shuffledSubarray([...INTENSITIES], { minLength: 1 }),
      duration: DURATION,
      language: LANGUAGE,
      seed: SEED,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Text: realistic prompts, and the unicode that breaks naive code.

const REALISTIC = [
  'a red fox running through fresh snow at dawn',
  'Drone flight over terraced rice fields in Bali at sunrise, mist in the valleys',
  'A lighthouse on a cliff during a storm, waves crashing against the rocks',
  '一只橘猫在下雨的窗台上睡觉，暖色台灯',
  '航拍：清晨的长城，云海翻涌，镜头缓慢推进',
];

/** Emoji (with ZWJ and skin tone), CJK, RTL, bidi overrides, combining marks, controls… */
const NASTY = [
  '🦊🌨️👩🏽‍🚀🏳️‍🌈',
  '一只橘猫在下雨的窗台上睡觉',
  'مشهد غروب الشمس فوق الصحراء',
  'שקיעה מעל הים התיכון',
  '\u202Eevil\u202C text',
  'e\u0301\u0301\u0301\u0301 Z̷̢̛͓a̶l̸g̷o̵',
  '\u200B\u200D\uFEFF\u2060',
  '\u0000\u0001\u001F\u007F',
  '\uD800',
  '\uDFFF\uD800',
  'a fox \uD83D',
  '\\"\'`',
  '</script><script>alert(1)</script>',
  '${7*7}{{7*7}}%s%n',
  '\r\n\t\v\f',
  '𝕒 𝔣𝔬𝔵 𝖎𝖓 𝖙𝖍𝖊 𝖘𝖓𝖔𝖜',
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const anyChar = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  loneSurrogate,
  fc.constantFrom(...NASTY),
);
const text: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: anyChar, maxLength: 40 }),
  fc.constantFrom(...NASTY, ...REALISTIC),
  fc
    .tuple(fc.constantFrom(...REALISTIC), fc.string({ unit: anyChar, maxLength: 12 }))
    .map(([prompt, noise]) => `${prompt} ${noise}`),
);

/** Long text around the limits: 2,000 characters (field cap) and 16 KB (body cap), up to 20 KB. */
const hugeText: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(1_999, 2_000, 2_001, 16 * 1024 - 40, 16 * 1024 + 1),
      fc.integer({ min: 1_000, max: 20 * 1024 }),
    ),
    fc.constantFrom('a', 'fox ', '猫', '🦊', ' ', '\uD800', 'e\u0301'),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const key: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: anyChar, maxLength: 8 }),
  fc.constantFrom('input', 'prompt', 'mode', 'levels', 'toString', 'valueOf', 'hasOwnProperty'),
);

/** Any JSON value, nested a few levels: wrong types, arrays, null, numbers, objects. */
const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -0, 1e308, -1e-308, 2 ** 53 + 1, 4294967296),
    text,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Mostly a right value for the field, sometimes junk. */
const usually = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: junk });

/** Objects shaped like the endpoint's body: fields missing, mistyped, huge or extra. */
function bodyLike(endpoint: Endpoint): fc.Arbitrary<unknown> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {
    [endpoint.field]: fc.oneof(
      { weight: 4, arbitrary: text },
      { weight: 1, arbitrary: hugeText },
      { weight: 1, arbitrary: junk },
    ),
  };
  for (const [name, valid] of Object.entries(endpoint.options)) fields[name] = usually(valid);
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(key, junk, { maxKeys: 3 }),
      fc.boolean(),
    )
    .map(([known, extra, extraFirst]) =>
      extraFirst ? { ...extra, ...known } : { ...known, ...extra },
    );
}

// ---------------------------------------------------------------------------------------------
// Requests: body bytes plus the Content-Type that goes with them (or does not).

interface HostileRequest {
  /** Undefined sends no Content-Type header at all. */
  contentType: string | undefined;
  payload: string | Buffer;
  /** A body the parser must refuse (400): it carries `__proto__` or `constructor.prototype`. */
  mustRefuse?: boolean;
}

const JSON_TYPES = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
);

const WRONG_TYPES = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----promptreel',
    'application/xml',
    'text/html',
    'application/octet-stream',
    'application/jsonx',
    'application/json-patch+json',
    'application/vnd.api+json',
    'text/json',
    'application/javascript',
    '*/*',
    'application/*',
    'json',
    '',
    ';',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/json;;;',
  ),
  fc.stringMatching(/^[a-z+.-]{1,12}\/[a-z0-9+.-]{1,16}(; ?[a-z]{1,8}=[a-z0-9-]{1,10})?$/),
);

const NO_TYPE = fc.constant(undefined);

/**
 * Prototype-pollution keys, written as raw JSON text: in an object literal `__proto__` sets the
 * prototype instead of adding a key, so JSON.stringify would never send it.
 */
const PROTO_KEYS = ['"__proto__"', '"\\u005f\\u005fproto\\u005f\\u005f"', '"__\\u0070roto__"'];
const CONSTRUCTOR_KEYS = ['"constructor"', '"\\u0063onstructor"'];
const POLLUTION_KEYS = [...PROTO_KEYS, ...CONSTRUCTOR_KEYS, '"prototype"'];
const POLLUTION_VALUES = [
  '{"polluted":"yes"}',
  '{"isAdmin":true}',
  '{"toString":"not a function"}',
  '{"input":"hijacked","prompt":"hijacked prompt"}',
  '{"prototype":{"polluted":"yes"}}',
  '{"__proto__":{"polluted":"deep"}}',
  '[{"polluted":"yes"}]',
  'null',
  '"polluted"',
];

function pollution(endpoint: Endpoint): fc.Arbitrary<HostileRequest> {
  const valid = `"${endpoint.field}":"A red fox running through fresh snow at dawn"`;
  return fc
    .tuple(
      fc.constantFrom(...POLLUTION_KEYS),
      fc.constantFrom(...POLLUTION_VALUES),
      fc.array(fc.constantFrom('object', 'array', 'field'), { maxLength: 3 }),
      fc.boolean(),
      JSON_TYPES,
    )
    .map(([pollutionKey, value, wrappers, first, contentType]) => {
      let nested = `{${pollutionKey}:${value}}`;
      for (const wrapper of wrappers) {
        if (wrapper === 'array') nested = `[${nested}]`;
        else if (wrapper === 'object') nested = `{"nested":${nested}}`;
        else nested = `{"mode":${nested}}`;
      }
      // The key at the top of a valid body, or buried inside it.
      const entry = wrappers.length === 0 ? `${pollutionKey}:${value}` : `"extra":${nested}`;
      const payload = first ? `{${entry},${valid}}` : `{${valid},${entry}}`;
      // Fastify's parser refuses `__proto__` anywhere and `constructor` holding `prototype`;
      // `prototype` alone, or `constructor` with anything else, is harmless data.
      const mustRefuse =
        PROTO_KEYS.includes(pollutionKey) ||
        value.includes('__proto__') ||
        (CONSTRUCTOR_KEYS.includes(pollutionKey) && value.startsWith('{"prototype"'));
      return { contentType, payload, mustRefuse };
    });
}

/** Text that is not JSON, or almost is. */
const RAW_TEXT = fc.oneof(
  fc.string({ unit: anyChar, maxLength: 200 }),
  fc.constantFrom(
    ' ',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '{',
    '}',
    '{"input":',
    "{'input':'a cat on a windowsill'}",
    '{"input":"a cat on a windowsill",}',
    '{"input":"a cat on a windowsill"} trailing',
    '// comment\n{"input":"a cat on a windowsill"}',
    '\uFEFF{"input":"a cat on a windowsill"}',
    '{"input":"a cat on a windowsill"}\u0000',
    'input=a+cat+on+a+windowsill',
    '<?xml version="1.0"?><input>a cat</input>',
    '{"input":"\\ud800\\udc00\\ud800 a lone surrogate"}',
    '{"prompt":"\\udfff\\ud800 lone surrogates in a prompt"}',
    '{"input":"\\u0000 a nul in a fox"}',
    '{"input":1e999}',
    '{"input":"a cat on a windowsill","seed":1e400}',
    '{"input":"a cat","input":"a dog on a skateboard"}',
    '['.repeat(5_000),
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
    `{"input":"a cat","extra":${'['.repeat(3_000)}${']'.repeat(3_000)}}`,
  ),
  // Valid JSON cut short at a random point.
  fc.tuple(fc.constantFrom(...REALISTIC), fc.nat()).map(([prompt, cut]) => {
    const whole = JSON.stringify({ input: prompt, prompt, mode: 'fast', levels: ['light'] });
    return whole.slice(0, cut % whole.length);
  }),
);

/** Bytes that are not UTF-8: CESU-encoded surrogates, overlong forms, 0xFF, random bytes. */
const RAW_BYTES = fc.oneof(
  fc.uint8Array({ maxLength: 3_000 }).map((bytes) => Buffer.from(bytes)),
  fc
    .constantFrom([0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xff, 0xfe], [0xf4, 0x90, 0x80, 0x80], [0x80])
    .map((bad) =>
      Buffer.concat([
        Buffer.from('{"input":"a cat on a '),
        Buffer.from(bad),
        Buffer.from(' windowsill","prompt":"A lighthouse in a storm "}'),
      ]),
    ),
);

/** Non-JSON just under and over the 16 KB body cap. */
const RAW_HUGE = fc.integer({ min: 16 * 1024 - 64, max: 20 * 1024 }).map((n) => 'x'.repeat(n));

function hostileRequests(endpoint: Endpoint): fc.Arbitrary<HostileRequest> {
  const jsonText = fc
    .oneof({ weight: 3, arbitrary: bodyLike(endpoint) }, { weight: 1, arbitrary: junk })
    .map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof(
    // Parsed as JSON: the schema is the gate.
    {
      weight: 5,
      arbitrary: fc.record({ contentType: JSON_TYPES, payload: jsonText }),
    },
    { weight: 2, arbitrary: pollution(endpoint) },
    // Not JSON, sent as JSON or as anything else.
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.oneof(JSON_TYPES, WRONG_TYPES, NO_TYPE),
        payload: fc.oneof(RAW_TEXT, RAW_BYTES, RAW_HUGE),
      }),
    },
    // JSON, under the wrong Content-Type or none.
    {
      weight: 2,
      arbitrary: fc.record({ contentType: fc.oneof(WRONG_TYPES, NO_TYPE), payload: jsonText }),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Prototypes: every own property of the built-in prototypes, by identity, before any request.

const PROTOTYPES: [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
];

function snapshot(target: object): Map<PropertyKey, unknown> {
  const descriptors = Object.getOwnPropertyDescriptors(target);
  return new Map(
    Reflect.ownKeys(descriptors).map((name) => {
      const d = descriptors[name as keyof typeof descriptors];
      return [name, d?.value ?? d?.get ?? d?.set];
    }),
  );
}

const BASELINE = PROTOTYPES.map(([name, target]) => [name, snapshot(target)] as const);

/** Names of the prototypes that gained, lost or changed a property since the baseline. */
function pollutedPrototypes(): string[] {
  return BASELINE.filter(([name, before]) => {
    const target = PROTOTYPES.find(([other]) => other === name)?.[1] ?? {};
    const now = snapshot(target);
    if (now.size !== before.size) return true;
    for (const [prop, value] of now) if (before.get(prop) !== value) return true;
    return false;
  }).map(([name]) => name);
}

// ---------------------------------------------------------------------------------------------

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    config: loadConfig({
      // Thousands of requests from one address: the limiter is not under test here.
      RATE_LIMIT_MAX: '1000000',
      // Event-loop load shedding would answer 503 if the machine stalls; what is under test is
      // how input is handled, so that signal is off (it has its own tests).
      API_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    clientDir: null,
  });
});
afterAll(() => app.close());

const ALLOWED = [200, 400, 413, 415];

async function send(endpoint: Endpoint, request: HostileRequest) {
  return app.inject({
    method: 'POST',
    url: endpoint.url,
    headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
    payload: request.payload,
  });
}

/** The property every generated request must hold; throws with the reason when it does not. */
async function answersDeliberately(endpoint: Endpoint, request: HostileRequest): Promise<number> {
  const res = await send(endpoint, request);
  if (!ALLOWED.includes(res.statusCode)) {
    throw new Error(`status ${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  if (request.mustRefuse) expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(res.body);
  if (res.statusCode === 200) {
    expect(endpoint.result.safeParse(body).success, res.body.slice(0, 300)).toBe(true);
    expect(body).toMatchObject({ source: 'local' });
  } else {
    expect(body).toEqual({ error: expect.any(String) });
    const { error } = body as { error: string };
    expect(error.length).toBeGreaterThan(0);
    // A 4xx names fields and reasons; it never echoes a large part of the input back.
    expect(error.length).toBeLessThan(600);
  }
  expect(pollutedPrototypes()).toEqual([]);
  return res.statusCode;
}

async function validRequestStillServed(endpoint: Endpoint) {
  const res = await send(endpoint, {
    contentType: 'application/json',
    payload: JSON.stringify({ [endpoint.field]: 'A lighthouse on a cliff during a storm' }),
  });
  expect(res.statusCode).toBe(200);
  expect(endpoint.result.safeParse(res.json()).success).toBe(true);
}

describe('hostile bodies: generated requests to every endpoint', () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.url, endpoint] as const))(
    `POST %s: ${RUNS_PER_ENDPOINT} generated bodies, each 200/400/413/415 with JSON, never 500`,
    async (_url, endpoint) => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(hostileRequests(endpoint), async (request) => {
          const status = await answersDeliberately(endpoint, request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
      // The mix must reach every gate, or the generators have drifted into one corner.
      for (const status of ALLOWED) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
      expect(pollutedPrototypes()).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      await validRequestStillServed(endpoint);
    },
    120_000,
  );
});

describe('request log: prompt text in a URL or a body never reaches the log', () => {
  const MARKER = 'SECRET-MARKER-7f3a9c';
  let clientDir: string;

  beforeAll(() => {
    // A minimal stand-in for the build, so page URLs with ?prompt= are served as they are in
    // production (the real build is not needed to test what the log records).
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'promptreel-log-'));
    const page = (title: string) =>
      `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`;
    for (const [dir, title] of [
      ['', 'Home'],
      ['refiner', 'Refiner'],
      ['variants', 'Variants'],
      ['zh/refiner', 'Refiner zh'],
      ['__not-found', 'Not found'],
    ] as const) {
      mkdirSync(path.join(clientDir, dir), { recursive: true });
      writeFileSync(path.join(clientDir, dir, 'index.html'), page(title));
    }
    mkdirSync(path.join(clientDir, 'assets'));
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('logs the path of each request without its query string, and no body', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: loadConfig({}),
      clientDir,
      logger: {
        level: 'trace',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString('utf8'));
            done();
          },
        }),
      },
    });
    const encoded = encodeURIComponent(`A ${MARKER} crossing a river at dusk`);
    const requests: { method: 'GET' | 'POST'; url: string; payload?: string; type?: string }[] = [
      { method: 'GET', url: `/refiner?prompt=${MARKER}` },
      { method: 'GET', url: `/variants?prompt=${encoded}&utm_source=${MARKER}` },
      { method: 'GET', url: `/zh/refiner?prompt=${encoded}` },
      { method: 'GET', url: `/en/refiner?prompt=${encoded}` },
      { method: 'GET', url: `/no-such-page?prompt=${MARKER}` },
      { method: 'GET', url: `/api/openapi.json?prompt=${MARKER}` },
      {
        method: 'POST',
        url: '/api/optimize-prompt',
        payload: JSON.stringify({ prompt: `A ${MARKER} crossing a river at dusk` }),
      },
      {
        method: 'POST',
        url: `/api/generate-prompt?prompt=${MARKER}`,
        payload: JSON.stringify({ input: `a ${MARKER} at dawn` }),
      },
      { method: 'POST', url: '/api/generate-prompt', payload: `{"input":"${MARKER}` },
      { method: 'POST', url: '/api/generate-prompt', payload: MARKER, type: 'text/plain' },
      {
        method: 'POST',
        url: '/api/generate-variants',
        payload: JSON.stringify({ prompt: `${MARKER} `.repeat(1_000) }),
      },
    ];
    const statuses: number[] = [];
    try {
      for (const request of requests) {
        const res = await logged.inject({
          method: request.method,
          url: request.url,
          ...(request.payload === undefined
            ? {}
            : {
                payload: request.payload,
                headers: { 'content-type': request.type ?? 'application/json' },
              }),
        });
        statuses.push(res.statusCode);
      }
    } finally {
      await logged.close();
    }
    // The requests reached what they were meant to reach: pages, a redirect, the API's gates.
    expect(statuses).toEqual([200, 200, 200, 301, 404, 200, 200, 200, 400, 415, 413]);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const perRequest = entries.filter((entry) => entry.msg === 'request');
    expect(perRequest).toHaveLength(requests.length);
    expect(perRequest.map((entry) => entry.url)).toEqual(
      requests.map((request) => request.url.split('?')[0]),
    );
    const log = lines.join('');
    expect(log).not.toContain(MARKER);
    expect(log).not.toContain(encodeURIComponent(MARKER));
  });
});
