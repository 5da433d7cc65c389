import { afterEach, describe, expect, it, vi } from 'vitest';
import { refine } from '../../../engine/refine.ts';
import { refinePrompt } from './refine-action.ts';
import { DEFAULT_REFINER_OPTIONS } from './refiner-options.ts';

const PROMPT = 'A red fox trots through a snowy birch forest at dawn.';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('refinePrompt', () => {
  it('posts the spec request and shows the API answer with stats', async () => {
    const api = {
      original: PROMPT,
      variants: {
        light: `${PROMPT} Rim light.`,
        medium: `${PROMPT} Dolly in, 50mm.`,
        heavy: 'Clay fox.',
      },
      changes: { light: ['Lighting'], medium: ['Camera', 'Lens'], heavy: ['Style'] },
      source: 'ai',
      model: 'universal',
      settings: { duration: '15s' },
    };
    const fetch = answer(200, api);
    vi.stubGlobal('fetch', fetch);
    const set = await refinePrompt(
      PROMPT,
      {
        ...DEFAULT_REFINER_OPTIONS,
        targetStyle: 'animation',
        addAudio: true,
      },
      'universal',
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/optimize-prompt');
    expect(JSON.parse(String(init.body))).toEqual({
      prompt: PROMPT,
      style: 'animated',
      intensity: 'medium',
      enhancements: [
        'camera_work',
        'physics_constraints',
        'audio_suggestions',
        'safety_guidelines',
      ],
      duration: '15s',
      model: 'universal',
      language: 'en',
    });
    expect(set.offline).toBe(false);
    expect(set.items.map((i) => i.level)).toEqual(['light', 'medium', 'heavy']);
    expect(set.items[1]).toMatchObject({
      prompt: api.variants.medium,
      changes: ['Camera', 'Lens'],
      stats: { cameraTerms: 2, beats: 2 },
    });
    expect(set.items[0]!.similarity).toBeGreaterThan(set.items[2]!.similarity!);
  });

  it('falls back to the engine, marked offline, on a 500 or a network error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const fetch of [
      answer(500, { error: 'boom' }),
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    ]) {
      vi.stubGlobal('fetch', fetch);
      const set = await refinePrompt(PROMPT, DEFAULT_REFINER_OPTIONS, 'universal');
      const local = refine(PROMPT, {
        style: 'cinematic',
        intensity: 'medium',
        enhancements: ['camera_work', 'physics_constraints', 'safety_guidelines'],
        duration: '15s',
        language: 'en',
      });
      expect(set.offline).toBe(true);
      expect(set.items.map((i) => i.prompt)).toEqual([
        local.variants.light,
        local.variants.medium,
        local.variants.heavy,
      ]);
    }
  });

  it('falls back when the answer has the wrong shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', answer(200, { variants: 'nope' }));
    expect((await refinePrompt(PROMPT, DEFAULT_REFINER_OPTIONS, 'universal')).offline).toBe(true);
  });

  it('writes a Chinese prompt in Chinese, whatever the page language', async () => {
    const fetch = answer(500, {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', fetch);
    await refinePrompt(
      '黎明时分，一只红狐穿过积雪的白桦林。',
      DEFAULT_REFINER_OPTIONS,
      'universal',
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).language).toBe('zh');
  });

  it('writes for the chosen model: the request names it and the set carries its settings', async () => {
    const fetch = answer(500, {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', fetch);
    const set = await refinePrompt(
      PROMPT,
      { ...DEFAULT_REFINER_OPTIONS, duration: '10s' },
      'kling',
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ model: 'kling', duration: '10s' });
    expect(set.written).toMatchObject({ model: 'kling', settings: { duration: '10s' } });
    expect(set.written?.negativePrompt).toBeTruthy();
  });
});
