import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n-context.tsx';
import { PageMeta } from './page-meta.tsx';
import type { PageNamespace } from './page-intro.tsx';
import { PageHeader } from './ui/page-header.tsx';

/** The head tags plus the title and introduction of an inner page, from its namespace. */
export function PageIntro({
  ns,
  children,
  noindex,
}: {
  ns: PageNamespace;
  children?: ReactNode;
  /** Keep the page out of search engines (the review page). */
  noindex?: boolean;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageMeta
        title={t('meta.title')}
        description={t('meta.description')}
        keywords={t('meta.keywords')}
        noindex={noindex}
      />
      <PageHeader title={t('header.title')} intro={t('header.intro')}>
        {children}
      </PageHeader>
    </>
  );
}
