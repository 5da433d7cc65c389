import { BuilderPage } from '../../features/builder/builder-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/builder.json';

addPageStrings(i18nEn, 'builder', strings);

export default BuilderPage;
