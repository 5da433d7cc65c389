import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { addPageStrings, createI18n } from '../../i18n/create-i18n.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import commonEn from '../../i18n/locales/en/common.json';
import refinerEn from '../../i18n/locales/en/refiner.json';
import variantsEn from '../../i18n/locales/en/variants.json';
import commonZh from '../../i18n/locales/zh/common.json';
import refinerZh from '../../i18n/locales/zh/refiner.json';
import variantsZh from '../../i18n/locales/zh/variants.json';

/** Renders a piece of the refiner or variants page with its strings and a router (tests only). */
export function renderWithI18n(
  ui: ReactElement,
  { language = 'en', path = '/refiner' }: { language?: 'en' | 'zh'; path?: string } = {},
): RenderResult {
  const i18n = language === 'en' ? createI18n('en', commonEn) : createI18n('zh', commonZh);
  addPageStrings(i18n, 'refiner', language === 'en' ? refinerEn : refinerZh);
  addPageStrings(i18n, 'variants', language === 'en' ? variantsEn : variantsZh);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </MemoryRouter>,
  );
}
