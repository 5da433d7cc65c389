import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  countActiveFilters,
  facetCounts,
  filterTemplates,
  matchesFilters,
  toggleValue,
  type Filterable,
  type TemplateFilters,
} from './filter.ts';

const T: Filterable[] = [
  {
    id: 'cin-1',
    categoryId: 'cinematic',
    duration: '15s',
    aspectRatio: '16:9',
    difficulty: 'beginner',
    hasAudio: true,
    featured: true,
  },
  {
    id: 'cin-2',
    categoryId: 'cinematic',
    duration: '10s',
    aspectRatio: '2.4:1',
    difficulty: 'advanced',
    hasAudio: false,
    featured: false,
  },
  {
    id: 'loop-1',
    categoryId: 'loop',
    duration: '10s',
    aspectRatio: '1:1',
    difficulty: 'beginner',
    hasAudio: true,
    featured: false,
  },
  {
    id: 'travel-1',
    categoryId: 'travel',
    duration: '25s',
    aspectRatio: '9:16',
    difficulty: 'intermediate',
    hasAudio: false,
    featured: true,
  },
];
const ids = (filters: Partial<TemplateFilters>, only?: Set<string>) =>
  filterTemplates(T, { ...EMPTY_FILTERS, ...filters }, only).map((t) => t.id);

describe('filterTemplates', () => {
  it('keeps everything, in order, with no filter', () => {
    expect(ids({})).toEqual(['cin-1', 'cin-2', 'loop-1', 'travel-1']);
  });

  it('ORs the values within a group', () => {
    expect(ids({ categoryIds: ['loop', 'travel'] })).toEqual(['loop-1', 'travel-1']);
    expect(ids({ durations: ['10s', '25s'] })).toEqual(['cin-2', 'loop-1', 'travel-1']);
    expect(ids({ aspectRatios: ['16:9', '1:1'] })).toEqual(['cin-1', 'loop-1']);
    expect(ids({ difficulties: ['advanced', 'intermediate'] })).toEqual(['cin-2', 'travel-1']);
  });

  it('ANDs the groups', () => {
    expect(ids({ categoryIds: ['cinematic'], durations: ['10s'] })).toEqual(['cin-2']);
    expect(ids({ categoryIds: ['cinematic', 'loop'], difficulties: ['beginner'] })).toEqual([
      'cin-1',
      'loop-1',
    ]);
    expect(ids({ categoryIds: ['travel'], durations: ['10s'] })).toEqual([]);
  });

  it('filters on an audio block and on the featured flag', () => {
    expect(ids({ hasAudio: true })).toEqual(['cin-1', 'loop-1']);
    expect(ids({ featured: true })).toEqual(['cin-1', 'travel-1']);
    expect(ids({ hasAudio: true, featured: true })).toEqual(['cin-1']);
  });

  it('narrows to a set of ids (favorites) together with the filters', () => {
    expect(ids({}, new Set(['loop-1', 'travel-1']))).toEqual(['loop-1', 'travel-1']);
    expect(ids({ hasAudio: true }, new Set(['loop-1', 'travel-1']))).toEqual(['loop-1']);
    expect(ids({}, new Set())).toEqual([]);
  });
});

describe('matchesFilters', () => {
  it('agrees with filterTemplates', () => {
    expect(matchesFilters(T[0]!, { ...EMPTY_FILTERS, featured: true })).toBe(true);
    expect(matchesFilters(T[1]!, { ...EMPTY_FILTERS, featured: true })).toBe(false);
  });
});

describe('countActiveFilters and toggleValue', () => {
  it('counts every chosen value and flag', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(
      countActiveFilters({
        ...EMPTY_FILTERS,
        categoryIds: ['loop', 'travel'],
        durations: ['10s'],
        hasAudio: true,
        featured: true,
      }),
    ).toBe(5);
  });

  it('adds a missing value and removes a present one', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('facetCounts', () => {
  it('counts each value with the other groups applied, not its own', () => {
    const counts = facetCounts(T, {
      ...EMPTY_FILTERS,
      categoryIds: ['cinematic'],
      durations: ['10s'],
    });
    // Categories: with duration 10s → cin-2 (cinematic) and loop-1 (loop).
    expect(counts.categoryIds).toEqual({ cinematic: 1, loop: 1 });
    // Durations: with category cinematic → 15s (cin-1) and 10s (cin-2).
    expect(counts.durations).toEqual({ '15s': 1, '10s': 1 });
    expect(counts.aspectRatios).toEqual({ '2.4:1': 1 });
    expect(counts.hasAudio).toBe(0);
    expect(counts.featured).toBe(0);
  });

  it('counts the flags with the other filters applied', () => {
    const counts = facetCounts(T, { ...EMPTY_FILTERS, hasAudio: true });
    expect(counts.hasAudio).toBe(2);
    expect(counts.featured).toBe(1);
    expect(counts.difficulties).toEqual({ beginner: 2 });
  });

  it('counts only within the given ids (favorites view)', () => {
    const counts = facetCounts(T, EMPTY_FILTERS, new Set(['travel-1']));
    expect(counts.categoryIds).toEqual({ travel: 1 });
    expect(counts.featured).toBe(1);
  });
});
