import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Language } from '../../../domain/site/languages.ts';
import { addPageStrings, createI18n } from '../../i18n/create-i18n.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import commonEn from '../../i18n/locales/en/common.json';
import homeEn from '../../i18n/locales/en/home.json';
import commonZh from '../../i18n/locales/zh/common.json';
import homeZh from '../../i18n/locales/zh/home.json';

/** Renders home components with the real strings of a language (tests only). */
export function renderHome(ui: ReactElement, language: Language = 'en') {
  const i18n = createI18n(language, language === 'zh' ? commonZh : commonEn);
  addPageStrings(i18n, 'home', language === 'zh' ? homeZh : homeEn);
  return render(
    <MemoryRouter initialEntries={[language === 'zh' ? '/zh' : '/']}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </MemoryRouter>,
  );
}
