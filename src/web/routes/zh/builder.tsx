import { BuilderPage } from '../../features/builder/builder-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/builder.json';

addPageStrings(i18nZh, 'builder', strings);

export default BuilderPage;
