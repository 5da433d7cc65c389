import type { Language } from '../schemas/template.ts';
import type { TemplateCard } from './template-card.ts';

/** The list's sorts (spec 2), plus "relevance" for search results. */
export const SORT_KEYS = ['relevance', 'recent', 'popular', 'title', 'duration'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export type Sortable = Pick<TemplateCard, 'id' | 'title' | 'createdAt' | 'popularity' | 'duration'>;

/** The sort in effect when none is chosen: best match while searching, else most recent. */
export function defaultSort(searching: boolean): SortKey {
  return searching ? 'relevance' : 'recent';
}

/** Seconds of a duration like "15s". */
export function durationSeconds(duration: string): number {
  const seconds = Number.parseInt(duration, 10);
  return Number.isFinite(seconds) ? seconds : 0;
}

const collators = new Map<Language, Intl.Collator>();
/** Title order for a language: Chinese titles sort by pinyin, digits by value. */
function collator(language: Language): Intl.Collator {
  let found = collators.get(language);
  if (!found) {
    found = new Intl.Collator(language === 'zh' ? 'zh-CN' : 'en', {
      sensitivity: 'base',
      numeric: true,
    });
    collators.set(language, found);
  }
  return found;
}

const byId = (a: Sortable, b: Sortable) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byRecent = (a: Sortable, b: Sortable) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/**
 * A sorted copy. Every order is total (ties fall back to newer, then id) so the list never
 * reshuffles between renders. `relevance` keeps the given order (the search's ranking).
 *   recent   newest first
 *   popular  most copied first
 *   title    A–Z in the page's language
 *   duration shortest first
 */
export function sortTemplates<T extends Sortable>(
  templates: readonly T[],
  key: SortKey,
  language: Language,
): T[] {
  if (key === 'relevance') return [...templates];
  const titles = collator(language);
  const compare: Record<Exclude<SortKey, 'relevance'>, (a: T, b: T) => number> = {
    recent: (a, b) => byRecent(a, b) || byId(a, b),
    popular: (a, b) => b.popularity - a.popularity || byRecent(a, b) || byId(a, b),
    title: (a, b) => titles.compare(a.title, b.title) || byId(a, b),
    duration: (a, b) =>
      durationSeconds(a.duration) - durationSeconds(b.duration) || byRecent(a, b) || byId(a, b),
  };
  return [...templates].sort(compare[key]);
}
