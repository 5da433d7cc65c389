import { submitPageData } from '../../features/submit/submit-loader.ts';
import { SubmitPage } from '../../features/submit/submit-page.tsx';
import { i18nEn } from '../../i18n/instance-en.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import strings from '../../i18n/locales/en/submit.json';

/**
 * Build time only: categories, the safety checklist and the page's strings are embedded in
 * the prerendered HTML (i18n/page-strings.ts).
 */
export function loader() {
  return withStrings(submitPageData('en'), { submit: strings });
}

export default function SubmitEn() {
  usePageStrings(i18nEn);
  return <SubmitPage />;
}
