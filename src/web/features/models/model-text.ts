import type { TFunction } from 'i18next';
import type { Language } from '../../../domain/site/languages.ts';
import type { ModelOption } from './model-options.ts';

/** A model's name in the page's language. */
export const modelName = (option: ModelOption, language: Language): string =>
  option.names[language] || option.names.en;

/**
 * A model's clip lengths as a person reads them: a run of whole seconds as a range
 * ("3–15 s"), a few lengths as a list ("4, 6 or 8 s").
 */
export function durationsText(durations: readonly number[], t: TFunction<'common'>): string {
  const first = durations[0];
  const last = durations.at(-1);
  if (first === undefined || last === undefined) return '';
  if (durations.length > 3 && last - first === durations.length - 1) {
    return t('models.secondsRange', { from: first, to: last });
  }
  const head = durations.slice(0, -1).join(t('models.listJoin'));
  const list = head === '' ? String(last) : `${head}${t('models.listLast')}${last}`;
  return t('models.secondsList', { list });
}

/** The limit a prompt in this language is held to (Seedance sets its own for Chinese). */
export function limitFor(option: ModelOption, language: Language): number {
  return language === 'zh' && option.promptLimitZh ? option.promptLimitZh : option.promptLimit;
}

/** A ratio with its shape named ("9:16 vertical"). */
export function ratioLabel(ratio: string, t: TFunction<'common'>): string {
  const [width = 0, height = 0] = ratio.split(':').map(Number);
  const shape = width > height ? 'wide' : width < height ? 'tall' : 'square';
  return t(`models.ratioShape.${shape}`, { ratio });
}
