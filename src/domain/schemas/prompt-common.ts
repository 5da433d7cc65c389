import { z } from 'zod/mini';
import { INPUT_MAX, REFINE_MAX, REFINE_MIN } from '../limits.ts';
import { cleanText } from './clean-text.ts';
import { LanguageSchema } from './template.ts';

/** The durations the generator, refiner and variants offer (spec 9); 15s is the default. */
export const GENERATOR_DURATIONS = ['10s', '15s', '25s'] as const;
export const GeneratorDurationSchema = z.enum(GENERATOR_DURATIONS);
export type GeneratorDuration = z.infer<typeof GeneratorDurationSchema>;
export const DEFAULT_GENERATOR_DURATION: GeneratorDuration = '15s';

/** Rewrite intensities: light tweaks, medium re-shoots, heavy re-imagines. */
export const INTENSITIES = ['light', 'medium', 'heavy'] as const;
export const IntensitySchema = z.enum(INTENSITIES);
export type Intensity = z.infer<typeof IntensitySchema>;

/** Where a result came from: the embedded engine or an external AI provider. */
export const RESULT_SOURCES = ['local', 'ai'] as const;
export const ResultSourceSchema = z.enum(RESULT_SOURCES);
export type ResultSource = z.infer<typeof ResultSourceSchema>;

/** Output language of the scaffolding; when left out, the language the idea is written in. */
export const RequestLanguageSchema = z.optional(LanguageSchema);

/**
 * Optional seed for the deterministic engine. Regenerate sends a new one; a 32-bit range is all
 * the engine's PRNG uses, so larger values are refused rather than silently truncated.
 */
export const SeedSchema = z.optional(z.int().check(z.gte(-2147483648), z.lte(4294967295)));

/**
 * Generator input: cleaned of invisible and unsafe characters (see cleanText), trimmed, not
 * empty, at most 2000 characters. Cleaning comes first, so the limits count what the engine
 * will see; the browser and the server parse with this same schema.
 */
export const GeneratorInputSchema = z
  .string()
  .check(z.overwrite(cleanText), z.trim(), z.minLength(1), z.maxLength(INPUT_MAX));

/** A prompt to refine or vary: cleaned like the generator input, trimmed, 10 to 2000 characters. */
export const RefinablePromptSchema = z
  .string()
  .check(z.overwrite(cleanText), z.trim(), z.minLength(REFINE_MIN), z.maxLength(REFINE_MAX));

/** A finished prompt text in a response (never longer than the generator cap). */
export const PromptTextSchema = z.string().check(z.minLength(1), z.maxLength(INPUT_MAX));
