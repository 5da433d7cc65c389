import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import {
  NOT_FOUND_PATH,
  TEMPLATE_NOT_FOUND_PATH,
  enRedirectTarget,
  languageOfPath,
  localizePath,
  stripLanguage,
} from '../../domain/site/routes.ts';
import { withAnalytics, type AnalyticsSettings } from './analytics.ts';
import { loadPageFiles, type PageFile } from './page-files.ts';
import { WORKER_CSP, pageCsp } from './security-headers.ts';

export interface StaticPagesOptions {
  clientDir: string;
  /** Page-view analytics, off unless given. */
  analytics?: AnalyticsSettings;
}

const HIDDEN = new Set(['/__spa-fallback.html']);

function isNotFoundPath(urlPath: string): boolean {
  const english = stripLanguage(urlPath.replace(/\.data$/, ''));
  return english === NOT_FOUND_PATH || english === TEMPLATE_NOT_FOUND_PATH;
}

/** The prerendered not-found page that fits an unknown path (template or general, en or zh). */
export function notFoundPathFor(urlPath: string): string {
  const language = languageOfPath(urlPath);
  const english = stripLanguage(urlPath);
  const page = english.startsWith('/templates/') ? TEMPLATE_NOT_FOUND_PATH : NOT_FOUND_PATH;
  return localizePath(page, language);
}

/** Normalises a request path: decoded, no trailing slash (except the root), no dot segments. */
function normalisePath(rawUrl: string): string | null {
  const pathname = rawUrl.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const clean = path.posix.normalize(decoded);
  return clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
}

/**
 * Serves the prerendered site: pages from memory (HTML `no-cache`, each with a CSP that
 * hashes its own inline scripts), hashed assets from disk cached for a year, 301 from /en/…,
 * and real 404 statuses with the fully rendered not-found pages.
 */
export const staticPages = fp(
  async (app: FastifyInstance, options: StaticPagesOptions) => {
    const built = loadPageFiles(options.clientDir);
    const files = options.analytics ? withAnalytics(built, options.analytics) : built;
    const analyticsOrigin = options.analytics
      ? new URL(options.analytics.scriptUrl).origin
      : undefined;
    const cspOf = (file: PageFile) => pageCsp({ scriptHashes: file.scriptHashes, analyticsOrigin });

    await app.register(fastifyStatic, {
      root: path.resolve(options.clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
    });

    function send(request: FastifyRequest, reply: FastifyReply, file: PageFile, status: number) {
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply.code(status).type(file.contentType).header('vary', 'Accept-Encoding');
      // Pages and the service workers are checked on every load: a deployment shows at once.
      const worker = file.contentType.startsWith('text/javascript');
      reply.header(
        'cache-control',
        status === 200 && !file.contentType.startsWith('text/html') && !worker
          ? 'public, max-age=300'
          : 'no-cache',
      );
      if (file.contentType.startsWith('text/html'))
        reply.header('content-security-policy', cspOf(file));
      if (worker) reply.header('content-security-policy', WORKER_CSP);
      if (file.br && /\bbr\b/.test(accepts)) {
        return reply.header('content-encoding', 'br').send(file.br);
      }
      if (file.gzip && /\bgzip\b/.test(accepts)) {
        return reply.header('content-encoding', 'gzip').send(file.gzip);
      }
      return reply.send(file.body);
    }

    app.get('/*', async (request, reply) => {
      const urlPath = normalisePath(request.url);
      if (urlPath === null) return reply.code(400).send({ error: 'Malformed URL' });
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const enTarget = enRedirectTarget(urlPath, query);
      if (enTarget) return reply.redirect(enTarget, 301);
      const file = HIDDEN.has(urlPath) || isNotFoundPath(urlPath) ? undefined : files.get(urlPath);
      if (file) return send(request, reply, file, 200);
      const fallback = files.get(notFoundPathFor(urlPath.replace(/\.data$/, '')));
      if (!fallback || urlPath.endsWith('.data')) {
        return reply.code(404).send({ error: 'Not found' });
      }
      return send(request, reply, fallback, 404);
    });
  },
  { name: 'static-pages' },
);
