import { useEffect, useState, useSyncExternalStore } from 'react';
import { DEFAULT_MODEL_ID, type ModelId } from '../../../domain/models/model-ids.ts';
import type * as OptionsModule from './model-options.ts';
import type { ModelOption } from './model-options.ts';
import { chooseModel, currentModel, subscribeModel } from './model-store.ts';
import { UNIVERSAL_OPTION } from './universal-option.ts';

type Options = typeof OptionsModule;

let loaded: Options | null = null;
let pending: Promise<Options> | null = null;

/** The profile data for the pickers and results, fetched once (after hydration, not first). */
export function loadModelOptions(): Promise<Options> {
  pending ??= import('./model-options.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A chunk that failed to load (offline, a new deploy) may load on the next try.
      pending = null;
      throw error;
    },
  );
  return pending;
}

const serverModel = (): ModelId => DEFAULT_MODEL_ID;

/**
 * The model the tools write for. Prerendered and hydrated as universal (the page's HTML cannot
 * know what this browser chose); right after hydration the remembered choice is read and the
 * profile data loaded, and the tool follows. Until the data is there the model is universal,
 * so a page never shows one model's name with another's lengths.
 */
export function useModelChoice(): { option: ModelOption; choose: (id: ModelId) => void } {
  const id = useSyncExternalStore(subscribeModel, currentModel, serverModel);
  const [options, setOptions] = useState<Options | null>(loaded);
  useEffect(() => {
    if (options) return undefined;
    let live = true;
    loadModelOptions().then(
      (module) => live && setOptions(module),
      (error: unknown) => console.warn('The model list did not load; writing for any model', error),
    );
    return () => {
      live = false;
    };
  }, [options]);
  const option = (options && options.modelOption(id)) ?? UNIVERSAL_OPTION;
  return { option, choose: chooseModel };
}
