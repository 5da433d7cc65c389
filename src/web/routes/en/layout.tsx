import { LanguageErrorBoundary, LanguageLayout } from '../../components/shell/language-layout.tsx';
import { i18nEn } from '../../i18n/instance-en.ts';
import { usePageStrings, useRouteStrings, withStrings } from '../../i18n/page-strings.ts';
import common from '../../i18n/locales/en/common.json';

/** Build time only: the shared strings travel in every page's HTML (i18n/page-strings.ts). */
export function loader() {
  return withStrings({}, { common });
}

/** They never change while the page is open. */
export function shouldRevalidate() {
  return false;
}

export default function LayoutEN() {
  usePageStrings(i18nEn);
  return <LanguageLayout i18n={i18nEn} language="en" />;
}

export function ErrorBoundary() {
  useRouteStrings(i18nEn, 'routes/en/layout');
  return <LanguageErrorBoundary i18n={i18nEn} language="en" />;
}
