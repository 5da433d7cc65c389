import {
  AlertTriangle,
  ChevronsDownUp,
  ChevronsUpDown,
  CloudOff,
  Loader2,
  Sparkles,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { prefersReducedMotion } from '../../lib/scroll.ts';
import { LEVELS, type RunState } from './result-model.ts';

/**
 * The results area of both tools: an empty state, the loading notice, the error card, or
 * the result cards (given as children) with the Expand All / Collapse All toggle and the
 * offline mark. One polite live region announces each change of state.
 */
export function ResultsPanel({
  state,
  emptyTitle,
  emptyText,
  allExpanded,
  onToggleAll,
  onRetry,
  gridClassName,
  children,
}: {
  state: RunState;
  emptyTitle: string;
  emptyText: string;
  allExpanded: boolean;
  onToggleAll: () => void;
  onRetry: () => void;
  /** Layout of the cards (a column by default). */
  gridClassName?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('refiner');
  const { t: tc } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const done = state.status === 'done';

  const settled = state.status === 'done' || state.status === 'error';

  useEffect(() => {
    if (!settled) return;
    const heading = headingRef.current;
    if (!heading) return;
    // The submit button was disabled while loading, which drops keyboard focus to the body:
    // hand it to the results instead, so Tab continues from there.
    if (document.activeElement === document.body || document.activeElement === null) {
      heading.focus({ preventScroll: true });
    }
    // Fresh results may sit below the fold (always on a phone): bring them into view.
    if (heading.getBoundingClientRect().top > window.innerHeight * 0.6) {
      heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }, [settled, state]);

  let announcement = '';
  if (state.status === 'loading')
    announcement = `${t('results.loading')} ${t('results.loadingNotice')}`;
  else if (state.status === 'error') announcement = t('results.errorTitle');
  else if (state.status === 'done')
    announcement = state.results.offline
      ? t('results.readyOffline', { count: state.results.items.length })
      : t('results.ready', { count: state.results.items.length });

  return (
    <section aria-labelledby="results-title" aria-busy={state.status === 'loading'}>
      <div className="mb-4 flex min-h-10 flex-wrap items-center justify-between gap-3">
        <h2
          ref={headingRef}
          id="results-title"
          tabIndex={-1}
          className="text-xl font-bold text-ink-950 outline-none"
        >
          {t('results.title')}
        </h2>
        {done && (
          <Button variant="outline" size="sm" onClick={onToggleAll}>
            {allExpanded ? (
              <ChevronsDownUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronsUpDown aria-hidden="true" className="size-4" />
            )}
            {allExpanded ? tc('actions.collapseAll') : tc('actions.expandAll')}
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="results-status">
        {announcement}
      </p>

      {state.status === 'idle' && (
        <Card className="flex flex-col items-center border-dashed px-6 py-12 text-center shadow-none">
          <span className="mb-3 flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <p className="font-semibold text-ink-900">{emptyTitle}</p>
          <p className="mt-1 max-w-md text-sm text-ink-600">{emptyText}</p>
        </Card>
      )}

      {state.status === 'loading' && (
        <div className="space-y-4">
          <div
            data-testid="loading-notice"
            className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
          >
            <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-brand-600" />
            <p>
              <span className="font-semibold">{t('results.loading')}</span>{' '}
              {t('results.loadingNotice')}
            </p>
          </div>
          <div className={cn('grid gap-4', gridClassName)} aria-hidden="true">
            {LEVELS.map((level) => (
              <Card key={level} className="space-y-3 p-5">
                <div className="h-4 w-24 animate-pulse rounded bg-ink-200" />
                <div className="h-3 w-full animate-pulse rounded bg-ink-100" />
                <div className="h-3 w-4/5 animate-pulse rounded bg-ink-100" />
              </Card>
            ))}
          </div>
        </div>
      )}

      {state.status === 'error' && (
        <Card
          role="alert"
          data-testid="error-card"
          className="border-red-200 bg-red-50 p-5 shadow-none"
        >
          <div className="flex gap-3">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
            <div className="min-w-0">
              <h3 className="font-semibold text-red-900">{t('results.errorTitle')}</h3>
              {state.message && (
                <p data-testid="error-message" className="mt-1 text-sm break-words text-red-800">
                  {state.message}
                </p>
              )}
              <p className="mt-1 text-sm text-red-800">{t('results.errorText')}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
                {tc('actions.retry')}
              </Button>
            </div>
          </div>
        </Card>
      )}

      {state.status === 'done' && (
        <>
          {state.results.offline && (
            <p
              data-testid="offline-note"
              className="mb-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
            >
              <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {tc('labels.offlineNote')}
            </p>
          )}
          <div className={cn('grid items-start gap-4', gridClassName)}>{children}</div>
        </>
      )}
    </section>
  );
}
