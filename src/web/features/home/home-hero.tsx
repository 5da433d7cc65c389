import { ArrowRight, Check, LayoutGrid, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { GeneratorLink } from '../../components/shell/generator-link.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';

const TRUST_KEYS = ['free', 'noLogin', 'copyReady'] as const;

const textLink =
  'inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 rounded';

export function HomeHero() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-brand-200/50 via-fuchsia-200/40 to-sky-200/40 blur-3xl"
      />
      <div className="relative container-page py-14 text-center sm:py-20">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-700 shadow-xs ring-1 ring-brand-200">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('hero.eyebrow')}
        </p>
        <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl lg:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-ink-600">{t('hero.intro')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <GeneratorLink className={buttonClass('primary', 'lg')}>
            <Sparkles aria-hidden="true" className="size-5" />
            {t('hero.cta')}
          </GeneratorLink>
          <Link to={localize(PAGE_PATHS.templates)} className={buttonClass('outline', 'lg')}>
            <LayoutGrid aria-hidden="true" className="size-5" />
            {t('hero.browseTemplates')}
          </Link>
        </div>
        <ul
          aria-label={t('hero.trustLabel')}
          className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-ink-700"
        >
          {TRUST_KEYS.map((key) => (
            <li key={key} className="flex items-center gap-1.5">
              <span className="grid size-5 place-items-center rounded-full bg-emerald-100 text-emerald-700">
                <Check aria-hidden="true" className="size-3.5" />
              </span>
              {t(`hero.trust.${key}`)}
            </li>
          ))}
        </ul>
        <p className="mt-6 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-ink-600">
          <span>{t('hero.moreTools')}</span>
          <Link to={localize(PAGE_PATHS.builder)} className={textLink}>
            {t('hero.builderLink')}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
          <Link to={localize(PAGE_PATHS.refiner)} className={textLink}>
            {t('hero.refinerLink')}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        </p>
      </div>
    </section>
  );
}
