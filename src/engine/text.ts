import type { Language } from '../domain/schemas/template.ts';
import { LABEL_ALIASES, LABELS, LINE_ORDER, type LineKind } from './vocabulary/labels.ts';

/** A literal string as regex source. */
export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern per kind: the line's whole text before its first colon is the label or an
 * alias, in any case, give or take spaces and tabs ("Lighting & palette:" names two kinds).
 */
const LABEL_PATTERNS: readonly { kind: LineKind; re: RegExp }[] = LINE_ORDER.map((kind) => {
  const names = [...LABELS[kind].map(escapeRe), ...(LABEL_ALIASES[kind]?.split('|') ?? [])];
  return { kind, re: new RegExp(`^[ \\t]*(?:${names.join('|')})[ \\t]*[:：]`, 'i') };
});
const NO_KINDS: readonly LineKind[] = Object.freeze([]);

/** The kinds a line's label names, in LINE_ORDER, or none. */
function labelledKinds(line: string): readonly LineKind[] {
  if (!line.includes(':') && !line.includes('：')) return NO_KINDS;
  const kinds = LABEL_PATTERNS.filter(({ re }) => re.test(line)).map(({ kind }) => kind);
  return kinds.length > 0 ? kinds : NO_KINDS;
}

/** The kind of a labelled line, or undefined for any other line. */
export function lineKind(line: string): LineKind | undefined {
  return labelledKinds(line)[0];
}

/** The kinds of label the text's lines carry, in one pass. */
export function labelKinds(text: string): Set<LineKind> {
  const kinds = new Set<LineKind>();
  const lines = text.includes('\n') ? text.split('\n') : [text];
  for (const line of lines) for (const kind of labelledKinds(line)) kinds.add(kind);
  return kinds;
}

/** Lines that are scaffolding rather than the person's description. */
const NUMBERED_RE = /^\s*\d{1,2}[.)、]\s*/;
const BULLET_RE = /^\s*[-•*]\s+/;

/** Whether the text has two or more numbered lines (a beat list the person wrote). */
export function hasNumberedLines(text: string): boolean {
  if (!text.includes('\n')) return false;
  return text.split('\n').filter((line) => NUMBERED_RE.test(line)).length >= 2;
}

// Module level on purpose: the server runs through tsx, whose keep-names transform makes every
// closure created inside a function cost an Object.defineProperty call on each run.
function isCore(line: string): boolean {
  return !lineKind(line) && !NUMBERED_RE.test(line) && !BULLET_RE.test(line);
}

/**
 * The person's own description: the text without labelled lines, numbered beats and dialogue
 * bullets. Scene type, time of day, subject and duration are read from this, never from lines
 * the engine wrote, so that re-expanding its own output sees the same context.
 */
export function coreText(text: string): string {
  // A one-line idea, the usual input, needs no splitting.
  if (!text.includes('\n')) return isCore(text) ? text : '';
  return text.split('\n').filter(isCore).join('\n');
}

/** "Style: " and "风格：" per kind, made once (every line the engine adds starts with one). */
const LABEL_PREFIXES = new Map(
  (Object.keys(LABELS) as LineKind[]).map((kind) => {
    const [en, zh] = LABELS[kind];
    return [kind, { en: `${en}: `, zh: `${zh}：` }];
  }),
);

/** A labelled line: "Camera: …" in English, "镜头：…" in Chinese. */
export function labelled(kind: LineKind, lang: Language, content: string): string {
  const prefix = LABEL_PREFIXES.get(kind);
  if (prefix === undefined) throw new Error(`No label for ${kind}`);
  return (lang === 'zh' ? prefix.zh : prefix.en) + content;
}

/** End a phrase as a sentence in the language's punctuation unless it already ends so. */
export function sentence(lang: Language, phrase: string): string {
  const ends = (char: string) => '.!?。！？…'.includes(char) && char !== '';
  const last = phrase.slice(-1);
  // 'Then she answers, "never apologize"': a quote that does not end its own sentence is
  // closed after the quote, so the person's words stay as they were typed.
  const quoted = last === '"' || last === '”';
  if (ends(last) || (quoted && ends(phrase.slice(-2, -1)))) return phrase;
  return phrase + (lang === 'zh' ? '。' : '.');
}

/** Upper-case the first letter (English beats start with the subject). */
export function capitalize(text: string): string {
  const first = text.charCodeAt(0);
  // ASCII a–z by arithmetic (the common case); anything else as toUpperCase has it ("ß" → "SS").
  if (first >= 97 && first <= 122) return String.fromCharCode(first - 32) + text.slice(1);
  if (first < 128 || Number.isNaN(first)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const CLAUSE_BREAK_RE = /[,，;；]/;
/** The first clause of a phrase, for short notes ("Natural-history documentary"). */
export function firstClause(phrase: string): string {
  const end = phrase.search(CLAUSE_BREAK_RE);
  return (end === -1 ? phrase : phrase.slice(0, end)).trim();
}

/** Join a list the way the language does: "a, b and c" or "a、b和c" (used in notes). */
export function listJoin(lang: Language, items: readonly string[]): string {
  return lang === 'zh' ? items.join('，') : items.join(', ');
}

/**
 * Compile English keywords into one whole-word, case-insensitive regex. Boundaries are ASCII
 * letters and digits on purpose: Unicode property classes made each of the engine's ~200
 * keyword regexes slow to compile (half a second on first use), and a Chinese character
 * next to an English word is a boundary anyway.
 */
export function wordRegex(alternation: string, endings = ''): RegExp {
  return new RegExp(`(?<![A-Za-z0-9])(?:${alternation})${endings}(?![A-Za-z0-9])`, 'i');
}

/**
 * Insert a labelled line where it belongs: a style line goes first; any other line goes
 * before the first labelled line that comes later in LINE_ORDER (never above the person's
 * first line), else at the end.
 */
export function insertLine(text: string, kind: LineKind, line: string): string {
  const lines = text.split('\n');
  if (kind === 'style') return [line, ...lines].join('\n');
  const rank = LINE_ORDER.indexOf(kind);
  const at = lines.findIndex((existing, index) => {
    const other = lineKind(existing);
    return index > 0 && other !== undefined && LINE_ORDER.indexOf(other) > rank;
  });
  if (at === -1) return [...lines, line].join('\n');
  return [...lines.slice(0, at), line, ...lines.slice(at)].join('\n');
}

/** How long a line of speech is: its Han characters in Chinese, else its words. */
export function speechLength(line: string): number {
  const han = line.match(/\p{Script=Han}/gu)?.length ?? 0;
  return han > 0 ? han : line.split(/\s+/).filter(Boolean).length;
}

/** Several actions in `count` beats: a beat each, neighbours joined when there are too many. */
export function groupActions<T>(actions: readonly T[], count: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < count; i += 1) {
    const from = Math.floor((i * actions.length) / count);
    const to = Math.floor(((i + 1) * actions.length) / count);
    groups.push(actions.slice(from, to));
  }
  return groups.filter((group) => group.length > 0);
}
