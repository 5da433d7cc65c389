import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiWords, KeywordGate, STEM_ENDING_LIST } from './keyword-gate.ts';
import { wordRegex } from './text.ts';
import { SCENE_KEYWORDS, SCENE_TYPES } from './vocabulary/scenes.ts';
import { SETTINGS } from './vocabulary/settings.ts';
import { TIME_VOCAB, TIMES } from './vocabulary/time-of-day.ts';

const ENDINGS = `(?:${STEM_ENDING_LIST.join('|')})?`;

/** Every keyword list the detectors gate, with the regex that judges it. */
const LISTS = [
  ...SCENE_TYPES.map((type) => SCENE_KEYWORDS[type].en),
  ...TIMES.map((time) => TIME_VOCAB[time].en),
  ...SETTINGS.map((setting) => setting.en),
];
const CASES = LISTS.map((alternation) => ({
  gate: new KeywordGate(alternation, STEM_ENDING_LIST),
  ascii: wordRegex(alternation, ENDINGS),
  unicode: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})${ENDINGS}(?![\\p{L}\\p{N}])`, 'iu'),
}));

describe('KeywordGate', () => {
  it('lets through a text with a keyword, its endings, its first word or any case', () => {
    const gate = new KeywordGate('fox|first light|café', STEM_ENDING_LIST);
    expect(gate.mayMatch(asciiWords('Two FOXES at play'))).toBe(true);
    expect(gate.mayMatch(asciiWords('at first light'))).toBe(true);
    expect(gate.mayMatch(asciiWords('a small café'))).toBe(true);
    expect(gate.mayMatch(asciiWords('一只fox在森林里'))).toBe(true);
  });

  it('stops a text none of whose words can start a keyword', () => {
    const gate = new KeywordGate('fox|first light', STEM_ENDING_LIST);
    expect(gate.mayMatch(asciiWords('a firefox window at dusk'))).toBe(false);
    expect(gate.mayMatch(asciiWords('lightning over the sea'))).toBe(false);
    expect(gate.mayMatch(asciiWords('一只狐狸'))).toBe(false);
  });

  it('lets everything through when a character folds to an ASCII letter (K, ſ)', () => {
    const gate = new KeywordGate('kitchen', STEM_ENDING_LIST);
    expect(gate.mayMatch(asciiWords('\u212Aitchen'))).toBe(true);
  });

  it('refuses a keyword with regex syntax, which its reasoning does not cover', () => {
    expect(() => new KeywordGate('photoreal\\w*')).toThrow(/not a literal/);
  });

  it('never stops a text the regex matches (every gated list, random texts)', () => {
    const keywordPieces = LISTS.flatMap((list) => list.split('|'));
    const piece = fc.oneof(
      fc.constantFrom(...keywordPieces),
      fc.constantFrom(...keywordPieces).map((k) => k.toUpperCase()),
      fc.constantFrom(...STEM_ENDING_LIST),
      fc.constantFrom(' ', '-', ',', '，', '的', 'é', 'x', '1', '\u212A', "'", '\n'),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        const words = asciiWords(text);
        for (const { gate, ascii, unicode } of CASES) {
          if (!gate.mayMatch(words)) {
            expect(ascii.test(text)).toBe(false);
            expect(unicode.test(text)).toBe(false);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });
});
