import { describe, expect, it } from 'vitest';
import { CORPUS } from '../corpus/ideas.ts';
import { expand } from '../expand.ts';
import { refine } from '../refine.ts';
import { variants } from '../variants.ts';
import PINS from './universal-pins.json' with { type: 'json' };
import { universalFingerprints } from './universal-pin.ts';

describe('universal profile: byte-identical to the engine before model profiles', () => {
  it('writes the same expand, refine and variants texts for every corpus idea', () => {
    const now = universalFingerprints();
    // When this fails after a deliberate change to vocabulary or compose, re-pin with
    // `node --import tsx scripts/pin-universal.ts` (see universal-pin.ts).
    const changed = Object.keys(PINS).filter(
      (idea) => now[idea] !== (PINS as Record<string, string>)[idea],
    );
    expect(changed).toEqual([]);
    expect(Object.keys(now).length).toBe(CORPUS.length);
  });

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
