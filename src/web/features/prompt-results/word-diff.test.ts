import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffCounts, tokenizeWords, wordDiff } from './word-diff.ts';

const words = (text: string) => tokenizeWords(text).map((t) => t.word);
const side = (parts: ReturnType<typeof wordDiff>, skip: 'insert' | 'delete') =>
  parts
    .filter((p) => p.type !== skip)
    .map((p) => p.text)
    .join('');

describe('tokenizeWords', () => {
  it('splits on whitespace and cuts Chinese into words (Intl.Segmenter), not characters', () => {
    expect(words('  A fox,  runs\nfast ')).toEqual(['A', 'fox,', 'runs', 'fast']);
    expect(words('狐狸 runs 快')).toEqual(['狐狸', 'runs', '快']);
    expect(words('橘猫跳上窗台')).toEqual(['橘', '猫', '跳上', '窗台']);
  });
});

describe('wordDiff', () => {
  it('returns one equal run for identical texts', () => {
    expect(wordDiff('a red fox', 'a red fox')).toEqual([{ type: 'equal', text: 'a red fox' }]);
  });

  it('marks inserted and deleted words, deletions first', () => {
    expect(wordDiff('a red fox jumps', 'a blue fox jumps high')).toEqual([
      { type: 'equal', text: 'a ' },
      { type: 'delete', text: 'red ' },
      { type: 'insert', text: 'blue ' },
      { type: 'equal', text: 'fox jumps ' },
      { type: 'insert', text: 'high' },
    ]);
  });

  it('handles empty sides', () => {
    expect(wordDiff('', 'new words')).toEqual([{ type: 'insert', text: 'new words' }]);
    expect(wordDiff('old words', '')).toEqual([{ type: 'delete', text: 'old words' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('diffs Chinese word by word, and counts Chinese words', () => {
    const parts = wordDiff('一只红色的狐狸', '一只蓝色的狐狸');
    expect(parts.filter((p) => p.type !== 'equal')).toEqual([
      { type: 'delete', text: '红色' },
      { type: 'insert', text: '蓝色' },
    ]);
    expect(diffCounts(wordDiff('一只狐狸', '一只狐狸在雪地里奔跑'))).toEqual({
      inserted: 4,
      deleted: 0,
    });
  });

  it('counts words added and removed', () => {
    expect(diffCounts(wordDiff('a red fox', 'a blue fox at dusk'))).toEqual({
      inserted: 3,
      deleted: 1,
    });
  });

  it('keeps every word of both sides, in order (property)', () => {
    const word = fc.constantFrom('a', 'fox', 'red', 'camera', 'dolly', 'in', '光', '影', 'dusk.');
    const text = fc.array(word, { maxLength: 30 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(text, text, (before, after) => {
        // Chinese is written without spaces: "光 影" and "光影" are the same words, and the
        // diff joins neighbouring Chinese words without one.
        const same = (t: string) =>
          words(t.replace(/([\u3400-\u9fff])\s+(?=[\u3400-\u9fff])/g, '$1'));
        const parts = wordDiff(before, after);
        expect(same(side(parts, 'insert'))).toEqual(same(before));
        expect(same(side(parts, 'delete'))).toEqual(same(after));
      }),
    );
  });

  it('keeps a longest common subsequence (property)', () => {
    const lcsLength = (a: string[], b: string[]): number => {
      const row = new Array<number>(b.length + 1).fill(0);
      for (const x of a) {
        let prev = 0;
        for (let j = 1; j <= b.length; j++) {
          const saved = row[j]!;
          row[j] = x === b[j - 1] ? prev + 1 : Math.max(row[j]!, row[j - 1]!);
          prev = saved;
        }
      }
      return row[b.length]!;
    };
    const text = fc
      .array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 20 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const kept = wordDiff(before, after)
          .filter((p) => p.type === 'equal')
          .flatMap((p) => words(p.text));
        expect(kept.length).toBe(lcsLength(words(before), words(after)));
      }),
    );
  });

  it('stays fast on the longest prompts', () => {
    const before = 'word '.repeat(400).trim();
    const after = Array.from({ length: 400 }, (_, i) => (i % 3 ? 'word' : `new${i}`)).join(' ');
    const started = performance.now();
    wordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
