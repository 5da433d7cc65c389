import { useMemo } from 'react';
import type { ModelChoice } from '../models/model-choice.ts';
import { ModelField } from '../models/model-field.tsx';
import { modelOption } from '../models/model-options.ts';
import { ratioLabel } from '../models/model-text.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { BuilderOptions } from './builder-options.ts';
import type { BuilderModel } from './builder-model.ts';
import type { ChoiceOption } from './fields/choice-group.tsx';

const seconds = (options: readonly ChoiceOption[]) =>
  options.map((option) => Number.parseInt(option.value, 10));
const values = (options: readonly ChoiceOption[]) => options.map((option) => option.value);

/**
 * The builder's model field (in the preview, beside the prompt language): the shared field
 * with the builder's own lengths and ratios for universal, and the model's, labelled, handed
 * to the basic step for every other model. A length or ratio the model lacks moves to the
 * nearest it offers, and the field says so.
 */
export function BuilderModelField({
  model,
  duration,
  aspectRatio,
  options,
  onChange,
}: {
  model: BuilderModel;
  duration: string;
  aspectRatio: string;
  options: Pick<BuilderOptions, 'durations' | 'aspectRatios'>;
  onChange: (model: BuilderModel, duration: string, aspectRatio: string) => void;
}) {
  const { t } = useTranslation();
  const own = useMemo(
    () => ({ durations: seconds(options.durations), aspectRatios: values(options.aspectRatios) }),
    [options],
  );
  const lists = model.lists;
  const value = useMemo<ModelChoice>(
    () => ({
      model: model.id,
      duration: duration as ModelChoice['duration'],
      durations: lists ? seconds(lists.durations) : own.durations,
      aspectRatio,
      aspectRatios: lists ? values(lists.aspectRatios) : own.aspectRatios,
    }),
    [model.id, duration, aspectRatio, lists, own],
  );

  function change(choice: ModelChoice) {
    const option = modelOption(choice.model);
    const universal = choice.model === 'universal';
    const next: BuilderModel = {
      id: choice.model,
      ...(option ? { languages: option.languages } : {}),
      ...(universal
        ? {}
        : {
            lists: {
              durations: choice.durations.map((length) => ({
                value: `${length}s`,
                label: t('models.durationOption', { seconds: length }),
              })),
              aspectRatios: (choice.aspectRatios ?? []).map((ratio) => ({
                value: ratio,
                label: ratioLabel(ratio, t),
              })),
              popularDurations: [],
              popularAspectRatios: [],
            },
          }),
    };
    onChange(next, choice.duration, choice.aspectRatio ?? aspectRatio);
  }

  return <ModelField value={value} own={own} onChange={change} className="mb-4" />;
}
