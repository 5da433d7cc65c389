// Lighthouse (mobile preset, Debian Chromium) on the built site served by the real server,
// three runs per page, median of each category. Prints a table, writes bench/results.json
// under "lighthouse".
//
//   node --import tsx bench/lighthouse-bench.ts [--runs 3] [/path ...]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { saveResults } from './results-file.ts';

const PORT = 4390;
// The build's canonical links must name the origin Lighthouse visits, or SEO flags them.
const ORIGIN = `http://localhost:${PORT}`;
const BUILD_DIR = 'build-bench';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const DEFAULT_PAGES = [
  '/',
  '/templates',
  '/templates/cin-001',
  '/builder',
  '/refiner',
  '/variants',
  '/checker',
  '/submit',
  '/guide',
  // The content pages too, so "every page" is measured (the noindex /review page is left out:
  // Lighthouse's SEO audit marks noindex down by design).
  '/faq',
  '/about',
  '/privacy',
  '/terms',
  '/sora2-invite-code',
].flatMap((p) => [p, p === '/' ? '/zh' : `/zh${p}`]);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

function ensureBuild() {
  const info = path.join(BUILD_DIR, 'client', 'build-info.json');
  const ok = existsSync(info) && JSON.parse(readFileSync(info, 'utf8')).siteUrl === ORIGIN;
  if (ok && !process.argv.includes('--rebuild')) return;
  console.log(`Building ${BUILD_DIR} for ${ORIGIN}…`);
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR, SITE_URL: ORIGIN },
  });
  if (result.status !== 0) throw new Error('build failed');
}

export interface PageScores {
  page: string;
  runs: number;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

/** The targets of issue 9: performance ≥ 95, the other categories 100, no layout shift. */
export function meetsTarget(page: PageScores): boolean {
  return (
    page.performance >= 95 &&
    page.accessibility === 100 &&
    page['best-practices'] === 100 &&
    page.seo === 100 &&
    page.cls < 0.05
  );
}

export async function runLighthouseBench(pages = DEFAULT_PAGES, runs = 3): Promise<PageScores[]> {
  ensureBuild();
  const app = await buildApp({
    config: loadConfig({ RATE_LIMIT_MAX: '100000' }),
    clientDir: path.resolve(BUILD_DIR, 'client'),
  });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results: PageScores[] = [];
  try {
    for (const page of pages) {
      const samples: Array<Record<string, number>> = [];
      let attempts = 0;
      while (samples.length < runs && attempts < runs + 4) {
        attempts += 1;
        const result = await lighthouse(`${ORIGIN}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result?.lhr;
        // About one run in seven fails with NO_NAVSTART here: retry it.
        if (!lhr || lhr.runtimeError || CATEGORIES.some((c) => lhr.categories[c]?.score == null)) {
          continue;
        }
        samples.push({
          ...Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        });
      }
      const pick = (key: string) => median(samples.map((s) => s[key] ?? NaN));
      const row: PageScores = {
        page,
        runs: samples.length,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best-practices': pick('best-practices'),
        seo: pick('seo'),
        cls: Math.round(pick('cls') * 1000) / 1000,
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
      };
      results.push(row);
      console.log(
        `${page.padEnd(24)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row['best-practices']}  seo ${row.seo}  CLS ${row.cls}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  (${row.runs} runs)`,
      );
    }
  } finally {
    chrome.kill();
    await app.close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
  const pages = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--runs');
  const results = await runLighthouseBench(pages.length ? pages : DEFAULT_PAGES, runs);
  saveResults('lighthouse', { preset: 'mobile', runsPerPage: runs, medians: results });
  const failing = results.filter((page) => !meetsTarget(page));
  console.log(failing.length ? `\n${failing.length} pages below target` : '\nall pages on target');
}
