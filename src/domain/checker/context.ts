/**
 * What every rule reads: the prompt once parsed, the profile, the clip's length, the shots,
 * the camera moves. Built once per check; rules are plain functions of it.
 */
import type { Language } from '../site/languages.ts';
import type { CheckOptions, RuleId } from './check-types.ts';
import type { CheckerProfile } from './checker-profile.ts';
import type { FixLabelKey, Params } from './messages.ts';
import { PromptText, terms, type Span, type TermMatch } from './prompt-text.ts';
import { readDurations, readShots, type DurationMention, type ShotReading } from './shots.ts';
import { MOVE_TERMS } from './vocabulary.ts';

/** A finding before it is worded: the checker turns it into an issue in the asked language. */
export interface Draft {
  rule: RuleId;
  /** Which message of the rule, when it has several ("picked", "field"…). */
  variant?: string;
  params?: Params;
  span?: Span;
  fix?: { label: FixLabelKey; params?: Params; prompt: string };
}

export interface Context {
  pt: PromptText;
  profile: CheckerProfile;
  /** Language of the messages (fix text follows the prompt's own language, pt.lang). */
  language: Language;
  /** The length the person picked, if any. */
  requestSeconds?: number;
  /** The length the rules budget for: picked, else written, else the longest the model offers. */
  clipSeconds: number;
  shots: ShotReading;
  /** Camera moves that are meant (not negated, not in a safety or negative-prompt line). */
  moves: TermMatch[];
  /** Clip lengths written in lines that describe the clip. */
  durations: DurationMention[];
  /** Whether a position is in a line that describes the clip (not safety, not negative prompt). */
  active: (position: number) => boolean;
  /** Whether a position is inside quoted speech. */
  quoted: (position: number) => boolean;
  /** Whether a "no", "without", 不要… comes before a position in its clause. */
  negated: (position: number) => boolean;
}

export type Rule = (context: Context) => Draft[];

/** Negations, for "is this word meant or refused?" (the negation rule has its own list). */
const NEGATORS = terms(
  ['no', 'not', 'without', "don'?t", 'do not', 'never', 'avoid(?:s|ing)?', 'free of'],
  // Multi-character only: 不 and 无 start too many ordinary words to be read alone.
  [
    '不要',
    '不出现',
    '不含',
    '不带',
    '不是',
    '没有',
    '无需',
    '避免',
    '禁止',
    '切勿',
    '别让',
    '拒绝',
  ],
);

const CLAUSE_START = /[,，、;；.。!！?？:：\n]/;

/**
 * How a safety note opens when it has no label: the engine's "Original, fictional content; …"
 * and the builder's "Follows all safety guidelines; …" (and their Chinese). The note runs from
 * the sentence it opens in to the end of its line, and is no more the scene than a "Safety:"
 * line is ("no logos" is not a logo, "follows" is not an action).
 */
const SAFETY_NOTE_RE =
  /\boriginal, fictional\b|\bfollows all safety guidelines\b|原创、?虚构|安全规范/gi;
const QUOTE_RE = /["“「『][^"”」』\n]{0,400}["”」』]/g;

/** Keep the first of overlapping matches (longest first where two start together). */
export function withoutOverlaps<T extends Span>(matches: readonly T[]): T[] {
  const sorted = [...matches].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: T[] = [];
  for (const match of sorted) {
    const last = kept.at(-1);
    if (last === undefined || match.start >= last.end) kept.push(match);
  }
  return kept;
}

/** The longest duration a profile offers, or a common default when it lists none. */
function longest(profile: CheckerProfile): number {
  return profile.durations.at(-1) ?? 10;
}

export function buildContext(text: string, options: CheckOptions): Context {
  const pt = new PromptText(text);
  const inactive: Span[] = pt.lines.filter(
    (line) => line.label === 'safety' || line.label === 'negative',
  );
  for (const match of text.matchAll(SAFETY_NOTE_RE)) {
    const { start } = pt.sentenceAt(match.index);
    inactive.push({ start, end: pt.lineAt(match.index).end });
  }
  const active = (position: number) =>
    !inactive.some((line) => position >= line.start && position <= line.end);
  const quotes = [...text.matchAll(QUOTE_RE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const quoted = (position: number) =>
    quotes.some((quote) => position > quote.start && position < quote.end);
  const negated = (position: number) => {
    let start = position;
    while (start > 0 && !CLAUSE_START.test(text.charAt(start - 1))) start--;
    return start < position && pt.has(NEGATORS, { start, end: position });
  };
  // A move named in a sound, dialogue or colour line ("strings swell", 缓缓推起) is no move.
  const notCamera = new Set(['audio', 'dialogue', 'palette']);
  const moves = withoutOverlaps(pt.find(MOVE_TERMS)).filter(
    (move) =>
      active(move.start) &&
      !negated(move.start) &&
      !notCamera.has(pt.lineAt(move.start).label ?? ''),
  );
  const durations = readDurations(text).filter((mention) => active(mention.start));
  const written = durations[0]?.seconds;
  return {
    pt,
    profile: options.profile,
    language: options.language,
    ...(options.seconds !== undefined ? { requestSeconds: options.seconds } : {}),
    clipSeconds: options.seconds ?? written ?? longest(options.profile),
    shots: readShots(pt),
    moves,
    durations,
    active,
    quoted,
    negated,
  };
}
