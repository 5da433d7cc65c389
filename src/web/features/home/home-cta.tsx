import { ArrowRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';

// Own classes rather than buttonClass(): on the violet panel the colours differ, and two
// conflicting Tailwind colour classes on one element resolve by stylesheet order, not intent.
const base =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Closing calls to action: the builder and the guide. */
export function HomeCta() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="cta-title" className="container-page pb-16 sm:pb-20">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-fuchsia-600 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-pretty text-brand-50">{t('cta.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={localize(PAGE_PATHS.builder)}
            className={`${base} bg-white text-brand-800 shadow-sm hover:bg-brand-50`}
          >
            <ListChecks aria-hidden="true" className="size-5" />
            {t('cta.builder')}
          </Link>
          <Link
            to={localize(PAGE_PATHS.guide)}
            className={`${base} text-white ring-1 ring-white/70 hover:bg-white/10`}
          >
            {t('cta.guide')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
