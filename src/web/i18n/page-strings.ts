import { useLoaderData, useRouteLoaderData } from 'react-router';
import { addPageStrings, type I18n } from './create-i18n.ts';
import type { Namespace, Resources } from './locales/en/index.ts';

/** Some namespaces' strings, in one language. */
export type PageStrings = { [N in Namespace]?: Resources[N] };

/**
 * A page's strings as build-time loader data (docs/decisions/018-first-load-javascript.md):
 * they travel inside the prerendered HTML, which already shows them, instead of in the page's
 * JavaScript; client navigations read them from the page's prerendered .data file. Called in a
 * route module's `loader`, so the strings never reach the browser bundle:
 *
 *     export function loader() { return withStrings(pageData('en'), { submit: strings }); }
 */
export function withStrings<D extends object, S extends PageStrings>(
  data: D,
  strings: S,
): D & { pageStrings: S } {
  return { ...data, pageStrings: strings };
}

/**
 * In the route component: registers the strings that came with the loader data before
 * anything on the page translates (once per language: addPageStrings skips a known namespace).
 */
export function usePageStrings(i18n: I18n): void {
  registerAll(i18n, useLoaderData<StringsData>().pageStrings);
}

/** The same for a route's error boundary, which cannot read its own route's data otherwise. */
export function useRouteStrings(i18n: I18n, routeId: string): void {
  registerAll(i18n, useRouteLoaderData<StringsData>(routeId)?.pageStrings);
}

interface StringsData {
  pageStrings: PageStrings;
}

function registerAll(i18n: I18n, pageStrings: PageStrings | undefined) {
  for (const namespace of Object.keys(pageStrings ?? {}) as Namespace[]) {
    const strings = pageStrings?.[namespace];
    if (strings) addPageStrings(i18n, namespace, strings);
  }
}
