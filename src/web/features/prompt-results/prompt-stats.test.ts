import { describe, expect, it } from 'vitest';
import { PRESENCE } from '../../../engine/vocabulary/presence.ts';
import {
  cameraTermPattern,
  countBeats,
  countCameraTerms,
  previewText,
  promptStats,
  toPercent,
} from './prompt-stats.ts';

const VOCABULARY = [
  { en: 'dolly\\w*|pan|tracking|crane|handheld', zh: '推镜|航拍' },
  { en: "close[- ]?ups?|bird'?s[- ]eye", zh: '特写|全景' },
  { en: '\\d{2,3} ?mm|lens|depth of field', zh: '广角' },
];
const pattern = cameraTermPattern(VOCABULARY);

describe('countCameraTerms', () => {
  it('counts whole words and phrases of every vocabulary', () => {
    expect(countCameraTerms('Slow dolly in, then a tracking shot and a crane move.', pattern)).toBe(
      3,
    );
    expect(
      countCameraTerms('A 35mm lens, shallow depth of field, handheld close-up.', pattern),
    ).toBe(5);
  });

  it('ignores words that only contain a term', () => {
    expect(countCameraTerms('A pancake on a panel by the crane-fly', pattern)).toBe(1);
    expect(countCameraTerms('Pancakes and panels', pattern)).toBe(0);
  });

  it('counts Chinese terms as substrings', () => {
    expect(countCameraTerms('缓慢推镜，随后航拍全景。', pattern)).toBe(3);
  });

  it('works with the engine vocabulary', () => {
    const engine = cameraTermPattern([PRESENCE.move, PRESENCE.shot, PRESENCE.lens]);
    expect(countCameraTerms('Slow dolly-in on an 85mm lens, then a wide shot.', engine)).toBe(4);
    expect(countCameraTerms('A quiet kitchen at dawn.', engine)).toBe(0);
  });
});

describe('countBeats', () => {
  it('counts sentences in English and Chinese', () => {
    expect(countBeats('A fox runs. It stops! Why?')).toBe(3);
    expect(countBeats('狐狸奔跑。它停下了！')).toBe(2);
    expect(countBeats('No end mark')).toBe(1);
    expect(countBeats('')).toBe(0);
  });

  it('does not split decimal numbers', () => {
    expect(countBeats('Shot on 2.4:1 at 1.5x speed. Slow motion.')).toBe(2);
  });
});

describe('promptStats', () => {
  it('gathers all four figures', () => {
    expect(promptStats('A pan left. Then a crane.', 0.734, pattern)).toEqual({
      characters: 25,
      percentMatch: 73,
      cameraTerms: 2,
      beats: 2,
    });
    expect(promptStats('x', null, null)).toMatchObject({ percentMatch: null, cameraTerms: null });
  });

  it('clamps similarity into 0–100', () => {
    expect(toPercent(1.2)).toBe(100);
    expect(toPercent(-0.1)).toBe(0);
    expect(toPercent(Number.NaN)).toBe(0);
  });
});

describe('previewText', () => {
  it('keeps short texts whole and cuts long ones at 80 characters', () => {
    expect(previewText('  short\n text ')).toBe('short text');
    const long = 'a'.repeat(100);
    expect(previewText(long)).toBe(`${'a'.repeat(80)}…`);
  });
});
