import i18next, { type i18n } from 'i18next';
import type { Language } from '../../domain/site/languages.ts';
import type { Resources } from './locales/en/index.ts';

/**
 * One i18next instance per language, built synchronously so the prerendered HTML is already
 * translated and hydration renders the same text. It starts with the shared `common` strings;
 * each page's route module adds its own namespace (see `addPageStrings`), so a page downloads
 * only its own strings, in its own language.
 */
export function createI18n(language: Language, common: Resources['common']): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { common } },
    ns: ['common'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Registers a page's strings (called at module load by the page's language route). */
export function addPageStrings<N extends keyof Resources>(
  instance: i18n,
  namespace: N,
  strings: Resources[N],
): void {
  if (!instance.hasResourceBundle(instance.language, namespace)) {
    instance.addResourceBundle(instance.language, namespace, strings);
  }
}
