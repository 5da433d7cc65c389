import { describe, expect, it } from 'vitest';
import { analyse } from './analyse.ts';
import { compoundDoings } from './compound-doings.ts';

describe('compoundDoings', () => {
  it('reads a sport named as noun + gerund as the doing, not the noun as its subject', () => {
    expect(compoundDoings('POV: mountain biking down a forest trail')).toBe(
      'POV: riding a mountain bike down a forest trail',
    );
    expect(compoundDoings('Rock climbing a sheer cliff at dawn')).toBe(
      'climbing a sheer cliff at dawn',
    );
    const pov = analyse('POV: mountain biking down a forest trail, GoPro on the helmet');
    expect(pov.subject?.kind).toBe('viewer');
    expect(pov.actions[0]?.verb).toBe('ride');
    expect(analyse('a man scuba diving over a coral reef').subject?.phrase).toBe('the man');
  });

  it('leaves the doing alone where it names a thing', () => {
    for (const thing of [
      'a mountain biking trail in the Alps',
      'rock climbing gear laid out on a bench',
      'the ice skating rink at night',
    ])
      expect(compoundDoings(thing)).toBe(thing);
  });
});
