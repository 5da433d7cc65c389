/**
 * Text surgery for fixes: remove a phrase or a clause and leave the sentence readable (one
 * separator, one space, "a"/"an" agreeing with the next word, no empty labelled line). Only the
 * place of the edit is tidied: the rest of the prompt stays byte for byte as the person wrote it.
 */
import type { Span } from './prompt-text.ts';

const SEPARATOR = /[,，、;；]/;
const TERMINATOR = /[.。!！?？]/;
const CLAUSE_EDGE = /[,，、;；.。!！?？:：\n]/;
const OPENING_PUNCTUATION = /^[,.;:!?，。；：！？、)）\]】]/;

/** Replace a span with new text. */
export function replaceSpan(text: string, span: Span, insert: string): string {
  return text.slice(0, span.start) + insert + text.slice(span.end);
}

/** The clause a span sits in: between the separators around it (commas, full stops, lines). */
export function clauseAround(text: string, span: Span): Span {
  let start = span.start;
  while (start > 0 && !CLAUSE_EDGE.test(text.charAt(start - 1))) start--;
  // A decimal point or a ratio colon ("2.39:1", "16:9") does not end a clause.
  let end = span.end;
  while (end < text.length && !CLAUSE_EDGE.test(text.charAt(end))) end++;
  return { start, end };
}

function fixArticle(left: string, right: string): string {
  const article = /(^|[^A-Za-z])(a|an|A|An)\s$/.exec(left);
  const next = /^[A-Za-z]+/.exec(right)?.[0];
  if (!article || next === undefined) return left;
  const vowel = /^(?:[aeio]|u(?!ni|se|su|tu|ro)|hour|honest)/i.test(next);
  const word = article[2] as string;
  const upper = word.startsWith('A');
  const wanted = vowel ? (upper ? 'An' : 'an') : upper ? 'A' : 'a';
  return left.slice(0, left.length - word.length - 1) + wanted + ' ';
}

/** Drop a line that holds only a label or punctuation after an edit. */
function dropEmptyLine(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const newline = text.indexOf('\n', at);
  const end = newline === -1 ? text.length : newline;
  const line = text.slice(start, end);
  const empty = /^[\s,，、;；.。:：\-–—]*$/.test(line);
  const bareLabel = /^[^\n:：]{1,30}[:：][\s,，、;；.。]*$/.test(line) && !/[:：]\s*\S/.test(line);
  if (!empty && !bareLabel) return text;
  if (newline !== -1) return text.slice(0, start) + text.slice(newline + 1);
  return text.slice(0, Math.max(0, start - 1));
}

/** How much of the text before a seam the tidying reads: a few words are enough. */
const TAIL = 80;

/** Remove a span and tidy the seam (only the few characters around it are read). */
export function removeSpan(text: string, span: Span): string {
  const removed = text.slice(span.start, span.end);
  const cut = Math.max(0, span.start - TAIL);
  const head = text.slice(0, cut);
  let left = text.slice(cut, span.start);
  let right = text.slice(span.end);
  const leftTrimmed = left.replace(/[ \t]+$/, '');
  const rightTrimmed = right.replace(/^[ \t]+/, '');
  const hadSpace = leftTrimmed.length < left.length || rightTrimmed.length < right.length;
  left = leftTrimmed;
  right = rightTrimmed;
  const atStart = left === '' && head === '';
  const lastLeft = left.at(-1) ?? (head === '' ? '\n' : (head.at(-1) ?? '\n'));
  const firstRight = right.charAt(0) || '\n';
  const lineStart = lastLeft === '\n' || /[:：]$/.test(left);
  if (
    SEPARATOR.test(lastLeft) &&
    (SEPARATOR.test(firstRight) || TERMINATOR.test(firstRight) || firstRight === '\n')
  ) {
    // "a, , c" → "a, c"; "a, ." → "a."
    left = left.slice(0, -1).replace(/[ \t]+$/, '');
  } else if (lineStart && SEPARATOR.test(firstRight)) {
    // "Beautiful, a sunset" without its first word → "a sunset"
    right = right.slice(1).replace(/^[ \t]+/, '');
  } else if (
    TERMINATOR.test(lastLeft) &&
    (SEPARATOR.test(firstRight) || TERMINATOR.test(firstRight))
  ) {
    // "a pan left. . 10s" → "a pan left. 10s"
    right = right.slice(1).replace(/^[ \t]+/, '');
  }
  const first = right.charAt(0);
  const needsSpace =
    hadSpace &&
    !atStart &&
    lastLeft !== '\n' &&
    first !== '' &&
    first !== '\n' &&
    !OPENING_PUNCTUATION.test(right.slice(0, 1));
  // A removed word that opened a sentence leaves its capital to the next word.
  const opened = atStart || /[.!?\n:]\s*$/.test(left || head.slice(-2) || '\n');
  if (opened && /^[A-Z]/.test(removed) && /^[a-z]/.test(right)) {
    right = right.charAt(0).toUpperCase() + right.slice(1);
  }
  const joinedLeft = head + (needsSpace ? fixArticle(`${left} `, right) : left);
  return dropEmptyLine(joinedLeft + right, joinedLeft.length);
}

/** Remove the whole clause a span sits in. */
export function removeClause(text: string, span: Span): string {
  return removeSpan(text, clauseAround(text, span));
}

/** Remove whole lines (each span is a line without its newline), in one pass. */
export function removeLines(text: string, lines: readonly Span[]): string {
  const sorted = [...lines].sort((a, b) => a.start - b.start);
  let out = '';
  let from = 0;
  for (const line of sorted) {
    if (line.start < from) continue;
    out += text.slice(from, line.start);
    // The line goes with the newline after it, or, if it is the last line, the one before it.
    from = line.end < text.length ? line.end + 1 : line.end;
    if (line.end >= text.length && out.endsWith('\n')) out = out.slice(0, -1);
  }
  return out + text.slice(from);
}

/** Apply several independent replacements (non-overlapping spans) at once. */
export function replaceAll(text: string, edits: readonly { span: Span; insert: string }[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.span.start - a.span.start)) {
    out = replaceSpan(out, edit.span, edit.insert);
  }
  return out;
}
