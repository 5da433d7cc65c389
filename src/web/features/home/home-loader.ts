import { categoryById } from '../../../domain/data/categories.ts';
import { FAQ_TEASER_COUNT, FEATURED_TEMPLATES_MAX } from '../../../domain/limits.ts';
import { TEMPLATES } from '../../../domain/data/templates/all-templates.ts';
import type { Template } from '../../../domain/schemas/template.ts';
import { previewText, templatePrompt } from '../../../domain/search/template-card.ts';
import type { Language } from '../../../domain/site/languages.ts';
import faqEn from '../../i18n/locales/en/faq.json';
import homeEn from '../../i18n/locales/en/home.json';
import faqZh from '../../i18n/locales/zh/faq.json';
import homeZh from '../../i18n/locales/zh/home.json';

/** What a featured card on home shows, in one language. */
export interface FeaturedCard {
  id: string;
  title: string;
  categoryName: string;
  duration: string;
  aspectRatio: string;
  /** The prompt cut at 150 characters plus an ellipsis. */
  preview: string;
}

/** The featured templates, most copied first (ties keep library order), at most six. */
export function featuredCards(language: Language, templates: readonly Template[] = TEMPLATES) {
  return templates
    .filter((template) => template.featured)
    .map((template, index) => ({ template, index }))
    .sort((a, b) => b.template.popularity - a.template.popularity || a.index - b.index)
    .slice(0, FEATURED_TEMPLATES_MAX)
    .map(({ template }): FeaturedCard => ({
      id: template.id,
      title: template.title[language],
      categoryName: categoryById(template.categoryId).name[language],
      // "15 秒" on Chinese pages, as every Chinese page writes durations.
      duration: language === 'zh' ? template.duration.replace('s', ' 秒') : template.duration,
      aspectRatio: template.aspectRatio,
      preview: previewText(templatePrompt(template, language)),
    }));
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The first questions of the FAQ page, read from its own strings (one source of truth). */
export function faqTeaserItems(language: Language): FaqEntry[] {
  const faq = language === 'zh' ? faqZh : faqEn;
  return faq.items.slice(0, FAQ_TEASER_COUNT);
}

/**
 * Runs at build time only (prerender; client navigations read its prerendered .data file).
 * The page's strings, the featured cards and the FAQ entries travel as data inside the home
 * page's HTML instead of as JavaScript: the home page is the longest page and its strings
 * alone weigh about 4 KB gzip, which the first-load budget (150 KB) cannot spare.
 */
export function homeLoader(language: Language) {
  return () => ({
    strings: language === 'zh' ? homeZh : homeEn,
    featured: featuredCards(language),
    faq: faqTeaserItems(language),
  });
}

export type HomeLoaderData = ReturnType<ReturnType<typeof homeLoader>>;
