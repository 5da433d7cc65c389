/**
 * Reading a text once for every keyword list of the engine (keyword-matcher.ts; see
 * docs/decisions/009): where the runs of ASCII letters and digits start that some list has a
 * keyword for, which Chinese words of the lists it contains, and a few facts the detectors ask
 * (non-ASCII, digits). The lists file their words here when they are made.
 */

/** A text as the lists read it: where its ASCII words start, read once. */
export interface ScannedText {
  readonly text: string;
  /** The text has characters outside ASCII (Chinese keywords need a look only then). */
  readonly nonAscii: boolean;
  /**
   * The text has a character that case-folds to an ASCII letter under the `u` flag (ſ → s,
   * K → k), where a keyword could match without starting an ASCII word: the lists then let
   * their regex decide.
   */
  readonly foldsToAscii: boolean;
  /** The text has an ASCII digit. */
  readonly hasDigit: boolean;
  /** Per list id: the text positions where one of its keywords may start, ascending. */
  readonly starts: readonly (number[] | undefined)[];
  /** Per substring list id: its words the text has (led by a non-ASCII character) → first index. */
  readonly substrings: readonly (Map<string, number> | undefined)[];
}

/**
 * Lower-cased first word of a keyword (or keyword + ending) → the ids of the lists that have it,
 * filed under a hash of the word so that reading a text needs no new string per word.
 */
const INDEX = new Map<number, { word: string; ids: number[] }[]>();

/**
 * One bit per hash value (its low 16 bits), per stem key and per character code that the
 * indexes hold: most words of a text are in no list, and a bit test rules them out before a
 * Map look-up does.
 */
const WORD_BITS = new Uint8Array(8192);
const STEM_BITS = new Uint8Array(8192);
const SUBSTRING_BITS = new Uint8Array(8192);
const setBit = (bits: Uint8Array, value: number) => {
  bits[(value >>> 3) & 8191] = (bits[(value >>> 3) & 8191] ?? 0) | (1 << (value & 7));
};
const hasBit = (bits: Uint8Array, value: number) =>
  ((bits[(value >>> 3) & 8191] ?? 0) & (1 << (value & 7))) !== 0;

/** FNV-1a step over a lower-cased ASCII code, kept a small integer (a fast Map key). */
const hashStep = (hash: number, code: number) => Math.imul(hash ^ code, 16777619) & 0x3fffffff;
const HASH_START = 0x811c9dc5 & 0x3fffffff;

function hashWord(word: string): number {
  let hash = HASH_START;
  for (let i = 0; i < word.length; i += 1) hash = hashStep(hash, word.charCodeAt(i));
  return hash;
}

/**
 * One-word keywords that take any ending (`sound*`), by their first three letters (as a number,
 * so a word needs no new string to be looked up): the word must then start with the stem.
 */
const STEMS = new Map<number, { stem: string; id: number }[]>();
const stemKey = (a: number, b: number, c: number) => ((a | 32) << 16) | ((b | 32) << 8) | (c | 32);

/** Substring-list words that start with a non-ASCII character, by that character's code. */
const SUBSTRINGS = new Map<number, { word: string; id: number }[]>();

const FOLDS_TO_ASCII_RE = /[\u017F\u212A]/;

let lastText: string | undefined;
let lastScan: ScannedText | undefined;

export const isAsciiAlnum = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);

function addStart(starts: (number[] | undefined)[], id: number, index: number) {
  const at = starts[id];
  if (at === undefined) starts[id] = [index];
  else if (at[at.length - 1] !== index) at.push(index);
}

/**
 * Reads a text once for every list. The detectors of one `analyse` call read the same text one
 * after another, so the last answer is kept and reused for an identical text.
 */
export function scanText(text: string): ScannedText {
  if (text === lastText && lastScan) return lastScan;
  // Indexed by list id (a few dozen lists): cheaper than a Map for a text's handful of hits.
  const starts: (number[] | undefined)[] = [];
  const substrings: (Map<string, number> | undefined)[] = [];
  let nonAscii = false;
  let hasDigit = false;
  let wordStart = -1;
  let hash = HASH_START;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    if (isAsciiAlnum(code)) {
      if (wordStart === -1) {
        wordStart = i;
        hash = HASH_START;
      }
      if (code <= 57) hasDigit = true;
      hash = hashStep(hash, code >= 65 && code <= 90 ? code + 32 : code);
      continue;
    }
    if (code >= 0x80) {
      nonAscii = true;
      const words = hasBit(SUBSTRING_BITS, code) ? SUBSTRINGS.get(code) : undefined;
      for (const { word, id } of words ?? []) {
        if (!text.startsWith(word, i)) continue;
        const found = substrings[id];
        if (found === undefined) substrings[id] = new Map([[word, i]]);
        else if (!found.has(word)) found.set(word, i);
      }
    }
    if (wordStart === -1) continue;
    const length = i - wordStart;
    const entries = hasBit(WORD_BITS, hash) ? INDEX.get(hash) : undefined;
    for (const { word, ids } of entries ?? []) {
      if (word.length !== length || !spellsAt(text, wordStart, word)) continue;
      for (const id of ids) addStart(starts, id, wordStart);
    }
    if (length >= 3) {
      const at = wordStart;
      const key = stemKey(text.charCodeAt(at), text.charCodeAt(at + 1), text.charCodeAt(at + 2));
      const stems = hasBit(STEM_BITS, key) ? STEMS.get(key) : undefined;
      for (const { stem, id } of stems ?? []) {
        if (stem.length <= length && spellsAt(text, at, stem)) addStart(starts, id, at);
      }
    }
    wordStart = -1;
  }
  lastScan = {
    text,
    nonAscii,
    foldsToAscii: nonAscii && FOLDS_TO_ASCII_RE.test(text),
    hasDigit,
    starts,
    substrings,
  };
  lastText = text;
  return lastScan;
}

let nextId = 0;

/** A new list's id: its key in a scan's `starts` and `substrings`. */
export function newListId(): number {
  nextId += 1;
  return nextId;
}

/** Files a list under a lower-case word a keyword of it starts with. */
export function indexWord(word: string, id: number): void {
  const hash = hashWord(word);
  const entries = INDEX.get(hash) ?? [];
  const entry = entries.find((e) => e.word === word);
  if (!entry) entries.push({ word, ids: [id] });
  else if (!entry.ids.includes(id)) entry.ids.push(id);
  INDEX.set(hash, entries);
  setBit(WORD_BITS, hash);
  // A scan taken before this list was filed does not know it.
  lastText = undefined;
}

/** Files a list under a one-word stem (3 letters or more) that any word ending may follow. */
export function indexStem(stem: string, id: number): void {
  if (stem.length < 3) throw new Error(`An open keyword needs 3 letters: ${stem}`);
  const key = stemKey(stem.charCodeAt(0), stem.charCodeAt(1), stem.charCodeAt(2));
  STEMS.set(key, [...(STEMS.get(key) ?? []), { stem, id }]);
  setBit(STEM_BITS, key);
  lastText = undefined;
}

/** Files a substring list under a word led by a non-ASCII character. */
export function indexSubstring(word: string, id: number): void {
  const code = word.charCodeAt(0);
  SUBSTRINGS.set(code, [...(SUBSTRINGS.get(code) ?? []), { word, id }]);
  setBit(SUBSTRING_BITS, code);
  lastText = undefined;
}

/**
 * Whether `text` spells the lower-case `word` at `index`, in any case: ASCII letters fold by
 * code, anything else by toLowerCase, character by character (the regex's case-insensitive
 * comparison; texts with the two characters that fold to ASCII letters never get here).
 */
export function spellsAt(text: string, index: number, word: string): boolean {
  if (index + word.length > text.length) return false;
  for (let k = 0; k < word.length; k += 1) {
    const want = word.charCodeAt(k);
    let got = text.charCodeAt(index + k);
    if (got >= 65 && got <= 90) got += 32;
    if (got === want) continue;
    if (want < 0x80 || got < 0x80) return false;
    if (text.charAt(index + k).toLowerCase() !== word.charAt(k)) return false;
  }
  return true;
}
