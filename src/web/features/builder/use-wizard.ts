import { useCallback, useState } from 'react';
import { prefersReducedMotion } from '../../lib/scroll.ts';
import { STEP_IDS, type StepId } from './builder-steps.ts';

/** The id of the step title, focused after each step change for keyboard and reader users. */
export const STEP_HEADING_ID = 'builder-step-heading';

/** Each step change (and the final Generate) starts at the top of the page (spec 2). */
export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Where the wizard is: the step on screen, the steps whose errors are shown (left, or Next
 * pressed on them), whether Next was refused on this step, and whether the prompt was
 * generated.
 */
export function useWizard() {
  const [index, setIndex] = useState(0);
  const [checked, setChecked] = useState<ReadonlySet<StepId>>(() => new Set());
  const [blocked, setBlocked] = useState(false);
  const [generated, setGenerated] = useState(false);

  const markChecked = useCallback((steps: readonly StepId[]) => {
    setChecked((current) => {
      if (steps.every((step) => current.has(step))) return current;
      return new Set([...current, ...steps]);
    });
  }, []);

  const goTo = useCallback(
    (next: number, from: number) => {
      const target = Math.min(Math.max(next, 0), STEP_IDS.length - 1);
      markChecked([STEP_IDS[from] as StepId]);
      setBlocked(false);
      setIndex(target);
      scrollToTop();
      // After React has rendered the new step: move focus to its title without jumping.
      requestAnimationFrame(() =>
        document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true }),
      );
    },
    [markChecked],
  );

  const reset = useCallback(() => {
    setIndex(0);
    setChecked(new Set());
    setBlocked(false);
    setGenerated(false);
  }, []);

  return {
    index,
    step: STEP_IDS[index] as StepId,
    checked,
    blocked,
    generated,
    goTo,
    markChecked,
    setBlocked,
    setGenerated,
    reset,
  };
}
