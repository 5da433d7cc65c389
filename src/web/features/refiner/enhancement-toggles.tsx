import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { ENHANCEMENTS, type RefinerOptions } from './refiner-options.ts';

/**
 * The four enhancement switches. Each is a native checkbox with the switch role: one tab
 * stop, Space toggles, and the state is read out as on/off.
 */
export function EnhancementToggles({
  value,
  onChange,
  disabled,
}: {
  value: RefinerOptions;
  onChange: (value: RefinerOptions) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('refiner');
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink-900">{t('form.enhancements')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ENHANCEMENTS.map(({ flag, key }) => {
          const on = value[flag];
          return (
            <label
              key={flag}
              className={cn(
                'relative grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 rounded-xl border px-3 py-2.5 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-600',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                on ? 'border-brand-200 bg-brand-50/60' : 'border-ink-200 bg-white hover:bg-ink-50',
              )}
            >
              <input
                type="checkbox"
                role="switch"
                checked={on}
                onChange={(event) => onChange({ ...value, [flag]: event.target.checked })}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'relative row-span-2 mt-0.5 inline-flex h-5 w-9 shrink-0 rounded-full transition-colors',
                  on ? 'bg-brand-600' : 'bg-ink-300',
                )}
              >
                <span
                  className={cn(
                    'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow-sm transition-transform',
                    on && 'translate-x-4',
                  )}
                />
              </span>
              <span className="text-sm font-medium text-ink-900">
                {t(`form.enhancementNames.${key}`)}
              </span>
              <span className="text-xs text-ink-500">{t(`form.enhancementHints.${key}`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
