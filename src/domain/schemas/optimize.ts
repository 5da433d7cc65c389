import { z } from 'zod/mini';
import {
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

/** Target styles as the API names them (the refiner page's "animation" is sent as "animated"). */
export const REFINE_STYLES = ['realistic', 'cinematic', 'animated'] as const;
export const RefineStyleSchema = z.enum(REFINE_STYLES);
export type RefineStyle = z.infer<typeof RefineStyleSchema>;

/** Enhancement flags as the API names them (spec 7). */
export const ENHANCEMENT_NAMES = [
  'camera_work',
  'physics_constraints',
  'audio_suggestions',
  'safety_guidelines',
] as const;
export const EnhancementNameSchema = z.enum(ENHANCEMENT_NAMES);
export type EnhancementName = z.infer<typeof EnhancementNameSchema>;

/** Body of POST /api/optimize-prompt (spec 7). */
export const OptimizeRequestBodySchema = z
  .object({
    prompt: RefinablePromptSchema,
    style: z._default(RefineStyleSchema, 'cinematic'),
    intensity: z._default(IntensitySchema, 'medium'),
    enhancements: z._default(
      z.array(EnhancementNameSchema).check(z.maxLength(ENHANCEMENT_NAMES.length)),
      [],
    ),
    duration: RequestDurationSchema,
    language: RequestLanguageSchema,
    seed: SeedSchema,
    model: RequestModelSchema,
  })
  .check(durationCheck);
export const OptimizeRequestSchema = z.pipe(
  OptimizeRequestBodySchema,
  z.transform(withModelDuration),
);
export type OptimizeRequest = z.infer<typeof OptimizeRequestSchema>;
export type OptimizeRequestInput = z.input<typeof OptimizeRequestSchema>;

/** One text per intensity. */
export const LevelTextsSchema = z.object({
  light: PromptTextSchema,
  medium: PromptTextSchema,
  heavy: PromptTextSchema,
});
export type LevelTexts = z.infer<typeof LevelTextsSchema>;

/** Human-readable change notes per intensity. */
export const LevelChangesSchema = z.object({
  light: z.array(z.string()),
  medium: z.array(z.string()),
  heavy: z.array(z.string()),
});
export type LevelChanges = z.infer<typeof LevelChangesSchema>;

/** Response of POST /api/optimize-prompt. */
export const OptimizeResultSchema = z.object({
  original: z.string(),
  variants: LevelTextsSchema,
  changes: LevelChangesSchema,
  source: ResultSourceSchema,
  ...ModelResultFields,
});
export type OptimizeResult = z.infer<typeof OptimizeResultSchema>;
