import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageFile } from './page-files.ts';

export interface AnalyticsSettings {
  domain: string;
  scriptUrl: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Adds the Plausible-compatible page-view script to a page. `defer` keeps it off the
 * critical path: it never blocks rendering, and it sends no prompt text (only the URL).
 */
export function injectAnalytics(html: string, settings: AnalyticsSettings): string {
  const tag = `<script defer data-domain="${escapeAttribute(settings.domain)}" src="${escapeAttribute(settings.scriptUrl)}"></script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : html;
}

/** The pages with analytics added, recompressed (the build's precompressed copies no longer match). */
export function withAnalytics(
  files: Map<string, PageFile>,
  settings: AnalyticsSettings,
): Map<string, PageFile> {
  const out = new Map<string, PageFile>();
  for (const [urlPath, file] of files) {
    if (!file.contentType.startsWith('text/html')) {
      out.set(urlPath, file);
      continue;
    }
    const body = Buffer.from(injectAnalytics(file.body.toString('utf8'), settings), 'utf8');
    out.set(urlPath, {
      ...file,
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(body, { level: 9 }),
    });
  }
  return out;
}
