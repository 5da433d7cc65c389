// The submissions load figure (issue 20): 200 submissions from 20 connections at once, then
// every one is looked for in the database — none may be missing, none may be there twice.
//
//   npm run bench:submissions                 embedded PGlite in a temporary DATA_DIR
//   npm run bench:submissions -- --postgres   a PostgreSQL server started for the run
//
// The real app (buildApp, no client build) listens on 127.0.0.1 in this process; 20 clients,
// each with its own keep-alive connection, send 10 submissions each, one after another. Each
// carries a distinct prompt and Idempotency-Key. Afterwards the app is closed and the database
// is opened directly and counted. Prints one JSON object; exit code 1 when anything was lost or
// duplicated.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { SubmissionStore } from '../src/server/db/submission-store.ts';
import { PostgresServer, findPostgresBin } from '../src/server/testing/postgres-server.ts';
import { sampleSubmission } from '../src/server/testing/submission-samples.ts';

const CONNECTIONS = 20;
const PER_CONNECTION = 10;
const usePostgres = process.argv.includes('--postgres');
/** The first error message an answer carried, to say why a run failed. */
let firstError: string | undefined;

function post(agent: http.Agent, port: number, body: string, key: string) {
  return new Promise<{ status: number; id: string | null; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/submissions',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (data += chunk));
        res.on('end', () => {
          let id: string | null = null;
          try {
            const parsed = JSON.parse(data) as { id?: string; error?: string };
            id = parsed.id ?? null;
            if (parsed.error) firstError ??= parsed.error;
          } catch {
            // counted by its status
          }
          resolve({ status: res.statusCode ?? 0, id, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'promptreel-load-'));
  let pg: PostgresServer | undefined;
  try {
    if (usePostgres) {
      const bin = findPostgresBin();
      if (!bin) throw new Error('PostgreSQL not found (apt-get install -y postgresql)');
      pg = await PostgresServer.start(bin);
    }
    const settings = { databaseUrl: pg?.url, dataDir };
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: dataDir,
        ...(pg ? { DATABASE_URL: pg.url } : {}),
        SUBMISSION_RATE_LIMIT_MAX: '1000000',
        RATE_LIMIT_MAX: '1000000',
        LOG_LEVEL: 'silent',
      }),
      clientDir: null,
    });
    // Listening runs the migrations (and opens PGlite) before the clock starts.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    await app.inject({ method: 'GET', url: '/api/community-templates' });
    // PGlite's first open holds the event loop for a few seconds; load shedding keeps counting
    // that delay for its next sample. The run starts once the server would take requests.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (let tries = 0; tries < 50; tries += 1) {
      const probe = await app.inject({ method: 'GET', url: '/api/community-templates' });
      if (probe.statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const runId = randomUUID().slice(0, 8);
    const statuses = new Map<number, number>();
    const ids: string[] = [];
    const latencies: number[] = [];
    const sockets = new Set<unknown>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, c) => {
        // One keep-alive socket per client: 20 connections in all.
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        for (let i = 0; i < PER_CONNECTION; i += 1) {
          const n = c * PER_CONNECTION + i;
          const body = JSON.stringify(
            sampleSubmission(n, { prompt: `load ${runId} #${n}: ${sampleSubmission(n).prompt}` }),
          );
          const answer = await post(agent, address.port, body, randomUUID());
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.id) ids.push(answer.id);
          latencies.push(answer.ms);
          for (const socket of [
            ...Object.values(agent.sockets).flat(),
            ...Object.values(agent.freeSockets).flat(),
          ])
            sockets.add(socket);
        }
        agent.destroy();
      }),
    );
    const elapsed = performance.now() - started;
    await app.close();

    // Count what arrived, straight from the database.
    const handle = await openDatabase(settings);
    const store = new SubmissionStore(handle.db);
    const rows = (await store.list('pending', 100_000)).filter((row) =>
      row.prompt.startsWith(`load ${runId} #`),
    );
    await handle.close();
    const numbers = rows.map((row) => Number(/#(\d+):/.exec(row.prompt)?.[1]));
    const distinct = new Set(numbers);
    const sent = CONNECTIONS * PER_CONNECTION;
    const lost = Array.from({ length: sent }, (_, n) => n).filter((n) => !distinct.has(n)).length;
    const duplicated = rows.length - distinct.size;
    const sorted = [...latencies].sort((a, b) => a - b);
    const result = {
      database: usePostgres ? 'postgresql (server)' : 'pglite (embedded)',
      connections: CONNECTIONS,
      sockets: sockets.size,
      sent,
      statuses: Object.fromEntries(statuses),
      receipts: new Set(ids).size,
      stored: rows.length,
      lost,
      duplicated,
      ...(firstError ? { firstError } : {}),
      seconds: Number((elapsed / 1000).toFixed(2)),
      perSecond: Math.round(sent / (elapsed / 1000)),
      latencyMs: {
        p50: Number(percentile(sorted, 50).toFixed(1)),
        p99: Number(percentile(sorted, 99).toFixed(1)),
        max: Number((sorted.at(-1) ?? 0).toFixed(1)),
      },
    };
    console.log(JSON.stringify(result, null, 2));
    if (lost > 0 || duplicated > 0 || (statuses.get(201) ?? 0) !== sent) process.exitCode = 1;
  } finally {
    await pg?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
