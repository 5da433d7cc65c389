import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { diffCounts, wordDiff } from './word-diff.ts';

/**
 * The word diff of a result against the original. Insertions and deletions are <ins> and
 * <del> (read out as such by screen readers) and are underlined or struck through, so colour
 * is never the only sign.
 */
export function DiffView({ original, text, id }: { original: string; text: string; id: string }) {
  const { t } = useTranslation('refiner');
  const parts = useMemo(() => wordDiff(original, text), [original, text]);
  const counts = diffCounts(parts);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-xl bg-ink-50 p-4">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 id={`${id}-title`} className="text-sm font-semibold text-ink-900">
          {t('results.diffTitle')}
        </h4>
        <p className="text-xs text-ink-600">
          {t('results.diffSummary', { inserted: counts.inserted, deleted: counts.deleted })}
        </p>
      </div>
      <p
        data-testid="diff-text"
        className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-800"
      >
        {parts.map((part, index) =>
          part.type === 'insert' ? (
            <ins
              key={index}
              className="rounded-sm bg-emerald-100 text-emerald-900 underline decoration-emerald-600 decoration-2 underline-offset-2"
            >
              {part.text}
            </ins>
          ) : part.type === 'delete' ? (
            <del
              key={index}
              className="rounded-sm bg-red-100 text-red-900 line-through decoration-red-600 decoration-2"
            >
              {part.text}
            </del>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      <p aria-hidden="true" className="mt-3 flex gap-4 text-xs text-ink-600">
        <span>
          <ins className="bg-emerald-100 text-emerald-900 underline decoration-emerald-600 decoration-2 underline-offset-2">
            {t('results.diffAdded')}
          </ins>
        </span>
        <span>
          <del className="bg-red-100 text-red-900 line-through decoration-red-600 decoration-2">
            {t('results.diffRemoved')}
          </del>
        </span>
      </p>
    </section>
  );
}
