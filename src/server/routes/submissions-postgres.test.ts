// Community submissions against a real PostgreSQL server (DATABASE_URL): Debian's `postgresql`
// binaries, a fresh cluster this file starts on a free 127.0.0.1 port and removes afterwards
// (`.ci/run` installs the package). A missing server fails these tests; it never skips them.
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ReviewListSchema, SubmissionReceiptSchema } from '../../domain/schemas/community.ts';
import type { SubmissionRequest } from '../../domain/schemas/community.ts';
import {
  flushOutbox,
  submitThroughOutbox,
  waitingEntries,
  type OutboxStorage,
  type Send,
} from '../../domain/submission-outbox.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { MIGRATIONS_DIR, openDatabase } from '../db/database.ts';
import { SubmissionStore } from '../db/submission-store.ts';
import {
  POSTGRES_INSTALL_HINT,
  PostgresServer,
  findPostgresBin,
} from '../testing/postgres-server.ts';
import {
  newKey,
  postSubmission,
  reviewCall,
  sampleSubmission,
} from '../testing/submission-samples.ts';

const TOKEN = 'review-token-for-tests-0123456789';
let server: PostgresServer | undefined;
let startError: Error | undefined;
let admin: postgres.Sql | undefined;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  const bin = findPostgresBin();
  if (!bin) {
    startError = new Error(POSTGRES_INSTALL_HINT);
    return;
  }
  try {
    server = await PostgresServer.start(bin);
    admin = postgres(server.url, { max: 1, onnotice: () => {} });
  } catch (error) {
    startError = new Error(`could not start PostgreSQL from ${bin}: ${String(error)}`);
  }
}, 60_000);

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  if (server && admin) {
    await admin`drop schema if exists drizzle cascade`;
    await admin`drop table if exists submissions`;
  }
});

afterAll(async () => {
  await admin?.end({ timeout: 5 });
  await server?.destroy();
});

function requireServer(): PostgresServer {
  if (startError) throw startError;
  if (!server) throw new Error(POSTGRES_INSTALL_HINT);
  return server;
}

async function appOn(url: string) {
  const app = await buildApp({
    config: loadConfig({
      DATABASE_URL: url,
      REVIEW_TOKEN: TOKEN,
      SUBMISSION_RATE_LIMIT_MAX: '1000',
    }),
    clientDir: null,
  });
  apps.push(app);
  return app;
}

const pendingIds = async (app: FastifyInstance) =>
  ReviewListSchema.parse(
    (await reviewCall(app, 'GET', '/api/review/submissions?status=pending', TOKEN)).json(),
  ).submissions.map((item) => item.id);

describe('submissions on a PostgreSQL server (DATABASE_URL)', () => {
  it('migrations create exactly the table, run twice (and at once) as a no-op', async () => {
    const { url } = requireServer();
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const a = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    const b = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    try {
      // Two instances starting together: the advisory lock makes them take turns.
      await Promise.all([a.migrate(), b.migrate()]);
      const store = new SubmissionStore(a.db);
      await store.create(sampleSubmission(1) as SubmissionRequest, undefined);
      await a.migrate();
      await b.migrate();
      const applied = await admin!`select hash from drizzle.__drizzle_migrations`;
      expect(applied).toHaveLength(journal.entries.length);
      expect(await store.count()).toBe(1);

      // Only the submission, its language and times: nothing about the sender.
      const columns = await admin!`
        select column_name from information_schema.columns
        where table_name = 'submissions' order by column_name`;
      expect(columns.map((c) => c.column_name)).toEqual([
        'category_id',
        'decided_at',
        'id',
        'idempotency_key',
        'language',
        'notes',
        'prompt',
        'received_at',
        'reject_reason',
        'safety_confirmed',
        'status',
        'tags',
        'video_url',
      ]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('two instances sharing one server see the same queue and the same published list', async () => {
    const { url } = requireServer();
    const a = await appOn(url);
    const b = await appOn(url);
    const first = SubmissionReceiptSchema.parse(
      (await postSubmission(a, sampleSubmission(1))).json(),
    );
    const second = SubmissionReceiptSchema.parse(
      (await postSubmission(b, sampleSubmission(2))).json(),
    );
    expect(await pendingIds(a)).toEqual([first.id, second.id]);
    expect(await pendingIds(b)).toEqual([first.id, second.id]);

    // A resend reaching the other instance finds the same row.
    const key = newKey();
    const viaA = await postSubmission(a, sampleSubmission(3), { key });
    const viaB = await postSubmission(b, sampleSubmission(3), { key });
    expect([viaA.statusCode, viaB.statusCode]).toEqual([201, 200]);
    expect(viaB.json()).toEqual(viaA.json());

    await reviewCall(b, 'POST', `/api/review/submissions/${first.id}/approve`, TOKEN, {});
    expect(await pendingIds(a)).toEqual([second.id, (viaA.json() as { id: string }).id]);
    const published = (
      await a.inject({ method: 'GET', url: '/api/community-templates' })
    ).json() as {
      templates: { id: string }[];
    };
    expect(published.templates.map((t) => t.id)).toEqual([first.id]);
  });

  it('deletes rejected submissions 30 days after the decision, not before', async () => {
    const { url } = requireServer();
    const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    try {
      await handle.migrate();
      const store = new SubmissionStore(handle.db);
      const old = await store.create(sampleSubmission(1) as SubmissionRequest, undefined);
      const recent = await store.create(sampleSubmission(2) as SubmissionRequest, undefined);
      const kept = await store.create(sampleSubmission(3) as SubmissionRequest, undefined);
      const now = new Date();
      const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
      await store.decide(old.id, { status: 'rejected', reason: 'x' }, daysAgo(31));
      await store.decide(recent.id, { status: 'rejected', reason: 'x' }, daysAgo(29));
      await store.decide(kept.id, { status: 'approved' }, daysAgo(400));
      expect(await store.purgeRejected(now)).toBe(1);
      expect((await store.list('rejected')).map((item) => item.id)).toEqual([recent.id]);
      expect((await store.list('approved')).map((item) => item.id)).toEqual([kept.id]);
    } finally {
      await handle.close();
    }
  });

  it('the database stopped mid-test: 503 with Retry-After, the outbox delivers once it is back', async () => {
    const pg = requireServer();
    const app = await appOn(pg.url);
    const before = SubmissionReceiptSchema.parse(
      (await postSubmission(app, sampleSubmission(1))).json(),
    );

    // The browser's outbox, on a plain map instead of local storage, sending through inject.
    const map = new Map<string, string>();
    const storage: OutboxStorage = {
      keys: () => [...map.keys()],
      get: (key) => map.get(key) ?? null,
      set: (key, value) => (map.set(key, value), true),
      remove: (key) => void map.delete(key),
    };
    const statuses: number[] = [];
    const send: Send = async (body, key) => {
      const res = await postSubmission(app, body, { key });
      statuses.push(res.statusCode);
      return { status: res.statusCode, body: res.json() };
    };

    await pg.pause();
    try {
      const down = await postSubmission(app, sampleSubmission(2));
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('30');
      expect(down.json()).toEqual({ error: expect.stringMatching(/unavailable/) });
      const queued = await submitThroughOutbox(
        storage,
        sampleSubmission(3) as SubmissionRequest,
        newKey(),
        send,
      );
      expect(queued).toEqual({ outcome: 'queued', status: 503 });
      expect(await flushOutbox(storage, send)).toEqual({ delivered: [], waiting: 1 });
      expect((await reviewCall(app, 'GET', '/api/review/submissions', TOKEN)).statusCode).toBe(503);
    } finally {
      await pg.resume();
    }

    const flushed = await flushOutbox(storage, send);
    expect(flushed.delivered).toHaveLength(1);
    expect(flushed.waiting).toBe(0);
    expect(waitingEntries(storage)).toEqual([]);
    expect(statuses).toEqual([503, 503, 201]);
    expect(await pendingIds(app)).toEqual([before.id, flushed.delivered[0]]);
    // A further flush sends nothing again.
    expect(await flushOutbox(storage, send)).toEqual({ delivered: [], waiting: 0 });
    expect(statuses).toHaveLength(3);
  }, 60_000);
});
