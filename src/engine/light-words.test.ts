import { describe, expect, it } from 'vitest';
import { ownLight } from './light-words.ts';
import { ownSound } from './sound-words.ts';

describe('ownLight: the light the person named, written out', () => {
  it.each([
    ['skincare routine, soft window light', 'en', /^soft window light from one side/],
    ['earbuds case opening, rim light', 'en', /^a rim light tracing every edge/],
    ['keeper climbs the stairs, lantern light', 'en', /^warm lantern light/],
    ['earbuds rising out of water, studio lighting', 'en', /^clean studio light/],
    ['深夜独自在医院走廊，灯一盏一盏熄灭', 'zh', /^灯一盏接一盏熄灭/],
    ['第一人称：走进废弃医院，手电筒闪烁', 'zh', /^一束手电筒光/],
    ['新款口红广告，特写，柔光', 'zh', /^柔和的漫射主光/],
  ] as const)('%s', (text, lang, line) => {
    expect(ownLight(text, lang)).toMatch(line);
  });

  it('says at most two lights, in the order the idea names them, and none it does not know', () => {
    expect(ownLight('backlit, warm light, soft light', 'en')?.split('; ')).toHaveLength(2);
    expect(ownLight('rim light and a softbox', 'en')).toMatch(/^a rim light.*; clean studio/);
    expect(ownLight('a lighthouse, lamp light', 'en')).toBeUndefined();
  });
});

describe('ownSound: the one sound the person asked for', () => {
  it('says it plainly, in either language, and nothing when none is asked for', () => {
    expect(ownSound('astronaut at work, no sound but her breathing', 'en')).toBe(
      'only her breathing, nothing else',
    );
    expect(ownSound('深夜的书房，除了翻书声什么都听不到', 'zh')).toBe('只有翻书声，没有别的声音');
    expect(ownSound('a quiet beach with soft music', 'en')).toBeUndefined();
  });
});
