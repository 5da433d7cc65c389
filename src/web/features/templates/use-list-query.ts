import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  EMPTY_LIST_QUERY,
  parseListQuery,
  toSearchParams,
  type AllowedValues,
  type ListQuery,
} from '../../../domain/search/list-query.ts';
import { addPending, settlePending, type PendingQuery, type UrlAt } from './pending-query.ts';
import { useHydrated } from './use-hydrated.ts';

export type ListQueryChange = (current: ListQuery) => ListQuery;

/**
 * The list's query, filters and sort, kept in the URL so a view can be shared and survives a
 * reload and the back button. Filter and sort changes add a history entry; typing replaces the
 * current one (the back button should not replay keystrokes).
 *
 * This is the one place the list's state lives: the search box shows `query.q` and keeps no
 * text of its own, so whatever changes the query (typing, the box's clear button, clear all,
 * the back button) changes the box and the results together.
 *
 * A URL change is a router navigation and lands a moment later; until it does, the change is
 * shown at once (a checkbox must not flick back, typed text must not lag). The page's own
 * navigations landing late keep it; any other URL change ends it (pending-query.ts).
 */
export function useListQuery(allowed: AllowedValues): {
  query: ListQuery;
  update: (change: ListQueryChange, options?: { replace?: boolean }) => void;
} {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
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
  const [stored, setPending] = useState<PendingQuery | null>(null);
  const url = useMemo<UrlAt>(() => ({ key, search: urlKey }), [key, urlKey]);
  const pending = settlePending(stored, url);
  if (pending !== stored) setPending(pending);
  const query = pending ? pending.query : fromUrl;

  const update = useCallback(
    (change: ListQueryChange, { replace = false }: { replace?: boolean } = {}) => {
      const next = change(query);
      const target = toSearchParams(next);
      setPending(addPending(pending, url, next, target.toString()));
      setParams(target, { replace, preventScrollReset: true });
    },
    [query, pending, url, setParams],
  );
  return { query, update };
}
