import { ShieldAlert } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { punctuation } from '../../../lib/punctuation.ts';
import type { GuidePageData } from '../guide-loader.ts';

type Severity = GuidePageData['safetyCategories'][number]['rules'][number]['severity'];

const SEVERITY_TONE: Record<Severity, BadgeTone> = {
  critical: 'danger',
  high: 'warning',
  warning: 'brand',
  info: 'neutral',
};

/** The 8 safety rule categories of the domain data, each with its rules. */
export function ComplianceSection({
  categories,
}: {
  categories: GuidePageData['safetyCategories'];
}) {
  const { t, language } = useTranslation('guide');
  return (
    <section id="compliance" aria-labelledby="compliance-title" className="scroll-mt-24">
      <h2 id="compliance-title" className="text-2xl font-bold text-ink-950">
        {t('compliance.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-600">{t('compliance.intro')}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Card className="h-full p-5" data-testid="safety-category">
              <div className="flex items-center justify-between gap-3">
                <h3 className="flex items-center gap-2 font-semibold text-ink-950">
                  <ShieldAlert aria-hidden="true" className="size-5 text-brand-600" />
                  {category.name}
                </h3>
                <span className="text-xs text-ink-500">
                  {t('compliance.rulesCount', { count: category.rules.length })}
                </span>
              </div>
              <ul className="mt-4 space-y-3">
                {category.rules.map((rule) => (
                  <li key={rule.id} className="text-sm">
                    <div className="flex items-start gap-2.5">
                      <Badge tone={SEVERITY_TONE[rule.severity]} className="mt-0.5 shrink-0">
                        <span className="sr-only">
                          {t('compliance.severityLabel')}
                          {punctuation(language).colon}
                        </span>
                        {t(`compliance.severity.${rule.severity}`)}
                      </Badge>
                      <div>
                        <p className="text-ink-800">{rule.description}</p>
                        <p className="mt-0.5 text-xs text-ink-500">
                          {t('compliance.source', { source: rule.source })}
                        </p>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
