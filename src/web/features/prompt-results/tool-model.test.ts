import { describe, expect, it } from 'vitest';
import { GENERATOR_CHOICE } from '../home/generator/generator-options.ts';
import { UNIVERSAL_OPTION } from '../models/universal-option.ts';
import { TOOL_CHOICE } from './tool-model.ts';

describe('the tools’ first-load model choice', () => {
  it('is the universal profile’s lengths and default, on every tool', () => {
    const universal = {
      model: 'universal',
      duration: `${UNIVERSAL_OPTION.defaultDuration}s`,
      durations: UNIVERSAL_OPTION.durations,
    };
    expect(TOOL_CHOICE).toEqual(universal);
    expect(GENERATOR_CHOICE).toEqual(universal);
  });
});
