// Upstream faults through the whole app (TEXT_PROVIDER=openai against a real HTTP server on
// 127.0.0.1), each timed: the user must get a local answer within AI_TIMEOUT_MS + 1 s whatever
// the upstream does. The provider tests (providers/openai-engine.server.test.ts) already cover
// the fallback reasons, the retry, and the breaker with fast 500s at the engine level; what is
// added here is a timing for every fault in one table, the slow drip (headers, then a byte every
// few hundred ms: a client timer that stops at the headers misses it), broken response bodies,
// and the breaker wired from AI_BREAKER_* settings skipping an upstream that hangs.
import type { FastifyInstance } from 'fastify';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GenerateResultSchema } from '../domain/schemas/generate.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import {
  startChatStandIn,
  type ChatStandIn,
  type StandInBehaviour,
} from './testing/chat-completions-stand-in.ts';

/** The smallest AI_TIMEOUT_MS the config accepts: keeps the suite quick. */
const TIMEOUT_MS = 1_000;
/** The requirement: an answer within the timeout plus this. */
const GRACE_MS = 1_000;
/** The slow drip's pace: one byte per this many ms. */
const DRIP_EVERY_MS = 300;

const INPUT = 'a red fox running through fresh snow at dawn';
const GOOD_ANSWER = JSON.stringify({
  prompt: 'A red fox runs through fresh snow at dawn, low tracking shot, 35mm, soft gold light.',
  enhancements: ['Added camera movement', 'Added lighting'],
});

function completionBody(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-drip',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'stand-in',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

interface DripUpstream {
  baseUrl: string;
  /** Requests that reached it. */
  hits: number;
  close(): Promise<void>;
}

/**
 * An upstream that answers 200 with headers at once, then sends a valid completion one byte
 * every DRIP_EVERY_MS: about two minutes for the whole body. The shared stand-in has no such
 * reply (see the report: a `{ kind: 'drip' }` there would replace this).
 */
async function startDripUpstream(): Promise<DripUpstream> {
  const responses = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const state = { hits: 0 };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.hits += 1;
      responses.add(res);
      const body = completionBody(GOOD_ANSWER);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.flushHeaders();
      let sent = 0;
      const timer = setInterval(() => {
        if (sent >= body.length) {
          clearInterval(timer);
          res.end();
          return;
        }
        res.write(body[sent]);
        sent += 1;
      }, DRIP_EVERY_MS);
      timers.add(timer);
      res.on('close', () => {
        clearInterval(timer);
        responses.delete(res);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get hits() {
      return state.hits;
    },
    close() {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

let standIn: ChatStandIn;
let drip: DripUpstream;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  standIn = await startChatStandIn(() => ({ kind: 'completion', content: GOOD_ANSWER }));
  drip = await startDripUpstream();
});
afterAll(async () => {
  await standIn.close();
  await drip.close();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appAgainst(baseUrl: string, env: Record<string, string> = {}) {
  const app = await buildApp({
    config: loadConfig({
      TEXT_PROVIDER: 'openai',
      AI_BASE_URL: baseUrl,
      AI_API_KEY: 'sk-test-upstream-faults',
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
      ...env,
    }),
    clientDir: null,
  });
  apps.push(app);
  return app;
}

async function timedGenerate(app: FastifyInstance) {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/generate-prompt',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ input: INPUT }),
  });
  const ms = Math.round(performance.now() - started);
  expect(res.statusCode).toBe(200);
  return { ms, result: GenerateResultSchema.parse(res.json()) };
}

type FaultCase = [name: string, upstream: 'stand-in' | 'drip', behaviour?: StandInBehaviour];

const FAULTS: FaultCase[] = [
  [
    'HTTP 500 (one retry if the budget allows)',
    'stand-in',
    () => ({ kind: 'status', status: 500 }),
  ],
  [
    '429 with Retry-After: 30',
    'stand-in',
    () => ({ kind: 'status', status: 429, headers: { 'retry-after': '30' } }),
  ],
  ['hang (accepts, never answers)', 'stand-in', () => ({ kind: 'hang' })],
  ['slow drip (200 + headers, then 1 byte / 300 ms)', 'drip'],
  [
    'malformed JSON body (200, application/json, cut short)',
    'stand-in',
    () => ({ kind: 'status', status: 200, body: '{"id":"chatcmpl-1","choices":[{"message":{"con' }),
  ],
  [
    'JSON body without choices (200)',
    'stand-in',
    () => ({ kind: 'status', status: 200, body: '{"object":"chat.completion"}' }),
  ],
  [
    'HTML error page with status 200',
    'stand-in',
    () => ({
      kind: 'status',
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<html><body>502 Bad Gateway</body></html>',
    }),
  ],
];

describe(`upstream faults: a local answer within AI_TIMEOUT_MS (${TIMEOUT_MS} ms) + ${GRACE_MS} ms`, () => {
  const timings: Record<string, number> = {};
  afterAll(() => {
    // The per-case figures, for the release notes (vitest prints a test's console output).
    console.info('upstream fault → local answer, ms:', JSON.stringify(timings));
  });

  it('the healthy stand-in answers with source ai (so a local answer below means a fallback)', async () => {
    standIn.respondWith(() => ({ kind: 'completion', content: GOOD_ANSWER }));
    const { result } = await timedGenerate(await appAgainst(standIn.baseUrl));
    expect(result.source).toBe('ai');
  });

  it.each(FAULTS)('%s', async (name, upstream, behaviour) => {
    const before = upstream === 'drip' ? drip.hits : standIn.requests.length;
    if (behaviour) standIn.respondWith(behaviour);
    const app = await appAgainst(upstream === 'drip' ? drip.baseUrl : standIn.baseUrl);
    const { ms, result } = await timedGenerate(app);
    timings[name] = ms;
    expect(result.source).toBe('local');
    expect(result.prompt.toLowerCase()).toContain('fox');
    expect(ms).toBeLessThan(TIMEOUT_MS + GRACE_MS);
    // The fault was really met upstream, not skipped.
    const after = upstream === 'drip' ? drip.hits : standIn.requests.length;
    expect(after).toBeGreaterThan(before);
  });

  it('the slow drip is cut at the deadline, not after the body ends', async () => {
    // Without the deadline covering the body, the answer would take ~2 minutes and be 'ai'.
    const app = await appAgainst(drip.baseUrl);
    const { ms, result } = await timedGenerate(app);
    expect(result.source).toBe('local');
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
  });
});

describe('circuit breaker from AI_BREAKER_* settings, against an upstream that hangs', () => {
  it('after 2 timeouts the upstream is skipped at once; after the cool-down it is tried again', async () => {
    const cooldownMs = 1_500;
    standIn.respondWith(() => ({ kind: 'hang' }));
    const app = await appAgainst(standIn.baseUrl, {
      AI_BREAKER_FAILURES: '2',
      AI_BREAKER_COOLDOWN_MS: String(cooldownMs),
    });
    const start = standIn.requests.length;
    for (let i = 0; i < 2; i += 1) {
      const { ms, result } = await timedGenerate(app);
      expect(result.source).toBe('local');
      expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    }
    expect(standIn.requests.length - start).toBe(2);

    // Open: the answer comes at once, without waiting out another timeout.
    const skipped = await timedGenerate(app);
    expect(skipped.result.source).toBe('local');
    expect(skipped.ms).toBeLessThan(TIMEOUT_MS / 2);
    expect(standIn.requests.length - start).toBe(2);

    // After the cool-down one trial goes upstream; it succeeds and the circuit closes.
    await new Promise((resolve) => setTimeout(resolve, cooldownMs + 100));
    standIn.respondWith(() => ({ kind: 'completion', content: GOOD_ANSWER }));
    const trial = await timedGenerate(app);
    expect(trial.result.source).toBe('ai');
    expect(standIn.requests.length - start).toBe(3);
    expect((await timedGenerate(app)).result.source).toBe('ai');
  });
});
