import { MODEL_PROFILES } from '../../../domain/models/model-profiles.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { replacementModels } from './model-table/model-rows.ts';

/**
 * Runs at build time only (prerender): the models that took Sora's place, named in the page's
 * language, travel inside its HTML rather than its JavaScript.
 */
export function invitePageData(language: Language) {
  return { models: replacementModels(MODEL_PROFILES, language) };
}
