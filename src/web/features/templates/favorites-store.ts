import { useSyncExternalStore } from 'react';
import type * as Stored from '../../../domain/schemas/stored.ts';
import { readJson, writeJson, type WriteResult } from '../../lib/storage.ts';

/**
 * Favorite template ids, kept in local storage under the spec's single key (spec 4): loaded at
 * start, saved on every toggle. Corrupt data is logged (by storage.ts) and ignored. When
 * storage is unavailable the toggle still holds for this visit and the caller tells the user.
 *
 * The key and the schema come from the domain module, imported on first use: it brings zod,
 * which must stay out of the page's first load.
 */
type StoredModule = typeof Stored;

const EMPTY: readonly string[] = Object.freeze([]);
let favorites: readonly string[] = EMPTY;
let loading: Promise<StoredModule> | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function readStored(module: StoredModule): void {
  const result = readJson(module.STORAGE_KEYS.favorites, module.FavoritesSchema);
  favorites = result.status === 'ok' ? Object.freeze([...new Set(result.value)]) : EMPTY;
  emit();
}

/** Loads the stored favorites once; later calls share the same promise. */
export function loadFavorites(): Promise<StoredModule> {
  loading ??= import('../../../domain/schemas/stored.ts').then((module) => {
    readStored(module);
    // Another tab changed them: follow.
    window.addEventListener('storage', (event) => {
      if (event.key === module.STORAGE_KEYS.favorites || event.key === null) readStored(module);
    });
    return module;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadFavorites();
  return () => listeners.delete(listener);
}

/** The favorites as last loaded or toggled. */
export const favoritesSnapshot = () => favorites;
const serverSnapshot = () => EMPTY;

/** The favorite ids (empty in the prerendered HTML and until storage has been read). */
export function useFavorites(): readonly string[] {
  return useSyncExternalStore(subscribe, favoritesSnapshot, serverSnapshot);
}

/**
 * Adds or removes a favorite and saves the list. The change holds on screen whatever the
 * storage says; the result tells whether it was saved.
 */
export async function toggleFavorite(id: string): Promise<WriteResult> {
  const module = await loadFavorites();
  favorites = Object.freeze(
    favorites.includes(id) ? favorites.filter((f) => f !== id) : [...favorites, id],
  );
  emit();
  return writeJson(module.STORAGE_KEYS.favorites, favorites);
}

/** Test helper: forget everything loaded (the module is shared between tests). */
export function resetFavoritesForTests(): void {
  favorites = EMPTY;
  loading = null;
  listeners.clear();
}
