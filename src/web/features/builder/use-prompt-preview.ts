import { useMemo } from 'react';
import type { PromptBreakdown } from '../../../domain/prompt/assemble-prompt.ts';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import type { Language } from '../../../domain/site/languages.ts';
import type { BuilderRules } from './use-builder-rules.ts';

export interface PromptPreview {
  prompt: string;
  tokens: number;
  breakdown: PromptBreakdown;
}

/**
 * The assembled prompt for the current form, in the chosen prompt language, or null while the five key fields are not all
 * filled (or the rules chunk has not arrived). Assembly is a few string joins: it runs in the
 * render of the keystroke itself, so the preview never lags a frame behind the field.
 */
export function usePromptPreview(
  form: BuilderForm,
  rules: BuilderRules | null,
  language: Language,
): PromptPreview | null {
  return useMemo(() => {
    if (!rules || !rules.isPreviewReady(form)) return null;
    const prompt = rules.assemblePrompt(form, language);
    return {
      prompt,
      tokens: rules.estimateTokens(prompt),
      breakdown: rules.assembleBreakdown(form, language),
    };
  }, [form, rules, language]);
}
