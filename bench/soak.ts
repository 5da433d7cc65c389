// Soak: POST /api/generate-prompt under steady load, with the server's memory watched.
//
//   node --import tsx bench/soak.ts                  30 s, 100 connections
//   node --import tsx bench/soak.ts --seconds=60     longer
//
// The app (buildApp, no client build, rate limit raised) runs in a child process started with
// --expose-gc, so the memory figures are the server's alone, not the load generator's. This
// process drives it with autocannon and, over IPC, asks it for process.memoryUsage() every
// second, and for a forced full GC followed by a reading at the end of the warm-up (10 s) and
// at the end of the load (still under load, so both readings hold the same in-flight work).
// Their difference is the heap growth after warm-up; a leak shows as growth that a GC cannot
// take back.
//
// Required: zero errors, zero timeouts, zero non-2xx answers. Figures are merged into
// bench/results.json under "soak"; the exit code is 1 when a requirement is not met.
// `runSoak()` is exported for bench/run.ts.
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { saveResults } from './results-file.ts';

export interface SoakOptions {
  /** Load duration in seconds (default 30). */
  seconds?: number;
  /** Concurrent connections (default 100). */
  connections?: number;
  /** When the warm-up reading is taken, in seconds from the start of the load (default 10). */
  warmupSeconds?: number;
  /** Merge the figures into bench/results.json under "soak" (default true). */
  save?: boolean;
  /** Progress lines (default console.info). */
  log?: (line: string) => void;
}

/** One reading of the server process's memory. */
interface MemoryReading {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** How long the forced GC took, when one was asked for. */
  gcMs?: number;
}

type ToServer = { type: 'memory'; id: number; gc: boolean } | { type: 'stop' };
type FromServer =
  { type: 'listening'; port: number } | ({ type: 'memory'; id: number } & MemoryReading);

/**
 * Heap growth after warm-up, between the two post-GC readings, that still counts as "does not
 * grow": the engine's caches and V8's code and feedback settling move a steady heap by a few
 * hundred KB; a leak at 100 connections grows by megabytes within seconds.
 */
const STABLE_HEAP_GROWTH_MB = 2;

/** Ideas of different lengths, subjects and languages, with every mode and duration. */
const INPUTS = [
  'a red fox running through fresh snow at dawn',
  'product shot of a glass perfume bottle on wet black stone, slow rotation',
  'Drone flight over terraced rice fields in Bali at sunrise, mist in the valleys, a farmer walking along the edge',
  'cute cartoon robot learning to water plants on a balcony garden',
  'explain photosynthesis with a leaf zooming into a chloroplast, friendly narrator',
  'music video: neon city rooftop, dancer in a silver jacket, rain, slow motion spins',
  '一只橘猫在下雨的窗台上睡觉，暖色台灯',
  '航拍：清晨的长城，云海翻涌，镜头缓慢推进',
  'A lighthouse on a cliff during a storm, waves crashing against the rocks, beam sweeping through heavy rain, seagulls fighting the wind, a lone keeper climbing the spiral stairs with a lantern, shot on 35mm film with natural grain, muted teal and amber palette',
  'loop: coffee being poured into a clear cup, swirling cream, seamless',
  'street food vendor in Bangkok at night flipping pad thai in a wok, flames, handheld',
  'time-lapse of a city skyline from day to night, traffic light trails',
];
const DURATIONS = ['10s', '15s', '25s'] as const;

/** Request bodies as the pages send them: the language follows the text, seeds vary. */
export const SOAK_BODIES: string[] = INPUTS.flatMap((input, i) =>
  (['fast', 'advanced'] as const).map((mode, j) =>
    JSON.stringify({
      input,
      mode,
      duration: DURATIONS[(i + j) % DURATIONS.length],
      language: /\p{Script=Han}/u.test(input) ? 'zh' : 'en',
      ...(j === 1 ? { seed: 1_000 + i } : {}),
    }),
  ),
);

const SELF = import.meta.filename;
const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

// ---------------------------------------------------------------------------------------------
// The server side (child process).

async function serve(): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) throw new Error('soak server must be started by bench/soak.ts (no IPC channel)');
  const { buildApp } = await import('../src/server/app.ts');
  const { loadConfig } = await import('../src/server/config.ts');
  // 1,000,000 a minute is the config's ceiling and far above what one machine sends in 30 s
  // at 100 connections; a 429 would show as a non-2xx answer and fail the run.
  const config = loadConfig({ RATE_LIMIT_MAX: '1000000', RATE_LIMIT_WINDOW_MS: '60000' });
  const app = await buildApp({ config, clientDir: null, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  const collect = globalThis.gc;
  if (!collect) throw new Error('start the soak server with --expose-gc');

  process.on('message', (raw: unknown) => {
    const message = raw as ToServer;
    if (message.type === 'stop') {
      void app.close().then(() => process.exit(0));
      return;
    }
    let gcMs: number | undefined;
    if (message.gc) {
      const started = performance.now();
      collect();
      gcMs = Math.round((performance.now() - started) * 10) / 10;
    }
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    const reply: FromServer = {
      type: 'memory',
      id: message.id,
      rss,
      heapUsed,
      heapTotal,
      external,
    };
    send(gcMs === undefined ? reply : { ...reply, gcMs });
  });
  send({ type: 'listening', port: address.port } satisfies FromServer);
}

// ---------------------------------------------------------------------------------------------
// The load side.

class ServerProcess {
  readonly child: ChildProcess;
  #nextId = 0;
  #pending = new Map<number, (reading: MemoryReading) => void>();
  #listening: Promise<number>;

  constructor() {
    // tsx for the TypeScript sources, --expose-gc for the forced-GC readings.
    this.child = fork(SELF, ['--serve'], {
      execArgv: ['--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.#listening = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('soak server did not start in 60 s')),
        60_000,
      );
      this.child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`soak server exited early (${code})`));
      });
      this.child.on('message', (raw: unknown) => {
        const message = raw as FromServer;
        if (message.type === 'listening') {
          clearTimeout(timer);
          resolve(message.port);
        } else {
          const { type: _type, id, ...reading } = message;
          this.#pending.get(id)?.(reading);
          this.#pending.delete(id);
        }
      });
    });
  }

  listening(): Promise<number> {
    return this.#listening;
  }

  memory(gc: boolean): Promise<MemoryReading> {
    const id = (this.#nextId += 1);
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      this.child.send({ type: 'memory', id, gc } satisfies ToServer);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    if (this.child.connected) this.child.send({ type: 'stop' } satisfies ToServer);
    // Only this child, by its own handle, if it does not stop by itself.
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

export interface SoakFigures {
  node: string;
  cpu: string;
  cpus: number;
  loadavg1mBefore: number;
  loadavg1mAfter: number;
  date: string;
  route: string;
  seconds: number;
  connections: number;
  bodies: number;
  requestsTotal: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  memory: {
    /** One reading a second: seconds from the start of the load, RSS and heap used in MB. */
    samples: { t: number; rssMB: number; heapUsedMB: number }[];
    rssStartMB: number;
    rssPeakMB: number;
    rssEndMB: number;
    heapUsedPeakMB: number;
    warmupSeconds: number;
    heapAfterGcAtWarmupMB: number;
    heapAfterGcAtEndMB: number;
    /** After the load stopped, for comparison: no requests in flight. */
    heapAfterGcAfterLoadMB: number;
    rssAtWarmupMB: number;
    rssAtEndMB: number;
    heapGrowthAfterWarmupMB: number;
    heapGrowthAfterWarmupPercent: number;
    stableHeapGrowthLimitMB: number;
    gcPauseMs: number[];
  };
  memoryStable: boolean;
  passed: boolean;
}

/** Runs the soak and returns (and by default saves) its figures. */
export async function runSoak(options: SoakOptions = {}): Promise<SoakFigures> {
  const seconds = options.seconds ?? 30;
  const connections = options.connections ?? 100;
  const warmupSeconds = Math.min(options.warmupSeconds ?? 10, Math.max(1, seconds - 5));
  const log = options.log ?? ((line: string) => console.info(line));

  const server = new ServerProcess();
  try {
    const port = await server.listening();
    const url = `http://127.0.0.1:${port}/api/generate-prompt`;
    log(
      `soak: ${seconds} s, ${connections} connections, POST ${url} (server pid ${server.child.pid})`,
    );
    const loadavg1mBefore = os.loadavg()[0] ?? NaN;

    const samples: SoakFigures['memory']['samples'] = [];
    const started = performance.now();
    const at = () => Math.round((performance.now() - started) / 100) / 10;
    const sampler = setInterval(() => {
      void server.memory(false).then((reading) => {
        samples.push({ t: at(), rssMB: mb(reading.rss), heapUsedMB: mb(reading.heapUsed) });
      });
    }, 1_000);

    // Both post-GC readings are taken under the same load; the end one a second before it stops.
    const gcReading = (afterSeconds: number) =>
      new Promise<MemoryReading>((resolve) => {
        setTimeout(() => resolve(server.memory(true)), afterSeconds * 1_000);
      });
    const atWarmup = gcReading(warmupSeconds);
    const atEnd = gcReading(seconds - 1);

    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      requests: SOAK_BODIES.map((body) => ({
        method: 'POST',
        path: '/api/generate-prompt',
        headers: { 'content-type': 'application/json' },
        body,
      })),
    });
    clearInterval(sampler);
    const warm = await atWarmup;
    const end = await atEnd;
    const afterLoad = await server.memory(true);

    const growth = end.heapUsed - warm.heapUsed;
    const rssValues = samples.map((sample) => sample.rssMB);
    const memory: SoakFigures['memory'] = {
      samples,
      rssStartMB: rssValues[0] ?? NaN,
      rssPeakMB: Math.max(...rssValues),
      rssEndMB: rssValues.at(-1) ?? NaN,
      heapUsedPeakMB: Math.max(...samples.map((sample) => sample.heapUsedMB)),
      warmupSeconds,
      heapAfterGcAtWarmupMB: mb(warm.heapUsed),
      heapAfterGcAtEndMB: mb(end.heapUsed),
      heapAfterGcAfterLoadMB: mb(afterLoad.heapUsed),
      rssAtWarmupMB: mb(warm.rss),
      rssAtEndMB: mb(end.rss),
      heapGrowthAfterWarmupMB: mb(growth),
      heapGrowthAfterWarmupPercent: Math.round((growth / warm.heapUsed) * 1000) / 10,
      stableHeapGrowthLimitMB: STABLE_HEAP_GROWTH_MB,
      gcPauseMs: [warm.gcMs ?? NaN, end.gcMs ?? NaN, afterLoad.gcMs ?? NaN],
    };
    const memoryStable = growth <= STABLE_HEAP_GROWTH_MB * MB;
    const clean = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;

    const figures: SoakFigures = {
      node: process.version,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cpus: os.cpus().length,
      loadavg1mBefore: Math.round(loadavg1mBefore * 100) / 100,
      loadavg1mAfter: Math.round((os.loadavg()[0] ?? NaN) * 100) / 100,
      date: new Date().toISOString(),
      route: 'POST /api/generate-prompt',
      seconds,
      connections,
      bodies: SOAK_BODIES.length,
      requestsTotal: result.requests.total,
      requestsPerSecond: Math.round(result.requests.total / result.duration),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      memory,
      memoryStable,
      passed: clean && memoryStable,
    };

    log(
      `soak: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, ` +
        `p99 ${figures.latencyP99Ms} ms, max ${figures.latencyMaxMs} ms; ` +
        `errors ${figures.errors}, timeouts ${figures.timeouts}, non-2xx ${figures.non2xx}`,
    );
    log(
      `soak: heap after GC ${memory.heapAfterGcAtWarmupMB} MB at ${warmupSeconds} s → ` +
        `${memory.heapAfterGcAtEndMB} MB at ${seconds - 1} s (growth ${memory.heapGrowthAfterWarmupMB} MB, ` +
        `${memory.heapGrowthAfterWarmupPercent}%; limit ${STABLE_HEAP_GROWTH_MB} MB); ` +
        `${memory.heapAfterGcAfterLoadMB} MB after the load; RSS ${memory.rssStartMB} → peak ` +
        `${memory.rssPeakMB} → ${memory.rssEndMB} MB; load average ${figures.loadavg1mBefore} → ` +
        `${figures.loadavg1mAfter}`,
    );
    log(`soak: ${figures.passed ? 'PASSED' : 'FAILED'}`);
    if (options.save ?? true) {
      saveResults('soak', figures);
      log('soak: merged into bench/results.json under "soak".');
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === SELF;
if (isMain && process.argv.includes('--serve')) {
  await serve();
} else if (isMain) {
  const secondsArg = process.argv.find((arg) => arg.startsWith('--seconds='));
  const figures = await runSoak(
    secondsArg ? { seconds: Number(secondsArg.slice('--seconds='.length)) } : {},
  );
  process.exitCode = figures.passed ? 0 : 1;
}
