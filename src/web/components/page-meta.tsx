import { useTranslation } from '../i18n/i18n-context.tsx';
import { useLocation } from 'react-router';
import { buildPageMeta } from '../../domain/site/page-meta.ts';
import { useLanguage } from '../i18n/use-language.ts';

declare const __SITE_URL__: string;

/**
 * The page's head tags. React 19 hoists <title>, <meta> and <link> into <head>, also while
 * prerendering, so every page ships its metadata in static HTML.
 */
export function PageMeta({
  title,
  description,
  keywords,
  noindex = false,
}: {
  title: string;
  description: string;
  keywords?: string;
  noindex?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const meta = buildPageMeta({
    siteUrl: __SITE_URL__,
    path: pathname,
    language: useLanguage(),
    title,
    description,
    keywords: keywords ?? t('meta.defaultKeywords'),
    siteName: t('meta.siteName'),
    noindex,
  });
  return (
    <>
      <title>{meta.title}</title>
      {meta.metas.map((m) =>
        m.attribute === 'name' ? (
          <meta key={m.key} name={m.key} content={m.content} />
        ) : (
          <meta key={m.key} property={m.key} content={m.content} />
        ),
      )}
      {meta.links.map((l) => (
        <link
          key={`${l.rel}-${l.hrefLang ?? ''}`}
          rel={l.rel}
          href={l.href}
          hrefLang={l.hrefLang}
        />
      ))}
    </>
  );
}
