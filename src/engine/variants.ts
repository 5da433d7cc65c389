import type { DurationText, ModelId } from '../domain/models/model-ids.ts';
import type { Intensity } from '../domain/schemas/prompt-common.ts';
import type { VariantItem } from '../domain/schemas/variants.ts';
import type { Language } from '../domain/schemas/template.ts';
import { DEFAULT_SEED } from './expand.ts';
import { levelsForModel, type ProfileExtras } from './render.ts';
import { rewriteLevels } from './rewrite.ts';
import { similarity } from './similarity.ts';

export interface VariantsOptions {
  /** Levels to return, in this order; repeats are ignored. */
  levels: readonly Intensity[];
  /** One of the model's durations. */
  duration: DurationText;
  language?: Language;
  seed?: number;
  /** The model the texts are written for; universal (today's layout) when left out. */
  model?: ModelId;
}

export interface VariantsResult extends ProfileExtras {
  variants: VariantItem[];
}

/**
 * A/B variants of a prompt (the variants page): for each requested level, the rewritten text,
 * its level, its similarity to the original (see similarity.ts: mean of word Jaccard and token
 * LCS ratio) and notes such as "Lighting: golden hour → blue hour". Heavy moves to an artistic
 * direction the prompt does not already have, chosen by the seed. Because each level builds on
 * the one before, similarity falls from light to medium to heavy on typical prompts.
 */
export function variants(prompt: string, options: VariantsOptions): VariantsResult {
  const rewrites = rewriteLevels(prompt, {
    duration: options.duration,
    language: options.language,
    seed: options.seed ?? DEFAULT_SEED,
    enhancements: [],
    target: undefined,
  });
  const { original } = rewrites;
  const { drafts, ...extras } = levelsForModel(
    options.model ?? 'universal',
    rewrites,
    options.duration,
  );
  const levels = [...new Set(options.levels)];
  return {
    variants: levels.map((level) => ({
      level,
      prompt: drafts[level].text,
      similarity: similarity(original, drafts[level].text),
      changes: drafts[level].changes,
    })),
    ...extras,
  };
}
