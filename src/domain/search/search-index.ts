import SearchableMap from 'minisearch/SearchableMap';
import { indexTokens, isActiveQuery, queryTerms, type QueryTerm } from './tokenize.ts';

/**
 * Fuzzy template search that answers within one frame at 10,000 templates.
 *
 * Why not MiniSearch itself: with the spec's weights and typo tolerance it took ~25 ms at the
 * 95th percentile per keystroke at 10,000 templates (SEARCH.md, bench/search-bench.ts), because
 * it scores every field of every matching document at query time. Here the score of a word in
 * a template (BM25 over each field, times the field's weight, summed) is computed once when
 * the index is built; a query only looks words up in MiniSearch's radix tree (exact, prefix,
 * fuzzy) and adds pre-computed numbers.
 *
 * Rules (pinned by search-index.test.ts):
 * - Fields and weights: title 2, prompt 1.5, tags 1, scene 0.8 (spec 5).
 * - Every word of the query must match (AND); the last word also matches as a prefix while it
 *   is being typed.
 * - Typos: a word of 4–5 letters may be 1 edit off, 6 or more letters 2 edits (the tolerance of
 *   the spec's Fuse.js threshold 0.4, measured per word); swapped neighbours count as one edit. Typos are looked for only when the word
 *   as typed matches no word of the library, so a correct word is never drowned in look-alikes.
 * - A query with no usable word (empty, spaces, one Latin letter) returns every template.
 */

export const SEARCH_FIELDS = ['title', 'prompt', 'tags', 'scene'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The spec's field weights (section 5). */
export const FIELD_WEIGHTS: Readonly<Record<SearchField, number>> = {
  title: 2,
  prompt: 1.5,
  tags: 1,
  scene: 0.8,
};

/** The text of one template that the search reads. */
export interface SearchDoc {
  id: string;
  title: string;
  prompt: string;
  tags: readonly string[];
  /** Tags in the other language: searched with the tags, never shown. */
  keywords?: readonly string[];
  scene: string;
}

export interface TemplateSearchIndex {
  /** Number of templates indexed. */
  readonly size: number;
  /** Number of distinct words indexed. */
  readonly termCount: number;
  /** Ids of the matching templates, best first (equal scores keep library order). */
  search(query: string): string[];
  /** Whether a query narrows the list at all (see tokenize.ts). */
  isActive(query: string): boolean;
}

/** Edits a word of this length may be off by. */
export function maxTypos(length: number): number {
  if (length >= 6) return 2;
  if (length >= 4) return 1;
  return 0;
}

// BM25 constants (the usual ones; MiniSearch uses the same).
const K1 = 1.2;
const B = 0.7;
/** A prefix match scores between half and all of a full match, by how much of the word is typed. */
const prefixFactor = (typed: number, word: number) => 0.5 + (0.5 * Math.min(typed, word)) / word;
/** A typo costs at least half of a match's weight. */
const typoFactor = (edits: number) => 1 / (1 + edits);

/** Ranking keys pack (score, template) into one number so a plain numeric sort orders them. */
const DOC_BITS = 2 ** 20;
const SCORE_SCALE = 1e5;
const SCORE_CAP = 2 ** 32;

function fieldTexts(doc: SearchDoc): Record<SearchField, string> {
  return {
    title: doc.title,
    prompt: doc.prompt,
    tags: [...doc.tags, ...(doc.keywords ?? [])].join(' \n '),
    scene: doc.scene,
  };
}

/** First index in a sorted list whose value is not below `key`. */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Builds the index once; a search then adds pre-computed scores in typed arrays. */
export function buildSearchIndex(docs: readonly SearchDoc[]): TemplateSearchIndex {
  if (docs.length >= DOC_BITS) throw new RangeError('Too many templates for one index');
  const fieldCount = SEARCH_FIELDS.length;
  const lengths = new Float64Array(docs.length * fieldCount);
  const totalLength = new Float64Array(fieldCount);
  /** Word → [template, field, count, template, field, count, …], in template order. */
  const raw = new Map<string, number[]>();
  const counts = new Map<string, number>();

  docs.forEach((doc, docIndex) => {
    const texts = fieldTexts(doc);
    SEARCH_FIELDS.forEach((field, fieldIndex) => {
      const tokens = indexTokens(texts[field]);
      lengths[docIndex * fieldCount + fieldIndex] = tokens.length;
      totalLength[fieldIndex]! += tokens.length;
      counts.clear();
      for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
      for (const [token, count] of counts) {
        let list = raw.get(token);
        if (!list) raw.set(token, (list = []));
        list.push(docIndex, fieldIndex, count);
      }
    });
  });

  // Word ids follow sorted order, so the words sharing a prefix are one run of ids.
  const words = [...raw.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const wordLength = Uint8Array.from(words, (w) => Math.min(255, w.length));
  const tree = new SearchableMap<number>();
  words.forEach((word, id) => tree.set(word, id));

  const averages = [...totalLength].map((total) => Math.max(1, total / Math.max(1, docs.length)));
  const weights = SEARCH_FIELDS.map((field) => FIELD_WEIGHTS[field]);
  const postingDocs: Int32Array[] = [];
  const postingScores: Float32Array[] = [];
  for (const word of words) {
    const triples = raw.get(word)!;
    const docIds: number[] = [];
    const scores: number[] = [];
    for (let i = 0; i < triples.length; i += 3) {
      const doc = triples[i]!;
      const field = triples[i + 1]!;
      const tf = triples[i + 2]!;
      const length = lengths[doc * fieldCount + field]!;
      const norm = tf + K1 * (1 - B + (B * length) / averages[field]!);
      const score = (weights[field]! * tf * (K1 + 1)) / norm;
      if (docIds[docIds.length - 1] === doc) scores[scores.length - 1]! += score;
      else {
        docIds.push(doc);
        scores.push(score);
      }
    }
    const df = docIds.length;
    const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
    postingDocs.push(Int32Array.from(docIds));
    postingScores.push(Float32Array.from(scores, (score) => idf * score));
    raw.delete(word);
  }

  const ids = docs.map((doc) => doc.id);
  const best = new Float64Array(docs.length);
  const total = new Float64Array(docs.length);
  const touched = new Int32Array(docs.length);
  let touchedCount = 0;

  /** Keeps, per template, the best score any word standing for the query term gives it. */
  function addWord(id: number, factor: number) {
    const list = postingDocs[id]!;
    const scores = postingScores[id]!;
    for (let i = 0; i < list.length; i += 1) {
      const doc = list[i]!;
      const score = factor * scores[i]!;
      if (best[doc] === 0) touched[touchedCount++] = doc;
      if (score > best[doc]!) best[doc] = score;
    }
  }

  /** Scores one query term into `best`; returns how many templates it touched. */
  function scoreTerm(term: QueryTerm): number {
    touchedCount = 0;
    const text = term.text;
    const length = text.length;
    let found = false;
    const from = lowerBound(words, text);
    if (term.prefix) {
      // Every word from `text` up to the first that does not start with it.
      for (let id = from; id < words.length && words[id]!.startsWith(text); id += 1) {
        addWord(id, wordLength[id] === length ? 1 : prefixFactor(length, wordLength[id]!));
        found = true;
      }
    } else if (words[from] === text) {
      addWord(from, 1);
      found = true;
    }
    const typos = term.cjk ? 0 : maxTypos(length);
    if (found || typos === 0) return touchedCount;
    const fuzzy = new Map<number, number>();
    const keep = (id: number, factor: number) => {
      if (factor > (fuzzy.get(id) ?? 0)) fuzzy.set(id, factor);
    };
    fuzzyWalk(tree, text, typos, term.prefix ? 'prefix' : 'word', (_word, id, edits) =>
      keep(id, typoFactor(edits) * (term.prefix ? prefixFactor(length, wordLength[id]!) : 1)),
    );
    for (const [id, factor] of fuzzy) addWord(id, factor);
    return touchedCount;
  }

  function search(query: string): string[] {
    const queryWords = queryTerms(query);
    if (queryWords.length === 0) return [...ids];
    let survivors: number[] = [];
    queryWords.forEach((term, index) => {
      const count = scoreTerm(term);
      if (index === 0) {
        for (let i = 0; i < count; i += 1) {
          const doc = touched[i]!;
          total[doc] = best[doc]!;
          survivors.push(doc);
        }
      } else {
        survivors = survivors.filter((doc) => {
          if (best[doc] === 0) return false;
          total[doc]! += best[doc]!;
          return true;
        });
      }
      for (let i = 0; i < count; i += 1) best[touched[i]!] = 0;
    });
    // Higher score first, then library order: one key per template, sorted natively.
    const keys = new Float64Array(survivors.length);
    survivors.forEach((doc, i) => {
      const score = Math.min(SCORE_CAP - 1, Math.round(total[doc]! * SCORE_SCALE));
      keys[i] = (SCORE_CAP - score) * DOC_BITS + doc;
    });
    keys.sort();
    return Array.from(keys, (key) => ids[key % DOC_BITS]!);
  }

  return { size: docs.length, termCount: words.length, search, isActive: isActiveQuery };
}

type RadixNode = Map<string, unknown>;

function isNode(value: unknown): value is RadixNode {
  return value instanceof Map;
}

/**
 * Walks MiniSearch's radix tree for the words within `maxEdits` edits of `query`, counting a
 * swap of two neighbouring letters as one edit ("snial" → "snail"; optimal string alignment).
 * One row of the edit-distance table per letter; a branch stops where every value of the row
 * is over the limit, since no longer word can come back within it.
 *
 * - `word`: the whole word is within the limit (a finished word with a typo).
 * - `prefix`: some beginning of the word is (the word still being typed, "cinam" on its way
 *   to a misspelt "cinamatic"); every word below that point matches.
 */
export function fuzzyWalk(
  map: SearchableMap<number>,
  query: string,
  maxEdits: number,
  mode: 'word' | 'prefix',
  visit: (word: string, id: number, edits: number) => void,
): void {
  const width = query.length + 1;
  const first = Array.from({ length: width }, (_, i) => i);

  const collect = (node: RadixNode, prefix: string, edits: number) => {
    for (const [key, child] of node) {
      if (key === '') visit(prefix, child as number, edits);
      else if (isNode(child)) collect(child, prefix + key, edits);
    }
  };

  const walk = (
    node: RadixNode,
    prefix: string,
    row: number[],
    before: number[] | null,
    lastChar: string,
    bestPrefix: number,
  ) => {
    for (const [key, child] of node) {
      if (key === '') {
        const edits = mode === 'word' ? row[width - 1]! : bestPrefix;
        if (edits <= maxEdits) visit(prefix, child as number, edits);
        continue;
      }
      if (!isNode(child)) continue;
      let current = row;
      let previous = before;
      let previousChar = lastChar;
      let best = bestPrefix;
      let pruned = false;
      for (let k = 0; k < key.length; k += 1) {
        const char = key[k]!;
        const next = new Array<number>(width);
        next[0] = current[0]! + 1;
        let rowMin = next[0];
        for (let j = 1; j < width; j += 1) {
          const cost = query[j - 1] === char ? 0 : 1;
          let value = Math.min(current[j]! + 1, next[j - 1]! + 1, current[j - 1]! + cost);
          if (
            previous &&
            j > 1 &&
            query[j - 1] === previousChar &&
            query[j - 2] === char &&
            previous[j - 2]! + 1 < value
          ) {
            value = previous[j - 2]! + 1;
          }
          next[j] = value;
          if (value < rowMin) rowMin = value;
        }
        previous = current;
        current = next;
        previousChar = char;
        best = Math.min(best, next[width - 1]!);
        if (rowMin > maxEdits) {
          if (mode === 'prefix' && best <= maxEdits) collect(child, prefix + key, best);
          pruned = true;
          break;
        }
      }
      if (!pruned) walk(child, prefix + key, current, previous, previousChar, best);
    }
  };

  walk(map._tree as RadixNode, '', first, null, '', first[width - 1]!);
}
