import { useEffect, useState } from 'react';
import type * as RulesModule from './builder-rules.ts';

export type BuilderRules = typeof RulesModule;

let pending: Promise<BuilderRules> | null = null;

/** Loads the rules chunk once; later calls share the same promise. */
export function loadBuilderRules(): Promise<BuilderRules> {
  pending ??= import('./builder-rules.ts').catch((error: unknown) => {
    // A failed chunk load (offline, new deploy) may succeed on the next try.
    pending = null;
    throw error;
  });
  return pending;
}

/** The rules module, or null until its chunk has loaded (starts right after hydration). */
export function useBuilderRules(): BuilderRules | null {
  const [rules, setRules] = useState<BuilderRules | null>(null);
  useEffect(() => {
    let live = true;
    loadBuilderRules().then(
      (module) => live && setRules(module),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
