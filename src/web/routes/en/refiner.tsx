import { RefinerPage } from '../../features/refiner/refiner-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/refiner.json';

addPageStrings(i18nEn, 'refiner', strings);

export default RefinerPage;
