import { describe, expect, it } from 'vitest';
import { defaultSort, durationSeconds, sortTemplates, type Sortable } from './sort.ts';

const T: Sortable[] = [
  { id: 'b', title: 'Zebra Crossing', createdAt: '2025-10-01', popularity: 50, duration: '25s' },
  { id: 'a', title: 'apple orchard', createdAt: '2025-11-05', popularity: 900, duration: '10s' },
  { id: 'c', title: 'Épée Duel', createdAt: '2025-10-01', popularity: 900, duration: '5s' },
  { id: 'd', title: 'Item 10', createdAt: '2025-09-01', popularity: 10, duration: '10s' },
  { id: 'e', title: 'Item 9', createdAt: '2025-12-01', popularity: 10, duration: '60s' },
];
const order = (key: Parameters<typeof sortTemplates>[1], list = T, language: 'en' | 'zh' = 'en') =>
  sortTemplates(list, key, language).map((t) => t.id);

describe('sortTemplates', () => {
  it('most recent: newest first, ties by id', () => {
    expect(order('recent')).toEqual(['e', 'a', 'b', 'c', 'd']);
  });

  it('most popular: most copied first, ties newest first', () => {
    expect(order('popular')).toEqual(['a', 'c', 'b', 'e', 'd']);
  });

  it('title A–Z: case- and accent-insensitive, numbers by value', () => {
    expect(order('title')).toEqual(['a', 'c', 'e', 'd', 'b']);
  });

  it('title A–Z in Chinese follows pinyin', () => {
    const zh: Sortable[] = [
      {
        id: 'hai',
        title: '海角最后一盏灯',
        createdAt: '2025-01-01',
        popularity: 1,
        duration: '10s',
      },
      { id: 'dan', title: '单摆波', createdAt: '2025-01-01', popularity: 1, duration: '10s' },
      { id: 'yun', title: '云海之上', createdAt: '2025-01-01', popularity: 1, duration: '10s' },
    ];
    expect(order('title', zh, 'zh')).toEqual(['dan', 'hai', 'yun']);
  });

  it('duration: shortest first, ties newest first', () => {
    expect(order('duration')).toEqual(['c', 'a', 'd', 'b', 'e']);
  });

  it('relevance keeps the given (search) order', () => {
    expect(order('relevance')).toEqual(['b', 'a', 'c', 'd', 'e']);
  });

  it('returns a copy and leaves the input alone', () => {
    const before = T.map((t) => t.id);
    sortTemplates(T, 'title', 'en');
    expect(T.map((t) => t.id)).toEqual(before);
  });
});

describe('defaultSort and durationSeconds', () => {
  it('is best match while searching, most recent otherwise', () => {
    expect(defaultSort(true)).toBe('relevance');
    expect(defaultSort(false)).toBe('recent');
  });
  it('reads seconds from "15s"', () => {
    expect(durationSeconds('15s')).toBe(15);
    expect(durationSeconds('60s')).toBe(60);
    expect(durationSeconds('x')).toBe(0);
  });
});
