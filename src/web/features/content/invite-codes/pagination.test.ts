import { describe, expect, it } from 'vitest';
import { pageSlots, parsePageParam } from './pagination.ts';

const render = (current: number, total: number) =>
  pageSlots(current, total)
    .map((s) => (s.kind === 'page' ? String(s.page) : '…'))
    .join(' ');

describe('pageSlots', () => {
  it('shows first, last and the neighbours of the current page', () => {
    expect(render(1, 6)).toBe('1 2 … 6');
    expect(render(2, 6)).toBe('1 2 3 … 6');
    expect(render(3, 6)).toBe('1 2 3 4 … 6');
    expect(render(4, 6)).toBe('1 … 3 4 5 6');
    expect(render(5, 6)).toBe('1 … 4 5 6');
    expect(render(6, 6)).toBe('1 … 5 6');
  });

  it('handles tiny page counts and clamps the current page', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(1, 2)).toBe('1 2');
    expect(render(9, 3)).toBe('1 2 3');
    expect(pageSlots(1, 0)).toEqual([]);
  });

  it('gives every gap a distinct key', () => {
    const gaps = pageSlots(5, 10).filter((s) => s.kind === 'gap');
    expect(gaps).toHaveLength(2);
    expect(new Set(gaps.map((g) => (g.kind === 'gap' ? g.key : ''))).size).toBe(2);
  });
});

describe('parsePageParam', () => {
  it('reads valid pages and clamps the rest', () => {
    expect(parsePageParam('2', 6)).toBe(2);
    expect(parsePageParam('6', 6)).toBe(6);
    expect(parsePageParam('7', 6)).toBe(6);
    expect(parsePageParam('0', 6)).toBe(1);
    expect(parsePageParam('-3', 6)).toBe(1);
    expect(parsePageParam('abc', 6)).toBe(1);
    expect(parsePageParam(null, 6)).toBe(1);
  });
});
