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
  return pattern.ignoreCase ? starts.map((start) => start.toLowerCase()) : starts;
}

/** The top-level alternatives of a source, split on `|` outside groups and classes. */
function splitAlternatives(source: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') {
      at += 1;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' && depth === 0) {
      parts.push(source.slice(from, at));
      from = at + 1;
    }
  }
  if (depth !== 0 || inClass) return undefined;
  parts.push(source.slice(from));
  return parts;
}

/** Where the group that opens at `open` closes, or -1. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let at = open; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') {
      at += 1;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) return at;
    }
  }
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
  while (rest.startsWith('\\b')) rest = rest.slice(2);
  if (rest.startsWith('(?:')) {
    const end = groupEnd(rest, 0);
    // (An optional group may be skipped: the text need not start with any of it.)
    if (end === -1 || QUANTIFIER.test(rest.slice(end + 1))) return undefined;
    return alternativesStarts(rest.slice(3, end));
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
  return enough ? [literal] : undefined;
}
