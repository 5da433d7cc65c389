import { ChevronDown, ExternalLink } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { punctuation } from '../../../lib/punctuation.ts';

const GLOSSARY = [
  'dolly',
  'pan',
  'tilt',
  'tracking',
  'crane',
  'steadicam',
  'orbit',
  'zoom',
] as const;

/** The archived Sora 2 guide (history: the model was shut down) and the policies the rules cite. */
const RESOURCES = [
  {
    key: 'promptGuide',
    href: 'https://cookbook.openai.com/examples/sora/sora2_prompting_guide',
  },
  { key: 'policies', href: 'https://openai.com/policies/usage-policies/' },
] as const;

const sectionTitle = 'text-2xl font-bold text-ink-950';

/** Five best practices as native disclosure widgets. */
export function PracticesSection() {
  const { t, language } = useTranslation('guide');
  const items = t('practices.items', { returnObjects: true });
  return (
    <section id="practices" aria-labelledby="practices-title" className="scroll-mt-24">
      <h2 id="practices-title" className={sectionTitle}>
        {t('practices.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-600">{t('practices.intro')}</p>
      <div className="mt-6 divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white">
        {items.map((item, i) => (
          <details key={item.title} className="group" data-testid="practice-item">
            <summary className="flex cursor-pointer list-none items-center gap-4 px-5 py-4 font-semibold text-ink-950 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm text-brand-700"
              >
                {i + 1}
              </span>
              <h3 className="flex-1 text-base">{item.title}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-400 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5 sm:pr-6 sm:pl-[4.25rem]">
              <p className="text-ink-700">{item.text}</p>
              <p className="mt-3 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-800">
                <span className="font-semibold">
                  {t('practices.exampleLabel')}
                  {punctuation(language).colon}
                </span>
                {item.example}
              </p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

/** Eight camera terms with a definition and a prompt fragment each. */
export function GlossarySection() {
  const { t } = useTranslation('guide');
  return (
    <section id="glossary" aria-labelledby="glossary-title" className="scroll-mt-24">
      <h2 id="glossary-title" className={sectionTitle}>
        {t('glossary.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-600">{t('glossary.intro')}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {GLOSSARY.map((key) => (
          <Card key={key} className="p-5" data-testid="glossary-term">
            <dt className="font-semibold text-ink-950">{t(`glossary.items.${key}.term`)}</dt>
            <dd className="mt-1.5 text-sm text-ink-700">{t(`glossary.items.${key}.text`)}</dd>
            <dd className="mt-3 text-sm">
              <span className="text-xs font-medium tracking-wide text-ink-500 uppercase">
                {t('glossary.exampleLabel')}
              </span>
              <code className="mt-1 block rounded-lg bg-brand-50 px-3 py-2 font-mono text-[13px] text-brand-900">
                {t(`glossary.items.${key}.example`)}
              </code>
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

/** Two external references, opened in a new tab without handing over the opener. */
export function ResourcesSection() {
  const { t, language } = useTranslation('guide');
  return (
    <section id="resources" aria-labelledby="resources-title" className="scroll-mt-24">
      <h2 id="resources-title" className={sectionTitle}>
        {t('resources.title')}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {RESOURCES.map(({ key, href }) => (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-5 shadow-xs transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="flex items-center gap-2 font-semibold text-ink-950 group-hover:text-brand-700">
                {t(`resources.${key}.name`)}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">
                  {punctuation(language).parens(t('resources.external'))}
                </span>
              </span>
              <span className="mt-1 text-sm text-ink-600">{t(`resources.${key}.text`)}</span>
              <span className="mt-3 truncate text-xs text-ink-500">{href}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
