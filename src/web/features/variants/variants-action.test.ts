import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateVariants } from './variants-action.ts';

const PROMPT =
  'A ceramic coffee cup on a wooden table by the window, morning light, steam rising slowly.';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('generateVariants', () => {
  it('posts the spec request and orders the answer light, medium, heavy', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            variants: [
              { level: 'heavy', prompt: 'Clay cup.', similarity: 0.2, changes: [] },
              { level: 'light', prompt: `${PROMPT} Backlight.`, similarity: 0.9, changes: ['L'] },
              { level: 'medium', prompt: `${PROMPT} Orbit.`, similarity: 0.7, changes: ['C'] },
            ],
            source: 'local',
            model: 'universal',
            settings: { duration: '25s' },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const set = await generateVariants(PROMPT, '25s', 'universal');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/generate-variants');
    expect(JSON.parse(String(init.body))).toEqual({
      prompt: PROMPT,
      levels: ['light', 'medium', 'heavy'],
      duration: '25s',
      language: 'en',
      model: 'universal',
    });
    expect(set.written).toEqual({
      model: 'universal',
      language: 'en',
      settings: { duration: '25s' },
    });
    expect(set.offline).toBe(false);
    expect(set.items.map((i) => [i.level, i.similarity, i.stats.percentMatch])).toEqual([
      ['light', 0.9, 90],
      ['medium', 0.7, 70],
      ['heavy', 0.2, 20],
    ]);
  });

  it('uses the engine when the API fails: similarity falls from light to heavy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const set = await generateVariants(PROMPT, '15s', 'universal');
    expect(set.offline).toBe(true);
    const [light, medium, heavy] = set.items.map((i) => i.similarity!);
    expect(light).toBeGreaterThanOrEqual(medium!);
    expect(medium).toBeGreaterThanOrEqual(heavy!);
    expect(new Set(set.items.map((i) => i.prompt)).size).toBe(3);
  });

  it('offline, writes for the chosen model: its settings and negative prompt come with the set', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const set = await generateVariants(PROMPT, '8s', 'veo');
    expect(set.written?.model).toBe('veo');
    expect(set.written?.settings.duration).toBe('8s');
    expect(set.written?.negativePrompt).toBeTruthy();
  });
});
