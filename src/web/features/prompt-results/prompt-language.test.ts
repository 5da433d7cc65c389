import { describe, expect, it } from 'vitest';
import { isMainlyChinese } from '../../../engine/detect.ts';
import { promptLanguage } from './prompt-language.ts';

const SAMPLES = [
  'A red fox runs through snow at dawn.',
  '黎明时分，一只红狐穿过雪地。',
  '一只 fox 在 snow 里奔跑，镜头 dolly in',
  'Sora 2 提示词',
  '',
  '12345',
];

describe('promptLanguage', () => {
  it('follows the prompt, not the page', () => {
    expect(promptLanguage('A red fox runs through snow at dawn.')).toBe('en');
    expect(promptLanguage('黎明时分，一只红狐穿过雪地。')).toBe('zh');
  });

  it('agrees with the engine on mixed texts', () => {
    for (const text of SAMPLES) {
      expect(promptLanguage(text) === 'zh').toBe(isMainlyChinese(text));
    }
  });
});
