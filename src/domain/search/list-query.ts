import type { AspectRatio, CategoryId, Difficulty, Duration } from '../schemas/template.ts';
import { EMPTY_FILTERS, type TemplateFilters } from './filter.ts';
import { SORT_KEYS, type SortKey } from './sort.ts';

/**
 * Everything the template list shows, as it lives in the URL, so a filtered view can be
 * shared and survives a reload and the back button:
 *   /templates?q=neon&category=cinematic,loop&duration=15s&ratio=16:9&difficulty=beginner
 *             &audio=1&featured=1&favorites=1&sort=popular
 */
export interface ListQuery {
  q: string;
  filters: TemplateFilters;
  /** null: the default sort (best match while searching, else most recent). */
  sort: SortKey | null;
  favoritesOnly: boolean;
}

export const EMPTY_LIST_QUERY: Readonly<ListQuery> = Object.freeze({
  q: '',
  filters: EMPTY_FILTERS,
  sort: null,
  favoritesOnly: false,
});

export const LIST_PARAMS = {
  q: 'q',
  category: 'category',
  duration: 'duration',
  ratio: 'ratio',
  difficulty: 'difficulty',
  audio: 'audio',
  featured: 'featured',
  favorites: 'favorites',
  sort: 'sort',
} as const;

/** Longest query kept from a URL: a search box, not a document. */
export const MAX_QUERY_LENGTH = 200;

/** Values of a comma-separated (or repeated) parameter that belong to `allowed`, in its order. */
function listParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T[] {
  const given = new Set(params.getAll(name).flatMap((value) => value.split(',')));
  return allowed.filter((value) => given.has(value));
}

const flag = (params: URLSearchParams, name: string) => params.get(name) === '1';

/**
 * The values each filter group accepts. The page passes the values its templates have (the
 * enum lists live next to zod schemas, which must stay out of the page's JavaScript).
 */
export interface AllowedValues {
  categoryIds: readonly CategoryId[];
  durations: readonly Duration[];
  aspectRatios: readonly AspectRatio[];
  difficulties: readonly Difficulty[];
}

/** Reads the list state from URL search params; unknown values are ignored, never trusted. */
export function parseListQuery(params: URLSearchParams, allowed: AllowedValues): ListQuery {
  const sort = params.get(LIST_PARAMS.sort);
  return {
    q: (params.get(LIST_PARAMS.q) ?? '').slice(0, MAX_QUERY_LENGTH),
    filters: {
      categoryIds: listParam(params, LIST_PARAMS.category, allowed.categoryIds),
      durations: listParam(params, LIST_PARAMS.duration, allowed.durations),
      aspectRatios: listParam(params, LIST_PARAMS.ratio, allowed.aspectRatios),
      difficulties: listParam(params, LIST_PARAMS.difficulty, allowed.difficulties),
      hasAudio: flag(params, LIST_PARAMS.audio),
      featured: flag(params, LIST_PARAMS.featured),
    },
    sort: SORT_KEYS.find((key) => key === sort) ?? null,
    favoritesOnly: flag(params, LIST_PARAMS.favorites),
  };
}

/** The URL search params of a list state, in a fixed order, leaving out what is default. */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set(LIST_PARAMS.q, query.q);
  const list = (name: string, values: readonly string[]) => {
    if (values.length > 0) params.set(name, values.join(','));
  };
  list(LIST_PARAMS.category, query.filters.categoryIds);
  list(LIST_PARAMS.duration, query.filters.durations);
  list(LIST_PARAMS.ratio, query.filters.aspectRatios);
  list(LIST_PARAMS.difficulty, query.filters.difficulties);
  if (query.filters.hasAudio) params.set(LIST_PARAMS.audio, '1');
  if (query.filters.featured) params.set(LIST_PARAMS.featured, '1');
  if (query.favoritesOnly) params.set(LIST_PARAMS.favorites, '1');
  if (query.sort) params.set(LIST_PARAMS.sort, query.sort);
  return params;
}

/** True when anything narrows the list (the clear-all action has something to clear). */
export function isNarrowed(query: ListQuery): boolean {
  const f = query.filters;
  return (
    query.q.trim() !== '' ||
    query.favoritesOnly ||
    f.hasAudio ||
    f.featured ||
    f.categoryIds.length + f.durations.length + f.aspectRatios.length + f.difficulties.length > 0
  );
}
