import { PrivacyPage } from '../../features/content/privacy-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/privacy.json';

addPageStrings(i18nZh, 'privacy', strings);

export default PrivacyPage;
