import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { TemplatesPage } from '../../features/templates/templates-page.tsx';
import { templatesLoader } from '../../features/templates/templates-loader.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import strings from '../../i18n/locales/zh/templates.json';

/** Build time only: the page's strings travel in its HTML (i18n/page-strings.ts). */
export function loader() {
  return withStrings(templatesLoader('zh')(), { templates: strings });
}

/** The cards are static: typing and filtering (search params) never refetch them. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export default function TemplatesZh() {
  usePageStrings(i18nZh);
  return <TemplatesPage />;
}
