import { lazy } from 'react';

const load = () => import('./result-cards.tsx');

/**
 * Starts loading the result cards. A run awaits it together with its answer, so a card chunk
 * that cannot load ends the run in the error card instead of breaking the page.
 */
export async function preloadResultCards(): Promise<void> {
  await load();
}

/** The result cards, split from the page's first load. */
export const LazyResultCards = lazy(async () => ({ default: (await load()).ResultCards }));
