import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { formatZodError } from '../../domain/schemas/format-zod-error.ts';
import { modelSummaries } from '../../domain/models/model-summary.ts';
import { GenerateRequestSchema } from '../../domain/schemas/generate.ts';
import { ModelsQuerySchema } from '../../domain/schemas/models-api.ts';
import { OptimizeRequestSchema } from '../../domain/schemas/optimize.ts';
import { VariantsRequestSchema } from '../../domain/schemas/variants.ts';
import { ConcurrencyGate } from '../concurrency-gate.ts';
import type { AppConfig } from '../config.ts';
import { OPENAPI_DOCUMENT } from '../openapi.ts';
import { HttpError, apiProtection } from '../plugins/api-protection.ts';

export interface ApiRoutesOptions {
  config: AppConfig;
}

/** Seconds a client should wait after a 503 from the concurrency gate. */
const BUSY_RETRY_AFTER_S = 1;

/**
 * Parses a body with a shared domain schema. The body arrives as `unknown` on purpose: no
 * Fastify/JSON-schema validation runs first, so the zod schema is the only gate and its
 * message (naming the field and why) is what the client sees.
 */
function parseBody<T>(schema: z.ZodMiniType<T>, request: FastifyRequest): T {
  const body: unknown = request.body;
  // No Content-Type and no body: Fastify parsed nothing, and nothing else would say why.
  if (body === undefined) throw new HttpError(415, 'Content-Type must be application/json');
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, formatZodError(parsed.error, body));
  return parsed.data;
}

/** Parses a query string with a domain schema; a 400 names the parameter and why. */
function parseQuery<T>(schema: z.ZodMiniType<T>, request: FastifyRequest): T {
  const query: unknown = request.query ?? {};
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new HttpError(400, formatZodError(parsed.error, query));
  return parsed.data;
}

/**
 * The JSON API under /api, in its own encapsulated scope: rate limit, JSON-only parsing and
 * load shedding apply here and nowhere else.
 */
export async function apiRoutes(api: FastifyInstance, { config }: ApiRoutesOptions) {
  await api.register(apiProtection, {
    rateLimitMax: config.RATE_LIMIT_MAX,
    rateLimitWindowMs: config.RATE_LIMIT_WINDOW_MS,
    redisUrl: config.REDIS_URL,
    maxEventLoopDelayMs: config.API_MAX_EVENT_LOOP_DELAY_MS,
  });

  const gate = new ConcurrencyGate(config.API_MAX_CONCURRENCY);

  // The handlers below are plain functions returning the engine's promise, not async ones:
  // Fastify turns a synchronous throw (a 400 from parseBody, a 503 here) into the same error
  // reply, and every async layer would add a microtask hop to each request.
  function answer<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    const running = gate.run(work);
    if (running === undefined) {
      reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
      throw new HttpError(503, 'Server busy');
    }
    return running;
  }

  api.post('/generate-prompt', (request, reply) => {
    const body = parseBody(GenerateRequestSchema, request);
    return answer(reply, () => api.textEngine.generate(body));
  });

  api.post('/optimize-prompt', (request, reply) => {
    const body = parseBody(OptimizeRequestSchema, request);
    return answer(reply, () => api.textEngine.optimize(body));
  });

  api.post('/generate-variants', (request, reply) => {
    const body = parseBody(VariantsRequestSchema, request);
    return answer(reply, () => api.textEngine.variants(body));
  });

  // What each model takes, for the model picker and the guide (issue 16, point 3).
  api.get('/models', async (request, reply) => {
    const { lang } = parseQuery(ModelsQuerySchema, request);
    reply.header('cache-control', 'public, max-age=3600');
    return { models: modelSummaries(lang) };
  });

  api.get('/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return OPENAPI_DOCUMENT;
  });
}
