/**
 * The words a pattern cannot match without: `\b(?:boats?|ships?)\b|船` needs "boat", "ship" or
 * "船" somewhere in the text. The vocabulary asks several hundred patterns of each new idea, and
 * most match nothing; looking for a few words with `includes` is cheaper than running the
 * pattern, which then runs only where one of them is there (the engine's 1 ms budget).
 *
 * The reading is conservative: a pattern whose every alternative does not begin with plain
 * letters (a class, a lookaround, an anchor, an optional group) has no gate, and is always run.
 */

/** The literal starts of a pattern's alternatives, or undefined when it has none for certain. */
export function literalGate(pattern: RegExp): readonly string[] | undefined {
  const starts = alternativesStarts(pattern.source);
  if (!starts || starts.length === 0) return undefined;
  return starts.map((start) => {
    const word = start.startsWith(WORD_START) ? start.slice(WORD_START.length) : start;
    return pattern.ignoreCase ? word.toLowerCase() : word;
  });
}

/**
 * The starts that must begin a word ("\bboat": "boat" begins a word of the text), marked so a
 * text's word beginnings can be asked instead of searching the whole text.
 */
export function wordStarts(pattern: RegExp): readonly boolean[] | undefined {
  const starts = alternativesStarts(pattern.source);
  return starts?.map((start) => start.startsWith(WORD_START));
}

/** Marks a start that follows `\b` (never a character of a pattern's text). */
const WORD_START = '\u0000';

/**
 * The beginnings of every word of a lower-case text, two letters or more ("boats": "bo",
 * "boa", "boat", "boats"), to ask whether a word begins with one of a gate's starts.
 */
export function wordBeginnings(lower: string): Set<string> {
  const beginnings = new Set<string>();
  // (Words as a pattern's \b sees them: letters, digits and _, nothing else.)
  for (const word of lower.match(/[a-z0-9_]+/g) ?? []) {
    for (let end = 2; end <= word.length; end += 1) beginnings.add(word.slice(0, end));
  }
  return beginnings;
}

/**
 * The characters of a source that shape it (`(`, `)`, `|`), each with how deep in groups it
 * stands: escapes and classes (`\\|`, `[()]`) are passed over.
 */
function* structure(
  source: string,
  from = 0,
): Generator<{ char: string; at: number; depth: number }> {
  let depth = 0;
  let inClass = false;
  for (let at = from; at < source.length; at += 1) {
    const char = source[at] as string;
    if (char === '\\') at += 1;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(' || char === ')' || char === '|') {
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      yield { char, at, depth };
    }
  }
}

/** The top-level alternatives of a source, split on `|` outside groups and classes. */
function splitAlternatives(source: string): string[] | undefined {
  const parts: string[] = [];
  let from = 0;
  let last = 0;
  for (const { char, at, depth } of structure(source)) {
    last = depth;
    if (char === '|' && depth === 0) {
      parts.push(source.slice(from, at));
      from = at + 1;
    }
  }
  if (last !== 0) return undefined;
  parts.push(source.slice(from));
  return parts;
}

/** Where the group that opens at `open` closes, or -1. */
function groupEnd(source: string, open: number): number {
  for (const { char, at, depth } of structure(source, open))
    if (char === ')' && depth === 0) return at;
  return -1;
}

function alternativesStarts(source: string): string[] | undefined {
  const alternatives = splitAlternatives(source);
  if (!alternatives) return undefined;
  const starts: string[] = [];
  for (const alternative of alternatives) {
    const found = startsOf(alternative);
    if (!found) return undefined;
    starts.push(...found);
  }
  return starts;
}

const QUANTIFIER = /^[?*{]/;
const LITERAL = /^[\p{L}\p{N} '’-]$/u;

/** The literal starts of one alternative: its leading letters, or its leading group's starts. */
function startsOf(alternative: string): string[] | undefined {
  let rest = alternative;
  let bounded = false;
  while (rest.startsWith('\\b')) [rest, bounded] = [rest.slice(2), true];
  if (rest.startsWith('(?:')) {
    const end = groupEnd(rest, 0);
    // (An optional group may be skipped: the text need not start with any of it.)
    if (end === -1 || QUANTIFIER.test(rest.slice(end + 1))) return undefined;
    const inner = alternativesStarts(rest.slice(3, end));
    return bounded ? inner?.map((start) => (oneWord(start) ? WORD_START + start : start)) : inner;
  }
  let literal = '';
  for (let at = 0; at < rest.length; at += 1) {
    const char = rest[at] as string;
    if (!LITERAL.test(char)) break;
    // ("colou?r": an optional letter ends the start before it.)
    if (QUANTIFIER.test(rest.slice(at + 1))) break;
    literal += char;
  }
  const enough = /\p{Script=Han}/u.test(literal) ? literal.length >= 1 : literal.length >= 2;
  // (A start that begins a word, and is one word of letters, can be asked of the beginnings.)
  return enough ? [bounded && oneWord(literal) ? WORD_START + literal : literal] : undefined;
}

/** One word as a pattern's \b sees it: letters, digits and _ (no space, no Chinese, no -). */
const oneWord = (start: string) => /^[a-z0-9_]+$/i.test(start);
