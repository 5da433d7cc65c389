import { later } from '../../components/shell/hydrate-later.tsx';

/**
 * The model picker as a tool page shows it: prerendered, hydrated once the browser is idle or
 * at the first sign of a person (docs/decisions/018), so neither the list nor the profile data
 * weighs on the page's first load.
 */
export const LaterModelPicker = later(() =>
  import('./model-picker.tsx').then((module) => module.ModelPicker),
);
