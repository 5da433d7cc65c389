import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text.ts';
import { GenerateRequestSchema } from './generate.ts';
import { OptimizeRequestSchema } from './optimize.ts';
import { VariantsRequestSchema } from './variants.ts';

/**
 * The characters that must never reach the engine, written out by code point rather than by
 * reusing the implementation's pattern: C0/C1 controls and DEL other than tab and newline,
 * CR, BOM, bidi embeddings/overrides/isolates, line/paragraph separators.
 */
function isUnwantedUnit(code: number): boolean {
  if (code === 0x09 || code === 0x0a) return false;
  if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  if (code === 0xfeff || code === 0x2028 || code === 0x2029) return true;
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** Every unwanted character in a string, lone surrogates included, walking UTF-16 units. */
function unwantedIn(text: string): number[] {
  const found: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      i++; // a proper pair: one astral character
      continue;
    }
    if ((code >= 0xd800 && code <= 0xdfff) || isUnwantedUnit(code)) found.push(code);
  }
  return found;
}

const HOSTILE = [
  0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f, 0xfeff, 0x202a,
  0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029, 0xd800, 0xdbff,
  0xdc00, 0xdfff,
].map((code) => String.fromCharCode(code));

/** Strings mixing ordinary text, CJK, emoji, whitespace and the hostile characters above. */
const hostileString = fc
  .array(
    fc.oneof(
      fc.constantFrom(...HOSTILE),
      fc.constantFrom('a', 'Z', ' ', '\t', '\n', '\r\n', '狐', '雪', '😀', '👩🏽‍🚀', 'é', '\u200f'),
      // Any single UTF-16 unit, so lone surrogates and every control code come up too.
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

describe('cleanText', () => {
  it('leaves nothing unwanted, and its output is well-formed UTF-16', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const cleaned = cleanText(text);
        expect(unwantedIn(cleaned)).toEqual([]);
        // encodeURIComponent throws on a lone surrogate: the output can be sent as UTF-8.
        expect(() => encodeURIComponent(cleaned)).not.toThrow();
      }),
      { numRuns: 2_000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        expect(cleanText(cleanText(text))).toBe(cleanText(text));
      }),
      { numRuns: 1_000 },
    );
  });

  it('changes nothing in text that has nothing unwanted', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        fc.pre(unwantedIn(text).length === 0);
        expect(cleanText(text)).toBe(text);
      }),
      { numRuns: 1_000 },
    );
  });

  it('keeps every wanted character, in order', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        // What is left after removing the unwanted characters by hand (line breaks as \n).
        let expected = '';
        for (let i = 0; i < text.length; i++) {
          const code = text.charCodeAt(i);
          const next = text.charCodeAt(i + 1);
          if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
            expected += text.slice(i, i + 2);
            i++;
          } else if (code === 0x0d) {
            expected += '\n';
            if (next === 0x0a) i++;
          } else if (code === 0x2028 || code === 0x2029) {
            expected += '\n';
          } else if (!(code >= 0xd800 && code <= 0xdfff) && !isUnwantedUnit(code)) {
            expected += text[i];
          }
        }
        expect(cleanText(text)).toBe(expected);
      }),
      { numRuns: 1_000 },
    );
  });

  it('cleans the examples a person actually pastes', () => {
    expect(cleanText('\uFEFFa fox\u0000 in snow')).toBe('a fox in snow');
    expect(cleanText('line one\r\nline two\rline three')).toBe('line one\nline two\nline three');
    expect(cleanText('a \u202Eevil\u202C cat')).toBe('a evil cat');
    expect(cleanText('half \uD83D pair')).toBe('half  pair');
    expect(cleanText('tab\tand\nnewline stay, 狐狸 😀 too')).toBe(
      'tab\tand\nnewline stay, 狐狸 😀 too',
    );
  });
});

describe('the request schemas clean before they measure', () => {
  const schemas = [
    ['generate', (text: string) => GenerateRequestSchema.safeParse({ input: text })],
    ['optimize', (text: string) => OptimizeRequestSchema.safeParse({ prompt: text })],
    ['variants', (text: string) => VariantsRequestSchema.safeParse({ prompt: text })],
  ] as const;

  it.each(schemas)('%s: a parsed text never holds anything unwanted', (_name, parse) => {
    fc.assert(
      fc.property(hostileString, fc.string({ minLength: 10, maxLength: 40 }), (noise, words) => {
        const parsed = parse(`${noise}${words}${noise}`);
        if (!parsed.success) return;
        const text = 'input' in parsed.data ? parsed.data.input : parsed.data.prompt;
        expect(unwantedIn(text)).toEqual([]);
        expect(text).toBe(text.trim());
      }),
      { numRuns: 500 },
    );
  });

  it.each(schemas)('%s: only unwanted characters is an empty or too-short text', (_n, parse) => {
    const parsed = parse('\u0000\uFEFF\u202E\uD800\u0007\u0000\uFEFF\u202E\uD800\u0007\u2066');
    expect(parsed.success).toBe(false);
  });
});
