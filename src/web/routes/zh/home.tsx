import { useLoaderData } from 'react-router';
import { homeLoader, type HomeLoaderData } from '../../features/home/home-loader.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nZh } from '../../i18n/instance-zh.ts';

/**
 * Build time only: the page's strings, featured templates and FAQ entries travel inside the
 * prerendered HTML rather than in this module's JavaScript (see home-loader.ts).
 */
export const loader = homeLoader('zh');

export default function HomeZh() {
  const { strings } = useLoaderData<HomeLoaderData>();
  // Idempotent: registers the strings once, before the first render that needs them.
  addPageStrings(i18nZh, 'home', strings);
  return <HomePage />;
}
