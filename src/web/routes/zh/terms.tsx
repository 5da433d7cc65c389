import { i18nZh } from '../../i18n/instance-zh.ts';
import { laterPage } from '../../i18n/later-page.tsx';

/** All reading: the page and its strings hydrate once the browser is idle (later-page.tsx). */
const Page = laterPage(
  i18nZh,
  'terms',
  () => import('../../i18n/locales/zh/terms.json'),
  () => import('../../features/content/terms-page.tsx').then((m) => m.TermsPage),
);

export default function TermsZh() {
  return <Page />;
}
