import { Suspense } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { LazyDurationSelect } from './tool-model.ts';
import { SegmentedControl } from './segmented-control.tsx';

/**
 * The refiner's and the variants' clip length: the chosen model's lengths (10 s / 15 s / 25 s
 * for universal, spec 9) as buttons, or as a select when the model offers many.
 */
export function DurationPicker({
  name,
  durations,
  value,
  onChange,
  disabled,
}: {
  name: string;
  /** The model's lengths in seconds, shortest first. */
  durations: readonly number[];
  value: string;
  onChange: (value: `${number}s`) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('refiner');
  // Kling, Seedance and Wan offer a length per second: too many buttons for a phone.
  if (durations.length > 4) {
    return (
      <Suspense fallback={null}>
        <LazyDurationSelect
          name={name}
          legend={t('results.duration')}
          durations={durations}
          value={value}
          onChange={onChange}
          disabled={disabled}
        />
      </Suspense>
    );
  }
  return (
    <SegmentedControl
      name={name}
      legend={t('results.duration')}
      value={value as `${number}s`}
      onChange={onChange}
      disabled={disabled}
      options={durations.map((seconds) => ({
        value: `${seconds}s` as const,
        label: t('results.seconds', { seconds }),
      }))}
    />
  );
}
