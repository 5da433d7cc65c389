import { describe, expect, it } from 'vitest';
import { SAFETY_REQUIRED_COUNT } from './limits.ts';
import type { SubmissionRequest } from './schemas/community.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import {
  flushOutbox,
  submitThroughOutbox,
  waitingEntries,
  type OutboxStorage,
  type Send,
  type SendAnswer,
} from './submission-outbox.ts';

function memoryStorage(refuse = false): OutboxStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    keys: () => [...map.keys()],
    get: (key) => map.get(key) ?? null,
    set: (key, value) => {
      if (refuse) return false;
      map.set(key, value);
      return true;
    },
    remove: (key) => void map.delete(key),
  };
}

const request = (n: number): SubmissionRequest => ({
  prompt: `Prompt ${n} — a slow dolly in on a ceramic mug, steam rising in warm morning light.`,
  categoryId: 'cinematic',
  tags: ['mug'],
  safetyConfirmed: Array.from({ length: SAFETY_REQUIRED_COUNT }, () => true),
  submittedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  language: 'en',
});

const KEYS = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];

/** A server stand-in that answers with the given statuses in turn and records what it got. */
function scripted(...answers: SendAnswer[]) {
  const calls: { key: string; prompt: string }[] = [];
  const send: Send = async (body, key) => {
    calls.push({ key, prompt: body.prompt });
    return answers.shift() ?? null;
  };
  return { send, calls };
}
const receipt = (id: string) => ({ status: 201, body: { id, status: 'pending' } });
const REF = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

describe('submission outbox', () => {
  it('delivers at once and keeps the copy with its reference', async () => {
    const storage = memoryStorage();
    const { send, calls } = scripted(receipt(REF));
    const result = await submitThroughOutbox(storage, request(1), KEYS[0]!, send);
    expect(result).toEqual({ outcome: 'delivered', reference: REF });
    expect(calls).toEqual([{ key: KEYS[0], prompt: request(1).prompt }]);
    const stored = JSON.parse(storage.map.get(`${STORAGE_KEYS.submissionPrefix}${KEYS[0]}`)!);
    expect(stored).toMatchObject({ prompt: request(1).prompt, reference: REF });
    expect(waitingEntries(storage)).toEqual([]);
  });

  it.each([
    ['offline', null],
    ['503', { status: 503, body: { error: 'down' } }],
    ['429', { status: 429, body: { error: 'slow down' } }],
  ])('keeps a submission when %s, then sends it with the same key', async (_name, first) => {
    const storage = memoryStorage();
    const { send, calls } = scripted(first, receipt(REF));
    const result = await submitThroughOutbox(storage, request(1), KEYS[0]!, send);
    expect(result).toEqual({ outcome: 'queued', status: first?.status ?? null });
    expect(waitingEntries(storage).map((w) => w.key)).toEqual([KEYS[0]]);

    expect(await flushOutbox(storage, send)).toEqual({ delivered: [REF], waiting: 0 });
    expect(calls.map((c) => c.key)).toEqual([KEYS[0], KEYS[0]]);
    expect(waitingEntries(storage)).toEqual([]);
    // Nothing left to send: no further calls.
    expect(await flushOutbox(storage, send)).toEqual({ delivered: [], waiting: 0 });
    expect(calls).toHaveLength(2);
  });

  it('drops a refused submission (400) and says why', async () => {
    const storage = memoryStorage();
    const { send } = scripted({
      status: 400,
      body: { error: 'tags: must have at least one item' },
    });
    const result = await submitThroughOutbox(storage, request(1), KEYS[0]!, send);
    expect(result).toEqual({
      outcome: 'refused',
      status: 400,
      message: 'tags: must have at least one item',
    });
    expect(storage.map.size).toBe(0);
  });

  it('reports unsaved when storage refuses and the server is away', async () => {
    const storage = memoryStorage(true);
    const away = await submitThroughOutbox(storage, request(1), KEYS[0]!, scripted(null).send);
    expect(away).toEqual({ outcome: 'unsaved', status: null });
    // With the server there, a blocked storage does not stop the submission.
    const sent = await submitThroughOutbox(
      storage,
      request(1),
      KEYS[0]!,
      scripted(receipt(REF)).send,
    );
    expect(sent).toEqual({ outcome: 'delivered', reference: REF });
  });

  it('flushes oldest first and stops at the first that still cannot go', async () => {
    const storage = memoryStorage();
    const offline = scripted(null, null, null);
    for (const [i, key] of KEYS.entries()) {
      await submitThroughOutbox(storage, request(3 - i), key, offline.send);
    }
    // Damaged and foreign entries are left alone.
    storage.map.set(`${STORAGE_KEYS.submissionPrefix}not-json`, '{');
    storage.map.set(`${STORAGE_KEYS.submissionPrefix}${KEYS[0]!.replace('1', '9')}`, '{"a":1}');
    storage.map.set('other', 'x');

    const partly = scripted(receipt(REF), { status: 503, body: {} });
    expect(await flushOutbox(storage, partly.send)).toEqual({ delivered: [REF], waiting: 2 });
    expect(partly.calls.map((c) => c.prompt)).toEqual([request(1).prompt, request(2).prompt]);
    expect(waitingEntries(storage).map((w) => w.entry.prompt)).toEqual([
      request(2).prompt,
      request(3).prompt,
    ]);
    expect(storage.map.get(`${STORAGE_KEYS.submissionPrefix}not-json`)).toBe('{');
  });
});
