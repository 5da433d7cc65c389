/**
 * The checker for a model by its id, as the API, the page and the review queue call it: the
 * profile's view is made once per model.
 */
import { DEFAULT_MODEL_ID, type ModelId } from '../models/model-ids.ts';
import { getProfile } from '../models/model-profiles.ts';
import type { Language } from '../site/languages.ts';
import { applyAllFixes, checkPrompt } from './check-prompt.ts';
import type { CheckOptions, CheckResult } from './check-types.ts';
import { checkerProfileOf, type CheckerProfile } from './checker-profile.ts';

const VIEWS = new Map<ModelId, CheckerProfile>();

/** The checker's view of a model's profile. */
export function checkerProfileFor(model: ModelId = DEFAULT_MODEL_ID): CheckerProfile {
  let view = VIEWS.get(model);
  if (view === undefined) {
    view = checkerProfileOf(getProfile(model));
    VIEWS.set(model, view);
  }
  return view;
}

export interface ModelCheckOptions {
  model?: ModelId;
  /** "8s", as requests and the page write it. */
  duration?: string;
  language: Language;
}

function optionsFor({ model, duration, language }: ModelCheckOptions): CheckOptions {
  const seconds = duration === undefined ? undefined : Number.parseInt(duration, 10);
  return {
    profile: checkerProfileFor(model),
    language,
    ...(seconds !== undefined && Number.isFinite(seconds) ? { seconds } : {}),
  };
}

/** Check a prompt for a model. */
export function checkForModel(prompt: string, options: ModelCheckOptions): CheckResult {
  return checkPrompt(prompt, optionsFor(options));
}

/** "Apply all" for a model. */
export function applyAllForModel(prompt: string, options: ModelCheckOptions): string {
  return applyAllFixes(prompt, optionsFor(options));
}
