import type { Language } from '../../../domain/schemas/template.ts';
import { templatePrompt } from '../../../domain/search/template-card.ts';
import { later } from '../../components/shell/hydrate-later.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { SegmentedControl, type SegmentOption } from '../prompt-results/segmented-control.tsx';
import { Section } from './detail-section.tsx';
import type { TemplateDetailData } from './template-detail-loader.ts';

/** The cards below the prompt: reading only, hydrated once the browser is idle. */
const DetailCards = later(() => import('./detail-cards.tsx').then((m) => m.DetailCards));

/** Each language named in itself; the page's own language first. */
const PROMPT_LANGUAGES: Record<Language, readonly SegmentOption<Language>[]> = {
  zh: [
    { value: 'zh', label: '中文', lang: 'zh-CN' },
    { value: 'en', label: 'English', lang: 'en' },
  ],
  en: [
    { value: 'en', label: 'English', lang: 'en' },
    { value: 'zh', label: '中文', lang: 'zh-CN' },
  ],
};

/** The cards of the detail page, in the spec's order. */
export function DetailSections({
  detail,
  promptLanguage,
  onPromptLanguageChange,
}: {
  detail: TemplateDetailData;
  /** Which of the two complete prompts the prompt card shows. */
  promptLanguage: Language;
  onPromptLanguageChange: (language: Language) => void;
}) {
  const { t, language } = useTranslation('templates');
  const { template } = detail;
  return (
    <div>
      <Section id="section-prompt" title={t('detail.sections.prompt')}>
        <div className="mb-3 max-w-xs" data-testid="prompt-language">
          <SegmentedControl
            name="template-prompt-language"
            legend={t('detail.promptLanguage')}
            options={PROMPT_LANGUAGES[language]}
            value={promptLanguage}
            onChange={onPromptLanguageChange}
          />
        </div>
        <p
          lang={promptLanguage === 'zh' ? 'zh-CN' : 'en'}
          className={cn(
            'rounded-xl bg-ink-50 p-4 text-[13px] leading-relaxed whitespace-pre-wrap text-ink-800 ring-1 ring-ink-200',
            promptLanguage === 'en' && 'font-mono',
          )}
          data-testid="full-prompt"
          data-prompt-language={promptLanguage}
        >
          {templatePrompt(template, promptLanguage)}
        </p>
      </Section>
      <DetailCards detail={detail} />
    </div>
  );
}
