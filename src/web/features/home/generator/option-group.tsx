import { cn } from '../../../lib/cn.ts';

export interface Option<V extends string> {
  value: V;
  label: string;
  hint?: string;
}

/**
 * A row of native radio buttons styled as a segmented control: keyboard (arrow keys) and
 * screen-reader behaviour come from the browser.
 */
export function OptionGroup<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  disabled,
  className,
}: {
  name: string;
  legend: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0', className)} disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-ink-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex cursor-pointer flex-col items-center justify-center rounded-lg px-3 py-2 text-center transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              option.value === value
                ? 'bg-white text-ink-950 shadow-sm ring-1 ring-ink-200'
                : 'text-ink-600 hover:text-ink-950',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <span className="text-sm font-semibold">{option.label}</span>
            {option.hint && (
              <span className="mt-0.5 text-xs leading-snug text-ink-600">{option.hint}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
