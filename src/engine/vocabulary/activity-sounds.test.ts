import { describe, expect, it } from 'vitest';
import { expectWrittenAsVocabulary } from './written-as-vocabulary.ts';
import { expand } from '../expand.ts';
import { advanced, lineIn } from '../analyse/review-prompts.ts';
import { ACTIVITY_LIGHTS } from './activity-lights.ts';
import { ACTIVITY_SOUNDS } from './activity-sounds.ts';

const audio = (idea: string) => lineIn(advanced(idea), /^(?:Audio:|声音：)/);
const lighting = (idea: string) => lineIn(advanced(idea), /^(?:Lighting:|光线：)/);

/** The stock lines blind reviewers marked "generic". */
const STOCK_SOUND = /close, natural sounds of the action|贴近动作的自然声响/i;
const STOCK_LIGHT =
  /^(?:Lighting: (?:Soft, natural light|Soft natural daylight|Soft light from windows and practical lamps)\.|光线：(?:柔和自然的光线|柔和的自然光)。)$/;

describe('activity sounds and lights: the doing is heard and lit, not a stock line', () => {
  it('is written as the other vocabulary is: lower-case English, Chinese in Chinese', () => {
    expectWrittenAsVocabulary([...ACTIVITY_SOUNDS, ...ACTIVITY_LIGHTS]);
    for (const phrase of [...ACTIVITY_SOUNDS, ...ACTIVITY_LIGHTS]) {
      // None of them stands in for an explainer's narrator or its even light.
      expect(phrase.never?.type, phrase.en).toContain('explainer');
    }
  });

  it.each([
    ['anime girl running to catch the last train, cherry blossoms', /racing footsteps/i],
    ["POV: you're skateboarding downhill through San Francisco", /wheels roaring on the asphalt/i],
    ['cat chasing laser pointer', /paws skittering/i],
    ['a golden retriever puppy tries to catch its own tail and falls over', /paws scrabbling/i],
    [
      'Instagram Reel: a woman in her 40s does kettlebell swings, then a push-up, then flexes for the camera',
      /kettlebell’s whoosh and thud/i,
    ],
    ['marathon runner hitting the wall at mile 20', /pounding footfalls.*breathing/i],
    ['basketball player dunks in slow motion', /rim clanging/i],
    [
      'Vertical 9:16 for TikTok: a grandma tries bubble tea for the first time and chokes on a tapioca pearl, then gives a thumbs up',
      /slurp through the straw/i,
    ],
    ['竖屏口播，博主介绍一款新口红，语气活泼', /贴近镜头、清清楚楚的说话声/],
    ['第一人称视角骑摩托车穿越川藏线', /引擎的低吼；风猛烈地拍打着头盔/],
    ['竖屏短视频：小狗第一次见到雪，先是愣住，然后疯狂打滚', /新雪在爪下咯吱作响/],
    [
      '竖屏短视频，奶奶教孙女包饺子，奶奶说：“褶子要捏紧。”孙女笑着说：“奶奶我学会了！”',
      /捏紧褶子/,
    ],
    ['熊猫宝宝从树上滚下来', /树枝吱呀作响/],
    ['雪后的故宫，红墙金瓦。', /积雪的宫院一片静谧/],
  ])('hears the doing in %s', (idea, expected) => {
    const line = audio(idea);
    expect(line).toMatch(expected);
    expect(line).not.toMatch(STOCK_SOUND);
  });

  it.each([
    ['seamless loop of a lava lamp blob splitting and merging', /lamp’s own warm glow/i],
    ['hand-pulled noodles, close-up', /warm work light over the board, flour dust/i],
    ['cat knocks glass off table', /light from the windows raking across the tabletop/i],
    ['cat chasing laser pointer', /window light across the floor, the red dot/i],
    ["POV: you're skydiving over Dubai", /hard, clear sunlight high in an open sky/i],
    [
      'POV: riding a roller coaster up the first hill, pausing at the top, then dropping',
      /steel of the track/i,
    ],
    ['无缝循环：一撮龙井在玻璃杯里慢慢舒展、沉浮', /逆光穿过玻璃杯/],
    ['熊猫宝宝从树上滚下来', /竹林/],
    ['第一人称视角骑摩托车穿越川藏线', /高原稀薄而强烈的阳光/],
    ['第一人称视角骑摩托车穿过山路', /阳光和阴影在路面上交替闪过/],
    ['一碗热腾腾的兰州拉面，师傅现场拉面', /暖色工作灯/],
  ])('lights %s by what is in it', (idea, expected) => {
    const line = lighting(idea);
    expect(line).toMatch(expected);
    expect(line).not.toMatch(STOCK_LIGHT);
  });

  it('keeps the sound short enough for Fast to keep', () => {
    const { prompt } = expand(
      'Anime style: a schoolgirl runs to catch the last train at dusk turning to night, her scarf flying, and she slips through the closing doors just in time',
      { mode: 'fast', duration: '15s', seed: 1 },
    );
    expect(lineIn(prompt, /^Audio:/)).toMatch(
      /^Audio: Racing footsteps, then the doors hissing shut\.$/,
    );
  });

  it('puts no sun in the night', () => {
    expect(lighting('POV: riding a roller coaster at night')).not.toMatch(/\bsun/i);
    expect(lighting('POV: riding a roller coaster at night')).toMatch(/strings of lights/i);
    expect(lighting('深夜骑摩托车穿越川藏线')).not.toMatch(/阳光|日光/);
    expect(lighting('a cat chases a laser pointer at night')).not.toMatch(/\bsun|window light/i);
  });

  it('hears no wind or wheels where there is no air', () => {
    const line = audio('astronaut skateboarding on the moon');
    expect(line).not.toMatch(/\bwind\b|\bwheels\b/i);
  });

  it('writes no English letters into a Chinese line', () => {
    for (const idea of [
      '第一人称视角骑摩托车穿越川藏线',
      '一杯奶茶的广告，竖屏，年轻人喜欢的风格',
      '竖屏短视频，小狗第一次见到猫，吓得后退',
      '第一人称视角跳伞',
    ]) {
      const prompt = advanced(idea);
      expect(lineIn(prompt, /^声音：/), idea).not.toMatch(/[A-Za-z]/);
      expect(lineIn(prompt, /^光线：/), idea).not.toMatch(/[A-Za-z]/);
    }
  });

  it('leaves out a doing the idea does not have', () => {
    // A parachute that fails does not snap open.
    expect(audio("POV: you're skydiving and your parachute won't open")).not.toMatch(
      /snapping open/i,
    );
    // Scratching in a closet is horror, not someone trying on clothes.
    expect(
      audio(
        'A little girl hears scratching inside the closet. She opens it slowly and there is nothing there.',
      ),
    ).not.toMatch(/hangers/i);
    // A girl standing with her back to the camera says nothing to it.
    expect(audio('废弃医院走廊，灯忽明忽暗，尽头有个小女孩背对镜头站着。')).not.toMatch(/说话声/);
    // A toaster is no oven; a runner's shoe in an ad is no run.
    expect(audio('小烤面包机想和新来的水壶交朋友')).not.toMatch(/烤箱/);
    expect(
      audio("Sneaker ad: a runner's shoe splashes through a neon puddle, slow motion, reflections"),
    ).not.toMatch(/footfalls/i);
  });
});
