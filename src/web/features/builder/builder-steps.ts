import type { BuilderForm, BuilderStepId } from '../../../domain/schemas/builder-form.ts';

/**
 * The seven step ids in order. The domain's BUILDER_STEP_IDS lives in a module that builds zod
 * schemas at load time, which would put zod into the page's first load; this copy is checked
 * against it in builder-steps.test.ts.
 */
export const STEP_IDS = [
  'basic',
  'scene',
  'camera',
  'visual',
  'motion',
  'audio',
  'safety',
] as const satisfies readonly BuilderStepId[];
export type StepId = (typeof STEP_IDS)[number];

/**
 * How a chip shows its step: the one on screen, finished, with errors the person has seen,
 * the safety step still needing its confirmations, the audio step while audio is off, or not
 * yet done.
 */
export type StepStatus = 'current' | 'complete' | 'error' | 'action' | 'disabled' | 'upcoming';

export function stepStatus({
  step,
  current,
  complete,
  checked,
  form,
}: {
  step: StepId;
  current: boolean;
  complete: boolean;
  /** The person has left this step or pressed Next on it, so its errors are shown. */
  checked: boolean;
  form: Pick<BuilderForm, 'hasAudio'>;
}): StepStatus {
  if (current) return 'current';
  if (step === 'audio' && !form.hasAudio) return 'disabled';
  if (complete) return 'complete';
  if (step === 'safety') return 'action';
  return checked ? 'error' : 'upcoming';
}
