import type { CheckStats } from '../../../domain/checker/check-types.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';

const STAT_KEYS = [
  'characters',
  'words',
  'estimatedTokens',
  'dialogueWords',
  'shots',
  'cameraMoves',
] as const satisfies readonly (keyof CheckStats)[];

/** What a score means, in three bands (docs/decisions/020-prompt-checker.md). */
export function verdictOf(score: number): 'good' | 'fair' | 'poor' {
  if (score >= 90) return 'good';
  if (score >= 75) return 'fair';
  return 'poor';
}

const TONE = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  fair: 'bg-amber-50 text-amber-900 ring-amber-200',
  poor: 'bg-red-50 text-red-800 ring-red-200',
} as const;

/** The score, what it means, and the counts. The score is announced when it changes. */
export function ScoreCard({ score, stats }: { score: number; stats: CheckStats }) {
  const { t } = useTranslation('checker');
  const verdict = verdictOf(score);
  return (
    <div className="space-y-4">
      <div
        role="status"
        aria-live="polite"
        className={cn('flex items-center gap-4 rounded-xl px-4 py-3 ring-1', TONE[verdict])}
      >
        <p className="flex items-baseline gap-1.5">
          <span className="sr-only">{t('result.score')}</span>
          <span data-testid="check-score" className="text-4xl font-bold tabular-nums">
            {score}
          </span>
          <span className="text-xs whitespace-nowrap">{t('result.outOf')}</span>
        </p>
        <p className="text-sm font-semibold">{t(`result.verdict.${verdict}`)}</p>
      </div>
      <dl
        aria-label={t('result.stats.title')}
        className="grid grid-cols-3 gap-2 text-center sm:grid-cols-6"
      >
        {STAT_KEYS.map((key) => (
          <div key={key} className="rounded-lg bg-ink-50 px-2 py-2">
            <dt className="text-[11px] leading-tight text-ink-600">{t(`result.stats.${key}`)}</dt>
            <dd className="mt-0.5 text-sm font-semibold text-ink-900 tabular-nums">{stats[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
