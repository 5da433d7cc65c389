import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { StepId } from './builder-steps.ts';
import { BasicStep } from './steps/basic-step.tsx';
import type { StepProps } from './steps/step-props.ts';
import type { LazyParts } from './use-lazy-parts.ts';

/** The fields of one step; steps 2–7 come from the lazy chunk. */
export function StepBody({
  step,
  parts,
  ...props
}: StepProps & {
  step: StepId;
  parts: LazyParts | null;
}) {
  const { t } = useTranslation();
  if (step === 'basic') return <BasicStep {...props} />;
  if (!parts) {
    return (
      <p role="status" className="min-h-64 text-sm text-ink-500">
        {t('actions.loading')}
      </p>
    );
  }
  switch (step) {
    case 'scene':
      return <parts.SceneStep {...props} />;
    case 'camera':
      return <parts.CameraStep {...props} />;
    case 'visual':
      return <parts.VisualStep {...props} />;
    case 'motion':
      return <parts.MotionStep {...props} />;
    case 'audio':
      return <parts.AudioStep {...props} />;
    case 'safety':
      return <parts.SafetyStep {...props} />;
  }
}
