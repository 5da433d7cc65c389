import { expand } from '../../engine/expand.ts';
import { refine } from '../../engine/refine.ts';
import { similarity } from '../../engine/similarity.ts';
import { variants } from '../../engine/variants.ts';
import { estimateTokens } from '../../domain/prompt/estimate-tokens.ts';
import type { TextEngine } from './text-engine.ts';

/** Similarity of a variant to its original, as the embedded engine measures it (0..1). */
export function variantSimilarity(original: string, variant: string): number {
  return similarity(original, variant);
}

/**
 * The embedded engine as a provider: pure, synchronous functions shared with the browser,
 * needing no network and no settings. Always `source: 'local'`.
 */
export function createLocalEngine(): TextEngine {
  return {
    kind: 'local',

    async generate(request) {
      const { prompt, ...rest } = expand(request.input, {
        mode: request.mode,
        duration: request.duration,
        language: request.language,
        seed: request.seed,
        model: request.model,
      });
      return {
        prompt,
        ...rest,
        estimatedTokens: estimateTokens(prompt),
        source: 'local',
        model: request.model,
      };
    },

    async optimize(request) {
      const result = refine(request.prompt, {
        style: request.style,
        intensity: request.intensity,
        enhancements: request.enhancements,
        duration: request.duration,
        language: request.language,
        seed: request.seed,
        model: request.model,
      });
      return { ...result, source: 'local', model: request.model };
    },

    async variants(request) {
      const result = variants(request.prompt, {
        levels: request.levels,
        duration: request.duration,
        language: request.language,
        seed: request.seed,
        model: request.model,
      });
      return { ...result, source: 'local', model: request.model };
    },
  };
}
