import { HomePage } from '../../features/home/home-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/home.json';

addPageStrings(i18nEn, 'home', strings);

export default HomePage;
