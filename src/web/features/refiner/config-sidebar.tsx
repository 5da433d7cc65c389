import { Check, Minus } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import { ENHANCEMENTS, type RefinerOptions } from './refiner-options.ts';

/** The Configuration summary beside the form: every choice at a glance. */
export function ConfigSidebar({
  options,
  model,
  promptLength,
  className,
}: {
  options: RefinerOptions;
  model: ModelId;
  promptLength: number;
  className?: string;
}) {
  const { t } = useTranslation('refiner');
  const { t: tc } = useTranslation();
  const rows = [
    { key: 'model', label: tc('models.label'), value: tc(`models.names.${model}`) },
    {
      key: 'duration',
      label: t('config.duration'),
      value: t('results.seconds', { seconds: parseInt(options.duration, 10) }),
    },
    {
      key: 'style',
      label: t('config.style'),
      value: t(`form.styles.${options.targetStyle}`),
    },
    {
      key: 'intensity',
      label: t('config.intensity'),
      value: t(`form.intensities.${options.intensity}`),
    },
    {
      key: 'length',
      label: t('config.length'),
      value: t('results.counter.count', { count: promptLength }),
    },
  ];
  return (
    // The same surface as Card, as an <aside>: the summary is complementary to the form.
    <aside
      className={cn('rounded-2xl border border-ink-200 bg-white p-5 shadow-xs', className)}
      data-testid="config-sidebar"
      aria-labelledby="config-title"
    >
      <h2 id="config-title" className="text-base font-semibold text-ink-950">
        {t('config.title')}
      </h2>
      <dl className="mt-4 space-y-2.5 text-sm">
        {rows.map((row) => (
          <div key={row.key} data-config={row.key} className="flex justify-between gap-3">
            <dt className="text-ink-500">{row.label}</dt>
            <dd className="text-right font-medium text-ink-900 tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 border-t border-ink-100 pt-4 text-sm font-semibold text-ink-900">
        {t('config.enhancements')}
      </h3>
      <ul className="mt-2.5 space-y-2 text-sm">
        {ENHANCEMENTS.map(({ flag, key }) => {
          const on = options[flag];
          return (
            <li key={key} data-enhancement={key} data-on={on} className="flex items-center gap-2">
              {on ? (
                <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
              ) : (
                <Minus aria-hidden="true" className="size-4 shrink-0 text-ink-400" />
              )}
              <span className={on ? 'text-ink-900' : 'text-ink-500'}>
                {t(`form.enhancementNames.${key}`)}
              </span>
              <span className="sr-only">{on ? t('config.on') : t('config.off')}</span>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
