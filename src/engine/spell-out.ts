/**
 * Spells out a keyword alternation written with a little regex syntax (vocabulary/presence.ts:
 * "watercolou?r|stop[- ]motion|sound\w*|\d{2,3} ?mm") as the literal keywords it stands for, so
 * that the keyword matcher can find them without running the regex.
 *
 * Understood: literal characters, `x?` and `(?:…)?`, groups `(?:a|b)`, character classes of
 * single characters (`[- ]`), escaped punctuation, and `\w*` at the very end of a keyword
 * (spelled as a trailing `*`: the keyword and any word ending). Alternatives with `\d` are
 * returned as they are, for a regex that only runs on texts with a digit. Anything else throws,
 * so a new vocabulary entry cannot be misread silently.
 */

export interface SpelledOut {
  /** Literal keywords; a trailing `*` stands for `\w*`. */
  literals: string[];
  /** Alternatives that need a digit, as regex source. */
  digits: string[];
}

/** Splits on `|` outside groups and classes. */
function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (c === '\\') i += 1;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === '|' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/** The index of the `)` closing the group that opens at `open`. */
function closingParen(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    const c = source[i];
    if (c === '\\') i += 1;
    else if (c === '(') depth += 1;
    else if (c === ')' && (depth -= 1) === 0) return i;
  }
  throw new Error(`Unclosed group in: ${source}`);
}

const PUNCTUATION_ESCAPES = new Set([...'.*+?()[]{}|\\/-']);

/** Every string one alternative (without `\d`) matches. */
function spell(source: string): string[] {
  let spelled = [''];
  let i = 0;
  while (i < source.length) {
    const c = source.charAt(i);
    let options: string[];
    let next: number;
    if (c === '(') {
      if (!source.startsWith('(?:', i)) throw new Error(`Only (?:…) groups: ${source}`);
      const close = closingParen(source, i);
      options = alternatives(source.slice(i + 3, close)).flatMap(spell);
      next = close + 1;
    } else if (c === '[') {
      const close = source.indexOf(']', i);
      const members = [...source.slice(i + 1, close)];
      if (close === -1 || members.some((m, k) => m === '-' && k > 0 && k < members.length - 1))
        throw new Error(`Only classes of single characters: ${source}`);
      options = members;
      next = close + 1;
    } else if (c === '\\') {
      const escaped = source.charAt(i + 1);
      if (escaped === 'w' && source.slice(i + 2) === '*') {
        options = ['*'];
        next = source.length;
      } else if (PUNCTUATION_ESCAPES.has(escaped)) {
        options = [escaped];
        next = i + 2;
      } else throw new Error(`Unsupported escape \\${escaped} in: ${source}`);
    } else if ('.*+{}^$)]'.includes(c)) {
      throw new Error(`Unsupported syntax "${c}" in: ${source}`);
    } else {
      options = [c];
      next = i + 1;
    }
    if (source.charAt(next) === '?') {
      options = ['', ...options];
      next += 1;
    }
    spelled = spelled.flatMap((head) => options.map((option) => head + option));
    i = next;
  }
  return spelled;
}

export function spellOut(alternation: string): SpelledOut {
  const literals = new Set<string>();
  const digits: string[] = [];
  for (const alternative of alternatives(alternation)) {
    if (alternative.includes('\\d')) digits.push(alternative);
    else for (const literal of spell(alternative)) literals.add(literal);
  }
  return { literals: [...literals], digits };
}
