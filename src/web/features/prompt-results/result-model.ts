import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { PromptSettings } from '../../../domain/prompt/render/render-types.ts';
import type { Intensity } from '../../../domain/schemas/prompt-common.ts';
import type { Language } from '../../../domain/site/languages.ts';
import type { PromptStats } from './prompt-stats.ts';

/** The three rewrite levels in card order (a zod-free copy of the domain's INTENSITIES). */
export const LEVELS: readonly Intensity[] = ['light', 'medium', 'heavy'];
export type Level = Intensity;

/** One version of the prompt as a result card shows it. */
export interface ResultItem {
  level: Level;
  prompt: string;
  /** Similarity to the original, 0–1; null when it could not be computed. */
  similarity: number | null;
  changes: readonly string[];
  /** Spec 9's figures, computed when the result arrived. */
  stats: PromptStats;
}

/** The model a run wrote for, with what it gives beside the text (shared by every level). */
export interface WrittenFor {
  model: ModelId;
  settings: PromptSettings;
  negativePrompt?: string;
  /** The person's own lines are longer than the model takes. */
  overLimit?: boolean;
  /** The prompt's language: Seedance holds Chinese to its own limit. */
  language: Language;
}

/** What a run produced: the original it started from and one item per level. */
export interface ResultSet {
  original: string;
  items: readonly ResultItem[];
  /** True when the browser's own engine made it because the API failed. */
  offline: boolean;
  /** The model it was written for; absent where a run knows none. */
  written?: WrittenFor;
}

/** The life of a run (spec 4): idle → loading → done, or error. */
export type RunState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; results: ResultSet }
  | { status: 'error'; message: string | null };
