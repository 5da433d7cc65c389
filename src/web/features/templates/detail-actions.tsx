import { FileJson, FileText, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Language } from '../../../domain/site/languages.ts';
import { templatePrompt } from '../../../domain/search/template-card.ts';
import { PAGE_PATHS } from '../../../domain/site/routes.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { CheckLinkButton } from '../../components/check-link-button.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { CopyForModel } from './copy-for-model.tsx';
import type { TemplateDetailData } from './template-detail-loader.ts';

/** The detail page's actions: copy, export as text or JSON, open in the builder. */
export function Actions({
  detail,
  promptLanguage,
}: {
  detail: TemplateDetailData;
  promptLanguage: Language;
}) {
  const { t, language } = useTranslation('templates');
  const common = useTranslation().t;
  const localize = useLocalizedPath();
  const { template, labels } = detail;

  async function exportAs(extension: 'txt' | 'json') {
    // The export code loads when a person asks for a file, not with the page.
    const [{ exportFileName, templateJson, templateText }, { downloadText }] = await Promise.all([
      import('./template-export.ts'),
      import('../../lib/download.ts'),
    ]);
    if (extension === 'txt') {
      const text = templateText(
        template,
        language,
        {
          category: t('export.category'),
          duration: t('export.duration'),
          aspectRatio: t('export.aspectRatio'),
          difficulty: t('export.difficulty'),
          prompt: t('export.prompt'),
          tags: t('export.tags'),
          safety: t('export.safety'),
        },
        { categoryName: labels.category, difficultyName: t(`difficulty.${template.difficulty}`) },
      );
      downloadText(exportFileName(template.id, 'txt'), text, 'text/plain');
    } else {
      downloadText(exportFileName(template.id, 'json'), templateJson(template), 'application/json');
    }
    toast({
      title: t('export.title'),
      description: t(extension === 'txt' ? 'export.txtDone' : 'export.jsonDone'),
    });
  }

  return (
    <>
      <div role="group" aria-label={t('detail.actions')} className="mt-6 flex flex-wrap gap-2">
        <CopyButton
          text={templatePrompt(template, promptLanguage)}
          label={common('actions.copyPrompt')}
          toastText={common('toasts.promptCopied')}
          variant="primary"
          size="md"
        />
        <CheckLinkButton
          carry={{ prompt: templatePrompt(template, promptLanguage), duration: template.duration }}
          size="md"
        />
        <Button variant="outline" onClick={() => void exportAs('txt')}>
          <FileText aria-hidden="true" className="size-4" />
          {common('actions.exportTxt')}
        </Button>
        <Button variant="outline" onClick={() => void exportAs('json')}>
          <FileJson aria-hidden="true" className="size-4" />
          {common('actions.exportJson')}
        </Button>
        <Link
          to={`${localize(PAGE_PATHS.builder)}?template=${encodeURIComponent(template.id)}`}
          className={buttonClass('secondary')}
        >
          <Wand2 aria-hidden="true" className="size-4" />
          {t('detail.openInBuilder')}
        </Link>
      </div>
      <CopyForModel template={template} promptLanguage={promptLanguage} />
    </>
  );
}
