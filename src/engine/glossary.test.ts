import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../domain/glossary/glossary.ts';
import { CORPUS } from './corpus/ideas.ts';
import { expand } from './expand.ts';
import { refine } from './refine.ts';
import { CAMERAS } from './vocabulary/cameras.ts';
import { LIGHTS } from './vocabulary/lights.ts';
import { PALETTES } from './vocabulary/palettes.ts';
import { STYLES } from './vocabulary/phrases.ts';
import { DETAILS } from './vocabulary/scene-details.ts';
import { AMBIENCE, MUSIC, NAMED_SOUNDS } from './vocabulary/sounds.ts';

const RETIRED = GLOSSARY.flatMap((entry) => entry.retired.map((variant) => ({ entry, variant })));

/** Retired variants found in a text, as "variant (use term)". */
const retiredIn = (text: string) =>
  RETIRED.filter(({ variant }) => variant.pattern.test(text)).map(
    ({ entry, variant }) => `${variant.text} (use ${entry.zh})`,
  );

describe('engine follows the glossary (one term for one thing)', () => {
  it('no retired variant in the Chinese vocabulary', () => {
    const phrases = [
      ...STYLES,
      ...DETAILS,
      ...LIGHTS,
      ...PALETTES,
      ...AMBIENCE,
      ...MUSIC,
      ...Object.values(NAMED_SOUNDS),
    ].concat(CAMERAS.flatMap((camera) => [camera.shot, camera.move, camera.lens]));
    for (const phrase of phrases) expect(retiredIn(phrase.zh), phrase.zh).toEqual([]);
  });

  it('no retired variant in what the engine adds to Chinese ideas', () => {
    for (const item of CORPUS.filter((idea) => idea.lang === 'zh')) {
      for (const mode of ['fast', 'advanced'] as const) {
        const { prompt } = expand(item.idea, { mode, duration: '15s' });
        const added = prompt.split(item.idea).join('');
        expect(retiredIn(added), added).toEqual([]);
      }
      const { variants } = refine(item.idea, {
        style: 'cinematic',
        intensity: 'medium',
        enhancements: ['camera_work', 'safety_guidelines'],
        duration: '15s',
      });
      const added = variants.heavy.split(item.idea).join('');
      expect(retiredIn(added), added).toEqual([]);
    }
  });
});
