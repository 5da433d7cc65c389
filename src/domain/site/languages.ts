/**
 * The product's languages. Kept free of zod so the page shell can import it without pulling
 * the schema library into every page's first load.
 */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The html lang attribute of a language. */
export function htmlLangOf(language: Language): 'en' | 'zh-CN' {
  return language === 'zh' ? 'zh-CN' : 'en';
}
