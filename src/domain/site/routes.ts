import type { Language } from './languages.ts';

/**
 * Every page path of the product, in English form (no language prefix). One module so that
 * the router, the prerender list, the sitemap, the server and the navigation agree.
 */
export const PAGE_PATHS = {
  home: '/',
  templates: '/templates',
  builder: '/builder',
  refiner: '/refiner',
  variants: '/variants',
  checker: '/checker',
  submit: '/submit',
  guide: '/guide',
  inviteCodes: '/sora2-invite-code',
  faq: '/faq',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
} as const;
export type PageKey = keyof typeof PAGE_PATHS;

/**
 * The review page: prerendered in both languages but kept out of PAGE_PATHS, so it is in no
 * navigation and no sitemap, and it tells search engines not to index it.
 */
export const REVIEW_PATH = '/review';

/** Page keys in the order of the sitemap and the prerender list. */
export const PAGE_KEYS = Object.keys(PAGE_PATHS) as PageKey[];

/** The detail path of one template. */
export function templatePath(id: string): string {
  return `${PAGE_PATHS.templates}/${encodeURIComponent(id)}`;
}

/**
 * Paths prerendered only to be served for unknown URLs: the server answers them with 404.
 * They match the router's splat route and the template detail route with an unknown id.
 */
export const NOT_FOUND_PATH = '/__not-found';
export const TEMPLATE_NOT_FOUND_PATH = templatePath('__not-found');

export const ZH_PREFIX = '/zh';

/** The language a path belongs to: the /zh group is Chinese, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === ZH_PREFIX || pathname.startsWith(`${ZH_PREFIX}/`) ? 'zh' : 'en';
}

/** The English form of a path: strips a leading /zh (or /en) group. */
export function stripLanguage(pathname: string): string {
  for (const prefix of [ZH_PREFIX, '/en']) {
    if (pathname === prefix) return '/';
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  return pathname || '/';
}

/** The path of the same page in the given language: /zh prepended, or /zh for the root. */
export function localizePath(pathname: string, language: Language): string {
  const base = stripLanguage(pathname);
  if (language === 'en') return base;
  return base === '/' ? ZH_PREFIX : `${ZH_PREFIX}${base}`;
}

/**
 * Where a request for an /en path goes: the same path without the prefix, keeping the
 * query and hash. Returns null when the path is not in the /en group.
 */
export function enRedirectTarget(pathname: string, search = '', hash = ''): string | null {
  if (pathname !== '/en' && !pathname.startsWith('/en/')) return null;
  return `${stripLanguage(pathname)}${search}${hash}`;
}

export interface RootRedirectInput {
  /** The raw value of local storage `language`, or null when nothing is stored or readable. */
  stored: string | null;
  /** navigator.language (or the first of navigator.languages). */
  browserLanguage: string | undefined;
}

/**
 * The spec's rule for the bare root: go to /zh when the stored preference is zh, or when
 * nothing is stored and the browser language starts with zh. A stored preference of any
 * other value keeps English.
 */
export function shouldRedirectRootToZh({ stored, browserLanguage }: RootRedirectInput): boolean {
  if (stored === 'zh') return true;
  if (stored !== null && stored !== '') return false;
  return (browserLanguage ?? '').toLowerCase().startsWith('zh');
}

/** Every prerendered path, English and Chinese, including one per template id. */
export function allPagePaths(templateIds: readonly string[]): string[] {
  const english = [
    ...PAGE_KEYS.map((key) => PAGE_PATHS[key]),
    ...templateIds.map((id) => templatePath(id)),
  ];
  return english.flatMap((path) => [path, localizePath(path, 'zh')]);
}
