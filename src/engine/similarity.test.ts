import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { similarity, tokenize } from './similarity.ts';

describe('tokenize', () => {
  it('lower-cases words and splits Chinese into characters', () => {
    expect(tokenize('Red FOX, 35mm! 红狐狸MV')).toEqual([
      'red',
      'fox',
      '35mm',
      '红',
      '狐',
      '狸',
      'mv',
    ]);
  });
});

describe('similarity', () => {
  it('is 1 for identical texts, including two empty ones', () => {
    const text = 'A red fox crossing a snowy forest at dawn';
    expect(similarity(text, text)).toBe(1);
    expect(similarity('', '')).toBe(1);
  });

  it('is 0 when nothing is shared or one side is empty', () => {
    expect(similarity('red fox', 'blue whale')).toBe(0);
    expect(similarity('', 'blue whale')).toBe(0);
  });

  it('averages word Jaccard and token LCS ratio (worked by hand)', () => {
    // [the, red, fox] vs [the, blue, fox]: Jaccard 2/4, LCS 2 → 4/6; mean = 7/12.
    expect(similarity('the red fox', 'the blue fox')).toBeCloseTo(7 / 12, 10);
    // Order matters only to the LCS half: [a, b, c] vs [c, b, a]: Jaccard 1, LCS 1 → 2/6.
    expect(similarity('a b c', 'c b a')).toBeCloseTo((1 + 1 / 3) / 2, 10);
    // Chinese: [红, 狐, 狸] vs [红, 狐]: Jaccard 2/3, LCS 2 → 4/5.
    expect(similarity('红狐狸', '红狐')).toBeCloseTo((2 / 3 + 4 / 5) / 2, 10);
  });

  it('ignores case and punctuation', () => {
    expect(similarity('Golden hour.', 'golden HOUR')).toBe(1);
  });

  it('stays within [0, 1] and is symmetric for any texts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (a, b) => {
        const ab = similarity(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(1);
        expect(similarity(b, a)).toBeCloseTo(ab, 12);
      }),
    );
  });
});
