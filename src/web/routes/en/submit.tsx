import { SubmitPage } from '../../features/submit/submit-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/submit.json';

addPageStrings(i18nEn, 'submit', strings);

export default SubmitPage;
