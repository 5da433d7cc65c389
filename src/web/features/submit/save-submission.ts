import { writeJson } from '../../lib/storage.ts';
// Type-only: erased at build, so zod is not pulled into the page until saveSubmission runs.
import type * as SubmissionModule_ from '../../../domain/schemas/submission.ts';
import type * as StoredModule_ from '../../../domain/schemas/stored.ts';
import type * as TemplateModule_ from '../../../domain/schemas/template.ts';

type SubmissionModule = typeof SubmissionModule_;
type TemplateModule = typeof TemplateModule_;
type StoredModule = typeof StoredModule_;
import type { SubmissionValues } from './validate.ts';

/** A random id: crypto.randomUUID where the browser has it (secure contexts), else 128 random bits. */
export function newSubmissionId(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type SaveResult =
  { ok: true; key: string } | { ok: false; reason: 'quota' | 'unavailable' | 'invalid' | 'failed' };

/**
 * Checks the form's values against the domain's Submission schema (imported only now, so zod
 * never weighs on the page's first load), stamps the time and stores the record locally.
 */
export async function saveSubmission(
  values: SubmissionValues,
  requiredCheckIds: readonly string[],
  now: Date = new Date(),
): Promise<SaveResult> {
  let schemas: [SubmissionModule, TemplateModule, StoredModule];
  try {
    schemas = await Promise.all([
      import('../../../domain/schemas/submission.ts'),
      import('../../../domain/schemas/template.ts'),
      import('../../../domain/schemas/stored.ts'),
    ]);
  } catch {
    // The chunk could not be loaded (offline, a new deploy): nothing is lost, try again.
    return { ok: false, reason: 'failed' };
  }
  const [{ toSubmission }, { CATEGORY_IDS }, { STORAGE_KEYS }] = schemas;
  const submission = toSubmission(
    {
      prompt: values.prompt,
      videoUrl: values.videoUrl,
      categoryId: CATEGORY_IDS.find((id) => id === values.categoryId) ?? '',
      tags: [...values.tags],
      notes: values.notes,
      safetyConfirmed: requiredCheckIds.map((id) => values.checks[id] === true),
    },
    now,
  );
  if (!submission) return { ok: false, reason: 'invalid' };
  // Stored under the domain's prefix plus a random id (spec 7: no call is made).
  const key = `${STORAGE_KEYS.submissionPrefix}${newSubmissionId()}`;
  const written = writeJson(key, submission);
  return written.ok ? { ok: true, key } : { ok: false, reason: written.reason };
}
