import type { VariantItem } from '../../../domain/schemas/variants.ts';
import { promptLanguage } from '../prompt-results/prompt-language.ts';
import { LEVELS, type ResultSet } from '../prompt-results/result-model.ts';
import {
  buildResultSet,
  loadMeasures,
  writtenFor,
  type RawResult,
} from '../prompt-results/result-set.ts';
import type { DurationText, ModelId } from '../../../domain/models/model-ids.ts';
import type { PromptSettings } from '../../../domain/prompt/render/render-types.ts';
import { withFallback } from '../prompt-results/with-fallback.ts';

/** The API's fallback message when its answer has no `error` field (spec 8). */
const API_FAILURE = 'Failed to generate variants';

/**
 * Three variants of a prompt: POST /api/generate-variants, or, when that fails in any way,
 * the browser's own engine (marked offline). Everything heavy is imported on demand. Throws
 * only when the local engine fails as well. The variants are written in the prompt's own
 * language.
 */
export async function generateVariants(
  prompt: string,
  duration: DurationText,
  model: ModelId,
): Promise<ResultSet> {
  const language = promptLanguage(prompt);
  const levels = [...LEVELS];
  const { result, offline } = await withFallback<{
    variants: readonly VariantItem[];
    settings: PromptSettings;
    negativePrompt?: string;
    overLimit?: boolean;
  }>(
    async () => {
      const [{ postJson }, { VariantsResultSchema }] = await Promise.all([
        import('../../lib/api-client.ts'),
        import('../../../domain/schemas/variants.ts'),
      ]);
      return postJson(
        '/api/generate-variants',
        { prompt, levels, duration, language, model },
        VariantsResultSchema,
        { fallbackMessage: API_FAILURE },
      );
    },
    async () => {
      const [{ variants }, { VariantsRequestSchema }] = await Promise.all([
        import('../../../engine/variants.ts'),
        import('../../../domain/schemas/variants.ts'),
      ]);
      // The same parse the server does: the engine sees the prompt cleaned of control, bidi
      // and other invisible characters, whichever side runs it.
      const request = VariantsRequestSchema.parse({
        prompt,
        levels,
        duration,
        language,
        model,
      });
      return variants(request.prompt, request);
    },
  );

  // Cards in level order, whatever order the answer used.
  const raw = LEVELS.flatMap((level): RawResult[] => {
    const item = result.variants.find((variant) => variant.level === level);
    return item ? [item] : [];
  });
  return buildResultSet(
    prompt,
    raw,
    offline,
    await loadMeasures(),
    writtenFor(model, language, result),
  );
}
