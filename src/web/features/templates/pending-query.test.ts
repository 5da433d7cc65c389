import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIST_QUERY,
  toSearchParams,
  type ListQuery,
} from '../../../domain/search/list-query.ts';
import { addPending, settlePending, type PendingQuery, type UrlAt } from './pending-query.ts';

const shared: ListQuery = {
  ...EMPTY_LIST_QUERY,
  filters: { ...EMPTY_LIST_QUERY.filters, categoryIds: ['loop'], featured: true },
  sort: 'title',
};
const search = (query: ListQuery) => toSearchParams(query).toString();
const at = (key: string, query: ListQuery): UrlAt => ({ key, search: search(query) });

/** Changes made one after another at the same URL (none of their navigations landed yet). */
function change(pending: PendingQuery | null, url: UrlAt, ...queries: ListQuery[]) {
  let current = settlePending(pending, url);
  for (const query of queries) current = addPending(current, url, query, search(query));
  return current;
}

describe('pending list query', () => {
  const typed = { ...shared, q: 'zzqxv' };
  const cleared = { ...EMPTY_LIST_QUERY, sort: shared.sort };

  it('holds a change until its navigation lands, and at the URL it landed on', () => {
    const start = at('a', shared);
    const pending = change(null, start, typed);
    expect(settlePending(pending, start)?.query).toBe(typed);
    const landed = settlePending(pending, at('b', typed));
    expect(landed?.query).toBe(typed);
    expect(settlePending(landed, at('b', typed))).toBe(landed);
  });

  it('clear all right after typing: the search landing late does not bring the text back', () => {
    const start = at('a', shared);
    const pending = change(null, start, typed, cleared);
    const typedLanded = settlePending(pending, at('b', typed));
    expect(typedLanded?.query).toBe(cleared);
    expect(settlePending(typedLanded, at('c', cleared))?.query).toBe(cleared);
  });

  it('fast typing: an earlier keystroke landing late keeps the latest text', () => {
    const start = at('a', EMPTY_LIST_QUERY);
    const words = ['n', 'ne', 'neo', 'neon'].map((q) => ({ ...EMPTY_LIST_QUERY, q }));
    const pending = change(null, start, ...words);
    expect(settlePending(pending, at('b', words[1]!))?.query.q).toBe('neon');
    expect(settlePending(pending, at('c', words[3]!))?.query.q).toBe('neon');
  });

  it('once a later change has landed, an older one no longer counts as the page’s own', () => {
    const pending = change(null, at('a', shared), typed, cleared);
    const landed = settlePending(pending, at('c', cleared));
    expect(settlePending(landed, at('d', typed))).toBeNull();
  });

  it('keeps what the URL cannot say: a query of only spaces', () => {
    const spaces = { ...EMPTY_LIST_QUERY, q: '  ' };
    const pending = change(null, at('a', EMPTY_LIST_QUERY), spaces);
    expect(search(spaces)).toBe('');
    expect(settlePending(pending, at('b', EMPTY_LIST_QUERY))?.query.q).toBe('  ');
  });

  it('any other URL (back, forward, a link to the list) ends it: the URL rules again', () => {
    const pending = change(null, at('a', shared), typed);
    expect(settlePending(pending, at('b', EMPTY_LIST_QUERY))).toBeNull();
    expect(settlePending(pending, at('b', { ...shared, sort: 'popular' }))).toBeNull();
  });
});
