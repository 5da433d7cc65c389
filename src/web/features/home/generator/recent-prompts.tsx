import { History, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatShortTime } from './format.ts';
import { clearHistory, useHistory, type HistoryEntry } from './history-store.ts';

/**
 * The last 10 prompts from local storage. The panel has a fixed height and scrolls inside,
 * so the list appearing after hydration (storage is read in the browser only) shifts nothing.
 */
export function RecentPrompts({
  busy,
  onReuse,
  className,
}: {
  busy: boolean;
  onReuse: (entry: HistoryEntry) => void;
  className?: string;
}) {
  const { t, language } = useTranslation('home');
  const { t: tc } = useTranslation();
  const { entries, saveProblem } = useHistory();

  return (
    <Card
      className={cn('flex h-80 flex-col overflow-hidden', className)}
      role="region"
      aria-labelledby="recent-title"
      data-testid="recent-prompts"
    >
      <div className="flex items-start justify-between gap-3 border-b border-ink-100 px-5 py-4">
        <div>
          <h3 id="recent-title" className="flex items-center gap-2 font-semibold text-ink-950">
            <History aria-hidden="true" className="size-4 text-brand-600" />
            {t('generator.history.title')}
          </h3>
          <p className="mt-0.5 text-xs text-ink-500">{t('generator.history.intro')}</p>
        </div>
        {entries.length > 0 && (
          <Button variant="ghost" size="sm" onClick={clearHistory} disabled={busy}>
            {t('generator.history.clear')}
          </Button>
        )}
      </div>
      {saveProblem && (
        <p
          className="border-b border-amber-200 bg-amber-50 px-5 py-2 text-xs text-amber-900"
          role="status"
        >
          {saveProblem === 'quota'
            ? t('generator.history.notSavedFull')
            : t('generator.history.notSavedUnavailable')}
        </p>
      )}
      {entries.length === 0 ? (
        <div className="m-auto flex max-w-64 flex-col items-center px-5 text-center">
          <History aria-hidden="true" className="size-8 text-ink-300" />
          <p className="mt-3 text-sm text-ink-500">{t('generator.history.empty')}</p>
        </div>
      ) : (
        <ol className="flex-1 divide-y divide-ink-100 overflow-y-auto overscroll-contain">
          {entries.map((entry, index) => (
            <li key={`${entry.createdAt}-${index}`} className="px-5 py-3">
              <p
                id={`recent-${index}`}
                className="line-clamp-1 text-sm font-medium text-ink-900"
                title={entry.input}
              >
                {entry.input}
              </p>
              <p className="mt-0.5 line-clamp-2 text-xs text-ink-500">{entry.prompt}</p>
              <p className="mt-1 text-xs text-ink-500">
                {t('generator.history.itemMeta', {
                  mode: t(`generator.modes.${entry.mode}.label`),
                  duration: t('generator.durationValue', {
                    seconds: Number.parseInt(entry.duration, 10),
                  }),
                  time: formatShortTime(entry.createdAt, language),
                })}
              </p>
              <div className="mt-2 flex gap-1.5">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onReuse(entry)}
                  disabled={busy}
                  aria-describedby={`recent-${index}`}
                >
                  <RotateCcw aria-hidden="true" className="size-3.5" />
                  {t('generator.history.reuse')}
                </Button>
                <CopyButton
                  text={entry.prompt}
                  variant="ghost"
                  toastText={tc('toasts.promptCopied')}
                  disabled={busy}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
