import { Sparkles } from 'lucide-react';
import { Suspense, lazy, type Ref } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import type { GeneratorResult as Result } from './use-generator.ts';

/** The result itself: its code loads with the generator's (generator-loader.ts), not first. */
const ResultCard = lazy(() =>
  import('./generator-result-card.tsx').then((m) => ({ default: m.ResultCard })),
);

/** Before the first result: a placeholder of similar size, so the result does not push. */
function ResultPlaceholder() {
  const { t } = useTranslation('home');
  return (
    <Card className="flex min-h-64 flex-col items-center justify-center border-dashed bg-ink-50/60 p-8 text-center shadow-none">
      <Sparkles aria-hidden="true" className="size-8 text-ink-300" />
      <h3 className="mt-3 text-base font-semibold text-ink-700">
        {t('generator.result.placeholderTitle')}
      </h3>
      <p className="mt-1 max-w-md text-sm text-ink-500">{t('generator.result.placeholderText')}</p>
    </Card>
  );
}

export function GeneratorResultView({
  ref,
  result,
  busy,
  onRegenerate,
  onTryAnother,
}: {
  ref?: Ref<HTMLDivElement>;
  result: Result | null;
  busy: boolean;
  onRegenerate: () => void;
  onTryAnother: () => void;
}) {
  return (
    <div ref={ref} className="scroll-mt-[74px]" data-testid="generator-result-area">
      {!result ? (
        <ResultPlaceholder />
      ) : (
        <Suspense fallback={<ResultPlaceholder />}>
          <ResultCard
            result={result}
            busy={busy}
            onRegenerate={onRegenerate}
            onTryAnother={onTryAnother}
          />
        </Suspense>
      )}
    </div>
  );
}
