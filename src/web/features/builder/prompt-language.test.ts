// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/storage-keys.ts';
import { readPromptLanguage } from './builder-rules.ts';

const KEY = STORAGE_KEYS.promptLanguage;

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('readPromptLanguage', () => {
  it('is the page language when nothing is stored', () => {
    expect(readPromptLanguage('zh')).toBe('zh');
    expect(readPromptLanguage('en')).toBe('en');
  });

  it('is the stored choice, whatever the page language', () => {
    window.localStorage.setItem(KEY, JSON.stringify('en'));
    expect(readPromptLanguage('zh')).toBe('en');
    window.localStorage.setItem(KEY, JSON.stringify('zh'));
    expect(readPromptLanguage('en')).toBe('zh');
  });

  it('falls back to the page language on corrupt or unknown data', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of ['{not json', '"fr"', '42', '["zh"]']) {
      window.localStorage.setItem(KEY, raw);
      expect(readPromptLanguage('zh'), raw).toBe('zh');
    }
  });

  it('falls back to the page language when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(readPromptLanguage('en')).toBe('en');
  });

  it('until the person chooses, follows the model: English for Veo on a Chinese page', () => {
    expect(readPromptLanguage('zh', ['en'])).toBe('en');
    expect(readPromptLanguage('zh', ['zh', 'en'])).toBe('zh');
    expect(readPromptLanguage('en', ['zh', 'en'])).toBe('en');
    window.localStorage.setItem(KEY, JSON.stringify('zh'));
    expect(readPromptLanguage('zh', ['en'])).toBe('zh');
  });
});
