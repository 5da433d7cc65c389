import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KeywordList,
  scanText,
  STEM_ENDING_LIST,
  SubstringList,
  type Boundary,
} from './keyword-matcher.ts';
import { SCENE_KEYWORDS, SCENE_TYPES } from './vocabulary/scenes.ts';
import { SETTINGS } from './vocabulary/settings.ts';
import { TIME_VOCAB, TIMES } from './vocabulary/time-of-day.ts';

const ENDINGS = `(?:${STEM_ENDING_LIST.join('|')})?`;

/** The regex a list stands for, written out here independently of the matcher. */
function oracle(alternation: string, boundary: Boundary): RegExp {
  const b = boundary === 'unicode' ? '\\p{L}\\p{N}' : 'A-Za-z0-9';
  return new RegExp(
    `(?<![${b}])(${alternation})${ENDINGS}(?![${b}])`,
    boundary === 'unicode' ? 'giu' : 'gi',
  );
}

/** Every keyword list the detectors read, with the boundary each uses. */
const LISTS: { alternation: string; boundary: Boundary }[] = [
  ...SCENE_TYPES.map((type) => ({
    alternation: SCENE_KEYWORDS[type].en,
    boundary: 'unicode' as const,
  })),
  ...TIMES.map((time) => ({ alternation: TIME_VOCAB[time].en, boundary: 'ascii' as const })),
  ...SETTINGS.map((setting) => ({ alternation: setting.en, boundary: 'ascii' as const })),
];
const CASES = LISTS.map(({ alternation, boundary }) => ({
  list: new KeywordList(alternation.split('|'), STEM_ENDING_LIST, boundary),
  regex: oracle(alternation, boundary),
}));

/** What the regex says: every match's group 1, and where the first one starts. */
function regexAnswer(regex: RegExp, text: string) {
  const all = [...text.matchAll(regex)];
  return { matches: all.map((m) => m[1]), first: all[0]?.index ?? -1 };
}

describe('KeywordList', () => {
  it('finds keywords with their endings, in any case, as whole words', () => {
    const list = new KeywordList(['fox', 'first light', 'café'], STEM_ENDING_LIST, 'unicode');
    expect(list.matches(scanText('Two FOXES at play, a fox'))).toEqual(['FOX', 'fox']);
    expect(list.matches(scanText('at first light'))).toEqual(['first light']);
    expect(list.matches(scanText('a small CAFÉ'))).toEqual(['CAFÉ']);
    expect(list.firstIndex(scanText('the fox'))).toBe(4);
  });

  it('does not find a keyword inside a longer word or next to a letter of any script', () => {
    const unicode = new KeywordList(['fox', 'first light'], STEM_ENDING_LIST, 'unicode');
    expect(unicode.matches(scanText('a firefox window, lightning'))).toEqual([]);
    expect(unicode.matches(scanText('一只fox在森林里'))).toEqual([]);
    expect(unicode.matches(scanText('foxé'))).toEqual([]);
    const ascii = new KeywordList(['fox'], STEM_ENDING_LIST, 'ascii');
    expect(ascii.firstIndex(scanText('一只fox在森林里'))).toBe(2);
  });

  it('lets the regex decide when a character folds to an ASCII letter (K, ſ)', () => {
    const list = new KeywordList(['kitchen'], STEM_ENDING_LIST, 'unicode');
    expect(list.matches(scanText('\u212Aitchen'))).toEqual(['\u212Aitchen']);
  });

  it('refuses a keyword with regex syntax, which its reasoning does not cover', () => {
    expect(() => new KeywordList(['photoreal\\w*'], [], 'ascii')).toThrow(/not a literal/);
  });

  it('answers exactly what the regex answers (every list, random texts)', () => {
    const keywordPieces = LISTS.flatMap(({ alternation }) => alternation.split('|'));
    const piece = fc.oneof(
      fc.constantFrom(...keywordPieces),
      fc.constantFrom(...keywordPieces).map((k) => k.toUpperCase()),
      fc.constantFrom(...STEM_ENDING_LIST),
      fc.constantFrom(' ', '-', ',', '，', '的', 'é', 'É', 'x', '1', '_', '\u212A', '\u017F', "'"),
      fc.constantFrom('\n', '\u0301', '𝒜', '😀', '\uD835', '\uDC9C', '٣', 'ǅ', 'İ'),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const text = pieces.join('');
        const scan = scanText(text);
        for (const { list, regex } of CASES) {
          const expected = regexAnswer(regex, text);
          expect(list.matches(scan)).toEqual(expected.matches);
          expect(list.firstIndex(scan)).toBe(expected.first);
        }
      }),
      { numRuns: 4000 },
    );
  });
});

describe('SubstringList', () => {
  const ZH_LISTS = [
    ...SCENE_TYPES.map((type) => SCENE_KEYWORDS[type].zh),
    ...TIMES.map((time) => TIME_VOCAB[time].zh),
    ...SETTINGS.map((setting) => setting.zh),
  ].map((alternation) => alternation.split('|'));
  const CASES = ZH_LISTS.map((words) => ({ words, list: new SubstringList(words) }));

  it('finds words led by Chinese or ASCII characters, only in texts that are not all ASCII', () => {
    const list = new SubstringList(['抖音', 'vlog', '竖屏']);
    expect(list.count(scanText('我的vlog，竖屏拍摄'))).toBe(2);
    expect(list.firstIndex(scanText('我的vlog，竖屏拍摄'))).toBe(2);
    expect(list.count(scanText('my vlog'))).toBe(0);
    expect(() => new SubstringList(['a', ''])).toThrow(/empty/);
  });

  it('answers what includes and indexOf answer (every Chinese list, random texts)', () => {
    const piece = fc.oneof(
      fc.constantFrom(...ZH_LISTS.flat()),
      fc.constantFrom(...ZH_LISTS.flat()).map((word) => word.slice(0, 1)),
      fc.constantFrom(' ', '，', 'a', 'MV', 'vlog', '😀', '的'),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        const scan = scanText(text);
        const nonAscii = /[^\p{ASCII}]/u.test(text);
        for (const { words, list } of CASES) {
          const found = words.filter((word) => text.includes(word));
          const indexes = found.map((word) => text.indexOf(word));
          expect(list.count(scan)).toBe(nonAscii ? found.length : 0);
          expect(list.firstIndex(scan)).toBe(nonAscii && found.length ? Math.min(...indexes) : -1);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
