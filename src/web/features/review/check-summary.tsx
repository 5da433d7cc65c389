import type { CheckResult } from '../../../domain/checker/check-types.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';

const SEVERITY_TONE = { error: 'danger', warning: 'warning', tip: 'neutral' } as const;

const scoreTone = (score: number): BadgeTone =>
  score >= 90 ? 'success' : score >= 75 ? 'warning' : 'danger';

/** The prompt checker's review of a submission: its score and each issue, errors first. */
export function CheckSummary({ check }: { check: CheckResult }) {
  const { t } = useTranslation('review');
  return (
    <section className="mt-4 rounded-xl bg-ink-50 px-4 py-3" data-testid="review-check">
      <h4 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
        {t('check.title')}
        <Badge tone={scoreTone(check.score)} data-testid="review-score">
          {t('check.score', { score: check.score })}
        </Badge>
      </h4>
      {check.issues.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">{t('check.none')}</p>
      ) : (
        <ul className="mt-2 space-y-1.5 text-sm text-ink-800">
          {check.issues.map((issue, index) => (
            <li key={`${issue.rule}-${index}`} data-rule={issue.rule} className="flex gap-2">
              <Badge tone={SEVERITY_TONE[issue.severity]} className="shrink-0 self-start">
                {t(`check.severities.${issue.severity}`)}
              </Badge>
              <span className="break-words">{issue.message}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
