import { render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Language } from '../../../domain/site/languages.ts';
import { addPageStrings, createI18n } from '../../i18n/create-i18n.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import commonEn from '../../i18n/locales/en/common.json';
import submitEn from '../../i18n/locales/en/submit.json';
import commonZh from '../../i18n/locales/zh/common.json';
import submitZh from '../../i18n/locales/zh/submit.json';
import { SubmissionForm } from './submission-form.tsx';
import { submitPageData } from './submit-loader.ts';
import { EMPTY_VALUES, type SubmissionValues } from './validate.ts';

/** Renders submit components with the real strings of a language (tests only). */
export function renderSubmit(ui: ReactElement, language: Language = 'en') {
  const i18n = createI18n(language, language === 'zh' ? commonZh : commonEn);
  addPageStrings(i18n, 'submit', language === 'zh' ? submitZh : submitEn);
  return render(
    <MemoryRouter initialEntries={[language === 'zh' ? '/zh/submit' : '/submit']}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </MemoryRouter>,
  );
}

/** The form with its values held in state, as the page holds them. */
export function FormHarness({
  language = 'en',
  onSubmitted = () => {},
}: {
  language?: Language;
  onSubmitted?: () => void;
}) {
  const [values, setValues] = useState<SubmissionValues>(EMPTY_VALUES);
  return (
    <SubmissionForm
      data={submitPageData(language)}
      values={values}
      onChange={setValues}
      onSubmitted={onSubmitted}
    />
  );
}
