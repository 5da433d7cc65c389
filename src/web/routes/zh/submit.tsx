import { submitPageData } from '../../features/submit/submit-loader.ts';
import { SubmitPage } from '../../features/submit/submit-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/submit.json';

addPageStrings(i18nZh, 'submit', strings);

/** Build time only: categories and the safety checklist are embedded in the prerendered HTML. */
export function loader() {
  return submitPageData('zh');
}

export default SubmitPage;
