import { Loader2, Sparkles } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/i18n-context.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  GENERATOR_DURATIONS,
  GENERATOR_INPUT_MAX,
  GENERATOR_MODES,
  type GeneratorDuration,
  type GeneratorMode,
} from './generator-options.ts';
import { formatCount } from './format.ts';
import { OptionGroup } from './option-group.tsx';

/** Generate is allowed for non-blank text within the limit (spec 5). */
export function canGenerate(input: string): boolean {
  return input.trim().length > 0 && input.length <= GENERATOR_INPUT_MAX;
}

export function GeneratorForm({
  input,
  mode,
  duration,
  busy,
  inputRef,
  onInputChange,
  onModeChange,
  onDurationChange,
  onInputFocus,
  onGenerate,
}: {
  input: string;
  mode: GeneratorMode;
  duration: GeneratorDuration;
  busy: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onInputChange: (value: string) => void;
  onModeChange: (value: GeneratorMode) => void;
  onDurationChange: (value: GeneratorDuration) => void;
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

      <div className="mt-3 grid gap-4 sm:grid-cols-[3fr_2fr]">
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
        <OptionGroup
          name="duration"
          legend={t('generator.durationLabel')}
          value={duration}
          onChange={onDurationChange}
          disabled={busy}
          options={GENERATOR_DURATIONS.map((value) => ({
            value,
            // "15 秒" on Chinese pages, as every Chinese page writes durations (glossary).
            label: t('generator.durationValue', { seconds: Number.parseInt(value, 10) }),
            hint: t(`generator.durationHints.${value}`),
          }))}
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
