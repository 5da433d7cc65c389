import { i18nEn } from '../../i18n/instance-en.ts';
import { laterPage } from '../../i18n/later-page.tsx';

/** All reading: the page and its strings hydrate once the browser is idle (later-page.tsx). */
const Page = laterPage(
  i18nEn,
  'faq',
  () => import('../../i18n/locales/en/faq.json'),
  () => import('../../features/content/faq-page.tsx').then((m) => m.FaqPage),
);

export default function FaqEn() {
  return <Page />;
}
