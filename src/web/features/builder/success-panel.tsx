import { CheckCircle2, Download } from 'lucide-react';
import { CheckLinkButton } from '../../components/check-link-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { usePromptExport } from './use-prompt-export.ts';

/** Shown at the top after Generate Prompt: the finished prompt with copy and export. */
export function SuccessPanel({ prompt, onDismiss }: { prompt: string; onDismiss: () => void }) {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation();
  const exportPrompt = usePromptExport();
  return (
    <section
      aria-labelledby="builder-success-title"
      data-testid="builder-success"
      className="mb-6 rounded-2xl border border-emerald-200 bg-emerald-50/70 p-5 sm:p-6"
    >
      <h2
        id="builder-success-title"
        className="flex items-center gap-2 text-lg font-semibold text-emerald-900"
      >
        <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-600" />
        {t('success.title')}
      </h2>
      <p className="mt-1 text-sm text-emerald-900/80">{t('success.text')}</p>
      <p
        data-testid="builder-success-prompt"
        className="mt-4 max-h-64 overflow-y-auto rounded-xl border border-emerald-200 bg-white p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-800"
      >
        {prompt}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton
          text={prompt}
          variant="primary"
          size="md"
          label={tc('actions.copyPrompt')}
          toastText={t('preview.copyToast')}
        />
        <CheckLinkButton carry={{ prompt }} size="md" />
        <Button variant="outline" onClick={() => exportPrompt(prompt)}>
          <Download aria-hidden="true" className="size-4" />
          {tc('actions.exportTxt')}
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          {t('actions.editAgain')}
        </Button>
      </div>
    </section>
  );
}
