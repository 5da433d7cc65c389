import { VariantsPage } from '../../features/variants/variants-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import resultStrings from '../../i18n/locales/zh/refiner.json';
import strings from '../../i18n/locales/zh/variants.json';

addPageStrings(i18nZh, 'variants', strings);
// The result cards, counter and duration picker are shared with the refiner and keep their
// strings in the refiner namespace (its `results` block).
addPageStrings(i18nZh, 'refiner', resultStrings);

export default VariantsPage;
