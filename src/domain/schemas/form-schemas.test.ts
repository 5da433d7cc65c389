import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS as MODEL_RATIOS } from '../models/model-profile-schema.ts';
import { MODEL_PROFILES } from '../models/model-profiles.ts';
import { BUILDER_ASPECT_RATIOS, BuilderFormSchema, createBuilderForm } from './builder-form.ts';
import { ASPECT_RATIOS, DURATIONS } from './template.ts';
import { FilterStateSchema } from './filter-state.ts';
import { NewsletterFormSchema } from './newsletter.ts';
import { RefinerOptionsSchema, toOptimizeRequest } from './refiner-options.ts';
import {
  allRequiredChecked,
  REQUIRED_SAFETY_CHECK_IDS,
  toggleAllSafetyChecks,
  uncheckedRequiredCount,
} from './safety.ts';
import { FavoritesSchema, GeneratorHistorySchema } from './stored.ts';

describe('BuilderFormSchema', () => {
  it('starts at 10s, 9:16, audio off, everything else empty', () => {
    const form = createBuilderForm();
    expect(form.duration).toBe('10s');
    expect(form.aspectRatio).toBe('9:16');
    expect(form.hasAudio).toBe(false);
    expect(form.categoryId).toBe('');
    expect(form.cameraMovement).toEqual([]);
    expect(form.audio.voice).toEqual({ gender: '', accent: '', tone: '' });
    expect(form.fps).toBeUndefined();
  });
  it('fills what a stored draft lacks and refuses a bad frame rate', () => {
    const draft = BuilderFormSchema.parse({ scene: 'a cave', audio: { type: 'music' } });
    expect(draft.scene).toBe('a cave');
    expect(draft.audio.lines).toEqual([]);
    expect(BuilderFormSchema.safeParse({ fps: 25 }).success).toBe(false);
    expect(BuilderFormSchema.safeParse({ fps: 120 }).success).toBe(true);
  });
});

describe('the builder form takes any model’s lengths and ratios', () => {
  it('holds its own ratios and every model’s, and nothing else', () => {
    expect([...BUILDER_ASPECT_RATIOS].sort()).toEqual(
      [...new Set([...ASPECT_RATIOS, ...MODEL_RATIOS])].sort(),
    );
  });
  it('takes its own lengths and every length a model offers, not 0 s or 61 s', () => {
    const lengths = [
      ...DURATIONS,
      ...MODEL_PROFILES.flatMap((profile) => profile.durations.value.map((s) => `${s}s`)),
    ];
    for (const duration of lengths) {
      expect(BuilderFormSchema.safeParse({ duration }).success, duration).toBe(true);
    }
    for (const duration of ['0s', '61s', '8', '08s', '1.5s']) {
      expect(BuilderFormSchema.safeParse({ duration }).success, duration).toBe(false);
    }
  });
});

describe('RefinerOptionsSchema', () => {
  it('defaults to cinematic, medium, 15s, camera/physics/safety on, audio off', () => {
    expect(RefinerOptionsSchema.parse({})).toEqual({
      targetStyle: 'cinematic',
      intensity: 'medium',
      duration: '15s',
      enhanceCamera: true,
      enhancePhysics: true,
      addAudio: false,
      addSafety: true,
    });
  });
  it('maps to the API request: animation is sent as animated, flags become names', () => {
    const options = RefinerOptionsSchema.parse({
      targetStyle: 'animation',
      addAudio: true,
      enhancePhysics: false,
    });
    expect(toOptimizeRequest('a paper boat', options)).toEqual({
      prompt: 'a paper boat',
      style: 'animated',
      intensity: 'medium',
      enhancements: ['camera_work', 'audio_suggestions', 'safety_guidelines'],
      duration: '15s',
      model: 'universal',
    });
    expect(toOptimizeRequest('a paper boat', options, 'wan').model).toBe('wan');
  });
});

describe('safety checks', () => {
  const allRequired = Object.fromEntries(REQUIRED_SAFETY_CHECK_IDS.map((id) => [id, true]));
  it('counts what is still unticked', () => {
    expect(uncheckedRequiredCount({})).toBe(7);
    expect(uncheckedRequiredCount({ 'no-hate': true, 'no-misinformation': true })).toBe(6);
    expect(allRequiredChecked(allRequired)).toBe(true);
  });
  it('select-all ticks a group unless all are ticked, then unticks it', () => {
    const some = { 'no-hate': true, 'fictional-disclosure': true };
    const on = toggleAllSafetyChecks(some, 'required');
    expect(allRequiredChecked(on)).toBe(true);
    expect(on['fictional-disclosure']).toBe(true);
    const off = toggleAllSafetyChecks(on, 'required');
    expect(uncheckedRequiredCount(off)).toBe(7);
    expect(off['fictional-disclosure']).toBe(true);
    expect(toggleAllSafetyChecks(some, 'optional')).toEqual({
      'no-hate': true,
      'fictional-disclosure': true,
      'no-misinformation': true,
    });
  });
});

describe('FilterStateSchema', () => {
  it('defaults to no filter', () => {
    expect(FilterStateSchema.parse({})).toEqual({
      categoryIds: [],
      durations: [],
      aspectRatios: [],
      difficulties: [],
      hasAudio: false,
      featured: false,
    });
  });
  it('refuses an unknown category', () => {
    expect(FilterStateSchema.safeParse({ categoryIds: ['vlog'] }).success).toBe(false);
  });
});

describe('stored data', () => {
  it('favorites are template ids', () => {
    expect(FavoritesSchema.safeParse(['cin-001', 'prod-005']).success).toBe(true);
    expect(FavoritesSchema.safeParse('cin-001').success).toBe(false);
    expect(FavoritesSchema.safeParse(['<img>']).success).toBe(false);
  });
  it('history is at most 10 entries of prompt, input, mode, duration and time', () => {
    const entry = (n: number) => ({
      prompt: `p${n}`,
      input: `idea ${n}`,
      mode: 'fast',
      duration: '15s',
      createdAt: new Date(2026, 0, 1, 0, n).toISOString(),
    });
    const ten = Array.from({ length: 10 }, (_, n) => entry(n));
    expect(GeneratorHistorySchema.safeParse(ten).success).toBe(true);
    expect(GeneratorHistorySchema.safeParse([...ten, entry(10)]).success).toBe(false);
    expect(GeneratorHistorySchema.safeParse(['a prompt']).success).toBe(false);
    expect(GeneratorHistorySchema.safeParse([{ ...entry(1), mode: 'slow' }]).success).toBe(false);
    expect(GeneratorHistorySchema.safeParse([{ ...entry(1), createdAt: 'x' }]).success).toBe(false);
  });
});

describe('small forms', () => {
  it('newsletter wants an e-mail address', () => {
    expect(NewsletterFormSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(NewsletterFormSchema.safeParse({ email: 'not mail' }).success).toBe(false);
  });
});
