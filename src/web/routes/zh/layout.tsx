import { LanguageErrorBoundary, LanguageLayout } from '../../components/shell/language-layout.tsx';
import { i18nZh } from '../../i18n/instance-zh.ts';

export default function LayoutZH() {
  return <LanguageLayout i18n={i18nZh} language="zh" />;
}

export function ErrorBoundary() {
  return <LanguageErrorBoundary i18n={i18nZh} language="zh" />;
}
