import { Link, useLoaderData } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { PageMeta } from '../../components/page-meta.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import type { templateDetailLoader } from './template-detail-loader.ts';

export function TemplateDetailPage() {
  const { t } = useTranslation('templates');
  const { template } = useLoaderData<typeof templateDetailLoader>();
  const language = useLanguage();
  const localize = useLocalizedPath();

  if (!template) {
    return (
      <section className="container-page flex flex-col items-center py-24 text-center">
        <PageMeta
          title={t('detail.notFoundTitle')}
          description={t('detail.notFoundText')}
          noindex
        />
        <h1 className="text-3xl font-bold text-ink-950">{t('detail.notFoundTitle')}</h1>
        <p className="mt-3 text-ink-600">{t('detail.notFoundText')}</p>
        <Link to={localize(PAGE_PATHS.templates)} className={`${buttonClass()} mt-8`}>
          {t('detail.back')}
        </Link>
      </section>
    );
  }

  const title = template.title[language];
  return (
    <>
      <PageMeta
        title={t('detail.metaTitle', { title })}
        description={t('detail.metaDescription', {
          title,
          duration: template.duration,
          aspectRatio: template.aspectRatio,
        })}
      />
      <PageHeader title={title} intro={template.scene[language]} />
    </>
  );
}
