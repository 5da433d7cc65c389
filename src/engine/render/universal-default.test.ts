import { describe, expect, it } from 'vitest';
import { CORPUS } from '../corpus/ideas.ts';
import { expand } from '../expand.ts';
import { refine } from '../refine.ts';
import { variants } from '../variants.ts';

describe('universal profile: the default model', () => {
  it('a request without model is a request for universal', () => {
    for (const { idea } of CORPUS.slice(0, 40)) {
      const options = { mode: 'advanced', duration: '15s' } as const;
      expect(expand(idea, options)).toEqual(expand(idea, { ...options, model: 'universal' }));
      if (idea.length < 10) continue;
      const refineOptions = {
        style: 'realistic',
        intensity: 'light',
        enhancements: ['safety_guidelines'],
        duration: '10s',
      } as const;
      expect(refine(idea, refineOptions)).toEqual(
        refine(idea, { ...refineOptions, model: 'universal' }),
      );
      const variantOptions = { levels: ['heavy'], duration: '25s' } as const;
      expect(variants(idea, variantOptions)).toEqual(
        variants(idea, { ...variantOptions, model: 'universal' }),
      );
    }
  });
});
