import { describe, expect, it } from 'vitest';
import { fitChoice } from './fit-choice.ts';
import type { ModelChoice } from './model-choice.ts';
import { modelOption, type ModelOption } from './model-options.ts';
import { UNIVERSAL_OPTION } from './universal-option.ts';

const option = (id: Parameters<typeof modelOption>[0]): ModelOption => {
  const found = modelOption(id);
  if (!found) throw new Error(id);
  return found;
};

const UNIVERSAL_CHOICE: ModelChoice = {
  model: 'universal',
  duration: '15s',
  durations: UNIVERSAL_OPTION.durations,
};

describe('fitChoice', () => {
  it('moves a length the new model lacks to its nearest, and says so', () => {
    const { choice, notice } = fitChoice(UNIVERSAL_CHOICE, option('veo'));
    expect(choice).toEqual({ model: 'veo', duration: '8s', durations: [4, 6, 8] });
    expect(notice?.duration).toEqual({ from: 15, to: 8 });
    expect(notice?.ratio).toBeUndefined();
  });

  it('keeps a length the new model offers, with nothing to tell', () => {
    const { choice, notice } = fitChoice(UNIVERSAL_CHOICE, option('kling'));
    expect(choice.duration).toBe('15s');
    expect(notice).toBeNull();
  });

  it('moves the ratio too where the page has one, keeping its shape', () => {
    const builder = { ...UNIVERSAL_CHOICE, duration: '20s' as const, aspectRatio: '9:16' };
    const { choice, notice } = fitChoice(builder, option('hailuo'));
    expect(choice).toMatchObject({ duration: '10s', aspectRatio: '16:9', aspectRatios: ['16:9'] });
    expect(notice).toMatchObject({
      duration: { from: 20, to: 10 },
      ratio: { from: '9:16', to: '16:9' },
    });
  });

  it('back to universal, a tool offers its own lists', () => {
    const veo = {
      model: 'veo' as const,
      duration: '6s' as const,
      durations: [4, 6, 8],
      aspectRatio: '16:9',
    };
    const own = {
      durations: [5, 10, 15, 20, 25, 30, 60],
      aspectRatios: ['16:9', '9:16', '1:1', '2.4:1'],
    };
    const { choice, notice } = fitChoice(veo, UNIVERSAL_OPTION, own);
    expect(choice).toMatchObject({ model: 'universal', duration: '5s', durations: own.durations });
    expect(choice.aspectRatios).toEqual(own.aspectRatios);
    expect(notice?.duration).toEqual({ from: 6, to: 5 });
  });
});
