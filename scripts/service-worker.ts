// Service workers and web app manifests, one per language, written into the built site after
// every page is final (run by scripts/postbuild.ts, after defer-hydration rewrote the HTML, so
// the precache revisions are those of the files the server sends). See
// docs/decisions/0NN-offline-service-worker.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSW, type ManifestTransform } from 'workbox-build';
import type { Language } from '../src/domain/site/languages.ts';
import { LANGUAGE_WORKERS, type LanguageWorker } from '../src/domain/site/service-workers.ts';

/**
 * Never precached: the not-found pages (the server answers them with 404, which would fail the
 * worker's install), React Router's SPA fallback, the precompressed copies (the browser asks
 * for the plain URL and gets it compressed), and files no page needs offline.
 */
const NEVER = [
  '**/__not-found/**',
  '**/__not-found.data',
  '__spa-fallback.html',
  '**/*.br',
  '**/*.gz',
  '**/*.map',
  'build-info.json',
  'sitemap.xml',
  'robots.txt',
  'og-image.png',
  'sw*.js',
];

/** What one language's worker precaches, as globs over the built site. */
function globsFor(language: Language): { patterns: string[]; ignores: string[] } {
  // Code, styles and icons are shared by both languages: one copy of each, hashed names.
  const shared = [
    'assets/**/*.{js,css,woff2}',
    'favicon.svg',
    'icon-*.png',
    'apple-touch-icon.png',
  ];
  if (language === 'zh') {
    return {
      patterns: [...shared, 'zh/**/*.html', 'zh.data', 'zh/**/*.data', 'zh/manifest.webmanifest'],
      ignores: NEVER,
    };
  }
  return {
    patterns: [...shared, '**/*.html', '*.data', 'templates/*.data', 'manifest.webmanifest'],
    ignores: [...NEVER, 'zh/**', 'zh.data'],
  };
}

/** `faq/index.html` → `/faq`, `index.html` → `/`, `zh/index.html` → `/zh`: the URLs pages are served at. */
export function pageUrlOf(relative: string): string {
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'/index.html'.length)}`;
  return `/${relative}`;
}

const toServedUrls: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, url: pageUrlOf(entry.url) })),
});

interface ManifestStrings {
  appName: string;
  shortName: string;
  description: string;
}

/** The web app manifest of one language: its own name, start URL and scope. */
export function webManifest(worker: LanguageWorker, strings: ManifestStrings) {
  return {
    name: strings.appName,
    short_name: strings.shortName,
    description: strings.description,
    lang: worker.language === 'zh' ? 'zh-CN' : 'en',
    id: worker.startUrl,
    start_url: worker.startUrl,
    scope: worker.scope,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

function manifestStrings(language: Language): ManifestStrings {
  const file = path.resolve(import.meta.dirname, `../src/web/i18n/locales/${language}/pwa.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as ManifestStrings;
}

export interface WorkerReport {
  language: Language;
  count: number;
  size: number;
}

/** Writes each language's manifest and service worker into a built site. */
export async function writeServiceWorkers(clientDir: string): Promise<WorkerReport[]> {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(`No build in ${clientDir}: run "npm run build" first.`);
  }
  const reports: WorkerReport[] = [];
  for (const worker of Object.values(LANGUAGE_WORKERS)) {
    writeFileSync(
      path.join(clientDir, worker.manifestUrl),
      `${JSON.stringify(webManifest(worker, manifestStrings(worker.language)), null, 2)}\n`,
    );
    const { patterns, ignores } = globsFor(worker.language);
    const { count, size, warnings } = await generateSW({
      swDest: path.join(clientDir, worker.scriptUrl),
      globDirectory: clientDir,
      globPatterns: patterns,
      globIgnores: ignores,
      manifestTransforms: [toServedUrls],
      // Hashed file names are their own revision.
      dontCacheBustURLsMatching: /^assets\//,
      // Pages are static: /refiner?prompt=… is the /refiner page, and React Router's data
      // requests (/templates.data?_routes=…) are the prerendered .data file.
      ignoreURLParametersMatching: [/.*/],
      cacheId: `promptreel-${worker.language}`,
      // A new deployment waits until the person presses "Update": old pages keep their old
      // assets, never a mix (see the update prompt in src/web/pwa).
      skipWaiting: false,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // No runtimeCaching and no navigateFallback: /api answers, and anything a person typed
      // into a request, never enter a cache; what is not precached goes to the network.
      inlineWorkboxRuntime: true,
      sourcemap: false,
      mode: 'production',
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    });
    for (const warning of warnings) console.warn(`service worker (${worker.language}): ${warning}`);
    reports.push({ language: worker.language, count, size });
  }
  return reports;
}
