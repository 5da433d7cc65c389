import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { PromptStats } from './prompt-stats.ts';

/** The four figures of spec 9 under a result: characters, match, camera terms, beats. */
export function ResultStats({ stats }: { stats: PromptStats }) {
  const { t } = useTranslation('refiner');
  const items = [
    { key: 'characters', label: t('results.stats.characters'), value: String(stats.characters) },
    {
      key: 'match',
      label: t('results.stats.match'),
      value: stats.percentMatch === null ? t('results.stats.unknown') : `${stats.percentMatch}%`,
    },
    {
      key: 'cameraTerms',
      label: t('results.stats.cameraTerms'),
      value: stats.cameraTerms === null ? t('results.stats.unknown') : String(stats.cameraTerms),
    },
    { key: 'beats', label: t('results.stats.beats'), value: String(stats.beats) },
  ];
  return (
    <dl aria-label={t('results.stats.label')} className="grid grid-cols-2 gap-2 @lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.key}
          data-stat={item.key}
          className="flex flex-col-reverse rounded-lg border border-ink-100 bg-ink-50/60 px-3 py-2"
        >
          <dt className="text-xs text-ink-500">{item.label}</dt>
          <dd className="text-base font-semibold text-ink-900 tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
