import { RefinerPage } from '../../features/refiner/refiner-page.tsx';
import { i18nZh } from '../../i18n/instance-zh.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import strings from '../../i18n/locales/zh/refiner.json';

/** Build time only: the page's strings travel in its HTML (i18n/page-strings.ts). */
export function loader() {
  return withStrings({}, { refiner: strings });
}

export default function RefinerZh() {
  usePageStrings(i18nZh);
  return <RefinerPage />;
}
