import { useLoaderData } from 'react-router';
import { later } from '../../components/shell/hydrate-later.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { HomeLoaderData } from './home-loader.ts';
import { QuickGenerator } from './generator/quick-generator.tsx';

/**
 * The hero: links only, prerendered and hydrated when the browser is idle (its links work as
 * links until then), which keeps the generator's model field within the first-load budget.
 */
const HomeHero = later(() => import('./home-hero.tsx').then((m) => m.HomeHero));
// The head tags (static): hydrated when the browser is idle.
const PageMeta = later(() => import('../../components/page-meta.tsx').then((m) => m.PageMeta));
// Below the generator: prerendered, hydrated when the browser is idle (one chunk).
const sections = () => import('./home-sections.ts');
const PainPoints = later(() => sections().then((m) => m.PainPoints));
const PromptComparison = later(() => sections().then((m) => m.PromptComparison));
const FeatureCards = later(() => sections().then((m) => m.FeatureCards));
const FeaturedTemplates = later(() => sections().then((m) => m.FeaturedTemplates));
const FaqTeaser = later(() => sections().then((m) => m.FaqTeaser));
const NewsletterForm = later(() => sections().then((m) => m.NewsletterForm));
const HomeCta = later(() => sections().then((m) => m.HomeCta));

export function HomePage() {
  const { t } = useTranslation('home');
  const { featured, faq } = useLoaderData<HomeLoaderData>();
  return (
    <>
      <PageMeta
        title={t('meta.title')}
        description={t('meta.description')}
        keywords={t('meta.keywords')}
      />
      <HomeHero />
      <QuickGenerator />
      <PainPoints />
      <PromptComparison />
      <FeatureCards />
      <FeaturedTemplates cards={featured} />
      <FaqTeaser items={faq} />
      <NewsletterForm />
      <HomeCta />
    </>
  );
}
