/**
 * Builder forms for the agreement test (issue 17 point 4) that between them pick every entry of
 * every option list: form n takes entry n of each list (wrapping round the shorter ones). Each
 * is a sound choice a person could make — one subject doing one thing, one camera move, a
 * style, a light — so whatever the checker finds in the builder's prompt is the builder's.
 */
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
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import type { Language } from '../../../domain/site/languages.ts';
import { initialForm } from '../builder/initial-form.ts';

/** What a person types: a subject doing one thing, and where. */
const PEOPLE: readonly { subject: [string, string]; scene: [string, string] }[] = [
  {
    subject: [
      'A fictional adult potter shaping a bowl on a wheel',
      '一位虚构的成年陶艺师在转盘上拉坯',
    ],
    scene: ['a small sunlit pottery studio', '一间小小的陶艺工作室'],
  },
  {
    subject: ['A red fox trotting through fresh snow', '一只红狐在新雪里小跑'],
    scene: ['a quiet birch forest', '安静的白桦林'],
  },
  {
    subject: ['A paper boat drifting down a rain gutter', '一只纸船顺着雨水沟漂流'],
    scene: ['a narrow cobbled street after rain', '雨后狭窄的石板街'],
  },
  {
    subject: ['A fictional adult cyclist riding over a hill crest', '一位虚构的成年骑手骑过山顶'],
    scene: ['a winding country road', '蜿蜒的乡间公路'],
  },
  {
    subject: ['A glass perfume bottle turning on a pedestal', '一只玻璃香水瓶在展台上转动'],
    scene: ['a dark studio with a wet stone floor', '地面湿润的黑色摄影棚'],
  },
  {
    subject: ['A small robot watering a potted plant', '一个小机器人给盆栽浇水'],
    scene: ['a balcony garden in the city', '城市里的阳台花园'],
  },
];

const LINES: readonly [string, string][] = [
  ['Welcome home.', '欢迎回家。'],
  ['Almost there.', '快到了。'],
];

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

/** How many forms it takes to pick every entry of the longest list. */
const COUNT = Math.max(
  CATEGORIES.length,
  DURATION_OPTIONS.length,
  ASPECT_RATIO_OPTIONS.length,
  ENVIRONMENTS.length,
  TIME_OF_DAY_OPTIONS.length,
  CAMERA_MOVEMENTS.length,
  SHOT_TYPES.length,
  LENSES.length,
  FRAME_RATE_OPTIONS.length,
  VISUAL_STYLES.length,
  LIGHTING_STYLES.length,
  COLOR_GRADES.length,
  MOTION_KEYWORDS.length,
  PHYSICS_CONSTRAINTS.length,
  SPECIAL_EFFECTS.length,
  AUDIO_TYPE_OPTIONS.length,
  MUSIC_STYLES.length,
  VOICE_GENDER_OPTIONS.length,
  VOICE_ACCENTS.length,
  VOICE_TONES.length,
  SAFETY_CHECKLIST.length,
);

/** The sample forms in one prompt language, each with a name for the test's messages. */
export function builderSampleForms(language: Language): { name: string; form: BuilderForm }[] {
  const zh = language === 'zh' ? 1 : 0;
  return Array.from({ length: COUNT }, (_, n) => {
    const person = pick(PEOPLE, n);
    const audio = pick(AUDIO_TYPE_OPTIONS, n).value;
    const voice = audio.includes('voice');
    const form: BuilderForm = {
      ...initialForm(),
      categoryId: pick(CATEGORIES, n).id,
      duration: pick(DURATION_OPTIONS, n).value,
      aspectRatio: pick(ASPECT_RATIO_OPTIONS, n).value,
      subject: person.subject[zh] as string,
      scene: person.scene[zh] as string,
      environment: pick(ENVIRONMENTS, n).value,
      timeOfDay: pick(TIME_OF_DAY_OPTIONS, n).value,
      cameraMovement: [pick(CAMERA_MOVEMENTS, n).value],
      shotType: [pick(SHOT_TYPES, n).value],
      lens: pick(LENSES, n).value,
      fps: pick(FRAME_RATE_OPTIONS, n).value,
      visualStyle: [pick(VISUAL_STYLES, n).value],
      lighting: [pick(LIGHTING_STYLES, n).value],
      colorGrading: pick(COLOR_GRADES, n).value,
      motion: [pick(MOTION_KEYWORDS, n).value],
      physicsConstraints: [pick(PHYSICS_CONSTRAINTS, n).value],
      specialEffects: [pick(SPECIAL_EFFECTS, n).value],
      hasAudio: true,
      audio: {
        type: audio,
        musicStyle: audio.includes('music') ? pick(MUSIC_STYLES, n).value : '',
        voice: voice
          ? {
              gender: pick(VOICE_GENDER_OPTIONS, n)
                .value as BuilderForm['audio']['voice']['gender'],
              accent: pick(VOICE_ACCENTS, n).value,
              tone: pick(VOICE_TONES, n).value,
            }
          : { gender: '', accent: '', tone: '' },
        lines: voice ? [pick(LINES, n)[zh] as string] : [],
        sync: '',
      },
      safetyChecks: { [pick(SAFETY_CHECKLIST, n).id]: true },
    };
    return { name: `sample form ${n + 1}`, form };
  });
}
