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
import {
  KeywordList,
  scanText,
  SubstringList,
  STEM_ENDING_LIST,
  type Boundary,
} from './keyword-matcher.ts';
import { spellOut } from './spell-out.ts';
import { coreText, hasNumberedLines, labelKinds, wordRegex } from './text.ts';

/** One keyword list as a detector reads it. */
interface Keywords {
  /** English stems, whole words: "snow" also finds "snowy", "fox" finds "foxes". */
  en: KeywordList;
  /** Chinese keywords, found as substrings. */
  zh: SubstringList;
}

function keywords(vocab: { en: string; zh: string }, boundary: Boundary = 'ascii'): Keywords {
  return {
    en: new KeywordList(vocab.en.split('|'), STEM_ENDING_LIST, boundary),
    zh: new SubstringList(vocab.zh.split('|')),
  };
}

// Scene keywords are counted one by one, with Unicode word boundaries. An array in
// SCENE_TYPES order: the detector walks it on every call, without a look-up by name.
const SCENE_LISTS = SCENE_TYPES.map((type) => ({
  type,
  weight: SCENE_KEYWORDS[type].weight,
  list: keywords(SCENE_KEYWORDS[type], 'unicode'),
}));

/**
 * The scene type of a description, from English and Chinese keywords: each distinct keyword
 * found scores its type's weight; the highest score wins, ties go to the earlier type in
 * SCENE_TYPES; no keyword at all gives "cinematic".
 */
export function detectSceneType(text: string): SceneType {
  let best: SceneType = 'cinematic';
  let bestScore = 0;
  const scan = scanText(text);
  for (const { type, weight, list } of SCENE_LISTS) {
    const found = list.en.matches(scan);
    let hits =
      found.length > 1 ? new Set(found.map((word) => word.toLowerCase())).size : found.length;
    hits += list.zh.count(scan);
    if (hits * weight > bestScore) {
      best = type;
      bestScore = hits * weight;
    }
  }
  return best;
}

const TIME_LISTS = TIMES.map((time) => ({ time, list: keywords(TIME_VOCAB[time]) }));

/** The time of day a description names, if any (the earliest mention wins). */
export function detectTimeOfDay(text: string): TimeKey | undefined {
  let found: TimeKey | undefined;
  let at = Infinity;
  const scan = scanText(text);
  for (const { time, list } of TIME_LISTS) {
    const en = list.en.firstIndex(scan);
    const zh = list.zh.firstIndex(scan);
    const index = Math.min(en === -1 ? Infinity : en, zh === -1 ? Infinity : zh);
    if (index < at) {
      at = index;
      found = time;
    }
  }
  return found;
}

const SETTING_LISTS = SETTINGS.map((setting) => keywords(setting));

/** Indexes into SETTINGS of the places a description mentions, in list order. */
export function detectSettings(text: string): number[] {
  const scan = scanText(text);
  const found: number[] = [];
  for (let index = 0; index < SETTING_LISTS.length; index += 1) {
    const list = SETTING_LISTS[index];
    if (list && (list.en.firstIndex(scan) !== -1 || list.zh.firstIndex(scan) !== -1)) {
      found.push(index);
    }
  }
  return found;
}

/** A presence list's English keywords: spelled out for the matcher, digit patterns as a regex. */
// A Map: detectPresence asks for a dozen keys in turn, and a look-up by a varying name on a
// plain object was a measurable part of it.
const PRESENCE_LISTS = new Map(
  (Object.keys(PRESENCE) as PresenceKey[]).map((key) => {
    const { en, zh } = PRESENCE[key];
    const { literals, digits } = spellOut(en);
    const lists: { words?: KeywordList; digits?: RegExp; zh: SubstringList } = {
      words: literals.length ? new KeywordList(literals, [], 'ascii') : undefined,
      zh: new SubstringList(zh.split('|')),
      digits: digits.length ? wordRegex(digits.join('|')) : undefined,
    };
    return [key, lists];
  }),
);

/** Whether the person's own words mention this element (keywords, either language). */
export function mentions(core: string, key: PresenceKey): boolean {
  const scan = scanText(core);
  const lists = PRESENCE_LISTS.get(key);
  if (lists === undefined) throw new Error(`No presence list: ${key}`);
  const { words, digits, zh } = lists;
  return (
    (words !== undefined && words.firstIndex(scan) !== -1) ||
    (scan.hasDigit && digits !== undefined && digits.test(core)) ||
    zh.firstIndex(scan) !== -1
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
    ratio: technical || hasRatio(core),
    safety: label.has('safety') || mentions(core, 'safety'),
    physics: label.has('physics') || mentions(core, 'physics'),
  };
}

/** Seconds of a duration written in the text (1 to 120), if any. */
export function findDuration(text: string): number | undefined {
  // A duration has an ASCII digit, and the scan (shared with the other detectors) knows.
  if (!scanText(text).hasDigit) return undefined;
  const match = DURATION_RE.exec(text);
  if (!match) return undefined;
  const seconds = Number(match[1] ?? match[2]);
  return seconds >= 1 && seconds <= 120 ? seconds : undefined;
}

/** Whether the text writes an aspect ratio ("16:9", "2.39:1"). */
export function hasRatio(text: string): boolean {
  // Every ratio has an ASCII digit, as every duration does.
  return scanText(text).hasDigit && RATIO_RE.test(text);
}

/** Whether the text asks for a vertical frame. */
export function wantsVertical(text: string): boolean {
  return VERTICAL_RE.test(text);
}

// The patterns below live at module level: a regex literal inside a function is a new RegExp
// object on every call, and these run on every request. The global ones are only used with
// match(), which starts from the beginning whatever lastIndex says.
const HAN_CHARS_RE = /\p{Script=Han}/gu;
const LATIN_CHARS_RE = /[A-Za-z]/g;
const LATIN_RE = /[A-Za-z]/;
const CLAUSE_END_RE = /[.!?;:\n。！？；：]/;
const ZH_COMMA_RE = /[，,、]/;
const ZH_COUNTER_RE = /^[一两几][只个位杯辆片棵朵座块张条]/;
const ALL_HAN_RE = /^\p{Script=Han}+$/u;
const SPACES_RE = /\s+/;

/** Whether a text is mainly Chinese (more Han characters than Latin letters). */
export function isMainlyChinese(text: string): boolean {
  if (!scanText(text).nonAscii) return false;
  const han = text.match(HAN_CHARS_RE)?.length ?? 0;
  const latin = text.match(LATIN_CHARS_RE)?.length ?? 0;
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
// Verbs that end a subject phrase once it has a word ("the fox walks …" → "the fox").
const SUBJECT_VERBS = new Set(
  'walks runs sits stands flies jumps moves dances pours crosses swims looks turns'.split(' '),
);
const SUBJECT_WORD_RE = /^[\p{L}\p{N}'’-]+$/u;
const ZH_SHOT_WORDS = /特写|近景|中景|全景|远景|镜头|慢动作|航拍|画面|视频|短片/g;
const ZH_VERB = /穿过|穿越|走过|走在|跑过|奔跑|飞过|飞翔|坐在|站在|躺在|跳|游|倒入|沿着|正在|在/;

/** Words of a clause read for its subject at first (a subject phrase is at most four). */
const SUBJECT_WORDS_READ = 16;

/**
 * The English subject phrase's words, or undefined when the words ran out and `truncated` says
 * the clause has more.
 */
function subjectWords(words: readonly string[], truncated: boolean): string[] | undefined {
  let from = 0;
  for (let i = 0; i < Math.min(5, words.length); i += 1) {
    if (words[i]?.toLowerCase() === 'of') {
      from = i + 1;
      break;
    }
  }
  while (from < words.length && LEADING.has(words[from]?.toLowerCase() ?? '')) from += 1;
  const kept: string[] = [];
  for (let i = from; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const low = word.toLowerCase();
    if (SUBJECT_STOP.has(low) || (low.endsWith('ing') && low.length > 4)) return kept;
    if (!SUBJECT_WORD_RE.test(word)) return kept;
    if (kept.length > 0 && SUBJECT_VERBS.has(low)) return kept;
    // "Two dogs …" is capitalised only because it starts the sentence.
    kept.push(kept.length === 0 && COUNT_WORDS.has(low) ? low : word);
    if (kept.length === 4) return kept;
  }
  return truncated ? undefined : kept;
}

/**
 * The main subject of a description, as a short phrase for the action beats ("the red fox",
 * "拿铁拉花"), or undefined when it cannot be told with confidence. Only used when the
 * description and the requested language share a script.
 */
export function extractSubject(core: string, lang: Language): string | undefined {
  const end = core.search(CLAUSE_END_RE);
  const first = (end === -1 ? core : core.slice(0, end)).trim();
  if (first === '') return undefined;
  if (lang === 'zh') {
    const clause = first.split(ZH_COMMA_RE)[0] ?? '';
    const verb = ZH_VERB.exec(clause);
    let head = verb && verb.index > 0 ? clause.slice(0, verb.index) : clause;
    if (!verb || verb.index === 0) {
      const last = head.lastIndexOf('的');
      if (last !== -1) head = head.slice(last + 1);
    }
    head = head.replace(ZH_SHOT_WORDS, '').replace(ZH_COUNTER_RE, '').trim();
    return head.length >= 1 && head.length <= 10 && ALL_HAN_RE.test(head) ? head : undefined;
  }
  // The phrase is read from the first few words; the whole clause only if those run out.
  const start = first.split(SPACES_RE, SUBJECT_WORDS_READ);
  const kept =
    subjectWords(start, start.length === SUBJECT_WORDS_READ) ??
    subjectWords(first.split(SPACES_RE), false) ??
    [];
  if (kept.length === 0 || !LATIN_RE.test(kept.join(''))) return undefined;
  return `the ${kept.join(' ')}`;
}
