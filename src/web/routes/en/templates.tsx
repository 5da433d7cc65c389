import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { TemplatesPage } from '../../features/templates/templates-page.tsx';
import { templatesLoader } from '../../features/templates/templates-loader.ts';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/templates.json';

addPageStrings(i18nEn, 'templates', strings);

export const loader = templatesLoader('en');

/** The cards are static: typing and filtering (search params) never refetch them. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export default TemplatesPage;
