// After `react-router build`: sitemap.xml and robots.txt from the one route table, then
// brotli and gzip copies of every text file so the server never compresses on the fly.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { TEMPLATE_IDS } from '../src/domain/data/templates/all-templates.ts';
import { siteUrl } from '../src/domain/site/site-url.ts';
import { deferHydration } from './defer-hydration.ts';
import { writeServiceWorkers } from './service-worker.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const origin = siteUrl(process.env.SITE_URL);

writeFileSync(path.join(clientDir, 'sitemap.xml'), buildSitemap(origin, TEMPLATE_IDS));
writeFileSync(path.join(clientDir, 'robots.txt'), buildRobots(origin));
writeFileSync(path.join(clientDir, 'build-info.json'), JSON.stringify({ siteUrl: origin }));

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;
function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}
let deferred = 0;
for (const file of walk(clientDir)) {
  if (!file.endsWith('.html') || file.endsWith('__spa-fallback.html')) continue;
  writeFileSync(file, deferHydration(readFileSync(file, 'utf8')));
  deferred += 1;
}

// After the HTML is final: the workers' precache revisions are those of the files served.
const workers = await writeServiceWorkers(clientDir);

let count = 0;
for (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(
  `postbuild: sitemap.xml, robots.txt, ${deferred} pages hydrate after first paint, ${count} files precompressed (${origin})`,
);
for (const { language, count: files, size } of workers) {
  console.log(
    `postbuild: service worker (${language}) precaches ${files} files, ${(size / 1024).toFixed(0)} KB`,
  );
}
