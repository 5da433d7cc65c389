import { guidePageData } from '../../features/content/guide-loader.ts';
import { GuidePage } from '../../features/content/guide-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/guide.json';

addPageStrings(i18nZh, 'guide', strings);

/** Build time only: the model table and the safety rules are embedded in the prerendered HTML. */
export function loader() {
  return guidePageData('zh');
}

export default GuidePage;
