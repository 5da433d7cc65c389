import type { TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Language } from '../../domain/site/languages.ts';
import type { I18n } from './create-i18n.ts';
import type { Namespace } from './locales/en/index.ts';

const I18nContext = createContext<I18n | null>(null);

/** Provides the language's translator to the pages below. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The typed translate function of a namespace (keys are checked against the English
 * strings). A 30-line stand-in for react-i18next's hook: the instance never changes language
 * (each language has its own), so nothing needs to re-render on language events.
 */
export function useTranslation<N extends Namespace = 'common'>(
  ns?: N,
): { t: TFunction<N>; language: Language } {
  const instance = useContext(I18nContext);
  if (!instance) throw new Error('useTranslation needs an I18nProvider above it');
  const namespace = (ns ?? 'common') as N;
  const t = useMemo(() => instance.getFixedT(namespace), [instance, namespace]);
  return { t, language: instance.language };
}
