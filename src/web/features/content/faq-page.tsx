import { BookOpen, ChevronDown, LayoutTemplate, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { PageIntro } from '../../components/page-intro.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { punctuation } from '../../lib/punctuation.ts';
import { useLocalizedPath } from '../../i18n/use-language.ts';

/**
 * The 12 questions as an exclusive accordion: `<details name>` lets the browser keep one
 * open at a time and collapse it again, with keyboard and screen-reader support built in,
 * for no JavaScript at all.
 */
export function FaqPage() {
  const { t, language } = useTranslation('faq');
  const common = useTranslation().t;
  const localize = useLocalizedPath();
  const items = t('items', { returnObjects: true });
  const email = common('footer.email');

  return (
    <>
      <PageIntro ns="faq" />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-14">
        <div className="divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white">
          {items.map((item, i) => (
            <details key={item.question} name="faq" className="group" data-testid="faq-item">
              <summary
                id={`faq-q-${i + 1}`}
                className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-950 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden"
              >
                <h2 className="text-base">{item.question}</h2>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-ink-400 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-ink-700 sm:px-6">{item.answer}</p>
            </details>
          ))}
        </div>
        <section aria-labelledby="faq-more" className="lg:sticky lg:top-24 lg:self-start">
          <Card className="p-6">
            <h2 id="faq-more" className="text-lg font-bold text-ink-950">
              {t('more.title')}
            </h2>
            <p className="mt-2 text-sm text-ink-600">{t('more.text')}</p>
            <div className="mt-5 flex flex-col gap-2">
              <Link to={localize(PAGE_PATHS.guide)} className={buttonClass('primary')}>
                <BookOpen aria-hidden="true" className="size-4" />
                {t('more.guide')}
              </Link>
              <Link to={localize(PAGE_PATHS.templates)} className={buttonClass('outline')}>
                <LayoutTemplate aria-hidden="true" className="size-4" />
                {t('more.templates')}
              </Link>
            </div>
            <p className="mt-5 border-t border-ink-100 pt-4 text-sm text-ink-600">
              {t('more.contact')}
              {punctuation(language).space}
              <a
                href={`mailto:${email}`}
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                <Mail aria-hidden="true" className="size-3.5" />
                {email}
              </a>
            </p>
          </Card>
        </section>
      </div>
    </>
  );
}
