import { Loader2, Wand2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { DurationPicker } from '../prompt-results/duration-picker.tsx';
import { PromptField } from '../prompt-results/prompt-field.tsx';
import { canSubmitPrompt } from '../prompt-results/prompt-length.ts';
import { LEVELS } from '../prompt-results/result-model.ts';
import { SegmentedControl } from '../prompt-results/segmented-control.tsx';
import { TOOL_PROMPT_LIMITS } from '../prompt-results/tool-limits.ts';
import { LaterModelField } from '../prompt-results/tool-model.ts';
import type { ModelChoice } from '../models/model-choice.ts';
import { EnhancementToggles } from './enhancement-toggles.tsx';
import { TARGET_STYLES, type RefinerOptions } from './refiner-options.ts';

/** The refiner's inputs: prompt, model, duration, style, intensity, enhancements, Optimize. */
export function RefinerForm({
  prompt,
  onPromptChange,
  options,
  onOptionsChange,
  choice,
  onChoiceChange,
  loading,
  onSubmit,
}: {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  options: RefinerOptions;
  onOptionsChange: (options: RefinerOptions) => void;
  choice: ModelChoice;
  onChoiceChange: (choice: ModelChoice) => void;
  loading: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('refiner');
  const ready = canSubmitPrompt(prompt, TOOL_PROMPT_LIMITS, loading);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onSubmit();
  }

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate aria-labelledby="refiner-form-title" className="space-y-6">
        <h2 id="refiner-form-title" className="sr-only">
          {t('form.title')}
        </h2>
        <PromptField
          label={t('form.promptLabel')}
          placeholder={t('form.promptPlaceholder')}
          value={prompt}
          onChange={onPromptChange}
          limits={TOOL_PROMPT_LIMITS}
          disabled={loading}
        />
        <LaterModelField
          value={choice}
          onChange={onChoiceChange}
          disabled={loading}
          className="sm:max-w-md"
        />
        <div className="grid gap-5 md:grid-cols-3">
          <DurationPicker
            name="refiner-duration"
            durations={choice.durations}
            value={choice.duration}
            onChange={(duration) => onChoiceChange({ ...choice, duration })}
            disabled={loading}
          />
          <SegmentedControl
            name="refiner-style"
            legend={t('form.style')}
            value={options.targetStyle}
            onChange={(targetStyle) => onOptionsChange({ ...options, targetStyle })}
            disabled={loading}
            options={TARGET_STYLES.map((style) => ({
              value: style,
              label: t(`form.styles.${style}`),
            }))}
          />
          <SegmentedControl
            name="refiner-intensity"
            legend={t('form.intensity')}
            value={options.intensity}
            onChange={(intensity) => onOptionsChange({ ...options, intensity })}
            disabled={loading}
            hint={t('form.intensityHint')}
            options={LEVELS.map((level) => ({
              value: level,
              label: t(`form.intensities.${level}`),
            }))}
          />
        </div>
        <EnhancementToggles value={options} onChange={onOptionsChange} disabled={loading} />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!ready}>
          {loading ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Wand2 aria-hidden="true" className="size-5" />
          )}
          {loading ? t('form.submitting') : t('form.submit')}
        </Button>
      </form>
    </Card>
  );
}
