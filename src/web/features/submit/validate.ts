import {
  NOTES_MAX,
  SUBMIT_PROMPT_MAX,
  SUBMIT_PROMPT_MIN,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TAGS_MIN,
} from '../../../domain/limits.ts';

/**
 * Plain-function validation of the submission form. The domain's zod schema checks the final
 * record at submit time (lazily imported); this file keeps zod out of the page's first load so
 * errors can be computed on every keystroke for free.
 */

/** What the form holds while it is being filled in. */
export interface SubmissionValues {
  prompt: string;
  videoUrl: string;
  categoryId: string;
  tags: readonly string[];
  notes: string;
  /** Ticked checklist items by id. */
  checks: Readonly<Record<string, boolean>>;
}

/** Fields in the order they appear on the form: the page scrolls to the first with an error. */
export const FIELD_ORDER = ['prompt', 'categoryId', 'tags', 'videoUrl', 'notes', 'safety'] as const;
export type SubmissionField = (typeof FIELD_ORDER)[number];

export type SubmissionError =
  | { field: 'prompt'; key: 'promptRequired' }
  | { field: 'prompt'; key: 'promptTooShort'; count: number; min: number }
  | { field: 'prompt'; key: 'promptTooLong'; max: number }
  | { field: 'categoryId'; key: 'categoryRequired' }
  | { field: 'tags'; key: 'tagsRequired' }
  | { field: 'tags'; key: 'tagsTooMany'; max: number }
  | { field: 'videoUrl'; key: 'videoUrlInvalid' }
  | { field: 'notes'; key: 'notesTooLong'; max: number }
  | { field: 'safety'; key: 'safetyRequired'; total: number; unchecked: number };

export const EMPTY_VALUES: SubmissionValues = {
  prompt: '',
  videoUrl: '',
  categoryId: '',
  tags: [],
  notes: '',
  checks: {},
};

/** An http(s) link with a host, as the URL input's own check would accept. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * Adds a tag to the list: trimmed, capped in length; empty input, repeats (ignoring case) and
 * anything past the maximum are ignored. Returns the same array when nothing was added.
 */
export function addTag(tags: readonly string[], input: string): readonly string[] {
  const tag = input.trim().slice(0, TAG_MAX_LENGTH);
  if (tag === '' || tags.length >= TAGS_MAX) return tags;
  const key = tag.toLowerCase();
  if (tags.some((existing) => existing.toLowerCase() === key)) return tags;
  return [...tags, tag];
}

/** Every error of the form, in FIELD_ORDER: the first one is the field to scroll to. */
export function validateSubmission(
  values: SubmissionValues,
  requiredCheckIds: readonly string[],
): SubmissionError[] {
  const errors: SubmissionError[] = [];
  const prompt = values.prompt.trim();
  if (prompt === '') errors.push({ field: 'prompt', key: 'promptRequired' });
  else if (prompt.length < SUBMIT_PROMPT_MIN)
    errors.push({
      field: 'prompt',
      key: 'promptTooShort',
      count: prompt.length,
      min: SUBMIT_PROMPT_MIN,
    });
  else if (prompt.length > SUBMIT_PROMPT_MAX)
    errors.push({ field: 'prompt', key: 'promptTooLong', max: SUBMIT_PROMPT_MAX });

  if (values.categoryId === '') errors.push({ field: 'categoryId', key: 'categoryRequired' });

  if (values.tags.length < TAGS_MIN) errors.push({ field: 'tags', key: 'tagsRequired' });
  else if (values.tags.length > TAGS_MAX)
    errors.push({ field: 'tags', key: 'tagsTooMany', max: TAGS_MAX });

  const url = values.videoUrl.trim();
  if (url !== '' && !isHttpUrl(url)) errors.push({ field: 'videoUrl', key: 'videoUrlInvalid' });

  if (values.notes.trim().length > NOTES_MAX)
    errors.push({ field: 'notes', key: 'notesTooLong', max: NOTES_MAX });

  const unchecked = requiredCheckIds.filter((id) => values.checks[id] !== true).length;
  if (unchecked > 0)
    errors.push({
      field: 'safety',
      key: 'safetyRequired',
      total: requiredCheckIds.length,
      unchecked,
    });

  return errors.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

/** The errors as a map by field (each field has at most one). */
export function errorsByField(
  errors: readonly SubmissionError[],
): Partial<Record<SubmissionField, SubmissionError>> {
  const out: Partial<Record<SubmissionField, SubmissionError>> = {};
  for (const error of errors) out[error.field] ??= error;
  return out;
}
