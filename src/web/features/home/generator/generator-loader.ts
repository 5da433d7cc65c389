import type * as GeneratorCode from './generate-prompt.ts';

type GeneratorModule = typeof GeneratorCode;

let loading: Promise<GeneratorModule> | null = null;
let preloadScheduled = false;

/**
 * The generator's code (API client, schema, engine fallback) and its result card, fetched
 * once. A run awaits both, so a card that cannot load ends the run as failed instead of
 * breaking the page when the result renders.
 */
export function loadGenerator(): Promise<GeneratorModule> {
  loading ??= Promise.all([
    import('./generate-prompt.ts'),
    import('./generator-result-card.tsx'),
  ]).then(
    ([module]) => module,
    (error: unknown) => {
      // A failed fetch (offline before it ever loaded) may succeed later: allow a retry.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * When the browser is idle, fetch the generator and the engine it falls back on, so a later
 * Generate works even if the server has gone away by then. Runs once per page.
 */
export function preloadGeneratorWhenIdle(): void {
  if (preloadScheduled) return;
  preloadScheduled = true;
  const run = () => {
    loadGenerator()
      .then((module) => module.preloadEngine())
      .catch((error: unknown) => {
        preloadScheduled = false;
        console.warn('Could not preload the generator', error);
      });
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 2000 });
  } else {
    window.setTimeout(run, 200);
  }
}
