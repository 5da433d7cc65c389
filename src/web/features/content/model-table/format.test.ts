import { describe, expect, it } from 'vitest';
import { durationParts, sourceLabel } from './format.ts';

describe('durationParts', () => {
  it('keeps scattered lengths as single values', () => {
    expect(durationParts([4, 6, 8])).toEqual([
      { from: 4, to: 4 },
      { from: 6, to: 6 },
      { from: 8, to: 8 },
    ]);
  });

  it('folds a run of three or more consecutive seconds into a range', () => {
    expect(durationParts([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])).toEqual([
      { from: 3, to: 15 },
    ]);
    expect(durationParts([2, 3, 4, 10])).toEqual([
      { from: 2, to: 4 },
      { from: 10, to: 10 },
    ]);
  });

  it('leaves a pair of neighbours as two values, not a range', () => {
    expect(durationParts([5, 6])).toEqual([
      { from: 5, to: 5 },
      { from: 6, to: 6 },
    ]);
  });

  it('sorts and drops repeats', () => {
    expect(durationParts([10, 5, 10, 5])).toEqual([
      { from: 5, to: 5 },
      { from: 10, to: 10 },
    ]);
    expect(durationParts([])).toEqual([]);
  });
});

describe('sourceLabel', () => {
  it('names a page by its host, without www', () => {
    expect(sourceLabel('https://ai.google.dev/gemini-api/docs/video')).toBe('ai.google.dev');
    expect(sourceLabel('https://www.example.com/a?b=c')).toBe('example.com');
  });

  it('gives back text that is not a URL unchanged', () => {
    expect(sourceLabel('not a url')).toBe('not a url');
  });
});
