import type { Intensity } from '../../../domain/schemas/prompt-common.ts';
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

/** What a run produced: the original it started from and one item per level. */
export interface ResultSet {
  original: string;
  items: readonly ResultItem[];
  /** True when the browser's own engine made it because the API failed. */
  offline: boolean;
}

/** The life of a run (spec 4): idle → loading → done, or error. */
export type RunState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; results: ResultSet }
  | { status: 'error'; message: string | null };
