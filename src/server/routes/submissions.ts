import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod/mini';
import {
  IDEMPOTENCY_HEADER,
  RejectRequestSchema,
  ReviewQuerySchema,
  SubmissionRequestSchema,
  type SubmissionReceipt,
} from '../../domain/schemas/community.ts';
import { checkForModel } from '../../domain/checker/check-for-model.ts';
import { formatZodError } from '../../domain/schemas/format-zod-error.ts';
import type { AppConfig } from '../config.ts';
import { SubmissionsDb } from '../db/submissions-db.ts';
import type { SubmissionStore } from '../db/submission-store.ts';
import { HttpError, apiProtection } from '../plugins/api-protection.ts';

export interface SubmissionRoutesOptions {
  config: AppConfig;
}

/** The per-address submission limit counts over this window. */
export const SUBMISSION_WINDOW_MS = 60 * 60 * 1000;
/** Seconds a client is told to wait when the database cannot be reached. */
export const DB_RETRY_AFTER_S = 30;
/** How long browsers and caches may keep the community list. */
const COMMUNITY_MAX_AGE_S = 60;

const UuidSchema = z.uuid();

/** An error from the database (unreachable, restarting): told to the client as 503. */
class DatabaseUnavailable extends Error {}

function parse<T>(schema: z.ZodMiniType<T>, data: unknown, what: 'body' | 'query'): T {
  if (data === undefined && what === 'body') {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HttpError(400, formatZodError(parsed.error, data));
  return parsed.data;
}

function idParam(request: FastifyRequest): string {
  const { id } = request.params as { id?: unknown };
  if (!UuidSchema.safeParse(id).success) throw new HttpError(400, 'id: must be a valid uuid');
  return String(id);
}

/** The review token check: SHA-256 of both sides compared in constant time (equal lengths). */
function tokenChecker(token: string): (header: string | undefined) => boolean {
  const expected = createHash('sha256').update(token).digest();
  return (header) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
    const given = createHash('sha256')
      .update(match?.[1] ?? '')
      .digest();
    return timingSafeEqual(given, expected) && match !== null;
  };
}

/**
 * Community submissions, the review queue and the published list, under /api:
 * - POST /submissions                         anyone; 5 an hour per address by default
 * - GET  /review/submissions?status=…&lang=…  Bearer REVIEW_TOKEN (404 when it is unset); each
 *                                             with the prompt checker's score and issues
 * - POST /review/submissions/:id/approve      Bearer REVIEW_TOKEN
 * - POST /review/submissions/:id/reject       Bearer REVIEW_TOKEN, { reason }
 * - GET  /community-templates                 anyone; cacheable for a minute
 * Its own encapsulated scope with the same protection as the other API routes (JSON only,
 * rate limit, load shedding). The database opens on first use, or when the server starts
 * listening, so building the app for tests opens nothing.
 */
export async function submissionRoutes(api: FastifyInstance, { config }: SubmissionRoutesOptions) {
  await api.register(apiProtection, {
    rateLimitMax: config.RATE_LIMIT_MAX,
    rateLimitWindowMs: config.RATE_LIMIT_WINDOW_MS,
    redisUrl: config.REDIS_URL,
    maxEventLoopDelayMs: config.API_MAX_EVENT_LOOP_DELAY_MS,
  });

  const database = new SubmissionsDb(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    {
      info: (message) => api.log.info(message),
      warn: (message) => api.log.warn(message),
    },
  );
  // Migrations run on start; a failure is logged and retried on the next request.
  api.addHook('onListen', async () => {
    await database.store().catch(() => api.log.warn('submissions database unavailable at start'));
  });
  api.addHook('onClose', () => database.close());

  /** Runs work against the store; any database failure becomes DatabaseUnavailable. */
  async function withStore<T>(work: (store: SubmissionStore) => Promise<T>): Promise<T> {
    let store: SubmissionStore;
    try {
      store = await database.store();
    } catch (error) {
      throw new DatabaseUnavailable(String(error));
    }
    try {
      return await work(store);
    } catch (error) {
      throw new DatabaseUnavailable(String(error));
    }
  }

  api.setErrorHandler((error, request, reply) => {
    if (error instanceof DatabaseUnavailable) {
      // Only the kind of failure is logged: never a value from the request.
      request.log.warn(
        { err: { type: 'DatabaseUnavailable' } },
        'submissions database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(DB_RETRY_AFTER_S))
        .send({ error: 'Submissions are unavailable right now: try again in a minute' });
    }
    throw error;
  });

  api.post(
    '/submissions',
    {
      config: {
        rateLimit: { max: config.SUBMISSION_RATE_LIMIT_MAX, timeWindow: SUBMISSION_WINDOW_MS },
      },
    },
    async (request, reply): Promise<SubmissionReceipt> => {
      const body = parse(SubmissionRequestSchema, request.body, 'body');
      const keyHeader = request.headers[IDEMPOTENCY_HEADER];
      let key: string | undefined;
      if (keyHeader !== undefined) {
        if (typeof keyHeader !== 'string' || !UuidSchema.safeParse(keyHeader).success) {
          throw new HttpError(400, 'Idempotency-Key: must be a valid uuid');
        }
        key = keyHeader.toLowerCase();
      }
      if (body.website !== undefined && body.website.trim() !== '') {
        // The honeypot was filled: answered like any other, never stored.
        return reply.code(201).send({ id: randomUUID(), status: 'pending' });
      }
      const receipt = await withStore((store) => store.create(body, key));
      reply.code(receipt.created ? 201 : 200);
      return { id: receipt.id, status: receipt.status };
    },
  );

  api.get('/community-templates', async (_request, reply) => {
    const templates = await withStore((store) => store.published());
    reply.header('cache-control', `public, max-age=${COMMUNITY_MAX_AGE_S}`);
    return { templates };
  });

  if (config.REVIEW_TOKEN) {
    const authorized = tokenChecker(config.REVIEW_TOKEN);
    await api.register(async (review) => {
      // preHandler, not onRequest: the rate limit (a route hook, run after the scope's
      // onRequest hooks) must count wrong tokens too, so guessing is slowed down.
      review.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store');
        if (!authorized(request.headers.authorization)) {
          reply.header('www-authenticate', 'Bearer');
          throw new HttpError(401, 'Missing or wrong review token');
        }
      });

      review.get('/review/submissions', async (request) => {
        const { status, lang } = parse(ReviewQuerySchema, request.query, 'query');
        const stored = await withStore((store) => store.list(status));
        // The checker's review for the universal profile: a submission names no model.
        const submissions = stored.map((item) => ({
          ...item,
          check: checkForModel(item.prompt, { language: lang }),
        }));
        return { submissions };
      });

      review.post('/review/submissions/:id/approve', async (request) => {
        const id = idParam(request);
        const decided = await withStore((store) => store.decide(id, { status: 'approved' }));
        if (!decided) throw new HttpError(404, 'No submission with this id');
        return decided;
      });

      review.post('/review/submissions/:id/reject', async (request) => {
        const id = idParam(request);
        const { reason } = parse(RejectRequestSchema, request.body, 'body');
        const decided = await withStore((store) =>
          store.decide(id, { status: 'rejected', reason }),
        );
        if (!decided) throw new HttpError(404, 'No submission with this id');
        return decided;
      });
    });
  }
}
