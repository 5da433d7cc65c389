import { PAGE_KEYS, PAGE_PATHS, localizePath, templatePath } from '../src/domain/site/routes.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A sitemap with one entry per page and language, each listing its en, zh and x-default
 * alternates (Google's hreflang sitemap form).
 */
export function buildSitemap(origin: string, templateIds: readonly string[]): string {
  const english = [
    ...PAGE_KEYS.map((key) => PAGE_PATHS[key]),
    ...templateIds.map((id) => templatePath(id)),
  ];
  const entries = english.flatMap((enPath) => {
    const en = `${origin}${localizePath(enPath, 'en')}`;
    const zh = `${origin}${localizePath(enPath, 'zh')}`;
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="zh" href="${escapeXml(zh)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/>`,
    ].join('\n');
    return [en, zh].map(
      (loc) => `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
