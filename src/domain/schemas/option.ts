import { z } from 'zod/mini';
import { LocalizedTextSchema } from './template.ts';

/**
 * One choice in a builder list. `value` is the English term that goes into the prompt (the
 * upstream generator reads English best); `label` is what a person reads in each language.
 */
export const OptionSchema = z.object({
  value: z.string().check(z.trim(), z.minLength(1)),
  label: LocalizedTextSchema,
});
export type Option = z.infer<typeof OptionSchema>;

/** A choice that may be flagged as popular (durations, aspect ratios). */
export const PopularOptionSchema = z.object({
  value: z.string().check(z.trim(), z.minLength(1)),
  label: LocalizedTextSchema,
  popular: z.boolean(),
});
export type PopularOption = z.infer<typeof PopularOptionSchema>;

/** Frame rates the builder offers; 24 is the film default and is left out of the prompt. */
export const FRAME_RATES = [24, 30, 60, 120, 240] as const;
export const FrameRateSchema = z.union([
  z.literal(24),
  z.literal(30),
  z.literal(60),
  z.literal(120),
  z.literal(240),
]);
export type FrameRate = z.infer<typeof FrameRateSchema>;

/** A frame-rate choice: the number plus its label. */
export const FrameRateOptionSchema = z.object({
  value: FrameRateSchema,
  label: LocalizedTextSchema,
});
export type FrameRateOption = z.infer<typeof FrameRateOptionSchema>;

/** Times of day (spec 3), in the order of a day. */
export const TIMES_OF_DAY = ['dawn', 'morning', 'day', 'afternoon', 'dusk', 'night'] as const;
export const TimeOfDaySchema = z.enum(TIMES_OF_DAY);
export type TimeOfDay = z.infer<typeof TimeOfDaySchema>;
