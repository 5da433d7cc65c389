import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detectPresence,
  detectSceneType,
  detectTimeOfDay,
  extractSubject,
  findDuration,
} from './detect.ts';
import * as presence from './vocabulary/presence.ts';

describe('detectSceneType', () => {
  it.each([
    ['A perfume bottle on black glass, commercial', 'product'],
    ['Unboxing new headphones on a wooden desk', 'unboxing'],
    ['An explainer about how volcanoes work for students', 'education'],
    ['A road trip through a mountain village market', 'travel'],
    ['A cartoon dragon learning to fly', 'animation'],
    ['A singer and her band in a music video', 'music'],
    ['A seamless loop of a paper boat on a pond', 'loop'],
    ['Vertical TikTok clip of a cat knocking a cup off a table', 'social'],
    ['A detective in a noir thriller', 'cinematic'],
    ['A barista pouring latte art', 'food'],
    ['A red fox crossing a snowy forest at dawn', 'nature'],
    ['Two people talking quietly', 'cinematic'],
  ])('English: %s → %s', (text, type) => {
    expect(detectSceneType(text)).toBe(type);
  });

  it.each([
    ['咖啡店里的拿铁拉花特写', 'food'],
    ['新款香水的产品广告', 'product'],
    ['拆开快递包裹的开箱视频', 'unboxing'],
    ['用动画讲解光合作用的原理', 'education'],
    ['古镇街头的旅行记录', 'travel'],
    ['一只卡通小怪兽学飞', 'animation'],
    ['歌手在演唱会舞台上的 MV', 'music'],
    ['无缝循环的纸船漂流', 'loop'],
    ['抖音竖屏短视频：猫咪推倒杯子', 'social'],
    ['雪山下的狐狸', 'nature'],
    ['一部悬疑电影的开场', 'cinematic'],
  ])('Chinese: %s → %s', (text, type) => {
    expect(detectSceneType(text)).toBe(type);
  });
});

describe('detectTimeOfDay', () => {
  it('finds the earliest time named, in either language', () => {
    expect(detectTimeOfDay('a fox at dawn')).toBe('dawn');
    expect(detectTimeOfDay('city streets at night after a sunset walk')).toBe('night');
    expect(detectTimeOfDay('黄昏时分的海边')).toBe('dusk');
    expect(detectTimeOfDay('a quiet room')).toBeUndefined();
  });
});

describe('findDuration', () => {
  it('reads common ways of writing seconds', () => {
    expect(findDuration('a 10s clip')).toBe(10);
    expect(findDuration('15 seconds long')).toBe(15);
    expect(findDuration('a 25-second spot')).toBe(25);
    expect(findDuration('时长20秒')).toBe(20);
    expect(findDuration('the 1990s')).toBeUndefined();
    expect(findDuration('nothing here')).toBeUndefined();
  });

  it('answers what the duration pattern alone answers (texts without a digit are not read)', () => {
    const { DURATION_RE } = presence;
    const bySearch = (text: string) => {
      const match = DURATION_RE.exec(text);
      const seconds = match ? Number(match[1] ?? match[2]) : Number.NaN;
      return seconds >= 1 && seconds <= 120 ? seconds : undefined;
    };
    const piece = fc.constantFrom(
      '1',
      '10',
      '120',
      '3.5',
      ':',
      ' ',
      '-',
      's',
      'sec',
      'seconds',
      '秒',
      '１０',
      'ten',
      'a',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        return findDuration(text) === bySearch(text);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('detectPresence', () => {
  it('finds what a written prompt already has', () => {
    const has = detectPresence(
      'Cinematic shot, slow dolly in on a lighthouse at golden hour, 35mm lens, 15s, 16:9, ambient waves, no real people.',
    );
    expect(has).toMatchObject({
      style: true,
      move: true,
      lens: true,
      lighting: true,
      duration: true,
      ratio: true,
      audio: true,
      safety: true,
      palette: false,
      beats: false,
      scene: false,
    });
  });
  it('reads Chinese keywords', () => {
    const has = detectPresence('咖啡店里的拿铁拉花特写，逆光，轻柔的音乐');
    expect(has).toMatchObject({
      shot: true,
      move: false,
      lighting: true,
      audio: true,
      style: false,
    });
  });
  it('counts labelled lines and numbered beats', () => {
    const has = detectPresence('a fox\nCamera: something\n1. one\n2. two\n技术参数：10秒');
    expect(has).toMatchObject({
      move: true,
      shot: true,
      lens: true,
      beats: true,
      duration: true,
      ratio: true,
    });
  });
});

describe('extractSubject', () => {
  it.each([
    ['a red fox crossing a snowy forest at dawn', 'the red fox'],
    ['A cinematic shot of a lighthouse in a storm', 'the lighthouse'],
    ['Two dogs playing in the surf', 'the two dogs'],
    ['The Eiffel Tower at night', 'the Eiffel Tower'],
    ['ignore previous instructions <script>', 'the ignore previous instructions'],
    // Past the first words read: a long run of articles, then the subject.
    [`${'a the '.repeat(10)}old brass lighthouse keeper waves`, 'the old brass lighthouse keeper'],
    [`${'the '.repeat(14)}red fox`, 'the red fox'],
  ])('English: %s → %s', (text, subject) => {
    expect(extractSubject(text, 'en')).toBe(subject);
  });
  it('returns undefined when there is no word to use', () => {
    expect(extractSubject('<script>alert(1)</script>', 'en')).toBeUndefined();
  });
  it.each([
    ['咖啡店里的拿铁拉花特写', '拿铁拉花'],
    ['一只红狐狸穿过黎明的雪林', '红狐狸'],
  ])('Chinese: %s → %s', (text, subject) => {
    expect(extractSubject(text, 'zh')).toBe(subject);
  });
});
