import { i18nZh } from '../../i18n/instance-zh.ts';
import { laterPage } from '../../i18n/later-page.tsx';

/** All reading: the page and its strings hydrate once the browser is idle (later-page.tsx). */
const Page = laterPage(
  i18nZh,
  'privacy',
  () => import('../../i18n/locales/zh/privacy.json'),
  () => import('../../features/content/privacy-page.tsx').then((m) => m.PrivacyPage),
);

export default function PrivacyZh() {
  return <Page />;
}
