import { describe, expect, it } from 'vitest';
import { BASE_COPY_COUNT_MAX, BASE_COPY_COUNT_MIN, baseCopyCount } from './copy-count.ts';
import {
  ACCESS_LEVELS,
  INVITE_CODES,
  INVITE_CODES_PER_PAGE,
  inviteCodePageCount,
  inviteCodesOnPage,
} from './invite-codes.ts';

describe('invite codes data', () => {
  it('holds 47 unique six-character uppercase alphanumeric codes', () => {
    expect(INVITE_CODES).toHaveLength(47);
    const codes = INVITE_CODES.map((c) => c.code);
    expect(new Set(codes).size).toBe(47);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('uses only the 12 access levels, and every level at least once', () => {
    expect(ACCESS_LEVELS).toHaveLength(12);
    const used = new Set(INVITE_CODES.map((c) => c.accessLevel));
    expect([...used].sort()).toEqual([...ACCESS_LEVELS].sort());
  });
});

describe('paging', () => {
  it('has 6 pages of 9', () => {
    expect(INVITE_CODES_PER_PAGE).toBe(9);
    expect(inviteCodePageCount()).toBe(6);
    expect(inviteCodesOnPage(1)).toHaveLength(9);
    expect(inviteCodesOnPage(6)).toHaveLength(2);
    expect(inviteCodesOnPage(2)[0]).toBe(INVITE_CODES[9]);
  });

  it('clamps pages out of range and ignores junk', () => {
    expect(inviteCodesOnPage(0)).toEqual(inviteCodesOnPage(1));
    expect(inviteCodesOnPage(99)).toEqual(inviteCodesOnPage(6));
    expect(inviteCodesOnPage(Number.NaN)).toEqual(inviteCodesOnPage(1));
    expect(inviteCodePageCount(0)).toBe(1);
  });
});

describe('baseCopyCount', () => {
  it('is stable for a code', () => {
    expect(baseCopyCount('E3TGE8')).toBe(baseCopyCount('E3TGE8'));
  });

  it('stays within 50..499 for every code and many others', () => {
    const samples = [
      ...INVITE_CODES.map((c) => c.code),
      '',
      'A',
      'ZZZZZZ',
      '中文',
      'x'.repeat(500),
    ];
    for (const code of samples) {
      const n = baseCopyCount(code);
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(BASE_COPY_COUNT_MIN);
      expect(n).toBeLessThanOrEqual(BASE_COPY_COUNT_MAX);
    }
  });

  it('spreads the codes over the range instead of clustering', () => {
    const counts = INVITE_CODES.map((c) => baseCopyCount(c.code));
    expect(new Set(counts).size).toBeGreaterThan(40);
    expect(Math.min(...counts)).toBeLessThan(150);
    expect(Math.max(...counts)).toBeGreaterThan(400);
  });
});
