import { cn } from '../../lib/cn.ts';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
  /** The label's language when it differs from the page's ("English" on a Chinese page). */
  lang?: string;
}

/**
 * A row of mutually exclusive choices. Native radio inputs (keyboard arrows, form semantics,
 * no script needed) styled as a segmented button group.
 */
export function SegmentedControl<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  disabled,
  hint,
}: {
  name: string;
  legend: string;
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset disabled={disabled} aria-describedby={hintId} className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="flex gap-1 rounded-xl bg-ink-100 p-1">
        {options.map((option) => (
          <label key={option.value} className="relative block min-w-0 flex-1">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span
              lang={option.lang}
              className={cn(
                'flex h-9 cursor-pointer items-center justify-center truncate rounded-lg px-2 text-sm font-medium text-ink-600 transition-colors select-none',
                'peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm peer-checked:ring-1 peer-checked:ring-ink-200',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600',
                'hover:text-ink-900 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
