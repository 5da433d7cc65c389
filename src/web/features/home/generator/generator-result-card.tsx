import { Check, RotateCcw, Sparkles } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { ModelExtras, ModelLengthBadge } from '../../models/model-extras.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckLinkButton } from '../../../components/check-link-button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { estimateTokens } from '../../../../domain/prompt/estimate-tokens.ts';
import { formatCount } from './format.ts';
import { MODE_LENGTH_TARGET } from './generator-options.ts';
import type { GeneratorResult as Result } from './use-generator.ts';

/** A generated prompt with its length, tokens, enhancements and actions. */
export function ResultCard({
  result,
  busy,
  onRegenerate,
  onTryAnother,
}: {
  result: Result;
  busy: boolean;
  onRegenerate: () => void;
  onTryAnother: () => void;
}) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <Card className="p-5 sm:p-6" data-testid="generator-result">
      <ResultBody result={result} />
      <div className="mt-6 flex flex-wrap gap-2 border-t border-ink-100 pt-5">
        <CopyButton
          text={result.prompt}
          label={tc('actions.copyPrompt')}
          toastText={tc('toasts.promptCopied')}
          variant="primary"
          size="md"
          disabled={busy}
        />
        <CheckLinkButton
          carry={{ prompt: result.prompt, model: result.model, duration: result.settings.duration }}
          size="md"
        />
        <Button variant="outline" onClick={onRegenerate} disabled={busy}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('generator.result.regenerate')}
        </Button>
        <Button variant="ghost" onClick={onTryAnother} disabled={busy}>
          <Sparkles aria-hidden="true" className="size-4" />
          {t('generator.result.tryAnother')}
        </Button>
      </div>
    </Card>
  );
}

function ResultBody({ result }: { result: Result }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const length = result.prompt.length;
  // Universal keeps spec 9's targets (Fast 500, Advanced 2000); another model is held to its
  // own limit for the prompt's language.
  const universal = result.model === 'universal';
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-ink-950">{t('generator.result.title')}</h3>
        <div className="flex flex-wrap gap-2">
          <ModelLengthBadge
            model={result.model}
            length={length}
            language={result.language}
            {...(universal
              ? {
                  target: MODE_LENGTH_TARGET[result.mode],
                  title: t('generator.result.lengthLabel', {
                    mode: t(`generator.modes.${result.mode}.label`),
                  }),
                }
              : {})}
          />
          <Badge tone="neutral" data-testid="token-badge">
            {tc('labels.tokens', { count: formatCount(estimateTokens(result.prompt)) })}
          </Badge>
        </div>
      </div>
      <p
        className="mt-4 rounded-xl bg-ink-50 p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-900"
        data-testid="generated-prompt"
      >
        {result.prompt}
      </p>
      <ModelExtras
        model={result.model}
        settings={result.settings}
        negativePrompt={result.negativePrompt}
        overLimit={result.overLimit}
        className="mt-4"
      />
      {result.offline && (
        <p
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="offline-note"
        >
          {tc('labels.offlineNote')}
        </p>
      )}
      {result.enhancements.length > 0 && (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-ink-900">
            {t('generator.result.enhancements')}
          </h4>
          <ul className="mt-2 grid gap-1.5 sm:grid-cols-2" data-testid="enhancements">
            {result.enhancements.map((item, index) => (
              <li key={`${index}-${item}`} className="flex items-start gap-2 text-sm text-ink-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
