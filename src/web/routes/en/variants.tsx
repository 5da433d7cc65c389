import { VariantsPage } from '../../features/variants/variants-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import resultStrings from '../../i18n/locales/en/refiner.json';
import strings from '../../i18n/locales/en/variants.json';

addPageStrings(i18nEn, 'variants', strings);
// The result cards, counter and duration picker are shared with the refiner and keep their
// strings in the refiner namespace (its `results` block).
addPageStrings(i18nEn, 'refiner', resultStrings);

export default VariantsPage;
