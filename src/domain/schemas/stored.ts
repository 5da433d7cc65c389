import { z } from 'zod/mini';
import { HISTORY_MAX } from '../limits.ts';
import { TEMPLATE_ID_PATTERN } from './template.ts';

/**
 * Local-storage keys (spec 3 and 4). The favorites key keeps the upstream generator's name
 * because existing visitors' favorites live under it.
 */
export const STORAGE_KEYS = {
  favorites: 'sora-prompt-favorites',
  language: 'language',
  history: 'promptreel-history',
  builderDraft: 'promptreel-builder-draft',
  inviteCopies: 'promptreel-invite-copies',
  /** Submissions are stored under this prefix plus a random id. */
  submissionPrefix: 'promptreel-submission-',
} as const;

/**
 * Favorite template ids as stored. Parsed with this schema so corrupt storage is detected and
 * ignored (spec 4) rather than crashing the page; unknown ids are dropped by the caller.
 */
export const FavoritesSchema = z.array(z.string().check(z.regex(TEMPLATE_ID_PATTERN)));
export type Favorites = z.infer<typeof FavoritesSchema>;

/** The last generator prompts, newest first, at most 10. */
export const GeneratorHistorySchema = z
  .array(z.string().check(z.minLength(1)))
  .check(z.maxLength(HISTORY_MAX));
export type GeneratorHistory = z.infer<typeof GeneratorHistorySchema>;

/**
 * Add a prompt to the history: newest first, an identical earlier entry is moved rather than
 * repeated, and the list is cut to 10.
 */
export function pushHistory(history: readonly string[], prompt: string): string[] {
  const text = prompt.trim();
  if (text === '') return [...history].slice(0, HISTORY_MAX);
  return [text, ...history.filter((entry) => entry !== text)].slice(0, HISTORY_MAX);
}
