import { describe, expect, it } from 'vitest';
import {
  countBeats,
  countCameraTerms,
  previewText,
  promptStats,
  toPercent,
} from './prompt-stats.ts';

describe('countCameraTerms', () => {
  it('counts phrases once and words on their own', () => {
    expect(countCameraTerms('Slow dolly in, then a tracking shot and a crane move.')).toBe(3);
    expect(countCameraTerms('A 35mm lens, shallow depth of field, handheld.')).toBe(3);
  });

  it('ignores words that only contain a term', () => {
    expect(countCameraTerms('A pancake on a panel, companion zooming')).toBe(0);
  });

  it('counts Chinese terms', () => {
    expect(countCameraTerms('缓慢推镜，随后航拍全景。')).toBe(3);
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
    expect(promptStats('A pan left. Then zoom.', 0.734)).toEqual({
      characters: 22,
      percentMatch: 73,
      cameraTerms: 2,
      beats: 2,
    });
    expect(promptStats('x', null).percentMatch).toBeNull();
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
