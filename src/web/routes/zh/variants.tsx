import { VariantsPage } from '../../features/variants/variants-page.tsx';
import { i18nZh } from '../../i18n/instance-zh.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import resultStrings from '../../i18n/locales/zh/refiner.json';
import strings from '../../i18n/locales/zh/variants.json';

/**
 * Build time only: the page's strings travel in its HTML (i18n/page-strings.ts). The result
 * cards, counter and duration picker are shared with the refiner and keep their strings in
 * the refiner namespace (its `results` block).
 */
export function loader() {
  return withStrings({}, { variants: strings, refiner: resultStrings });
}

export default function VariantsZh() {
  usePageStrings(i18nZh);
  return <VariantsPage />;
}
