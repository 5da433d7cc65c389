// Issue 18, item 5: text with control characters, a BOM, bidi overrides or lone surrogates is
// cleaned before the engine sees it, and no answer ever carries them back.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLocalEngine } from './providers/local-engine.ts';
import type { TextEngine } from './providers/text-engine.ts';

/** Control (but not tab/newline), CR, DEL/C1, BOM, bidi controls, separators, lone surrogates. */
function unwantedIn(text: string): number[] {
  const found: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++;
      continue;
    }
    const control =
      code !== 0x09 && code !== 0x0a && (code <= 0x1f || (code >= 0x7f && code <= 0x9f));
    const bidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
    const other = code === 0xfeff || code === 0x2028 || code === 0x2029;
    if (control || bidi || other || (code >= 0xd800 && code <= 0xdfff)) found.push(code);
  }
  return found;
}

/** Every string anywhere in a parsed JSON answer. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsIn(inner)]);
  }
  return [];
}

const seen: string[] = [];
const local = createLocalEngine();
const recording: TextEngine = {
  kind: 'local',
  generate(request) {
    seen.push(request.input);
    return local.generate(request);
  },
  optimize(request) {
    seen.push(request.prompt);
    return local.optimize(request);
  },
  variants(request) {
    seen.push(request.prompt);
    return local.variants(request);
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    config: loadConfig({ RATE_LIMIT_MAX: '1000000' }),
    clientDir: null,
    textEngine: recording,
  });
});
afterAll(() => app.close());

const HOSTILE = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\r',
  '\uFEFF',
  '\u202E',
  '\u202D',
  '\u2066',
  '\u2069',
  '\u2028',
  '\uD83D',
  '\uDE00',
  '\uDBFF',
];
const WORDS = [
  'a red fox running through fresh snow at dawn',
  'Drone flight over terraced rice fields in Bali at sunrise',
  '一只橘猫在下雨的窗台上睡觉，暖色台灯',
];
/** A real prompt with hostile characters sprinkled anywhere in it. */
const sprinkled = fc
  .tuple(
    fc.constantFrom(...WORDS),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.oneof(
          fc.constantFrom(...HOSTILE),
          fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
        ),
      ),
      { minLength: 1, maxLength: 12 },
    ),
  )
  .map(([words, inserts]) => {
    let text = words;
    for (const [at, char] of inserts) {
      const index = at % (text.length + 1);
      text = text.slice(0, index) + char + text.slice(index);
    }
    return text;
  });

const ENDPOINTS = [
  { url: '/api/generate-prompt', field: 'input' },
  { url: '/api/optimize-prompt', field: 'prompt' },
  { url: '/api/generate-variants', field: 'prompt' },
] as const;

describe('hostile characters never reach the engine nor come back', () => {
  it.each(ENDPOINTS)('$url', async ({ url, field }) => {
    await fc.assert(
      fc.asyncProperty(sprinkled, fc.constantFrom('en', 'zh'), async (text, language) => {
        seen.length = 0;
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ [field]: text, language }),
        });
        // The words around the hostile characters are a valid prompt: cleaned, not refused.
        expect(res.statusCode).toBe(200);
        expect(seen).toHaveLength(1);
        expect(unwantedIn(seen[0] ?? '')).toEqual([]);
        for (const value of stringsIn(res.json())) expect(unwantedIn(value)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  // The checker runs no provider: what it answers (issues, fixes, the whole fixed prompt) is
  // where a hostile character would come back.
  it('/api/check-prompt', async () => {
    await fc.assert(
      fc.asyncProperty(sprinkled, fc.constantFrom('en', 'zh'), async (text, language) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/check-prompt',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ prompt: text, language }),
        });
        expect(res.statusCode).toBe(200);
        for (const value of stringsIn(res.json())) expect(unwantedIn(value)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('a text of nothing but hostile characters is refused with a 400 that says why', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/generate-prompt',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ input: '\u0000\uFEFF\u202E\uD800 \u0007' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'input: must not be empty' });
  });
});
