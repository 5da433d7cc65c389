import { useCallback } from 'react';
import { useTranslation } from '../../i18n/i18n-context.tsx';
import type { SubmissionError } from './validate.ts';

/** The translated message of a validation error, with its numbers filled in. */
export function useErrorText(): (error: SubmissionError) => string {
  const { t } = useTranslation('submit');
  return useCallback(
    (error: SubmissionError) => {
      switch (error.key) {
        case 'promptTooShort':
          return t('errors.promptTooShort', { count: error.count, min: error.min });
        case 'promptTooLong':
          return t('errors.promptTooLong', { max: error.max });
        case 'tagsTooMany':
          return t('errors.tagsTooMany', { max: error.max });
        case 'notesTooLong':
          return t('errors.notesTooLong', { max: error.max });
        case 'safetyRequired':
          return t('errors.safetyRequired', { total: error.total, unchecked: error.unchecked });
        default:
          return t(`errors.${error.key}`);
      }
    },
    [t],
  );
}
