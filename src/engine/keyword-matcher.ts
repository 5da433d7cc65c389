/**
 * The engine's keyword lists (scene types, times of day, places, what a prompt already has)
 * matched without regexes; see docs/decisions/009.
 *
 * English keywords: a keyword can only match where a run of ASCII letters and digits starts
 * (its first character is one, and the boundary before it excludes at least those), and that
 * run is then the keyword's first word, or, for a one-word keyword, the keyword plus one of its
 * endings (or any ending, for an open keyword such as "sound*"). So the scan (text-scan.ts)
 * looks each run up in an index shared by every list; a list then checks only the positions
 * the index gave it, in the order the regex would try them, with the regex's rules
 * (alternatives in order, endings tried before none, the boundary after, a match consuming the
 * text it covers). Chinese keywords are substrings, found by the same scan through an index of
 * their first characters. The answers are the regexes' own: property tests compare both on
 * random texts for every list (keyword-matcher.test.ts, spell-out.test.ts).
 */
import { escapeRe } from './text.ts';
import {
  indexStem,
  indexSubstring,
  indexWord,
  isAsciiAlnum,
  newListId,
  spellsAt,
  type ScannedText,
} from './text-scan.ts';

export { scanText, type ScannedText } from './text-scan.ts';

const LETTER_OR_NUMBER_RE = /^[\p{L}\p{N}]/u;

// Keywords are literal words, spaces, hyphens, apostrophes and accented letters, optionally
// ending in `*` (any word ending, the regex's \w*); anything else (regex syntax) would make the
// first-word reasoning above wrong, so it is refused.
const LITERAL_RE = /^[a-z0-9][a-z0-9 '’\-\u00C0-\u024F]*\*?$/i;
const FIRST_WORD_RE = /^[a-z0-9]+/i;

/** How a list's keywords are bounded: by ASCII letters and digits, or by any letter or number. */
export type Boundary = 'ascii' | 'unicode';

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

const isWordChar = (code: number) => isAsciiAlnum(code) || code === 95; // \w: also "_"

/**
 * One keyword list: ["fox", "first light", "sound*"], each keyword optionally followed by one
 * of the endings, as a whole word, in any case. Answers what the equivalent regex would
 * (`regex`, kept as the judge for the rare texts the index cannot read).
 */
export class KeywordList {
  readonly id = newListId();
  /** In the order the regex tries them. */
  readonly keywords: readonly Keyword[];
  readonly endings: readonly string[];
  readonly boundary: Boundary;
  /** The regex this list stands for (global, with the keyword as group 1). */
  readonly regex: RegExp;
  /**
   * The keywords by the code of their first character, each group in regex order. A match
   * starts where the scan found an ASCII word, so only the keywords spelled with that word's
   * first letter can match there: the others need no look.
   */
  readonly #byFirst = new Map<number, Keyword[]>();

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
    const edge = boundary === 'unicode' ? '\\p{L}\\p{N}' : 'A-Za-z0-9';
    const source = this.keywords.map((k) => escapeRe(k.text) + (k.open ? '\\w*' : ''));
    this.regex = new RegExp(
      `(?<![${edge}])(${source.join('|')})${ends}(?![${edge}])`,
      boundary === 'unicode' ? 'giu' : 'gi',
    );
    for (const keyword of this.keywords) {
      const { text, open } = keyword;
      const group = this.#byFirst.get(text.charCodeAt(0));
      if (group) group.push(keyword);
      else this.#byFirst.set(text.charCodeAt(0), [keyword]);
      const first = FIRST_WORD_RE.exec(text)?.[0] ?? text;
      if (first !== text) indexWord(first, this.id);
      else if (open) indexStem(text, this.id);
      else for (const ending of ['', ...this.endings]) indexWord(text + ending, this.id);
    }
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
    const code = text.charCodeAt(index);
    // Keywords are lower case; the text's ASCII letter folds by code, as in spellsAt.
    const keywords = this.#byFirst.get(code >= 65 && code <= 90 ? code + 32 : code);
    if (keywords === undefined) return -1;
    for (const keyword of keywords) {
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
  readonly id = newListId();
  readonly words: readonly string[];
  /** Whether every word starts with a non-ASCII character (all of them then in the index). */
  readonly #allIndexed: boolean;

  constructor(words: readonly string[]) {
    if (words.some((word) => word === '')) throw new Error('An empty word is in every text');
    this.words = words;
    for (const word of words) if (word.charCodeAt(0) >= 0x80) indexSubstring(word, this.id);
    this.#allIndexed = words.every((word) => word.charCodeAt(0) >= 0x80);
  }

  /** Whether the text may have one of the words: no, when the scan found none of them. */
  #mayHave(scan: ScannedText): boolean {
    return scan.nonAscii && (!this.#allIndexed || scan.substrings[this.id] !== undefined);
  }

  /** Where `word` first occurs in the scanned text, or -1. */
  #indexOf(scan: ScannedText, word: string): number {
    if (word.charCodeAt(0) < 0x80) return scan.text.indexOf(word);
    return scan.substrings[this.id]?.get(word) ?? -1;
  }

  /** How many of the words the text has (a word listed twice counts twice, as before). */
  count(scan: ScannedText): number {
    if (!this.#mayHave(scan)) return 0;
    let count = 0;
    for (const word of this.words) if (this.#indexOf(scan, word) !== -1) count += 1;
    return count;
  }

  /** Where the earliest of the words starts, or -1. */
  firstIndex(scan: ScannedText): number {
    if (!this.#mayHave(scan)) return -1;
    let first = -1;
    for (const word of this.words) {
      const index = this.#indexOf(scan, word);
      if (index !== -1 && (first === -1 || index < first)) first = index;
    }
    return first;
  }
}
