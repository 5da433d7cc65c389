import { AboutPage } from '../../features/content/about-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/about.json';

addPageStrings(i18nZh, 'about', strings);

export default AboutPage;
