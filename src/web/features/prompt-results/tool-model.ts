import { lazy } from 'react';
import { later } from '../../components/shell/hydrate-later.tsx';
import type { ModelChoice } from '../models/model-choice.ts';

// The refiner's and the variants' links to the model field. Each tool page declares its own
// (the generator has the same in generator-form.tsx) rather than sharing one module: a module
// shared by four pages becomes a chunk of its own, and its overhead (~0.4 KB gzip) was what
// put the refiner over the first-load budget.

const load = () => import('../models/model-field.tsx');

/** The model field: prerendered, hydrated after the page (docs/decisions/018 and 019). */
export const LaterModelField = later(() => load().then((module) => module.ModelField));

/** The select for a model with many lengths: only shown once the field has loaded a model. */
export const LazyDurationSelect = lazy(() =>
  load().then((module) => ({ default: module.DurationSelect })),
);

/** Before the field hydrates: universal, 15 s of 10/15/25 s (spec 9); tool-model.test.ts. */
export const TOOL_CHOICE: ModelChoice = {
  model: 'universal',
  duration: '15s',
  durations: [10, 15, 25],
};
