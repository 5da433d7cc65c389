import { Ban, Settings2 } from 'lucide-react';
import { useId } from 'react';
import type { ModelId } from '../../../domain/models/model-ids.ts';
import type { PromptSettings } from '../../../domain/prompt/render/render-types.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { cn } from '../../lib/cn.ts';
import { modelOption } from './model-options.ts';
import { limitFor, modelName } from './model-text.ts';
import { UNIVERSAL_OPTION } from './universal-option.ts';

/**
 * What a result carries besides its text, for the model it was written for: the settings as
 * chips (set in the model's options, not written in the prompt, except for universal) and the
 * negative prompt in its own box with its own Copy. Loaded with the results, not first.
 */
export function ModelExtras({
  model,
  settings,
  negativePrompt,
  overLimit,
  className,
}: {
  model: ModelId;
  settings: PromptSettings;
  negativePrompt?: string;
  /** The person's own words are longer than the model takes. */
  overLimit?: boolean;
  className?: string;
}) {
  const { t, language } = useTranslation();
  const id = useId();
  const option = modelOption(model) ?? UNIVERSAL_OPTION;
  const name = modelName(option, language);
  const asSettings = option.id !== UNIVERSAL_OPTION.id;
  const chips = [
    { key: 'model', text: t('models.chipModel', { name }) },
    {
      key: 'duration',
      text: t('models.chipDuration', { seconds: Number.parseInt(settings.duration, 10) }),
    },
    ...(settings.aspectRatio
      ? [{ key: 'aspectRatio', text: t('models.chipRatio', { ratio: settings.aspectRatio }) }]
      : []),
    ...(settings.resolution
      ? [
          {
            key: 'resolution',
            text: t('models.chipResolution', { resolution: settings.resolution }),
          },
        ]
      : []),
  ];
  return (
    <div className={cn('space-y-3', className)}>
      {overLimit && (
        <p
          data-testid="over-limit"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t('models.overLimit', { model: name })}
        </p>
      )}
      <div>
        <ul
          aria-label={t('models.settingsLabel', { model: name })}
          data-testid="settings-chips"
          className="flex flex-wrap gap-1.5"
        >
          {chips.map((chip) => (
            <li
              key={chip.key}
              data-setting={chip.key}
              className="inline-flex items-center gap-1 rounded-full bg-ink-100 px-2.5 py-1 text-xs font-medium text-ink-800"
            >
              {chip.key === 'model' && <Settings2 aria-hidden="true" className="size-3.5" />}
              {chip.text}
            </li>
          ))}
        </ul>
        {asSettings && (
          <p className="mt-1.5 text-xs text-ink-500">{t('models.settingsHint', { model: name })}</p>
        )}
      </div>
      {negativePrompt && (
        <section
          aria-labelledby={`${id}-negative`}
          data-testid="negative-prompt-box"
          className="rounded-xl border border-ink-200 bg-white p-4"
        >
          {/* Not a heading: the box sits at different depths (a card, a panel, a template
              page), and its label names the region wherever it is. */}
          <p
            id={`${id}-negative`}
            className="flex items-center gap-1.5 text-sm font-semibold text-ink-900"
          >
            <Ban aria-hidden="true" className="size-4 text-ink-500" />
            {t('models.negativeTitle')}
          </p>
          <p className="mt-0.5 text-xs text-ink-500">{t('models.negativeHint', { model: name })}</p>
          <p
            data-testid="negative-prompt"
            className="mt-2 rounded-lg bg-ink-50 px-3 py-2 font-mono text-sm break-words text-ink-900"
          >
            {negativePrompt}
          </p>
          <CopyButton
            text={negativePrompt}
            label={t('models.copyNegative')}
            toastText={t('models.negativeCopied')}
            className="mt-3"
          />
        </section>
      )}
    </div>
  );
}

/**
 * The prompt's length against the model's limit for a prompt in its language (Seedance holds
 * Chinese to its own); green within it, amber over. `target` replaces the limit where a tool
 * sets a tighter one of its own (the generator's Fast mode for universal).
 */
export function ModelLengthBadge({
  model,
  length,
  language,
  target,
  title,
}: {
  model: ModelId;
  length: number;
  language: Language;
  target?: number;
  title?: string;
}) {
  const { t, language: pageLanguage } = useTranslation();
  const option = modelOption(model) ?? UNIVERSAL_OPTION;
  const limit = target ?? limitFor(option, language);
  return (
    <Badge
      tone={length <= limit ? 'success' : 'warning'}
      title={
        title ??
        t('models.lengthTitle', {
          model: modelName(option, pageLanguage),
          language: t(`models.languageNames.${language}`),
        })
      }
      data-testid="length-badge"
      data-limit={limit}
    >
      {t('models.length', {
        length: length.toLocaleString('en-US'),
        limit: limit.toLocaleString('en-US'),
      })}
    </Badge>
  );
}
