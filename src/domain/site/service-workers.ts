import type { Language } from './languages.ts';

/**
 * One service worker and one web app manifest per language: a visitor's worker precaches the
 * pages of their language only (docs/decisions/0NN-offline-service-worker.md). The build
 * writes them (scripts/service-worker.ts); the page registers the one of its language.
 */
export interface LanguageWorker {
  language: Language;
  /** URL of the worker script. */
  scriptUrl: string;
  scope: string;
  manifestUrl: string;
  /** The language's home page: the installed app's start URL. */
  startUrl: string;
}

export const LANGUAGE_WORKERS: Readonly<Record<Language, LanguageWorker>> = {
  en: {
    language: 'en',
    scriptUrl: '/sw.js',
    scope: '/',
    manifestUrl: '/manifest.webmanifest',
    startUrl: '/',
  },
  zh: {
    language: 'zh',
    // At the root, not under /zh/: a worker's scope cannot reach above its script's folder,
    // and the Chinese home page is /zh, outside /zh/.
    scriptUrl: '/sw-zh.js',
    scope: '/zh',
    manifestUrl: '/zh/manifest.webmanifest',
    startUrl: '/zh',
  },
};
