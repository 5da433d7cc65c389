import { describe, expect, it } from 'vitest';
import { CAMERAS } from '../vocabulary/cameras.ts';
import { LIGHTS } from '../vocabulary/lights.ts';
import { PALETTES } from '../vocabulary/palettes.ts';
import { STYLES } from '../vocabulary/phrases.ts';
import { DETAILS } from '../vocabulary/scene-details.ts';
import { AMBIENCE, MUSIC, NAMED_SOUNDS } from '../vocabulary/sounds.ts';
import { corpusProblems } from './check-corpus.ts';
import { CORPUS } from './ideas.ts';

describe('reviewed corpus: every idea gets a prompt that fits it', () => {
  it('covers every type in both languages', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(120);
    expect(CORPUS.filter((item) => item.lang === 'zh').length).toBeGreaterThanOrEqual(50);
  });
  it.each(CORPUS.map((item) => [item.idea, item] as const))('%s', (_, item) => {
    expect(corpusProblems(item)).toEqual([]);
  });
});

describe('vocabulary', () => {
  it('every palette names 3 to 5 colours', () => {
    for (const palette of PALETTES) {
      const en = palette.en.split(/, | and /).filter(Boolean);
      const zh = palette.zh.split(/[、，与]/).filter(Boolean);
      expect(en.length, palette.en).toBeGreaterThanOrEqual(3);
      expect(en.length, palette.en).toBeLessThanOrEqual(5);
      expect(zh.length, palette.zh).toBeGreaterThanOrEqual(3);
      expect(zh.length, palette.zh).toBeLessThanOrEqual(5);
    }
  });

  it('Chinese phrases use Chinese punctuation and no English words', () => {
    const phrases = [
      ...STYLES,
      ...DETAILS,
      ...LIGHTS,
      ...PALETTES,
      ...AMBIENCE,
      ...MUSIC,
      ...Object.values(NAMED_SOUNDS),
    ].concat(CAMERAS.flatMap((camera) => [camera.shot, camera.move, camera.lens]));
    for (const phrase of phrases) {
      // Lens lengths ("35mm"), "3D" and "MV" are what Chinese creators write too.
      const words = phrase.zh.replace(/\d+(?:-\d+)?mm|3D|MV/g, '');
      expect(words, phrase.zh).not.toMatch(/[A-Za-z]/);
      expect(words, phrase.zh).not.toMatch(/[,;:!?]/);
    }
  });

  it('no phrase hedges between two places ("a street or path")', () => {
    for (const phrase of [...DETAILS, ...LIGHTS, ...AMBIENCE]) {
      expect(phrase.en, phrase.en).not.toMatch(/\b\w+ or \w+\b/);
    }
  });
});
