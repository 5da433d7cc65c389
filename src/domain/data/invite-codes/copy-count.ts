/** The lowest and highest base copy count a code shows before this browser's own copies. */
export const BASE_COPY_COUNT_MIN = 50;
export const BASE_COPY_COUNT_MAX = 499;

/**
 * A stable pseudo-random base copy count for a code, from 50 to 499 (spec 9). A hash rather
 * than a random number so that the prerendered page and the hydrated page agree, and every
 * visitor sees the same figure for the same code. FNV-1a, 32 bit.
 */
export function baseCopyCount(code: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i += 1) {
    hash ^= code.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const span = BASE_COPY_COUNT_MAX - BASE_COPY_COUNT_MIN + 1;
  return BASE_COPY_COUNT_MIN + (hash % span);
}
