/** One run of a word diff: text kept, inserted (only in the new text) or deleted (only in the old). */
export interface DiffPart {
  type: 'equal' | 'insert' | 'delete';
  /** The words of the run with the whitespace that followed each of them in its source. */
  text: string;
}

interface Token {
  word: string;
  /** The token as written, with the whitespace after it. */
  raw: string;
}

// Chinese has no spaces between words: a run of CJK characters is cut into words by the
// browser's own Intl.Segmenter (so "新增 3 个词" counts words, not characters), and a diff of
// whole clauses would mark a sentence changed when one word moved.
const TOKEN = /([\u3400-\u9fff\uf900-\ufaff]+|[^\s\u3400-\u9fff\uf900-\ufaff]+)(\s*)/g;
const CJK_RUN = /^[\u3400-\u9fff\uf900-\ufaff]/;

let segmenter: Intl.Segmenter | undefined;

/** The words of a run of CJK characters. */
function chineseWords(run: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return Array.from(segmenter.segment(run), (part) => part.segment);
}

/** Splits text into word tokens; leading whitespace is dropped. */
export function tokenizeWords(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const run = match[1] ?? '';
    if (!CJK_RUN.test(run)) {
      tokens.push({ word: run, raw: match[0] });
      continue;
    }
    const words = chineseWords(run);
    words.forEach((word, index) => {
      const last = index === words.length - 1;
      tokens.push({ word, raw: last ? word + (match[2] ?? '') : word });
    });
  }
  return tokens;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

interface Step {
  type: DiffPart['type'];
  raw: string;
}

/**
 * Merges steps into runs. A token that ended its own text has no whitespace after it; when
 * the diff places another word after it, a space is added so the words do not run together
 * (never between CJK characters, which are written without spaces).
 */
function toParts(steps: readonly Step[]): DiffPart[] {
  const parts: DiffPart[] = [];
  steps.forEach((step, index) => {
    let raw = step.raw;
    const next = steps[index + 1];
    if (next && !/\s$/.test(raw) && !CJK.test(raw.slice(-1)) && !CJK.test(next.raw.charAt(0))) {
      raw += ' ';
    }
    const last = parts[parts.length - 1];
    if (last && last.type === step.type) last.text += raw;
    else parts.push({ type: step.type, text: raw });
  });
  return parts;
}

/**
 * A word-level diff from `before` to `after`: the longest common subsequence of words is
 * kept, the rest is marked deleted or inserted. Runs of one type are merged. Deletions come
 * before insertions where both replace the same stretch, as readers expect.
 *
 * Common leading and trailing words are matched first so the quadratic table only covers
 * the changed middle (prompts are at most 2,000 characters).
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokenizeWords(before);
  const b = tokenizeWords(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start]!.word === b[start]!.word) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1]!.word === b[endB - 1]!.word) {
    endA--;
    endB--;
  }

  const steps: Step[] = [];
  for (let i = 0; i < start; i++) steps.push({ type: 'equal', raw: b[i]!.raw });

  const n = endA - start;
  const m = endB - start;
  // lcs[i][j]: length of the LCS of a[start+i..endA) and b[start+j..endB), flattened.
  const width = m + 1;
  const lcs = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[start + i]!.word === b[start + j]!.word
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i]!.word === b[start + j]!.word) {
      steps.push({ type: 'equal', raw: b[start + j]!.raw });
      i++;
      j++;
    } else if (i < n && (j >= m || lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!)) {
      steps.push({ type: 'delete', raw: a[start + i]!.raw });
      i++;
    } else {
      steps.push({ type: 'insert', raw: b[start + j]!.raw });
      j++;
    }
  }

  for (let k = endB; k < b.length; k++) steps.push({ type: 'equal', raw: b[k]!.raw });
  return toParts(steps);
}

/** How many words a diff adds and removes. */
export function diffCounts(parts: readonly DiffPart[]): { inserted: number; deleted: number } {
  let inserted = 0;
  let deleted = 0;
  for (const part of parts) {
    const words = tokenizeWords(part.text).length;
    if (part.type === 'insert') inserted += words;
    else if (part.type === 'delete') deleted += words;
  }
  return { inserted, deleted };
}
