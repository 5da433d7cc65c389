import { submitPageData } from '../../features/submit/submit-loader.ts';
import { SubmitPage } from '../../features/submit/submit-page.tsx';
import { i18nZh } from '../../i18n/instance-zh.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import strings from '../../i18n/locales/zh/submit.json';

/**
 * Build time only: categories, the safety checklist and the page's strings are embedded in
 * the prerendered HTML (i18n/page-strings.ts).
 */
export function loader() {
  return withStrings(submitPageData('zh'), { submit: strings });
}

export default function SubmitZh() {
  usePageStrings(i18nZh);
  return <SubmitPage />;
}
