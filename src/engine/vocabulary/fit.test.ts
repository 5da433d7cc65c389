import { describe, expect, it } from 'vitest';
import { analyse } from '../analyse/analyse.ts';
import { fits, p } from './fit.ts';

const SPACEWALK = analyse('an astronaut floats outside the space station, Earth turning below');
const RADIO_CALL = analyse(
  'an astronaut floats outside the space station and radios: "Houston, the panel is loose"',
);
const KITCHEN_NIGHT = analyse('two sisters argue in a farmhouse kitchen at 3 am');

describe('fits', () => {
  it('keeps a phrase whose every fits tag the plan shows', () => {
    const phrase = p('a', 'a', { env: ['space'], people: true, air: undefined });
    expect(fits(phrase, SPACEWALK)).toBe(true);
  });

  it('drops a phrase when one fits tag is missing from the plan', () => {
    expect(fits(p('a', 'a', { env: ['space'], speech: true }), SPACEWALK)).toBe(false);
    expect(fits(p('a', 'a', { env: ['space'], speech: true }), RADIO_CALL)).toBe(true);
    expect(fits(p('a', 'a', { air: true }), SPACEWALK)).toBe(false);
    expect(fits(p('a', 'a', { indoor: true, time: ['night'] }), KITCHEN_NIGHT)).toBe(true);
    expect(fits(p('a', 'a', { indoor: false }), KITCHEN_NIGHT)).toBe(false);
  });

  it('drops a phrase when any never tag holds, speech included', () => {
    // The vacuum's silence ("only breathing inside the helmet") is wrong under a radio call.
    const silence = p('a', 'a', { env: ['space'] }, { speech: true, indoor: true });
    expect(fits(silence, SPACEWALK)).toBe(true);
    expect(fits(silence, RADIO_CALL)).toBe(false);
    expect(fits(p('a', 'a', undefined, { group: true }), KITCHEN_NIGHT)).toBe(false);
    expect(fits(p('a', 'a', undefined, { many: true }), KITCHEN_NIGHT)).toBe(true);
  });

  it('reads a boost as weight, never as a condition', () => {
    expect(fits(p('a', 'a', { boost: 3 }), SPACEWALK)).toBe(true);
    expect(fits(p('a', 'a', undefined, { boost: 3 }), SPACEWALK)).toBe(true);
  });

  it('keeps modern things out of a wuxia world', () => {
    const wuxia = analyse('wuxia style, a swordswoman leaps across the rooftops at night');
    expect(fits(p('neon signs buzz', '霓虹灯嗡嗡作响'), wuxia)).toBe(false);
    expect(fits(p('lanterns sway', '灯笼摇晃'), wuxia)).toBe(true);
  });
});
