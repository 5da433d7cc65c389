import type { Language } from '../../../domain/site/languages.ts';

/**
 * The language to write a rewrite in: the prompt's own, whatever the page language. A rewrite
 * adds lines to the person's prompt, and an English prompt with Chinese lines added (or the
 * reverse) would be one prompt in two languages. Same rule as the engine's isMainlyChinese:
 * more Han characters than Latin letters means Chinese.
 */
export function promptLanguage(prompt: string): Language {
  const han = prompt.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = prompt.match(/[A-Za-z]/g)?.length ?? 0;
  return han > latin ? 'zh' : 'en';
}
