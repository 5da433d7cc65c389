import { FaqPage } from '../../features/content/faq-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/faq.json';

addPageStrings(i18nZh, 'faq', strings);

export default FaqPage;
