import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { Language } from '../../../domain/site/languages.ts';
import type { BuilderOptions } from './builder-options.ts';

/** The lists the basic step offers for a model other than universal. */
export type ModelLists = Pick<
  BuilderOptions,
  'durations' | 'aspectRatios' | 'popularDurations' | 'popularAspectRatios'
>;

/**
 * The model the builder writes for, as the page keeps it: set by the model field in the
 * preview (builder-model-field.tsx, hydrated after the page), universal until then.
 */
export interface BuilderModel {
  id: ModelId;
  /** The languages the model reads, best first: the prompt language's default follows them. */
  languages?: readonly Language[];
  /** The model's lengths and ratios in place of the builder's own; absent for universal. */
  lists?: ModelLists;
}
