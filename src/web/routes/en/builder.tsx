import { builderPageData } from '../../features/builder/builder-loader.ts';
import { BuilderRoute } from '../../features/builder/builder-route.tsx';
import { i18nEn } from '../../i18n/instance-en.ts';
import strings from '../../i18n/locales/en/builder.json';

/**
 * Build time only: the option lists and the page's strings in English, embedded in the HTML
 * (the builder's text would otherwise take a fifth of its JavaScript budget).
 */
export const loader = () => builderPageData('en', strings);

export default function BuilderEn() {
  return <BuilderRoute i18n={i18nEn} />;
}
