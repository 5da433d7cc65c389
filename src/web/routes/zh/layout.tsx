import { LanguageErrorBoundary, LanguageLayout } from '../../components/shell/language-layout.tsx';
import { i18nZh } from '../../i18n/instance-zh.ts';
import { usePageStrings, useRouteStrings, withStrings } from '../../i18n/page-strings.ts';
import common from '../../i18n/locales/zh/common.json';

/** Build time only: the shared strings travel in every page's HTML (i18n/page-strings.ts). */
export function loader() {
  return withStrings({}, { common });
}

/** They never change while the page is open. */
export function shouldRevalidate() {
  return false;
}

export default function LayoutZH() {
  usePageStrings(i18nZh);
  return <LanguageLayout i18n={i18nZh} language="zh" />;
}

export function ErrorBoundary() {
  useRouteStrings(i18nZh, 'routes/zh/layout');
  return <LanguageErrorBoundary i18n={i18nZh} language="zh" />;
}
