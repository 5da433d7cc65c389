import { MODEL_PROFILES } from '../../../domain/models/model-profiles.ts';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { Language } from '../../../domain/site/languages.ts';

export interface ModelOption {
  id: ModelId;
  name: string;
  retired: boolean;
  promptLimit: number;
  durations: readonly number[];
}

/** The models to pick from, in the profiles' order, named in the page's language. */
export function modelOptions(language: Language): ModelOption[] {
  return MODEL_PROFILES.map((profile) => ({
    id: profile.id,
    name: profile.names[language] || profile.names.en,
    retired: profile.status === 'retired',
    promptLimit: profile.promptLimit.value,
    durations: [...profile.durations.value].sort((a, b) => a - b),
  }));
}
