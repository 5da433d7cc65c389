import { TemplatesPage } from '../../features/templates/templates-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/templates.json';

addPageStrings(i18nEn, 'templates', strings);

export default TemplatesPage;
