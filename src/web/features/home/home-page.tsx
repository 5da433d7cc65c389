import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { FaqTeaser } from './faq-teaser.tsx';
import { FeatureCards } from './feature-cards.tsx';
import type { HomeLoaderData } from './home-loader.ts';
import { FeaturedTemplates } from './featured-templates.tsx';
import { QuickGenerator } from './generator/quick-generator.tsx';
import { HomeCta } from './home-cta.tsx';
import { HomeHero } from './home-hero.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { PainPoints } from './pain-points.tsx';
import { PromptComparison } from './prompt-comparison.tsx';

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
