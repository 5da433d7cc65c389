import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GENERATOR_DURATION,
  GENERATOR_DURATIONS,
  INTENSITIES,
} from '../../../domain/schemas/prompt-common.ts';
import { LEVELS } from './result-model.ts';
import { DEFAULT_TOOL_DURATION, TOOL_DURATIONS, TOOL_PROMPT_LIMITS } from './tool-limits.ts';

describe('the page-side copies of the domain lists', () => {
  it('match the domain', () => {
    expect(TOOL_DURATIONS).toEqual(GENERATOR_DURATIONS);
    expect(DEFAULT_TOOL_DURATION).toBe(DEFAULT_GENERATOR_DURATION);
    expect(LEVELS).toEqual(INTENSITIES);
  });

  it('apply the spec limits: 10 to 2000, highlighted from 1800', () => {
    expect(TOOL_PROMPT_LIMITS).toEqual({ min: 10, max: 2000, warnAt: 1800 });
  });
});
