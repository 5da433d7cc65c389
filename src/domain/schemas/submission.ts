import { z } from 'zod/mini';
import {
  NOTES_MAX,
  SAFETY_REQUIRED_COUNT,
  SUBMIT_PROMPT_MAX,
  SUBMIT_PROMPT_MIN,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TAGS_MIN,
} from '../limits.ts';
import { cleanText } from './clean-text.ts';
import { CategoryIdSchema } from './template.ts';

// Stored text is cleaned as the engine's input is (control, bidi and lone-surrogate characters
// out, see cleanText): a reviewer reads it, and nothing invisible should ride along.
const tag = z
  .string()
  .check(z.overwrite(cleanText), z.trim(), z.minLength(1), z.maxLength(TAG_MAX_LENGTH));

/**
 * A community submission as stored in the browser (spec 3). `safetyConfirmed` holds one
 * boolean per required checklist item, in checklist order, and all of them must be true.
 */
export const SubmissionSchema = z.object({
  prompt: z
    .string()
    .check(
      z.overwrite(cleanText),
      z.trim(),
      z.minLength(SUBMIT_PROMPT_MIN),
      z.maxLength(SUBMIT_PROMPT_MAX),
    ),
  videoUrl: z.optional(z.url({ protocol: /^https?$/ })),
  categoryId: CategoryIdSchema,
  tags: z.array(tag).check(z.minLength(TAGS_MIN), z.maxLength(TAGS_MAX)),
  notes: z.optional(z.string().check(z.overwrite(cleanText), z.trim(), z.maxLength(NOTES_MAX))),
  safetyConfirmed: z.array(z.boolean()).check(
    z.length(SAFETY_REQUIRED_COUNT),
    z.refine((list) => list.every(Boolean), 'every required safety item must be confirmed'),
  ),
  submittedAt: z.iso.datetime(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

/** The submission form while it is being filled in: everything may still be empty. */
export const SubmissionDraftSchema = z.object({
  prompt: z._default(z.string(), ''),
  videoUrl: z._default(z.string(), ''),
  categoryId: z._default(z.union([CategoryIdSchema, z.literal('')]), ''),
  tags: z._default(z.array(z.string()), []),
  notes: z._default(z.string(), ''),
  safetyConfirmed: z._default(z.array(z.boolean()), () =>
    Array.from({ length: SAFETY_REQUIRED_COUNT }, () => false),
  ),
});
export type SubmissionDraft = z.infer<typeof SubmissionDraftSchema>;

/** i18n keys of the submission errors (spec 8), namespaced by screen. */
export const SUBMIT_ERROR_KEYS = {
  promptRequired: 'submit.errors.promptRequired',
  promptTooShort: 'submit.errors.promptTooShort',
  promptTooLong: 'submit.errors.promptTooLong',
  categoryRequired: 'submit.errors.categoryRequired',
  tagsRequired: 'submit.errors.tagsRequired',
  tagsTooMany: 'submit.errors.tagsTooMany',
  safetyRequired: 'submit.errors.safetyRequired',
  videoUrlInvalid: 'submit.errors.videoUrlInvalid',
  notesTooLong: 'submit.errors.notesTooLong',
} as const;

/** An error to show under a field: an i18n key and the values it interpolates. */
export interface FieldError {
  key: (typeof SUBMIT_ERROR_KEYS)[keyof typeof SUBMIT_ERROR_KEYS];
  values?: Record<string, number>;
}

/** Fields in the order the page scrolls to the first error (spec 4), then the optional ones. */
export const SUBMISSION_FIELD_ORDER = [
  'prompt',
  'categoryId',
  'tags',
  'safetyConfirmed',
  'videoUrl',
  'notes',
] as const;
export type SubmissionField = (typeof SUBMISSION_FIELD_ORDER)[number];

/** Tags as they will be saved: trimmed, empty ones and repeats (ignoring case) dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);
}

/**
 * Validate a draft the way the form does (spec 5). Returns one error per invalid field, with
 * keys in SUBMISSION_FIELD_ORDER so the first key is the field to scroll to; an empty object
 * means the draft can be submitted.
 */
export function validateSubmission(
  draft: SubmissionDraft,
): Partial<Record<SubmissionField, FieldError>> {
  const errors: Partial<Record<SubmissionField, FieldError>> = {};
  const prompt = draft.prompt.trim();
  if (prompt === '') errors.prompt = { key: SUBMIT_ERROR_KEYS.promptRequired };
  else if (prompt.length < SUBMIT_PROMPT_MIN)
    errors.prompt = { key: SUBMIT_ERROR_KEYS.promptTooShort, values: { count: prompt.length } };
  else if (prompt.length > SUBMIT_PROMPT_MAX)
    errors.prompt = { key: SUBMIT_ERROR_KEYS.promptTooLong, values: { max: SUBMIT_PROMPT_MAX } };

  if (draft.categoryId === '') errors.categoryId = { key: SUBMIT_ERROR_KEYS.categoryRequired };

  const tags = normalizeTags(draft.tags);
  if (tags.length < TAGS_MIN) errors.tags = { key: SUBMIT_ERROR_KEYS.tagsRequired };
  else if (tags.length > TAGS_MAX)
    errors.tags = { key: SUBMIT_ERROR_KEYS.tagsTooMany, values: { max: TAGS_MAX } };

  const unchecked =
    SAFETY_REQUIRED_COUNT -
    draft.safetyConfirmed.slice(0, SAFETY_REQUIRED_COUNT).filter((value) => value).length;
  if (unchecked > 0)
    errors.safetyConfirmed = {
      key: SUBMIT_ERROR_KEYS.safetyRequired,
      values: { total: SAFETY_REQUIRED_COUNT, unchecked },
    };

  const url = draft.videoUrl.trim();
  if (url !== '' && !isHttpUrl(url)) errors.videoUrl = { key: SUBMIT_ERROR_KEYS.videoUrlInvalid };
  if (draft.notes.trim().length > NOTES_MAX)
    errors.notes = { key: SUBMIT_ERROR_KEYS.notesTooLong, values: { max: NOTES_MAX } };
  return errors;
}

/**
 * The record to store for a valid draft, stamped with the given time. Returns null when the
 * draft does not pass validateSubmission.
 */
export function toSubmission(draft: SubmissionDraft, submittedAt: Date): Submission | null {
  if (Object.keys(validateSubmission(draft)).length > 0) return null;
  const notes = draft.notes.trim();
  const url = draft.videoUrl.trim();
  const result = SubmissionSchema.safeParse({
    prompt: draft.prompt.trim(),
    ...(url === '' ? {} : { videoUrl: url }),
    categoryId: draft.categoryId,
    tags: normalizeTags(draft.tags),
    ...(notes === '' ? {} : { notes }),
    safetyConfirmed: draft.safetyConfirmed.slice(0, SAFETY_REQUIRED_COUNT),
    submittedAt: submittedAt.toISOString(),
  });
  return result.success ? result.data : null;
}
