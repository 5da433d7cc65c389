import { htmlLangOf, type Language } from './languages.ts';
import { localizePath, stripLanguage } from './routes.ts';

export interface PageMetaInput {
  /** The site origin, e.g. https://promptreel.app (no trailing slash). */
  siteUrl: string;
  /** The page path in either language (the language group is taken from `language`). */
  path: string;
  language: Language;
  title: string;
  description: string;
  keywords: string;
  siteName: string;
  /** Pages that must not be indexed (not-found pages). */
  noindex?: boolean;
}

export interface MetaTag {
  /** `name` for standard and Twitter tags, `property` for Open Graph. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface LinkTag {
  rel: 'canonical' | 'alternate';
  href: string;
  hrefLang?: 'en' | 'zh' | 'x-default';
}

export interface PageMeta {
  title: string;
  htmlLang: 'en' | 'zh-CN';
  metas: MetaTag[];
  links: LinkTag[];
}

/** The link-preview card (public/og-image.png, made by scripts/make-og-image.mjs). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

// Kept with the languages (the page shell needs it without the rest of this module).
export { htmlLangOf };

/**
 * Everything a page puts in its head for search engines and link previews: canonical URL,
 * alternate-language links (en, zh, x-default → en), Open Graph and Twitter tags.
 */
export function buildPageMeta(input: PageMetaInput): PageMeta {
  const englishPath = stripLanguage(input.path);
  const urlOf = (language: Language) => `${input.siteUrl}${localizePath(englishPath, language)}`;
  const canonical = urlOf(input.language);
  const metas: MetaTag[] = [
    { attribute: 'name', key: 'description', content: input.description },
    { attribute: 'name', key: 'keywords', content: input.keywords },
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:site_name', content: input.siteName },
    { attribute: 'property', key: 'og:title', content: input.title },
    { attribute: 'property', key: 'og:description', content: input.description },
    { attribute: 'property', key: 'og:url', content: canonical },
    {
      attribute: 'property',
      key: 'og:locale',
      content: input.language === 'zh' ? 'zh_CN' : 'en_US',
    },
    {
      attribute: 'property',
      key: 'og:locale:alternate',
      content: input.language === 'zh' ? 'en_US' : 'zh_CN',
    },
    { attribute: 'property', key: 'og:image', content: `${input.siteUrl}${OG_IMAGE.path}` },
    { attribute: 'property', key: 'og:image:width', content: String(OG_IMAGE.width) },
    { attribute: 'property', key: 'og:image:height', content: String(OG_IMAGE.height) },
    { attribute: 'property', key: 'og:image:alt', content: input.siteName },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:image', content: `${input.siteUrl}${OG_IMAGE.path}` },
    { attribute: 'name', key: 'twitter:title', content: input.title },
    { attribute: 'name', key: 'twitter:description', content: input.description },
  ];
  if (input.noindex) metas.push({ attribute: 'name', key: 'robots', content: 'noindex' });
  const links: LinkTag[] = input.noindex
    ? []
    : [
        { rel: 'canonical', href: canonical },
        { rel: 'alternate', hrefLang: 'en', href: urlOf('en') },
        { rel: 'alternate', hrefLang: 'zh', href: urlOf('zh') },
        { rel: 'alternate', hrefLang: 'x-default', href: urlOf('en') },
      ];
  return { title: input.title, htmlLang: htmlLangOf(input.language), metas, links };
}
