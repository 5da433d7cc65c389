import type { ParseSchema } from './storage.ts';

/** A failed API call: the message is the server's `error` field or the caller's fallback. */
export class ApiError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Long enough for a slow upstream model (the server gives up at 25 s). */
export const API_TIMEOUT_MS = 30_000;

/**
 * POSTs JSON and parses the answer with the shared schema (never `as`). Network errors,
 * timeouts, non-2xx answers and answers of the wrong shape all throw ApiError, so callers
 * have one failure path (usually: fall back to the in-browser engine).
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  schema: ParseSchema<T>,
  { fallbackMessage, timeoutMs = API_TIMEOUT_MS }: { fallbackMessage: string; timeoutMs?: number },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new ApiError(fallbackMessage, null);
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // A non-JSON answer is handled below like any other bad answer.
  }
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : fallbackMessage;
    throw new ApiError(message, response.status);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(fallbackMessage, response.status);
  return parsed.data;
}
