import type { GeneratorDuration, Intensity } from '../domain/schemas/prompt-common.ts';
import type { VariantItem } from '../domain/schemas/variants.ts';
import type { Language } from '../domain/schemas/template.ts';
import { DEFAULT_SEED } from './expand.ts';
import { rewriteLevels } from './rewrite.ts';
import { similarity } from './similarity.ts';

export interface VariantsOptions {
  /** Levels to return, in this order; repeats are ignored. */
  levels: readonly Intensity[];
  duration: GeneratorDuration;
  language?: Language;
  seed?: number;
}

export interface VariantsResult {
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
  const { original, drafts } = rewriteLevels(prompt, {
    duration: options.duration,
    language: options.language,
    seed: options.seed ?? DEFAULT_SEED,
    enhancements: [],
    target: undefined,
  });
  const levels = [...new Set(options.levels)];
  return {
    variants: levels.map((level) => ({
      level,
      prompt: drafts[level].text,
      similarity: similarity(original, drafts[level].text),
      changes: drafts[level].changes,
    })),
  };
}
