import { describe, expect, it } from 'vitest';
import { sendToPath } from './send-to.ts';

describe('sendToPath', () => {
  it('carries the text in ?prompt= for the refiner and variants', () => {
    expect(sendToPath('refiner', 'A fox & a hare')).toBe('/refiner?prompt=A+fox+%26+a+hare');
    expect(sendToPath('variants', '狐狸')).toBe('/variants?prompt=%E7%8B%90%E7%8B%B8');
  });

  it('carries the text in ?scene= for the builder', () => {
    const url = new URL(sendToPath('builder', 'Snow, dawn.'), 'http://x');
    expect(url.pathname).toBe('/builder');
    expect(url.searchParams.get('scene')).toBe('Snow, dawn.');
  });
});
