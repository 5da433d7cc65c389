import compress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import type { TextEngine } from './providers/text-engine.ts';
import { RequestLog } from './request-log.ts';
import { apiRoutes } from './routes/api.ts';
import { apiFallback } from './plugins/api-fallback.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { staticPages } from './plugins/static-pages.ts';
import { textEnginePlugin } from './plugins/text-engine.ts';

export interface AppOptions {
  config: AppConfig;
  /**
   * The built client (build/client). `null` serves no pages: the API alone, for API tests and
   * the benchmark, which must not need a client build.
   */
  clientDir?: string | null;
  /** Fastify logger options; off in tests. Request bodies are never logged. */
  logger?: FastifyServerOptions['logger'];
  /** A text engine instead of the one TEXT_PROVIDER names (tests). */
  textEngine?: TextEngine;
}

export const DEFAULT_CLIENT_DIR = path.resolve(import.meta.dirname, '../../build/client');

/** Request bodies over this size get 413: the largest valid body is a 2,000-character prompt. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** Fastify's own client-error messages, reworded for people calling the API. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is too large (limit ${BODY_LIMIT_BYTES / 1024} KB)`,
  FST_ERR_CTP_INVALID_JSON_BODY: 'Body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body is empty: send a JSON object',
};

/**
 * Builds the whole server without listening: tests call `app.inject()`, main.ts listens.
 * Only the method, URL, status and duration of a request are ever logged, never a body.
 */
export async function buildApp({
  config,
  clientDir = DEFAULT_CLIENT_DIR,
  logger = false,
  textEngine,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // One line per request with method, URL, status and time; never an address or a body.
    logController: new RequestLog(),
    // Explicit, though both are Fastify's defaults: a body with __proto__ or
    // constructor.prototype keys is refused before any handler sees it.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 503) {
      // Load shedding: expected under pressure, and the client is told to come back.
      request.log.warn({ err: { type: error.name } }, 'shed load');
      return reply.code(503).send({ error: 'Server busy: try again in a few seconds' });
    }
    if (status >= 500) {
      request.log.error({ err: { type: error.name, code: error.code } }, 'request failed');
      return reply.code(status).send({ error: 'Internal server error' });
    }
    const message = (error.code && CLIENT_ERROR_MESSAGES[error.code]) || error.message;
    return reply.code(status).send({ error: message });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));

  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(textEnginePlugin, { config, engine: textEngine });

  app.get('/healthz', async () => ({ status: 'ok' }));

  // Before any /api route: it records them all to answer 405 (with Allow) or a JSON 404.
  await app.register(apiFallback, { prefix: '/api' });
  await app.register(apiRoutes, { prefix: '/api', config });
  await app.register(submissionRoutes, { prefix: '/api', config });

  if (clientDir !== null) {
    const analytics = config.ANALYTICS_DOMAIN
      ? { domain: config.ANALYTICS_DOMAIN, scriptUrl: config.ANALYTICS_SCRIPT_URL }
      : undefined;
    await app.register(staticPages, { clientDir, analytics });
  }

  return app;
}
