import { z } from 'zod/mini';
import {
  DEFAULT_GENERATOR_DURATION,
  GeneratorDurationSchema,
  GeneratorInputSchema,
  PromptTextSchema,
  RequestLanguageSchema,
  ResultSourceSchema,
  SeedSchema,
} from './prompt-common.ts';

/** Quick generator modes: Fast stays short (about 500 characters), Advanced goes up to 2000. */
export const GENERATE_MODES = ['fast', 'advanced'] as const;
export const GenerateModeSchema = z.enum(GENERATE_MODES);
export type GenerateMode = z.infer<typeof GenerateModeSchema>;

/** Body of POST /api/generate-prompt (spec 7). */
export const GenerateRequestSchema = z.object({
  input: GeneratorInputSchema,
  mode: z._default(GenerateModeSchema, 'fast'),
  duration: z._default(GeneratorDurationSchema, DEFAULT_GENERATOR_DURATION),
  language: RequestLanguageSchema,
  seed: SeedSchema,
});
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
});
export type GenerateResult = z.infer<typeof GenerateResultSchema>;
