import { SAFETY_RULE_CATEGORIES } from '../../../domain/data/safety-rules.ts';
import type { Language } from '../../../domain/site/languages.ts';

/**
 * Runs at build time only (prerender): the 8 safety rule categories travel inside the guide's
 * HTML in its one language, so the page's JavaScript does not carry the rule texts.
 */
export function guidePageData(language: Language) {
  return {
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
