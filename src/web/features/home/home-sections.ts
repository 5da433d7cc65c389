/**
 * The home page below the generator, in one chunk that hydrates once the browser is idle
 * (home-page.tsx, components/shell/hydrate-later.tsx): its HTML is prerendered, its code is
 * not in the first load.
 */
export { FaqTeaser } from './faq-teaser.tsx';
export { FeatureCards } from './feature-cards.tsx';
export { FeaturedTemplates } from './featured-templates.tsx';
export { HomeCta } from './home-cta.tsx';
export { NewsletterForm } from './newsletter-form.tsx';
export { PainPoints } from './pain-points.tsx';
export { PromptComparison } from './prompt-comparison.tsx';
