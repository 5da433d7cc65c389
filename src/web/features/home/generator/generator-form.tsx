import { Loader2, Sparkles } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { cn } from '../../../lib/cn.ts';
import { Suspense, lazy } from 'react';
import { later } from '../../../components/shell/hydrate-later.tsx';
import type { DurationText } from '../../../../domain/models/model-ids.ts';
import type { ModelChoice } from '../../models/model-choice.ts';
import {
  GENERATOR_DURATIONS,
  GENERATOR_INPUT_MAX,
  GENERATOR_MODES,
  type GeneratorMode,
} from './generator-options.ts';
import { formatCount } from './format.ts';
import { OptionGroup } from './option-group.tsx';

// The generator's own links to the model field (prompt-results/tool-model.ts says why each
// tool declares its own).
const loadField = () => import('../../models/model-field.tsx');
/** The model field: prerendered, hydrated after the page (docs/decisions/018 and 019). */
const LaterModelField = later(() => loadField().then((module) => module.ModelField));
/** The select for a model with many lengths: only shown once the field has loaded a model. */
const LazyDurationSelect = lazy(() =>
  loadField().then((module) => ({ default: module.DurationSelect })),
);

/** Generate is allowed for non-blank text within the limit (spec 5). */
export function canGenerate(input: string): boolean {
  return input.trim().length > 0 && input.length <= GENERATOR_INPUT_MAX;
}

export function GeneratorForm({
  input,
  mode,
  choice,
  busy,
  inputRef,
  onInputChange,
  onModeChange,
  onChoiceChange,
  onInputFocus,
  onGenerate,
}: {
  input: string;
  mode: GeneratorMode;
  choice: ModelChoice;
  busy: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onInputChange: (value: string) => void;
  onModeChange: (value: GeneratorMode) => void;
  onChoiceChange: (value: ModelChoice) => void;
  onInputFocus: () => void;
  onGenerate: () => void;
}) {
  const { t } = useTranslation('home');
  const tooLong = input.length > GENERATOR_INPUT_MAX;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy && canGenerate(input)) onGenerate();
  }

  return (
    <form onSubmit={onSubmit} aria-busy={busy} noValidate>
      <label htmlFor="generator-input" className="text-sm font-semibold text-ink-900">
        {t('generator.inputLabel')}
      </label>
      <textarea
        ref={inputRef}
        id="generator-input"
        name="input"
        rows={5}
        value={input}
        disabled={busy}
        placeholder={t('generator.placeholder')}
        onChange={(event) => onInputChange(event.target.value)}
        onFocus={onInputFocus}
        aria-invalid={tooLong || undefined}
        aria-describedby="generator-counter generator-limit"
        className={cn(
          'mt-2 block w-full resize-y rounded-xl border bg-white px-4 py-3 text-base text-ink-900 shadow-xs',
          'placeholder:text-ink-500 focus:ring-2 focus:outline-none disabled:bg-ink-50 disabled:text-ink-500',
          tooLong
            ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
            : 'border-ink-200 focus:border-brand-500 focus:ring-brand-200',
        )}
      />
      {/* One fixed-height row for the limit message and the counter: nothing moves when the
          message appears. */}
      <div className="mt-1.5 flex min-h-10 items-start justify-between gap-4 text-sm sm:min-h-6">
        <p id="generator-limit" className="font-medium text-red-600" aria-live="polite">
          {tooLong ? t('generator.tooLong') : ''}
        </p>
        <p
          id="generator-counter"
          className={cn(
            'shrink-0 tabular-nums',
            tooLong ? 'font-semibold text-red-600' : 'text-ink-500',
          )}
          data-over-limit={tooLong || undefined}
        >
          {t('generator.counter', {
            count: formatCount(input.length),
            max: formatCount(GENERATOR_INPUT_MAX),
          })}
        </p>
      </div>

      <LaterModelField value={choice} onChange={onChoiceChange} disabled={busy} className="mt-3" />

      <div className="mt-4 grid gap-4 sm:grid-cols-[3fr_2fr]">
        <OptionGroup
          name="mode"
          legend={t('generator.modeLabel')}
          value={mode}
          onChange={onModeChange}
          disabled={busy}
          options={GENERATOR_MODES.map((value) => ({
            value,
            label: t(`generator.modes.${value}.label`),
            hint: t(`generator.modes.${value}.hint`),
          }))}
        />
        <DurationChoice
          choice={choice}
          onChange={(duration) => onChoiceChange({ ...choice, duration })}
          disabled={busy}
        />
      </div>

      <Button
        type="submit"
        size="lg"
        className="mt-6 w-full sm:w-auto sm:min-w-56"
        disabled={busy || !canGenerate(input)}
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" className="size-5" />
        )}
        {busy ? t('generator.generating') : t('generator.generate')}
      </Button>
    </form>
  );
}

/**
 * The clip length: the universal model's three lengths with their hints (spec 9), another
 * model's few lengths as buttons, or its many as a select.
 */
function DurationChoice({
  choice,
  onChange,
  disabled,
}: {
  choice: ModelChoice;
  onChange: (value: DurationText) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const legend = t('generator.durationLabel');
  if (choice.durations.length > 4) {
    return (
      <Suspense fallback={null}>
        <LazyDurationSelect
          name="duration"
          legend={legend}
          durations={choice.durations}
          value={choice.duration}
          onChange={onChange}
          disabled={disabled}
        />
      </Suspense>
    );
  }
  const universal = choice.model === 'universal';
  return (
    <OptionGroup
      name="duration"
      legend={legend}
      value={choice.duration}
      onChange={onChange}
      disabled={disabled}
      options={
        universal
          ? GENERATOR_DURATIONS.map((value) => ({
              value,
              // "15 秒" on Chinese pages, as every Chinese page writes durations (glossary).
              label: t('generator.durationValue', { seconds: Number.parseInt(value, 10) }),
              hint: t(`generator.durationHints.${value}`),
            }))
          : choice.durations.map((seconds) => ({
              value: `${seconds}s` as DurationText,
              label: tc('models.chipDuration', { seconds }),
            }))
      }
    />
  );
}
