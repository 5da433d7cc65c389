import { CATEGORIES } from '../../../domain/data/categories.ts';
import { SAFETY_CHECKLIST } from '../../../domain/data/safety-checklist.ts';
import type { Language } from '../../../domain/site/languages.ts';

/**
 * Runs at build time only (prerender): the category names and the safety checklist travel
 * inside the page's HTML in its one language, so the form's JavaScript carries neither.
 */
export function submitPageData(language: Language) {
  return {
    categories: CATEGORIES.map((c) => ({ id: c.id, name: c.name[language] })),
    checklist: SAFETY_CHECKLIST.map((item) => ({
      id: item.id,
      required: item.required,
      text: item.text[language],
    })),
  };
}

export type SubmitPageData = ReturnType<typeof submitPageData>;
