import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { durationsText, modelName } from './model-text.ts';
import type { ModelNotice as Notice } from './fit-choice.ts';

/**
 * Tells the person what a model change moved ("Veo 3.1 makes 4, 6 or 8 s clips, so the length
 * is now 8 s"). Always in the page, empty until then, so screen readers announce the change.
 */
export function ModelNotice({ notice, className }: { notice: Notice | null; className?: string }) {
  const { t, language } = useTranslation();
  const lines: string[] = [];
  if (notice) {
    const model = modelName(notice.model, language);
    if (notice.duration) {
      lines.push(
        t('models.movedDuration', {
          model,
          durations: durationsText(notice.model.durations, t),
          from: notice.duration.from,
          to: notice.duration.to,
        }),
      );
    }
    if (notice.ratio) lines.push(t('models.movedRatio', { model, ...notice.ratio }));
  }
  return (
    <p
      role="status"
      data-testid="model-notice"
      className={cn(
        'text-sm text-amber-900',
        lines.length > 0 && 'rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200',
        className,
      )}
    >
      {lines.join(' ')}
    </p>
  );
}
