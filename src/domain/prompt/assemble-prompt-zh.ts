/**
 * The builder's prompt in Chinese (issue 19, item 1). The form holds each chosen option by its
 * English term (`value`), so the Chinese prompt looks every term up in the option lists and
 * writes the Chinese label, with Chinese joiners (、，；和) and full-width punctuation. Text the
 * person typed goes in as typed: only a trailing full stop is dropped so that sentences do not
 * end twice.
 */
import {
  MUSIC_STYLES,
  VOICE_ACCENTS,
  VOICE_GENDER_OPTIONS,
  VOICE_TONES,
} from '../data/options/audio-options.ts';
import { CAMERA_MOVEMENTS, LENSES, SHOT_TYPES } from '../data/options/camera-options.ts';
import { DURATION_OPTIONS } from '../data/options/format-options.ts';
import {
  MOTION_KEYWORDS,
  PHYSICS_CONSTRAINTS,
  SPECIAL_EFFECTS,
} from '../data/options/motion-options.ts';
import { ENVIRONMENTS, TIME_OF_DAY_OPTIONS } from '../data/options/scene-options.ts';
import { COLOR_GRADES, LIGHTING_STYLES, VISUAL_STYLES } from '../data/options/visual-options.ts';
import { SAFETY_CHECKLIST } from '../data/safety-checklist.ts';
import type { Option } from '../schemas/option.ts';
import type { BuilderForm } from '../schemas/builder-form.ts';
import type { PromptBreakdown } from './assemble-prompt.ts';

/** The sentence used when no safety item is ticked, in Chinese. */
export const SAFETY_DEFAULT_ZH = '遵守全部安全规范';

type Lookup = ReadonlyMap<string, string>;

/** Value → Chinese label for one list; a value the list does not hold stays as typed. */
function lookup(...lists: readonly (readonly Option[])[]): Lookup {
  return new Map(lists.flat().map((option) => [option.value, option.label.zh]));
}

const SCENE = lookup(ENVIRONMENTS);
const TIMES = lookup(TIME_OF_DAY_OPTIONS);
const MOVES = lookup(CAMERA_MOVEMENTS);
const SHOTS = lookup(SHOT_TYPES);
const LENS = lookup(LENSES);
const STYLES = lookup(VISUAL_STYLES);
const LIGHTS = lookup(LIGHTING_STYLES);
const GRADES = lookup(COLOR_GRADES);
const MOTION = lookup(MOTION_KEYWORDS, PHYSICS_CONSTRAINTS, SPECIAL_EFFECTS);
const MUSIC = lookup(MUSIC_STYLES);
const ACCENTS = lookup(VOICE_ACCENTS);
const TONES = lookup(VOICE_TONES);
const GENDERS = lookup(VOICE_GENDER_OPTIONS);
const AUDIO_KINDS: Lookup = new Map([
  ['music', '音乐'],
  ['foley', '音效'],
  ['voice', '人声'],
]);
const DURATIONS = lookup(DURATION_OPTIONS);

/** Tones whose label does not read well before 的语气 ("活力的语气"). */
const TONE_PHRASES: Lookup = new Map([
  ['energetic', '充满活力的语气'],
  ['whispering', '低声耳语'],
]);

const zh = (map: Lookup, value: string) => map.get(value) ?? value;
const clean = (text: string) => text.trim().replace(/[。.．]+$/u, '');
const entries = (list: readonly string[]) => list.map(clean).filter((entry) => entry !== '');
const join = (parts: readonly string[], separator: string) =>
  parts.filter((part) => part !== '').join(separator);

/** 甲、乙和丙: the Chinese list with a final 和. */
function joinAnd(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join('、')}和${words[words.length - 1]}`;
}

/** Append a noun unless the label already ends with it (电影配乐 stays, 管弦乐 gets 配乐). */
function withNoun(phrase: string, noun: string, already: RegExp): string {
  return already.test(phrase) ? phrase : `${phrase}${noun}`;
}

function sceneSection(form: BuilderForm): string {
  const subject = clean(form.subject);
  // "在夜市" typed as the scene would read 置身于在夜市.
  const scene = clean(form.scene).replace(/^(在|于)/u, '');
  const head = subject && scene ? `${subject}，置身于${scene}` : subject || scene;
  const environment = clean(form.environment);
  return join(
    [
      head,
      environment ? zh(SCENE, environment) : '',
      form.timeOfDay ? `${zh(TIMES, form.timeOfDay)}的光线` : '',
    ],
    '，',
  );
}

function shots(list: readonly string[]): string {
  const names = entries(list).map((shot) => zh(SHOTS, shot));
  if (names.length <= 1) return names.join('');
  // English "long shot to close-up": 从全景过渡到特写, 从全景到中景再到特写.
  const [first, ...rest] = names;
  return `景别从${first}到${rest.join('再到')}`;
}

function cameraSection(form: BuilderForm): string {
  const lens = clean(form.lens);
  return join(
    [
      shots(form.shotType),
      entries(form.cameraMovement)
        .map((move) => zh(MOVES, move))
        .join('、'),
      lens ? withNoun(zh(LENS, lens), '镜头', /镜头$/u) : '',
      form.fps !== undefined && form.fps !== 24 ? `${form.fps} 帧` : '',
    ],
    '，',
  );
}

function visualSection(form: BuilderForm): string {
  const styles = entries(form.visualStyle).map((style) => zh(STYLES, style));
  const lights = entries(form.lighting).map((light) => zh(LIGHTS, light));
  const grade = clean(form.colorGrading);
  return join(
    [
      // 风格：… and 光线：… label the two lists, as Chinese creators write them in prompts.
      styles.length > 0 ? `风格：${styles.join('、')}` : '',
      lights.length > 0 ? `光线：${lights.join('、')}` : '',
      grade ? withNoun(zh(GRADES, grade), '调色', /(调色|色调|调|黑白)$/u) : '',
    ],
    '，',
  );
}

/** The visual section for a line of its own (画面：…): the same parts without 风格/光线 labels. */
export function visualPlainZh(form: BuilderForm): string {
  const grade = clean(form.colorGrading);
  return join(
    [
      entries(form.visualStyle)
        .map((style) => zh(STYLES, style))
        .join('、'),
      entries(form.lighting)
        .map((light) => zh(LIGHTS, light))
        .join('、'),
      grade ? withNoun(zh(GRADES, grade), '调色', /(调色|色调|调|黑白)$/u) : '',
    ],
    '，',
  );
}

/** The duration as a Chinese prompt writes it: 15 秒. */
export const durationZh = (form: BuilderForm) => zh(DURATIONS, form.duration);

function motionSection(form: BuilderForm): string {
  return [
    ...entries(form.motion),
    ...entries(form.physicsConstraints),
    ...entries(form.specialEffects),
  ]
    .map((entry) => zh(MOTION, entry))
    .join('，');
}

function voiceSection(form: BuilderForm): string {
  const { voice } = form.audio;
  const accent = clean(voice.accent);
  const tone = clean(voice.tone);
  const accentText = accent ? zh(ACCENTS, accent) : '';
  return join(
    [
      voice.gender ? withNoun(zh(GENDERS, voice.gender), '声音', /声$/u) : '',
      accentText ? withNoun(accentText, '口音', /(话|语|口音)$/u) : '',
      tone ? (TONE_PHRASES.get(tone) ?? `${zh(TONES, tone)}的语气`) : '',
    ],
    '，',
  );
}

function audioSection(form: BuilderForm): string {
  const { audio } = form;
  if (!form.hasAudio || audio.type === '') return '';
  const kinds = audio.type.split('+');
  const music = kinds.includes('music') ? clean(audio.musicStyle) : '';
  const withVoice = kinds.includes('voice');
  const lines = withVoice ? entries(audio.lines) : [];
  const sync = clean(audio.sync);
  return join(
    [
      `音频：${joinAnd(kinds.map((kind) => zh(AUDIO_KINDS, kind)))}`,
      music ? withNoun(zh(MUSIC, music), '配乐', /(配乐|音乐|乐|曲)$/u) : '',
      withVoice ? voiceSection(form) : '',
      lines.length > 0 ? `台词：${lines.map((line) => `“${line}”`).join('，')}` : '',
      sync ? `声画同步：${sync}` : '',
    ],
    '，',
  );
}

function safetySection(form: BuilderForm): string {
  const notes = SAFETY_CHECKLIST.filter((item) => form.safetyChecks[item.id] === true).map(
    (item) => item.promptNote.zh,
  );
  return notes.length === 0 ? SAFETY_DEFAULT_ZH : `${SAFETY_DEFAULT_ZH}：${notes.join('，')}`;
}

/** The builder's sections in Chinese, as the live preview lists them. */
export function assembleBreakdownZh(form: BuilderForm): PromptBreakdown {
  return {
    scene: sceneSection(form),
    camera: cameraSection(form),
    visual: visualSection(form),
    motion: motionSection(form),
    audio: audioSection(form),
  };
}

/**
 * The Chinese prompt: the same sections as the English one, each a sentence ending in 。, then
 * 时长 and 画幅, then the safety notes.
 */
export function assemblePromptZh(form: BuilderForm): string {
  const parts = assembleBreakdownZh(form);
  const sentences = [
    parts.scene,
    parts.camera,
    parts.visual,
    parts.motion,
    parts.audio,
    `时长 ${zh(DURATIONS, form.duration)}，画幅 ${form.aspectRatio}`,
    safetySection(form),
  ].filter((part) => part !== '');
  return sentences.map((sentence) => `${sentence}。`).join('');
}
