import { VariantsPage } from '../../features/variants/variants-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/variants.json';

addPageStrings(i18nZh, 'variants', strings);

export default VariantsPage;
