import { Eye, FileText } from 'lucide-react';
import type { Language } from '../../../domain/site/languages.ts';
import { useIsHydrating } from '../../components/shell/hydrate-later.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { SegmentedControl } from '../prompt-results/segmented-control.tsx';
import { BuilderModelField } from './builder-model-field.tsx';
import type { BuilderModel } from './builder-model.ts';
import type { BuilderOptions } from './builder-options.ts';
import { PreviewBreakdown } from './preview-breakdown.tsx';
import type { LazyParts } from './use-lazy-parts.ts';
import type { PromptPreview } from './use-prompt-preview.ts';

/** Each language named in itself, whatever the page language; the page's own comes first. */
const PROMPT_LANGUAGES = {
  zh: [
    { value: 'zh', label: '中文', lang: 'zh-CN' },
    { value: 'en', label: 'English', lang: 'en' },
  ],
  en: [
    { value: 'en', label: 'English', lang: 'en' },
    { value: 'zh', label: '中文', lang: 'zh-CN' },
  ],
} as const;

/**
 * The assembled prompt beside the form (below it on phones): prompt, token estimate,
 * breakdown, copy and export. Until the five key fields are filled it shows what to fill in.
 */
export function PreviewPanel({
  preview,
  parts,
  language,
  onLanguageChange,
  model,
  duration,
  aspectRatio,
  options,
  onModelChange,
}: {
  preview: PromptPreview | null;
  parts: LazyParts | null;
  language: Language;
  onLanguageChange: (language: Language) => void;
  model: BuilderModel;
  duration: string;
  aspectRatio: string;
  options: Pick<BuilderOptions, 'durations' | 'aspectRatios'>;
  onModelChange: (model: BuilderModel, duration: string, aspectRatio: string) => void;
}) {
  const { t, language: pageLanguage } = useTranslation('builder');
  const ready = preview && parts;
  const hydrating = useIsHydrating();

  return (
    <Card className="overflow-hidden" data-testid="preview-panel">
      <div className="flex min-h-[3.75rem] items-center justify-between gap-3 border-b border-ink-200 px-5 py-3">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink-950">
          <Eye aria-hidden="true" className="size-4 text-brand-600" />
          {t('preview.title')}
        </h2>
        {ready && <parts.TokensBadge count={preview.tokens} />}
      </div>
      <div className="px-5 py-4">
        <BuilderModelField
          model={model}
          duration={duration}
          aspectRatio={aspectRatio}
          options={options}
          onChange={onModelChange}
        />
        {/* Inert until hydrated (useIsHydrating in hydrate-later.tsx says why). */}
        <div className="mb-4" data-testid="prompt-language" inert={hydrating}>
          <SegmentedControl
            name="prompt-language"
            legend={t('preview.language')}
            options={PROMPT_LANGUAGES[pageLanguage]}
            value={language}
            onChange={onLanguageChange}
          />
        </div>
        {ready ? (
          <parts.PreviewPrompt preview={preview} model={model.id} language={language} />
        ) : (
          <p
            data-testid="preview-hint"
            className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-ink-200 p-6 text-center text-sm text-ink-500"
          >
            <FileText aria-hidden="true" className="size-8 text-ink-300" />
            {t('preview.hint')}
          </p>
        )}
      </div>
      <PreviewBreakdown breakdown={ready ? preview.breakdown : null} />
    </Card>
  );
}
