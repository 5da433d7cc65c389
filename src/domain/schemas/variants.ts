import { z } from 'zod/mini';
import {
  INTENSITIES,
  IntensitySchema,
  PromptTextSchema,
  RefinablePromptSchema,
  RequestDurationSchema,
  RequestLanguageSchema,
  RequestModelSchema,
  ResultSourceSchema,
  SeedSchema,
  durationCheck,
  withModelDuration,
} from './prompt-common.ts';
import { ModelResultFields } from './model-result.ts';

/** 1 to 3 intensities, each at most once. */
export const VariantLevelsSchema = z.array(IntensitySchema).check(
  z.minLength(1),
  z.maxLength(INTENSITIES.length),
  z.refine((levels) => new Set(levels).size === levels.length, {
    message: 'levels must not repeat',
  }),
);

/** Body of POST /api/generate-variants (spec 7). */
export const VariantsRequestBodySchema = z
  .object({
    prompt: RefinablePromptSchema,
    levels: z._default(VariantLevelsSchema, () => [...INTENSITIES]),
    duration: RequestDurationSchema,
    language: RequestLanguageSchema,
    seed: SeedSchema,
    model: RequestModelSchema,
  })
  .check(durationCheck);
export const VariantsRequestSchema = z.pipe(
  VariantsRequestBodySchema,
  z.transform(withModelDuration),
);
export type VariantsRequest = z.infer<typeof VariantsRequestSchema>;
export type VariantsRequestInput = z.input<typeof VariantsRequestSchema>;

/** One A/B variant: its text, intensity, similarity to the original (0..1) and change notes. */
export const VariantItemSchema = z.object({
  level: IntensitySchema,
  prompt: PromptTextSchema,
  similarity: z.number().check(z.gte(0), z.lte(1)),
  changes: z.array(z.string()),
});
export type VariantItem = z.infer<typeof VariantItemSchema>;

/** Response of POST /api/generate-variants. */
export const VariantsResultSchema = z.object({
  variants: z.array(VariantItemSchema).check(z.minLength(1), z.maxLength(INTENSITIES.length)),
  source: ResultSourceSchema,
  ...ModelResultFields,
});
export type VariantsResult = z.infer<typeof VariantsResultSchema>;
