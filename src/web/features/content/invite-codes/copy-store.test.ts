// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INVITE_COPIES_KEY,
  copyCountsSchema,
  localCopies,
  recordCopy,
  resetCopyCache,
  subscribeCopies,
} from './copy-store.ts';

beforeEach(() => {
  localStorage.clear();
  resetCopyCache();
});
afterEach(() => vi.restoreAllMocks());

describe('copyCountsSchema', () => {
  it('accepts a map of non-negative integers', () => {
    expect(copyCountsSchema.safeParse({ ABC123: 2 })).toEqual({
      success: true,
      data: { ABC123: 2 },
    });
  });

  it('rejects other shapes', () => {
    for (const bad of [null, [], 'x', { A: -1 }, { A: 1.5 }, { A: '2' }]) {
      expect(copyCountsSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('copy store', () => {
  it('starts empty, counts copies per code and persists them', () => {
    expect(localCopies()).toEqual({});
    recordCopy('AAA111');
    recordCopy('AAA111');
    recordCopy('BBB222');
    expect(localCopies()).toEqual({ AAA111: 2, BBB222: 1 });
    expect(JSON.parse(localStorage.getItem(INVITE_COPIES_KEY) ?? '{}')).toEqual({
      AAA111: 2,
      BBB222: 1,
    });
    resetCopyCache();
    expect(localCopies()).toEqual({ AAA111: 2, BBB222: 1 });
  });

  it('ignores corrupt stored data', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(INVITE_COPIES_KEY, '{not json');
    expect(localCopies()).toEqual({});
    recordCopy('AAA111');
    expect(localCopies()).toEqual({ AAA111: 1 });
  });

  it('keeps counting on screen when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(recordCopy('AAA111')).toEqual({ ok: false, reason: 'quota' });
    expect(localCopies()).toEqual({ AAA111: 1 });
  });

  it('returns one stable snapshot until something changes and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCopies(listener);
    const first = localCopies();
    expect(localCopies()).toBe(first);
    recordCopy('AAA111');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localCopies()).not.toBe(first);
    unsubscribe();
  });
});
