import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath, localizePath } from '../../domain/site/routes.ts';
import type { Language } from '../../domain/site/languages.ts';

/** The page's language, read from the URL (the /zh group is Chinese). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Turns an English path into the same page in the current language. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
