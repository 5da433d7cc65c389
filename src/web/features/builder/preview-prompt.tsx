import { Download } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { CheckLinkButton } from '../../components/check-link-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { ModelExtras, ModelLengthBadge } from '../models/model-extras.tsx';
import { usePromptExport } from './use-prompt-export.ts';
import type { PromptPreview } from './use-prompt-preview.ts';

/**
 * The assembled prompt in the preview, with its length against the model's limit, the
 * model's settings and negative prompt, copy, check and export.
 */
export function PreviewPrompt({
  preview,
  model,
  language,
}: {
  preview: PromptPreview;
  model: ModelId;
  language: Language;
}) {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation();
  const exportPrompt = usePromptExport();
  const { prompt } = preview;
  return (
    <>
      <h3 className="sr-only">{t('preview.prompt')}</h3>
      <p
        data-testid="preview-prompt"
        className="max-h-[22rem] min-h-40 overflow-y-auto rounded-xl bg-ink-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-800"
      >
        {prompt}
      </p>
      <div className="mt-2">
        <ModelLengthBadge model={model} length={prompt.length} language={language} />
      </div>
      <ModelExtras
        model={model}
        settings={preview.settings}
        negativePrompt={preview.negativePrompt}
        overLimit={preview.overLimit}
        className="mt-3"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={prompt} toastText={t('preview.copyToast')} />
        <CheckLinkButton carry={{ prompt, model, duration: preview.settings.duration }} />
        <Button variant="outline" size="sm" onClick={() => exportPrompt(prompt)}>
          <Download aria-hidden="true" className="size-4" />
          {tc('actions.exportTxt')}
        </Button>
      </div>
    </>
  );
}

/** The token estimate in the preview's header. */
export function TokensBadge({ count }: { count: number }) {
  const { t } = useTranslation('builder');
  return (
    <Badge tone="brand" data-testid="preview-tokens">
      {t('preview.tokens', { count })}
    </Badge>
  );
}
