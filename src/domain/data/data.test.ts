import { describe, expect, it } from 'vitest';
import { CategorySchema } from '../schemas/category.ts';
import { FrameRateOptionSchema, OptionSchema, PopularOptionSchema } from '../schemas/option.ts';
import {
  OPTIONAL_SAFETY_CHECK_IDS,
  REQUIRED_SAFETY_CHECK_IDS,
  SAFETY_RULE_CATEGORY_IDS,
  SafetyChecklistItemSchema,
  SafetyRuleCategorySchema,
} from '../schemas/safety.ts';
import { CATEGORY_IDS } from '../schemas/template.ts';
import { CATEGORIES, categoryById, FEATURED_CATEGORIES } from './categories.ts';
import { LANGUAGE_OPTIONS } from './language-options.ts';
import {
  AUDIO_TYPE_OPTIONS,
  MUSIC_STYLES,
  VOICE_ACCENTS,
  VOICE_TONES,
} from './options/audio-options.ts';
import {
  CAMERA_MOVEMENTS,
  FRAME_RATE_OPTIONS,
  LENSES,
  SHOT_TYPES,
} from './options/camera-options.ts';
import { ASPECT_RATIO_OPTIONS, DURATION_OPTIONS } from './options/format-options.ts';
import { PHYSICS_CONSTRAINTS, MOTION_KEYWORDS, SPECIAL_EFFECTS } from './options/motion-options.ts';
import { ENVIRONMENTS, TIME_OF_DAY_OPTIONS } from './options/scene-options.ts';
import { COLOR_GRADES, LIGHTING_STYLES, VISUAL_STYLES } from './options/visual-options.ts';
import { SAFETY_CHECKLIST } from './safety-checklist.ts';
import { SAFETY_RULE_CATEGORIES } from './safety-rules.ts';

const HAN = /\p{Script=Han}/u;

describe('categories', () => {
  it('are the ten of the spec, in its order, the first six featured', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(CATEGORIES.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(CATEGORIES.map((c) => c.featured)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(FEATURED_CATEGORIES).toHaveLength(6);
  });
  it('parse with their schema and read in Chinese', () => {
    for (const category of CATEGORIES) {
      expect(CategorySchema.safeParse(category).success).toBe(true);
      expect(category.name.zh).toMatch(HAN);
      expect(category.description.zh).toMatch(HAN);
    }
  });
  it('are found by id', () => {
    expect(categoryById('loop').name.en).toBe('Loops');
  });
});

describe('builder option lists', () => {
  const lists = {
    CAMERA_MOVEMENTS: [CAMERA_MOVEMENTS, 20],
    SHOT_TYPES: [SHOT_TYPES, 17],
    LENSES: [LENSES, 10],
    LIGHTING_STYLES: [LIGHTING_STYLES, 18],
    ENVIRONMENTS: [ENVIRONMENTS, 30],
    VISUAL_STYLES: [VISUAL_STYLES, 30],
    COLOR_GRADES: [COLOR_GRADES, 17],
    PHYSICS_CONSTRAINTS: [PHYSICS_CONSTRAINTS, 22],
    MOTION_KEYWORDS: [MOTION_KEYWORDS, 25],
    VOICE_ACCENTS: [VOICE_ACCENTS, 16],
    VOICE_TONES: [VOICE_TONES, 14],
    MUSIC_STYLES: [MUSIC_STYLES, 18],
    SPECIAL_EFFECTS: [SPECIAL_EFFECTS, 22],
    AUDIO_TYPE_OPTIONS: [AUDIO_TYPE_OPTIONS, 6],
    TIME_OF_DAY_OPTIONS: [TIME_OF_DAY_OPTIONS, 6],
  } as const;

  it.each(Object.entries(lists))('%s has the count the spec gives', (_name, [list, count]) => {
    expect(list).toHaveLength(count);
  });

  it.each(Object.entries(lists))(
    '%s: values unique, valid, labelled in both languages',
    (_name, [list]) => {
      expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
      for (const option of list) {
        expect(OptionSchema.safeParse(option).success).toBe(true);
        expect(option.label.zh).toMatch(HAN);
      }
    },
  );

  it('uses the values the spec names', () => {
    expect(CAMERA_MOVEMENTS.map((o) => o.value)).toEqual([
      'static',
      'dolly-in',
      'dolly-out',
      'pan-left',
      'pan-right',
      'tilt-up',
      'tilt-down',
      'crane',
      'handheld',
      'steadicam',
      'drone',
      'zoom-in',
      'zoom-out',
      'tracking',
      'orbit',
      'push-in',
      'pull-out',
      'whip-pan',
      'dutch-angle',
      'crash-zoom',
    ]);
    expect(LENSES.map((o) => o.value)).toEqual([
      '14mm',
      '24mm',
      '35mm',
      '50mm',
      '85mm',
      '100mm',
      '135mm',
      '200mm',
      'fisheye',
      'anamorphic',
    ]);
    expect(LIGHTING_STYLES.map((o) => o.value)).toContain('Rembrandt');
    expect(SHOT_TYPES.map((o) => o.value)).toContain("bird's eye");
    expect(TIME_OF_DAY_OPTIONS.map((o) => o.value)).toEqual([
      'dawn',
      'morning',
      'day',
      'afternoon',
      'dusk',
      'night',
    ]);
    expect(AUDIO_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      'music',
      'foley',
      'voice',
      'music+foley',
      'music+voice',
      'music+foley+voice',
    ]);
  });

  it('has frame rates 24/30/60/120/240', () => {
    expect(FRAME_RATE_OPTIONS.map((o) => o.value)).toEqual([24, 30, 60, 120, 240]);
    for (const option of FRAME_RATE_OPTIONS) {
      expect(FrameRateOptionSchema.safeParse(option).success).toBe(true);
    }
  });

  it('marks 10s, 15s, 20s popular among seven durations', () => {
    expect(DURATION_OPTIONS.map((o) => o.value)).toEqual([
      '5s',
      '10s',
      '15s',
      '20s',
      '25s',
      '30s',
      '60s',
    ]);
    expect(DURATION_OPTIONS.filter((o) => o.popular).map((o) => o.value)).toEqual([
      '10s',
      '15s',
      '20s',
    ]);
  });

  it('marks 16:9, 9:16, 1:1 popular and 2.4:1 not', () => {
    expect(ASPECT_RATIO_OPTIONS.map((o) => [o.value, o.popular])).toEqual([
      ['16:9', true],
      ['9:16', true],
      ['1:1', true],
      ['2.4:1', false],
    ]);
    for (const option of [...ASPECT_RATIO_OPTIONS, ...DURATION_OPTIONS]) {
      expect(PopularOptionSchema.safeParse(option).success).toBe(true);
    }
  });
});

describe('safety data', () => {
  it('has the eight rule categories in order, each with valid rules', () => {
    expect(SAFETY_RULE_CATEGORIES.map((c) => c.id)).toEqual([...SAFETY_RULE_CATEGORY_IDS]);
    for (const category of SAFETY_RULE_CATEGORIES) {
      expect(SafetyRuleCategorySchema.safeParse(category).success).toBe(true);
      for (const rule of category.rules) expect(rule.description.zh).toMatch(HAN);
    }
    const ids = SAFETY_RULE_CATEGORIES.flatMap((c) => c.rules.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a nine-item checklist: the seven required ids, then the two optional', () => {
    expect(SAFETY_CHECKLIST.map((item) => [item.id, item.required])).toEqual([
      ['consent-verified', true],
      ['no-minors', true],
      ['no-public-figures', true],
      ['no-violence', true],
      ['no-adult-content', true],
      ['no-hate', true],
      ['no-copyright', true],
      ['no-misinformation', false],
      ['fictional-disclosure', false],
    ]);
    expect(REQUIRED_SAFETY_CHECK_IDS).toHaveLength(7);
    expect(OPTIONAL_SAFETY_CHECK_IDS).toHaveLength(2);
    for (const item of SAFETY_CHECKLIST) {
      expect(SafetyChecklistItemSchema.safeParse(item).success).toBe(true);
      expect(item.text.zh).toMatch(HAN);
    }
  });
});

describe('language options', () => {
  it('are English and Chinese with native labels', () => {
    expect(LANGUAGE_OPTIONS.map((o) => [o.code, o.nativeLabel])).toEqual([
      ['en', 'English'],
      ['zh', '中文'],
    ]);
  });
});
