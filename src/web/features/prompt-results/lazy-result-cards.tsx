import { lazy } from 'react';

const load = () => import('./result-cards.tsx');

/**
 * Starts loading the result cards and the run's views around them (results-run.tsx). A run
 * awaits it together with its answer, so a chunk that cannot load ends the run in the error
 * card instead of breaking the page.
 */
export async function preloadResultCards(): Promise<void> {
  await Promise.all([load(), import('./results-run.tsx')]);
}

/** The result cards, split from the page's first load. */
export const LazyResultCards = lazy(async () => ({ default: (await load()).ResultCards }));
