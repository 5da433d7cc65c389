import { RefinerPage } from '../../features/refiner/refiner-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/refiner.json';

addPageStrings(i18nZh, 'refiner', strings);

export default RefinerPage;
