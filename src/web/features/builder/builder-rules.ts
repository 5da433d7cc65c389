/**
 * Everything the builder needs from the domain that is not data: validation, prompt assembly,
 * the token estimate, the form schema (to check drafts and shared links) and the checklist's
 * select-all rule. The domain's validation module imports zod, so this module is only ever
 * loaded with import() (see use-builder-rules.ts): one lazy chunk right after hydration, never
 * part of the first load.
 */
import {
  assembleBreakdown,
  assembleForModel,
  assemblePrompt,
  isPreviewReady,
} from '../../../domain/prompt/assemble-prompt.ts';
import { defaultPromptLanguage } from '../../../domain/models/prompt-language-default.ts';
import { isStepComplete, validateStep } from '../../../domain/prompt/builder-steps.ts';
import { estimateTokens } from '../../../domain/prompt/estimate-tokens.ts';
import { BuilderFormSchema, type BuilderForm } from '../../../domain/schemas/builder-form.ts';
import { toggleAllSafetyChecks, uncheckedRequiredCount } from '../../../domain/schemas/safety.ts';
import { LanguageSchema } from '../../../domain/schemas/template.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { readJson } from '../../lib/storage.ts';

export {
  assembleBreakdown,
  assembleForModel,
  assemblePrompt,
  estimateTokens,
  isPreviewReady,
  isStepComplete,
  toggleAllSafetyChecks,
  uncheckedRequiredCount,
  validateStep,
};

/** A stored draft or a decoded share link, checked against the form schema; null if invalid. */
export function parseForm(data: unknown): BuilderForm | null {
  const parsed = BuilderFormSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The form schema for storage reads (readJson takes any schema with safeParse). */
export { BuilderFormSchema };

/**
 * The prompt language the person chose last time, checked against the language list; when
 * nothing (or something unreadable) is stored, the default for the model (issue 19.1): the
 * page language when the model reads it, else the model's best (defaultPromptLanguage).
 */
export function readPromptLanguage(
  pageLanguage: Language,
  modelLanguages?: readonly Language[],
): Language {
  const stored = readJson(STORAGE_KEYS.promptLanguage, LanguageSchema);
  return stored.status === 'ok'
    ? stored.value
    : defaultPromptLanguage(pageLanguage, modelLanguages);
}
