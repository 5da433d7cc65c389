import type { ListQuery } from '../../../domain/search/list-query.ts';

/** Where the router is: the history entry and its search string. */
export interface UrlAt {
  key: string;
  search: string;
}

/**
 * The list query as the page last changed it, while the URL catches up (a change is a router
 * navigation that lands a moment later) or cannot say it all (a query of only spaces stays
 * out of the URL).
 */
export interface PendingQuery {
  query: ListQuery;
  /** The history entry it was last checked against. */
  at: string;
  /** Search strings of the page's own navigations still to land, oldest first: the last is `query`'s. */
  targets: readonly string[];
}

/**
 * The pending query still in effect at `url`, or null when the URL rules again. The page's own
 * navigations land one after another: a search for "ne" can land after "neon" was typed, or
 * after clear all, and must not bring the older query back. Any other URL (back, forward, a
 * link to the list) ends the pending query. Back or forward pressed in the moment a change
 * is still on its way could reach an entry with the search of an earlier change and leave
 * the latest shown until the next change or URL; telling them apart (useNavigationType)
 * would add ~60 bytes to every page's first load, which has none to spare.
 */
export function settlePending(pending: PendingQuery | null, url: UrlAt): PendingQuery | null {
  if (!pending || pending.at === url.key) return pending;
  const landed = pending.targets.lastIndexOf(url.search);
  if (landed < 0) return null;
  return { query: pending.query, at: url.key, targets: pending.targets.slice(landed) };
}

/** A new change, made at `url`, that navigates to `target` (`pending` is settled at `url`). */
export function addPending(
  pending: PendingQuery | null,
  url: UrlAt,
  query: ListQuery,
  target: string,
): PendingQuery {
  return { query, at: url.key, targets: [...(pending?.targets ?? []), target] };
}
