import { describe, expect, it } from 'vitest';
import { formatCount, formatShortTime } from './format.ts';

describe('formatCount', () => {
  it('groups digits by three like en-US and zh-CN do', () => {
    for (const n of [0, 7, 999, 1000, 2001, 12345, 1234567]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      expect(formatCount(n)).toBe(n.toLocaleString('zh-CN'));
    }
  });
});

describe('formatShortTime', () => {
  it('formats in each language', () => {
    const iso = '2026-11-22T06:53:00.000Z';
    expect(formatShortTime(iso, 'en')).toMatch(/Nov/);
    expect(formatShortTime(iso, 'zh')).toMatch(/11月/);
  });
});
