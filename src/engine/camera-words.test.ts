import { describe, expect, it } from 'vitest';
import { cameraWords } from './camera-words.ts';

describe('cameraWords: the camera the person asked for, said again', () => {
  it.each([
    ['music video, neon highway, slow dolly in', 'en', 'a slow dolly-in'],
    ['climber dynos to a crimp, drone orbit shot', 'en', 'a slow orbit around the climber'],
    ['rice terraces, drone shot, slow push forward', 'en', 'a slow push forward'],
    ['a keeper climbs the stairs, handheld', 'en', 'handheld, with a slight natural sway'],
    ['quick pull back from the face', 'en', 'a quick pull-back'],
    ['赛博朋克城市，镜头从高空俯冲下来', 'zh', '从高空俯冲而下'],
    ['机器人卖花，镜头缓缓推近', 'zh', '缓慢推镜头'],
  ] as const)('%s', (text, lang, move) => {
    const subject = lang === 'zh' ? '机器人' : 'the climber';
    expect(cameraWords(text, lang, subject).moves).toEqual([move]);
  });

  it('reads shots and lenses, and a car that zooms past is no zoom', () => {
    const words = cameraWords('extreme close-up on her eyes, 85mm, anamorphic', 'en', 'the girl');
    expect(words.shot).toBe('extreme close-up');
    expect(words.lens).toBe('85mm lens');
    expect(cameraWords('a sports car zooms past the crowd', 'en', 'the car').moves).toEqual([]);
    expect(
      cameraWords('a satellite in orbit above the Earth', 'en', 'the satellite').moves,
    ).toEqual([]);
    expect(cameraWords('a cast-iron pan on the stove', 'en', 'the pan').moves).toEqual([]);
  });

  it('a lone drone move keeps its glide; beside another move the aerial framing says it', () => {
    expect(cameraWords('aerial view of a lighthouse', 'en', '').moves).toEqual([
      'a slow drone glide forward',
    ]);
    const both = cameraWords('drone shot, slow push forward', 'en', '');
    expect(both.aerial).toBe(true);
    expect(both.moves).toEqual(['a slow push forward']);
  });
});
