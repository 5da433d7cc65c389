import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { Language } from '../../../domain/site/languages.ts';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { later } from '../../components/shell/hydrate-later.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { DetailSections } from './detail-sections.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { TemplateBadges } from './template-badges.tsx';
import type { templateDetailLoader } from './template-detail-loader.ts';

/** The head tags (static): hydrated once the browser is idle. */
const PageMeta = later(() => import('../../components/page-meta.tsx').then((m) => m.PageMeta));

/**
 * Copy, export and open in the builder: prerendered, hydrated once the browser is idle or at
 * the first sign of a person (a press before is repeated once they have hydrated).
 */
const Actions = later(() => import('./detail-actions.tsx').then((m) => m.Actions));

const TEAM_AUTHOR = 'Promptreel Team';

function NotFound() {
  const { t } = useTranslation('templates');
  const localize = useLocalizedPath();
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <PageMeta title={t('detail.notFoundTitle')} description={t('detail.notFoundText')} noindex />
      <h1 className="text-3xl font-bold text-ink-950">{t('detail.notFoundTitle')}</h1>
      <p className="mt-3 text-ink-600">{t('detail.notFoundText')}</p>
      <Link to={localize(PAGE_PATHS.templates)} className={`${buttonClass()} mt-8`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
    </section>
  );
}

/** One template (spec 2): badges, actions, and every part of the prompt in its own card. */
export function TemplateDetailPage() {
  const { t, language } = useTranslation('templates');
  const { detail } = useLoaderData<ReturnType<typeof templateDetailLoader>>();
  const localize = useLocalizedPath();
  // Chinese first on Chinese pages; the switch on the prompt card changes what copy copies too.
  const [promptLanguage, setPromptLanguage] = useState<Language>(language);
  if (!detail) return <NotFound />;

  const { template, labels } = detail;
  const title = template.title[language];
  const date = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${template.createdAt}T00:00:00Z`));

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
      <header className="border-b border-ink-200 bg-gradient-to-b from-brand-50/60 to-white">
        <div className="container-page py-8 sm:py-10">
          <Link
            to={localize(PAGE_PATHS.templates)}
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-ink-600 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('detail.back')}
          </Link>
          <div className="mt-4 flex items-start justify-between gap-4">
            <h1 className="text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">{title}</h1>
            <FavoriteButton id={template.id} title={title} withLabel className="mt-1" />
          </div>
          <div className="mt-4 flex flex-wrap gap-1.5">
            <Badge tone="brand">{labels.category}</Badge>
            <TemplateBadges
              duration={template.duration}
              aspectRatio={template.aspectRatio}
              difficulty={template.difficulty}
              hasAudio={template.audio !== undefined}
              featured={template.featured}
            />
          </div>
          <p className="mt-3 text-sm text-ink-500">
            {t('detail.byline', {
              // The library's own templates are signed by the team, named in the page language.
              author: template.author === TEAM_AUTHOR ? t('detail.teamAuthor') : template.author,
              date,
            })}
          </p>
          <Actions detail={detail} promptLanguage={promptLanguage} />
        </div>
      </header>
      <div className="container-page py-8 sm:py-10">
        <DetailSections
          detail={detail}
          promptLanguage={promptLanguage}
          onPromptLanguageChange={setPromptLanguage}
        />
        <div className="mt-8">
          <Link to={localize(PAGE_PATHS.templates)} className={buttonClass('outline')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('detail.back')}
          </Link>
        </div>
      </div>
    </>
  );
}
