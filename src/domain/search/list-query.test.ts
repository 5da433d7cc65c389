import { describe, expect, expectTypeOf, it } from 'vitest';
import { FilterStateSchema, TEMPLATE_SORTS, type FilterState } from '../schemas/filter-state.ts';
import { ASPECT_RATIOS, CATEGORY_IDS, DIFFICULTIES, DURATIONS } from '../schemas/template.ts';
import { EMPTY_FILTERS, type TemplateFilters } from './filter.ts';
import {
  EMPTY_LIST_QUERY,
  MAX_QUERY_LENGTH,
  isNarrowed,
  parseListQuery,
  toSearchParams,
  type AllowedValues,
  type ListQuery,
} from './list-query.ts';
import { SORT_KEYS } from './sort.ts';

const ALL: AllowedValues = {
  categoryIds: CATEGORY_IDS,
  durations: DURATIONS,
  aspectRatios: ASPECT_RATIOS,
  difficulties: DIFFICULTIES,
};
const parse = (search: string, allowed = ALL) =>
  parseListQuery(new URLSearchParams(search), allowed);

describe('parseListQuery', () => {
  it('reads nothing from an empty URL', () => {
    expect(parse('')).toEqual(EMPTY_LIST_QUERY);
  });

  it('reads every group, flag and the sort', () => {
    expect(
      parse(
        '?q=neon+rain&category=loop,cinematic&duration=15s&ratio=16%3A9,1%3A1' +
          '&difficulty=beginner&audio=1&featured=1&favorites=1&sort=popular',
      ),
    ).toEqual({
      q: 'neon rain',
      filters: {
        categoryIds: ['cinematic', 'loop'],
        durations: ['15s'],
        aspectRatios: ['16:9', '1:1'],
        difficulties: ['beginner'],
        hasAudio: true,
        featured: true,
      },
      sort: 'popular',
      favoritesOnly: true,
    } satisfies ListQuery);
  });

  it('accepts repeated parameters too', () => {
    expect(parse('?category=loop&category=travel').filters.categoryIds).toEqual(['travel', 'loop']);
  });

  it('ignores unknown values instead of trusting them', () => {
    const query = parse('?category=nope,loop&duration=7s&sort=random&audio=yes&ratio=4:3');
    expect(query.filters).toEqual({ ...EMPTY_FILTERS, categoryIds: ['loop'] });
    expect(query.sort).toBeNull();
  });

  it('accepts only the values the page allows', () => {
    const query = parse('?category=loop,travel&duration=10s,60s', {
      ...ALL,
      categoryIds: ['travel'],
      durations: ['10s'],
    });
    expect(query.filters.categoryIds).toEqual(['travel']);
    expect(query.filters.durations).toEqual(['10s']);
  });

  it('caps a very long query', () => {
    expect(parse(`?q=${'a'.repeat(1000)}`).q).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('toSearchParams', () => {
  it('writes nothing for the default state', () => {
    expect(toSearchParams(EMPTY_LIST_QUERY).toString()).toBe('');
    expect(toSearchParams({ ...EMPTY_LIST_QUERY, q: '   ' }).toString()).toBe('');
  });

  it('round-trips through parseListQuery', () => {
    const state: ListQuery = {
      q: 'golden hour',
      filters: {
        categoryIds: ['travel'],
        durations: ['10s', '25s'],
        aspectRatios: ['9:16'],
        difficulties: ['advanced'],
        hasAudio: true,
        featured: false,
      },
      sort: 'title',
      favoritesOnly: true,
    };
    const params = toSearchParams(state);
    expect(params.toString()).toBe(
      'q=golden+hour&category=travel&duration=10s%2C25s&ratio=9%3A16&difficulty=advanced' +
        '&audio=1&favorites=1&sort=title',
    );
    expect(parseListQuery(params, ALL)).toEqual(state);
  });
});

describe('isNarrowed', () => {
  it('is false only when nothing narrows the list', () => {
    expect(isNarrowed(EMPTY_LIST_QUERY)).toBe(false);
    expect(isNarrowed({ ...EMPTY_LIST_QUERY, sort: 'title' })).toBe(false);
    expect(isNarrowed({ ...EMPTY_LIST_QUERY, q: 'x' })).toBe(true);
    expect(isNarrowed({ ...EMPTY_LIST_QUERY, favoritesOnly: true })).toBe(true);
    expect(
      isNarrowed({ ...EMPTY_LIST_QUERY, filters: { ...EMPTY_FILTERS, durations: ['5s'] } }),
    ).toBe(true);
  });
});

describe('agreement with the domain schemas', () => {
  it('has the filter shape of FilterStateSchema, and every parsed state validates', () => {
    expectTypeOf<TemplateFilters>().toEqualTypeOf<FilterState>();
    const state = parse('?category=loop&duration=10s&ratio=1:1&difficulty=advanced&audio=1');
    expect(FilterStateSchema.safeParse(state.filters).success).toBe(true);
  });

  it('offers every sort of the domain, plus best match for searches', () => {
    expect(SORT_KEYS.filter((key) => key !== 'relevance')).toEqual([...TEMPLATE_SORTS]);
  });
});
