/**
 * Ideas from blind reviews 83 onward (session 31) and the read-throughs before them, pinned
 * where the engine read them wrong: each test says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { advanced, beats } from './review-prompts.ts';

describe('read-through of session 30: a ship in space, a singer and the crowd', () => {
  it('a ship drifting through an asteroid field is in space: never on water or a current', () => {
    for (const idea of [
      'A derelict colony ship drifting through an asteroid field, its hull lights flickering',
      '一艘废弃的飞船在小行星带中缓缓漂流',
    ]) {
      const told = beats(advanced(idea));
      expect(told).not.toMatch(/water|current|ripples|水面|水纹/);
      expect(told).toMatch(/stars|星空/);
    }
    // A boat on a lake still rests on the water.
    expect(beats(advanced('a fishing boat drifting on a calm lake at dawn'))).toMatch(/water/);
  });

  it('the singer named first is the subject; the crowd jumps around them', () => {
    const club =
      'A club music video: the singer on a small stage, the crowd jumping under strobe lights';
    expect(analyse(club).subject?.head).toBe('singer');
    const told = beats(advanced(club));
    expect(told).toMatch(/The crowd jumps under strobe lights/);
    expect(told).toMatch(/singer sings/);
    expect(told).not.toMatch(/crowd on the small stage/);
  });
});
