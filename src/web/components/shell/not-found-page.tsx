import { FileQuestion } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { PageMeta } from '../page-meta.tsx';
import { buttonClass } from '../ui/button.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <PageMeta title={t('notFound.metaTitle')} description={t('notFound.text')} noindex />
      <FileQuestion aria-hidden="true" className="size-12 text-brand-500" />
      <h1 className="mt-4 text-3xl font-bold text-ink-950">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-ink-600">{t('notFound.text')}</p>
      <Link to={localize(PAGE_PATHS.home)} className={`${buttonClass()} mt-8`}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
