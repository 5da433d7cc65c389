// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../domain/storage-keys.ts';
import { checkPath, storeCarry, takeCarry, URL_QUERY_MAX } from './check-link.ts';

afterEach(() => window.sessionStorage.clear());

describe('the Check link', () => {
  it('carries a short prompt, its model and length in the URL', () => {
    const path = checkPath({ prompt: 'a fox in the snow', model: 'veo', duration: '8s' });
    expect(path).toBe('/checker?prompt=a+fox+in+the+snow&model=veo&duration=8s');
    expect(storeCarry({ prompt: 'a fox in the snow' })).toBe(true);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.checkCarry)).toBeNull();
  });

  it('carries a long prompt in session storage, read once', () => {
    const prompt = '一只橘猫在窗台上打盹。'.repeat(40);
    expect(new URLSearchParams({ prompt }).toString().length).toBeGreaterThan(URL_QUERY_MAX);
    expect(checkPath({ prompt, model: 'kling' })).toBe('/checker?from=session&model=kling');
    expect(storeCarry({ prompt, model: 'kling' })).toBe(true);
    expect(JSON.parse(takeCarry() ?? '{}')).toEqual({ prompt });
    expect(takeCarry()).toBeNull();
  });

  it('tells when session storage refuses the prompt', () => {
    const prompt = 'x'.repeat(4000);
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(storeCarry({ prompt })).toBe(false);
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});
