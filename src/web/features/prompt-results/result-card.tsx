import { ChevronDown, GitCompareArrows } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { CheckLinkButton } from '../../components/check-link-button.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { cn } from '../../lib/cn.ts';
import { DiffView } from './diff-view.tsx';
import { LEVEL_ACCENT } from './level-style.ts';
import { previewText, toPercent } from './prompt-stats.ts';
import { ModelExtras, ModelLengthBadge } from '../models/model-extras.tsx';
import type { ResultItem, WrittenFor } from './result-model.ts';
import { ResultStats } from './result-stats.tsx';
import { sendToPath, type SendTarget } from './send-to.ts';

const SEND_TARGETS: readonly {
  target: SendTarget;
  key: 'sendRefiner' | 'sendVariants' | 'sendBuilder';
}[] = [
  { target: 'refiner', key: 'sendRefiner' },
  { target: 'variants', key: 'sendVariants' },
  { target: 'builder', key: 'sendBuilder' },
];

/**
 * One version of the prompt. The header is a disclosure button (aria-expanded, controls the
 * region below); a closed card shows the 80-character preview, an open one the full text,
 * its stats, what changed, the word diff on demand, copy, and links to the other tools.
 */
export function ResultCard({
  item,
  original,
  expanded,
  onToggle,
  badge,
  written,
}: {
  item: ResultItem;
  original: string;
  expanded: boolean;
  onToggle: () => void;
  /** A short extra label in the header (e.g. the intensity the user picked). */
  badge?: string;
  /** The model the run wrote for: its settings, negative prompt and length limit. */
  written?: WrittenFor;
}) {
  const { t } = useTranslation('refiner');
  const { t: tc } = useTranslation();
  const localize = useLocalizedPath();
  const [showDiff, setShowDiff] = useState(false);
  const id = useId();
  const regionId = `${id}-region`;
  const diffId = `${id}-diff`;
  const title = t(`results.levels.${item.level}`);

  return (
    <Card
      data-testid={`result-${item.level}`}
      data-level={item.level}
      className="@container overflow-hidden"
    >
      <h3 className="m-0">
        <button
          type="button"
          id={`${id}-toggle`}
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 px-5 py-4 text-left hover:bg-ink-50/70 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          <span
            aria-hidden="true"
            className={cn('h-8 w-1.5 shrink-0 rounded-full', LEVEL_ACCENT[item.level])}
          />
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-base font-semibold text-ink-950">{title}</span>
              {badge && <Badge tone="brand">{badge}</Badge>}
            </span>
            <span className="mt-0.5 block text-xs font-normal text-ink-500">
              {t(`results.levelHints.${item.level}`)}
            </span>
          </span>
          {item.similarity !== null && (
            <span
              data-testid="similarity"
              data-value={toPercent(item.similarity)}
              className="shrink-0 rounded-full bg-ink-100 px-2.5 py-1 text-xs font-semibold text-ink-800 tabular-nums"
            >
              {t('results.match', { percent: toPercent(item.similarity) })}
            </span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-5 shrink-0 text-ink-500 transition-transform',
              expanded && 'rotate-180',
            )}
          />
        </button>
      </h3>
      {!expanded && (
        <p data-testid="preview" className="-mt-1 px-5 pb-4 pl-[2.375rem] text-sm text-ink-600">
          {previewText(item.prompt)}
        </p>
      )}
      <div
        id={regionId}
        role="region"
        aria-labelledby={`${id}-toggle`}
        hidden={!expanded}
        className="space-y-4 border-t border-ink-100 px-5 pt-4 pb-5"
      >
        <p
          data-testid="result-text"
          className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-900"
        >
          {item.prompt}
        </p>
        {written && (
          <ModelLengthBadge
            model={written.model}
            length={item.prompt.length}
            language={written.language}
          />
        )}
        <ResultStats stats={item.stats} />
        {written && (
          <ModelExtras
            model={written.model}
            settings={written.settings}
            negativePrompt={written.negativePrompt}
            overLimit={written.overLimit}
          />
        )}
        <div>
          <h4 className="mb-1.5 text-sm font-semibold text-ink-900">{t('results.changes')}</h4>
          {item.changes.length ? (
            <ul
              data-testid="changes"
              className="list-disc space-y-1 pl-5 text-sm text-ink-700 marker:text-brand-400"
            >
              {item.changes.map((change, index) => (
                <li key={index}>{change}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-500">{t('results.noChanges')}</p>
          )}
        </div>
        {showDiff && <DiffView id={diffId} original={original} text={item.prompt} />}
        <div className="flex flex-wrap items-center gap-2">
          <CopyButton text={item.prompt} toastText={tc('toasts.promptCopied')} />
          <CheckLinkButton
            carry={{
              prompt: item.prompt,
              ...(written ? { model: written.model, duration: written.settings.duration } : {}),
            }}
          />
          <Button
            variant="outline"
            size="sm"
            aria-pressed={showDiff}
            aria-controls={showDiff ? diffId : undefined}
            onClick={() => setShowDiff((open) => !open)}
          >
            <GitCompareArrows aria-hidden="true" className="size-4" />
            {showDiff ? t('results.hideDiff') : t('results.showDiff')}
          </Button>
        </div>
        <div
          role="group"
          aria-labelledby={`${id}-send`}
          className="flex flex-wrap items-center gap-x-1 gap-y-2 text-sm"
        >
          <span id={`${id}-send`} className="mr-1 text-ink-500">
            {t('results.sendTo')}
          </span>
          {SEND_TARGETS.map(({ target, key }) => (
            <Link
              key={target}
              to={localize(sendToPath(target, item.prompt))}
              className={buttonClass('ghost', 'sm')}
              data-send={target}
            >
              {t(`results.${key}`)}
            </Link>
          ))}
        </div>
      </div>
    </Card>
  );
}
