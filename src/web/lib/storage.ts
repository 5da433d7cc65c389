/**
 * Local storage that never breaks a page: every read and write is guarded, stored JSON is
 * parsed with the caller's schema, and failures come back as values the UI can explain.
 */

/** Any schema with zod's safeParse (zod/mini schemas qualify). */
export interface ParseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export type ReadResult<T> =
  | { status: 'ok'; value: T }
  | { status: 'missing' }
  | { status: 'corrupt' }
  | { status: 'unavailable' };

export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some privacy modes throw on the mere access of window.localStorage.
    return null;
  }
}

/** Reads a raw string; null when missing or when storage is unavailable. */
export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Reads and validates JSON. Corrupt data is logged (never shown) and reported as such. */
export function readJson<T>(key: string, schema: ParseSchema<T>): ReadResult<T> {
  const store = storage();
  if (!store) return { status: 'unavailable' };
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return { status: 'unavailable' };
  }
  if (raw === null) return { status: 'missing' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    console.warn(`Ignoring corrupt data in local storage "${key}"`);
    return { status: 'corrupt' };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.warn(`Ignoring data of the wrong shape in local storage "${key}"`);
    return { status: 'corrupt' };
  }
  return { status: 'ok', value: parsed.data };
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/** Writes a raw string. */
export function writeString(key: string, value: string): WriteResult {
  const store = storage();
  if (!store) return { ok: false, reason: 'unavailable' };
  try {
    store.setItem(key, value);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

/** Writes JSON. */
export function writeJson(key: string, value: unknown): WriteResult {
  return writeString(key, JSON.stringify(value));
}

/** Removes a key; false when storage refused. */
export function removeKey(key: string): boolean {
  try {
    storage()?.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
