import { Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { IssueList } from './issue-list.tsx';
import { MarkedPrompt } from './marked-prompt.tsx';
import { ScoreCard } from './score-card.tsx';
import type { CheckerState } from './use-checker.ts';

/** The review: score and counts, the prompt with its issues marked, the issues and fixes. */
export function ReviewPanel({
  state,
  text,
  active,
  onApply,
  onShow,
  onRetry,
}: {
  state: CheckerState;
  /** The prompt as checked (trimmed): the spans count in it. */
  text: string;
  active: number | null;
  onApply: (prompt: string) => void;
  onShow: (issue: number) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('checker');
  const { t: tc } = useTranslation();
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="check-review-title">
      <h2 id="check-review-title" className="mb-4 text-base font-semibold text-ink-950">
        {t('result.title')}
      </h2>
      {state.status === 'idle' && <p className="text-sm text-ink-600">{t('result.empty')}</p>}
      {state.status === 'loading' && (
        <p className="flex items-center gap-2 text-sm text-ink-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('result.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <div className="space-y-3">
          <p role="alert" className="text-sm text-red-700">
            {t('result.failed')}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {tc('actions.retry')}
          </Button>
        </div>
      )}
      {state.status === 'done' && (
        <div className="space-y-6">
          <ScoreCard score={state.result.score} stats={state.result.stats} />
          <MarkedPrompt text={text} issues={state.result.issues} active={active} />
          {state.result.issues.length === 0 ? (
            <p className="text-sm text-emerald-800">{t('result.nothing')}</p>
          ) : (
            <IssueList issues={state.result.issues} onApply={onApply} onShow={onShow} />
          )}
        </div>
      )}
      <div className="mt-6 border-t border-ink-100 pt-4">
        <h3 className="text-sm font-semibold text-ink-900">{t('how.title')}</h3>
        <p className="mt-1 text-sm text-ink-600">{t('how.text')}</p>
      </div>
    </Card>
  );
}
