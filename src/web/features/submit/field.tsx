import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { punctuation } from '../../lib/punctuation.ts';

/** The look of every text control of the form; the red state keys off aria-invalid. */
export const CONTROL_CLASS = cn(
  'w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-950 shadow-xs sm:text-sm',
  'placeholder:text-ink-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/25',
  'disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500',
);

/** The ids a control's aria-describedby lists: its hint and, when shown, its error. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: boolean }) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/**
 * A labelled form field: label (with a required mark), the control, its hint and its error.
 * `data-field` lets the form scroll to the whole field, label included.
 */
export function Field({
  id,
  field,
  label,
  required,
  requiredLabel,
  hint,
  error,
  aside,
  children,
}: {
  id: string;
  field: string;
  label: string;
  required?: boolean;
  requiredLabel?: string;
  hint?: string;
  error?: string;
  /** Shown at the right of the label (a counter). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { language } = useTranslation();
  return (
    <div data-field={field}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {label}
          {required && (
            <>
              <span aria-hidden="true" className="ml-0.5 text-red-600">
                *
              </span>
              {requiredLabel && (
                <span className="sr-only">{punctuation(language).parens(requiredLabel)}</span>
              )}
            </>
          )}
        </label>
        {aside}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
