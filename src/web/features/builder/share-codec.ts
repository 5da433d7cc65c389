/**
 * The share link's payload: compact JSON, UTF-8, base64url. The browser's own btoa/atob only
 * take Latin-1, so the text goes through TextEncoder first (Chinese must survive the trip).
 * Decoding never trusts the input: every failure returns null, and the caller still validates
 * the shape of what came back.
 */

/** Longest payload we accept from a URL (a full form is a few KB; this caps abuse). */
export const MAX_SHARE_PAYLOAD = 16_000;

export function encodeSharePayload(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeSharePayload(payload: string): unknown {
  if (!payload || payload.length > MAX_SHARE_PAYLOAD || !/^[\w-]+$/.test(payload)) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** The hash key of a shared form: /builder#s=<payload>. */
export const SHARE_HASH_KEY = 's';

/** The payload in a location hash, or null when the hash holds none. */
export function sharePayloadFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(SHARE_HASH_KEY);
}

/** The payload key of the model a shared form was written for (absent in older links). */
export const SHARE_MODEL_KEY = 'model';

/** The model a decoded payload names, or undefined (older links, anything unreadable). */
export function sharedModel(payload: unknown): unknown {
  return payload !== null && typeof payload === 'object'
    ? (payload as Record<string, unknown>)[SHARE_MODEL_KEY]
    : undefined;
}
