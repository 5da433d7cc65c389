/**
 * Ideas from blind reviews 46 onward (session 29), pinned where the engine read them wrong:
 * each test names the review and says what a prompt writer expected.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { advanced, beats, lineIn } from './review-prompts.ts';

describe('blind reviews 46–48: the place’s own light, and what a cat knocks over', () => {
  it('a place named outdoors by day is lit as that place, not as "soft natural daylight"', () => {
    const lit = (idea: string) => lineIn(advanced(idea), /^(?:Lighting:|光线：)/);
    expect(lit('古风女子在竹林中舞剑，落叶纷飞')).toMatch(/斑驳/);
    expect(lit('第一人称视角骑摩托车穿越川藏线，雪山和经幡')).toMatch(/高原/);
    expect(lit('kids flying kites on a beach')).toMatch(/water/);
    expect(lit('hiking up a mountain trail')).toMatch(/mountain sun/);
    // The season named keeps its own light; the night keeps the night's.
    expect(lit('a walk through an autumn forest')).toMatch(/autumn/);
    expect(lit('a walk through the forest at night')).not.toMatch(/sunlight/);
  });

  it('a cat knocking things off a table is at home, and the thing it knocks is named', () => {
    expect(analyse('cat knocks over glass').actions[0]?.object).toBe('the glass');
    const glass = advanced('cat knocks over glass');
    expect(beats(glass)).toMatch(/eyes fixed on the glass/);
    expect(beats(glass)).toMatch(/knocks over the glass/);
    expect(beats(glass)).not.toMatch(/\bit\b/);
    expect(lineIn(glass, /^Lighting:/)).toMatch(/windows/);
    // The cat's own colours, not the room's.
    expect(lineIn(glass, /^Palette:/)).toMatch(/ginger/i);
    expect(analyse('一只橘猫把桌上的杯子推下去').setting.env).toBe('home');
    // "runs down the hill" runs; the hill is no thing run over.
    expect(analyse('a girl runs down the hill').actions[0]?.object).toBeUndefined();
  });
});
