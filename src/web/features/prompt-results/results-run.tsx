import { AlertTriangle, ChevronsDownUp, ChevronsUpDown, CloudOff, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { punctuation } from '../../lib/punctuation.ts';
import { cn } from '../../lib/cn.ts';
import { LEVELS, type RunState } from './result-model.ts';

/** Expand All / Collapse All, beside the results' title once they are there. */
export function ToggleAll({
  allExpanded,
  onToggleAll,
}: {
  allExpanded: boolean;
  onToggleAll: () => void;
}) {
  const { t: tc } = useTranslation();
  return (
    <Button variant="outline" size="sm" onClick={onToggleAll}>
      {allExpanded ? (
        <ChevronsDownUp aria-hidden="true" className="size-4" />
      ) : (
        <ChevronsUpDown aria-hidden="true" className="size-4" />
      )}
      {allExpanded ? tc('actions.collapseAll') : tc('actions.expandAll')}
    </Button>
  );
}

/** A run's loading notice, error card, or results (the cards are its children). */
export function RunView({
  state,
  onRetry,
  gridClassName,
  children,
}: {
  state: RunState;
  onRetry: () => void;
  gridClassName?: string;
  children?: ReactNode;
}) {
  const { t, language } = useTranslation('refiner');
  const { t: tc } = useTranslation();
  return (
    <>
      {state.status === 'loading' && (
        <div className="space-y-4">
          <div
            data-testid="loading-notice"
            className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
          >
            <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-brand-600" />
            <p>
              <span className="font-semibold">{t('results.loading')}</span>
              {punctuation(language).space}
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
    </>
  );
}
