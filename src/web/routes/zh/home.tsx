import { homeLoader } from '../../features/home/home-loader.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/home.json';

addPageStrings(i18nZh, 'home', strings);

/** Build time only: featured templates and FAQ entries travel inside the prerendered HTML. */
export const loader = homeLoader('zh');

export default HomePage;
