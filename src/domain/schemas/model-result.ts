import { z } from 'zod/mini';
import { AspectRatioSchema, ModelIdSchema } from '../models/model-profile-schema.ts';

/** Duration, ratio and resolution, set outside the prompt where the model takes them so. */
export const PromptSettingsSchema = z.object({
  duration: z.string().check(z.regex(/^\d{1,2}s$/)),
  aspectRatio: z.optional(AspectRatioSchema),
  resolution: z.optional(z.string()),
});

/**
 * What every answer adds for its model (issue 16, point 3): which model it was written for,
 * the settings, the negative prompt where the model has that field, and `overLimit` when the
 * person's words alone are longer than the model takes.
 */
export const ModelResultFields = {
  model: ModelIdSchema,
  settings: PromptSettingsSchema,
  negativePrompt: z.optional(z.string().check(z.minLength(1))),
  overLimit: z.optional(z.boolean()),
};
