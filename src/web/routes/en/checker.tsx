import { CheckerPage } from '../../features/checker/checker-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/checker.json';

addPageStrings(i18nEn, 'checker', strings);

export default CheckerPage;
