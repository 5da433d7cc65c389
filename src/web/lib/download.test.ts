import { describe, expect, it } from 'vitest';
import { fileTimestamp, safeFileName } from './download.ts';

describe('safeFileName', () => {
  it('keeps ordinary names', () => {
    expect(safeFileName('cin-001.txt')).toBe('cin-001.txt');
  });
  it('strips path separators, markup and leading dots', () => {
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('<script>alert(1)</script>.txt')).toBe('script-alert-1-script-.txt');
    expect(safeFileName('...hidden')).toBe('hidden');
  });
  it('falls back when nothing usable is left', () => {
    expect(safeFileName('////')).toBe('promptreel');
    expect(safeFileName('日本', 'x')).toBe('x');
  });
  it('caps the length', () => {
    expect(safeFileName('a'.repeat(300))).toHaveLength(80);
  });
});

describe('fileTimestamp', () => {
  it('formats local time with safe separators', () => {
    expect(fileTimestamp(new Date(2026, 10, 22, 9, 5, 3))).toBe('2026-11-22_09-05-03');
  });
});
