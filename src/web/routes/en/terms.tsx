import { TermsPage } from '../../features/content/terms-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/terms.json';

addPageStrings(i18nEn, 'terms', strings);

export default TermsPage;
