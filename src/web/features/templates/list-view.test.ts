import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../../../domain/search/filter.ts';
import { EMPTY_LIST_QUERY, type ListQuery } from '../../../domain/search/list-query.ts';
import type { TemplateCard } from '../../../domain/search/template-card.ts';
import { listView } from './list-view.ts';

function card(id: string, over: Partial<TemplateCard> = {}): TemplateCard {
  return {
    id,
    title: id,
    categoryId: 'cinematic',
    categoryName: 'Cinematic',
    duration: '10s',
    aspectRatio: '16:9',
    difficulty: 'beginner',
    hasAudio: false,
    featured: false,
    popularity: 1,
    createdAt: '2025-01-01',
    tags: [],
    keywords: [],
    preview: '',
    prompt: '',
    scene: '',
    ...over,
  };
}
const CARDS = [
  card('a', { createdAt: '2025-01-03', categoryId: 'loop' }),
  card('b', { createdAt: '2025-01-01' }),
  card('c', { createdAt: '2025-01-02', categoryId: 'loop', hasAudio: true }),
];
const q = (over: Partial<ListQuery>): ListQuery => ({ ...EMPTY_LIST_QUERY, ...over });
const ids = (view: { items: TemplateCard[] }) => view.items.map((c) => c.id);

describe('listView', () => {
  it('shows every card, most recent first, with no query', () => {
    const view = listView(CARDS, EMPTY_LIST_QUERY, null, [], 'en');
    expect(ids(view)).toEqual(['a', 'c', 'b']);
    expect(view.sort).toBe('recent');
    expect(view.searching).toBe(false);
  });

  it('keeps the search ranking as "best match" while searching', () => {
    const view = listView(CARDS, q({ q: 'x' }), ['b', 'c'], [], 'en');
    expect(ids(view)).toEqual(['b', 'c']);
    expect(view.sort).toBe('relevance');
  });

  it('applies a chosen sort to search results', () => {
    expect(ids(listView(CARDS, q({ q: 'x', sort: 'recent' }), ['b', 'c'], [], 'en'))).toEqual([
      'c',
      'b',
    ]);
  });

  it('falls back to most recent when "best match" is chosen without a search', () => {
    expect(listView(CARDS, q({ sort: 'relevance' }), null, [], 'en').sort).toBe('recent');
  });

  it('filters search results and counts facets within them', () => {
    const view = listView(
      CARDS,
      q({ q: 'x', filters: { ...EMPTY_FILTERS, categoryIds: ['loop'] } }),
      ['b', 'c'],
      [],
      'en',
    );
    expect(ids(view)).toEqual(['c']);
    expect(view.counts.categoryIds).toEqual({ cinematic: 1, loop: 1 });
  });

  it('narrows to favorites in the favorites view, ignoring unknown ids', () => {
    const view = listView(CARDS, q({ favoritesOnly: true }), null, ['b', 'gone-001'], 'en');
    expect(ids(view)).toEqual(['b']);
    expect(ids(listView(CARDS, q({ favoritesOnly: true }), null, [], 'en'))).toEqual([]);
  });
});
