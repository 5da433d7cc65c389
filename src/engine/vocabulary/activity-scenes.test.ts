/**
 * Activities that name no place of their own get a Scene line for where they happen (a stair set
 * for a kickflip, an arena for a buzzer beater, a vanity for a GRWM), and never one the idea
 * contradicts (a sunlit lawn at night, packed stands in an empty gym).
 */
import { describe, expect, it } from 'vitest';
import { advanced, lineIn } from '../analyse/review-prompts.ts';
import { ACTIVITY_SCENES } from './activity-scenes.ts';
import { expectWrittenAsVocabulary } from './written-as-vocabulary.ts';

const scene = (idea: string) => lineIn(advanced(idea), /^Scene:/);
const zhScene = (idea: string) => lineIn(advanced(idea), /^场景：/);

describe('activity scenes: the place an activity happens', () => {
  it('is written as the rest of the vocabulary, each phrase asking for its words', () => {
    expectWrittenAsVocabulary(ACTIVITY_SCENES);
  });

  it.each([
    [
      'skateboarder lands a kickflip down a ten-stair at sunset, filmed from a low angle fisheye',
      /concrete stair set[\s\S]*rail/,
    ],
    ['skateboarder lands a kickflip', /concrete plaza[\s\S]*ledge/],
    [
      'basketball player hits a buzzer beater, slow motion, crowd erupts',
      /scoreboard[\s\S]*last seconds[\s\S]*packed stands/,
    ],
    ["POV: you're a barista during the morning rush", /café counter[\s\S]*order tickets/],
    [
      'vertical 9:16 TikTok of a girl doing a get ready with me routine, talking to camera',
      /bedroom vanity/,
    ],
    ['cat knocks glass off table', /edge of a wooden table/],
    ['golden retriever catches frisbee', /sunlit park lawn/],
    ['red fox hunting mice in deep snow, pouncing headfirst', /snowfield/],
    [
      'found footage: a babysitter hears the baby monitor whisper her name from an empty crib',
      /dim nursery[\s\S]*crib/,
    ],
    [
      'Music video for a synthwave track — a girl dancing between neon arcade cabinets, pure 80s vibe',
      /rows of arcade cabinets/,
    ],
    ["POV: you're a pizza delivery guy climbing a 40 floor stairwell", /concrete stairwell/],
    ['a golden retriever puppy sees snow for the first time', /back garden under fresh snow/],
    ['luxury perfume bottle ad', /seamless studio backdrop[\s\S]*plinth/],
  ])('%s', (idea, expected) => {
    expect(scene(idea)).toMatch(expected);
  });

  it.each([
    ['篮球运动员最后一秒绝杀，全场沸腾', /记分牌[\s\S]*最后几秒[\s\S]*看台/],
    ['足球运动员在暴雨中罚进点球，全场沸腾', /被雨水泡透的球场[\s\S]*看台/],
    ['竖屏口播，博主介绍一款新口红，语气活泼', /口红[\s\S]*背景墙/],
    ['新款口红广告，特写，柔光', /影棚背景[\s\S]*展台/],
    ['一只橘猫把桌上的杯子推下去', /木桌的桌沿/],
    ['科幻：宇航员在火星基地里种出了第一棵土豆，激动地对着镜头比了个耶', /种植槽/],
    ['熊猫吃竹子', /竹林/],
    ['一碗热腾腾的兰州拉面，师傅现场拉面，特写', /面案/],
  ])('%s', (idea, expected) => {
    expect(zhScene(idea)).toMatch(expected);
  });
});

describe('activity scenes: never what the idea contradicts', () => {
  it('a sunlit lawn is never written for a night or a dusk idea', () => {
    expect(scene('a dog catches a frisbee in the park at night')).not.toMatch(/sunlit|sunny/i);
    expect(scene('golden retriever catches frisbee at dusk')).not.toMatch(/sunlit|sunny/i);
    expect(scene('a cat sunbathing on the windowsill at night')).not.toMatch(/sunny windowsill/);
  });

  it('an empty gym or a lone practice has no crowd in the stands', () => {
    const empty = scene('an empty gym at midnight, a lone basketball player shoots free throws');
    expect(empty).not.toMatch(/packed|stands|crowd/i);
    expect(
      scene('a basketball player shoots alone, the clock running down in his head'),
    ).not.toMatch(/packed|stands/i);
  });

  it('a product that names its own set gets no stock studio', () => {
    expect(scene('luxury perfume bottle on a marble counter')).not.toMatch(/seamless|studio/);
    expect(zhScene('一款国潮口红的广告，红色丝绸飘动，微距镜头')).not.toMatch(/影棚|亚克力/);
    // (A strawberry dunked in chocolate is no slam dunk.)
    expect(scene('Fresh strawberry dunked into melted chocolate')).not.toMatch(/hardwood|rim/);
  });

  it('a bathroom GRWM is not at a bedroom vanity, and a bath has no sunny garden', () => {
    const bathroom = scene(
      'vertical 9:16 get ready with me video, girl doing makeup in a bathroom mirror',
    );
    expect(bathroom).toMatch(/small bathroom/);
    expect(bathroom).not.toMatch(/bedroom vanity/);
    expect(scene('a golden retriever chasing bubbles in the bath')).not.toMatch(/garden/);
  });

  it('a Chinese Scene line has no English letters', () => {
    for (const idea of [
      '篮球比赛最后三秒，球员投出绝杀，全场观众起立欢呼',
      '竖屏短视频，主播手拿一支口红介绍：“这个颜色超级显白，姐妹们冲！”，直播间灯光',
      '一只橘猫在窗台上晒太阳',
      '熊猫宝宝从树上滚下来',
      '深夜一个人在家，听到衣柜里有敲门声，慢慢打开柜门',
      '新款蓝牙耳机广告，竖屏',
      '古风动画：少女在桃花林中舞剑，花瓣随剑气飞散，最后收剑回眸一笑',
    ]) {
      const line = zhScene(idea);
      expect(line, idea).not.toBe('');
      expect(line, idea).not.toMatch(/[A-Za-z]/);
    }
  });
});
