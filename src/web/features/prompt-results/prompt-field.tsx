import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCount, lengthState, type LengthLimits } from './prompt-length.ts';

const COUNTER_TONE = {
  short: 'text-ink-500',
  ok: 'text-ink-500',
  warn: 'font-semibold text-amber-700',
  limit: 'font-semibold text-red-700',
} as const;

/**
 * The prompt box with its counter. The cap is hard (maxLength), so the counter only warns
 * from 1800 characters and reads "Limit reached!" at the cap.
 */
export function PromptField({
  label,
  placeholder,
  value,
  onChange,
  limits,
  disabled,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  limits: LengthLimits;
  disabled?: boolean;
}) {
  const { t } = useTranslation('refiner');
  const id = useId();
  const state = lengthState(value.length, limits);
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <textarea
        id={id}
        name="prompt"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={limits.max}
        minLength={limits.min}
        rows={7}
        required
        disabled={disabled}
        aria-describedby={`${id}-counter`}
        className={cn(
          'block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base leading-relaxed text-ink-900 shadow-xs sm:text-sm',
          'placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none',
          'disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500',
          state === 'limit'
            ? 'border-red-300'
            : state === 'warn'
              ? 'border-amber-300'
              : 'border-ink-200',
        )}
      />
      <p
        id={`${id}-counter`}
        data-testid="prompt-counter"
        data-state={state}
        className="mt-1.5 flex justify-between gap-3 text-xs tabular-nums"
      >
        <span className="text-ink-500">
          {t('results.counter.count', { count: value.length })}
          {state === 'short' && <> · {t('results.counter.min', { min: limits.min })}</>}
        </span>
        <span className={COUNTER_TONE[state]}>
          {state === 'limit'
            ? t('results.counter.limit')
            : t('results.counter.max', { max: formatCount(limits.max) })}
        </span>
      </p>
    </div>
  );
}
