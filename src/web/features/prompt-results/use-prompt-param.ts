import { useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { PROMPT_PARAM } from './send-to.ts';

const subscribeNever = () => () => {};

/**
 * False while hydrating the prerendered HTML (which was built without any query), true
 * afterwards: state that depends on the URL's query must wait for it, or hydration would
 * not match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Calls `onPrompt` with the text of `?prompt=` once after hydration, and again whenever a
 * link brings a different text (a result sent back to this same page). Adjusts state during
 * render, as React recommends for state that follows a changing input.
 */
export function usePromptParam(onPrompt: (text: string) => void): void {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const text = hydrated ? params.get(PROMPT_PARAM) : null;
  const [seen, setSeen] = useState<string | null>(null);
  if (text !== seen) {
    setSeen(text);
    if (text) onPrompt(text);
  }
}
