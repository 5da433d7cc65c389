import { i18nEn } from '../../i18n/instance-en.ts';
import { laterPage } from '../../i18n/later-page.tsx';

/** All reading: the page and its strings hydrate once the browser is idle (later-page.tsx). */
const Page = laterPage(
  i18nEn,
  'privacy',
  () => import('../../i18n/locales/en/privacy.json'),
  () => import('../../features/content/privacy-page.tsx').then((m) => m.PrivacyPage),
);

export default function PrivacyEn() {
  return <Page />;
}
