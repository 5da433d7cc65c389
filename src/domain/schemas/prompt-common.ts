import { z } from 'zod/mini';
import { INPUT_MAX, REFINE_MAX, REFINE_MIN } from '../limits.ts';
import { DEFAULT_MODEL_ID, type DurationText, type ModelId } from '../models/model-ids.ts';
import { ModelIdSchema } from '../models/model-profile-schema.ts';
import { durationTexts, getProfile } from '../models/model-profiles.ts';
import { cleanText } from './clean-text.ts';
import { LanguageSchema } from './template.ts';

/** The durations the generator, refiner and variants offer (spec 9); 15s is the default. */
export const GENERATOR_DURATIONS = ['10s', '15s', '25s'] as const;
export const GeneratorDurationSchema = z.enum(GENERATOR_DURATIONS);
export type GeneratorDuration = z.infer<typeof GeneratorDurationSchema>;
export const DEFAULT_GENERATOR_DURATION: GeneratorDuration = '15s';

/** The model a request writes for; universal (the spec's layout) when left out. */
export const RequestModelSchema = z._default(ModelIdSchema, DEFAULT_MODEL_ID);

/**
 * A requested clip length ("8s"). Which lengths are allowed depends on the model, so the
 * request schemas check it against the model's profile (durationCheck) and fill the model's
 * default when it is left out (withModelDuration).
 */
export const RequestDurationSchema = z.optional(z.string());

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/**
 * The duration must be one the model offers: a 400 names the allowed values (for universal
 * the spec's 10s, 15s and 25s, as before models existed). Runs even when other fields are
 * wrong, so one answer names every problem.
 */
export const durationCheck = z.superRefine<{ model?: unknown; duration?: unknown }>(
  (request, ctx) => {
    // Runs even when the body is not an object (null, a string): the object check reports that.
    if (typeof request !== 'object' || request === null) return;
    if (typeof request.duration !== 'string') return;
    const model = ModelIdSchema.safeParse(request.model ?? DEFAULT_MODEL_ID);
    if (!model.success) return;
    const profile = getProfile(model.data);
    const allowed = durationTexts(profile);
    if (allowed.includes(request.duration)) return;
    const suffix = profile.id === DEFAULT_MODEL_ID ? '' : ` (${profile.names.en})`;
    ctx.issues.push({
      code: 'custom',
      message: `must be one of ${quoted(allowed)}${suffix}`,
      input: request.duration,
      path: ['duration'],
    });
  },
  { when: () => true },
);

/** A parsed request with the model's default duration filled in when none was given. */
export function withModelDuration<T extends { model: ModelId; duration?: string }>(
  request: T,
): Omit<T, 'duration'> & { duration: DurationText } {
  const duration = (request.duration ??
    `${getProfile(request.model).defaultDuration}s`) as DurationText;
  return { ...request, duration };
}

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
