import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { LEVEL_ACCENT } from '../prompt-results/level-style.ts';
import { LEVELS } from '../prompt-results/result-model.ts';

/** What each of the three levels changes (spec 3), beside the form. */
export function LevelsGuide({ className }: { className?: string }) {
  const { t } = useTranslation('variants');
  const { t: tr } = useTranslation('refiner');
  return (
    <Card className={cn('p-5', className)}>
      <h2 className="text-base font-semibold text-ink-950">{t('levels.title')}</h2>
      <ul className="mt-4 space-y-3.5">
        {LEVELS.map((level) => (
          <li key={level} className="flex gap-3">
            <span
              aria-hidden="true"
              className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', LEVEL_ACCENT[level])}
            />
            <p className="text-sm text-ink-700">
              <span className="block font-semibold text-ink-900">
                {tr(`results.levels.${level}`)}
              </span>
              {t(`levels.${level}`)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-ink-100 pt-4 text-xs text-ink-500">{t('levels.tip')}</p>
    </Card>
  );
}
