import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { ChoiceGroup } from '../fields/choice-group.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { fieldId, type StepProps } from './step-props.ts';

export function VisualStep({ form, options, errors, update }: StepProps) {
  const { t } = useTranslation('builder');
  return (
    <>
      <ChoiceGroup
        multiple
        id={fieldId('visualStyle')}
        legend={t('fields.visualStyle.label')}
        hint={t('fields.visualStyle.hint')}
        options={options.visualStyles}
        value={form.visualStyle}
        onChange={(v) => update('visualStyle', v)}
        error={errors.visualStyle}
        required
      />
      <ChoiceGroup
        multiple
        id={fieldId('lighting')}
        legend={t('fields.lighting.label')}
        hint={t('fields.lighting.hint')}
        options={options.lighting}
        value={form.lighting}
        onChange={(v) => update('lighting', v)}
        error={errors.lighting}
        required
      />
      <SelectField
        id={fieldId('colorGrading')}
        label={t('fields.colorGrading.label')}
        placeholder={t('fields.choose')}
        options={options.colorGrades}
        value={form.colorGrading}
        onChange={(v) => update('colorGrading', v)}
        error={errors.colorGrading}
        required
      />
    </>
  );
}
