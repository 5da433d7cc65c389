import { Layers, LayoutTemplate } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { ComplianceSection } from './guide/compliance-section.tsx';
import { ModelsSection } from './guide/models-section.tsx';
import { GlossarySection, PracticesSection, ResourcesSection } from './guide/practice-sections.tsx';
import type { guidePageData } from './guide-loader.ts';

const SECTIONS = [
  { id: 'models', key: 'models.title' },
  { id: 'compliance', key: 'compliance.title' },
  { id: 'practices', key: 'practices.title' },
  { id: 'glossary', key: 'glossary.title' },
  { id: 'resources', key: 'resources.title' },
] as const;

/** Buttons on the violet banner: the shared button styles assume a white surface. */
const CTA_LINK =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function GuidePage() {
  const { t } = useTranslation('guide');
  const { models, safetyCategories } = useLoaderData<typeof guidePageData>();
  const localize = useLocalizedPath();

  return (
    <>
      <PageIntro ns="guide">
        <nav aria-label={t('toc')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map(({ id, key }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex rounded-full border border-ink-200 bg-white px-3 py-1.5 text-sm font-medium text-ink-700 hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <div className="container-page space-y-16 py-10 lg:py-14">
        <ModelsSection models={models} />
        <ComplianceSection categories={safetyCategories} />
        <PracticesSection />
        <GlossarySection />
        <ResourcesSection />
        <section
          aria-labelledby="guide-cta"
          className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white sm:p-10"
        >
          <h2 id="guide-cta" className="text-2xl font-bold">
            {t('cta.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{t('cta.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to={localize(PAGE_PATHS.builder)}
              className={`${CTA_LINK} bg-white text-brand-800 hover:bg-brand-50`}
            >
              <Layers aria-hidden="true" className="size-4" />
              {t('cta.builder')}
            </Link>
            <Link
              to={localize(PAGE_PATHS.templates)}
              className={`${CTA_LINK} border border-white/50 text-white hover:bg-white/10`}
            >
              <LayoutTemplate aria-hidden="true" className="size-4" />
              {t('cta.templates')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
