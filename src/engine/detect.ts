/**
 * What a prompt already has: labelled lines anywhere, keywords in the person's own words. Plain
 * regexes built once from the presence vocabulary (vocabulary/presence.ts).
 */
import type { Presence } from '../domain/prompt/plan.ts';
import { DURATION_RE, PRESENCE, RATIO_RE, type PresenceKey } from './vocabulary/presence.ts';
import { coreText, hasNumberedLines, labelKinds, wordRegex } from './text.ts';

export type { Presence };

const PATTERNS = new Map(
  (Object.keys(PRESENCE) as PresenceKey[]).map((key) => {
    const { en, zh } = PRESENCE[key];
    return [key, { en: wordRegex(en), zh: zh.split('|').filter(Boolean) }] as const;
  }),
);

/** Whether the person's own words mention this element (keywords, either language). */
export function mentions(core: string, key: PresenceKey): boolean {
  const pattern = PATTERNS.get(key);
  if (pattern === undefined) throw new Error(`No presence list: ${key}`);
  return pattern.en.test(core) || pattern.zh.some((word) => core.includes(word));
}

/**
 * Detect what a prompt already has. Keywords are looked for only in the person's own words
 * (coreText), and engine-written lines count by their label: that way a word inside one added
 * line (say "35mm" in a style line) never hides a different missing element on a later run.
 * `topic` is the subject phrase: "sunlight moving across a floor" is about light, and still
 * gets a lighting line.
 */
export function detectPresence(text: string, core = coreText(text), topic = ''): Presence {
  const label = labelKinds(text);
  const camera = label.has('camera');
  const technical = label.has('technical');
  // (A light someone only talks about — "I'll bring the flashlight" — lights nothing yet.)
  const words = (topic === '' ? core : core.split(topic).join(' ')).replace(
    /"[^"]*"|“[^”]*”|「[^」]*」/g,
    ' ',
  );
  return {
    style: label.has('style') || mentions(core, 'style'),
    scene: label.has('scene'),
    move: camera || mentions(core, 'move'),
    shot: camera || mentions(core, 'shot'),
    lens: camera || label.has('lens') || mentions(core, 'lens'),
    lighting: label.has('lighting') || mentions(words, 'lighting'),
    palette: label.has('palette') || mentions(core.replace(NAMED_TONES, ' '), 'palette'),
    beats: label.has('beats') || hasNumberedLines(text) || mentions(core, 'beats'),
    audio: label.has('audio') || mentions(core, 'audio'),
    dialogue: label.has('dialogue'),
    duration: technical || findDuration(core) !== undefined,
    ratio: technical || hasRatio(core),
    safety: label.has('safety') || mentions(core, 'safety'),
    physics: label.has('physics') || mentions(core, 'physics'),
  };
}

/**
 * "gold and amber tones" names two colours, not a palette: the Palette line starts with them and
 * fills in the rest. ("teal and orange", "pastels", "warm tones" still say the palette whole.)
 */
const HUE =
  '(?:gold|golden|amber|red|crimson|orange|yellow|green|emerald|blue|navy|purple|violet|pink|white|black|silver|teal|cream|copper|bronze|brown|grey|gray|ivory|burgundy)';
const NAMED_TONES = new RegExp(
  `(?<!\\bteal and )\\b(?!teal and orange\\b)${HUE}(?:(?:,\\s*|\\s+and\\s+|\\s+)${HUE})* (?:tones|hues)\\b`,
  'gi',
);

const CLIP_AFTER =
  /^\s*(?:(?:vertical|cinematic|product|promo|social|short|looping|seamless|slow[- ]motion) )?(?:clip|video|shot|ad|spot|reel|film|loop|teaser|trailer|sequence|long|commercial|cut|version|edit|time-?lapse|hyperlapse|intro|short|story|tiktok|montage|animation|explainer|vlog|b-roll)\b/i;

/** Seconds of a duration written in the text (1 to 120), if any. */
/** "a one-minute explainer", "一分钟的科普短片": a clip of a minute or two. */
const MINUTES_RE =
  /\b(?:(one|a|1)|(two|2))[ -]minutes?\b(?! (?:later|after|before|ago|of|to|until|till|left|remaining))|(?<!最后|还剩|剩下|倒数|第|前)(?:(一|1)|(两|二|2))分钟(?!后|之后|以后|前|之前)/i;

export function findDuration(text: string): number | undefined {
  const minutes = MINUTES_RE.exec(text);
  const match = DURATION_RE.exec(text);
  if (minutes && (!match || minutes.index < match.index))
    return minutes[1] !== undefined || minutes[3] !== undefined ? 60 : 120;
  if (!match) return undefined;
  const seconds = Number(match[1] ?? match[2]);
  // "80s synthwave", "70s film look": a bare decade is a style unless a clip word follows.
  const decade = /^\d0s$/.test(match[0]) && seconds >= 20 && seconds <= 90;
  if (decade && !CLIP_AFTER.test(text.slice(match.index + match[0].length))) return undefined;
  // "a 5-second outfit transition": the length of a moment in the clip, not of the clip.
  const moment = /\d-\s?(?:secs?|seconds?)\b/i.test(match[0]);
  if (moment && !CLIP_AFTER.test(text.slice(match.index + match[0].length))) return undefined;
  return seconds >= 1 && seconds <= 120 ? seconds : undefined;
}

/** Whether the text writes an aspect ratio ("16:9", "2.39:1"). */
export function hasRatio(text: string): boolean {
  return RATIO_RE.test(text);
}

/** The aspect ratio the text writes ("9:16"), if any. */
export function statedRatio(text: string): string | undefined {
  return RATIO_RE.exec(text)?.[0]?.replace(/\s+/g, '');
}

/** Whether a text is mainly Chinese (more Han characters than Latin letters). */
export function isMainlyChinese(text: string): boolean {
  const han = text.length - text.replace(/\p{Script=Han}/gu, '').length;
  const latin = text.length - text.replace(/[A-Za-z]/g, '').length;
  return han > latin;
}
