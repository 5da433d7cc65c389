import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';

/**
 * A clip length from a long list (Kling, Seedance and Wan offer a length per second): a
 * native select, where a row of buttons would not fit a phone.
 */
export function DurationSelect({
  name,
  legend,
  durations,
  value,
  onChange,
  disabled,
}: {
  name: string;
  legend: string;
  durations: readonly number[];
  value: string;
  onChange: (value: `${number}s`) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={`${id}-select`} className="mb-2 block text-sm font-semibold text-ink-900">
        {legend}
      </label>
      <select
        id={`${id}-select`}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as `${number}s`)}
        className="block h-10 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-ink-50 disabled:text-ink-500"
      >
        {durations.map((seconds) => (
          <option key={seconds} value={`${seconds}s`}>
            {t('models.durationOption', { seconds })}
          </option>
        ))}
      </select>
    </div>
  );
}
