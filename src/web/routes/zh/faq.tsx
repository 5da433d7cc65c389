import { i18nZh } from '../../i18n/instance-zh.ts';
import { laterPage } from '../../i18n/later-page.tsx';

/** All reading: the page and its strings hydrate once the browser is idle (later-page.tsx). */
const Page = laterPage(
  i18nZh,
  'faq',
  () => import('../../i18n/locales/zh/faq.json'),
  () => import('../../features/content/faq-page.tsx').then((m) => m.FaqPage),
);

export default function FaqZh() {
  return <Page />;
}
