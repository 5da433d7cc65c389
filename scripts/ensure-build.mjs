// `npm start` on a fresh clone: build first when there is no build, or when the build was made
// for another SITE_URL (canonical links are prerendered into the pages).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const clientDir = process.env.CLIENT_DIR ?? 'build/client';
const info = `${clientDir}/build-info.json`;
let reason = null;
if (!existsSync(`${clientDir}/index.html`) || !existsSync(info)) reason = 'no build yet';
else {
  const wanted = (process.env.SITE_URL ?? '').trim().replace(/\/+$/, '') || 'http://localhost:3000';
  const built = JSON.parse(readFileSync(info, 'utf8')).siteUrl;
  if (built !== wanted) reason = `built for ${built}, SITE_URL is ${wanted}`;
}
if (reason) {
  console.log(`Building the site (${reason})…`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
