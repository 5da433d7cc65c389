import { describe, expect, it } from 'vitest';
import { MODEL_PROFILES } from './model-profiles.ts';
import { defaultPromptLanguage } from './prompt-language-default.ts';

const defaults = (page: 'en' | 'zh') =>
  Object.fromEntries(
    MODEL_PROFILES.map((profile) => [
      profile.id,
      defaultPromptLanguage(page, profile.languages.value),
    ]),
  );

describe('defaultPromptLanguage', () => {
  it('on a Chinese page: English only for the models that read no Chinese', () => {
    expect(defaults('zh')).toEqual({
      universal: 'zh',
      veo: 'en',
      kling: 'zh',
      seedance: 'zh',
      wan: 'zh',
      hailuo: 'zh',
      runway: 'en',
      luma: 'en',
      sora: 'en',
    });
  });
  it('on an English page: English for every model (each reads it)', () => {
    expect(new Set(Object.values(defaults('en')))).toEqual(new Set(['en']));
  });
  it('the page language while the model is not known', () => {
    expect(defaultPromptLanguage('zh')).toBe('zh');
    expect(defaultPromptLanguage('zh', ['en'])).toBe('en');
  });
});
