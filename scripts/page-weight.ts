// First-load JavaScript of every prerendered page: the gzip size of every script the HTML
// loads before any interaction (module preloads, script tags, and the inline entry imports).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of non-negotiable 6 (issue 18 point 7): first-load JavaScript on any page. */
export const FIRST_LOAD_JS_BUDGET = 120 * 1024;

export interface PageWeight {
  page: string;
  gzipBytes: number;
  scripts: string[];
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Script URLs an HTML page loads at start. */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    urls.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(["']([^"']+\.js)["']\)/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\s+["']([^"']+\.js)["']/g)) urls.add(m[1]!);
  // Preloads that scripts/defer-hydration.ts moved into the entry script.
  for (const m of html.matchAll(/var p=(\[[^\]]*\]);/g)) {
    for (const url of JSON.parse(m[1]!) as string[]) urls.add(url);
  }
  return [...urls].filter((url) => url.startsWith('/'));
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'assets') yield* htmlFiles(full);
    } else if (name.endsWith('.html')) yield full;
  }
}

/** The first-load JavaScript of every page of a build, heaviest first. */
export function measurePages(clientDir: string): PageWeight[] {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`No build in ${clientDir}: run "npm run build" first.`);
  }
  const weights: PageWeight[] = [];
  for (const file of htmlFiles(clientDir)) {
    const scripts = firstLoadScripts(readFileSync(file, 'utf8'));
    const gzipBytes = scripts.reduce(
      (sum, url) => sum + gzipSize(path.join(clientDir, url.replace(/^\//, ''))),
      0,
    );
    weights.push({ page: path.relative(clientDir, file), gzipBytes, scripts });
  }
  return weights.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = measurePages(path.resolve(process.env.BUILD_DIR ?? 'build', 'client'));
  const seen = new Set<number>();
  for (const w of weights) {
    if (seen.has(w.gzipBytes)) continue;
    seen.add(w.gzipBytes);
    console.log(`${(w.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${w.page}`);
  }
}
