import { z } from 'zod/mini';
import { DEFAULT_GENERATOR_DURATION, IntensitySchema } from './prompt-common.ts';
import { DEFAULT_MODEL_ID, type ModelId } from '../models/model-ids.ts';
import type { EnhancementName, OptimizeRequestInput, RefineStyle } from './optimize.ts';

/** Target styles as the refiner page names them (spec 3). */
export const REFINER_TARGET_STYLES = ['realistic', 'cinematic', 'animation'] as const;
export const RefinerTargetStyleSchema = z.enum(REFINER_TARGET_STYLES);
export type RefinerTargetStyle = z.infer<typeof RefinerTargetStyleSchema>;

/**
 * The refiner's configuration sidebar (spec 3 "Refiner options"). Defaults: cinematic, medium,
 * 15s, camera on, physics on, audio off, safety on.
 */
export const RefinerOptionsSchema = z.object({
  targetStyle: z._default(RefinerTargetStyleSchema, 'cinematic'),
  intensity: z._default(IntensitySchema, 'medium'),
  /** One of the chosen model's lengths ("8s"); the request checks it against the model. */
  duration: z._default(
    z.string().check(z.regex(/^\d{1,2}s$/)),
    DEFAULT_GENERATOR_DURATION as string,
  ),
  enhanceCamera: z._default(z.boolean(), true),
  enhancePhysics: z._default(z.boolean(), true),
  addAudio: z._default(z.boolean(), false),
  addSafety: z._default(z.boolean(), true),
});
export type RefinerOptions = z.infer<typeof RefinerOptionsSchema>;

/** The API's name for a page target style: "animation" is sent as "animated" (spec 7). */
export function toRefineStyle(style: RefinerTargetStyle): RefineStyle {
  return style === 'animation' ? 'animated' : style;
}

/** The switched-on enhancement flags by their API names, in a fixed order. */
export function toEnhancementNames(options: RefinerOptions): EnhancementName[] {
  const names: EnhancementName[] = [];
  if (options.enhanceCamera) names.push('camera_work');
  if (options.enhancePhysics) names.push('physics_constraints');
  if (options.addAudio) names.push('audio_suggestions');
  if (options.addSafety) names.push('safety_guidelines');
  return names;
}

/** The optimize request body for a prompt, the sidebar's options and the chosen model. */
export function toOptimizeRequest(
  prompt: string,
  options: RefinerOptions,
  model: ModelId = DEFAULT_MODEL_ID,
): OptimizeRequestInput {
  return {
    prompt,
    style: toRefineStyle(options.targetStyle),
    intensity: options.intensity,
    enhancements: toEnhancementNames(options),
    duration: options.duration,
    model,
  };
}
