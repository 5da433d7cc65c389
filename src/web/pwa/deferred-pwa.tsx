import { useEffect, useState, type ComponentType } from 'react';
import type { Language } from '../../domain/site/languages.ts';
import type { Resources } from '../i18n/locales/en/index.ts';

export type PwaStrings = Resources['pwa'];
export interface PwaStatusProps {
  language: Language;
  strings: PwaStrings;
}

/** Each language's strings, fetched with the status code (never in the first load). */
const STRINGS: Record<Language, () => Promise<{ default: PwaStrings }>> = {
  en: () => import('../i18n/locales/en/pwa.json'),
  zh: () => import('../i18n/locales/zh/pwa.json'),
};

/**
 * The service worker's registration, the update prompt and the offline notice, loaded only
 * once the page has hydrated and the browser is idle: none of it is first-load JavaScript
 * (issue 18: the service worker adds nothing to it). Renders nothing until then.
 */
export function DeferredPwa({ language }: { language: Language }) {
  const [loaded, setLoaded] = useState<{
    Status: ComponentType<PwaStatusProps>;
    strings: PwaStrings;
  } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      void Promise.all([import('./pwa-status.tsx'), STRINGS[language]()])
        .then(([module, strings]) => {
          if (!cancelled) setLoaded({ Status: module.PwaStatus, strings: strings.default });
        })
        .catch((error: unknown) => console.warn('Offline support did not load', error));
    };
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(load);
    return () => {
      cancelled = true;
    };
  }, [language]);

  if (!loaded) return null;
  const { Status, strings } = loaded;
  return <Status language={language} strings={strings} />;
}
