import { useEffect, useMemo, useState } from 'react';
import type { TemplateSearchIndex } from '../../../domain/search/search-index.ts';
import type { TemplateCard } from '../../../domain/search/template-card.ts';

/**
 * The search index is built in the browser, on demand: the module (and MiniSearch's word
 * tree) is imported when the user first focuses the search box, or at once when the URL
 * already holds a query. One index per list of cards.
 */
const indexes = new WeakMap<readonly TemplateCard[], Promise<TemplateSearchIndex>>();

export function loadSearchIndex(cards: readonly TemplateCard[]): Promise<TemplateSearchIndex> {
  let pending = indexes.get(cards);
  if (!pending) {
    pending = import('../../../domain/search/search-index.ts').then((m) =>
      m.buildSearchIndex(cards),
    );
    indexes.set(cards, pending);
  }
  return pending;
}

export interface SearchState {
  /** Ids matching the query, best first; null when the query narrows nothing. */
  ids: string[] | null;
  /** The query narrows the list but the index is still loading. */
  pending: boolean;
  /** The index could not be loaded (offline after a deploy, for example). */
  failed: boolean;
}

/** Without the index: templates whose text contains every word of the query, as typed. */
function plainMatch(cards: readonly TemplateCard[], query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return cards
    .filter((card) => {
      const text = [card.title, card.prompt, card.scene, ...card.tags, ...card.keywords]
        .join(' ')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .map((card) => card.id);
}

export function useTemplateSearch(cards: readonly TemplateCard[], query: string): SearchState {
  // Whether the query narrows anything is the search module's call; until it is loaded, any
  // typed text counts (keeps the tokenizer out of the page's first load).
  const active = query.trim() !== '';
  const [loaded, setLoaded] = useState<{
    cards: readonly TemplateCard[];
    index: TemplateSearchIndex | null;
    failed: boolean;
  } | null>(null);
  const index = loaded?.cards === cards ? loaded.index : null;
  const failed = loaded?.cards === cards && loaded.failed;

  useEffect(() => {
    if (!active || index) return undefined;
    let live = true;
    loadSearchIndex(cards).then(
      (built) => live && setLoaded({ cards, index: built, failed: false }),
      (error: unknown) => {
        console.error(error);
        indexes.delete(cards);
        if (live) setLoaded({ cards, index: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [active, index, cards]);

  const ids = useMemo(() => {
    if (!active) return null;
    if (index) return index.isActive(query) ? index.search(query) : null;
    return failed ? plainMatch(cards, query) : null;
  }, [active, index, failed, cards, query]);
  return { ids, pending: active && !index && !failed, failed: active && failed };
}
