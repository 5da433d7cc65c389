/**
 * The engine's keyword lists (scene types, times of day, places, what a prompt already has)
 * matched without regexes; see docs/decisions/009.
 *
 * English keywords: a keyword can only match where a run of ASCII letters and digits starts
 * (its first character is one, and the boundary before it excludes at least those), and that
 * run is then the keyword's first word, or, for a one-word keyword, the keyword plus one of its
 * endings (or any ending, for an open keyword such as "sound*"). So one pass splits the text
 * into such runs and looks each up in an index shared by every list; a list then checks only
 * the positions the index gave it, in the order the regex would try them, with the regex's
 * rules (alternatives in order, endings tried before none, the boundary after, a match
 * consuming the text it covers). Chinese keywords are substrings, found by the same pass
 * through an index of their first characters. The answers are the regexes' own: property tests
 * compare both on random texts for every list (keyword-matcher.test.ts, spell-out.test.ts).
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
 * Lower-cased first word of a keyword (or keyword + ending) → the lists that have it, filed
 * under a hash of the word so that reading a text needs no new string per word.
 */
const INDEX = new Map<number, { word: string; lists: KeywordList[] }[]>();

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
const STEMS = new Map<number, { stem: string; list: KeywordList }[]>();
const stemKey = (a: number, b: number, c: number) => ((a | 32) << 16) | ((b | 32) << 8) | (c | 32);

/** Substring-list words that start with a non-ASCII character, by that character's code. */
const SUBSTRINGS = new Map<number, { word: string; list: SubstringList }[]>();

const FOLDS_TO_ASCII_RE = /[\u017F\u212A]/;
const LETTER_OR_NUMBER_RE = /^[\p{L}\p{N}]/u;

let lastText: string | undefined;
let lastScan: ScannedText | undefined;

const isAsciiAlnum = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);

function addStart(starts: (number[] | undefined)[], list: KeywordList, index: number) {
  const at = starts[list.id];
  if (at === undefined) starts[list.id] = [index];
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
      for (const { word, list } of words ?? []) {
        if (!text.startsWith(word, i)) continue;
        const found = substrings[list.id];
        if (found === undefined) substrings[list.id] = new Map([[word, i]]);
        else if (!found.has(word)) found.set(word, i);
      }
    }
    if (wordStart === -1) continue;
    const length = i - wordStart;
    const entries = hasBit(WORD_BITS, hash) ? INDEX.get(hash) : undefined;
    for (const { word, lists } of entries ?? []) {
      if (word.length !== length || !spellsAt(text, wordStart, word)) continue;
      for (const list of lists) addStart(starts, list, wordStart);
    }
    if (length >= 3) {
      const at = wordStart;
      const key = stemKey(text.charCodeAt(at), text.charCodeAt(at + 1), text.charCodeAt(at + 2));
      const stems = hasBit(STEM_BITS, key) ? STEMS.get(key) : undefined;
      for (const { stem, list } of stems ?? []) {
        if (stem.length <= length && spellsAt(text, at, stem)) addStart(starts, list, at);
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

// Keywords are literal words, spaces, hyphens, apostrophes and accented letters, optionally
// ending in `*` (any word ending, the regex's \w*); anything else (regex syntax) would make the
// first-word reasoning above wrong, so it is refused.
const LITERAL_RE = /^[a-z0-9][a-z0-9 '’\-\u00C0-\u024F]*\*?$/i;
const FIRST_WORD_RE = /^[a-z0-9]+/i;
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a list's keywords are bounded: by ASCII letters and digits, or by any letter or number. */
export type Boundary = 'ascii' | 'unicode';

let nextId = 0;
const NO_MATCHES: readonly string[] = Object.freeze([]);

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The character (a whole code point) starting at `index`. */
const codePointAt = (text: string, index: number) =>
  String.fromCodePoint(text.codePointAt(index) ?? 32);

/** A keyword as the matcher tries it. */
interface Keyword {
  /** Lower-cased, without the `*`. */
  text: string;
  /** Followed by any word ending (`\w*`), as in "sound*". */
  open: boolean;
}

/**
 * Whether `text` spells the lower-case `word` at `index`, in any case: ASCII letters fold by
 * code, anything else by toLowerCase, character by character (the regex's case-insensitive
 * comparison; texts with the two characters that fold to ASCII letters never get here).
 */
function spellsAt(text: string, index: number, word: string): boolean {
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

const isWordChar = (code: number) => isAsciiAlnum(code) || code === 95; // \w: also "_"

/**
 * One keyword list: ["fox", "first light", "sound*"], each keyword optionally followed by one
 * of the endings, as a whole word, in any case. Answers what the equivalent regex would
 * (`regex`, kept as the judge for the rare texts the index cannot read).
 */
export class KeywordList {
  readonly id = (nextId += 1);
  /** In the order the regex tries them. */
  readonly keywords: readonly Keyword[];
  readonly endings: readonly string[];
  readonly boundary: Boundary;
  /** The regex this list stands for (global, with the keyword as group 1). */
  readonly regex: RegExp;

  constructor(keywords: readonly string[], endings: readonly string[], boundary: Boundary) {
    // An empty alternation would match the empty string everywhere.
    if (keywords.length === 0) throw new Error('A keyword list needs a keyword');
    this.keywords = keywords.map((keyword) => {
      if (!LITERAL_RE.test(keyword)) throw new Error(`Keyword is not a literal: ${keyword}`);
      const open = keyword.endsWith('*');
      // With Unicode boundaries a \w* could stop before an "_" to find one: not worth the rules.
      if (open && boundary === 'unicode') throw new Error(`No open keyword here: ${keyword}`);
      return { text: keyword.toLowerCase().replace(/\*$/, ''), open };
    });
    this.endings = endings.map((ending) => ending.toLowerCase());
    this.boundary = boundary;
    const ends = endings.length ? `(?:${endings.map(escapeRe).join('|')})?` : '';
    const [before, after] =
      boundary === 'unicode' ? ['\\p{L}\\p{N}', '\\p{L}\\p{N}'] : ['A-Za-z0-9', 'A-Za-z0-9'];
    const source = this.keywords.map((k) => escapeRe(k.text) + (k.open ? '\\w*' : ''));
    this.regex = new RegExp(
      `(?<![${before}])(${source.join('|')})${ends}(?![${after}])`,
      boundary === 'unicode' ? 'giu' : 'gi',
    );
    for (const { text, open } of this.keywords) {
      const first = FIRST_WORD_RE.exec(text)?.[0] ?? text;
      if (first !== text) this.#index(first);
      else if (!open) for (const ending of ['', ...this.endings]) this.#index(text + ending);
      else {
        if (text.length < 3) throw new Error(`An open keyword needs 3 letters: ${text}`);
        const key = stemKey(text.charCodeAt(0), text.charCodeAt(1), text.charCodeAt(2));
        STEMS.set(key, [...(STEMS.get(key) ?? []), { stem: text, list: this }]);
        setBit(STEM_BITS, key);
      }
    }
    // A scan taken before this list existed does not know it.
    lastText = undefined;
  }

  #index(word: string) {
    const hash = hashWord(word);
    const entries = INDEX.get(hash) ?? [];
    const entry = entries.find((e) => e.word === word);
    if (!entry) entries.push({ word, lists: [this] });
    else if (!entry.lists.includes(this)) entry.lists.push(this);
    INDEX.set(hash, entries);
    setBit(WORD_BITS, hash);
  }

  /** Whether the character at `index` ends a word (the regex's look-ahead). */
  #boundaryAt(text: string, index: number): boolean {
    if (index >= text.length) return true;
    const code = text.charCodeAt(index);
    if (code < 0x80) return !isAsciiAlnum(code);
    return this.boundary === 'ascii' || !LETTER_OR_NUMBER_RE.test(codePointAt(text, index));
  }

  /** Whether a word may start at `index` (the regex's look-behind). */
  #startsAt(text: string, index: number): boolean {
    if (index === 0 || this.boundary === 'ascii') return true; // the scan found an ASCII start
    const code = text.charCodeAt(index - 1);
    if (code < 0x80) return true;
    const pair = code >= 0xdc00 && code <= 0xdfff && isHighSurrogate(text.charCodeAt(index - 2));
    return !LETTER_OR_NUMBER_RE.test(codePointAt(text, index - (pair ? 2 : 1)));
  }

  /** Length of the keyword the last successful #matchAt found (the regex's group 1). */
  #matched = 0;

  /**
   * Where a match starting at `index` ends, trying keywords and endings in regex order, or -1.
   * Sets #matched.
   */
  #matchAt(text: string, index: number): number {
    if (!this.#startsAt(text, index)) return -1;
    for (const keyword of this.keywords) {
      if (!spellsAt(text, index, keyword.text)) continue;
      let end = index + keyword.text.length;
      this.#matched = keyword.text.length;
      if (keyword.open) {
        // \w* takes the rest of the word; what follows is then no ASCII letter or digit.
        while (end < text.length && isWordChar(text.charCodeAt(end))) end += 1;
        this.#matched = end - index;
        return end;
      }
      for (const ending of this.endings) {
        if (spellsAt(text, end, ending) && this.#boundaryAt(text, end + ending.length))
          return end + ending.length;
      }
      if (this.#boundaryAt(text, end)) return end;
    }
    return -1;
  }

  /** The matches, left to right, each as the keyword as written (the regex's group 1). */
  matches(scan: ScannedText): readonly string[] {
    if (scan.foldsToAscii) return [...scan.text.matchAll(this.regex)].map((m) => m[1] ?? '');
    const starts = scan.starts[this.id];
    if (starts === undefined) return NO_MATCHES;
    const found: string[] = [];
    let from = 0;
    for (const index of starts) {
      if (index < from) continue;
      const end = this.#matchAt(scan.text, index);
      if (end !== -1) {
        found.push(scan.text.slice(index, index + this.#matched));
        from = end;
      }
    }
    return found;
  }

  /** Where the first match starts, or -1. */
  firstIndex(scan: ScannedText): number {
    // search() neither reads nor moves the global regex's lastIndex.
    if (scan.foldsToAscii) return scan.text.search(this.regex);
    for (const index of scan.starts[this.id] ?? []) {
      if (this.#matchAt(scan.text, index) !== -1) return index;
    }
    return -1;
  }
}

/** The endings an English stem may take ("snow" → "snowy", "fox" → "foxes"), as listed. */
export const STEM_ENDING_LIST = ['s', 'es', 'y', 'ies', 'ing', 'ed', 'er', 'ers'] as const;

/**
 * Keywords found as plain substrings (the Chinese lists), looked for only in texts with a
 * non-ASCII character. Words led by a non-ASCII character are found by the same scan (one
 * look-up per such character instead of one search per word); the few led by an ASCII
 * character ("vlog", "MV") are searched for directly.
 */
export class SubstringList {
  readonly id = (nextId += 1);
  readonly words: readonly string[];

  constructor(words: readonly string[]) {
    if (words.some((word) => word === '')) throw new Error('An empty word is in every text');
    this.words = words;
    for (const word of words) {
      const code = word.charCodeAt(0);
      if (code < 0x80) continue;
      const entries = SUBSTRINGS.get(code) ?? [];
      entries.push({ word, list: this });
      SUBSTRINGS.set(code, entries);
      setBit(SUBSTRING_BITS, code);
    }
    lastText = undefined;
  }

  /** Where `word` first occurs in the scanned text, or -1. */
  #indexOf(scan: ScannedText, word: string): number {
    if (word.charCodeAt(0) < 0x80) return scan.text.indexOf(word);
    return scan.substrings[this.id]?.get(word) ?? -1;
  }

  /** How many of the words the text has (a word listed twice counts twice, as before). */
  count(scan: ScannedText): number {
    if (!scan.nonAscii) return 0;
    let count = 0;
    for (const word of this.words) if (this.#indexOf(scan, word) !== -1) count += 1;
    return count;
  }

  /** Where the earliest of the words starts, or -1. */
  firstIndex(scan: ScannedText): number {
    if (!scan.nonAscii) return -1;
    let first = -1;
    for (const word of this.words) {
      const index = this.#indexOf(scan, word);
      if (index !== -1 && (first === -1 || index < first)) first = index;
    }
    return first;
  }
}
