import { useCallback, useMemo, useState } from 'react';
import type { Language } from '../../../domain/site/languages.ts';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import { writeJson } from '../../lib/storage.ts';
import type { BuilderRules } from './use-builder-rules.ts';

/**
 * The language the builder writes its prompt in, apart from the page language (a Chinese
 * speaker may write for a model that reads English best). What the person picks is stored and
 * wins from then on; until they pick, the default follows the model (issue 19, point 1): the
 * page language when the model reads it, else the model's best (English for Veo on a Chinese
 * page). The stored choice is read once the rules chunk (which holds the schema) has loaded. A
 * blocked or full storage only means it is not remembered.
 */
export function usePromptLanguage(
  rules: BuilderRules | null,
  modelLanguages: readonly Language[] | undefined,
) {
  const { language: pageLanguage } = useTranslation();
  const [chosen, setChosen] = useState<Language | null>(null);
  // Read once per rules load and model, not per render: storage reads are cheap but not free.
  // The default's rule comes with the rules chunk, not in the page's first load.
  const stored = useMemo(
    () => (rules ? rules.readPromptLanguage(pageLanguage, modelLanguages) : pageLanguage),
    [rules, pageLanguage, modelLanguages],
  );
  const choose = useCallback((next: Language) => {
    setChosen(next);
    writeJson(STORAGE_KEYS.promptLanguage, next);
  }, []);
  return [chosen ?? stored, choose] as const;
}
