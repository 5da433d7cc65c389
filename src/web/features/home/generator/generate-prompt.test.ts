import { afterEach, describe, expect, it, vi } from 'vitest';
import { generatePrompt, type GeneratorRequest } from './generate-prompt.ts';

const request: GeneratorRequest = {
  input: 'a red fox crossing a frozen lake at dawn',
  mode: 'fast',
  duration: '15s',
  language: 'en',
  seed: 42,
  model: 'universal',
};

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('generatePrompt', () => {
  it('posts the request and returns the API answer', async () => {
    const fetch = vi.fn(() =>
      answer(200, {
        prompt: 'From the API',
        enhancements: ['x'],
        estimatedTokens: 3,
        source: 'local',
        model: 'universal',
        settings: { duration: '15s' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(generatePrompt(request)).resolves.toEqual({
      prompt: 'From the API',
      enhancements: ['x'],
      offline: false,
      settings: { duration: '15s' },
    });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/generate-prompt');
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it('asks for the chosen model and keeps its settings and negative prompt', async () => {
    const fetch = vi.fn(() =>
      answer(200, {
        prompt: 'A fox on the ice.',
        enhancements: [],
        estimatedTokens: 5,
        source: 'local',
        model: 'veo',
        settings: { duration: '8s', aspectRatio: '16:9', resolution: '1080p' },
        negativePrompt: 'text, watermark',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const outcome = await generatePrompt({ ...request, model: 'veo', duration: '8s' });
    expect(outcome.settings).toEqual({ duration: '8s', aspectRatio: '16:9', resolution: '1080p' });
    expect(outcome.negativePrompt).toBe('text, watermark');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ model: 'veo', duration: '8s' });
  });

  it('offline, writes for the chosen model through the same engine', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await generatePrompt({ ...request, model: 'veo', duration: '8s' });
    expect(outcome.offline).toBe(true);
    expect(outcome.settings.duration).toBe('8s');
    expect(outcome.negativePrompt).toBeTruthy();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 500', () => answer(500, { error: 'boom' })],
    ['a 429', () => answer(429, { error: 'Too many requests' })],
    ['an answer of the wrong shape', () => answer(200, { text: 'nope' })],
  ])('falls back to the built-in engine on %s, and logs it', async (_, fail) => {
    vi.stubGlobal('fetch', vi.fn(fail));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await generatePrompt(request);
    expect(outcome.offline).toBe(true);
    expect(outcome.prompt).toContain(request.input);
    expect(outcome.prompt.length).toBeGreaterThan(request.input.length);
    expect(outcome.enhancements.length).toBeGreaterThan(0);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('offline: a new seed gives a new prompt, the same seed the same one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = await generatePrompt(request);
    const b = await generatePrompt(request);
    const c = await generatePrompt({ ...request, seed: 7 });
    expect(b.prompt).toBe(a.prompt);
    expect(c.prompt).not.toBe(a.prompt);
  });

  it('offline: Advanced adds more than Fast, in the requested language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fast = await generatePrompt(request);
    const advanced = await generatePrompt({ ...request, mode: 'advanced' });
    expect(advanced.prompt.length).toBeGreaterThan(fast.prompt.length);
    expect(advanced.enhancements.join('')).not.toMatch(/[\u4e00-\u9fff]/);
    const chinese = await generatePrompt({ ...request, mode: 'advanced', language: 'zh' });
    expect(chinese.enhancements.join('')).toMatch(/[\u4e00-\u9fff]/);
  });
});
