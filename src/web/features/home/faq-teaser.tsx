import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import type { FaqEntry } from './home-loader.ts';
import { SectionHeading } from './section-heading.tsx';

/** The first FAQ entries (from the build-time loader), one open at a time, and a link to all. */
export function FaqTeaser({ items }: { items: readonly FaqEntry[] }) {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="faq-teaser-title" className="bg-ink-50/70 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="faq-teaser-title"
          title={t('faqTeaser.title')}
          intro={t('faqTeaser.intro')}
        />
        <div className="mx-auto mt-10 max-w-3xl space-y-3" data-testid="faq-teaser">
          {items.map((item) => (
            <details
              key={item.question}
              name="home-faq"
              className="group rounded-xl border border-ink-200 bg-white shadow-xs"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium text-ink-950 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-sm leading-relaxed text-ink-600">{item.answer}</p>
            </details>
          ))}
        </div>
        <div className="mt-8 text-center">
          <Link to={localize(PAGE_PATHS.faq)} className={buttonClass('outline', 'md')}>
            {t('faqTeaser.all')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
