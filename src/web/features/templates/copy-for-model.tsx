import { ClipboardCopy } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { DEFAULT_MODEL_ID, type ModelId } from '../../../domain/models/model-ids.ts';
import type { AssembledPrompt } from '../../../domain/prompt/assemble-prompt.ts';
import type { Template } from '../../../domain/schemas/template.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { ModelExtras } from '../models/model-extras.tsx';
import { modelOption } from '../models/model-options.ts';
import { ModelPicker } from '../models/model-picker.tsx';
import { chooseModel, currentModel, subscribeModel } from '../models/model-store.ts';
import { modelName } from '../models/model-text.ts';
import { UNIVERSAL_OPTION } from '../models/universal-option.ts';

const serverModel = (): ModelId => DEFAULT_MODEL_ID;

interface Written extends AssembledPrompt {
  model: ModelId;
  language: Language;
}

/** The template as a builder form, written for a model by the builder's renderer. */
async function writeFor(template: Template, language: Language, model: ModelId) {
  const [{ mapTemplate }, { assembleForModel }] = await Promise.all([
    import('../builder/template-form.ts'),
    import('../../../domain/prompt/assemble-prompt.ts'),
  ]);
  return assembleForModel(mapTemplate(template, language), language, { model });
}

/**
 * "Copy for <model>" on a template page: the template rendered for the chosen model (the one
 * every tool shares) through the same renderer the builder and the generator use, copied, and
 * shown below with the model's settings and negative prompt. The model can be changed here.
 */
export function CopyForModel({
  template,
  promptLanguage,
}: {
  template: Template;
  promptLanguage: Language;
}) {
  const { t, language } = useTranslation();
  const model = useSyncExternalStore(subscribeModel, currentModel, serverModel);
  const name = modelName(modelOption(model) ?? UNIVERSAL_OPTION, language);
  const [written, setWritten] = useState<Written | null>(null);
  const shown = written?.model === model && written.language === promptLanguage ? written : null;

  async function copy() {
    const result = await writeFor(template, promptLanguage, model);
    setWritten({ ...result, model, language: promptLanguage });
    if (await copyText(result.prompt)) {
      toast({
        title: t('toasts.copiedTitle'),
        description: t('models.copiedFor', { model: name }),
      });
    } else {
      toast({
        title: t('toasts.copyFailedTitle'),
        description: t('toasts.copyFailedText'),
        variant: 'destructive',
      });
    }
  }

  return (
    <section
      className="mt-6 rounded-2xl border border-ink-200 bg-white p-4 shadow-xs sm:p-5"
      data-testid="copy-for-model"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <ModelPicker
          value={model}
          onChange={(option) => chooseModel(option.id)}
          className="sm:w-80"
        />
        <Button variant="secondary" className="sm:mt-7" onClick={() => void copy()}>
          <ClipboardCopy aria-hidden="true" className="size-4" />
          {t('models.copyFor', { model: name })}
        </Button>
      </div>
      {shown && (
        <div className="mt-4 space-y-3" data-testid="model-prompt">
          <p
            lang={shown.language === 'zh' ? 'zh-CN' : 'en'}
            data-testid="model-prompt-text"
            className="max-h-72 overflow-y-auto rounded-xl bg-ink-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-900"
          >
            {shown.prompt}
          </p>
          <ModelExtras
            model={shown.model}
            settings={shown.settings}
            negativePrompt={shown.negativePrompt}
            overLimit={shown.overLimit}
          />
        </div>
      )}
    </section>
  );
}
