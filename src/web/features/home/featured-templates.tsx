import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS, templatePath } from '../../../domain/site/routes.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import type { FeaturedCard } from './home-loader.ts';
import { SectionHeading } from './section-heading.tsx';

/** Up to six featured templates; the cards come from the build-time loader. */
export function FeaturedTemplates({ cards }: { cards: readonly FeaturedCard[] }) {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="featured-title" className="container-page py-16 sm:py-20">
      <SectionHeading id="featured-title" title={t('featured.title')} intro={t('featured.intro')} />
      <ul
        className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        data-testid="featured-templates"
      >
        {cards.map((card) => (
          <li key={card.id}>
            <article className="group relative flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-5 shadow-xs transition hover:border-brand-300 hover:shadow-md">
              <div className="flex flex-wrap items-center gap-1.5">
                <Badge tone="brand">{card.categoryName}</Badge>
                <Badge>{card.duration}</Badge>
                <Badge>{card.aspectRatio}</Badge>
              </div>
              <h3 className="mt-3 font-semibold text-ink-950">
                {/* The link covers the whole card (its ::after), one tab stop per card. */}
                <Link
                  to={localize(templatePath(card.id))}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
                >
                  {card.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{card.preview}</p>
              <span
                aria-hidden="true"
                className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700"
              >
                {t('featured.open')}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Link to={localize(PAGE_PATHS.templates)} className={buttonClass('outline', 'md')}>
          {t('featured.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
