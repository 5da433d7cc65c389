import type { AspectRatio, CategoryId, Difficulty, Duration } from '../schemas/template.ts';
import type { TemplateCard } from './template-card.ts';

/**
 * The filter state of the template list (spec 3 "Filter state"). Groups combine with AND; the
 * values chosen within one group combine with OR; an empty group does not filter.
 */
export interface TemplateFilters {
  categoryIds: CategoryId[];
  durations: Duration[];
  aspectRatios: AspectRatio[];
  difficulties: Difficulty[];
  /** Only templates with an audio block. */
  hasAudio: boolean;
  /** Only templates flagged featured. */
  featured: boolean;
}

export const EMPTY_FILTERS: Readonly<TemplateFilters> = Object.freeze({
  categoryIds: [],
  durations: [],
  aspectRatios: [],
  difficulties: [],
  hasAudio: false,
  featured: false,
});

/** The fields of a template the filters read. */
export type Filterable = Pick<
  TemplateCard,
  'id' | 'categoryId' | 'duration' | 'aspectRatio' | 'difficulty' | 'hasAudio' | 'featured'
>;

const anyOf = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

/** Whether one template passes every filter group. */
export function matchesFilters(template: Filterable, filters: TemplateFilters): boolean {
  return (
    anyOf(filters.categoryIds, template.categoryId) &&
    anyOf(filters.durations, template.duration) &&
    anyOf(filters.aspectRatios, template.aspectRatio) &&
    anyOf(filters.difficulties, template.difficulty) &&
    (!filters.hasAudio || template.hasAudio) &&
    (!filters.featured || template.featured)
  );
}

/**
 * The templates that pass the filters, in their given order. `onlyIds` narrows further to a
 * set of ids (the favorites view); null or undefined does not narrow.
 */
export function filterTemplates<T extends Filterable>(
  templates: readonly T[],
  filters: TemplateFilters,
  onlyIds?: ReadonlySet<string> | null,
): T[] {
  return templates.filter(
    (template) => (!onlyIds || onlyIds.has(template.id)) && matchesFilters(template, filters),
  );
}

/** How many filter values are chosen (the badge on the mobile Filters button). */
export function countActiveFilters(filters: TemplateFilters): number {
  return (
    filters.categoryIds.length +
    filters.durations.length +
    filters.aspectRatios.length +
    filters.difficulties.length +
    (filters.hasAudio ? 1 : 0) +
    (filters.featured ? 1 : 0)
  );
}

/** Adds a value to a filter group, or removes it when present. */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** The filter groups whose values are lists. */
export const FILTER_GROUPS = ['categoryIds', 'durations', 'aspectRatios', 'difficulties'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** How many templates each filter value would leave, given everything else that is chosen. */
export interface FacetCounts {
  categoryIds: Record<string, number>;
  durations: Record<string, number>;
  aspectRatios: Record<string, number>;
  difficulties: Record<string, number>;
  hasAudio: number;
  featured: number;
}

const GROUP_FIELD = {
  categoryIds: 'categoryId',
  durations: 'duration',
  aspectRatios: 'aspectRatio',
  difficulties: 'difficulty',
} as const satisfies Record<FilterGroup, keyof Filterable>;

/**
 * Counts for the filter sidebar. A value's count is what the list would hold if that value
 * were the group's only choice, with every other group as chosen: the usual facet count, so
 * a zero warns before a click empties the list.
 */
export function facetCounts(
  templates: readonly Filterable[],
  filters: TemplateFilters,
  onlyIds?: ReadonlySet<string> | null,
): FacetCounts {
  const pool = onlyIds ? templates.filter((t) => onlyIds.has(t.id)) : templates;
  const counts: FacetCounts = {
    categoryIds: {},
    durations: {},
    aspectRatios: {},
    difficulties: {},
    hasAudio: 0,
    featured: 0,
  };
  for (const group of FILTER_GROUPS) {
    const others = { ...filters, [group]: [] };
    const field = GROUP_FIELD[group];
    for (const template of pool) {
      if (!matchesFilters(template, others)) continue;
      const value = template[field];
      counts[group][value] = (counts[group][value] ?? 0) + 1;
    }
  }
  counts.hasAudio = pool.filter(
    (t) => t.hasAudio && matchesFilters(t, { ...filters, hasAudio: false }),
  ).length;
  counts.featured = pool.filter(
    (t) => t.featured && matchesFilters(t, { ...filters, featured: false }),
  ).length;
  return counts;
}
