import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One prerendered file held in memory with its precompressed forms. */
export interface PageFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  /** sha256 sources of the inline scripts of an HTML file, for its CSP. */
  scriptHashes: string[];
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  // The service workers (sw.js, zh/sw.js); every other script is a hashed file in /assets.
  '.js': 'text/javascript; charset=utf-8',
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP sources ('sha256-…') of every inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const source = match[1] ?? '';
    if (!source) continue;
    hashes.add(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * The URL path a built file answers: `faq/index.html` → `/faq`, `index.html` → `/`,
 * `templates/cin-001.data` → `/templates/cin-001.data`.
 */
export function urlPathOf(relative: string): string {
  const posix = relative.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'/index.html'.length)}`;
  return `/${posix}`;
}

/**
 * Loads every prerendered file outside /assets into memory (pages are small and few; serving
 * from memory keeps page latency flat). Hashed assets are served from disk by @fastify/static.
 */
export function loadPageFiles(clientDir: string): Map<string, PageFile> {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`No build in ${clientDir}: run "npm run build" first.`);
  }
  const files = new Map<string, PageFile>();
  for (const full of walk(clientDir)) {
    const relative = path.relative(clientDir, full);
    if (relative.startsWith(`assets${path.sep}`)) continue;
    const ext = path.extname(full);
    if (ext === '.br' || ext === '.gz') continue;
    const contentType = CONTENT_TYPES[ext];
    if (!contentType) continue;
    const body = readFileSync(full);
    files.set(urlPathOf(relative), {
      body,
      br: existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined,
      gzip: existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined,
      contentType,
      scriptHashes: ext === '.html' ? inlineScriptHashes(body.toString('utf8')) : [],
    });
  }
  return files;
}
