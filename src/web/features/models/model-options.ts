import { MODEL_PROFILES } from '../../../domain/models/model-profiles.ts';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { AspectRatio, ModelProfile } from '../../../domain/models/model-profile-schema.ts';
import type { Language } from '../../../domain/site/languages.ts';

/**
 * A model as the pickers and results need it: names in both languages, its lengths, ratios,
 * limits and negative-prompt kind. The profile data (about 2.5 KB gzip) is imported only here,
 * and the tools load this module after hydration (use-model-choice.ts), not first.
 */
export interface ModelOption {
  id: ModelId;
  names: { en: string; zh: string };
  retired: boolean;
  /** "2026-09-24" for a retired model. */
  retiredOn?: string;
  promptLimit: number;
  /** A separate limit for Chinese prompts where the guide sets one (Seedance). */
  promptLimitZh?: number;
  /** Offered clip lengths in seconds, shortest first. */
  durations: readonly number[];
  defaultDuration: number;
  aspectRatios: readonly AspectRatio[];
  negativePrompt: ModelProfile['negativePrompt']['value'];
  /** The languages the model reads, the one it reads best first. */
  languages: readonly Language[];
}

export function toModelOption(profile: ModelProfile): ModelOption {
  return {
    id: profile.id,
    names: profile.names,
    retired: profile.status === 'retired',
    ...(profile.retiredOn ? { retiredOn: profile.retiredOn.value } : {}),
    promptLimit: profile.promptLimit.value,
    ...(profile.promptLimitZh ? { promptLimitZh: profile.promptLimitZh.value } : {}),
    durations: [...profile.durations.value].sort((a, b) => a - b),
    defaultDuration: profile.defaultDuration,
    aspectRatios: profile.aspectRatios.value,
    negativePrompt: profile.negativePrompt.value,
    languages: profile.languages.value,
  };
}

/** Every model, in the profiles' order (retired last). */
export const MODEL_OPTIONS: readonly ModelOption[] = MODEL_PROFILES.map(toModelOption);

const BY_ID = new Map(MODEL_OPTIONS.map((option) => [option.id, option]));

/** A model's option; undefined for an id that is not a model's. */
export const modelOption = (id: ModelId): ModelOption | undefined => BY_ID.get(id);

/** The models to pick from, in the profiles' order. */
export function modelOptions(): readonly ModelOption[] {
  return MODEL_OPTIONS;
}
