// Template search at scale: 10,000 generated templates, queries typed letter by letter (with
// misspellings), one search timed per keystroke. Goal: p95 ≤ 16 ms (a keystroke within a frame).
//
//   node --import tsx bench/search-bench.ts   # prints the figures, merges them into bench/results.json (key "search")
//
// The same keystrokes also run against MiniSearch 7 configured as closely as it allows (same
// weights, same typo tolerance, AND, prefix on the word being typed): the reason the product
// ships its own pre-scored index on MiniSearch's word tree instead (src/domain/search).
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import MiniSearch from 'minisearch';
import { TEMPLATES } from '../src/domain/data/templates/all-templates.ts';
import {
  FIELD_WEIGHTS,
  buildSearchIndex,
  maxTypos,
  type SearchDoc,
} from '../src/domain/search/search-index.ts';
import { STOP_WORDS, isActiveQuery } from '../src/domain/search/tokenize.ts';
import { saveResults } from './results-file.ts';

export const BENCH_TEMPLATE_COUNT = 10_000;

/** What a user types, finished words and misspellings alike; each is timed letter by letter. */
export const BENCH_QUERIES = [
  'cinematic',
  'cinamatic',
  'timelaps',
  'aerail flyover',
  'neon rain',
  'golden hour beach',
  'product spin',
  'wedding',
  'lighthouse storm',
  'lighthose',
  'coffee',
  'slow motion',
  'drone shot',
  'stop motion fox',
  'seamless loop',
  'unboxing',
  'sneakers',
  'night market',
  'aurora',
  'pixel art',
  'watercolor whale',
  'jazz trio',
  'latte art',
  'macro',
  'anamorphic',
  'synthwave',
  'ferofluid',
  'photosynthesis',
  'skincare serum',
  'dog reaction',
  'pottery vlog',
  'snowy train',
  'rice teraces',
  'double exposure',
  'tracking shot',
];

/** Deterministic pseudo-random numbers (mulberry32), so every run indexes the same library. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES =
  'ka,lo,mi,re,sun,tor,val,den,bri,qua,zel,fon,mar,tis,gle,ph,ro,nu,vex,lin,shu,dra,cor,ent'.split(
    ',',
  );

/**
 * 10,000 templates from the real library's sentences, titles, tags and scenes, recombined,
 * plus a long tail of rare invented words (a large library has a far larger vocabulary than
 * 64 templates, and the typo search walks that vocabulary). Prompts are 300–900 characters.
 */
export function generateTemplates(count = BENCH_TEMPLATE_COUNT, seed = 42): SearchDoc[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const sentences = TEMPLATES.flatMap((t) =>
    t.prompt.split(/(?<=[.!?])\s+|\n/).filter((s) => s.length > 20),
  );
  const titleWords = TEMPLATES.flatMap((t) => t.title.en.split(/\s+/)).filter((w) => w.length > 2);
  const tags = TEMPLATES.flatMap((t) => [...t.tags.en, ...t.tags.zh]);
  const scenes = TEMPLATES.map((t) => t.scene.en);
  const rareWords = Array.from({ length: 30_000 }, () =>
    Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(SYLLABLES)).join(''),
  );
  // Zipf-like: a few rare words are common, most are rare.
  const rare = () => rareWords[Math.floor(rareWords.length * rand() ** 3)]!;

  return Array.from({ length: count }, (_, i) => {
    const target = 300 + Math.floor(rand() * 600);
    let prompt = '';
    while (prompt.length < target) {
      prompt += `${pick(sentences)} `;
      if (rand() < 0.5) prompt += `${rare()} ${rare()}. `;
    }
    prompt = prompt.slice(0, 900).trim();
    const title = Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(titleWords)).join(
      ' ',
    );
    return {
      id: `gen-${String(i).padStart(5, '0')}`,
      title,
      prompt,
      tags: Array.from({ length: 3 + Math.floor(rand() * 5) }, () => pick(tags)),
      scene: `${pick(scenes)} ${rare()}`,
    };
  });
}

/** Every keystroke of every query: "n", "ne", "neo", "neon", "neon ", "neon r", … */
export function keystrokes(queries: readonly string[] = BENCH_QUERIES): string[] {
  return queries.flatMap((query) => [...query].map((_, i) => query.slice(0, i + 1)));
}

interface Figures {
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

function figures(times: readonly number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    medianMs: round(quantile(sorted, 0.5)),
    p95Ms: round(quantile(sorted, 0.95)),
    p99Ms: round(quantile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    meanMs: round(sorted.reduce((sum, t) => sum + t, 0) / Math.max(1, sorted.length)),
  };
}

let collect: (() => void) | null = null;
/** A full garbage collection, so heap figures measure what is kept. */
function gc() {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

function heapMb(): number {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

interface EngineRun {
  build: () => (query: string) => number;
}

/** Times each keystroke sequence this many times (the figures say how they are combined). */
export const BENCH_ROUNDS = 5;

/**
 * Builds an engine, then times one search per keystroke, all keystrokes in order, in
 * BENCH_ROUNDS rounds (after one untimed warm-up). Three views of the same runs:
 * - wall: every timed search, wall clock (what a user waits on an idle machine);
 * - perKeystroke: each keystroke's median over the rounds, so a moment the OS gave the CPU
 *   to another process does not count as the search's time — the goal is judged on this;
 * - cpu: CPU time of the process during each search (also steady under other load).
 */
function measure(engine: EngineRun, strokes: readonly string[]) {
  const before = heapMb();
  const started = performance.now();
  let search: ((query: string) => number) | null = engine.build();
  const buildMs = performance.now() - started;
  const memoryMb = heapMb() - before;
  for (const query of ['warm up', 'sunrise', 'cozy cabin', ...strokes.slice(0, 20)]) search(query);
  const wall: number[] = [];
  const cpu: number[] = [];
  const byStroke: number[][] = strokes.map(() => []);
  const results: number[] = [];
  for (let r = 0; r < BENCH_ROUNDS; r += 1) {
    strokes.forEach((query, i) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      results[i] = search!(query);
      const ms = performance.now() - t0;
      const c = process.cpuUsage(c0);
      wall.push(ms);
      cpu.push((c.user + c.system) / 1000);
      byStroke[i]!.push(ms);
    });
  }
  search = null;
  const medians = byStroke.map((times) =>
    quantile(
      [...times].sort((a, b) => a - b),
      0.5,
    ),
  );
  const slowest = strokes
    .map((query, i) => ({ query, medianMs: round(medians[i]!), results: results[i]! }))
    .sort((a, b) => b.medianMs - a.medianMs)
    .slice(0, 5);
  return {
    perKeystroke: figures(medians),
    wall: figures(wall),
    cpu: figures(cpu),
    buildMs: round(buildMs, 1),
    memoryMb: round(memoryMb, 1),
    slowest,
  };
}

/** MiniSearch 7 set up like the product's rules, for comparison. */
function miniSearchEngine(docs: readonly SearchDoc[]): EngineRun {
  return {
    build: () => {
      const index = new MiniSearch<SearchDoc>({
        fields: ['title', 'prompt', 'tags', 'scene'],
        extractField: (doc, field) =>
          field === 'tags' ? doc.tags.join(' ') : String(doc[field as keyof SearchDoc]),
        processTerm: (term) => (STOP_WORDS.has(term) ? null : term.toLowerCase()),
      });
      index.addAll(docs);
      return (query: string) => {
        if (!isActiveQuery(query)) return docs.length;
        const finished = /\s$/.test(query);
        return index.search(query, {
          boost: { ...FIELD_WEIGHTS },
          combineWith: 'AND',
          prefix: (term, i, terms) => !finished && i === terms.length - 1 && term.length >= 2,
          fuzzy: (term) => maxTypos(term.length),
        }).length;
      };
    },
  };
}

/** Runs the benchmark and returns its figures (also what goes into bench/results.json). */
export async function runSearchBench() {
  const docs = generateTemplates();
  const strokes = keystrokes();
  let termCount = 0;
  const ours = measure(
    {
      build: () => {
        const index = buildSearchIndex(docs);
        termCount = index.termCount;
        return (query: string) => index.search(query).length;
      },
    },
    strokes,
  );
  const mini = measure(miniSearchEngine(docs), strokes);
  return {
    engine: 'pre-scored postings on MiniSearch 7 SearchableMap (src/domain/search/search-index.ts)',
    templates: docs.length,
    queries: BENCH_QUERIES.length,
    keystrokes: strokes.length,
    distinctWords: termCount,
    rounds: BENCH_ROUNDS,
    goalP95Ms: 16,
    meetsGoal: ours.perKeystroke.p95Ms <= 16,
    ...ours,
    miniSearchBaseline: mini,
    node: process.version,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    /** Other work on the machine inflates the tail: the 1-minute load average at the end. */
    loadAverage: round(os.loadavg()[0] ?? 0, 2),
    measuredAt: new Date().toISOString(),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // No top-level await: the module stays importable from CommonJS-transpiled callers.
  void runSearchBench().then((results) => {
    saveResults('search', results);
    console.log(JSON.stringify(results, null, 2));
  });
}
