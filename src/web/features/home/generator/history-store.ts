import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../../domain/storage-keys.ts';
import type { GeneratorHistoryEntry } from '../../../../domain/schemas/stored.ts';
import { readJson, removeKey, writeJson, type ParseSchema } from '../../../lib/storage.ts';
import { isModelId } from '../../../../domain/models/model-ids.ts';
import { GENERATOR_MODES, HISTORY_LIMIT, type GeneratorMode } from './generator-options.ts';

/** The local storage key of the generator's recent prompts. */
export const HISTORY_KEY = STORAGE_KEYS.history;

/** One recent prompt, as the domain's GeneratorHistoryEntrySchema describes it. */
export type HistoryEntry = GeneratorHistoryEntry;

export interface HistoryState {
  /** Newest first, at most HISTORY_LIMIT. */
  entries: readonly HistoryEntry[];
  /** Why the last write did not reach storage (the list is then kept in memory only). */
  saveProblem: 'quota' | 'unavailable' | null;
}

function isEntry(value: unknown): value is HistoryEntry {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.prompt === 'string' &&
    v.prompt.length > 0 &&
    typeof v.input === 'string' &&
    GENERATOR_MODES.includes(v.mode as GeneratorMode) &&
    typeof v.duration === 'string' &&
    /^\d{1,2}s$/.test(v.duration) &&
    (v.model === undefined || isModelId(v.model)) &&
    typeof v.createdAt === 'string' &&
    !Number.isNaN(Date.parse(v.createdAt))
  );
}

/**
 * A hand-written guard rather than a zod schema: the list is read on page load, and zod is
 * kept out of the first-load JavaScript. Entries of the wrong shape are dropped one by one,
 * so one bad entry does not cost the user the others; anything but an array is corrupt.
 */
export const HistorySchema: ParseSchema<HistoryEntry[]> = {
  safeParse(data) {
    if (!Array.isArray(data)) return { success: false };
    return { success: true, data: data.filter(isEntry).slice(0, HISTORY_LIMIT) };
  },
};

const EMPTY: HistoryState = Object.freeze({ entries: Object.freeze([]), saveProblem: null });

let state: HistoryState | null = null;
const listeners = new Set<() => void>();

function load(): HistoryState {
  const read = readJson(HISTORY_KEY, HistorySchema);
  if (read.status === 'ok') return { entries: read.value, saveProblem: null };
  // Corrupt data is ignored (readJson logged it); the next write replaces it.
  return { entries: [], saveProblem: read.status === 'unavailable' ? 'unavailable' : null };
}

function emit(next: HistoryState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getHistory(): HistoryState {
  state ??= load();
  return state;
}

function onStorage(event: StorageEvent) {
  // Another tab generated or cleared: show the same list here.
  if (event.key === HISTORY_KEY || event.key === null) emit(load());
}

export function subscribeHistory(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Puts a prompt at the top of the list and keeps the newest HISTORY_LIMIT. */
export function addToHistory(entry: HistoryEntry): void {
  const entries = [entry, ...getHistory().entries].slice(0, HISTORY_LIMIT);
  const written = writeJson(HISTORY_KEY, entries);
  emit({ entries, saveProblem: written.ok ? null : written.reason });
}

export function clearHistory(): void {
  const removed = removeKey(HISTORY_KEY);
  emit({ entries: [], saveProblem: removed ? null : 'unavailable' });
}

/** Test hook: forget the in-memory copy so the next read goes to storage. */
export function resetHistoryCache(): void {
  state = null;
}

/**
 * The recent prompts. The prerendered HTML (and hydration) shows the empty list; the stored
 * list appears right after, inside a box of fixed height, so nothing moves.
 */
export function useHistory(): HistoryState {
  return useSyncExternalStore(subscribeHistory, getHistory, () => EMPTY);
}
