// Type-only: erased at build, so zod is not pulled into the page until a submission is sent.
import type { SubmissionRequest } from '../../../domain/schemas/community.ts';
import type { OutboxStorage, SendAnswer } from '../../../domain/submission-outbox.ts';
import { readString, removeKey, writeString } from '../../lib/storage.ts';

/** How long one send may take before it counts as "could not reach the server". */
const SEND_TIMEOUT_MS = 15_000;

/** A random UUID: crypto.randomUUID where the browser has it, else 122 random bits in its form. */
export function newSubmissionId(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Local storage as the outbox sees it; never throws (a blocked storage lists nothing). */
export const browserOutboxStorage: OutboxStorage = {
  keys() {
    try {
      return Object.keys(window.localStorage);
    } catch {
      return [];
    }
  },
  get: readString,
  set: (key, value) => writeString(key, value).ok,
  remove: (key) => void removeKey(key),
};

/** POSTs one submission; null when the server could not be reached. Never throws. */
export async function sendToServer(
  request: SubmissionRequest,
  idempotencyKey: string,
): Promise<SendAnswer> {
  try {
    const response = await fetch('/api/submissions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // A proxy's HTML error page: the status decides.
    }
    return { status: response.status, body };
  } catch {
    return null;
  }
}
