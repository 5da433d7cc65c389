import { useLoaderData } from 'react-router';
import { homeLoader, type HomeLoaderData } from '../../features/home/home-loader.ts';
import { HomePage } from '../../features/home/home-page.tsx';
import { addPageStrings } from '../../i18n/create-i18n.ts';
import { i18nEn } from '../../i18n/instance-en.ts';

/**
 * Build time only: the page's strings, featured templates and FAQ entries travel inside the
 * prerendered HTML rather than in this module's JavaScript (see home-loader.ts).
 */
export const loader = homeLoader('en');

export default function HomeEn() {
  const { strings } = useLoaderData<HomeLoaderData>();
  // Idempotent: registers the strings once, before the first render that needs them.
  addPageStrings(i18nEn, 'home', strings);
  return <HomePage />;
}
