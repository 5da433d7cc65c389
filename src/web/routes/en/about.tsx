import { AboutPage } from '../../features/content/about-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/about.json';

addPageStrings(i18nEn, 'about', strings);

export default AboutPage;
