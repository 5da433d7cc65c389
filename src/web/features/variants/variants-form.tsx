import { Layers, Loader2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { DurationPicker } from '../prompt-results/duration-picker.tsx';
import { PromptField } from '../prompt-results/prompt-field.tsx';
import { canSubmitPrompt } from '../prompt-results/prompt-length.ts';
import { TOOL_PROMPT_LIMITS } from '../prompt-results/tool-limits.ts';
import { LaterModelField } from '../prompt-results/tool-model.ts';
import type { ModelChoice } from '../models/model-choice.ts';

/** The variants' inputs: prompt, model, duration and Generate 3 Variants. */
export function VariantsForm({
  prompt,
  onPromptChange,
  choice,
  onChoiceChange,
  loading,
  onSubmit,
}: {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  choice: ModelChoice;
  onChoiceChange: (choice: ModelChoice) => void;
  loading: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('variants');
  const ready = canSubmitPrompt(prompt, TOOL_PROMPT_LIMITS, loading);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onSubmit();
  }

  return (
    <Card className="p-5 sm:p-6">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="variants-form-title"
        className="space-y-6"
      >
        <h2 id="variants-form-title" className="sr-only">
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
        <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div className="sm:w-72">
            <DurationPicker
              name="variants-duration"
              durations={choice.durations}
              value={choice.duration}
              onChange={(duration) => onChoiceChange({ ...choice, duration })}
              disabled={loading}
            />
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!ready}>
            {loading ? (
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Layers aria-hidden="true" className="size-5" />
            )}
            {loading ? t('form.submitting') : t('form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
