import { z } from 'zod/mini';
import { SubmissionReceiptSchema, SubmissionRequestSchema } from './schemas/community.ts';
import type { SubmissionRequest } from './schemas/community.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * The submission outbox: every submission is written to the browser's storage before it is
 * sent, and stays there until the server has it. A submission sent while offline, or while
 * the server answers 503 or 429, is sent again later with the same Idempotency-Key, so a
 * resend after a lost answer never makes a second copy. Pure logic: the browser passes local
 * storage and fetch, tests pass a map and app.inject.
 */

/** A stored submission: what was sent, and the server's reference id once it arrived. */
export const OutboxEntrySchema = z.extend(SubmissionRequestSchema, {
  reference: z.optional(z.uuid()),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

export interface OutboxStorage {
  keys(): string[];
  get(key: string): string | null;
  /** False when the storage refused (full or blocked). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/** The server's answer: its status and parsed body, or null when it could not be reached. */
export type SendAnswer = { status: number; body: unknown } | null;
/** Sends one submission with its idempotency key. Never throws. */
export type Send = (request: SubmissionRequest, idempotencyKey: string) => Promise<SendAnswer>;

export type Delivery =
  /** The server has it: here is its reference id. */
  | { outcome: 'delivered'; reference: string }
  /** Not sent yet (offline, 503, 429): kept in the outbox for later. */
  | { outcome: 'queued'; status: number | null }
  /** Not sent and not kept (storage refused): the form must keep it. */
  | { outcome: 'unsaved'; status: number | null }
  /** The server refused it (400, 413): never resent. */
  | { outcome: 'refused'; status: number; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const storageKey = (idempotencyKey: string) => `${STORAGE_KEYS.submissionPrefix}${idempotencyKey}`;

/** Answers after which a later resend can succeed. */
function retryable(answer: SendAnswer): boolean {
  return answer === null || answer.status === 429 || answer.status >= 500;
}

function errorOf(body: unknown): string {
  const parsed = z.object({ error: z.string() }).safeParse(body);
  return parsed.success ? parsed.data.error : 'refused';
}

async function sendOne(
  storage: OutboxStorage,
  entry: SubmissionRequest,
  idempotencyKey: string,
  send: Send,
  stored: boolean,
): Promise<Delivery> {
  const answer = await send(entry, idempotencyKey);
  const receipt = answer ? SubmissionReceiptSchema.safeParse(answer.body) : undefined;
  if (answer && answer.status < 300 && receipt?.success) {
    // Kept with its reference: the person can quote it to ask for deletion.
    storage.set(
      storageKey(idempotencyKey),
      JSON.stringify({ ...entry, reference: receipt.data.id }),
    );
    return { outcome: 'delivered', reference: receipt.data.id };
  }
  if (answer && !retryable(answer)) {
    storage.remove(storageKey(idempotencyKey));
    return { outcome: 'refused', status: answer.status, message: errorOf(answer.body) };
  }
  const status = answer?.status ?? null;
  return stored ? { outcome: 'queued', status } : { outcome: 'unsaved', status };
}

/** Writes a submission to the outbox, then sends it. */
export function submitThroughOutbox(
  storage: OutboxStorage,
  request: SubmissionRequest,
  idempotencyKey: string,
  send: Send,
): Promise<Delivery> {
  const stored = storage.set(storageKey(idempotencyKey), JSON.stringify(request));
  return sendOne(storage, request, idempotencyKey, send, stored);
}

/** The submissions in the outbox that the server does not have yet, oldest first. */
export function waitingEntries(storage: OutboxStorage): { key: string; entry: OutboxEntry }[] {
  const out: { key: string; entry: OutboxEntry }[] = [];
  for (const key of storage.keys()) {
    if (!key.startsWith(STORAGE_KEYS.submissionPrefix)) continue;
    const raw = storage.get(key);
    if (raw === null) continue;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      continue; // damaged: left alone, never sent
    }
    const id = key.slice(STORAGE_KEYS.submissionPrefix.length);
    const parsed = OutboxEntrySchema.safeParse(data);
    // Sent already, or written before submissions were sent (no language, no UUID key).
    if (!parsed.success || parsed.data.reference || !UUID.test(id)) continue;
    out.push({ key: id, entry: parsed.data });
  }
  return out.sort((a, b) => a.entry.submittedAt.localeCompare(b.entry.submittedAt));
}

/**
 * Sends every waiting submission, one after another; stops at the first that still cannot be
 * sent (the server is away or busy: the rest would fare the same).
 */
export async function flushOutbox(
  storage: OutboxStorage,
  send: Send,
): Promise<{ delivered: string[]; waiting: number }> {
  const waiting = waitingEntries(storage);
  const delivered: string[] = [];
  for (let i = 0; i < waiting.length; i += 1) {
    const { key, entry } = waiting[i]!;
    const { reference: _reference, ...request } = entry;
    const result = await sendOne(storage, request, key, send, true);
    if (result.outcome === 'delivered') delivered.push(result.reference);
    if (result.outcome === 'queued') return { delivered, waiting: waiting.length - i };
  }
  return { delivered, waiting: 0 };
}
