import { z } from 'zod/mini';
import { CHECK_SEVERITIES, RULE_IDS } from '../checker/check-types.ts';
import { CHECK_PROMPT_MAX } from '../limits.ts';
import { DEFAULT_MODEL_ID, MODEL_IDS } from '../models/model-ids.ts';
import { cleanText } from './clean-text.ts';
import { LanguageSchema } from './template.ts';

/** A clip length as requests write it: "8s". */
export const DurationTextSchema = z.string().check(
  z.refine((value) => /^\d{1,3}s$/.test(value), {
    message: 'must be a length in seconds such as "8s"',
  }),
);

/** The prompt to check: cleaned like the generator's input, trimmed, 1 to 5000 characters. */
export const CheckPromptTextSchema = z
  .string()
  .check(z.overwrite(cleanText), z.trim(), z.minLength(1), z.maxLength(CHECK_PROMPT_MAX));

/** Body of POST /api/check-prompt (issue 17 point 1). */
export const CheckRequestSchema = z.object({
  prompt: CheckPromptTextSchema,
  model: z._default(z.enum(MODEL_IDS), DEFAULT_MODEL_ID),
  duration: z.optional(DurationTextSchema),
  /** Language of the messages and fix labels. */
  language: z._default(LanguageSchema, 'en'),
});
export type CheckRequest = z.infer<typeof CheckRequestSchema>;
export type CheckRequestInput = z.input<typeof CheckRequestSchema>;

const offset = z.int().check(z.nonnegative());

export const CheckIssueSchema = z.object({
  rule: z.enum(RULE_IDS),
  severity: z.enum(CHECK_SEVERITIES),
  message: z.string().check(z.minLength(1)),
  span: z.optional(z.tuple([offset, offset])),
  fix: z.optional(z.object({ label: z.string(), prompt: z.string() })),
});

export const CheckStatsSchema = z.object({
  characters: offset,
  words: offset,
  estimatedTokens: offset,
  dialogueWords: offset,
  shots: offset,
  cameraMoves: offset,
});

/** The checker's answer (the API adds `source: "local"`: the rules run here, never upstream). */
export const CheckResultSchema = z.object({
  score: z.int().check(z.gte(0), z.lte(100)),
  issues: z.array(CheckIssueSchema),
  stats: CheckStatsSchema,
});

/** Response of POST /api/check-prompt. */
export const CheckResponseSchema = z.object({
  ...CheckResultSchema.shape,
  source: z.literal('local'),
});
export type CheckResponse = z.infer<typeof CheckResponseSchema>;

/** A prompt carried to the checker in session storage (src/web/features/checker/check-link.ts). */
export const CheckCarrySchema = z.object({ prompt: CheckPromptTextSchema });
