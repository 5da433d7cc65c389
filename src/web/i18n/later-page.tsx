import type { ComponentType, NamedExoticComponent } from 'react';
import { later } from '../components/shell/hydrate-later.tsx';
import { addPageStrings, type I18n } from './create-i18n.ts';
import type { Namespace, Resources } from './locales/en/index.ts';

/**
 * A page that is all reading (the FAQ, the guide, the legal pages): the whole page is a part
 * that hydrates once the browser is idle (components/shell/hydrate-later.tsx), and its strings
 * travel with its code instead of in the first load. A route module of one language:
 *
 *     const Page = laterPage(i18nEn, 'faq', () => import('…/en/faq.json'), () =>
 *       import('…/faq-page.tsx').then((m) => m.FaqPage));
 *     export default function FaqEn() { return <Page />; }
 */
export function laterPage<N extends Namespace>(
  i18n: I18n,
  namespace: N,
  loadStrings: () => Promise<{ default: Resources[N] }>,
  loadPage: () => Promise<ComponentType>,
): NamedExoticComponent<object> {
  return later(async () => {
    const [strings, Page] = await Promise.all([loadStrings(), loadPage()]);
    addPageStrings(i18n, namespace, strings.default);
    return Page;
  });
}
