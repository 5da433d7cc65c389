/**
 * The gate only ever lets more through: for every pattern the vocabulary asks and every idea
 * of the corpus, a text the gate turns away is one the pattern does not match.
 */
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../corpus/ideas.ts';
import { CAMERAS } from './cameras.ts';
import type { Tags } from './fit.ts';
import { LIGHTS } from './lights.ts';
import { PALETTES } from './palettes.ts';
import { literalGate, wordBeginnings, wordStarts } from './pattern-gate.ts';
import { STYLES } from './phrases.ts';
import { DETAILS } from './scene-details.ts';
import { AMBIENCE, MUSIC } from './sounds.ts';

const patterns = new Set<RegExp>();
const add = (tags: Tags | undefined) => {
  if (tags?.mentions) patterns.add(tags.mentions);
};
for (const item of [...DETAILS, ...LIGHTS, ...PALETTES, ...STYLES, ...AMBIENCE, ...MUSIC]) {
  add(item.fits);
  add(item.never);
}
for (const camera of CAMERAS) {
  add(camera.fits);
  add(camera.never);
}

describe('literalGate: the words a pattern cannot match without', () => {
  it('reads the starts of a pattern’s alternatives, and none where one may start anywhere', () => {
    expect(literalGate(/\b(?:boats?|ships?)\b|船/i)).toEqual(['boat', 'ship', '船']);
    expect(wordStarts(/\b(?:boats?|ships?)\b|船/i)).toEqual([true, true, false]);
    expect(wordBeginnings('two boats, re-entry')).toEqual(
      new Set(['tw', 'two', 'bo', 'boa', 'boat', 'boats', 're', 'en', 'ent', 'entr', 'entry']),
    );
    expect(literalGate(/colou?r/i)).toEqual(['colo']);
    expect(literalGate(/\bice ?cream\b/i)).toEqual(['ice']);
    // A class, a lookahead, an anchor or an optional group: no gate, the pattern is run.
    expect(literalGate(/[a-z]+ing/)).toBeUndefined();
    expect(literalGate(/^(?=.*a)(?=.*b)/s)).toBeUndefined();
    expect(literalGate(/(?:very )?big/)).toBeUndefined();
    expect(literalGate(/(?<!depth of )fields?/)).toBeUndefined();
  });

  it('never turns away a text the pattern matches (every vocabulary pattern, every corpus idea)', () => {
    const texts = CORPUS.map((item) => item.idea);
    let gated = 0;
    for (const pattern of patterns) {
      const words = literalGate(pattern);
      if (!words) continue;
      gated += 1;
      const starts = wordStarts(pattern) ?? [];
      for (const text of texts) {
        const seen = pattern.ignoreCase ? text.toLowerCase() : text;
        const begun = wordBeginnings(seen);
        // What the engine asks: a word beginning of the text, or the word anywhere in it.
        const passes = words.some((word, at) =>
          pattern.ignoreCase && starts[at] ? begun.has(word) : seen.includes(word),
        );
        if (pattern.test(text)) expect(passes, pattern.source).toBe(true);
      }
    }
    expect(gated).toBeGreaterThan(100);
  });
});
