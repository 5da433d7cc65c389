/**
 * A library template as a builder form: for "Open in builder" (template-to-form.ts) and for a
 * template's "Copy for <model>". Loaded with import() only when one of them is used.
 *
 * The template's camera, style and physics lists are free English text, while the builder
 * offers fixed choices, so each list is matched against the option terms. Free text that
 * matches nothing is kept as a free-text entry of the closest field — physics notes become
 * motion entries, a look that names no option stays a style or a light entry (the builder
 * shows it as a chip of its own), and a look without light takes the light of the template's
 * prompt — except camera notes, whose moves the prompt lines name.
 * Free text goes in the language the prompt is written in (`language`).
 */
import {
  MUSIC_STYLES,
  VOICE_ACCENTS,
  VOICE_TONES,
} from '../../../domain/data/options/audio-options.ts';
import {
  CAMERA_MOVEMENTS,
  LENSES,
  SHOT_TYPES,
} from '../../../domain/data/options/camera-options.ts';
import {
  PHYSICS_CONSTRAINTS,
  SPECIAL_EFFECTS,
} from '../../../domain/data/options/motion-options.ts';
import { ENVIRONMENTS } from '../../../domain/data/options/scene-options.ts';
import {
  COLOR_GRADES,
  LIGHTING_STYLES,
  VISUAL_STYLES,
} from '../../../domain/data/options/visual-options.ts';
import { FIELD_MAX, SCENE_MAX, SUBJECT_MAX, TITLE_MAX } from '../../../domain/limits.ts';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import { FRAME_RATES, type FrameRate, type Option } from '../../../domain/schemas/option.ts';
import type { LocalizedText, Template } from '../../../domain/schemas/template.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { initialForm } from './initial-form.ts';

const normalize = (text: string) => text.toLowerCase().replace(/[-_]+/g, ' ');

/** Whether a term occurs as whole words in a text ("rim" in "rim light", not in "trim"). */
function hasTerm(haystack: string, term: string): boolean {
  const needle = normalize(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${needle}($|[^a-z0-9])`).test(haystack);
}

/** Options whose value or English label occurs in the text, longest terms first. */
export function matchOptions(text: string, options: readonly Option[]): string[] {
  const haystack = normalize(text);
  const found = options.filter(
    (option) => hasTerm(haystack, option.value) || hasTerm(haystack, option.label.en),
  );
  // "extreme close-up" also contains "close-up": keep the longer, more specific term only.
  return found
    .filter(
      (option) =>
        !found.some(
          (other) =>
            other !== option &&
            other.value.length > option.value.length &&
            hasTerm(normalize(other.value), option.value),
        ),
    )
    .map((option) => option.value);
}

/**
 * The option this text names exactly, else the free text itself: "Slow synth bass, 70 BPM"
 * says more than any one list entry, and the select shows a value outside its list as is.
 */
function optionOrText(
  text: LocalizedText | undefined,
  options: readonly Option[],
  language: Language,
): string {
  const trimmed = text?.en.trim() ?? '';
  const same = (term: string) => term.toLowerCase() === trimmed.toLowerCase();
  const option = options.find((o) => same(o.value) || same(o.label.en));
  return option ? option.value : (text?.[language].trim() ?? '').slice(0, FIELD_MAX);
}

/** Prompt lines that start with one of the labels ("Camera:", "Lighting & palette:"). */
function promptLines(prompt: string, pattern: RegExp): string {
  return prompt
    .split('\n')
    .filter((line) => pattern.test(line))
    .join('\n');
}

// Most specific first; a bare "day" is left out ("present day" is not a time of day).
const TIME_ORDER = [
  'night',
  'dusk',
  'dawn',
  'sunset',
  'sunrise',
  'morning',
  'afternoon',
  'daytime',
  'daylight',
  'midday',
];
const TIME_ALIASES: Record<string, BuilderForm['timeOfDay']> = {
  sunset: 'dusk',
  sunrise: 'dawn',
  daytime: 'day',
  daylight: 'day',
  midday: 'day',
};

function timeOfDay(text: string): BuilderForm['timeOfDay'] {
  const haystack = normalize(text);
  const word = TIME_ORDER.find((term) => hasTerm(haystack, term));
  if (!word) return '';
  return TIME_ALIASES[word] ?? (word as BuilderForm['timeOfDay']);
}

function frameRate(text: string): FrameRate | undefined {
  const match = /\b(\d{2,3})\s?fps\b/i.exec(text);
  const fps = match ? Number(match[1]) : NaN;
  return (FRAME_RATES as readonly number[]).includes(fps) ? (fps as FrameRate) : undefined;
}

const clip = (list: readonly string[]) => list.map((entry) => entry.slice(0, FIELD_MAX));

/**
 * The camera moves a template names. A template of several shots may hold one shot static and
 * move in another; the builder writes one shot, where "static, push-in" contradicts itself, so
 * static is kept only when nothing moves.
 */
function cameraMoves(camera: string): string[] {
  const moves = matchOptions(camera, CAMERA_MOVEMENTS);
  const moving = moves.filter((move) => move !== 'static');
  return moving.length > 0 ? moving : moves;
}

/** The option lists a template's look can name. */
const LOOK_OPTIONS = [VISUAL_STYLES, LIGHTING_STYLES, COLOR_GRADES, SPECIAL_EFFECTS];

/**
 * A look entry about light ("Soft rainy-day light", "Warm tungsten look"), not "Light
 * atmospheric haze", where light is an adjective.
 */
const LIGHT_WORDS =
  /\b(light|lights|lighting|lit|backlight|backlit|sunlight|daylight|firelight|lamplight|candlelight|moonlight|tungsten|lamps?)\b/i;
const isLightEntry = (entry: string) => LIGHT_WORDS.test(entry.replace(/^light\b/i, ''));

/**
 * The template's look entries that name no option, as free text in the prompt's language,
 * split into light entries and the rest (the style). Matching reads the English.
 */
function unmatchedLook(template: Template, language: Language) {
  const style: string[] = [];
  const lighting: string[] = [];
  template.visualStyle.en.forEach((entry, index) => {
    if (LOOK_OPTIONS.some((options) => matchOptions(entry, options).length > 0)) return;
    const text = template.visualStyle[language][index] ?? entry;
    (isLightEntry(entry) ? lighting : style).push(text);
  });
  return { style: clip(style), lighting: clip(lighting) };
}

/**
 * The light a template's prompt describes, without its palette ("Lighting & palette: large
 * overhead softbox, …; palette of …", "光线与色调：大面积顶部柔光箱，…；色调为…"): the light of a
 * template whose look names none. Empty when the prompt has no such line.
 */
function promptLight(template: Template, language: Language): string {
  const [prompt, label, palette] =
    language === 'zh'
      ? [template.promptZh, /^光线(?:与色调)?[：:]\s*/u, /；色调为/u]
      : [template.prompt, /^lighting(?: & palette)?:\s*/i, /;\s*palette of /i];
  const line = prompt.split('\n').find((each) => label.test(each)) ?? '';
  const light = (line.replace(label, '').split(palette)[0] ?? '').trim().replace(/[.。]$/u, '');
  return (light.charAt(0).toUpperCase() + light.slice(1)).slice(0, FIELD_MAX);
}

/**
 * The builder form for one template (the template pages render it for a model with it; "Open
 * in builder" loads it into the builder).
 */
export function mapTemplate(template: Template, language: Language): BuilderForm {
  const camera = [...template.camera.en, promptLines(template.prompt, /^camera/i)].join('\n');
  const look = [
    ...template.visualStyle.en,
    promptLines(template.prompt, /^(style|lighting|look)/i),
  ].join('\n');
  const place = `${template.scene.en}\n${template.subject.en}`;
  const physics = template.physicsConstraints.en;
  const physicsMatched = matchOptions(physics.join('\n'), PHYSICS_CONSTRAINTS);
  // Matching reads the English; what goes in as free text is in the prompt's language.
  const physicsUnmatched = template.physicsConstraints[language].filter(
    (_, index) => matchOptions(physics[index] ?? '', PHYSICS_CONSTRAINTS).length === 0,
  );
  const freeLook = unmatchedLook(template, language);
  const lighting = [...matchOptions(look, LIGHTING_STYLES), ...freeLook.lighting];
  const light = lighting.length > 0 ? '' : promptLight(template, language);
  const { audio } = template;
  const base = initialForm();

  return {
    ...base,
    categoryId: template.categoryId,
    duration: template.duration,
    aspectRatio: template.aspectRatio,
    title: template.title[language].slice(0, TITLE_MAX),
    scene: template.scene[language].slice(0, SCENE_MAX),
    subject: template.subject[language].slice(0, SUBJECT_MAX),
    environment: matchOptions(place, ENVIRONMENTS)[0] ?? '',
    timeOfDay: timeOfDay(`${place}\n${template.prompt}`),
    cameraMovement: cameraMoves(camera),
    shotType: matchOptions(camera, SHOT_TYPES),
    lens: matchOptions(camera, LENSES)[0] ?? '',
    fps: frameRate(`${camera}\n${template.prompt}`),
    visualStyle: [...matchOptions(look, VISUAL_STYLES), ...freeLook.style],
    lighting: light === '' ? lighting : [light],
    colorGrading: matchOptions(look, COLOR_GRADES)[0] ?? '',
    motion: clip([...template.motion[language], ...physicsUnmatched]),
    physicsConstraints: physicsMatched,
    specialEffects: matchOptions(look, SPECIAL_EFFECTS),
    hasAudio: audio !== undefined,
    audio: audio
      ? {
          type: audio.type,
          musicStyle: optionOrText(audio.musicStyle, MUSIC_STYLES, language),
          voice: {
            gender: audio.voice?.gender ?? '',
            accent: optionOrText(audio.voice?.accent, VOICE_ACCENTS, language),
            tone: optionOrText(audio.voice?.tone, VOICE_TONES, language),
          },
          lines: clip((audio.lines ?? []).map((line) => line[language])),
          sync: (audio.sync?.[language] ?? '').slice(0, FIELD_MAX),
        }
      : base.audio,
  };
}
