import { describe, expect, it } from 'vitest';
import { buildRobots, buildSitemap } from './sitemap.ts';

describe('sitemap', () => {
  const xml = buildSitemap('https://promptreel.app', ['cin-001']);

  it('lists every page in both languages', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(2 * 14);
    expect(locs).toContain('https://promptreel.app/zh/checker');
    expect(locs).toContain('https://promptreel.app/');
    expect(locs).toContain('https://promptreel.app/zh');
    expect(locs).toContain('https://promptreel.app/zh/templates/cin-001');
  });

  it('gives each entry its en, zh and x-default alternates', () => {
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="zh" href="https://promptreel.app/zh/sora2-invite-code"/>',
    );
    const perEntry = xml.split('<url>').slice(1);
    expect(perEntry.every((entry) => (entry.match(/hreflang=/g) ?? []).length === 3)).toBe(true);
  });

  it('points robots at the sitemap and keeps crawlers off the API', () => {
    expect(buildRobots('https://x.dev')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://x.dev/sitemap.xml\n',
    );
  });
});
