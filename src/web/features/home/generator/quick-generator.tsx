import { useCallback, useEffect, useRef, useState } from 'react';
import { later } from '../../../components/shell/hydrate-later.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { prefersReducedMotion } from '../../../lib/scroll.ts';
import { formatCount } from './format.ts';
import { GeneratorForm } from './generator-form.tsx';
import type { ModelChoice } from '../../models/model-choice.ts';
import { DEFAULT_MODE, GENERATOR_CHOICE, type GeneratorMode } from './generator-options.ts';
import { GeneratorResultView } from './generator-result.tsx';
import { preloadGeneratorWhenIdle } from './generator-loader.ts';
import type { HistoryEntry } from './history-store.ts';
import { useGenerator, type GeneratorStatus } from './use-generator.ts';

/** Prerendered empty; its code (the stored history) hydrates once the browser is idle. */
const RecentPrompts = later(() => import('./recent-prompts.tsx').then((m) => m.RecentPrompts));

function useStatusText(status: GeneratorStatus, length: number, offline: boolean): string {
  const { t } = useTranslation('home');
  const count = formatCount(length);
  switch (status) {
    case 'generating':
      return t('generator.status.generating');
    case 'done':
      return offline
        ? t('generator.status.readyOffline', { count })
        : t('generator.status.ready', { count });
    case 'failed':
      return t('generator.status.failed');
    default:
      return '';
  }
}

/** The quick generator: the home page's #create section. */
export function QuickGenerator() {
  const { t } = useTranslation('home');
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<GeneratorMode>(DEFAULT_MODE);
  // The model and its length: universal until the model field hydrates and brings the one
  // this browser chose last.
  const [choice, setChoice] = useState<ModelChoice>(GENERATOR_CHOICE);
  const { status, result, generate, reset } = useGenerator();
  const busy = status === 'generating';
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const statusText = useStatusText(status, result?.prompt.length ?? 0, result?.offline ?? false);

  // Text typed into the prerendered box before hydration is on screen but not in state:
  // adopt it, so Generate does not stay disabled under visible text. A focus that came
  // before hydration missed onFocus, so the preload starts here instead.
  useEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    if (box.value) setInput(box.value);
    if (box.value || document.activeElement === box) preloadGeneratorWhenIdle();
  }, []);

  // A new result: bring it into view (smoothly, unless the reader asked for less motion).
  const resultId = result?.id;
  useEffect(() => {
    if (resultId === undefined) return;
    resultRef.current?.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }, [resultId]);

  function tryAnother() {
    setInput('');
    reset();
    inputRef.current?.focus();
  }

  // Stable, so typing (a re-render) never reaches the recent prompts while they wait to hydrate.
  // The entry's model comes back too (entries from before models were universal); the model
  // field offers its lengths and remembers it.
  const reuse = useCallback((entry: HistoryEntry) => {
    setInput(entry.input);
    setMode(entry.mode);
    setChoice((current) => ({
      ...current,
      model: entry.model ?? 'universal',
      duration: entry.duration as ModelChoice['duration'],
    }));
    inputRef.current?.focus();
  }, []);

  return (
    <section
      id="create"
      aria-labelledby="create-title"
      className="border-y border-ink-200 bg-ink-50/70"
    >
      <div className="container-page py-12 sm:py-16">
        <div className="max-w-2xl">
          <h2
            id="create-title"
            className="text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl"
          >
            {t('generator.title')}
          </h2>
          <p className="mt-2 text-ink-600">{t('generator.intro')}</p>
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-6">
            <div className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6">
              <GeneratorForm
                input={input}
                mode={mode}
                choice={choice}
                busy={busy}
                inputRef={inputRef}
                onInputChange={setInput}
                onModeChange={setMode}
                onChoiceChange={setChoice}
                onInputFocus={preloadGeneratorWhenIdle}
                onGenerate={() =>
                  void generate({ input, mode, duration: choice.duration, model: choice.model })
                }
              />
            </div>
            <p role="status" aria-live="polite" className="sr-only" data-testid="generator-status">
              {statusText}
            </p>
            <GeneratorResultView
              ref={resultRef}
              result={result}
              busy={busy}
              onRegenerate={() => {
                if (result) void generate(result, { avoid: result.prompt });
              }}
              onTryAnother={tryAnother}
            />
          </div>
          {/* On wide screens the panel fills the row beside the form without setting its
              height; below it keeps its own fixed height. */}
          <div className="relative min-h-80">
            <RecentPrompts
              busy={busy}
              onReuse={reuse}
              className="lg:absolute lg:inset-0 lg:h-auto"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
