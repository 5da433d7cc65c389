import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. Pages read URL search
 * parameters or local storage only once hydrated, so the first client render matches the
 * static HTML (which knows neither).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
