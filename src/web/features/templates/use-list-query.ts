import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  EMPTY_LIST_QUERY,
  parseListQuery,
  toSearchParams,
  type AllowedValues,
  type ListQuery,
} from '../../../domain/search/list-query.ts';
import { useHydrated } from './use-hydrated.ts';

export type ListQueryChange = (current: ListQuery) => ListQuery;

/**
 * The list's query, filters and sort, kept in the URL so a view can be shared and survives a
 * reload and the back button. Filter and sort changes add a history entry; typing replaces the
 * current one (the back button should not replay keystrokes).
 *
 * A URL change is a router navigation and lands a moment later; until it does, the change is
 * shown at once (a checkbox must not flick back while the URL catches up). Any URL change,
 * including back and forward, ends that and the URL rules again.
 */
export function useListQuery(allowed: AllowedValues): {
  query: ListQuery;
  update: (change: ListQueryChange, options?: { replace?: boolean }) => void;
} {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const urlKey = params.toString();
  // Without search parameters the query stays the very same object after hydration, so the
  // list is not rendered a second time (64 cards: the page's longest task on a phone).
  const fromUrl = useMemo(
    () =>
      hydrated && urlKey !== ''
        ? parseListQuery(new URLSearchParams(urlKey), allowed)
        : EMPTY_LIST_QUERY,
    [hydrated, urlKey, allowed],
  );
  const [pending, setPending] = useState<{ from: string; query: ListQuery } | null>(null);
  if (pending && pending.from !== urlKey) setPending(null);
  const query = pending && pending.from === urlKey ? pending.query : fromUrl;

  const update = useCallback(
    (change: ListQueryChange, { replace = false }: { replace?: boolean } = {}) => {
      const next = change(query);
      setPending({ from: urlKey, query: next });
      setParams(toSearchParams(next), { replace, preventScrollReset: true });
    },
    [query, urlKey, setParams],
  );
  return { query, update };
}
