import { TemplateDetailPage } from '../../features/templates/template-detail-page.tsx';
import { templateDetailLoader } from '../../features/templates/template-detail-loader.ts';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/templates.json';

addPageStrings(i18nZh, 'templates', strings);

export const loader = templateDetailLoader('zh');

export default TemplateDetailPage;
