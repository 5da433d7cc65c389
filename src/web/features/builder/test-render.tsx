import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { addPageStrings, createI18n } from '../../i18n/create-i18n.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import builderEn from '../../i18n/locales/en/builder.json';
import commonEn from '../../i18n/locales/en/common.json';
import builderZh from '../../i18n/locales/zh/builder.json';
import commonZh from '../../i18n/locales/zh/common.json';

/** Renders a piece of the builder with its strings and a router (tests only). */
export function renderBuilder(
  ui: ReactElement,
  { language = 'en' }: { language?: 'en' | 'zh' } = {},
): RenderResult {
  const i18n = language === 'en' ? createI18n('en', commonEn) : createI18n('zh', commonZh);
  addPageStrings(i18n, 'builder', language === 'en' ? builderEn : builderZh);
  return render(
    <MemoryRouter initialEntries={[language === 'en' ? '/builder' : '/zh/builder']}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </MemoryRouter>,
  );
}
