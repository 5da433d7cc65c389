import { facetCounts, filterTemplates, type FacetCounts } from '../../../domain/search/filter.ts';
import type { ListQuery } from '../../../domain/search/list-query.ts';
import { defaultSort, sortTemplates, type SortKey } from '../../../domain/search/sort.ts';
import type { TemplateCard } from '../../../domain/search/template-card.ts';
import type { Language } from '../../../domain/site/languages.ts';

export interface ListView {
  items: TemplateCard[];
  counts: FacetCounts;
  /** The sort in effect (the chosen one, or the default). */
  sort: SortKey;
  searching: boolean;
}

/**
 * What the list shows: the search's matches (or every card), narrowed to favorites when that
 * view is on, filtered, then sorted. `searchIds` is null when the query narrows nothing.
 */
export function listView(
  cards: readonly TemplateCard[],
  query: ListQuery,
  searchIds: readonly string[] | null,
  favorites: readonly string[],
  language: Language,
): ListView {
  const searching = searchIds !== null;
  let base: readonly TemplateCard[] = cards;
  if (searchIds) {
    const byId = new Map(cards.map((card) => [card.id, card]));
    base = searchIds.flatMap((id) => byId.get(id) ?? []);
  }
  const only = query.favoritesOnly ? new Set(favorites) : null;
  const filtered = filterTemplates(base, query.filters, only);
  // "Best match" only means something while searching.
  const sort =
    query.sort && (searching || query.sort !== 'relevance') ? query.sort : defaultSort(searching);
  return {
    items: sortTemplates(filtered, sort, language),
    counts: facetCounts(base, query.filters, only),
    sort,
    searching,
  };
}
