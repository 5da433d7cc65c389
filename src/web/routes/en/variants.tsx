import { VariantsPage } from '../../features/variants/variants-page.tsx';
import { i18nEn } from '../../i18n/instance-en.ts';
import { usePageStrings, withStrings } from '../../i18n/page-strings.ts';
import resultStrings from '../../i18n/locales/en/refiner.json';
import strings from '../../i18n/locales/en/variants.json';

/**
 * Build time only: the page's strings travel in its HTML (i18n/page-strings.ts). The result
 * cards, counter and duration picker are shared with the refiner and keep their strings in
 * the refiner namespace (its `results` block).
 */
export function loader() {
  return withStrings({}, { variants: strings, refiner: resultStrings });
}

export default function VariantsEn() {
  usePageStrings(i18nEn);
  return <VariantsPage />;
}
