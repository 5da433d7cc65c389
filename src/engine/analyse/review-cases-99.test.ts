/**
 * Ideas from blind reviews 99 onward (session 32) and the read-throughs before them, pinned
 * where the engine read them wrong: each test says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { advanced, lineIn } from './review-prompts.ts';

describe('reviews 83-98: tutorials and explainers', () => {
  it('a known tutorial lays out its own things, not "everything needed"', () => {
    expect(lineIn(advanced('how to tie a bowline knot'), /^Scene:/)).toBe(
      'Scene: a length of rope laid out on a clean worktop.',
    );
    expect(lineIn(advanced('怎么洗手'), /^场景：/)).toMatch(/洗手池/);
    // A task no table knows keeps the plain line.
    expect(lineIn(advanced('how to repot an orchid'), /^Scene:/)).toMatch(/everything needed/);
    // A ponytail is done in the mirror, not on a worktop.
    expect(advanced('how to make a ponytail')).toMatch(/mirror/);
  });
});
