import { SCENE_MAX, SUBJECT_MAX } from '../../../../domain/limits.ts';
import type { BuilderForm } from '../../../../domain/schemas/builder-form.ts';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { ChoiceGroup } from '../fields/choice-group.tsx';
import { SelectField, TextField } from '../fields/select-field.tsx';
import { fieldId, type StepProps } from './step-props.ts';

export function SceneStep({ form, options, errors, update }: StepProps) {
  const { t } = useTranslation('builder');
  return (
    <>
      <TextField
        id={fieldId('scene')}
        label={t('fields.scene.label')}
        placeholder={t('fields.scene.placeholder')}
        hint={t('fields.scene.hint')}
        value={form.scene}
        onChange={(v) => update('scene', v)}
        error={errors.scene}
        maxLength={SCENE_MAX}
        required
        multiline
      />
      <TextField
        id={fieldId('subject')}
        label={t('fields.subject.label')}
        placeholder={t('fields.subject.placeholder')}
        value={form.subject}
        onChange={(v) => update('subject', v)}
        error={errors.subject}
        maxLength={SUBJECT_MAX}
        required
      />
      <SelectField
        id={fieldId('environment')}
        label={t('fields.environment.label')}
        placeholder={t('fields.choose')}
        options={options.environments}
        value={form.environment}
        onChange={(v) => update('environment', v)}
        error={errors.environment}
        required
      />
      <ChoiceGroup
        id={fieldId('timeOfDay')}
        legend={t('fields.timeOfDay.label')}
        options={options.timesOfDay}
        value={form.timeOfDay}
        onChange={(v) => update('timeOfDay', v as BuilderForm['timeOfDay'])}
        error={errors.timeOfDay}
        required
        compact
      />
    </>
  );
}
