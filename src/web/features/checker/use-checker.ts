import { useEffect, useMemo, useState } from 'react';
import type { CheckResult } from '../../../domain/checker/check-types.ts';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { Language } from '../../../domain/site/languages.ts';

import type * as CheckForModel from '../../../domain/checker/check-for-model.ts';

type CheckerModule = typeof CheckForModel;

export type CheckerState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; result: CheckResult; module: CheckerModule };

/**
 * The checker, loaded when there is first something to check (its rules and word lists are a
 * chunk of their own, kept out of the page's first load), then run on every change: it is
 * synchronous and takes a few milliseconds, so the score follows the typing.
 */
export function useChecker(
  prompt: string,
  model: ModelId,
  duration: string,
  language: Language,
): { state: CheckerState; retry: () => void } {
  const [module, setModule] = useState<CheckerModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wanted = prompt.trim() !== '';

  useEffect(() => {
    if (!wanted || module !== null) return undefined;
    let live = true;
    import('../../../domain/checker/check-for-model.ts').then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, module, attempt]);

  const result = useMemo(
    () =>
      module && wanted
        ? module.checkForModel(prompt.trim(), {
            model,
            language,
            ...(duration !== '' ? { duration } : {}),
          })
        : null,
    [module, wanted, prompt, model, duration, language],
  );
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  if (!wanted) return { state: { status: 'idle' }, retry };
  if (module === null || result === null) {
    return { state: { status: failed ? 'failed' : 'loading' }, retry };
  }
  return { state: { status: 'done', result, module }, retry };
}
