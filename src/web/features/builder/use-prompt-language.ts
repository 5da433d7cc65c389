import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../../../domain/site/languages.ts';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { writeJson } from '../../lib/storage.ts';
import type { BuilderRules } from './use-builder-rules.ts';

/**
 * The language the builder writes its prompt in, apart from the page language (a Chinese
 * speaker may write for a model that reads English best). Starts as the page language, takes
 * the stored choice once the rules chunk (which holds the schema for the read) has loaded, and
 * stores every change. A blocked or full storage only means the choice is not remembered.
 */
export function usePromptLanguage(rules: BuilderRules | null) {
  const { language: pageLanguage } = useTranslation();
  const [language, setLanguage] = useState<Language>(pageLanguage);
  useEffect(() => {
    if (rules) setLanguage(rules.readPromptLanguage(pageLanguage));
  }, [rules, pageLanguage]);
  const choose = useCallback((next: Language) => {
    setLanguage(next);
    writeJson(STORAGE_KEYS.promptLanguage, next);
  }, []);
  return [language, choose] as const;
}
