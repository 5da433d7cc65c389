import { useMemo } from 'react';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { PromptBreakdown } from '../../../domain/prompt/assemble-prompt.ts';
import type { PromptSettings } from '../../../domain/prompt/render/render-types.ts';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import type { Language } from '../../../domain/site/languages.ts';
import type { BuilderRules } from './use-builder-rules.ts';

export interface PromptPreview {
  prompt: string;
  tokens: number;
  breakdown: PromptBreakdown;
  /** Duration, ratio and resolution as the model takes them. */
  settings: PromptSettings;
  /** What must not appear, for a model with a negative-prompt field. */
  negativePrompt?: string;
  /** Longer than the model takes (the builder writes every part the person chose). */
  overLimit: boolean;
}

/**
 * The assembled prompt for the current form, in the chosen prompt language and written for the
 * chosen model (through the same renderer as the generator's), or null while the five key fields are not all
 * filled (or the rules chunk has not arrived). Assembly is a few string joins: it runs in the
 * render of the keystroke itself, so the preview never lags a frame behind the field.
 */
export function usePromptPreview(
  form: BuilderForm,
  rules: BuilderRules | null,
  language: Language,
  model: ModelId,
): PromptPreview | null {
  return useMemo(() => {
    if (!rules || !rules.isPreviewReady(form)) return null;
    const written = rules.assembleForModel(form, language, { model });
    return {
      ...written,
      tokens: rules.estimateTokens(written.prompt),
      breakdown: rules.assembleBreakdown(form, language),
    };
  }, [form, rules, language, model]);
}
