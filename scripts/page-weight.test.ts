import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_JS_BUDGET, firstLoadScripts, measurePages } from './page-weight.ts';

describe('firstLoadScripts', () => {
  it('finds preloads, script tags and inline entry imports', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><script type="module" src="/assets/b.js"></script>' +
      '<script type="module">import "/assets/c.js"; import("/assets/d.js");</script>';
    expect(firstLoadScripts(html).sort()).toEqual([
      '/assets/a.js',
      '/assets/b.js',
      '/assets/c.js',
      '/assets/d.js',
    ]);
  });
});

describe('first-load JavaScript budget (reads build/client: npm test builds first)', () => {
  const pages = measurePages(path.resolve(process.env.BUILD_DIR ?? 'build', 'client'));

  it('measures every prerendered page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(26);
    expect(pages.every((p) => p.scripts.length > 0)).toBe(true);
  });

  it('keeps every page within 120 KB gzip', () => {
    const over = pages
      .filter((p) => p.gzipBytes > FIRST_LOAD_JS_BUDGET)
      .map((p) => `${p.page}: ${(p.gzipBytes / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });
});
