import type { Config } from '@react-router/dev/config';
import { TEMPLATE_IDS } from './src/domain/data/templates/all-templates.ts';
import {
  NOT_FOUND_PATH,
  REVIEW_PATH,
  TEMPLATE_NOT_FOUND_PATH,
  allPagePaths,
  localizePath,
} from './src/domain/site/routes.ts';

// Static pages only: every route is prerendered to HTML at build time (SEO, speed), the
// Fastify server serves the files. The two not-found paths are prerendered so the server can
// answer unknown URLs with a real 404 status and a fully rendered page.
export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets several builds live side by side (parallel work, benchmarks).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  prerender: {
    paths: () => [
      ...allPagePaths(TEMPLATE_IDS),
      ...[NOT_FOUND_PATH, TEMPLATE_NOT_FOUND_PATH, REVIEW_PATH].flatMap((p) => [
        p,
        localizePath(p, 'zh'),
      ]),
    ],
    concurrency: 4,
  },
} satisfies Config;
