import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface ApiProtectionOptions {
  /** Requests per window per client address. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Shared counters for several instances; in-memory when absent. */
  redisUrl?: string;
  /** Mean event-loop delay (ms) above which requests get 503; 0 turns the check off. */
  maxEventLoopDelayMs: number;
}

/** An error the app's error handler turns into `{ error: message }` with this status. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/**
 * Guards the encapsulated /api scope it is registered in (it is wrapped with fastify-plugin so
 * its hooks land in that scope, and pages, assets and /healthz stay unaffected):
 * - only JSON bodies: the text/plain parser Fastify adds by default is removed, so anything but
 *   application/json gets 415 before a handler runs;
 * - a per-address rate limit (429 with Retry-After), counted in Redis when REDIS_URL is set;
 * - load shedding on event-loop delay (503 with Retry-After) via @fastify/under-pressure.
 */
export const apiProtection = fp(
  async (api: FastifyInstance, options: ApiProtectionOptions) => {
    api.removeContentTypeParser('text/plain');

    let redis: Redis | undefined;
    if (options.redisUrl) {
      // Fail fast: a slow Redis must not stall requests; skipOnError lets them through.
      redis = new Redis(options.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      });
      // Without a listener ioredis reports every reconnect attempt as an unhandled error. One
      // line per outage is enough: it retries every two seconds while Redis is away.
      let down = false;
      redis.on('error', (error: Error) => {
        if (down) return;
        down = true;
        api.log.warn({ err: { type: error.name } }, 'rate-limit store unavailable; not limiting');
      });
      redis.on('ready', () => {
        if (down) api.log.info('rate-limit store back');
        down = false;
      });
      api.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }

    await api.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: options.rateLimitWindowMs,
      ...(redis ? { redis, nameSpace: 'promptreel-rl-', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          context.statusCode,
          `Too many requests: try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
        ),
    });

    if (options.maxEventLoopDelayMs > 0) {
      await api.register(underPressure, {
        maxEventLoopDelay: options.maxEventLoopDelayMs,
        retryAfter: 5,
      });
    }
  },
  { name: 'api-protection' },
);
