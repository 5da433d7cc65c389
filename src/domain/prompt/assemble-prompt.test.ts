import { describe, expect, it } from 'vitest';
import { createBuilderForm, type BuilderForm } from '../schemas/builder-form.ts';
import { REQUIRED_SAFETY_CHECK_IDS } from '../schemas/safety.ts';
import {
  assembleBreakdown,
  assembleForModel,
  assemblePrompt,
  isPreviewReady,
} from './assemble-prompt.ts';
import { estimateTokens } from './estimate-tokens.ts';

function form(overrides: Partial<BuilderForm>): BuilderForm {
  return { ...createBuilderForm(), ...overrides };
}

const fox = form({
  categoryId: 'cinematic',
  duration: '15s',
  aspectRatio: '16:9',
  subject: 'A red fox',
  scene: 'a snowy pine forest',
  environment: 'forest',
  timeOfDay: 'dawn',
  shotType: ['long shot', 'close-up'],
  cameraMovement: ['tracking', 'push-in'],
  lens: '200mm',
  fps: 60,
  visualStyle: ['nature documentary', 'photorealistic'],
  lighting: ['golden hour', 'rim'],
  colorGrading: 'cool blue',
  motion: ['  trotting through deep snow ', '', 'breath visible in the cold air'],
  physicsConstraints: ['footprints stay in snow and sand'],
  specialEffects: ['falling snow'],
  hasAudio: true,
  audio: {
    type: 'music+foley+voice',
    musicStyle: 'ambient',
    voice: { gender: 'female', accent: 'British', tone: 'calm' },
    lines: ['The forest wakes slowly.', '  '],
    sync: 'footsteps on the beat',
  },
});

describe('assembleBreakdown', () => {
  it('builds each section as the spec describes', () => {
    expect(assembleBreakdown(fox)).toEqual({
      scene: 'A red fox in a snowy pine forest, forest, dawn lighting',
      camera: 'long shot to close-up, tracking, push-in, 200mm lens, 60fps',
      visual:
        'nature documentary, photorealistic style, golden hour with rim lighting, cool blue color grade',
      motion:
        'trotting through deep snow, breath visible in the cold air, footprints stay in snow and sand, falling snow',
      audio:
        'Audio: music, foley and voice, ambient music, female voice, British accent, calm tone, dialogue: "The forest wakes slowly.", sync: footsteps on the beat',
    });
  });

  it('gives empty sections for an empty form', () => {
    expect(assembleBreakdown(createBuilderForm())).toEqual({
      scene: '',
      camera: '',
      visual: '',
      motion: '',
      audio: '',
    });
  });

  it('leaves audio out while audio is off, even with a type set', () => {
    expect(assembleBreakdown({ ...fox, hasAudio: false }).audio).toBe('');
  });

  it('leaves audio out when audio is on but no type is chosen', () => {
    expect(assembleBreakdown({ ...fox, audio: { ...fox.audio, type: '' } }).audio).toBe('');
  });

  it('shows music style only for music types and voice only for voice types', () => {
    const music = { ...fox, audio: { ...fox.audio, type: 'music' as const } };
    expect(assembleBreakdown(music).audio).toBe(
      'Audio: music, ambient music, sync: footsteps on the beat',
    );
    const voice = { ...fox, audio: { ...fox.audio, type: 'voice' as const, sync: '' } };
    expect(assembleBreakdown(voice).audio).toBe(
      'Audio: voice, female voice, British accent, calm tone, dialogue: "The forest wakes slowly."',
    );
  });

  it('omits a 24 fps frame rate and an unset one', () => {
    expect(assembleBreakdown({ ...fox, fps: 24 }).camera).toBe(
      'long shot to close-up, tracking, push-in, 200mm lens',
    );
    expect(assembleBreakdown({ ...fox, fps: undefined }).camera).toBe(
      'long shot to close-up, tracking, push-in, 200mm lens',
    );
  });

  it('does not repeat a noun the person already typed', () => {
    const typed = {
      ...fox,
      lens: 'anamorphic lens',
      visualStyle: ['retro style'],
      lighting: ['rim light'],
      colorGrading: 'bleach bypass grading',
    };
    expect(assembleBreakdown(typed).camera).toBe(
      'long shot to close-up, tracking, push-in, anamorphic lens, 60fps',
    );
    expect(assembleBreakdown(typed).visual).toBe('retro style, rim light, bleach bypass grading');
  });

  it("writes a look in words (a template's) after the options, as written, with no noun after it", () => {
    const look = {
      ...fox,
      visualStyle: ['cinematic', 'Neo-noir live action', '35mm anamorphic film look'],
      lighting: ['rim', 'Warm tungsten look'],
      motion: ['Steady walking pace', 'Lanterns sway gently'],
    };
    expect(assembleBreakdown(look).visual).toBe(
      'cinematic style, neo-noir live action, 35mm anamorphic film look, rim lighting, ' +
        'warm tungsten look, cool blue color grade',
    );
    // Free text inside a list reads as part of the sentence; VHS or 3D keep their capitals.
    expect(assembleBreakdown(look).motion).toMatch(/^steady walking pace, lanterns sway gently, /);
    expect(assembleBreakdown({ ...look, visualStyle: ['VHS scanline texture'] }).visual).toMatch(
      /^VHS scanline texture, /,
    );
    expect(assemblePrompt(look)).toMatch(/^Visual: Cinematic style, neo-noir live action, /m);
    expect(assemblePrompt(look)).toMatch(/^Motion: Steady walking pace, lanterns sway gently, /m);
  });

  it('uses the scene alone when there is no subject', () => {
    expect(assembleBreakdown({ ...fox, subject: ' ' }).scene).toBe(
      'a snowy pine forest, forest, dawn lighting',
    );
  });
});

const ONE_LINE = { layout: 'one-line' } as const;

describe('assemblePrompt, one-line layout (the spec form)', () => {
  it('joins the sections with semicolons, duration and default safety last', () => {
    expect(assemblePrompt(fox, 'en', ONE_LINE)).toBe(
      'A red fox in a snowy pine forest, forest, dawn lighting; ' +
        'long shot to close-up, tracking, push-in, 200mm lens, 60fps; ' +
        'nature documentary, photorealistic style, golden hour with rim lighting, cool blue color grade; ' +
        'trotting through deep snow, breath visible in the cold air, footprints stay in snow and sand, falling snow; ' +
        'Audio: music, foley and voice, ambient music, female voice, British accent, calm tone, dialogue: "The forest wakes slowly.", sync: footsteps on the beat; ' +
        'Duration: 15s, 16:9; ' +
        'Follows all safety guidelines',
    );
  });

  it('lists the ticked safety items in checklist order', () => {
    const checks = Object.fromEntries(REQUIRED_SAFETY_CHECK_IDS.map((id) => [id, true]));
    const minimal = form({
      subject: 'A kite',
      scene: 'a windy beach',
      safetyChecks: { ...checks, 'fictional-disclosure': true, 'no-misinformation': false },
    });
    expect(assemblePrompt(minimal, 'en', ONE_LINE)).toBe(
      'A kite in a windy beach; Duration: 10s, 9:16; Follows all safety guidelines: ' +
        'consent verified for everyone shown, no minors in unsafe situations, no public figures, ' +
        'no graphic violence, no adult content, no hateful content, no copyrighted characters or logos, ' +
        'clearly fictional, to be labelled as AI-generated',
    );
  });

  it('still gives duration and safety for an empty form (the defaults)', () => {
    expect(assemblePrompt(createBuilderForm(), 'en', ONE_LINE)).toBe(
      'Duration: 10s, 9:16; Follows all safety guidelines',
    );
  });
});

describe('assemblePrompt, labelled lines (the default)', () => {
  it('writes one labelled line per section in the spec order', () => {
    expect(assemblePrompt(fox)).toBe(
      [
        'Scene: A red fox in a snowy pine forest, forest, dawn lighting.',
        'Camera: Long shot to close-up, tracking, push-in, 200mm lens, 60fps.',
        'Visual: Nature documentary, photorealistic style, golden hour with rim lighting, cool blue color grade.',
        'Motion: Trotting through deep snow, breath visible in the cold air, footprints stay in snow and sand, falling snow.',
        'Audio: Music, foley and voice, ambient music, female voice, British accent, calm tone, dialogue: "The forest wakes slowly.", sync: footsteps on the beat.',
        'Duration: 15s, 16:9.',
        'Safety: Follows all safety guidelines.',
      ].join('\n'),
    );
  });

  it('leaves out empty sections and keeps duration and safety', () => {
    expect(assemblePrompt(createBuilderForm())).toBe(
      'Duration: 10s, 9:16.\nSafety: Follows all safety guidelines.',
    );
  });

  it('puts no full stop in the middle of the scene line', () => {
    const walking = form({ subject: 'A fox walking alone.', scene: 'a narrow alley.' });
    expect(assemblePrompt(walking)).toMatch(/^Scene: A fox walking alone in a narrow alley\.$/m);
    const market = { ...walking, environment: 'night market' };
    expect(assemblePrompt(market)).toMatch(
      /^Scene: A fox walking alone in a narrow alley, night market\.$/m,
    );
  });

  it('universal is what a request without a model gets', () => {
    expect(assembleForModel(fox, 'en', { model: 'universal' })).toEqual(assembleForModel(fox));
    expect(assembleForModel(fox).settings).toEqual({ duration: '15s', aspectRatio: '16:9' });
  });
});

describe('assembleForModel', () => {
  it('Veo: the scene leads as the person’s words, no duration line, a negative prompt of nouns', () => {
    const veo = assembleForModel(fox, 'en', { model: 'veo' });
    expect(veo.prompt.split('\n')[0]).toBe(
      'A red fox in a snowy pine forest, forest, dawn lighting.',
    );
    expect(veo.prompt).not.toMatch(/Duration|15s/);
    expect(veo.settings).toEqual({ duration: '8s', aspectRatio: '16:9', resolution: '1080p' });
    expect(veo.negativePrompt).toMatch(/^real people, public figures, logos/);
    expect(veo.negativePrompt).not.toMatch(/\bno\b|don't/i);
  });

  it('positive-only models get the ticked safety items said positively', () => {
    const checks = Object.fromEntries(REQUIRED_SAFETY_CHECK_IDS.map((id) => [id, true]));
    for (const model of ['veo', 'runway', 'luma'] as const) {
      const { prompt } = assembleForModel({ ...fox, safetyChecks: checks }, 'en', { model });
      expect(prompt, model).not.toMatch(/\b(no|not|never|without)\b/i);
      expect(prompt, model).toMatch(/original, fictional characters/);
    }
  });

  it('Hailuo gets its bracket commands for the chosen moves, in the order they were chosen', () => {
    const { prompt } = assembleForModel(fox, 'en', { model: 'hailuo' });
    expect(prompt).toMatch(/^\[Tracking shot, Push in\] A red fox/);
  });

  it('takes the nearest duration the model offers and says when the prompt is too long', () => {
    expect(
      assembleForModel({ ...fox, duration: '60s' }, 'en', { model: 'runway' }).settings.duration,
    ).toBe('10s');
    const long = { ...fox, subject: 'A fox '.repeat(33), scene: 'a snowy wood '.repeat(46) };
    const runway = assembleForModel(long, 'en', { model: 'runway' });
    expect(runway.overLimit).toBe(true);
    expect(runway.enhancements[0]).toMatch(/over Runway Gen-4's 1000-character limit/);
    expect(assembleForModel(fox, 'en', { model: 'runway' }).overLimit).toBe(false);
  });
});

describe('isPreviewReady', () => {
  const ready = form({ categoryId: 'travel', scene: 'a night market', subject: 'a cook' });
  it('is true once category, duration, ratio, scene and subject are filled', () => {
    expect(isPreviewReady(ready)).toBe(true);
  });
  it.each([
    ['category', { categoryId: '' as const }],
    ['scene', { scene: '   ' }],
    ['subject', { subject: '' }],
  ])('is false without %s', (_name, change) => {
    expect(isPreviewReady({ ...ready, ...change })).toBe(false);
  });
});

describe('estimateTokens', () => {
  it('is the length divided by 4, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('x'.repeat(2000))).toBe(500);
  });
});

describe('scene wording', () => {
  it('lower-cases a leading article of the scene after "in"', () => {
    const form = {
      ...createBuilderForm(),
      subject: 'A street cook',
      scene: 'A lantern-lit night market',
    };
    expect(assemblePrompt(form)).toMatch(/^Scene: A street cook in a lantern-lit night market/);
    expect(assemblePrompt({ ...form, scene: 'Tokyo at night' })).toMatch(
      /^Scene: A street cook in Tokyo at night/,
    );
  });
});
