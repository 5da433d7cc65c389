import { submitPageData } from '../../features/submit/submit-loader.ts';
import { SubmitPage } from '../../features/submit/submit-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/submit.json';

addPageStrings(i18nEn, 'submit', strings);

/** Build time only: categories and the safety checklist are embedded in the prerendered HTML. */
export function loader() {
  return submitPageData('en');
}

export default SubmitPage;
