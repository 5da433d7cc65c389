import { Check } from 'lucide-react';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { cn } from '../../../lib/cn.ts';
import { FieldMessage, LabelText, describedBy } from './field-message.tsx';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface BaseProps {
  id: string;
  legend: string;
  options: readonly ChoiceOption[];
  hint?: string;
  error?: string;
  required?: boolean;
  optionalText?: string;
  disabled?: boolean;
  /** Narrow chips (numbers, ratios) sit several to a row even on phones. */
  compact?: boolean;
  /** Values shown with a small marker (e.g. popular durations) and the marker's text. */
  marked?: readonly string[];
  markText?: string;
}

type Props =
  | (BaseProps & { multiple: true; value: readonly string[]; onChange: (v: string[]) => void })
  | (BaseProps & { multiple?: false; value: string; onChange: (v: string) => void });

/**
 * A group of toggle chips: real checkboxes (several answers) or radios (one answer) inside a
 * fieldset with a legend, so keyboards and screen readers get the native behaviour. The input
 * is visually hidden; the chip around it shows its state and its focus ring. With several
 * answers, a chosen value the options do not hold (a template's look in words) is a checked
 * chip of its own, labelled with its text: unchecking it removes it.
 */
export function ChoiceGroup(props: Props) {
  const { id, legend, options, hint, error, required, optionalText, disabled, compact } = props;
  const { marked, markText } = props;
  const { t } = useTranslation('builder');
  const selected = props.multiple ? new Set(props.value) : new Set([props.value]);
  const offList = props.multiple
    ? [...selected].filter(
        (value) => value.trim() !== '' && !options.some((option) => option.value === value),
      )
    : [];
  const chips = [...options, ...offList.map((value) => ({ value, label: value }))];

  function toggle(value: string, checked: boolean) {
    if (props.multiple) {
      const next = checked ? [...props.value, value] : props.value.filter((item) => item !== value);
      props.onChange(next);
    } else if (checked) {
      props.onChange(value);
    }
  }

  return (
    <fieldset
      id={id}
      disabled={disabled}
      aria-describedby={describedBy(id, { hint, error })}
      className="min-w-0"
    >
      <legend className="mb-2">
        <LabelText text={legend} required={required} optionalText={optionalText} />
        {/* The star is hidden from screen readers; a group has no aria-required, so say it. */}
        {required && (
          // The brackets are in the string: Chinese takes （必填） with no space, English " (required)".
          <span className="sr-only">{t('fields.required')}</span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {chips.map((option) => {
          const checked = selected.has(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'relative inline-flex cursor-pointer items-center gap-1.5 rounded-full border text-sm transition-colors select-none',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
                compact ? 'px-3 py-1.5' : 'px-3.5 py-1.5',
                checked
                  ? 'border-brand-600 bg-brand-600 font-medium text-white shadow-sm'
                  : error
                    ? 'border-red-300 bg-white text-ink-700 hover:border-red-400'
                    : 'border-ink-200 bg-white text-ink-700 hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              <input
                type={props.multiple ? 'checkbox' : 'radio'}
                name={id}
                value={option.value}
                checked={checked}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
                // Covers the whole chip (invisible), so a tap or click lands on the real
                // control itself.
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
              />
              {props.multiple && checked && <Check aria-hidden="true" className="-ml-1 size-3.5" />}
              {option.label}
              {markText && marked?.includes(option.value) && (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-[10px] leading-4 font-semibold uppercase',
                    checked ? 'bg-white text-brand-700' : 'bg-amber-100 text-amber-800',
                  )}
                >
                  {markText}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <FieldMessage id={id} hint={hint} error={error} />
    </fieldset>
  );
}
