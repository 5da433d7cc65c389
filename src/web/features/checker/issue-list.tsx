import { AlertOctagon, AlertTriangle, Lightbulb, LocateFixed, Wand2 } from 'lucide-react';
import type { CheckIssue, CheckSeverity } from '../../../domain/checker/check-types.ts';
import { CHECK_SEVERITIES } from '../../../domain/checker/check-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { punctuation } from '../../lib/punctuation.ts';
import { markId } from './marked-prompt.tsx';
import { SEVERITY_STYLE } from './severity-style.ts';

const ICONS: Record<CheckSeverity, typeof AlertOctagon> = {
  error: AlertOctagon,
  warning: AlertTriangle,
  tip: Lightbulb,
};

/** An outline button whose label may wrap: a fix label quotes the prompt ("Keep only …"). */
const FIX_BUTTON =
  'inline-flex min-h-8 max-w-full items-center gap-1.5 rounded-lg border border-ink-200 bg-white px-3 py-1 text-left text-sm font-medium text-ink-900 break-words hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The issues, grouped errors, warnings, tips; each with its place and its fix. */
export function IssueList({
  issues,
  onApply,
  onShow,
}: {
  issues: readonly CheckIssue[];
  onApply: (prompt: string) => void;
  onShow: (issue: number) => void;
}) {
  const { t, language } = useTranslation('checker');
  const marks = punctuation(language);
  return (
    <div className="space-y-5">
      {CHECK_SEVERITIES.map((severity) => {
        const group = issues
          .map((issue, index) => ({ issue, index }))
          .filter(({ issue }) => issue.severity === severity);
        if (group.length === 0) return null;
        const Icon = ICONS[severity];
        return (
          <section key={severity} aria-labelledby={`check-group-${severity}`} data-group={severity}>
            <h3
              id={`check-group-${severity}`}
              className={cn(
                'mb-2 flex items-center gap-2 text-sm font-semibold',
                SEVERITY_STYLE[severity].text,
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`result.groups.${severity}`)}
              {marks.parens(group.length)}
            </h3>
            <ul className="space-y-2">
              {group.map(({ issue, index }) => (
                <li
                  key={`${issue.rule}-${index}`}
                  data-rule={issue.rule}
                  className={cn(
                    'rounded-lg border border-l-4 border-ink-200 bg-white px-4 py-3',
                    SEVERITY_STYLE[severity].stripe,
                  )}
                >
                  <p className="text-sm text-ink-900">{issue.message}</p>
                  {(issue.span || issue.fix) && (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {issue.span && (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-controls={markId(index)}
                          onClick={() => onShow(index)}
                        >
                          <LocateFixed aria-hidden="true" className="size-4" />
                          {t('result.showInText')}
                        </Button>
                      )}
                      {issue.fix && (
                        <button
                          type="button"
                          data-action="apply-fix"
                          aria-label={`${t('result.applyFix')}${marks.colon}${issue.fix.label}`}
                          onClick={() => onApply(issue.fix?.prompt ?? '')}
                          className={FIX_BUTTON}
                        >
                          <Wand2 aria-hidden="true" className="size-4 shrink-0" />
                          {issue.fix.label}
                        </button>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
