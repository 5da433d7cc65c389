import { GuidePage } from '../../features/content/guide-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/guide.json';

addPageStrings(i18nEn, 'guide', strings);

export default GuidePage;
