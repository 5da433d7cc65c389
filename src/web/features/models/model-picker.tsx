import { useId } from 'react';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import { useIsHydrating } from '../../components/shell/hydrate-later.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { MODEL_OPTIONS, modelOption, type ModelOption } from './model-options.ts';
import { durationsText, modelName } from './model-text.ts';
import { UNIVERSAL_OPTION } from './universal-option.ts';

const selectClass =
  'block h-10 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-ink-50 disabled:text-ink-500';

/** One line under the picker: what the chosen model takes, or that it was shut down. */
function useSummary(option: ModelOption): string {
  const { t, language } = useTranslation();
  if (option.retired && option.retiredOn) {
    const date = new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${option.retiredOn}T00:00:00Z`));
    return t('models.retiredSummary', { date });
  }
  if (option.id === UNIVERSAL_OPTION.id) return t('models.summaryUniversal');
  const values = {
    limit: option.promptLimit.toLocaleString('en-US'),
    durations: durationsText(option.durations, t),
    negative: t(`models.negative.${option.negativePrompt}`),
  };
  return option.promptLimitZh
    ? t('models.summaryZhLimit', { ...values, limitZh: option.promptLimitZh })
    : t('models.summary', values);
}

/**
 * The video model a tool writes for (generator, builder, refiner, variants, checker). Shown
 * through `later()` on the tools' pages: the list and the profile data are not in their first
 * load, and the select takes no input until React owns it (inert while hydrating). Sora 2 is
 * listed apart, as shut down, and can still be chosen (docs/decisions/019-model-picker.md).
 */
export function ModelPicker({
  value,
  onChange,
  disabled,
  label,
  className,
}: {
  value: ModelId;
  onChange: (option: ModelOption) => void;
  disabled?: boolean;
  /** The field's label where a page names it its own way ("Model" on the checker). */
  label?: string;
  className?: string;
}) {
  const { t, language } = useTranslation();
  const hydrating = useIsHydrating();
  const id = useId();
  const current = modelOption(value) ?? UNIVERSAL_OPTION;
  const summary = useSummary(current);
  const active = MODEL_OPTIONS.filter((option) => !option.retired);
  const retired = MODEL_OPTIONS.filter((option) => option.retired);

  return (
    <div className={cn('min-w-0', className)} inert={hydrating} data-testid="model-picker">
      <label htmlFor={`${id}-model`} className="mb-1.5 block text-sm font-semibold text-ink-900">
        {label ?? t('models.label')}
      </label>
      <select
        id={`${id}-model`}
        name="model"
        value={current.id}
        disabled={disabled}
        aria-describedby={`${id}-summary`}
        onChange={(event) => {
          const next = modelOption(event.target.value as ModelId);
          if (next) onChange(next);
        }}
        className={selectClass}
      >
        <optgroup label={t('models.activeGroup')}>
          {active.map((option) => (
            <option key={option.id} value={option.id}>
              {modelName(option, language)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('models.retiredGroup')}>
          {retired.map((option) => (
            <option key={option.id} value={option.id}>
              {t('models.retiredName', { name: modelName(option, language) })}
            </option>
          ))}
        </optgroup>
      </select>
      <p
        id={`${id}-summary`}
        data-testid="model-summary"
        className={cn('mt-1.5 text-xs', current.retired ? 'text-amber-800' : 'text-ink-500')}
      >
        {summary}
      </p>
    </div>
  );
}
