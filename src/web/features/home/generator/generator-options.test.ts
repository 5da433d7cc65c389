import { describe, expect, it } from 'vitest';
import { GENERATE_MODES } from '../../../../domain/schemas/generate.ts';
import {
  DEFAULT_GENERATOR_DURATION,
  GENERATOR_DURATIONS as DOMAIN_DURATIONS,
} from '../../../../domain/schemas/prompt-common.ts';
import {
  DEFAULT_DURATION,
  DEFAULT_MODE,
  GENERATOR_DURATIONS,
  GENERATOR_MODES,
  MODE_LENGTH_TARGET,
} from './generator-options.ts';

describe('generator options', () => {
  it('offer exactly the domain modes and durations, with the spec defaults', () => {
    expect(GENERATOR_MODES).toEqual(GENERATE_MODES);
    expect(GENERATOR_DURATIONS).toEqual(DOMAIN_DURATIONS);
    expect(DEFAULT_MODE).toBe('fast');
    expect(DEFAULT_DURATION).toBe(DEFAULT_GENERATOR_DURATION);
  });

  it('compare the prompt with 500 in Fast and 2000 in Advanced', () => {
    expect(MODE_LENGTH_TARGET).toEqual({ fast: 500, advanced: 2000 });
  });
});
