import { useLoaderData } from 'react-router';
import { addPageStrings, type I18n } from '../../i18n/create-i18n.ts';
import type { BuilderPageData } from './builder-loader.ts';
import { BuilderPage } from './builder-page.tsx';

/**
 * The builder's route component for one language. Its strings arrive with the loader data
 * (embedded in the HTML) and are registered before anything on the page translates; the
 * registration runs once per language instance (addPageStrings skips a known namespace).
 */
export function BuilderRoute({ i18n }: { i18n: I18n }) {
  const { options, strings } = useLoaderData<() => BuilderPageData>();
  addPageStrings(i18n, 'builder', strings);
  return <BuilderPage options={options} />;
}
