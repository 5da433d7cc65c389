import { describe, expect, it } from 'vitest';
import { MODEL_PROFILES } from './model-profiles.ts';
import { nearestDuration, nearestRatio, ratioValue } from './model-fit.ts';

describe('nearestDuration', () => {
  it('keeps an offered length', () => {
    expect(nearestDuration([4, 6, 8], 6)).toBe(6);
  });
  it('moves to the closest offered length', () => {
    expect(nearestDuration([4, 6, 8], 15)).toBe(8);
    expect(nearestDuration([6, 10], 25)).toBe(10);
    expect(nearestDuration([10, 15, 25], 8)).toBe(10);
  });
  it('takes the shorter of two equally close lengths', () => {
    expect(nearestDuration([4, 6], 5)).toBe(4);
    expect(nearestDuration([6, 4], 5)).toBe(4);
  });
  it('keeps the asked length when nothing is offered', () => {
    expect(nearestDuration([], 7)).toBe(7);
  });
  it('always lands on a length the model offers', () => {
    for (const profile of MODEL_PROFILES) {
      for (const seconds of [1, 5, 10, 15, 25, 60]) {
        expect(profile.durations.value).toContain(
          nearestDuration(profile.durations.value, seconds),
        );
      }
    }
  });
});

describe('nearestRatio', () => {
  it('keeps an offered ratio', () => {
    expect(nearestRatio(['16:9', '9:16'], '9:16')).toBe('9:16');
  });
  it('keeps the shape: vertical stays vertical, wide stays wide', () => {
    expect(nearestRatio(['16:9', '9:16'], '3:4')).toBe('9:16');
    expect(nearestRatio(['16:9', '9:16', '1:1'], '2.4:1')).toBe('16:9');
    expect(nearestRatio(['16:9', '4:3', '21:9'], '2.4:1')).toBe('21:9');
  });
  it('takes the nearest of another shape when the model has none of this one', () => {
    expect(nearestRatio(['16:9'], '9:16')).toBe('16:9');
    expect(nearestRatio(['16:9', '9:16'], '1:1')).toBe('16:9');
  });
  it('reads ratios as width over height', () => {
    expect(ratioValue('16:9')).toBeCloseTo(16 / 9);
    expect(ratioValue('2.4:1')).toBeCloseTo(2.4);
    expect(ratioValue('wide')).toBeNaN();
  });
  it('always lands on a ratio the model offers', () => {
    for (const profile of MODEL_PROFILES) {
      for (const ratio of ['16:9', '9:16', '1:1', '2.4:1', '21:9', '3:4']) {
        expect(profile.aspectRatios.value).toContain(
          nearestRatio(profile.aspectRatios.value, ratio),
        );
      }
    }
  });
});
