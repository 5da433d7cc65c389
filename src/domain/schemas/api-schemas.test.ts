import { describe, expect, it } from 'vitest';
import { formatZodError } from './format-zod-error.ts';
import { GenerateRequestSchema, GenerateResultSchema } from './generate.ts';
import { OptimizeRequestSchema, OptimizeResultSchema } from './optimize.ts';
import { VariantsRequestSchema, VariantsResultSchema } from './variants.ts';

function errorOf(schema: { safeParse: (data: unknown) => { error?: unknown } }, data: unknown) {
  const { error } = schema.safeParse(data);
  if (!error) throw new Error('expected the data to be refused');
  return formatZodError(error as Parameters<typeof formatZodError>[0], data);
}

describe('GenerateRequestSchema', () => {
  it("fills the defaults and trims the input (no language: the idea's own)", () => {
    expect(GenerateRequestSchema.parse({ input: '  a red fox  ' })).toEqual({
      input: 'a red fox',
      mode: 'fast',
      duration: '15s',
      model: 'universal',
    });
  });
  it('keeps the given options and an integer seed', () => {
    const body = { input: 'x', mode: 'advanced', duration: '25s', language: 'zh', seed: 7 };
    expect(GenerateRequestSchema.parse(body)).toEqual({ ...body, model: 'universal' });
  });
  it('accepts exactly 2000 characters and refuses 2001', () => {
    expect(GenerateRequestSchema.safeParse({ input: 'a'.repeat(2000) }).success).toBe(true);
    expect(errorOf(GenerateRequestSchema, { input: 'a'.repeat(2001) })).toBe(
      'input: must be at most 2000 characters',
    );
  });
  it('refuses empty and whitespace-only input, naming the field', () => {
    expect(errorOf(GenerateRequestSchema, { input: '   \n ' })).toBe('input: must not be empty');
    expect(errorOf(GenerateRequestSchema, {})).toBe('input: is required');
  });
  it('refuses an unknown mode or duration and a fractional seed', () => {
    expect(errorOf(GenerateRequestSchema, { input: 'x', mode: 'slow', duration: '20s' })).toBe(
      'mode: must be one of "fast", "advanced"; duration: must be one of "10s", "15s", "25s"',
    );
    // A seed of the wrong type stops the checks that need the whole body (the duration's).
    expect(errorOf(GenerateRequestSchema, { input: 'x', mode: 'slow', seed: 1.5 })).toBe(
      'mode: must be one of "fast", "advanced"; seed: must be a whole number',
    );
  });
  it('checks the duration against the model and fills the model’s default', () => {
    expect(errorOf(GenerateRequestSchema, { input: 'x', model: 'veo', duration: '15s' })).toBe(
      'duration: must be one of "4s", "6s", "8s" (Veo 3.1)',
    );
    expect(errorOf(GenerateRequestSchema, { input: 'x', model: 'hailuo', duration: 6 })).toBe(
      'duration: must be a string',
    );
    expect(GenerateRequestSchema.parse({ input: 'x', model: 'veo' }).duration).toBe('8s');
    expect(GenerateRequestSchema.parse({ input: 'x', model: 'veo', duration: '4s' })).toMatchObject(
      { model: 'veo', duration: '4s' },
    );
    expect(errorOf(GenerateRequestSchema, { input: 'x', model: 'sora2' })).toBe(
      'model: must be one of "universal", "veo", "kling", "seedance", "wan", "hailuo", "runway", "luma", "sora"',
    );
    for (const body of [null, 'text', 42, [], { model: null, duration: null }]) {
      expect(GenerateRequestSchema.safeParse(body).success).toBe(false);
    }
  });
  it('describes a non-object body', () => {
    expect(errorOf(GenerateRequestSchema, 'hello')).toBe('body: must be an object');
  });
});

describe('OptimizeRequestSchema', () => {
  it('fills cinematic, medium, no enhancements, 15s', () => {
    expect(OptimizeRequestSchema.parse({ prompt: 'a lighthouse in a storm' })).toEqual({
      prompt: 'a lighthouse in a storm',
      style: 'cinematic',
      intensity: 'medium',
      enhancements: [],
      duration: '15s',
      model: 'universal',
    });
    expect(
      OptimizeRequestSchema.parse({ prompt: 'a lighthouse in a storm', model: 'kling' }).duration,
    ).toBe('5s');
  });
  it('needs 10 to 2000 characters after trimming', () => {
    expect(errorOf(OptimizeRequestSchema, { prompt: '  123456789  ' })).toBe(
      'prompt: must be at least 10 characters',
    );
    expect(OptimizeRequestSchema.safeParse({ prompt: '1234567890' }).success).toBe(true);
    expect(errorOf(OptimizeRequestSchema, { prompt: 'a'.repeat(2001) })).toBe(
      'prompt: must be at most 2000 characters',
    );
  });
  it('only knows the four enhancement names and the API style names', () => {
    expect(errorOf(OptimizeRequestSchema, { prompt: 'a lighthouse', style: 'animation' })).toBe(
      'style: must be one of "realistic", "cinematic", "animated"',
    );
    expect(
      errorOf(OptimizeRequestSchema, {
        prompt: 'a lighthouse',
        enhancements: ['camera_work', 'sparkle'],
      }),
    ).toBe(
      'enhancements[1]: must be one of "camera_work", "physics_constraints", "audio_suggestions", "safety_guidelines"',
    );
  });
});

describe('VariantsRequestSchema', () => {
  it('defaults to all three levels', () => {
    expect(VariantsRequestSchema.parse({ prompt: 'a lighthouse in a storm' }).levels).toEqual([
      'light',
      'medium',
      'heavy',
    ]);
  });
  it('wants 1 to 3 levels, none repeated', () => {
    expect(errorOf(VariantsRequestSchema, { prompt: 'a lighthouse', levels: [] })).toBe(
      'levels: must have at least one item',
    );
    expect(
      errorOf(VariantsRequestSchema, { prompt: 'a lighthouse', levels: ['light', 'light'] }),
    ).toBe('levels: levels must not repeat');
    expect(
      VariantsRequestSchema.safeParse({ prompt: 'a lighthouse', levels: ['heavy'] }).success,
    ).toBe(true);
  });
});

describe('result schemas', () => {
  it('accept well-formed results', () => {
    expect(
      GenerateResultSchema.safeParse({
        prompt: 'p',
        enhancements: [],
        estimatedTokens: 1,
        source: 'local',
        model: 'universal',
        settings: { duration: '15s', aspectRatio: '16:9' },
      }).success,
    ).toBe(true);
    expect(
      OptimizeResultSchema.safeParse({
        original: 'o',
        variants: { light: 'l', medium: 'm', heavy: 'h' },
        changes: { light: [], medium: ['x'], heavy: [] },
        source: 'ai',
        model: 'veo',
        settings: { duration: '8s', aspectRatio: '9:16', resolution: '1080p' },
        negativePrompt: 'real people, logos',
      }).success,
    ).toBe(true);
  });
  it('refuse a similarity outside 0..1 and an unknown source', () => {
    const item = { level: 'light', prompt: 'p', similarity: 1.2, changes: [] };
    const extras = { model: 'universal', settings: { duration: '15s' } };
    expect(errorOf(VariantsResultSchema, { variants: [item], source: 'cloud', ...extras })).toBe(
      'variants[0].similarity: must be at most 1; source: must be one of "local", "ai"',
    );
  });
});

describe('formatZodError', () => {
  it('names at most three issues and counts the rest', () => {
    const body = { input: '', mode: 'x', duration: 'y', language: 'fr', seed: 'z' };
    expect(errorOf(GenerateRequestSchema, body)).toBe(
      'input: must not be empty; mode: must be one of "fast", "advanced"; language: must be one of "en", "zh"; and 2 more',
    );
  });
});
