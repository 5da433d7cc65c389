/**
 * How alike two prompts are, from 0 (nothing shared) to 1 (the same words in the same order).
 *
 * Metric (see docs/decisions/003-similarity-metric.md): the mean of
 *   1. word-set Jaccard: |A ∩ B| / |A ∪ B| over the distinct lower-cased tokens, which measures
 *      how much vocabulary the two share regardless of order, and
 *   2. the token LCS ratio: 2 · LCS(a, b) / (|a| + |b|) over the token sequences, which
 *      measures how much of the text survives in the same order.
 * Tokens are runs of letters and digits; each Chinese character is a token of its own, so the
 * measure works for Chinese without a word segmenter. Two empty texts are identical (1);
 * an empty text and a non-empty one share nothing (0). The result is symmetric.
 */
export function similarity(a: string, b: string): number {
  const ta = tokenize(a);
  const tb = tokenize(b);
  if (ta.length === 0 && tb.length === 0) return 1;
  if (ta.length === 0 || tb.length === 0) return 0;
  const score = (jaccard(ta, tb) + (2 * lcsLength(ta, tb)) / (ta.length + tb.length)) / 2;
  // Guard against floating-point drift outside the documented range.
  return Math.min(1, Math.max(0, score));
}

const TOKEN_RE = /\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

/** The tokens the similarity compares: lower-cased words, single Chinese characters. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(TOKEN_RE) ?? []).slice();
}

function jaccard(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  let shared = 0;
  for (const token of setA) if (setB.has(token)) shared += 1;
  return shared / (setA.size + setB.size - shared);
}

/**
 * Longest common subsequence length. The shared prefix and suffix count in full and are cut
 * first (a rewrite keeps most of its text, so this usually leaves a small middle); the middle
 * runs the classic dynamic programme over integer token ids with two rolling rows.
 */
function lcsLength(a: readonly string[], b: readonly string[]): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const shared = start + (a.length - endA);
  if (endA === start || endB === start) return shared;
  const ids = new Map<string, number>();
  const toIds = (tokens: readonly string[], from: number, to: number) => {
    const out = new Int32Array(to - from);
    for (let i = from; i < to; i += 1) {
      const token = tokens[i] as string;
      let id = ids.get(token);
      if (id === undefined) {
        id = ids.size;
        ids.set(token, id);
      }
      out[i - from] = id;
    }
    return out;
  };
  const x = toIds(a, start, endA);
  const y = toIds(b, start, endB);
  let previous = new Uint32Array(y.length + 1);
  let current = new Uint32Array(y.length + 1);
  for (let i = 1; i <= x.length; i += 1) {
    const xi = x[i - 1];
    for (let j = 1; j <= y.length; j += 1) {
      const up = previous[j] as number;
      const left = current[j - 1] as number;
      current[j] = xi === y[j - 1] ? (previous[j - 1] as number) + 1 : up > left ? up : left;
    }
    [previous, current] = [current, previous];
  }
  return shared + (previous[y.length] as number);
}
