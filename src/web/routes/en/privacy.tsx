import { PrivacyPage } from '../../features/content/privacy-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/privacy.json';

addPageStrings(i18nEn, 'privacy', strings);

export default PrivacyPage;
