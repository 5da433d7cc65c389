import { Eraser, Wand2 } from 'lucide-react';
import { useId } from 'react';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import { CHECK_PROMPT_MAX } from '../../../domain/limits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { ModelPicker } from '../models/model-picker.tsx';
import type { ModelOption } from '../models/model-options.ts';

const selectClass =
  'block h-10 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** The paste box, the model and length pickers, and the actions on the whole prompt. */
export function CheckerForm({
  prompt,
  onPromptChange,
  model,
  onModelChange,
  duration,
  onDurationChange,
  models,
  canApplyAll,
  onApplyAll,
}: {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  model: ModelId;
  onModelChange: (model: ModelId) => void;
  duration: string;
  onDurationChange: (duration: string) => void;
  models: readonly ModelOption[];
  canApplyAll: boolean;
  onApplyAll: () => void;
}) {
  const { t } = useTranslation('checker');
  const { t: tc } = useTranslation();
  const id = useId();
  const current = models.find((option) => option.id === model) ?? models[0];
  const limit = current?.promptLimit ?? CHECK_PROMPT_MAX;
  const over = prompt.length > limit;

  return (
    <Card className="p-5 sm:p-6">
      <form
        onSubmit={(event) => event.preventDefault()}
        noValidate
        aria-labelledby={`${id}-title`}
        className="space-y-5"
      >
        <h2 id={`${id}-title`} className="text-base font-semibold text-ink-950">
          {t('form.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <ModelPicker
            value={model}
            label={t('form.model')}
            onChange={(option) => onModelChange(option.id)}
          />
          <div>
            <label
              htmlFor={`${id}-duration`}
              className="mb-1.5 block text-sm font-semibold text-ink-900"
            >
              {t('form.duration')}
            </label>
            <select
              id={`${id}-duration`}
              name="duration"
              value={duration}
              onChange={(event) => onDurationChange(event.target.value)}
              className={selectClass}
            >
              <option value="">{t('form.durationUnset')}</option>
              {current?.durations.map((seconds) => (
                <option key={seconds} value={`${seconds}s`}>
                  {t('form.durationOption', { seconds })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-prompt`} className="mb-2 block text-sm font-semibold text-ink-900">
            {t('form.promptLabel')}
          </label>
          <textarea
            id={`${id}-prompt`}
            name="prompt"
            value={prompt}
            onChange={(event) => onPromptChange(event.target.value)}
            placeholder={t('form.promptPlaceholder')}
            maxLength={CHECK_PROMPT_MAX}
            rows={9}
            aria-describedby={`${id}-counter`}
            className="block w-full resize-y rounded-xl border border-ink-200 bg-white px-4 py-3 text-base leading-relaxed text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm"
          />
          <p
            id={`${id}-counter`}
            data-testid="check-counter"
            className={`mt-1.5 text-xs tabular-nums ${over ? 'font-semibold text-red-700' : 'text-ink-500'}`}
          >
            {t('form.counter', { count: prompt.length, limit })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onApplyAll} disabled={!canApplyAll}>
            <Wand2 aria-hidden="true" className="size-4" />
            {t('form.applyAll')}
          </Button>
          <CopyButton
            text={prompt.trim()}
            toastText={tc('toasts.promptCopied')}
            size="md"
            disabled={prompt.trim() === ''}
          />
          <Button variant="ghost" onClick={() => onPromptChange('')} disabled={prompt === ''}>
            <Eraser aria-hidden="true" className="size-4" />
            {tc('actions.clear')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
