import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_IDS } from '../src/domain/data/templates/all-templates.ts';
import { LANGUAGES } from '../src/domain/site/languages.ts';
import { allPagePaths, languageOfPath } from '../src/domain/site/routes.ts';
import { LANGUAGE_WORKERS } from '../src/domain/site/service-workers.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { measurePages } from './page-weight.ts';
import { pageUrlOf } from './service-worker.ts';

// Checks the real build (npm test builds before the unit tests run).
const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');

/** The URLs a built worker precaches, read back out of its script. */
function precached(scriptUrl: string): string[] {
  const script = readFileSync(path.join(clientDir, scriptUrl), 'utf8');
  return [...script.matchAll(/\{url:"([^"]+)",revision:(?:"[0-9a-f]+"|null)\}/g)].map(
    (match) => match[1]!,
  );
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: loadConfig({}), clientDir });
});
afterAll(() => app.close());

describe('pageUrlOf', () => {
  it('maps built files to the URLs the server answers', () => {
    expect(pageUrlOf('index.html')).toBe('/');
    expect(pageUrlOf('zh/index.html')).toBe('/zh');
    expect(pageUrlOf('templates/cin-001/index.html')).toBe('/templates/cin-001');
    expect(pageUrlOf('templates/cin-001.data')).toBe('/templates/cin-001.data');
  });
});

describe.each(LANGUAGES)('the %s service worker', (language) => {
  const worker = LANGUAGE_WORKERS[language];
  const urls = precached(worker.scriptUrl);
  const pages = allPagePaths(TEMPLATE_IDS);

  it("precaches every page of its language and none of the other's", () => {
    const own = pages.filter((page) => languageOfPath(page) === language);
    const other = pages.filter((page) => languageOfPath(page) !== language);
    expect(own.filter((page) => !urls.includes(page))).toEqual([]);
    expect(other.filter((page) => urls.includes(page))).toEqual([]);
  });

  it('precaches the code (engine included), the icons and its manifest', () => {
    expect(urls.some((url) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /^\/assets\/app-[\w-]+\.css$/.test(url))).toBe(true);
    expect(urls).toContain(worker.manifestUrl);
    expect(urls).toContain('/icon-maskable-512.png');
  });

  it('never precaches /api, a not-found page or a compressed copy', () => {
    expect(urls.filter((url) => /^\/api|__not-found|__spa|\.(br|gz|map)$/.test(url))).toEqual([]);
  });

  it('has no runtime cache: what is not precached goes to the network', () => {
    const script = readFileSync(path.join(clientDir, worker.scriptUrl), 'utf8');
    expect(script).not.toMatch(/registerRoute\(\s*[^)]*api/);
    expect(script).not.toMatch(/NetworkFirst|StaleWhileRevalidate|CacheFirst/);
  });

  it('every precached URL answers 200 (one failure would stop the worker installing)', async () => {
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('is served uncached, as JavaScript, under a CSP that allows only this origin', async () => {
    const res = await app.inject({ method: 'GET', url: worker.scriptUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'self'/);
  });

  it('has a manifest with its own start URL and scope, and any and maskable icons', async () => {
    const res = await app.inject({ method: 'GET', url: worker.manifestUrl });
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<{
      start_url: string;
      scope: string;
      name: string;
      icons: { src: string; sizes: string; purpose: string }[];
    }>();
    expect(manifest.start_url).toBe(worker.startUrl);
    expect(manifest.scope).toBe(worker.scope);
    expect(manifest.name).toMatch(/Promptreel/);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      expect((await app.inject({ method: 'GET', url: icon.src })).statusCode).toBe(200);
    }
  });

  it('its home page links its manifest', async () => {
    const res = await app.inject({ method: 'GET', url: worker.startUrl });
    expect(res.body).toContain(`<link rel="manifest" href="${worker.manifestUrl}"/>`);
  });
});

describe('first-load JavaScript', () => {
  it('carries no service-worker code on any page', () => {
    for (const { page, scripts } of measurePages(clientDir)) {
      for (const script of scripts) {
        const code = readFileSync(path.join(clientDir, script.replace(/^\//, '')), 'utf8');
        expect(code, `${page}: ${script}`).not.toMatch(/serviceWorker|workbox|Workbox/);
      }
    }
  });
});
