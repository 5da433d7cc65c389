import { z } from 'zod/mini';
import {
  AUDIO_KINDS,
  AspectRatioSchema,
  IsoDateSchema,
  ModelIdSchema,
  NEGATIVE_PROMPT_KINDS,
} from '../models/model-profile-schema.ts';
import { LanguageSchema } from './template.ts';

/** Query of GET /api/models: the language of the names (English when left out). */
export const ModelsQuerySchema = z.object({ lang: z._default(LanguageSchema, 'en') });

/** One model as GET /api/models describes it (see model-summary.ts). */
export const ModelSummarySchema = z.object({
  id: ModelIdSchema,
  name: z.string(),
  maker: z.string(),
  status: z.enum(['active', 'retired']),
  retiredOn: z.optional(IsoDateSchema),
  promptLimit: z.int().check(z.positive()),
  promptLimitZh: z.optional(z.int().check(z.positive())),
  durations: z.array(z.string().check(z.regex(/^\d{1,2}s$/))).check(z.minLength(1)),
  defaultDuration: z.string().check(z.regex(/^\d{1,2}s$/)),
  aspectRatios: z.array(AspectRatioSchema),
  resolutions: z.array(z.string()),
  negativePrompt: z.enum(NEGATIVE_PROMPT_KINDS),
  languages: z.array(LanguageSchema),
  multiShot: z.boolean(),
  audio: z.enum(AUDIO_KINDS),
  sources: z.array(z.string().check(z.regex(/^https:\/\//))),
  checkedOn: z.optional(IsoDateSchema),
  unverified: z.array(z.string()),
});

/** Response of GET /api/models. */
export const ModelsResponseSchema = z.object({ models: z.array(ModelSummarySchema) });
export type ModelsResponse = z.infer<typeof ModelsResponseSchema>;
