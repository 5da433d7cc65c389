/** A result and whether the browser made it itself. */
export interface Outcome<T> {
  result: T;
  offline: boolean;
}

/**
 * Asks the API first; when it fails in any way (network, timeout, error status, wrong
 * shape), the browser's own engine makes the result instead, marked offline. Only a failure
 * of the local engine too reaches the caller.
 */
export async function withFallback<T>(
  api: () => Promise<T>,
  local: () => Promise<T>,
): Promise<Outcome<T>> {
  try {
    return { result: await api(), offline: false };
  } catch (error) {
    console.warn('The API failed; using the built-in engine instead.', error);
    return { result: await local(), offline: true };
  }
}

/** The message of a thrown value, if it has a readable one. */
export function errorMessage(error: unknown): string | null {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return null;
}
