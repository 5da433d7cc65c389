import { i18nEn } from '../../i18n/instance-en.ts';
import { laterPage } from '../../i18n/later-page.tsx';

/** All reading: the page and its strings hydrate once the browser is idle (later-page.tsx). */
const Page = laterPage(
  i18nEn,
  'about',
  () => import('../../i18n/locales/en/about.json'),
  () => import('../../features/content/about-page.tsx').then((m) => m.AboutPage),
);

export default function AboutEn() {
  return <Page />;
}
