/**
 * The chosen video model, shared by the generator, builder, refiner and variants and kept in
 * local storage under one key. Zod-free (it runs in first loads): the stored value is checked
 * against the model ids by hand. Corrupt, unknown or unreadable values mean universal; a
 * storage that refuses writes keeps the choice for this page view only.
 */
import { DEFAULT_MODEL_ID, isModelId, type ModelId } from '../../../domain/models/model-ids.ts';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { readString, writeJson } from '../../lib/storage.ts';

export const MODEL_KEY = STORAGE_KEYS.model;

let current: ModelId | null = null;
const listeners = new Set<() => void>();

/** What storage holds, as a model id; universal for anything else. */
export function readStoredModel(): ModelId {
  const raw = readString(MODEL_KEY);
  if (raw === null) return DEFAULT_MODEL_ID;
  try {
    const value: unknown = JSON.parse(raw);
    return isModelId(value) ? value : DEFAULT_MODEL_ID;
  } catch {
    return DEFAULT_MODEL_ID;
  }
}

/** The model chosen last (read from storage once, then kept in memory). */
export function currentModel(): ModelId {
  return (current ??= readStoredModel());
}

/** Chooses a model for every tool and remembers it (when storage allows). */
export function chooseModel(id: ModelId): void {
  if (current === id) return;
  current = id;
  writeJson(MODEL_KEY, id);
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab chose a model (or cleared storage): follow it.
  if (event.key !== MODEL_KEY && event.key !== null) return;
  current = readStoredModel();
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: told when this page or another tab chooses a model. */
export function subscribeModel(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Forgets the in-memory choice (tests start each case from storage). */
export function resetModelStoreForTests(): void {
  current = null;
}
