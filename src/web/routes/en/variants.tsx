import { VariantsPage } from '../../features/variants/variants-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/variants.json';

addPageStrings(i18nEn, 'variants', strings);

export default VariantsPage;
