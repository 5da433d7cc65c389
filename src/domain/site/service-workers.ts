import type { Language } from './languages.ts';

/**
 * One service worker and one web app manifest per language: a visitor's worker precaches the
 * pages of their language only (docs/decisions/0NN-offline-service-worker.md). The build
 * writes them (scripts/service-worker.ts); the page registers the one of its language.
 */
export interface LanguageWorker {
  language: Language;
  /** URL of the worker script; its folder is its scope. */
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
    scriptUrl: '/zh/sw.js',
    scope: '/zh/',
    manifestUrl: '/zh/manifest.webmanifest',
    startUrl: '/zh',
  },
};
