import { FaqPage } from '../../features/content/faq-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/faq.json';

addPageStrings(i18nEn, 'faq', strings);

export default FaqPage;
