import type { LevelChanges, LevelTexts } from '../../../domain/schemas/optimize.ts';
import { promptLanguage } from '../prompt-results/prompt-language.ts';
import { LEVELS, type ResultSet } from '../prompt-results/result-model.ts';
import { buildResultSet, loadMeasures, writtenFor } from '../prompt-results/result-set.ts';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { PromptSettings } from '../../../domain/prompt/render/render-types.ts';
import { withFallback } from '../prompt-results/with-fallback.ts';
import type { RefinerOptions } from './refiner-options.ts';

/** The API's fallback message when its answer has no `error` field (spec 8). */
const API_FAILURE = 'Failed to optimize prompt';

/**
 * Refines a prompt: POST /api/optimize-prompt, or, when that fails in any way, the browser's
 * own engine (marked offline). The schemas, the API client and the engine are imported here,
 * on demand, so none of them weighs on the page's first load. Throws only when the local
 * engine fails as well. The rewrite is written in the prompt's own language.
 */
export async function refinePrompt(
  prompt: string,
  options: RefinerOptions,
  model: ModelId,
): Promise<ResultSet> {
  const language = promptLanguage(prompt);
  const { result, offline } = await withFallback<{
    variants: LevelTexts;
    changes: LevelChanges;
    settings: PromptSettings;
    negativePrompt?: string;
    overLimit?: boolean;
  }>(
    async () => {
      const [{ postJson }, { OptimizeResultSchema }, { toOptimizeRequest }] = await Promise.all([
        import('../../lib/api-client.ts'),
        import('../../../domain/schemas/optimize.ts'),
        import('../../../domain/schemas/refiner-options.ts'),
      ]);
      return postJson(
        '/api/optimize-prompt',
        { ...toOptimizeRequest(prompt, options, model), language },
        OptimizeResultSchema,
        { fallbackMessage: API_FAILURE },
      );
    },
    async () => {
      const [{ refine }, { OptimizeRequestSchema }, { toOptimizeRequest }] = await Promise.all([
        import('../../../engine/refine.ts'),
        import('../../../domain/schemas/optimize.ts'),
        import('../../../domain/schemas/refiner-options.ts'),
      ]);
      // The same request the server would get, with the same defaults filled in.
      const request = OptimizeRequestSchema.parse({
        ...toOptimizeRequest(prompt, options, model),
        language,
      });
      return refine(request.prompt, request);
    },
  );

  // The optimize answer has no similarity: the engine's measure gives each card its match.
  return buildResultSet(
    prompt,
    LEVELS.map((level) => ({
      level,
      prompt: result.variants[level],
      changes: result.changes[level],
    })),
    offline,
    await loadMeasures(),
    writtenFor(model, language, result),
  );
}
