import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { ChoiceGroup } from '../fields/choice-group.tsx';
import { EntryListField } from '../fields/entry-list-field.tsx';
import { FIELD_MAX } from '../../../../domain/limits.ts';
import { fieldId, type StepProps } from './step-props.ts';

export function MotionStep({ form, options, errors, update }: StepProps) {
  const { t } = useTranslation('builder');
  const keywordLabels = new Map(options.motionKeywords.map((o) => [o.value, o.label]));
  const picked = form.motion.filter((entry) => keywordLabels.has(entry));

  return (
    <>
      <EntryListField
        id={fieldId('motion')}
        label={t('fields.motion.label')}
        listLabel={t('fields.motion.list')}
        placeholder={t('fields.motion.placeholder')}
        hint={t('fields.motion.hint')}
        addLabel={t('fields.motion.add')}
        removeLabel={(entry) => t('fields.motion.remove', { entry })}
        entries={form.motion}
        onChange={(v) => update('motion', v)}
        display={(entry) => keywordLabels.get(entry) ?? entry}
        error={errors.motion}
        maxLength={FIELD_MAX}
        required
      />
      <ChoiceGroup
        multiple
        id={fieldId('motionKeywords')}
        legend={t('fields.motion.suggestions')}
        hint={t('fields.motion.suggestionsHint')}
        optionalText={t('fields.optional')}
        options={options.motionKeywords}
        value={picked}
        onChange={(next) => {
          // Keep typed entries and their order; add or drop only the idea that changed.
          const added = next.filter((value) => !picked.includes(value));
          const kept = form.motion.filter(
            (entry) => !keywordLabels.has(entry) || next.includes(entry),
          );
          update('motion', [...kept, ...added]);
        }}
      />
      <ChoiceGroup
        multiple
        id={fieldId('physicsConstraints')}
        legend={t('fields.physicsConstraints.label')}
        optionalText={t('fields.optional')}
        options={options.physicsConstraints}
        value={form.physicsConstraints}
        onChange={(v) => update('physicsConstraints', v)}
        error={errors.physicsConstraints}
      />
      <ChoiceGroup
        multiple
        id={fieldId('specialEffects')}
        legend={t('fields.specialEffects.label')}
        optionalText={t('fields.optional')}
        options={options.specialEffects}
        value={form.specialEffects}
        onChange={(v) => update('specialEffects', v)}
        error={errors.specialEffects}
      />
    </>
  );
}
