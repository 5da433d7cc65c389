import { CheckerPage } from '../../features/checker/checker-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/checker.json';

addPageStrings(i18nZh, 'checker', strings);

export default CheckerPage;
