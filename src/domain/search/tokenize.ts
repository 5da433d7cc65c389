/**
 * Words for the template search. Latin text is split into lower-case words; Chinese (and any
 * Han, kana or hangul run) has no spaces, so a run is indexed as its single characters and its
 * overlapping pairs of characters, and a query run of two or more characters is looked up by
 * its pairs ("雨巷" in "霓虹雨巷"). Pairs give word-like precision without a dictionary.
 */

/** Words too common to carry meaning in a prompt. Not indexed; dropped from queries. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'has',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'that',
  'the',
  'their',
  'then',
  'this',
  'to',
  'with',
]);

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u;
const CJK_RUNS = new RegExp(CJK_RUN.source, 'gu');
/** Nothing at or above U+2E80 (where CJK scripts start): most text, checked cheaply first. */
const BELOW_CJK = /^[^\u2e80-\uffff]*$/;
/** Nothing outside ASCII: no accents to strip. */
const ASCII = /^[^\u0080-\uffff]*$/;
/** A run of letters or digits (hyphens and apostrophes split words). */
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
const COMBINING_MARKS = /\p{M}+/gu;

/** Lower case without accents: "Café" and "cafe" are the same word. */
export function normalizeText(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

export function isCjk(word: string): boolean {
  return !BELOW_CJK.test(word) && CJK_RUN.test(word);
}

/** Splits a mixed run like "lo-fi雨夜" into its Latin and CJK parts, in order. */
function splitScripts(word: string): string[] {
  if (BELOW_CJK.test(word)) return [word];
  const parts: string[] = [];
  let last = 0;
  for (const match of word.matchAll(CJK_RUNS)) {
    if (match.index > last) parts.push(word.slice(last, match.index));
    parts.push(match[0]);
    last = match.index + match[0].length;
  }
  if (last < word.length) parts.push(word.slice(last));
  return parts;
}

function cjkPairs(run: string): string[] {
  const chars = [...run];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i += 1) pairs.push(chars[i]! + chars[i + 1]!);
  return pairs;
}

/**
 * The words a field is indexed under. Hyphenated words are indexed as their parts and joined
 * ("time-lapse" → time, lapse, timelapse), so either spelling finds them. One-letter Latin
 * words and stop words are dropped.
 */
export function indexTokens(text: string): string[] {
  const out: string[] = [];
  for (const match of normalizeText(text).matchAll(WORD)) {
    const compound = match[0];
    const pieces = compound.split(/[-'’]/);
    if (pieces.length > 1) {
      for (const part of splitScripts(pieces.join(''))) {
        if (!isCjk(part) && !pieces.includes(part)) out.push(part);
      }
    }
    for (const piece of pieces) {
      for (const part of splitScripts(piece)) {
        if (isCjk(part)) {
          out.push(...part, ...cjkPairs(part));
        } else if (part.length > 1 && !STOP_WORDS.has(part)) {
          out.push(part);
        }
      }
    }
  }
  return out;
}

/** One word of a query and how it may match. */
export interface QueryTerm {
  text: string;
  /** A CJK character or pair: matched exactly (typos and prefixes mean nothing there). */
  cjk: boolean;
  /** The word the user is still typing: it also matches longer words that start with it. */
  prefix: boolean;
}

/**
 * The terms of a query. The last word is treated as unfinished (prefix match) unless the
 * query ends with a space. Stop words are dropped unless they are the word being typed ("th"
 * on its way to "theater"). A Latin word of one letter is dropped: it matches almost every
 * template, so it narrows nothing (an empty list of terms means "show everything").
 */
export function queryTerms(query: string): QueryTerm[] {
  const normalized = normalizeText(query);
  const finished = /\s$/.test(normalized);
  const words = [...normalized.matchAll(WORD)].flatMap((m) =>
    m[0]
      .split(/[-'’]/)
      .flatMap(splitScripts)
      .filter((w) => w.length > 0),
  );
  const terms: QueryTerm[] = [];
  words.forEach((word, index) => {
    const last = index === words.length - 1 && !finished;
    if (isCjk(word)) {
      const chars = [...word];
      const keys = chars.length === 1 ? chars : cjkPairs(word);
      for (const key of keys) terms.push({ text: key, cjk: true, prefix: false });
      return;
    }
    if (word.length < 2) return;
    if (STOP_WORDS.has(word) && !last) return;
    terms.push({ text: word, cjk: false, prefix: last });
  });
  return terms;
}

/** True when a query narrows the list at all (see {@link queryTerms}). */
export function isActiveQuery(query: string): boolean {
  return queryTerms(query).length > 0;
}
