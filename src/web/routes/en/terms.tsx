import { i18nEn } from '../../i18n/instance-en.ts';
import { laterPage } from '../../i18n/later-page.tsx';

/** All reading: the page and its strings hydrate once the browser is idle (later-page.tsx). */
const Page = laterPage(
  i18nEn,
  'terms',
  () => import('../../i18n/locales/en/terms.json'),
  () => import('../../features/content/terms-page.tsx').then((m) => m.TermsPage),
);

export default function TermsEn() {
  return <Page />;
}
