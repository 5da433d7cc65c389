import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashString, mulberry32, pick, pickInOrder, streamFor } from './random.ts';

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seqA = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(seqA);
  });
  it('gives different sequences for different seeds, all in [0, 1)', () => {
    const a = Array.from({ length: 50 }, mulberry32(1));
    const b = Array.from({ length: 50 }, mulberry32(2));
    expect(a).not.toEqual(b);
    for (const n of [...a, ...b]) expect(n >= 0 && n < 1).toBe(true);
  });
});

describe('hashString', () => {
  it('is FNV-1a (known values)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});

describe('streamFor', () => {
  it('gives each purpose its own stream', () => {
    expect(streamFor(1, 'camera')()).not.toBe(streamFor(1, 'lighting')());
    expect(streamFor(1, 'camera')()).toBe(streamFor(1, 'camera')());
  });
});

describe('pick helpers', () => {
  it('pick returns a member and refuses an empty list', () => {
    expect(['a', 'b', 'c']).toContain(pick(mulberry32(3), ['a', 'b', 'c']));
    expect(() => pick(mulberry32(3), [])).toThrow();
  });
  it('pickInOrder returns distinct items in their original order', () => {
    const items = [1, 2, 3, 4, 5, 6];
    for (let seed = 0; seed < 30; seed += 1) {
      const chosen = pickInOrder(mulberry32(seed), items, 3);
      expect(chosen).toHaveLength(3);
      expect(new Set(chosen).size).toBe(3);
      expect([...chosen].sort((a, b) => a - b)).toEqual(chosen);
    }
    expect(pickInOrder(mulberry32(1), items, 0)).toEqual([]);
  });

  it('pickInOrder picks the first `count` of a seeded shuffle, whatever was picked before', () => {
    // The definition: shuffle the positions, keep the first `count`, put them back in order.
    const reference = (seed: number, items: readonly number[], count: number) => {
      const rng = mulberry32(seed);
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i -= 1) {
        const j = Math.floor(rng() * (i + 1));
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      const kept = indexes.slice(0, Math.max(0, count)).sort((a, b) => a - b);
      return kept.map((i) => items[i]);
    };
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: -2, max: 310 }),
        (seed, length, count) => {
          const items = Array.from({ length }, (_, i) => i * 10);
          const first = pickInOrder(mulberry32(seed), items, count);
          // A second, shorter pick right after: nothing of the first may leak into it.
          const small = items.slice(0, 7);
          const second = pickInOrder(mulberry32(seed + 1), small, 3);
          return (
            JSON.stringify(first) === JSON.stringify(reference(seed, items, count)) &&
            JSON.stringify(second) === JSON.stringify(reference(seed + 1, small, 3))
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
