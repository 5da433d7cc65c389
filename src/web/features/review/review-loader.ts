import { CATEGORIES } from '../../../domain/data/categories.ts';
import type { Language } from '../../../domain/site/languages.ts';

/** Build time only: category names in the page's language, embedded in its HTML. */
export function reviewPageData(language: Language) {
  return {
    categories: Object.fromEntries(CATEGORIES.map((c) => [c.id, c.name[language]])) as Record<
      string,
      string
    >,
  };
}
export type ReviewPageData = ReturnType<typeof reviewPageData>;
