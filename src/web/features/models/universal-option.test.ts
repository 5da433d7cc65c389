import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../domain/models/model-profiles.ts';
import { MODEL_OPTIONS, modelOption, toModelOption } from './model-options.ts';
import { UNIVERSAL_OPTION } from './universal-option.ts';

describe('model options', () => {
  it('the first-load copy of the universal model equals its profile', () => {
    expect(UNIVERSAL_OPTION).toEqual(toModelOption(getProfile('universal')));
  });

  it('lists every model once, retired ones marked with their date', () => {
    expect(new Set(MODEL_OPTIONS.map((option) => option.id)).size).toBe(MODEL_OPTIONS.length);
    const sora = modelOption('sora');
    expect(sora?.retired).toBe(true);
    expect(sora?.retiredOn).toBe('2026-09-24');
    expect(MODEL_OPTIONS.filter((option) => option.retired).map((option) => option.id)).toEqual([
      'sora',
    ]);
  });

  it('gives lengths shortest first and a default the model offers', () => {
    for (const option of MODEL_OPTIONS) {
      expect([...option.durations].sort((a, b) => a - b)).toEqual(option.durations);
      expect(option.durations).toContain(option.defaultDuration);
    }
  });
});
