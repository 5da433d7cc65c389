import type { ChoiceOption } from './choice-group.tsx';
import { FieldMessage, LabelText, describedBy } from './field-message.tsx';

const controlClass =
  'mt-2 block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-ink-900 shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-400';

export function controlBorder(error?: string): string {
  return error ? 'border-red-400' : 'border-ink-300 hover:border-ink-400';
}

/**
 * A labelled native select with an empty "choose" entry (so nothing is picked for the user).
 * A value that is not in the list (free text from a template) stays selectable as itself
 * rather than silently turning into "choose".
 */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  optionalText,
  disabled,
}: {
  id: string;
  label: string;
  placeholder: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  optionalText?: string;
  disabled?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id}>
        <LabelText text={label} required={required} optionalText={optionalText} />
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, { hint, error })}
        disabled={disabled}
        className={`${controlClass} ${controlBorder(error)}`}
      >
        <option value="">{placeholder}</option>
        {value && !options.some((option) => option.value === value) && (
          <option value={value}>{value}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled text input or textarea. */
export function TextField({
  id,
  label,
  value,
  onChange,
  placeholder,
  hint,
  error,
  required,
  optionalText,
  multiline,
  maxLength,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  optionalText?: string;
  multiline?: boolean;
  maxLength?: number;
  disabled?: boolean;
}) {
  const shared = {
    id,
    value,
    placeholder,
    maxLength,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, { hint, error }),
    className: `${controlClass} ${controlBorder(error)} placeholder:text-ink-400`,
  };
  return (
    <div>
      <label htmlFor={id}>
        <LabelText text={label} required={required} optionalText={optionalText} />
      </label>
      {multiline ? (
        <textarea
          {...shared}
          rows={4}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={`${shared.className} resize-y`}
        />
      ) : (
        <input {...shared} type="text" onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}
