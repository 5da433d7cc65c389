// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmissionSchema } from '../../../domain/schemas/submission.ts';
import { STORAGE_KEYS } from '../../../domain/schemas/stored.ts';
import { newSubmissionId, saveSubmission } from './save-submission.ts';
import { EMPTY_VALUES } from './validate.ts';

const REQUIRED = [
  'consent-verified',
  'no-minors',
  'no-public-figures',
  'no-violence',
  'no-adult-content',
  'no-hate',
  'no-copyright',
];
const values = {
  ...EMPTY_VALUES,
  prompt: '  A red fox trots across a frosted meadow at dawn, low tracking shot.  ',
  categoryId: 'cinematic',
  tags: ['fox', 'dawn'],
  notes: '   ',
  checks: Object.fromEntries(REQUIRED.map((id) => [id, true])),
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('newSubmissionId', () => {
  it('uses randomUUID where available', () => {
    expect(newSubmissionId({ randomUUID: () => 'a-b-c-d-e', getRandomValues: (a) => a })).toBe(
      'a-b-c-d-e',
    );
  });

  it('falls back to 128 random bits as hex', () => {
    const getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(171);
      return array;
    };
    const id = newSubmissionId({ getRandomValues });
    expect(id).toBe('ab'.repeat(16));
  });
});

describe('saveSubmission', () => {
  it('stores a record that matches the domain schema under prefix + id', async () => {
    const now = new Date('2026-01-02T03:04:05.678Z');
    const result = await saveSubmission(values, REQUIRED, now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.key).toMatch(/^promptreel-submission-/);
    expect(result.key.startsWith(STORAGE_KEYS.submissionPrefix)).toBe(true);
    const stored: unknown = JSON.parse(localStorage.getItem(result.key) ?? 'null');
    expect(SubmissionSchema.safeParse(stored).success).toBe(true);
    expect(stored).toEqual({
      prompt: 'A red fox trots across a frosted meadow at dawn, low tracking shot.',
      categoryId: 'cinematic',
      tags: ['fox', 'dawn'],
      safetyConfirmed: [true, true, true, true, true, true, true],
      submittedAt: '2026-01-02T03:04:05.678Z',
    });
  });

  it('uses a new key for every submission', async () => {
    const a = await saveSubmission(values, REQUIRED);
    const b = await saveSubmission(values, REQUIRED);
    expect(a.ok && b.ok && a.key !== b.key).toBe(true);
    expect(Object.keys(localStorage)).toHaveLength(2);
  });

  it('reports a full storage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(await saveSubmission(values, REQUIRED)).toEqual({ ok: false, reason: 'quota' });
  });

  it('refuses what the schema refuses', async () => {
    const unknownCategory = { ...values, categoryId: 'not-a-category' };
    expect(await saveSubmission(unknownCategory, REQUIRED)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(Object.keys(localStorage)).toHaveLength(0);
  });
});
