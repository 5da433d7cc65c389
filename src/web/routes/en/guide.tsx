import { guidePageData } from '../../features/content/guide-loader.ts';
import { GuidePage } from '../../features/content/guide-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/guide.json';

addPageStrings(i18nEn, 'guide', strings);

/** Build time only: the model table and the safety rules are embedded in the prerendered HTML. */
export function loader() {
  return guidePageData('en');
}

export default GuidePage;
