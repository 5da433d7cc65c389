import type { DurationText, ModelId } from '../../../domain/models/model-ids.ts';

/**
 * What a tool page keeps of the chosen model: its id, the clip length (and, in the builder,
 * the aspect ratio) and the lists the page offers for it. Set by the model field
 * (model-field.tsx, hydrated after the page) so the page's first load carries no profile data.
 */
export interface ModelChoice {
  model: ModelId;
  duration: DurationText;
  /** The lengths the page offers, in seconds, shortest first. */
  durations: readonly number[];
  aspectRatio?: string;
  /** The ratios the page offers; absent where the page has no ratio choice. */
  aspectRatios?: readonly string[];
}
