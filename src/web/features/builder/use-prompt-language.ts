import { useCallback, useMemo, useState } from 'react';
import type { Language } from '../../../domain/site/languages.ts';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { writeJson } from '../../lib/storage.ts';
import type { BuilderRules } from './use-builder-rules.ts';

/**
 * The language the builder writes its prompt in, apart from the page language (a Chinese
 * speaker may write for a model that reads English best). The page language until the rules
 * chunk (which holds the schema for the read) has loaded, then the stored choice, then what the
 * person picks, which is stored. A blocked or full storage only means it is not remembered.
 */
export function usePromptLanguage(rules: BuilderRules | null) {
  const { language: pageLanguage } = useTranslation();
  const [chosen, setChosen] = useState<Language | null>(null);
  // Read once per rules load, not per render: storage reads are cheap but not free.
  const stored = useMemo(
    () => (rules ? rules.readPromptLanguage(pageLanguage) : pageLanguage),
    [rules, pageLanguage],
  );
  const choose = useCallback((next: Language) => {
    setChosen(next);
    writeJson(STORAGE_KEYS.promptLanguage, next);
  }, []);
  return [chosen ?? stored, choose] as const;
}
