/**
 * The video models Promptreel writes for, by id. Kept free of zod (like limits.ts) so the
 * lazily loaded engine and the page shell can read them without the schema library. Versions
 * live in the profiles' names, so an id survives a new release.
 */
export const MODEL_IDS = [
  'universal',
  'veo',
  'kling',
  'seedance',
  'wan',
  'hailuo',
  'runway',
  'luma',
  'sora',
] as const;
export type ModelId = (typeof MODEL_IDS)[number];

/** Structured prose that reads well on any model; every request without `model` gets it. */
export const DEFAULT_MODEL_ID: ModelId = 'universal';

export const isModelId = (value: unknown): value is ModelId =>
  typeof value === 'string' && (MODEL_IDS as readonly string[]).includes(value);

/** A clip length as requests and settings write it: "8s". */
export type DurationText = `${number}s`;
