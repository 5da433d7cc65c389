import { ArrowRight, Ban, BookOpen, Info, KeyRound, Layers, Smartphone, Wand2 } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import type { invitePageData } from './invite-loader.ts';
import { modelAnchor } from './model-table/model-anchor.ts';

const FACTS = [
  { key: 'api', Icon: Ban },
  { key: 'app', Icon: Smartphone },
  { key: 'codes', Icon: KeyRound },
] as const;

/**
 * The invite-code page keeps its route (people arrive from search for Sora codes) but says
 * plainly that Sora is closed and codes no longer work, and sends them to the models that
 * replaced it. No code is shown: nothing here may look like a working code.
 */
export function InviteCodesPage() {
  const { t } = useTranslation('invite');
  const { models } = useLoaderData<typeof invitePageData>();
  const localize = useLocalizedPath();
  const guide = localize(PAGE_PATHS.guide);

  return (
    <>
      <PageIntro ns="invite" />
      <div className="container-page space-y-12 py-10 lg:py-14">
        <section
          aria-labelledby="sora-status-title"
          className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-950 sm:p-8"
          data-testid="sora-status"
        >
          <h2 id="sora-status-title" className="text-xl font-bold">
            {t('status.title')}
          </h2>
          <ul className="mt-4 space-y-3">
            {FACTS.map(({ key, Icon }) => (
              <li key={key} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
                <span>{t(`status.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>

        <div
          role="note"
          className="flex gap-3 rounded-2xl border border-ink-200 bg-ink-50 p-4 text-ink-800 sm:p-5"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
          <div>
            <p className="font-semibold text-ink-950">{t('notice.title')}</p>
            <p className="mt-1 text-sm">{t('notice.text')}</p>
          </div>
        </div>

        <section aria-labelledby="replacements-title">
          <h2 id="replacements-title" className="text-2xl font-bold text-ink-950">
            {t('models.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-600">{t('models.intro')}</p>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {models.map((model) => (
              <li key={model.id} data-testid="replacement-model">
                <Link
                  to={`${guide}#${modelAnchor(model.id)}`}
                  className="group flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-4 shadow-xs sm:p-5 transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="font-semibold text-ink-950 group-hover:text-brand-700">
                    {model.name}
                  </span>
                  <span className="mt-1 text-sm text-ink-600">
                    {t('models.by', { maker: model.maker })}
                  </span>
                  <span className="mt-auto block pt-3 text-sm font-medium text-brand-700">
                    {t('models.details')}
                    <ArrowRight
                      aria-hidden="true"
                      className="ml-1 inline size-3.5 align-[-2px] transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to={`${guide}#models`} className={`${buttonClass('outline', 'md')} mt-6`}>
            <BookOpen aria-hidden="true" className="size-4" />
            {t('models.compare')}
          </Link>
        </section>

        <Card className="p-6 sm:p-8">
          <h2 className="text-lg font-bold text-ink-950">{t('next.title')}</h2>
          <p className="mt-2 max-w-3xl text-ink-700">{t('next.text')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={localize(PAGE_PATHS.refiner)} className={buttonClass('primary', 'md')}>
              <Wand2 aria-hidden="true" className="size-4" />
              {t('next.refiner')}
            </Link>
            <Link to={localize(PAGE_PATHS.builder)} className={buttonClass('outline', 'md')}>
              <Layers aria-hidden="true" className="size-4" />
              {t('next.builder')}
            </Link>
          </div>
        </Card>
      </div>
    </>
  );
}
