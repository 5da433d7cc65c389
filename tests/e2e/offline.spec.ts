// Issue 18: installable and offline. After one visit every page of the visitor's language
// loads with the network off, the tools run on the embedded engine and say so, templates are
// searchable; a new deployment is offered with "Update" and never mixed with the old one.
import type { FastifyInstance } from 'fastify';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { writeServiceWorkers } from '../../scripts/service-worker.ts';
import { checkForModel } from '../../src/domain/checker/check-for-model.ts';
import { TEMPLATE_IDS } from '../../src/domain/data/templates/all-templates.ts';
import { allPagePaths, languageOfPath } from '../../src/domain/site/routes.ts';
import { LANGUAGE_WORKERS } from '../../src/domain/site/service-workers.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import enChecker from '../../src/web/i18n/locales/en/checker.json' with { type: 'json' };
import enCommon from '../../src/web/i18n/locales/en/common.json' with { type: 'json' };
import enHome from '../../src/web/i18n/locales/en/home.json' with { type: 'json' };
import enPwa from '../../src/web/i18n/locales/en/pwa.json' with { type: 'json' };
import enTemplates from '../../src/web/i18n/locales/en/templates.json' with { type: 'json' };
import zhChecker from '../../src/web/i18n/locales/zh/checker.json' with { type: 'json' };
import zhCommon from '../../src/web/i18n/locales/zh/common.json' with { type: 'json' };
import zhHome from '../../src/web/i18n/locales/zh/home.json' with { type: 'json' };
import zhPwa from '../../src/web/i18n/locales/zh/pwa.json' with { type: 'json' };
import zhTemplates from '../../src/web/i18n/locales/zh/templates.json' with { type: 'json' };
import { expect, test, waitForHydration } from './fixtures.ts';

const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    home: enHome,
    common: enCommon,
    checker: enChecker,
    pwa: enPwa,
    templates: enTemplates,
    refine: 'Optimize Prompt',
    refineLabel: 'Original prompt',
    vary: 'Generate 3 Variants',
    varyLabel: 'Prompt to vary',
    query: 'lighthose',
  },
  {
    lang: 'zh',
    prefix: '/zh',
    home: zhHome,
    common: zhCommon,
    checker: zhChecker,
    pwa: zhPwa,
    templates: zhTemplates,
    refine: '优化提示词',
    refineLabel: '原始提示词',
    vary: '生成 3 个变体',
    varyLabel: '要生成变体的提示词',
    query: '灯塔',
  },
] as const;

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about them.
test.use({ serviceWorkers: 'allow' });

const PROMPT =
  'A red fox trots through a snowy birch forest at dawn, breath visible in the cold air.';
const IDEA = 'a lighthouse keeper climbing the stairs during a storm';

/** Waits until the language's service worker has precached everything and controls the page. */
async function waitForWorker(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    null,
    {
      timeout: 60_000,
    },
  );
}

/** Every URL in every cache the page's origin holds. */
async function cachedUrls(page: Page): Promise<string[]> {
  const urls = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) found.push(request.url);
    }
    return found;
  });
  // Workbox keys a page by its URL plus its revision (?__WB_REVISION__=…).
  return urls.map((url) => url.replace(/\?__WB_REVISION__=\w+$/, ''));
}

for (const L of LANGUAGES) {
  const pages = allPagePaths(TEMPLATE_IDS).filter((p) => languageOfPath(p) === L.lang);

  test.describe(`offline (${L.lang})`, () => {
    test('after one visit, every page and every tool works with the network off', async ({
      page,
      context,
    }) => {
      test.setTimeout(240_000);
      await page.goto(L.prefix || '/');
      await waitForWorker(page);

      const cached = await cachedUrls(page);
      // Per language: this language's pages, not the other's.
      const origin = new URL(page.url()).origin;
      expect(cached).toContain(`${origin}${L.prefix}/templates`);
      const other = L.lang === 'en' ? '/zh/templates' : '/templates';
      expect(cached).not.toContain(`${origin}${other}`);

      // Online first: the real API answers through the worker's page, and is not cached.
      const create = page.locator('#create');
      await create.getByLabel(L.home.generator.inputLabel).fill(IDEA);
      await create.getByRole('button', { name: L.home.generator.generate }).click();
      await expect(create.getByTestId('generator-result')).toBeVisible();
      await expect(create.getByTestId('offline-note')).toHaveCount(0);

      await context.setOffline(true);
      const notice = page.getByTestId('offline-notice');
      await expect(notice).toContainText(L.pwa.offlineTitle);

      // Every page of the language, reloaded from the worker.
      for (const pathname of pages) {
        const response = await page.goto(pathname);
        expect(response?.status(), pathname).toBe(200);
        await expect(page.locator('h1').first(), pathname).toBeVisible();
      }
      await page.reload();
      await expect(notice).toBeVisible();

      // Generate: the embedded engine answers and the result says so.
      await page.goto(L.prefix || '/');
      await create.getByLabel(L.home.generator.inputLabel).fill(IDEA);
      await create.getByRole('button', { name: L.home.generator.generate }).click();
      await expect(create.getByTestId('generator-result')).toBeVisible();
      await expect(create.getByTestId('offline-note')).toHaveText(L.common.labels.offlineNote);

      // Build: a template opened in the builder gives its prompt (the query is ignored by
      // the cache: the page is the same).
      await page.goto(`${L.prefix}/builder?template=cin-001`);
      await expect(page.getByTestId('preview-prompt')).toContainText(
        L.lang === 'zh' ? '夜市窄巷' : 'night-market alley',
      );

      // Refine and vary.
      await page.goto(`${L.prefix}/refiner`);
      await page.getByLabel(L.refineLabel).fill(PROMPT);
      await page.getByRole('button', { name: L.refine }).click();
      await expect(page.getByTestId('offline-note')).toContainText(L.common.labels.offlineNote);
      await expect(page.getByTestId('result-heavy')).toBeVisible();

      await page.goto(`${L.prefix}/variants`);
      await page.getByLabel(L.varyLabel).fill(PROMPT);
      await page.getByRole('button', { name: L.vary }).click();
      await expect(page.getByTestId('offline-note')).toContainText(L.common.labels.offlineNote);

      // Check: the checker's rules load from the cache and score the prompt.
      await page.goto(`${L.prefix}/checker`);
      await page.getByLabel(L.checker.form.promptLabel, { exact: true }).fill(PROMPT);
      await expect(page.getByTestId('check-score')).toHaveText(
        String(checkForModel(PROMPT, { language: L.lang }).score),
      );

      // Templates are searchable offline (the index loads from the cache).
      await page.goto(`${L.prefix}/templates`);
      const total = await page.getByTestId('template-card').count();
      await page.getByRole('searchbox', { name: L.templates.search.label }).fill(L.query);
      await expect
        .poll(() => page.getByTestId('template-card').count())
        .toBeLessThan(Math.min(10, total));
      await expect(page.locator('[data-testid="template-card"][data-id="cin-002"]')).toBeVisible();

      // Nothing from /api and nothing typed ever entered a cache.
      const after = await cachedUrls(page);
      expect(after.filter((url) => url.includes('/api/'))).toEqual([]);
      expect(after.filter((url) => url.includes('lighthouse') || url.includes('fox'))).toEqual([]);

      await context.setOffline(false);
      await expect(notice).toHaveCount(0);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// A new deployment, served by a server of the test's own on a copy of the build.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function serve(clientDir: string, port: number): Promise<FastifyInstance> {
  const app = await buildApp({ config: loadConfig({ RATE_LIMIT_MAX: '100000' }), clientDir });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/**
 * A new deployment of a built site: one page changed, then the build's own service-worker step
 * and compression run again, as `npm run build` would end.
 */
async function redeploy(clientDir: string, pageFile: string, marker: string) {
  const file = path.join(clientDir, pageFile);
  const html = readFileSync(file, 'utf8').replace(
    '<meta charSet="utf-8"/>',
    `<meta charSet="utf-8"/><meta name="deployment" content="${marker}"/>`,
  );
  expect(html).toContain(marker);
  const workers = await writeServiceWorkersAfter(() => writeFileSync(file, html), clientDir);
  for (const changed of [file, ...workers]) {
    const body = readFileSync(changed);
    writeFileSync(`${changed}.br`, brotliCompressSync(body));
    writeFileSync(`${changed}.gz`, gzipSync(body));
  }
}

async function writeServiceWorkersAfter(change: () => void, clientDir: string) {
  change();
  await writeServiceWorkers(clientDir);
  return Object.values(LANGUAGE_WORKERS).map((worker) => path.join(clientDir, worker.scriptUrl));
}

for (const L of LANGUAGES) {
  test(`a new deployment is offered with "Update", never mixed with the old (${L.lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'promptreel-deploy-'));
    const clientDir = path.join(dir, 'client');
    cpSync(path.resolve(process.env.BUILD_DIR ?? 'build', 'client'), clientDir, {
      recursive: true,
    });
    const port = await freePort();
    const home = `http://127.0.0.1:${port}${L.prefix || '/'}`;
    let app = await serve(clientDir, port);
    try {
      await page.goto(home);
      await waitForWorker(page);
      await expect(page.locator('meta[name="deployment"]')).toHaveCount(0);

      await app.close();
      await redeploy(clientDir, L.lang === 'zh' ? 'zh/index.html' : 'index.html', 'second');
      app = await serve(clientDir, port);

      // The old worker still answers with the old page; the new one waits to be let in.
      await page.reload();
      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toContainText(L.pwa.updateText, { timeout: 30_000 });
      await expect(page.locator('meta[name="deployment"]')).toHaveCount(0);

      await prompt.getByRole('button', { name: L.pwa.updateButton }).click();
      await page.waitForFunction(
        () => document.querySelector('meta[name="deployment"]') !== null,
        null,
        { timeout: 30_000 },
      );
      await waitForHydration(page);
      await expect(page.locator('meta[name="deployment"]')).toHaveAttribute('content', 'second');
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
