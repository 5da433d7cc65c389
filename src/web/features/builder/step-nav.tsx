import { AlertTriangle, Check } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import type { StepId, StepStatus } from './builder-steps.ts';

/**
 * Progress bar, "Step N of 7", percent label and the clickable step chips. A chip shows the
 * step's state: current, completed, upcoming, with errors, or (safety) action required.
 */
export function StepNav({
  steps,
  currentIndex,
  statusOf,
  onSelect,
}: {
  steps: readonly StepId[];
  currentIndex: number;
  statusOf: (step: StepId) => StepStatus;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('builder');
  const total = steps.length;
  const percent = Math.round(((currentIndex + 1) / total) * 100);

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-ink-900" data-testid="step-counter">
          {t('progress.stepOf', { current: currentIndex + 1, total })}
        </p>
        <p className="text-ink-500" data-testid="step-percent">
          {t('progress.percent', { percent })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <nav aria-label={t('progress.stepsNav')} className="mt-4">
        <ol className="grid grid-cols-7 gap-1 sm:gap-2">
          {steps.map((step, index) => {
            const status = statusOf(step);
            const current = index === currentIndex;
            return (
              <li key={step} className="min-w-0">
                <button
                  type="button"
                  onClick={() => onSelect(index)}
                  aria-current={current ? 'step' : undefined}
                  data-status={status}
                  data-testid={`step-chip-${step}`}
                  className={cn(
                    'group flex w-full flex-col items-center gap-1 rounded-lg px-0.5 py-1.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                    current ? 'text-brand-700' : 'text-ink-600 hover:bg-ink-50 hover:text-ink-900',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                      current &&
                        'border-brand-600 bg-brand-600 text-white shadow-sm shadow-brand-600/30',
                      !current &&
                        status === 'complete' &&
                        'border-emerald-500 bg-emerald-50 text-emerald-700',
                      !current && status === 'error' && 'border-red-500 bg-red-50 text-red-700',
                      !current &&
                        status === 'action' &&
                        'border-amber-500 bg-amber-50 text-amber-700',
                      !current && status === 'upcoming' && 'border-ink-200 bg-white text-ink-500',
                      !current &&
                        status === 'disabled' &&
                        'border-dashed border-ink-200 bg-ink-50 text-ink-400',
                    )}
                  >
                    {!current && status === 'complete' ? (
                      <Check className="size-4" strokeWidth={3} />
                    ) : !current && (status === 'error' || status === 'action') ? (
                      <AlertTriangle className="size-4" />
                    ) : (
                      index + 1
                    )}
                  </span>
                  <span aria-hidden="true" className="hidden max-w-full truncate sm:block">
                    {t(`steps.${step}.short`)}
                  </span>
                  <span className="sr-only">
                    {/* One string with its comma: "，" in Chinese, ", " in English. */}
                    {t('progress.chipStatus', {
                      chip: t('progress.chipLabel', {
                        index: index + 1,
                        title: t(`steps.${step}.short`),
                      }),
                      status: t(`progress.status.${current ? 'current' : status}`),
                    })}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
