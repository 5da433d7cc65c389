import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { buttonClass } from '../ui/button.tsx';
import { PageMeta } from '../page-meta.tsx';

/** "Unexpected Application Error": shown when a page throws while rendering. */
export function ErrorScreen() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <PageMeta title={t('error.title')} description={t('error.text')} noindex />
      <AlertTriangle aria-hidden="true" className="size-10 text-amber-500" />
      <h1 className="mt-4 text-3xl font-bold text-ink-950">{t('error.title')}</h1>
      <p className="mt-3 max-w-md text-ink-600">{t('error.text')}</p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => window.location.reload()}
        >
          {t('error.reload')}
        </button>
        <Link to={localize(PAGE_PATHS.home)} className={buttonClass('primary')}>
          {t('error.back')}
        </Link>
      </div>
    </section>
  );
}
