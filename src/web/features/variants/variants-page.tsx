import { Suspense, useState } from 'react';
import { PageIntro } from '../../components/page-intro.tsx';
import { later } from '../../components/shell/hydrate-later.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { canSubmitPrompt } from '../prompt-results/prompt-length.ts';
import { LazyResultCards, preloadResultCards } from '../prompt-results/lazy-result-cards.tsx';
import { ResultsPanel } from '../prompt-results/later-results-panel.tsx';
import { TOOL_PROMPT_LIMITS } from '../prompt-results/tool-limits.ts';
import type { ModelChoice } from '../models/model-choice.ts';
import { TOOL_CHOICE } from '../prompt-results/tool-model.ts';
import { useExpanded } from '../prompt-results/use-expanded.ts';
import { usePromptParam } from '../prompt-results/use-prompt-param.ts';
import { usePromptRun } from '../prompt-results/use-prompt-run.ts';
import { VariantsForm } from './variants-form.tsx';

/** Reading beside the form: prerendered, hydrated once the browser is idle. */
const LevelsGuide = later(() => import('./levels-guide.tsx').then((m) => m.LevelsGuide));

const ALL_OPEN = { light: true, medium: true, heavy: true };

/** /variants: three A/B versions of a prompt with their similarity (spec 2, issue 7). */
export function VariantsPage() {
  const { t } = useTranslation('variants');
  const [prompt, setPrompt] = useState('');
  // The model and its length (the model field sets them once it has hydrated).
  const [choice, setChoice] = useState<ModelChoice>(TOOL_CHOICE);
  const { state, run, reset } = usePromptRun();
  // Side by side for A/B reading, so all three start open.
  const { expanded, allExpanded, toggle, toggleAll, setExpanded } = useExpanded(ALL_OPEN);

  // A link such as /variants?prompt=… (a result sent here from another tool) fills the box.
  usePromptParam((text) => {
    setPrompt(text);
    reset();
  });

  function generate() {
    if (!canSubmitPrompt(prompt, TOOL_PROMPT_LIMITS, state.status === 'loading')) return;
    const submitted = prompt.trim();
    const chosen = choice.duration;
    const writeFor = choice.model;
    setExpanded(ALL_OPEN);
    void run(async () => {
      // The action (API client, schemas, engine) and the cards load only now, in parallel.
      const [{ generateVariants }] = await Promise.all([
        import('./variants-action.ts'),
        preloadResultCards(),
      ]);
      return generateVariants(submitted, chosen, writeFor);
    });
  }

  const results = state.status === 'done' ? state.results : null;

  return (
    <>
      <PageIntro ns="variants" />
      <div className="container-page space-y-8 py-8 sm:py-10">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
          <VariantsForm
            prompt={prompt}
            onPromptChange={setPrompt}
            choice={choice}
            onChoiceChange={setChoice}
            loading={state.status === 'loading'}
            onSubmit={generate}
          />
          <LevelsGuide className="lg:self-start" />
        </div>
        <ResultsPanel
          state={state}
          emptyTitle={t('results.emptyTitle')}
          emptyText={t('results.emptyText')}
          allExpanded={allExpanded}
          onToggleAll={toggleAll}
          onRetry={generate}
          gridClassName="lg:grid-cols-3"
        >
          {results && (
            <Suspense fallback={null}>
              <LazyResultCards results={results} expanded={expanded} onToggle={toggle} />
            </Suspense>
          )}
        </ResultsPanel>
      </div>
    </>
  );
}
