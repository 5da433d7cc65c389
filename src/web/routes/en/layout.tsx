import { LanguageErrorBoundary, LanguageLayout } from '../../components/shell/language-layout.tsx';
import { i18nEn } from '../../i18n/instance-en.ts';

export default function LayoutEN() {
  return <LanguageLayout i18n={i18nEn} language="en" />;
}

export function ErrorBoundary() {
  return <LanguageErrorBoundary i18n={i18nEn} language="en" />;
}
