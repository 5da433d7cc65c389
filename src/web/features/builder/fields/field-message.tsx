import { AlertCircle } from 'lucide-react';

/** The ids a control points its aria-describedby at. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and, below it, its error (both referenced by the control). */
export function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          data-field-error
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </>
  );
}

/** The label text plus a small required/optional marker. */
export function LabelText({
  text,
  required,
  optionalText,
}: {
  text: string;
  required?: boolean;
  optionalText?: string;
}) {
  return (
    <span className="text-sm font-semibold text-ink-900">
      {text}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      ) : (
        optionalText && (
          <span className="ml-1.5 text-xs font-normal text-ink-500">{optionalText}</span>
        )
      )}
    </span>
  );
}
