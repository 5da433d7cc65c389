import type { Language } from '../site/languages.ts';

/**
 * The language a prompt is written in when the person has not chosen one (issue 19, point 1):
 * the page's language when the model reads it, else the language the model reads best (the
 * first of its `languages`). So a Chinese page writes English for Veo, Runway, Luma and Sora,
 * which read English only, and Chinese for Kling, Seedance, Wan, Hailuo and universal.
 */
export function defaultPromptLanguage(
  pageLanguage: Language,
  modelLanguages: readonly Language[] = [],
): Language {
  return modelLanguages.length === 0 || modelLanguages.includes(pageLanguage)
    ? pageLanguage
    : (modelLanguages[0] ?? pageLanguage);
}
