import { useCallback } from 'react';
import { toast } from '../../components/toast/toast-store.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { downloadText, fileTimestamp, safeFileName } from '../../lib/download.ts';

/** The exported file: the prompt, then a generated-at footer and the product credit. */
export function exportText(prompt: string, footer: string, credit: string): string {
  return `${prompt.trim()}\n\n---\n${footer}\n${credit}\n`;
}

/** The file name of a prompt export: a prompt prefix plus a timestamp. */
export function exportFileName(date: Date): string {
  return safeFileName(`promptreel-prompt-${fileTimestamp(date)}.txt`);
}

/** Saves the prompt as a text file and confirms with the "Exported!" toast. */
export function usePromptExport(): (prompt: string) => void {
  const { t, language } = useTranslation('builder');
  const { t: tc } = useTranslation();
  return useCallback(
    (prompt: string) => {
      const now = new Date();
      const footer = t('preview.exportFooter', {
        date: now.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-US'),
      });
      const credit = t('preview.exportCredit', { website: tc('footer.website') });
      downloadText(exportFileName(now), exportText(prompt, footer, credit));
      toast({ title: t('preview.exportedTitle'), description: t('preview.exportedText') });
    },
    [t, tc, language],
  );
}
