import type { BuilderForm } from '../../../../domain/schemas/builder-form.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { ChoiceGroup } from '../fields/choice-group.tsx';
import { fieldId, type StepProps } from './step-props.ts';

export function CameraStep({ form, options, errors, update }: StepProps) {
  const { t } = useTranslation('builder');
  return (
    <>
      <ChoiceGroup
        multiple
        id={fieldId('cameraMovement')}
        legend={t('fields.cameraMovement.label')}
        hint={t('fields.cameraMovement.hint')}
        options={options.cameraMovements}
        value={form.cameraMovement}
        onChange={(v) => update('cameraMovement', v)}
        error={errors.cameraMovement}
        required
      />
      <ChoiceGroup
        multiple
        id={fieldId('shotType')}
        legend={t('fields.shotType.label')}
        hint={t('fields.shotType.hint')}
        options={options.shotTypes}
        value={form.shotType}
        onChange={(v) => update('shotType', v)}
        error={errors.shotType}
        required
      />
      <ChoiceGroup
        id={fieldId('lens')}
        legend={t('fields.lens.label')}
        options={options.lenses}
        value={form.lens}
        onChange={(v) => update('lens', v)}
        error={errors.lens}
        required
        compact
      />
      <ChoiceGroup
        id={fieldId('fps')}
        legend={t('fields.fps.label')}
        optionalText={t('fields.optional')}
        options={options.frameRates}
        value={form.fps === undefined ? '' : String(form.fps)}
        onChange={(v) => update('fps', Number(v) as NonNullable<BuilderForm['fps']>)}
        error={errors.fps}
        compact
      />
    </>
  );
}
