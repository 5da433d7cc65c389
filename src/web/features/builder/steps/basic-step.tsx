import { useTranslation } from '../../../i18n/i18n-context.tsx';
import type { BuilderForm } from '../../../../domain/schemas/builder-form.ts';
import { ChoiceGroup } from '../fields/choice-group.tsx';
import { TextField } from '../fields/select-field.tsx';
import { TITLE_MAX } from '../../../../domain/limits.ts';
import { fieldId, type StepProps } from './step-props.ts';

export function BasicStep({ form, options, errors, update }: StepProps) {
  const { t } = useTranslation('builder');
  return (
    <>
      <ChoiceGroup
        id={fieldId('categoryId')}
        legend={t('fields.category.label')}
        options={options.categories}
        value={form.categoryId}
        onChange={(v) => update('categoryId', v as BuilderForm['categoryId'])}
        error={errors.categoryId}
        required
      />
      <ChoiceGroup
        id={fieldId('duration')}
        legend={t('fields.duration.label')}
        options={options.durations}
        value={form.duration}
        onChange={(v) => update('duration', v as BuilderForm['duration'])}
        error={errors.duration}
        marked={options.popularDurations}
        markText={t('fields.popular')}
        required
        compact
      />
      <ChoiceGroup
        id={fieldId('aspectRatio')}
        legend={t('fields.aspectRatio.label')}
        options={options.aspectRatios}
        value={form.aspectRatio}
        onChange={(v) => update('aspectRatio', v as BuilderForm['aspectRatio'])}
        error={errors.aspectRatio}
        marked={options.popularAspectRatios}
        markText={t('fields.popular')}
        required
        compact
      />
      <TextField
        id={fieldId('title')}
        label={t('fields.title.label')}
        optionalText={t('fields.optional')}
        placeholder={t('fields.title.placeholder')}
        value={form.title}
        onChange={(v) => update('title', v)}
        error={errors.title}
        maxLength={TITLE_MAX}
      />
    </>
  );
}
