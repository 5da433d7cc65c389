import { homeLoader } from '../../features/home/home-loader.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/home.json';

addPageStrings(i18nEn, 'home', strings);

/** Build time only: featured templates and FAQ entries travel inside the prerendered HTML. */
export const loader = homeLoader('en');

export default HomePage;
