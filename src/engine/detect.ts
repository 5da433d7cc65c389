import type { Language } from '../domain/schemas/template.ts';
import {
  DURATION_RE,
  PRESENCE,
  RATIO_RE,
  VERTICAL_RE,
  type PresenceKey,
} from './vocabulary/presence.ts';
import { SCENE_KEYWORDS, SCENE_TYPES, type SceneType } from './vocabulary/scenes.ts';
import { SETTINGS } from './vocabulary/settings.ts';
import { TIME_VOCAB, TIMES, type TimeKey } from './vocabulary/time-of-day.ts';
import { asciiWords, KeywordGate, STEM_ENDING_LIST } from './keyword-gate.ts';
import { coreText, hasNumberedLines, hasZh, labelKinds, wordRegex } from './text.ts';

// English keywords are stems: "snow" also finds "snowy", "fox" finds "foxes".
const STEM_ENDINGS = `(?:${STEM_ENDING_LIST.join('|')})?`;

const SCENE_RES = Object.fromEntries(
  SCENE_TYPES.map((type) => [
    type,
    new RegExp(
      `(?<![\\p{L}\\p{N}])(${SCENE_KEYWORDS[type].en})${STEM_ENDINGS}(?![\\p{L}\\p{N}])`,
      'giu',
    ),
  ]),
) as Record<SceneType, RegExp>;
const SCENE_GATES = Object.fromEntries(
  SCENE_TYPES.map((type) => [type, new KeywordGate(SCENE_KEYWORDS[type].en, STEM_ENDING_LIST)]),
) as Record<SceneType, KeywordGate>;
const SCENE_ZH = Object.fromEntries(
  SCENE_TYPES.map((t) => [t, SCENE_KEYWORDS[t].zh.split('|')]),
) as Record<SceneType, string[]>;

/**
 * The scene type of a description, from English and Chinese keywords: each distinct keyword
 * found scores its type's weight; the highest score wins, ties go to the earlier type in
 * SCENE_TYPES; no keyword at all gives "cinematic". One combined regex per type (not one per
 * keyword), and only for the types whose gate lets the text through.
 */
export function detectSceneType(text: string): SceneType {
  let best: SceneType = 'cinematic';
  let bestScore = 0;
  const words = asciiWords(text);
  for (const type of SCENE_TYPES) {
    const { weight } = SCENE_KEYWORDS[type];
    let hits = 0;
    if (SCENE_GATES[type].mayMatch(words)) {
      const seen = new Set<string>();
      for (const m of text.matchAll(SCENE_RES[type])) seen.add((m[1] ?? '').toLowerCase());
      hits += seen.size;
    }
    if (words.nonAscii) for (const word of SCENE_ZH[type]) if (text.includes(word)) hits += 1;
    if (hits * weight > bestScore) {
      best = type;
      bestScore = hits * weight;
    }
  }
  return best;
}

const TIME_RES = Object.fromEntries(
  TIMES.map((time) => [time, wordRegex(TIME_VOCAB[time].en, STEM_ENDINGS)]),
) as Record<TimeKey, RegExp>;
const TIME_GATES = Object.fromEntries(
  TIMES.map((time) => [time, new KeywordGate(TIME_VOCAB[time].en, STEM_ENDING_LIST)]),
) as Record<TimeKey, KeywordGate>;
const TIME_ZH = Object.fromEntries(
  TIMES.map((time) => [time, TIME_VOCAB[time].zh.split('|')]),
) as Record<TimeKey, string[]>;

/** The time of day a description names, if any (the earliest mention wins). */
export function detectTimeOfDay(text: string): TimeKey | undefined {
  let found: TimeKey | undefined;
  let at = Infinity;
  const words = asciiWords(text);
  for (const time of TIMES) {
    let index = TIME_GATES[time].mayMatch(words)
      ? (TIME_RES[time].exec(text)?.index ?? Infinity)
      : Infinity;
    if (words.nonAscii) {
      for (const word of TIME_ZH[time]) {
        const zh = text.indexOf(word);
        if (zh !== -1 && zh < index) index = zh;
      }
    }
    if (index < at) {
      at = index;
      found = time;
    }
  }
  return found;
}

const SETTING_RES = SETTINGS.map((setting) => wordRegex(setting.en, STEM_ENDINGS));
const SETTING_GATES = SETTINGS.map((setting) => new KeywordGate(setting.en, STEM_ENDING_LIST));

/** Indexes into SETTINGS of the places a description mentions, in list order. */
export function detectSettings(text: string): number[] {
  const words = asciiWords(text);
  return SETTINGS.flatMap((setting, index) =>
    (SETTING_GATES[index]?.mayMatch(words) && SETTING_RES[index]?.test(text)) ||
    (words.nonAscii && hasZh(text, setting.zh))
      ? [index]
      : [],
  );
}

const PRESENCE_RES = Object.fromEntries(
  Object.entries(PRESENCE).map(([key, { en }]) => [key, wordRegex(en)]),
) as Record<PresenceKey, RegExp>;

/** Whether the person's own words mention this element (keywords, either language). */
export function mentions(core: string, key: PresenceKey): boolean {
  return (
    PRESENCE_RES[key].test(core) || (asciiWords(core).nonAscii && hasZh(core, PRESENCE[key].zh))
  );
}

/** What a prompt already has. Labels count anywhere; keywords only in the person's words. */
export interface Presence {
  style: boolean;
  scene: boolean;
  /** A camera move (a labelled camera line counts as a complete camera). */
  move: boolean;
  shot: boolean;
  lens: boolean;
  lighting: boolean;
  palette: boolean;
  beats: boolean;
  audio: boolean;
  duration: boolean;
  ratio: boolean;
  safety: boolean;
  physics: boolean;
}

/**
 * Detect what a prompt already has. Keywords are looked for only in the person's own words
 * (coreText), and engine-written lines count by their label: that way a word inside one added
 * line (say "35mm" in a style line) never hides a different missing element on a later run.
 */
export function detectPresence(text: string, core = coreText(text)): Presence {
  const label = labelKinds(text);
  const camera = label.has('camera');
  const technical = label.has('technical');
  return {
    style: label.has('style') || mentions(core, 'style'),
    scene: label.has('scene'),
    move: camera || mentions(core, 'move'),
    shot: camera || mentions(core, 'shot'),
    lens: camera || label.has('lens') || mentions(core, 'lens'),
    lighting: label.has('lighting') || mentions(core, 'lighting'),
    palette: label.has('palette') || mentions(core, 'palette'),
    beats: label.has('beats') || hasNumberedLines(text) || mentions(core, 'beats'),
    audio: label.has('audio') || label.has('dialogue') || mentions(core, 'audio'),
    duration: technical || findDuration(core) !== undefined,
    ratio: technical || RATIO_RE.test(core),
    safety: label.has('safety') || mentions(core, 'safety'),
    physics: label.has('physics') || mentions(core, 'physics'),
  };
}

/** Seconds of a duration written in the text (1 to 120), if any. */
export function findDuration(text: string): number | undefined {
  const match = DURATION_RE.exec(text);
  if (!match) return undefined;
  const seconds = Number(match[1] ?? match[2]);
  return seconds >= 1 && seconds <= 120 ? seconds : undefined;
}

/** Whether the text asks for a vertical frame. */
export function wantsVertical(text: string): boolean {
  return VERTICAL_RE.test(text);
}

/** Whether a text is mainly Chinese (more Han characters than Latin letters). */
export function isMainlyChinese(text: string): boolean {
  if (!asciiWords(text).nonAscii) return false;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return han > latin;
}

// Words that end an English subject phrase: prepositions, linking verbs, conjunctions.
const SUBJECT_STOP = new Set(
  'in on at with by through across over under into onto from near during while as and or but that which who is are was were be being has have had of to for against along around beside between behind toward towards above below inside outside'.split(
    ' ',
  ),
);
const COUNT_WORDS = new Set('two three four five six several many few'.split(' '));
const LEADING = new Set('a an the one some this that my our'.split(' '));
const ZH_SHOT_WORDS = /特写|近景|中景|全景|远景|镜头|慢动作|航拍|画面|视频|短片/g;
const ZH_VERB = /穿过|穿越|走过|走在|跑过|奔跑|飞过|飞翔|坐在|站在|躺在|跳|游|倒入|沿着|正在|在/;

/**
 * The main subject of a description, as a short phrase for the action beats ("the red fox",
 * "拿铁拉花"), or undefined when it cannot be told with confidence. Only used when the
 * description and the requested language share a script.
 */
export function extractSubject(core: string, lang: Language): string | undefined {
  const first = core.split(/[.!?;:\n。！？；：]/)[0]?.trim() ?? '';
  if (first === '') return undefined;
  if (lang === 'zh') {
    const clause = first.split(/[，,、]/)[0] ?? '';
    const verb = ZH_VERB.exec(clause);
    let head = verb && verb.index > 0 ? clause.slice(0, verb.index) : clause;
    if (!verb || verb.index === 0) {
      const last = head.lastIndexOf('的');
      if (last !== -1) head = head.slice(last + 1);
    }
    head = head
      .replace(ZH_SHOT_WORDS, '')
      .replace(/^[一两几][只个位杯辆片棵朵座块张条]/, '')
      .trim();
    return head.length >= 1 && head.length <= 10 && /^\p{Script=Han}+$/u.test(head)
      ? head
      : undefined;
  }
  let words = first.split(/\s+/);
  const of = words.slice(0, 5).findIndex((word) => word.toLowerCase() === 'of');
  if (of !== -1) words = words.slice(of + 1);
  while (words.length > 0 && LEADING.has((words[0] ?? '').toLowerCase())) words = words.slice(1);
  const kept: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    if (SUBJECT_STOP.has(lower) || (lower.endsWith('ing') && lower.length > 4)) break;
    if (!/^[\p{L}\p{N}'’-]+$/u.test(word)) break;
    if (
      /s$/.test(lower) &&
      kept.length > 0 &&
      /^(walks|runs|sits|stands|flies|jumps|moves|dances|pours|crosses|swims|looks|turns)$/.test(
        lower,
      )
    )
      break;
    // "Two dogs …" is capitalised only because it starts the sentence.
    kept.push(kept.length === 0 && COUNT_WORDS.has(lower) ? lower : word);
    if (kept.length === 4) break;
  }
  if (kept.length === 0 || !/[A-Za-z]/.test(kept.join(''))) return undefined;
  return `the ${kept.join(' ')}`;
}
