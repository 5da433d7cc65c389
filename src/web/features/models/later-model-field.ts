import { lazy } from 'react';
import { later } from '../../components/shell/hydrate-later.tsx';

const load = () => import('./model-field.tsx');

/**
 * The model field as a tool page shows it: prerendered, hydrated once the browser is idle or
 * at the first sign of a person (docs/decisions/018), so neither the list, the profile data nor
 * the rules weigh on the page's first load.
 */
export const LaterModelField = later(() => load().then((module) => module.ModelField));

/**
 * The select for a model with many lengths (Kling, Seedance, Wan): only ever shown after the
 * field has loaded a model, from the same chunk.
 */
export const LazyDurationSelect = lazy(() =>
  load().then((module) => ({ default: module.DurationSelect })),
);
