import { guidePageData } from '../../features/content/guide-loader.ts';
import { i18nEn } from '../../i18n/instance-en.ts';
import { laterPage } from '../../i18n/later-page.tsx';

/** All reading: the page and its strings hydrate once the browser is idle (later-page.tsx). */
const Page = laterPage(
  i18nEn,
  'guide',
  () => import('../../i18n/locales/en/guide.json'),
  () => import('../../features/content/guide-page.tsx').then((m) => m.GuidePage),
);

/** Build time only: the model table and the safety rules are embedded in the prerendered HTML. */
export function loader() {
  return guidePageData('en');
}

export default function GuideEn() {
  return <Page />;
}
