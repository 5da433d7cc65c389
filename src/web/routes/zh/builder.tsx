import { builderPageData } from '../../features/builder/builder-loader.ts';
import { BuilderRoute } from '../../features/builder/builder-route.tsx';
import { i18nZh } from '../../i18n/instance-zh.ts';
import strings from '../../i18n/locales/zh/builder.json';

/**
 * Build time only: the option lists and the page's strings in Chinese, embedded in the HTML
 * (the builder's text would otherwise take a fifth of its JavaScript budget).
 */
export const loader = () => builderPageData('zh', strings);

export default function BuilderZh() {
  return <BuilderRoute i18n={i18nZh} />;
}
