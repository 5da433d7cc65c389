import type { CheckSeverity } from '../../../domain/checker/check-types.ts';

/** How each severity looks: the mark in the text and the stripe of its issue. */
export const SEVERITY_STYLE: Record<CheckSeverity, { mark: string; stripe: string; text: string }> =
  {
    error: {
      mark: 'bg-red-100 decoration-red-600',
      stripe: 'border-l-red-500',
      text: 'text-red-700',
    },
    warning: {
      mark: 'bg-amber-100 decoration-amber-600',
      stripe: 'border-l-amber-500',
      text: 'text-amber-800',
    },
    tip: {
      mark: 'bg-sky-100 decoration-sky-600',
      stripe: 'border-l-sky-500',
      text: 'text-sky-800',
    },
  };
