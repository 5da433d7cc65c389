/** The default origin: where `npm start` serves the product. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Normalises the SITE_URL setting: an absolute http(s) origin without a trailing slash. */
export function siteUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (!value) return DEFAULT_SITE_URL;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must be an http(s) URL, got ${url.protocol}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
