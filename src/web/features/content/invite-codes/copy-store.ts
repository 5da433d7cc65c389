import { STORAGE_KEYS } from '../../../../domain/storage-keys.ts';
import { readJson, writeJson, type ParseSchema, type WriteResult } from '../../../lib/storage.ts';

/** Local storage key of this browser's invite-code copies: a map of code to count. */
export const INVITE_COPIES_KEY = STORAGE_KEYS.inviteCopies;

export type CopyCounts = Readonly<Record<string, number>>;

/** A hand-written check instead of a zod schema: zod must stay out of the page's first load. */
export const copyCountsSchema: ParseSchema<CopyCounts> = {
  safeParse(data: unknown) {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      return { success: false };
    }
    const out: Record<string, number> = {};
    for (const [code, count] of Object.entries(data)) {
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
        return { success: false };
      }
      out[code] = count;
    }
    return { success: true, data: out };
  },
};

const EMPTY: CopyCounts = Object.freeze({});
let cache: CopyCounts | null = null;
const listeners = new Set<() => void>();

function load(): CopyCounts {
  const result = readJson(INVITE_COPIES_KEY, copyCountsSchema);
  return result.status === 'ok' ? result.value : EMPTY;
}

/** This browser's copies; one stable object until it changes (useSyncExternalStore needs that). */
export function localCopies(): CopyCounts {
  cache ??= load();
  return cache;
}

/** Before hydration nothing local is known: the prerendered page shows base counts only. */
export function serverCopies(): CopyCounts {
  return EMPTY;
}

export function subscribeCopies(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab copying a code updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== INVITE_COPIES_KEY) return;
    cache = load();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Counts one copy of a code. The count rises on screen even when storage refuses the write
 * (full or blocked): the copy happened; it just will not survive a reload.
 */
export function recordCopy(code: string): WriteResult {
  const current = localCopies();
  cache = { ...current, [code]: (current[code] ?? 0) + 1 };
  const result = writeJson(INVITE_COPIES_KEY, cache);
  for (const listener of listeners) listener();
  return result;
}

/** Forgets the cached map (tests). */
export function resetCopyCache(): void {
  cache = null;
}
