import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { GeneratorLink } from '../../components/shell/generator-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { SectionHeading } from './section-heading.tsx';

type Tool = 'generator' | 'refiner' | 'variants';

/** The seven pain points (spec 1), each fixed by one tool. */
const PAIN_POINTS = [
  { key: 'vague', tool: 'generator' },
  { key: 'camera', tool: 'generator' },
  { key: 'pacing', tool: 'generator' },
  { key: 'physics', tool: 'refiner' },
  { key: 'lighting', tool: 'refiner' },
  { key: 'guessing', tool: 'variants' },
  { key: 'stuck', tool: 'variants' },
] as const satisfies ReadonlyArray<{ key: string; tool: Tool }>;

const linkClass =
  'mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 rounded';

function ToolLink({ tool, children }: { tool: Tool; children: ReactNode }) {
  const localize = useLocalizedPath();
  if (tool === 'generator') return <GeneratorLink className={linkClass}>{children}</GeneratorLink>;
  return (
    <Link to={localize(PAGE_PATHS[tool])} className={linkClass}>
      {children}
    </Link>
  );
}

export function PainPoints() {
  const { t, language } = useTranslation('home');
  // A full-width colon (Chinese) carries its own space; an English colon needs one.
  const gap = language === 'zh' ? '' : 'ms-1 ';
  return (
    <section aria-labelledby="pain-title" className="container-page py-16 sm:py-20">
      <SectionHeading id="pain-title" title={t('painPoints.title')} intro={t('painPoints.intro')} />
      <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PAIN_POINTS.map(({ key, tool }, index) => (
          <li key={key}>
            <Card className="flex h-full flex-col p-5">
              <h3 className="flex items-start gap-3 font-semibold text-ink-950">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{t(`painPoints.items.${key}.title`)}</span>
              </h3>
              <dl className="mt-3 space-y-2 text-sm">
                <div>
                  <dt className="inline font-semibold text-red-700">{t('painPoints.problem')}</dt>
                  <dd className={`${gap}inline text-ink-600`}>
                    {t(`painPoints.items.${key}.problem`)}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-semibold text-emerald-700">{t('painPoints.fix')}</dt>
                  <dd className={`${gap}inline text-ink-700`}>
                    {t(`painPoints.items.${key}.fix`)}
                  </dd>
                </div>
              </dl>
              <ToolLink tool={tool}>
                {t(`painPoints.items.${key}.cta`)}
                <ArrowRight aria-hidden="true" className="size-4" />
              </ToolLink>
            </Card>
          </li>
        ))}
        {/* The eighth cell completes the grid (2 × 4 and 4 × 2) with the way out. */}
        <li className="flex flex-col rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-600 p-5 text-white shadow-sm">
          <h3 className="font-semibold">{t('painPoints.ctaTitle')}</h3>
          <p className="mt-2 text-sm text-brand-50">{t('painPoints.ctaText')}</p>
          <div className="mt-auto pt-4">
            <GeneratorLink className="inline-flex items-center gap-1 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
              {t('painPoints.ctaButton')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </GeneratorLink>
          </div>
        </li>
      </ol>
    </section>
  );
}
