// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../domain/storage-keys.ts';
import { carryId, checkPath, storeCarry, takeCarry, URL_QUERY_MAX } from './check-link.ts';

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
    const id = carryId(prompt);
    expect(checkPath({ prompt, model: 'kling' })).toBe(
      `/checker?from=session&carry=${id}&model=kling`,
    );
    expect(storeCarry({ prompt, model: 'kling' })).toBe(true);
    expect(JSON.parse(takeCarry(id) ?? '{}')).toEqual({ prompt });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.checkCarry)).toBeNull();
    // A render React threw away took it; the render it keeps reads the same link again.
    expect(JSON.parse(takeCarry(id) ?? '{}')).toEqual({ prompt });
    // Another link finds nothing of this one.
    expect(takeCarry(carryId('another prompt'))).toBeNull();
  });

  it('gives each prompt its own link, and one prompt always the same', () => {
    const one = '一只橘猫在窗台上打盹。'.repeat(40);
    const other = '一只黑猫在窗台上打盹。'.repeat(40);
    expect(checkPath({ prompt: one })).toBe(checkPath({ prompt: one }));
    expect(checkPath({ prompt: one })).not.toBe(checkPath({ prompt: other }));
    storeCarry({ prompt: other });
    expect(JSON.parse(takeCarry(carryId(other)) ?? '{}')).toEqual({ prompt: other });
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
