import { useTranslation } from '../../i18n/i18n-context.tsx';
import { SegmentedControl } from './segmented-control.tsx';
import { TOOL_DURATIONS, type ToolDuration } from './tool-limits.ts';

/** The 10 s / 15 s / 25 s choice of the refiner and the variants (spec 9). */
export function DurationPicker({
  name,
  value,
  onChange,
  disabled,
}: {
  name: string;
  value: ToolDuration;
  onChange: (value: ToolDuration) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('refiner');
  return (
    <SegmentedControl
      name={name}
      legend={t('results.duration')}
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={TOOL_DURATIONS.map((duration) => ({
        value: duration,
        label: t('results.seconds', { seconds: parseInt(duration, 10) }),
      }))}
    />
  );
}
