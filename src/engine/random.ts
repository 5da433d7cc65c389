/**
 * Seeded randomness for the engine. Everything the engine picks comes from here, never from
 * Math.random, so that the same input, options and seed always give the same text (tests,
 * server and browser agree) and Regenerate only has to send a new seed.
 */

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/**
 * mulberry32: a tiny 32-bit PRNG with good enough spread for picking words. Not for security.
 */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * An independent stream per purpose ("camera", "lighting" …). Giving each choice its own
 * stream keeps a choice stable when other choices are skipped, which is what makes expanding
 * an expanded prompt add nothing (see expand.ts).
 */
export function streamFor(seed: number, key: string): Rng {
  return mulberry32(hashString(key) ^ Math.imul(seed | 0, 0x9e3779b1));
}

/** One item, chosen by the stream. The list must not be empty. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** Marks for pickInOrder; always all zero between calls (each call clears what it set). */
const SCRATCH = new Uint8Array(256);

/** `count` distinct items, kept in their original order (beats stay in story order). */
export function pickInOrder<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const indexes: number[] = [];
  for (let i = 0; i < items.length; i += 1) indexes.push(i);
  for (let i = indexes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    const swap = indexes[i] as number;
    indexes[i] = indexes[j] as number;
    indexes[j] = swap;
  }
  // The first `count` of the shuffle, in their original order, marked in a shared scratch
  // array (the engine is synchronous, and a new typed array per call cost more than the rest).
  const marks = items.length <= SCRATCH.length ? SCRATCH : new Uint8Array(items.length);
  const taken = Math.min(Math.max(0, count), indexes.length);
  for (let i = 0; i < taken; i += 1) marks[indexes[i] as number] = 1;
  const picked: T[] = [];
  for (let i = 0; i < items.length; i += 1) {
    if (marks[i]) {
      picked.push(items[i] as T);
      marks[i] = 0;
    }
  }
  return picked;
}
