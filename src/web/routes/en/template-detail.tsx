import { TemplateDetailPage } from '../../features/templates/template-detail-page.tsx';
import { templateDetailLoader } from '../../features/templates/template-detail-loader.ts';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/templates.json';

addPageStrings(i18nEn, 'templates', strings);

export const loader = templateDetailLoader('en');

export default TemplateDetailPage;
