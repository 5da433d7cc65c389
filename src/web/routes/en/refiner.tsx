import { RefinerPage } from '../../features/refiner/refiner-page.tsx';
import { i18nEn } from '../../i18n/instance-en.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import strings from '../../i18n/locales/en/refiner.json';

/** Build time only: the page's strings travel in its HTML (i18n/page-strings.ts). */
export function loader() {
  return withStrings({}, { refiner: strings });
}

export default function RefinerEn() {
  usePageStrings(i18nEn);
  return <RefinerPage />;
}
