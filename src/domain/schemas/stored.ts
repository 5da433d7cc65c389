import { z } from 'zod/mini';
import { HISTORY_MAX } from '../limits.ts';
import { GenerateModeSchema } from './generate.ts';
import { ModelIdSchema } from '../models/model-profile-schema.ts';
import { TEMPLATE_ID_PATTERN } from './template.ts';

export { STORAGE_KEYS } from '../storage-keys.ts';

/**
 * Favorite template ids as stored. Parsed with this schema so corrupt storage is detected and
 * ignored (spec 4) rather than crashing the page; unknown ids are dropped by the caller.
 */
export const FavoritesSchema = z.array(z.string().check(z.regex(TEMPLATE_ID_PATTERN)));
export type Favorites = z.infer<typeof FavoritesSchema>;

/** One prompt of the quick generator's history, with what made it. */
export const GeneratorHistoryEntrySchema = z.object({
  prompt: z.string().check(z.minLength(1)),
  input: z.string(),
  mode: GenerateModeSchema,
  /** A length the model offered ("8s"); before models, always 10s, 15s or 25s. */
  duration: z.string().check(z.regex(/^\d{1,2}s$/)),
  /** The model it was written for; absent in entries from before models (universal). */
  model: z.optional(ModelIdSchema),
  /** ISO time the prompt was generated. */
  createdAt: z
    .string()
    .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date')),
});
export type GeneratorHistoryEntry = z.infer<typeof GeneratorHistoryEntrySchema>;

/**
 * The last generator prompts, newest first, at most 10. The home page reads them with a
 * hand-written guard instead (zod stays out of its first load); a test keeps the two agreeing.
 */
export const GeneratorHistorySchema = z
  .array(GeneratorHistoryEntrySchema)
  .check(z.maxLength(HISTORY_MAX));
export type GeneratorHistory = z.infer<typeof GeneratorHistorySchema>;
