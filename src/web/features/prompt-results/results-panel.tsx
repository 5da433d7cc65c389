import { Sparkles } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, type ReactNode } from 'react';
import { loadWhenIdle } from '../../components/shell/hydrate-later.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { prefersReducedMotion } from '../../lib/scroll.ts';
import type { RunState } from './result-model.ts';

/**
 * What a run shows (loading, error, results) is not in the first load: it arrives when the
 * browser is idle, well before a first run ends (results-run.tsx).
 */
const loadRunViews = () => import('./results-run.tsx');
loadWhenIdle(loadRunViews);
const RunView = lazy(() => loadRunViews().then((m) => ({ default: m.RunView })));
const ToggleAll = lazy(() => loadRunViews().then((m) => ({ default: m.ToggleAll })));

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
          <Suspense fallback={null}>
            <ToggleAll allExpanded={allExpanded} onToggleAll={onToggleAll} />
          </Suspense>
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

      {state.status !== 'idle' && (
        <Suspense fallback={null}>
          <RunView state={state} onRetry={onRetry} gridClassName={gridClassName}>
            {children}
          </RunView>
        </Suspense>
      )}
    </section>
  );
}
