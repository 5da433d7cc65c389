import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mentions } from './detect.ts';
import { spellOut } from './spell-out.ts';
import { wordRegex } from './text.ts';
import { PRESENCE, type PresenceKey } from './vocabulary/presence.ts';

describe('spellOut', () => {
  it('spells optional letters, classes, groups and open endings', () => {
    expect(spellOut('watercolou?r|stop[- ]motion|sound\\w*').literals).toEqual([
      'watercolor',
      'watercolour',
      'stop-motion',
      'stop motion',
      'sound*',
    ]);
    expect(spellOut("pull[- ]?(?:out|back)|bird'?s eye").literals).toEqual([
      'pullout',
      'pullback',
      'pull-out',
      'pull-back',
      'pull out',
      'pull back',
      'birds eye',
      "bird's eye",
    ]);
  });

  it('keeps alternatives with digits apart, as regex source', () => {
    expect(spellOut('lens|\\d{2,3} ?mm|f/\\d(?:\\.\\d)?')).toEqual({
      literals: ['lens'],
      digits: ['\\d{2,3} ?mm', 'f/\\d(?:\\.\\d)?'],
    });
  });

  it('refuses syntax it does not understand instead of misreading it', () => {
    expect(() => spellOut('a+b')).toThrow(/Unsupported/);
    expect(() => spellOut('[a-z]x')).toThrow(/single characters/);
    expect(() => spellOut('(?=x)y')).toThrow(/groups/);
    expect(() => spellOut('\\sx')).toThrow(/escape/);
  });
});

describe('mentions (presence keywords through the matcher)', () => {
  const KEYS = Object.keys(PRESENCE) as PresenceKey[];
  /**
   * What the vocabulary's own regex says, the way detection read it before the matcher
   * (Chinese words only looked for in a text with a non-ASCII character).
   */
  const byRegex = (text: string, key: PresenceKey) =>
    wordRegex(PRESENCE[key].en).test(text) ||
    (/[^\p{ASCII}]/u.test(text) && PRESENCE[key].zh.split('|').some((w) => text.includes(w)));

  it('answers exactly what the vocabulary regex answers (every key, random texts)', () => {
    const spelled = KEYS.flatMap((key) => spellOut(PRESENCE[key].en).literals);
    const piece = fc.oneof(
      fc.constantFrom(...spelled).map((word) => word.replace('*', '')),
      fc.constantFrom(...spelled).map((word) => word.replace('*', 'ing_x').toUpperCase()),
      fc.constantFrom(...KEYS.flatMap((key) => PRESENCE[key].zh.split('|'))),
      fc.constantFrom('35', '35mm', '2', 'f/2.8', '1:30', '3-5s', 'beat 2', 'shot2', '–', ':'),
      fc.constantFrom(' ', '-', "'", ',', '_', 'x', 's', 'é', '的', '\u212A', '\u017F', '\n'),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        for (const key of KEYS) expect(mentions(text, key)).toBe(byRegex(text, key));
      }),
      { numRuns: 4000 },
    );
  });
});
