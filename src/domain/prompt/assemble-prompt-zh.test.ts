import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIO_TYPE_OPTIONS,
  MUSIC_STYLES,
  VOICE_ACCENTS,
  VOICE_GENDER_OPTIONS,
  VOICE_TONES,
} from '../data/options/audio-options.ts';
import { CAMERA_MOVEMENTS, LENSES, SHOT_TYPES } from '../data/options/camera-options.ts';
import { ASPECT_RATIO_OPTIONS, DURATION_OPTIONS } from '../data/options/format-options.ts';
import {
  MOTION_KEYWORDS,
  PHYSICS_CONSTRAINTS,
  SPECIAL_EFFECTS,
} from '../data/options/motion-options.ts';
import { ENVIRONMENTS, TIME_OF_DAY_OPTIONS } from '../data/options/scene-options.ts';
import { COLOR_GRADES, LIGHTING_STYLES, VISUAL_STYLES } from '../data/options/visual-options.ts';
import { SAFETY_CHECKLIST } from '../data/safety-checklist.ts';
import { createBuilderForm, type BuilderForm } from '../schemas/builder-form.ts';
import { FRAME_RATES, type Option } from '../schemas/option.ts';
import { assembleBreakdown, assemblePrompt } from './assemble-prompt.ts';

/**
 * Latin letters a Chinese prompt may carry: units and names that Chinese creators write in
 * Latin letters too (35mm, 3D, VHS, MV, Rec.709, AI). Anything else is an English word leaking in.
 */
const LATIN_ALLOWED = new Set(['mm', 'D', 'VHS', 'MV', 'Rec', 'AI']);

/** Half-width punctuation, once numbers (2.4:1, Rec.709) are taken out. */
const HALF_WIDTH = /[,;:!?"'()[\]]|\.(?!\d)/;

function withoutNumbers(text: string): string {
  return text.replace(/\d+(\.\d+)?:\d+/g, '').replace(/Rec\.709/g, 'Rec');
}

/** What is wrong with a Chinese text: English words and half-width punctuation. */
function problems(text: string): string[] {
  const found: string[] = [];
  for (const word of text.match(/[A-Za-z]+/g) ?? []) {
    if (!LATIN_ALLOWED.has(word)) found.push(`English word "${word}"`);
  }
  const punctuation = HALF_WIDTH.exec(withoutNumbers(text));
  if (punctuation) found.push(`half-width "${punctuation[0]}"`);
  return found;
}

const values = (list: readonly Option[]) => list.map((option) => option.value);
const someOf = (list: readonly Option[]) =>
  fc.uniqueArray(fc.constantFrom(...values(list)), { maxLength: 4 });
const oneOf = (list: readonly Option[]) => fc.constantFrom('', ...values(list));
/** Chinese free text as a person types it, sometimes with a closing 。. */
const chineseText = fc.constantFrom(
  '一位穿黄色雨衣的女性',
  '大雨刚停的夜市窄巷，面摊热气升腾。',
  '在海边',
  '一只橘猫',
  '',
);

/** Any form the builder's option lists can produce, with Chinese free text. */
const optionForm: fc.Arbitrary<BuilderForm> = fc
  .record({
    duration: fc.constantFrom(...DURATION_OPTIONS.map((o) => o.value)),
    aspectRatio: fc.constantFrom(...ASPECT_RATIO_OPTIONS.map((o) => o.value)),
    subject: chineseText,
    scene: chineseText,
    environment: oneOf(ENVIRONMENTS),
    timeOfDay: fc.constantFrom('' as const, ...TIME_OF_DAY_OPTIONS.map((o) => o.value)),
    cameraMovement: someOf(CAMERA_MOVEMENTS),
    shotType: someOf(SHOT_TYPES),
    lens: oneOf(LENSES),
    fps: fc.option(fc.constantFrom(...FRAME_RATES), { nil: undefined }),
    visualStyle: someOf(VISUAL_STYLES),
    lighting: someOf(LIGHTING_STYLES),
    colorGrading: oneOf(COLOR_GRADES),
    motion: someOf(MOTION_KEYWORDS),
    physicsConstraints: someOf(PHYSICS_CONSTRAINTS),
    specialEffects: someOf(SPECIAL_EFFECTS),
    hasAudio: fc.boolean(),
    type: fc.constantFrom(...AUDIO_TYPE_OPTIONS.map((o) => o.value)),
    musicStyle: oneOf(MUSIC_STYLES),
    gender: fc.constantFrom('' as const, ...VOICE_GENDER_OPTIONS.map((o) => o.value)),
    accent: oneOf(VOICE_ACCENTS),
    tone: oneOf(VOICE_TONES),
    lines: fc.uniqueArray(chineseText, { maxLength: 2 }),
    sync: chineseText,
    checks: fc.subarray(SAFETY_CHECKLIST.map((item) => item.id)),
  })
  .map(({ type, musicStyle, gender, accent, tone, lines, sync, checks, ...rest }) => ({
    ...createBuilderForm(),
    ...rest,
    categoryId: 'cinematic',
    audio: {
      type,
      musicStyle,
      voice: { gender: gender as BuilderForm['audio']['voice']['gender'], accent, tone },
      lines,
      sync,
    },
    safetyChecks: Object.fromEntries(checks.map((id) => [id, true])),
  }));

const ONE_LINE = { layout: 'one-line' } as const;

describe('assemblePrompt in Chinese', () => {
  const redFox: BuilderForm = {
    ...createBuilderForm(),
    categoryId: 'cinematic',
    duration: '15s',
    aspectRatio: '16:9',
    subject: '一只红狐狸',
    scene: '白雪覆盖的松林',
    timeOfDay: 'dawn',
    shotType: ['long shot', 'close-up'],
    cameraMovement: ['tracking', 'dolly-in'],
    lens: '200mm',
    fps: 60,
    visualStyle: ['nature documentary', 'photorealistic'],
    lighting: ['golden hour', 'rim'],
    colorGrading: 'cool blue',
    motion: ['在深雪中小跑'],
    physicsConstraints: ['footprints stay in snow and sand'],
    specialEffects: ['falling snow'],
    hasAudio: true,
    audio: {
      type: 'music+foley+voice',
      musicStyle: 'orchestral',
      voice: { gender: 'female', accent: 'British', tone: 'energetic' },
      lines: ['森林慢慢醒来。'],
      sync: '脚步踩在节拍上',
    },
    safetyChecks: { 'no-public-figures': true },
  };

  it('writes every section with Chinese labels, joiners and punctuation', () => {
    expect(assemblePrompt(redFox, 'zh', ONE_LINE)).toBe(
      '一只红狐狸，置身于白雪覆盖的松林，黎明的光线。' +
        '景别从全景到特写，跟拍、推镜头，200mm 长焦镜头，60 帧。' +
        '风格：自然纪录片、照片级写实，光线：黄金时刻、轮廓光，冷蓝色调。' +
        '在深雪中小跑，雪地沙地留下脚印，飘雪。' +
        '音频：音乐、音效和人声，管弦乐，女声，英式口音，充满活力的语气，' +
        '台词：“森林慢慢醒来”，声画同步：脚步踩在节拍上。' +
        '时长 15 秒，画幅 16:9。遵守全部安全规范：不出现公众人物。',
    );
  });

  it("writes a look in words (a template's) as written, beside the options", () => {
    const look = {
      ...redFox,
      visualStyle: ['cinematic', '新黑色电影质感实拍'],
      lighting: ['rim', '暖色钨丝灯质感'],
    };
    expect(assembleBreakdown(look, 'zh').visual).toBe(
      '风格：电影感、新黑色电影质感实拍，光线：轮廓光、暖色钨丝灯质感，冷蓝色调',
    );
    expect(assemblePrompt(look, 'zh')).toMatch(
      /^画面：电影感、新黑色电影质感实拍，轮廓光、暖色钨丝灯质感，冷蓝色调。$/m,
    );
  });

  it('gives the breakdown in Chinese too', () => {
    expect(assembleBreakdown(redFox, 'zh').camera).toBe(
      '景别从全景到特写，跟拍、推镜头，200mm 长焦镜头，60 帧',
    );
  });

  it('still gives duration, ratio and safety for an empty form', () => {
    expect(assemblePrompt(createBuilderForm(), 'zh', ONE_LINE)).toBe(
      '时长 10 秒，画幅 9:16。遵守全部安全规范。',
    );
    expect(assemblePrompt(createBuilderForm(), 'zh')).toBe(
      '时长：10 秒，画幅 9:16。\n安全：遵守全部安全规范。',
    );
  });

  it('writes labelled lines in Chinese by default', () => {
    expect(assemblePrompt(redFox, 'zh').split('\n')).toEqual([
      '场景：一只红狐狸，置身于白雪覆盖的松林，黎明的光线。',
      '镜头：景别从全景到特写，跟拍、推镜头，200mm 长焦镜头，60 帧。',
      '画面：自然纪录片、照片级写实，黄金时刻、轮廓光，冷蓝色调。',
      '动作：在深雪中小跑，雪地沙地留下脚印，飘雪。',
      '声音：音乐、音效和人声，管弦乐，女声，英式口音，充满活力的语气，台词：“森林慢慢醒来”，声画同步：脚步踩在节拍上。',
      '时长：15 秒，画幅 16:9。',
      '安全：遵守全部安全规范：不出现公众人物。',
    ]);
  });

  it('does not double a 在 or a closing 。 the person typed', () => {
    const typed = { ...createBuilderForm(), subject: '一位厨师。', scene: '在夜市' };
    expect(assemblePrompt(typed, 'zh', ONE_LINE)).toMatch(/^一位厨师，置身于夜市。/);
    expect(assemblePrompt(typed, 'zh')).toMatch(/^场景：一位厨师，置身于夜市。/);
  });

  it('names three shot sizes as 从…到…再到…', () => {
    const shots = { ...redFox, shotType: ['long shot', 'medium shot', 'close-up'] };
    expect(assembleBreakdown(shots, 'zh').camera).toMatch(/^景别从全景到中景再到特写，/);
  });

  it('the English prompt is unchanged by the language parameter default', () => {
    expect(assemblePrompt(redFox)).toBe(assemblePrompt(redFox, 'en'));
    expect(assemblePrompt(redFox, 'en', ONE_LINE)).toMatch(/^一只红狐狸 in 白雪覆盖的松林/);
  });

  it('the checker itself flags English joiners and half-width punctuation', () => {
    expect(problems('一位女性 in 夜市')).toEqual(['English word "in"']);
    expect(problems('夜市, 黄昏')).toEqual(['half-width ","']);
    expect(problems('画幅 2.4:1，35mm 镜头，自然还原 Rec.709。')).toEqual([]);
  });

  it('never mixes English words or half-width punctuation into any form the options make', () => {
    fc.assert(
      fc.property(optionForm, (form) => {
        for (const layout of ['lines', 'one-line'] as const) {
          const prompt = assemblePrompt(form, 'zh', { layout });
          expect(problems(prompt), prompt).toEqual([]);
        }
        for (const section of Object.values(assembleBreakdown(form, 'zh'))) {
          expect(problems(section), section).toEqual([]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('has a Chinese label for every option value the prompt can use', () => {
    const lists = [
      ENVIRONMENTS,
      CAMERA_MOVEMENTS,
      SHOT_TYPES,
      LENSES,
      VISUAL_STYLES,
      LIGHTING_STYLES,
      COLOR_GRADES,
      MOTION_KEYWORDS,
      PHYSICS_CONSTRAINTS,
      SPECIAL_EFFECTS,
      MUSIC_STYLES,
      VOICE_ACCENTS,
      VOICE_TONES,
    ];
    for (const option of lists.flat()) {
      expect(problems(option.label.zh), option.value).toEqual([]);
    }
  });
});
