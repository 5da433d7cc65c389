import { Check, ChevronDown, X } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n-context.tsx';

/**
 * The collapsible that puts a vague prompt next to a structured one. A native <details>:
 * keyboard and screen-reader behaviour for free, and no script needed to open it.
 */
export function PromptComparison() {
  const { t } = useTranslation('home');
  const vagueNotes = t('comparison.vagueNotes', { returnObjects: true });
  const structuredNotes = t('comparison.structuredNotes', { returnObjects: true });
  return (
    <div className="container-page pb-16 sm:pb-20">
      <details className="group mx-auto max-w-4xl rounded-2xl border border-ink-200 bg-white shadow-xs open:shadow-sm">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink-950 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          {t('comparison.summary')}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="grid gap-4 border-t border-ink-100 p-5 md:grid-cols-2">
          <figure className="rounded-xl border border-red-200 bg-red-50/50 p-4">
            <figcaption className="text-xs font-bold tracking-wide text-red-700 uppercase">
              {t('comparison.vagueLabel')}
            </figcaption>
            <blockquote className="mt-2 font-mono text-sm text-ink-800">
              {t('comparison.vaguePrompt')}
            </blockquote>
            <ul className="mt-4 space-y-1.5 text-sm text-ink-700">
              {vagueNotes.map((note) => (
                <li key={note} className="flex items-start gap-2">
                  <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
                  {note}
                </li>
              ))}
            </ul>
          </figure>
          <figure className="rounded-xl border border-emerald-200 bg-emerald-50/50 p-4">
            <figcaption className="text-xs font-bold tracking-wide text-emerald-700 uppercase">
              {t('comparison.structuredLabel')}
            </figcaption>
            <blockquote className="mt-2 font-mono text-sm leading-relaxed text-ink-800">
              {t('comparison.structuredPrompt')}
            </blockquote>
            <ul className="mt-4 space-y-1.5 text-sm text-ink-700">
              {structuredNotes.map((note) => (
                <li key={note} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  {note}
                </li>
              ))}
            </ul>
          </figure>
        </div>
      </details>
    </div>
  );
}
