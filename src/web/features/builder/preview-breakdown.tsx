import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { PromptPreview } from './use-prompt-preview.ts';

const SECTIONS = ['scene', 'camera', 'visual', 'motion', 'audio'] as const;

/** The assembled prompt's parts, one line each (preview-panel.tsx); empty until it is ready. */
export function PreviewBreakdown({ breakdown }: { breakdown: PromptPreview['breakdown'] | null }) {
  const { t } = useTranslation('builder');
  return (
    <div className="border-t border-ink-200 px-5 py-4">
      <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
        {t('preview.breakdown')}
      </h3>
      <dl className="mt-3 space-y-2.5 text-sm" data-testid="preview-breakdown">
        {SECTIONS.map((section) => {
          const text = breakdown?.[section] ?? '';
          return (
            <div key={section} className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2">
              <dt className="font-medium text-ink-700">{t(`preview.sections.${section}`)}</dt>
              <dd className={text ? 'break-words text-ink-800' : 'text-ink-400'}>
                {text || t('preview.empty')}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
