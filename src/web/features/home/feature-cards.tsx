import { ArrowRight, GitCompareArrows, LayoutGrid, ListChecks, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { SectionHeading } from './section-heading.tsx';

const FEATURES = [
  { key: 'templates', Icon: LayoutGrid, tint: 'bg-sky-100 text-sky-700' },
  { key: 'builder', Icon: ListChecks, tint: 'bg-brand-100 text-brand-700' },
  { key: 'refiner', Icon: Wand2, tint: 'bg-fuchsia-100 text-fuchsia-700' },
  { key: 'variants', Icon: GitCompareArrows, tint: 'bg-amber-100 text-amber-800' },
] as const;

/** The four tools beyond the generator; each whole card is one link. */
export function FeatureCards() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="features-title" className="bg-ink-50/70 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="features-title"
          title={t('features.title')}
          intro={t('features.intro')}
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, Icon, tint }) => (
            <li key={key}>
              <Link
                to={localize(PAGE_PATHS[key])}
                className="group flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-5 shadow-xs transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className={`grid size-10 place-items-center rounded-xl ${tint}`}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-ink-950">{t(`features.${key}.title`)}</h3>
                <p className="mt-1.5 text-sm text-ink-600">{t(`features.${key}.text`)}</p>
                <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
                  {t(`features.${key}.cta`)}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
