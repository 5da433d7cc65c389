// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/schemas/stored.ts';
import {
  favoritesSnapshot,
  loadFavorites,
  resetFavoritesForTests,
  toggleFavorite,
} from './favorites-store.ts';

const current = async () => favoritesSnapshot();

beforeEach(() => {
  window.localStorage.clear();
  resetFavoritesForTests();
});
afterEach(() => vi.restoreAllMocks());

describe('favorites store', () => {
  it('uses the spec key', () => {
    expect(STORAGE_KEYS.favorites).toBe('sora-prompt-favorites');
  });

  it('loads stored ids at start', async () => {
    window.localStorage.setItem(STORAGE_KEYS.favorites, '["cin-001","loop-002"]');
    await loadFavorites();
    expect(await current()).toEqual(['cin-001', 'loop-002']);
  });

  it('logs and ignores corrupt data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(STORAGE_KEYS.favorites, '{oops');
    await loadFavorites();
    expect(await current()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(STORAGE_KEYS.favorites));
  });

  it('ignores a stored value of the wrong shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(STORAGE_KEYS.favorites, '[1,2,3]');
    await loadFavorites();
    expect(await current()).toEqual([]);
  });

  it('saves on every toggle', async () => {
    expect(await toggleFavorite('cin-001')).toEqual({ ok: true });
    expect(await toggleFavorite('prod-002')).toEqual({ ok: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.favorites)).toBe('["cin-001","prod-002"]');
    await toggleFavorite('cin-001');
    expect(window.localStorage.getItem(STORAGE_KEYS.favorites)).toBe('["prod-002"]');
    expect(await current()).toEqual(['prod-002']);
  });

  it('keeps the toggle for the visit when storage refuses, and says so', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(await toggleFavorite('cin-001')).toEqual({ ok: false, reason: 'quota' });
    expect(await current()).toEqual(['cin-001']);
  });

  it('follows changes made in another tab', async () => {
    await loadFavorites();
    window.localStorage.setItem(STORAGE_KEYS.favorites, '["edu-003"]');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.favorites }));
    expect(await current()).toEqual(['edu-003']);
  });
});
