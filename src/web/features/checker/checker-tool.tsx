import { useState } from 'react';
import { DEFAULT_MODEL_ID, type ModelId } from '../../../domain/models/model-ids.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { CheckerForm } from './checker-form.tsx';
import { markId } from './marked-prompt.tsx';
import { MODEL_OPTIONS } from '../models/model-options.ts';
import { ReviewPanel } from './review-panel.tsx';
import { useCheckParams } from './use-check-params.ts';
import { useChecker } from './use-checker.ts';

/** The checker itself: paste box, pickers, score and issues. Runs in the browser. */
export function CheckerTool() {
  const language = useLanguage();
  const models = MODEL_OPTIONS;
  const [prompt, setPrompt] = useState('');
  const [model, setModel] = useState<ModelId>(DEFAULT_MODEL_ID);
  const [duration, setDuration] = useState('');
  const [active, setActive] = useState<number | null>(null);
  const { state, retry } = useChecker(prompt, model, duration, language);

  // A "Check" link from another tool fills the box, the model and the length.
  useCheckParams((params) => {
    if (params.prompt !== undefined) setPrompt(params.prompt);
    const next = params.model ?? model;
    if (params.model) setModel(params.model);
    // A length the model does not offer is not picked: a length written in the prompt is still
    // checked against the model's.
    const offered = models.find((option) => option.id === next)?.durations ?? [];
    const seconds = Number.parseInt(params.duration ?? '', 10);
    setDuration(offered.includes(seconds) ? `${seconds}s` : '');
    setActive(null);
  });

  function changeModel(next: ModelId) {
    setModel(next);
    // A length the new model does not offer is dropped rather than checked as an error.
    const offered = models.find((option) => option.id === next)?.durations ?? [];
    if (duration !== '' && !offered.includes(Number.parseInt(duration, 10))) setDuration('');
  }

  function changePrompt(next: string) {
    setPrompt(next);
    setActive(null);
  }

  function show(issue: number) {
    setActive(issue);
    document
      .getElementById(markId(issue))
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }

  function applyAll() {
    if (state.status !== 'done') return;
    changePrompt(
      state.module.applyAllForModel(prompt.trim(), {
        model,
        language,
        ...(duration !== '' ? { duration } : {}),
      }),
    );
  }

  const canApplyAll =
    state.status === 'done' && state.result.issues.some((issue) => issue.fix !== undefined);

  return (
    <div className="container-page grid grid-cols-[minmax(0,1fr)] items-start gap-6 py-8 sm:py-10 lg:grid-cols-2 lg:gap-8">
      <CheckerForm
        prompt={prompt}
        onPromptChange={changePrompt}
        model={model}
        onModelChange={changeModel}
        duration={duration}
        onDurationChange={setDuration}
        models={models}
        canApplyAll={canApplyAll}
        onApplyAll={applyAll}
      />
      <ReviewPanel
        state={state}
        text={prompt.trim()}
        active={active}
        onApply={changePrompt}
        onShow={show}
        onRetry={retry}
      />
    </div>
  );
}
