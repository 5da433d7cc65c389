import { CATEGORIES } from '../../../domain/data/categories.ts';
import {
  AUDIO_TYPE_OPTIONS,
  MUSIC_STYLES,
  VOICE_ACCENTS,
  VOICE_GENDER_OPTIONS,
  VOICE_TONES,
} from '../../../domain/data/options/audio-options.ts';
import {
  CAMERA_MOVEMENTS,
  FRAME_RATE_OPTIONS,
  LENSES,
  SHOT_TYPES,
} from '../../../domain/data/options/camera-options.ts';
import {
  ASPECT_RATIO_OPTIONS,
  DURATION_OPTIONS,
} from '../../../domain/data/options/format-options.ts';
import {
  MOTION_KEYWORDS,
  PHYSICS_CONSTRAINTS,
  SPECIAL_EFFECTS,
} from '../../../domain/data/options/motion-options.ts';
import { ENVIRONMENTS, TIME_OF_DAY_OPTIONS } from '../../../domain/data/options/scene-options.ts';
import {
  COLOR_GRADES,
  LIGHTING_STYLES,
  VISUAL_STYLES,
} from '../../../domain/data/options/visual-options.ts';
import { SAFETY_CHECKLIST } from '../../../domain/data/safety-checklist.ts';
import type { Language } from '../../../domain/site/languages.ts';
import type { Resources } from '../../i18n/locales/en/index.ts';
import type { BuilderOptions } from './builder-options.ts';

interface Labelled {
  value: string | number;
  label: { en: string; zh: string };
  popular?: boolean;
}

/**
 * Runs at build time only (prerender): every option list of the builder, labelled in one
 * language, travels as data inside that page's HTML. The bilingual lists never reach the
 * page's JavaScript.
 */
export function builderOptions(language: Language): BuilderOptions {
  const pick = (list: readonly Labelled[]) =>
    list.map((option) => ({ value: String(option.value), label: option.label[language] }));
  const popular = (list: readonly Labelled[]) =>
    list.filter((option) => option.popular).map((option) => String(option.value));
  return {
    categories: CATEGORIES.map((c) => ({ value: c.id, label: c.name[language] })),
    durations: pick(DURATION_OPTIONS),
    popularDurations: popular(DURATION_OPTIONS),
    aspectRatios: pick(ASPECT_RATIO_OPTIONS),
    popularAspectRatios: popular(ASPECT_RATIO_OPTIONS),
    timesOfDay: pick(TIME_OF_DAY_OPTIONS),
    environments: pick(ENVIRONMENTS),
    cameraMovements: pick(CAMERA_MOVEMENTS),
    shotTypes: pick(SHOT_TYPES),
    lenses: pick(LENSES),
    frameRates: pick(FRAME_RATE_OPTIONS),
    visualStyles: pick(VISUAL_STYLES),
    lighting: pick(LIGHTING_STYLES),
    colorGrades: pick(COLOR_GRADES),
    motionKeywords: pick(MOTION_KEYWORDS),
    physicsConstraints: pick(PHYSICS_CONSTRAINTS),
    specialEffects: pick(SPECIAL_EFFECTS),
    audioTypes: pick(AUDIO_TYPE_OPTIONS),
    musicStyles: pick(MUSIC_STYLES),
    voiceGenders: pick(VOICE_GENDER_OPTIONS),
    voiceAccents: pick(VOICE_ACCENTS),
    voiceTones: pick(VOICE_TONES),
    safety: SAFETY_CHECKLIST.map((item) => ({
      id: item.id,
      required: item.required,
      text: item.text[language],
    })),
  };
}

/**
 * The page's build-time data: the option lists and the page's strings, both in one language.
 * The strings travel in the HTML too (not in the route's JavaScript): the builder has more
 * text than any other page, and first-load JavaScript is what the budget counts.
 */
export function builderPageData(language: Language, strings: Resources['builder']) {
  return { options: builderOptions(language), strings };
}
export type BuilderPageData = ReturnType<typeof builderPageData>;
