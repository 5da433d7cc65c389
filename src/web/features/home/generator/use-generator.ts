import { useCallback, useRef, useState } from 'react';
import { promptLanguage } from '../../prompt-results/prompt-language.ts';
import { loadGenerator, preloadGeneratorWhenIdle } from './generator-loader.ts';
import type { DurationText, ModelId } from '../../../../domain/models/model-ids.ts';
import type { Language } from '../../../../domain/site/languages.ts';
import type { GeneratorOutcome } from './generate-prompt.ts';
import type { GeneratorMode } from './generator-options.ts';

export interface GeneratorResult extends GeneratorOutcome {
  /** The settings it was made with (the form may have changed since). */
  input: string;
  mode: GeneratorMode;
  duration: DurationText;
  model: ModelId;
  /** The language the prompt is written in (its length limit may depend on it). */
  language: Language;
  /** Increases with every result, so the view can react to a new one. */
  id: number;
}

export type GeneratorStatus = 'idle' | 'generating' | 'done' | 'failed';

export interface GeneratorSettings {
  input: string;
  mode: GeneratorMode;
  duration: DurationText;
  model: ModelId;
}

/** Extra seeds Regenerate tries when a seed gives back the prompt already shown. */
const REGENERATE_RETRIES = 3;

function randomSeed(): number {
  const values = new Uint32Array(1);
  window.crypto.getRandomValues(values);
  return (values[0] ?? 0) % 2_147_483_647;
}

/** The generator's request cycle: one call at a time, a result or a failure, and history. */
export function useGenerator() {
  const [status, setStatus] = useState<GeneratorStatus>('idle');
  const [result, setResult] = useState<GeneratorResult | null>(null);
  const busy = useRef(false);
  const nextId = useRef(1);

  const generate = useCallback(
    async (
      { input, mode, duration, model }: GeneratorSettings,
      { avoid }: { avoid?: string } = {},
    ) => {
      if (busy.current) return;
      busy.current = true;
      setStatus('generating');
      preloadGeneratorWhenIdle();
      try {
        const { generatePrompt } = await loadGenerator();
        // The prompt is written in the idea's own language, whatever the page's: an English
        // idea with Chinese lines added (or the reverse) would be one prompt in two languages.
        const language = promptLanguage(input);
        const request = { input, mode, duration, model, language };
        let outcome = await generatePrompt({ ...request, seed: randomSeed() });
        // Regenerate promises a new result, but two seeds can pick the same wording (a short
        // idea in Fast mode leaves the engine few choices): try a few more seeds.
        for (let retry = 0; outcome.prompt === avoid && retry < REGENERATE_RETRIES; retry++) {
          outcome = await generatePrompt({ ...request, seed: randomSeed() });
        }
        setResult({ ...outcome, input, mode, duration, model, language, id: nextId.current++ });
        setStatus('done');
        const entry = {
          prompt: outcome.prompt,
          input,
          mode,
          duration,
          model,
          createdAt: new Date().toISOString(),
        };
        // The history's code arrives with the recent prompts (after idle), not first.
        void import('./history-store.ts').then(({ addToHistory }) => addToHistory(entry));
      } catch (error) {
        // Only reachable when even the built-in engine could not run (its code failed to load).
        console.error('The prompt could not be generated', error);
        setStatus('failed');
      } finally {
        busy.current = false;
      }
    },
    [],
  );

  const reset = useCallback(() => {
    setResult(null);
    setStatus('idle');
  }, []);

  return { status, result, generate, reset };
}
