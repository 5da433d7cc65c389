import { TermsPage } from '../../features/content/terms-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/terms.json';

addPageStrings(i18nZh, 'terms', strings);

export default TermsPage;
