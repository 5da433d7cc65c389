/**
 * Shots and lengths: where one shot ends and the next begins ("Shot 2:", "镜头2：", "cut to",
 * "切到"), and the clip lengths, aspect ratios and resolutions a prompt writes.
 */
import type { PromptText } from './prompt-text.ts';
import { type Span, type TermMatch } from './prompt-text.ts';
import {
  CLIP_AFTER,
  CUT_TERMS,
  DURATION_RE,
  OWNER_BEFORE,
  RATIO_RE,
  RATIO_WORDS,
  RESOLUTION_RE,
  SUB_DURATION_AFTER,
  SUB_DURATION_BEFORE,
  chineseNumber,
} from './vocabulary.ts';

export interface Shot extends Span {
  /** Its own length when its heading gives one ("Shot 1 (0–3s):"). */
  seconds?: number;
}

export interface ShotReading {
  /** The shots; text before the first numbered heading is left out (it describes them all). */
  shots: Shot[];
  /** Whether the shots are numbered ("Shot 1", "镜头1"). */
  numbered: boolean;
  /** Where a new shot starts inside the text ("cut to", "切到"): cut markers only. */
  cuts: TermMatch[];
}

/** "Shot 1:", "Scene 2 -", "镜头1：", "镜头一：", "分镜 3" — at a line or sentence start. */
const HEADING_RE =
  /(?:^|(?<=[\n.。!！?？;；]\s*))[ \t]*(?:[-*•#][ \t]*)*(?:shot|scene|镜头|分镜)[ \t]*(?:(\d{1,2})(?=[ \t]*[:：.、)\]（(—–-]|[ \t]|$)|([一二三四五六七八九十]{1,3})(?=[ \t]*[:：、]))/gim;
/** A time range on a heading line: "(0–3s)", "[3-6 秒]". */
const RANGE_RE = /(\d{1,3}(?:\.\d)?)\s*[-–~至到]\s*(\d{1,3}(?:\.\d)?)\s*(?:s|秒|sec)/i;

export function readShots(pt: PromptText): ShotReading {
  const text = pt.text;
  const headings = [...text.matchAll(HEADING_RE)];
  const cuts = pt.find(CUT_TERMS);
  if (headings.length > 0) {
    const shots: Shot[] = headings.map((heading, i) => {
      const start = heading.index;
      const end = headings[i + 1]?.index ?? text.length;
      const newline = text.indexOf('\n', start + 1);
      const headLine = text.slice(start, newline === -1 ? end : Math.min(end, newline));
      const range = RANGE_RE.exec(headLine);
      const seconds = range ? Number(range[2]) - Number(range[1]) : undefined;
      return seconds !== undefined && seconds > 0 ? { start, end, seconds } : { start, end };
    });
    return { shots, numbered: true, cuts };
  }
  if (cuts.length > 0) {
    const edges = [0, ...cuts.map((cut) => cut.start), text.length];
    const shots = edges
      .slice(0, -1)
      .map((start, i) => ({ start, end: edges[i + 1] as number }))
      .filter((shot) => /[\p{L}\p{N}]/u.test(text.slice(shot.start, shot.end)));
    return { shots, numbered: false, cuts };
  }
  return { shots: [{ start: 0, end: text.length }], numbered: false, cuts };
}

export interface DurationMention extends Span {
  seconds: number;
  /** The number's own span, for a fix that changes only the number. */
  number: Span;
}

/**
 * Clip lengths the prompt writes. A time range ("[0–4s]") is a beat, "over 3 seconds" a part
 * of the clip, "her 40s" an age and "80s synthwave" a decade: none of them is the clip's length.
 */
export function readDurations(text: string): DurationMention[] {
  const found: DurationMention[] = [];
  for (const match of text.matchAll(DURATION_RE)) {
    const start = match.index;
    const end = start + match[0].length;
    const digits = match[1] ?? match[2];
    const value = digits !== undefined ? Number(digits) : chineseNumber(match[3] ?? '');
    if (value === undefined || value < 1 || value > 120) continue;
    const before = text.slice(Math.max(0, start - 24), start);
    const after = text.slice(end, end + 16);
    if (SUB_DURATION_BEFORE.test(before) || SUB_DURATION_AFTER.test(after)) continue;
    if (OWNER_BEFORE.test(before)) continue;
    const decade = /^\d0s$/i.test(match[0]) && value >= 20 && value <= 90;
    if (decade && !CLIP_AFTER.test(after)) continue;
    const numberText = digits ?? match[3] ?? '';
    const numberStart = start + match[0].indexOf(numberText);
    found.push({
      start,
      end,
      seconds: value,
      number: { start: numberStart, end: numberStart + numberText.length },
    });
  }
  return found;
}

export interface RatioMention extends Span {
  ratio: string;
  /** Written as numbers ("16:9") rather than words ("vertical video"). */
  numeric: boolean;
}

/** Aspect ratios, as numbers and as words, in text order, with a canonical form ("16:9"). */
export function readRatios(text: string): RatioMention[] {
  const found: RatioMention[] = [];
  for (const match of text.matchAll(RATIO_RE)) {
    const ratio = (match[1] ?? '').replace(/\s/g, '');
    found.push({ start: match.index, end: match.index + match[0].length, ratio, numeric: true });
  }
  for (const { re, ratio } of RATIO_WORDS) {
    for (const match of text.matchAll(re)) {
      found.push({ start: match.index, end: match.index + match[0].length, ratio, numeric: false });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Resolutions written in the text ("1080p", "4K"). */
export function readResolutions(text: string): Span[] {
  return [...text.matchAll(RESOLUTION_RE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Quoted speech, each distinct line once (the engine repeats a line in its dialogue block). */
const QUOTE_RE = /["“「『]([^"”」』\n]{1,400})["”」』]/g;

export interface SpokenLine extends Span {
  /** English words plus Chinese characters. */
  words: number;
  /** How long it takes to say. */
  seconds: number;
}

/** Spoken lines with their word counts (English words; a Chinese character counts as one). */
export function readDialogue(text: string): SpokenLine[] {
  const seen = new Set<string>();
  const lines: SpokenLine[] = [];
  for (const match of text.matchAll(QUOTE_RE)) {
    const line = (match[1] ?? '').trim();
    if (line === '' || seen.has(line)) continue;
    seen.add(line);
    const han = line.match(/\p{Script=Han}/gu)?.length ?? 0;
    const latin = line.match(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g)?.length ?? 0;
    lines.push({
      start: match.index,
      end: match.index + match[0].length,
      words: han + latin,
      // 2.5 English words a second, 4 Chinese characters a second (issue 17).
      seconds: han / 4 + latin / 2.5,
    });
  }
  return lines;
}
