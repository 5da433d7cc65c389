import { i18nZh } from '../../i18n/instance-zh.ts';
import { laterPage } from '../../i18n/later-page.tsx';

/** All reading: the page and its strings hydrate once the browser is idle (later-page.tsx). */
const Page = laterPage(
  i18nZh,
  'about',
  () => import('../../i18n/locales/zh/about.json'),
  () => import('../../features/content/about-page.tsx').then((m) => m.AboutPage),
);

export default function AboutZh() {
  return <Page />;
}
