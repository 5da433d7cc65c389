import { guidePageData } from '../../features/content/guide-loader.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';
import { laterPage } from '../../i18n/later-page.tsx';

/** All reading: the page and its strings hydrate once the browser is idle (later-page.tsx). */
const Page = laterPage(
  i18nZh,
  'guide',
  () => import('../../i18n/locales/zh/guide.json'),
  () => import('../../features/content/guide-page.tsx').then((m) => m.GuidePage),
);

/** Build time only: the model table and the safety rules are embedded in the prerendered HTML. */
export function loader() {
  return guidePageData('zh');
}

export default function GuideZh() {
  return <Page />;
}
