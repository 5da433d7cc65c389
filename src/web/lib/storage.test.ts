// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { readJson, readString, writeJson } from './storage.ts';

const Ids = z.array(z.string());

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('storage', () => {
  it('round-trips valid JSON', () => {
    expect(writeJson('k', ['a', 'b'])).toEqual({ ok: true });
    expect(readJson('k', Ids)).toEqual({ status: 'ok', value: ['a', 'b'] });
  });

  it('reports missing keys', () => {
    expect(readJson('nothing', Ids)).toEqual({ status: 'missing' });
  });

  it('reports corrupt JSON and wrong shapes without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('k', '{not json');
    expect(readJson('k', Ids)).toEqual({ status: 'corrupt' });
    window.localStorage.setItem('k', '{"a":1}');
    expect(readJson('k', Ids)).toEqual({ status: 'corrupt' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reports a storage that throws on read as unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readJson('k', Ids)).toEqual({ status: 'unavailable' });
    expect(readString('k')).toBeNull();
  });

  it('tells a full quota from an unavailable storage on write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeJson('k', [1])).toEqual({ ok: false, reason: 'quota' });
    setItem.mockImplementation(() => {
      throw new Error('denied');
    });
    expect(writeJson('k', [1])).toEqual({ ok: false, reason: 'unavailable' });
  });
});
