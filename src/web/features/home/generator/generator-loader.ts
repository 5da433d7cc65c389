import type * as GeneratorCode from './generate-prompt.ts';

type GeneratorModule = typeof GeneratorCode;

let loading: Promise<GeneratorModule> | null = null;
let preloadScheduled = false;

/** The generator's code (API client, schema, engine fallback), fetched once. */
export function loadGenerator(): Promise<GeneratorModule> {
  loading ??= import('./generate-prompt.ts').catch((error: unknown) => {
    // A failed fetch (offline before it ever loaded) may succeed later: allow a retry.
    loading = null;
    throw error;
  });
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
