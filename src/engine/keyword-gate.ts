/**
 * A cheap, exact pre-check for the engine's keyword regexes.
 *
 * Every keyword list (scene types, times of day, places) is one whole-word regex, and running
 * ~50 of them over each input was most of `expand`'s time. A keyword can only match where a
 * run of ASCII letters and digits starts (the regexes' boundaries exclude at least those), and
 * that run is then the keyword's first word, or, for a one-word keyword, the keyword plus one
 * of the allowed endings. So a set lookup per word of the input tells which regexes could
 * match at all; only those run. The regex stays the judge, so results are unchanged.
 *
 * Every gate enters its accepted words in one shared index, so reading a text costs one lookup
 * per word of it, however many gates there are.
 */

/** What the gates need of a text: its lower-cased runs of ASCII letters and digits, read once. */
export interface AsciiWords {
  /** The text has characters outside ASCII (Chinese keywords need a look only then). */
  nonAscii: boolean;
  /**
   * The text has a character that case-folds to an ASCII letter (ſ → s, K → k) and so could
   * match a keyword under the `u` flag without starting an ASCII word: gates then let through.
   */
  foldsToAscii: boolean;
  /** The gates one of whose words the text has. */
  open: ReadonlySet<KeywordGate>;
}

/** Accepted word → the gates that accept it. */
const INDEX = new Map<string, KeywordGate[]>();

const WORD_RE = /[A-Za-z0-9]+/g;
const NON_ASCII_RE = /[\u0080-\uFFFF]/;
const FOLDS_TO_ASCII_RE = /[\u017F\u212A]/;

let lastText: string | undefined;
let lastWords: AsciiWords | undefined;

/**
 * The words of a text. The detectors of one `analyse` call all read the same text one after
 * another, so the last answer is kept and reused for an identical text.
 */
export function asciiWords(text: string): AsciiWords {
  if (text === lastText && lastWords) return lastWords;
  const words = new Set<string>();
  const open = new Set<KeywordGate>();
  for (const match of text.matchAll(WORD_RE)) {
    const word = match[0].toLowerCase();
    if (words.has(word)) continue;
    words.add(word);
    for (const gate of INDEX.get(word) ?? []) open.add(gate);
  }
  const nonAscii = NON_ASCII_RE.test(text);
  lastWords = { nonAscii, foldsToAscii: nonAscii && FOLDS_TO_ASCII_RE.test(text), open };
  lastText = text;
  return lastWords;
}

// Keywords are literal words, spaces, hyphens, apostrophes and accented letters; anything
// else (regex syntax) would make the first-word reasoning above wrong, so it is refused.
const LITERAL_RE = /^[a-z0-9][a-z0-9 '’\-\u00C0-\u024F]*$/i;
const FIRST_WORD_RE = /^[a-z0-9]+/i;

/** Whether a keyword regex built from `alternation` (+ optional endings) can match a text. */
export class KeywordGate {
  /**
   * @param alternation keywords as the regex has them, "fox|deer|first light"
   * @param endings the endings the regex allows after a keyword ('' included or not)
   */
  constructor(alternation: string, endings: readonly string[] = []) {
    for (const keyword of alternation.split('|')) {
      if (!LITERAL_RE.test(keyword)) throw new Error(`Keyword is not a literal: ${keyword}`);
      const lower = keyword.toLowerCase();
      const first = FIRST_WORD_RE.exec(lower)?.[0] ?? lower;
      const accepted = first === lower ? ['', ...endings].map((ending) => lower + ending) : [first];
      for (const word of accepted) {
        const gates = INDEX.get(word) ?? [];
        if (!gates.includes(this)) gates.push(this);
        INDEX.set(word, gates);
      }
    }
    // A reading taken before this gate existed does not know it.
    lastText = undefined;
  }

  mayMatch(text: AsciiWords): boolean {
    return text.foldsToAscii || text.open.has(this);
  }
}

/** The endings an English stem may take ("snow" → "snowy", "fox" → "foxes"), as listed. */
export const STEM_ENDING_LIST = ['s', 'es', 'y', 'ies', 'ing', 'ed', 'er', 'ers'] as const;
