import type { CheckIssue } from '../../../domain/checker/check-types.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { segmentsOf } from './marked-text.ts';
import { SEVERITY_STYLE } from './severity-style.ts';

export const markId = (issue: number) => `check-mark-${issue}`;

/** The prompt as text, each issue's place marked in its severity's colour. */
export function MarkedPrompt({
  text,
  issues,
  active,
}: {
  text: string;
  issues: readonly CheckIssue[];
  /** The issue whose place is shown (ringed). */
  active: number | null;
}) {
  const { t } = useTranslation('checker');
  const marked = new Set<number>();
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-ink-900">
        {t('result.marked')}
      </figcaption>
      <p
        data-testid="marked-prompt"
        className="max-h-80 overflow-y-auto rounded-xl border border-ink-200 bg-ink-50 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-900"
      >
        {segmentsOf(text, issues).map((segment) => {
          if (segment.severity === undefined || segment.issue === undefined) {
            return <span key={segment.start}>{segment.text}</span>;
          }
          // The first stretch of an issue carries its id, so "Show in text" can find it.
          const first = !marked.has(segment.issue);
          marked.add(segment.issue);
          return (
            <mark
              key={segment.start}
              id={first ? markId(segment.issue) : undefined}
              data-severity={segment.severity}
              title={t(`result.markLabels.${segment.severity}`)}
              className={cn(
                'rounded-sm px-0.5 text-ink-900 underline decoration-2 underline-offset-2',
                SEVERITY_STYLE[segment.severity].mark,
                active === segment.issue && 'ring-2 ring-brand-500',
              )}
            >
              {segment.text}
            </mark>
          );
        })}
      </p>
    </figure>
  );
}
