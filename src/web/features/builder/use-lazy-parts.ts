import { useEffect, useState } from 'react';
import type * as LazyPartsModule from './lazy-parts.ts';

export type LazyParts = typeof LazyPartsModule;

let loaded: LazyParts | null = null;
let pending: Promise<LazyParts> | null = null;

function loadLazyParts(): Promise<LazyParts> {
  pending ??= import('./lazy-parts.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed chunk load (offline, new deploy) may succeed on the next try.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The lazy parts, or null until their chunk has loaded (it starts right after hydration). */
export function useLazyParts(): LazyParts | null {
  const [parts, setParts] = useState<LazyParts | null>(loaded);
  useEffect(() => {
    if (parts) return undefined;
    let live = true;
    loadLazyParts().then(
      (module) => live && setParts(module),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [parts]);
  return parts;
}
