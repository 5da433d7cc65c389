import type { Language } from '../../domain/schemas/template.ts';

/** A phrase in English and Chinese. */
export type Pair = readonly [en: string, zh: string];

/** The phrase in the given language. */
export function say(pair: Pair, lang: Language): string {
  return lang === 'zh' ? pair[1] : pair[0];
}
