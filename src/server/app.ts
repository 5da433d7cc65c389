import compress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { staticPages } from './plugins/static-pages.ts';

export interface AppOptions {
  config: AppConfig;
  /** The built client (build/client). */
  clientDir?: string;
  /** Fastify logger options; off in tests. Request bodies are never logged. */
  logger?: FastifyServerOptions['logger'];
}

export const DEFAULT_CLIENT_DIR = path.resolve(import.meta.dirname, '../../build/client');

/** Request bodies over this size get 413: the largest valid body is a 2,000-character prompt. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Builds the whole server without listening: tests call `app.inject()`, main.ts listens.
 * Only the method, URL and status of a request are ever logged, never a body.
 */
export async function buildApp({
  config,
  clientDir = DEFAULT_CLIENT_DIR,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: { type: error.name, code: error.code } }, 'request failed');
      return reply.code(status).send({ error: 'Internal server error' });
    }
    return reply.code(status).send({ error: error.message });
  });

  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  app.get('/healthz', async () => ({ status: 'ok' }));

  const analytics = config.ANALYTICS_DOMAIN
    ? { domain: config.ANALYTICS_DOMAIN, scriptUrl: config.ANALYTICS_SCRIPT_URL }
    : undefined;
  await app.register(staticPages, { clientDir, analytics });

  return app;
}
