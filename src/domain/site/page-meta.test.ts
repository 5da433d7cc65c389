import { describe, expect, it } from 'vitest';
import { buildPageMeta } from './page-meta.ts';

const base = {
  siteUrl: 'https://promptreel.app',
  title: 'T',
  description: 'D',
  keywords: 'K',
  siteName: 'Promptreel',
};

describe('buildPageMeta', () => {
  it('gives an English page its canonical URL and both alternates', () => {
    const meta = buildPageMeta({ ...base, path: '/templates', language: 'en' });
    expect(meta.htmlLang).toBe('en');
    expect(meta.links).toEqual([
      { rel: 'canonical', href: 'https://promptreel.app/templates' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://promptreel.app/templates' },
      { rel: 'alternate', hrefLang: 'zh', href: 'https://promptreel.app/zh/templates' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://promptreel.app/templates' },
    ]);
    const locale = meta.metas.find((m) => m.key === 'og:locale');
    expect(locale?.content).toBe('en_US');
  });

  it('uses /zh for the Chinese root and zh_CN as locale', () => {
    const meta = buildPageMeta({ ...base, path: '/zh', language: 'zh' });
    expect(meta.htmlLang).toBe('zh-CN');
    expect(meta.links[0]).toEqual({ rel: 'canonical', href: 'https://promptreel.app/zh' });
    expect(meta.links[1]?.href).toBe('https://promptreel.app/');
    expect(meta.links[2]?.href).toBe('https://promptreel.app/zh');
    expect(meta.metas.find((m) => m.key === 'og:locale')?.content).toBe('zh_CN');
    expect(meta.metas.find((m) => m.key === 'og:url')?.content).toBe('https://promptreel.app/zh');
  });

  it('carries title, description and keywords into standard, OG and Twitter tags', () => {
    const meta = buildPageMeta({ ...base, path: '/faq', language: 'en' });
    const byKey = Object.fromEntries(meta.metas.map((m) => [m.key, m.content]));
    expect(byKey).toMatchObject({
      description: 'D',
      keywords: 'K',
      'og:title': 'T',
      'og:description': 'D',
      'twitter:title': 'T',
      'twitter:description': 'D',
      'twitter:card': 'summary_large_image',
      'og:image': 'https://promptreel.app/og-image.png',
      'twitter:image': 'https://promptreel.app/og-image.png',
    });
  });

  it('marks not-found pages noindex and gives them no canonical', () => {
    const meta = buildPageMeta({ ...base, path: '/nope', language: 'en', noindex: true });
    expect(meta.links).toEqual([]);
    expect(meta.metas.find((m) => m.key === 'robots')?.content).toBe('noindex');
  });
});
