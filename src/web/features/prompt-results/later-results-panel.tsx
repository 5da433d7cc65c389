import { later } from '../../components/shell/hydrate-later.tsx';

/**
 * The results area (results-panel.tsx) outside the first load: until a run starts it only
 * shows where results will appear, so it is prerendered and hydrated once the browser is idle
 * or at the first sign of a person; a run's state reaches it once it has.
 */
export const ResultsPanel = later(() => import('./results-panel.tsx').then((m) => m.ResultsPanel));
