import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. The list reads its URL
 * search parameters only once hydrated, so the first client render matches the static HTML
 * (which was rendered without any).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
