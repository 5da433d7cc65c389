import { LIGHTING_STYLES, VISUAL_STYLES } from '../data/options/visual-options.ts';
import { SAFETY_CHECKLIST } from '../data/safety-checklist.ts';
import { DEFAULT_MODEL_ID, type ModelId } from '../models/model-ids.ts';
import {
  ASPECT_RATIOS,
  type AspectRatio,
  type ModelProfile,
  type SectionKey,
} from '../models/model-profile-schema.ts';
import { defaultResolution, getProfile } from '../models/model-profiles.ts';
import type { BuilderForm } from '../schemas/builder-form.ts';
import type { Language } from '../site/languages.ts';
import {
  SAFETY_DEFAULT_ZH,
  assembleBreakdownZh,
  assemblePromptZh,
  durationZh,
  visualPlainZh,
} from './assemble-prompt-zh.ts';
import { limitFor, tooLongNote } from './render/fit.ts';
import { renderProfile } from './render/render-profile.ts';
import type { PromptSection, PromptSettings, RenderedPrompt } from './render/render-types.ts';

/** The builder preview's breakdown: each section of the assembled prompt on its own. */
export interface PromptBreakdown {
  scene: string;
  camera: string;
  visual: string;
  motion: string;
  audio: string;
}

/** The sentence used when no safety item is ticked (spec 5). */
export const SAFETY_DEFAULT = 'Follows all safety guidelines';

/** Entries as the builder keeps them: trimmed, empty ones ignored (spec 5). */
export function cleanEntries(list: readonly string[]): string[] {
  return list.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/** Join with commas and a final "and": [a] → a, [a, b] → a and b, [a, b, c] → a, b and c. */
function joinAnd(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Append a noun unless the person already wrote it ("rim light" stays, "rim" gets "lighting"). */
function withNoun(phrase: string, noun: string, already: RegExp): string {
  return already.test(phrase) ? phrase : `${phrase} ${noun}`;
}

const join = (parts: readonly string[], separator: string) =>
  parts.filter((part) => part !== '').join(separator);

/**
 * Free text inside a list reads as part of the sentence: "Neo-noir live action" after a comma
 * is "neo-noir live action". Only a plain capitalised word is lowered; VHS, 3D or 35mm stay.
 */
const lowerPlainWord = (text: string) =>
  /^[A-Z][a-z]+(?=$|[\s,.'’/-])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

const STYLE_VALUES: ReadonlySet<string> = new Set(VISUAL_STYLES.map((option) => option.value));
const LIGHT_VALUES: ReadonlySet<string> = new Set(LIGHTING_STYLES.map((option) => option.value));

/**
 * One of the visual lists: the options chosen, joined and followed by their noun ("cinematic,
 * anime style", "natural with rim lighting"), then what is written in words (a template's
 * look: "neo-noir live action") as written, since a noun after it would read "… look style".
 */
function optionsThenText(
  list: readonly string[],
  values: ReadonlySet<string>,
  joiner: string,
  noun: (named: string) => string,
): string {
  const entries = cleanEntries(list);
  const named = entries.filter((entry) => values.has(entry));
  const written = entries.filter((entry) => !values.has(entry)).map(lowerPlainWord);
  return join([named.length > 0 ? noun(named.join(joiner)) : '', ...written], ', ');
}

/** "A lantern-lit market" reads "a lantern-lit market" after "in"; other words keep their case. */
function lowerLeadingArticle(text: string): string {
  return text.replace(/^(A|An|The)\b/, (article) => article.toLowerCase());
}

function sceneSection(form: BuilderForm): string {
  // "A fox walking alone." then " in a narrow alley" would put a full stop mid-sentence.
  const subject = form.subject.trim().replace(/[.。]+$/, '');
  const scene = form.scene.trim().replace(/[.。]+$/, '');
  const head = subject && scene ? `${subject} in ${lowerLeadingArticle(scene)}` : subject || scene;
  return join(
    [head, form.environment.trim(), form.timeOfDay ? `${form.timeOfDay} lighting` : ''],
    ', ',
  );
}

function cameraSection(form: BuilderForm): string {
  const lens = form.lens.trim();
  return join(
    [
      cleanEntries(form.shotType).join(' to '),
      cleanEntries(form.cameraMovement).join(', '),
      lens ? withNoun(lens, 'lens', /\blens$/i) : '',
      // 24 fps is what every generator assumes; naming it would only spend characters.
      form.fps !== undefined && form.fps !== 24 ? `${form.fps}fps` : '',
    ],
    ', ',
  );
}

function visualSection(form: BuilderForm): string {
  const grade = form.colorGrading.trim();
  return join(
    [
      optionsThenText(form.visualStyle, STYLE_VALUES, ', ', (named) =>
        withNoun(named, 'style', /\bstyle$/i),
      ),
      optionsThenText(form.lighting, LIGHT_VALUES, ' with ', (named) =>
        withNoun(named, 'lighting', /\blight(ing)?$/i),
      ),
      grade ? withNoun(grade, 'color grade', /\bgrad(e|ing)\b/i) : '',
    ],
    ', ',
  );
}

function motionSection(form: BuilderForm): string {
  return [
    ...cleanEntries(form.motion),
    ...cleanEntries(form.physicsConstraints),
    ...cleanEntries(form.specialEffects),
  ]
    .map(lowerPlainWord)
    .join(', ');
}

function audioSection(form: BuilderForm): string {
  const { audio } = form;
  if (!form.hasAudio || audio.type === '') return '';
  const kinds = audio.type.split('+');
  const music = kinds.includes('music') ? audio.musicStyle.trim() : '';
  const voice = kinds.includes('voice')
    ? join(
        [
          audio.voice.gender ? `${audio.voice.gender} voice` : '',
          audio.voice.accent.trim() ? `${audio.voice.accent.trim()} accent` : '',
          audio.voice.tone.trim() ? `${audio.voice.tone.trim()} tone` : '',
        ],
        ', ',
      )
    : '';
  const lines = kinds.includes('voice') ? cleanEntries(audio.lines) : [];
  const sync = audio.sync.trim();
  return join(
    [
      `Audio: ${joinAnd(kinds)}`,
      music ? withNoun(music, 'music', /\bmusic$/i) : '',
      voice,
      lines.length > 0 ? `dialogue: ${lines.map((line) => `"${line}"`).join(' / ')}` : '',
      sync ? `sync: ${sync}` : '',
    ],
    ', ',
  );
}

function safetySection(form: BuilderForm): string {
  const notes = safetyNotes(form, 'en');
  return notes.length === 0 ? SAFETY_DEFAULT : `${SAFETY_DEFAULT}: ${notes.join(', ')}`;
}

/**
 * The builder's sections on their own, as the live preview lists them. A section is an empty
 * string when the form has nothing for it; audio is empty unless audio is on and a type is set.
 * `language` is the prompt's language, which the person chooses apart from the page's.
 */
export function assembleBreakdown(form: BuilderForm, language: Language = 'en'): PromptBreakdown {
  if (language === 'zh') return assembleBreakdownZh(form);
  return {
    scene: sceneSection(form),
    camera: cameraSection(form),
    visual: visualSection(form),
    motion: motionSection(form),
    audio: audioSection(form),
  };
}

/**
 * The builder's prompt as one line (spec 5 "Prompt assembly", the universal profile's "one
 * line" layout): scene; camera; visual style; motion, physics and effects; audio; "Duration:
 * X, ratio"; safety notes, joined with "; " and skipping empty sections. Within sections: shot
 * types are joined with " to ", lighting with " with ", styles with ", " plus " style"; the
 * frame rate appears only when set and not 24.
 */
export function assembleOneLine(form: BuilderForm, language: Language = 'en'): string {
  if (language === 'zh') return assemblePromptZh(form);
  const parts = assembleBreakdown(form);
  return join(
    [
      parts.scene,
      parts.camera,
      parts.visual,
      parts.motion,
      parts.audio,
      `Duration: ${form.duration}, ${form.aspectRatio}`,
      safetySection(form),
    ],
    '; ',
  );
}

/** The safety notes of the ticked items, in checklist order, in the prompt's language. */
export function safetyNotes(form: BuilderForm, language: Language): string[] {
  return SAFETY_CHECKLIST.filter((item) => form.safetyChecks[item.id] === true).map((item) =>
    language === 'zh' ? item.promptNote.zh : item.promptNote.en,
  );
}

/** Whether the preview can be shown: category, duration, aspect ratio, scene and subject set. */
export function isPreviewReady(form: BuilderForm): boolean {
  return (
    form.categoryId !== '' &&
    form.duration.length > 0 &&
    form.aspectRatio.length > 0 &&
    form.scene.trim() !== '' &&
    form.subject.trim() !== ''
  );
}

/** How the builder writes a universal prompt: labelled lines (default) or the spec's one line. */
export type BuilderLayout = 'lines' | 'one-line';

export interface AssembleOptions {
  /** The model the prompt is written for; universal when left out. */
  model?: ModelId;
  /** Universal only: `one-line` is the spec's semicolon-joined form. */
  layout?: BuilderLayout;
}

export interface AssembledPrompt extends RenderedPrompt {
  /** Duration, ratio and resolution as the model takes them. */
  settings: PromptSettings;
  /** The prompt is longer than the model takes (the builder writes every part the person chose). */
  overLimit: boolean;
}

/** The spec's section order for the builder's labelled lines (spec 5). */
const BUILDER_ORDER: readonly SectionKey[] = [
  'scene',
  'camera',
  'style',
  'motion',
  'audio',
  'technical',
  'safety',
];

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The form's duration when the model offers it, else the nearest one it does. */
function durationFor(profile: ModelProfile, form: BuilderForm): number {
  const asked = Number.parseInt(form.duration, 10);
  const offered = profile.durations.value;
  if (profile.id === DEFAULT_MODEL_ID || offered.includes(asked)) return asked;
  return offered.reduce((best, seconds) =>
    Math.abs(seconds - asked) < Math.abs(best - asked) ? seconds : best,
  );
}

function builderSettings(profile: ModelProfile, form: BuilderForm): PromptSettings {
  const ratio = (ASPECT_RATIOS as readonly string[]).includes(form.aspectRatio)
    ? (form.aspectRatio as AspectRatio)
    : undefined;
  const offered = profile.aspectRatios.value;
  const aspectRatio = ratio && offered.includes(ratio) ? ratio : offered[0];
  const seconds = durationFor(profile, form);
  const resolution = defaultResolution(profile, seconds);
  return {
    duration: `${seconds}s`,
    ...(aspectRatio === undefined ? {} : { aspectRatio }),
    ...(resolution === undefined ? {} : { resolution }),
  };
}

/**
 * The form as sections. The scene line (subject, scene, place and time) is what the person
 * described: for a model it leads the prompt as their words; in the universal layout it is
 * the first labelled line.
 */
function builderParts(
  form: BuilderForm,
  lang: Language,
  forModel: boolean,
): { words: string; sections: PromptSection[] } {
  const zh = lang === 'zh';
  const parts = assembleBreakdown(form, lang);
  const section = (kind: PromptSection['kind'], text: string): PromptSection[] =>
    text === ''
      ? []
      : [{ kind, lines: [zh ? text : upperFirst(text)], note: '', essential: false }];
  const notes = safetyNotes(form, lang);
  const safetyDefault = zh ? SAFETY_DEFAULT_ZH : SAFETY_DEFAULT;
  const safety = forModel
    ? [safetyDefault, ...notes].join(zh ? '；' : '; ')
    : notes.length === 0
      ? safetyDefault
      : `${safetyDefault}${zh ? '：' : ': '}${notes.join(zh ? '，' : ', ')}`;
  const duration = zh
    ? `${durationZh(form)}，画幅 ${form.aspectRatio}`
    : `${form.duration}, ${form.aspectRatio}`;
  const sections = [
    ...(forModel ? [] : section('scene', parts.scene)),
    ...section('camera', parts.camera),
    ...section('style', zh ? visualPlainZh(form) : parts.visual),
    ...section('motion', parts.motion),
    ...section('audio', parts.audio.replace(/^(Audio: |音频：)/, '')),
    ...section('technical', duration),
    ...section('safety', safety),
  ];
  const words = forModel ? (zh ? parts.scene : upperFirst(parts.scene)) : '';
  return { words: words === '' ? words : words.replace(/[.。]?$/, zh ? '。' : '.'), sections };
}

/**
 * The builder's prompt for a model, through the same renderer as the generator's. Universal
 * gives labelled lines in the spec's order (scene, camera, visual, motion, audio, duration and
 * ratio, safety), or the spec's one line; every other model its own layout, settings and
 * negative prompt. Nothing the person chose is cut: `overLimit` says when it is too long.
 */
export function assembleForModel(
  form: BuilderForm,
  language: Language = 'en',
  options: AssembleOptions = {},
): AssembledPrompt {
  const profile = getProfile(options.model ?? DEFAULT_MODEL_ID);
  const settings = builderSettings(profile, form);
  const universal = profile.id === DEFAULT_MODEL_ID;
  const rendered: RenderedPrompt =
    universal && options.layout === 'one-line'
      ? { prompt: assembleOneLine(form, language), enhancements: [] }
      : (() => {
          const { words, sections } = builderParts(form, language, !universal);
          return renderProfile(
            profile,
            { words, sections, lang: language, settings },
            universal ? BUILDER_ORDER : profile.sectionOrder.value,
          );
        })();
  const overLimit = rendered.prompt.length > limitFor(profile, language);
  return {
    ...rendered,
    enhancements: overLimit
      ? [tooLongNote(profile, language, rendered.prompt.length), ...rendered.enhancements]
      : rendered.enhancements,
    settings,
    overLimit,
  };
}

/** The builder's prompt text (preview, copy and export): see assembleForModel. */
export function assemblePrompt(
  form: BuilderForm,
  language: Language = 'en',
  options: AssembleOptions = {},
): string {
  return assembleForModel(form, language, options).prompt;
}
