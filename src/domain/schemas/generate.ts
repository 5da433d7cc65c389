import { z } from 'zod/mini';
import {
  GeneratorInputSchema,
  PromptTextSchema,
  RequestDurationSchema,
  RequestLanguageSchema,
  RequestModelSchema,
  ResultSourceSchema,
  SeedSchema,
  durationCheck,
  withModelDuration,
} from './prompt-common.ts';
import { ModelResultFields } from './model-result.ts';

/** Quick generator modes: Fast stays short (about 500 characters), Advanced goes up to 2000. */
export const GENERATE_MODES = ['fast', 'advanced'] as const;
export const GenerateModeSchema = z.enum(GENERATE_MODES);
export type GenerateMode = z.infer<typeof GenerateModeSchema>;

/**
 * Body of POST /api/generate-prompt (spec 7), plus `model`. The duration must be one the model
 * offers; left out, it is the model's default (15s for universal).
 */
export const GenerateRequestBodySchema = z
  .object({
    input: GeneratorInputSchema,
    mode: z._default(GenerateModeSchema, 'fast'),
    duration: RequestDurationSchema,
    language: RequestLanguageSchema,
    seed: SeedSchema,
    model: RequestModelSchema,
  })
  .check(durationCheck);
export const GenerateRequestSchema = z.pipe(
  GenerateRequestBodySchema,
  z.transform(withModelDuration),
);
/** A parsed generate request: defaults filled in. */
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;
/** What a client may send: defaulted fields may be left out. */
export type GenerateRequestInput = z.input<typeof GenerateRequestSchema>;

/** Response of POST /api/generate-prompt. */
export const GenerateResultSchema = z.object({
  prompt: PromptTextSchema,
  /** Plain-language notes of what was added, in the requested language. */
  enhancements: z.array(z.string()),
  /** Prompt length divided by 4, rounded up. */
  estimatedTokens: z.int().check(z.nonnegative()),
  source: ResultSourceSchema,
  ...ModelResultFields,
});
export type GenerateResult = z.infer<typeof GenerateResultSchema>;
