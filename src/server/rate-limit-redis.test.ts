// The rate limit shared by several instances through Redis (REDIS_URL), against a real
// redis-server this file starts on a free 127.0.0.1 port and stops afterwards. The in-memory
// limit (429 + Retry-After, per address, proxies) is tested in routes/api.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const INSTALL_HINT =
  'redis-server not found: install it with `apt-get install -y redis-server` ' +
  '(or point REDIS_SERVER_BIN at the binary). This test needs a real Redis and does not skip.';

/** The nameSpace api-protection gives @fastify/rate-limit's Redis keys. */
const KEY_PREFIX = 'promptreel-rl-';

function findRedisServer(): string | undefined {
  const candidates = process.env.REDIS_SERVER_BIN
    ? [process.env.REDIS_SERVER_BIN]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, 'redis-server'));
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface RunningRedis {
  url: string;
  process: ChildProcess;
  dir: string;
}

/** Starts redis-server on a free port; resolves once it accepts connections. */
async function startRedis(binary: string): Promise<RunningRedis> {
  let lastError: unknown;
  // A port found free can be taken before redis-server binds it: try a few.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'promptreel-redis-'));
    const child = spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
        '--daemonize',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        let output = '';
        const timer = setTimeout(
          () => reject(new Error(`redis-server did not start in 10 s:\n${output}`)),
          10_000,
        );
        const read = (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (output.includes('Ready to accept connections')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`redis-server exited (${code}):\n${output}`));
        });
      });
      return { url: `redis://127.0.0.1:${port}`, process: child, dir };
    } catch (error) {
      lastError = error;
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }
  throw lastError;
}

async function stopRedis(redis: RunningRedis): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (redis.process.exitCode !== null) resolve();
    else redis.process.once('exit', () => resolve());
  });
  redis.process.kill('SIGTERM');
  const timer = setTimeout(() => redis.process.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
  rmSync(redis.dir, { recursive: true, force: true });
}

let redis: RunningRedis | undefined;
/** Why Redis is not running, reported by every test (a missing binary fails, never skips). */
let startError: Error | undefined;
let inspector: Redis | undefined;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  const binary = findRedisServer();
  if (!binary) {
    startError = new Error(INSTALL_HINT);
    return;
  }
  try {
    redis = await startRedis(binary);
    inspector = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await inspector.connect();
  } catch (error) {
    startError = new Error(`could not start ${binary}: ${String(error)}`);
  }
}, 30_000);

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await inspector?.flushall();
});

afterAll(async () => {
  inspector?.disconnect();
  if (redis) await stopRedis(redis);
});

function requireRedis(): RunningRedis {
  if (startError) throw startError;
  if (!redis) throw new Error(INSTALL_HINT);
  return redis;
}

async function appWith(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig(env), clientDir: null });
  apps.push(app);
  return app;
}

const generate = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/generate-prompt',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ input: 'a cat on a windowsill' }),
    remoteAddress,
  });

let probeCount = 0;

/**
 * Waits until the app's rate limiter answers from Redis. Until its client is connected the store
 * is skipped (requests pass uncounted, `x-ratelimit-remaining` = max); a counted request from a
 * fresh address shows max - 1. Each probe uses its own address, so no test quota is touched.
 */
async function untilCountedInRedis(app: FastifyInstance, max: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    probeCount += 1;
    const res = await generate(app, `198.18.${Math.floor(probeCount / 250)}.${probeCount % 250}`);
    if (res.headers['x-ratelimit-remaining'] === String(max - 1)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the rate limiter never counted a request in Redis');
}

describe('rate limit shared through Redis (REDIS_URL)', () => {
  it('two app instances share one quota: RATE_LIMIT_MAX=5, 3 + 3 requests, the 6th is 429', async () => {
    const { url } = requireRedis();
    const env = { REDIS_URL: url, RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' };
    const a = await appWith(env);
    const b = await appWith(env);
    await untilCountedInRedis(a, 5);
    await untilCountedInRedis(b, 5);

    const client = '203.0.113.61';
    const codes: number[] = [];
    for (const app of [a, a, a, b, b]) codes.push((await generate(app, client)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);

    const sixth = await generate(b, client);
    expect(sixth.statusCode).toBe(429);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(sixth.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
    // Instance A sees the same count.
    expect((await generate(a, client)).statusCode).toBe(429);
    // Another client on either instance has its own quota.
    expect((await generate(a, '203.0.113.62')).statusCode).toBe(200);

    // The count lives in Redis, with the window as its expiry.
    expect(Number(await inspector?.get(`${KEY_PREFIX}${client}`))).toBe(7);
    const ttl = (await inspector?.pttl(`${KEY_PREFIX}${client}`)) ?? -1;
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('without REDIS_URL each instance counts alone (the control for the test above)', async () => {
    requireRedis();
    const env = { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' };
    const a = await appWith(env);
    const b = await appWith(env);
    const client = '203.0.113.63';
    const codes: number[] = [];
    for (const app of [a, a, a, b, b, b]) codes.push((await generate(app, client)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await inspector?.keys(`${KEY_PREFIX}*`)).toEqual([]);
  });
});
