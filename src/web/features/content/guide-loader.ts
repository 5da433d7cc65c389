import { SAFETY_RULE_CATEGORIES } from '../../../domain/data/safety-rules.ts';
import { MODEL_PROFILES } from '../../../domain/models/model-profiles.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { modelRows } from './model-table/model-rows.ts';

/**
 * Runs at build time only (prerender): the 8 safety rule categories and the model table travel
 * inside the guide's HTML in its one language, so no page's JavaScript carries the rule texts
 * or the model profiles.
 */
export function guidePageData(language: Language) {
  return {
    models: modelRows(MODEL_PROFILES, language),
    safetyCategories: SAFETY_RULE_CATEGORIES.map((category) => ({
      id: category.id,
      name: category.name[language],
      rules: category.rules.map((rule) => ({
        id: rule.id,
        severity: rule.severity,
        description: rule.description[language],
        source: rule.source[language],
      })),
    })),
  };
}

export type GuidePageData = ReturnType<typeof guidePageData>;
