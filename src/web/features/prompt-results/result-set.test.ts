import { describe, expect, it } from 'vitest';
import { similarity } from '../../../engine/similarity.ts';
import { buildResultSet, loadMeasures } from './result-set.ts';

const ORIGINAL = 'A fox runs through snow at dawn.';

describe('loadMeasures', () => {
  it('loads the engine similarity and a camera pattern', async () => {
    const measures = await loadMeasures();
    expect(measures.similarity?.('a b', 'a b')).toBe(1);
    expect('Slow dolly-in, 50mm lens.'.match(measures.cameraPattern!)).toHaveLength(3);
  });
});

describe('buildResultSet', () => {
  it('computes the match when the answer has none, keeps it when it has one', async () => {
    const measures = await loadMeasures();
    const set = buildResultSet(
      ORIGINAL,
      [
        { level: 'light', prompt: `${ORIGINAL} Warm backlight.`, changes: ['Lighting'] },
        { level: 'heavy', prompt: 'A clay fox hops.', similarity: 0.25, changes: [] },
      ],
      true,
      measures,
    );
    expect(set.offline).toBe(true);
    expect(set.original).toBe(ORIGINAL);
    const [light, heavy] = set.items;
    expect(light!.similarity).toBeCloseTo(similarity(ORIGINAL, `${ORIGINAL} Warm backlight.`));
    expect(light!.stats).toMatchObject({ beats: 2, characters: ORIGINAL.length + 16 });
    expect(heavy!.stats.percentMatch).toBe(25);
  });

  it('leaves figures unknown when the measures did not load', () => {
    const set = buildResultSet(
      ORIGINAL,
      [{ level: 'medium', prompt: 'Dolly in.', changes: [] }],
      false,
      { similarity: null, cameraPattern: null },
    );
    expect(set.items[0]).toMatchObject({
      similarity: null,
      stats: { percentMatch: null, cameraTerms: null, beats: 1 },
    });
  });
});
