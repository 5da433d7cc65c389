import { Suspense, useState } from 'react';
import { PageIntro } from '../../components/page-intro.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { canSubmitPrompt } from '../prompt-results/prompt-length.ts';
import { LazyResultCards, preloadResultCards } from '../prompt-results/lazy-result-cards.tsx';
import { ResultsPanel } from '../prompt-results/later-results-panel.tsx';
import { onlyOpen, useExpanded } from '../prompt-results/use-expanded.ts';
import { usePromptParam } from '../prompt-results/use-prompt-param.ts';
import { usePromptRun } from '../prompt-results/use-prompt-run.ts';
import { TOOL_PROMPT_LIMITS } from '../prompt-results/tool-limits.ts';
import type { ModelChoice } from '../models/model-choice.ts';
import { TOOL_CHOICE } from '../prompt-results/tool-model.ts';
import { later } from '../../components/shell/hydrate-later.tsx';
import { RefinerForm } from './refiner-form.tsx';
import { DEFAULT_REFINER_OPTIONS, type RefinerOptions } from './refiner-options.ts';

/**
 * The configuration summary beside the form: read, never pressed, so prerendered and hydrated
 * when the browser is idle (docs/decisions/018); it follows every choice from then on.
 */
const ConfigSidebar = later(() => import('./config-sidebar.tsx').then((m) => m.ConfigSidebar));

/** /refiner: rewrite a prompt at three intensities (spec 2, issue 7). */
export function RefinerPage() {
  const { t } = useTranslation('refiner');
  const [prompt, setPrompt] = useState('');
  const [chosen, setOptions] = useState<RefinerOptions>(DEFAULT_REFINER_OPTIONS);
  // The model and its length (the model field sets them once it has hydrated).
  const [choice, setChoice] = useState<ModelChoice>(TOOL_CHOICE);
  const options: RefinerOptions = { ...chosen, duration: choice.duration };
  // The intensity of the last run: its card opens first and carries the "Your pick" badge.
  const [picked, setPicked] = useState(DEFAULT_REFINER_OPTIONS.intensity);
  const { state, run, reset } = usePromptRun();
  const { expanded, allExpanded, toggle, toggleAll, setExpanded } = useExpanded(
    onlyOpen(DEFAULT_REFINER_OPTIONS.intensity),
  );

  // A link such as /refiner?prompt=… (a result sent here from another tool) fills the box.
  usePromptParam((text) => {
    setPrompt(text);
    reset();
  });

  function optimize() {
    if (!canSubmitPrompt(prompt, TOOL_PROMPT_LIMITS, state.status === 'loading')) return;
    const submitted = prompt.trim();
    const asked = options;
    const writeFor = choice.model;
    setPicked(asked.intensity);
    setExpanded(onlyOpen(asked.intensity));
    void run(async () => {
      // The action (API client, schemas, engine) and the cards load only now, in parallel.
      const [{ refinePrompt }] = await Promise.all([
        import('./refine-action.ts'),
        preloadResultCards(),
      ]);
      return refinePrompt(submitted, asked, writeFor);
    });
  }

  const loading = state.status === 'loading';
  const results = state.status === 'done' ? state.results : null;

  return (
    <>
      <PageIntro ns="refiner" />
      <div className="container-page grid gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
        <RefinerForm
          prompt={prompt}
          onPromptChange={setPrompt}
          options={options}
          onOptionsChange={setOptions}
          choice={choice}
          onChoiceChange={setChoice}
          loading={loading}
          onSubmit={optimize}
        />
        <ConfigSidebar
          options={options}
          model={choice.model}
          promptLength={prompt.length}
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        />
        <div className="min-w-0 lg:col-start-1">
          <ResultsPanel
            state={state}
            emptyTitle={t('results.emptyTitle')}
            emptyText={t('results.emptyText')}
            allExpanded={allExpanded}
            onToggleAll={toggleAll}
            onRetry={optimize}
          >
            {results && (
              <Suspense fallback={null}>
                <LazyResultCards
                  results={results}
                  expanded={expanded}
                  onToggle={toggle}
                  badges={{ [picked]: t('results.chosen') }}
                />
              </Suspense>
            )}
          </ResultsPanel>
        </div>
      </div>
    </>
  );
}
