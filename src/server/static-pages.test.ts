import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { observatoryGrade } from './testing/observatory-grade.ts';

// Serves the real build (npm test builds before the unit tests run).
const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: loadConfig({}), clientDir });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('pages', () => {
  it('serves a prerendered page with no-cache and its own CSP', async () => {
    const res = await get('/faq');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Every inline script of the page is allowed by hash, and only by hash.
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1] ?? '')
      .filter(Boolean);
    expect(inline.length).toBeGreaterThan(0);
    for (const source of inline) {
      const hash = createHash('sha256').update(source).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it('serves the Chinese page in Chinese', async () => {
    const res = await get('/zh/faq');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="zh-CN">');
  });

  it('sends brotli or gzip when the browser accepts them', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan((await get('/')).rawPayload.length);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const asset = readdirSync(path.join(clientDir, 'assets')).find((f) => f.endsWith('.js'));
    const res = await get(`/assets/${asset}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('redirects /en paths permanently, keeping the query', async () => {
    const res = await get('/en/templates?q=fox');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/templates?q=fox');
    expect((await get('/en')).headers.location).toBe('/');
  });

  it('answers unknown paths with 404 and the rendered not-found page', async () => {
    const en = await get('/no/such/page');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('Page Not Found');
    const zh = await get('/zh/no-such-page');
    expect(zh.statusCode).toBe(404);
    expect(zh.body).toContain('页面未找到');
    const template = await get('/templates/zzz-999');
    expect(template.statusCode).toBe(404);
    expect(template.body).toContain('Template Not Found');
  });

  it('never serves the internal not-found paths as found pages', async () => {
    expect((await get('/__not-found')).statusCode).toBe(404);
    expect((await get('/zh/templates/__not-found')).statusCode).toBe(404);
  });

  it('serves sitemap.xml and robots.txt', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('hreflang="zh"');
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('answers health checks', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('sends HSTS, nosniff, framing, referrer and COOP headers', async () => {
    const res = await get('/');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('scores A+ by the HTTP Observatory rules on pages, 404s and the API', async () => {
    for (const url of ['/', '/zh/templates', '/no-such-page', '/healthz']) {
      const result = observatoryGrade((await get(url)).headers);
      expect({ url, grade: result.grade }).toEqual({ url, grade: 'A+' });
    }
  });

  it('grades a weak header set low (the grader can fail)', () => {
    // No CSP (-25), no HSTS (-20), no framing protection (-20), no nosniff (-5).
    expect(observatoryGrade({})).toMatchObject({ score: 30, grade: 'D' });
    expect(
      observatoryGrade({
        'content-security-policy': "script-src 'self' 'unsafe-inline'",
        'strict-transport-security': 'max-age=300',
      }).grade,
    ).not.toBe('A+');
  });
});

describe('analytics', () => {
  it('is off by default: no script, no third-party origin in the CSP', async () => {
    const res = await get('/');
    expect(res.body).not.toContain('data-domain');
    expect(String(res.headers['content-security-policy'])).not.toContain('plausible');
  });

  it('when configured, adds a deferred script and allows only its origin', async () => {
    const withAnalytics = await buildApp({
      config: loadConfig({ ANALYTICS_DOMAIN: 'promptreel.app' }),
      clientDir,
    });
    try {
      const res = await withAnalytics.inject({ method: 'GET', url: '/zh/faq' });
      expect(res.body).toContain(
        '<script defer data-domain="promptreel.app" src="https://plausible.io/js/script.js"></script>',
      );
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src [^;]*https:\/\/plausible\.io/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/plausible\.io/);
    } finally {
      await withAnalytics.close();
    }
    // Building a second app recompresses every page: slow on a busy 2-core machine.
  }, 90_000);
});

describe('secrets', () => {
  it('no client file mentions an AI_ setting or an API key', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(js|html|data|css|json)$/.test(entry.name)) {
          const text = readFileSync(full, 'utf8');
          if (/AI_API_KEY|AI_BASE_URL|AI_MODEL|sk-[A-Za-z0-9]{20,}/.test(text))
            offenders.push(full);
        }
      }
    };
    walk(clientDir);
    expect(offenders).toEqual([]);
  });
});
