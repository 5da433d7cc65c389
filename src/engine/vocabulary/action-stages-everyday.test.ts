import { describe, expect, it } from 'vitest';
import { staysStaged, told } from './staged-payoffs.ts';

/** Ideas blind reviews found unstaged, each with a word of its staged payoff, en and zh. */
const PAYOFFS: readonly [idea: string, payoff: RegExp][] = [
  ['a cat pushes a cup off the table', /falls|shatters/],
  ['a cat knocks a glass off the table', /shatters/],
  ['一只橘猫把桌上的杯子推下去', /摔碎/],
  ['hotpot boiling', /churns/],
  ['a pot of soup simmering on the stove', /steam billowing/],
  ['火锅沸腾', /热气腾腾/],
  ['汤在锅里翻滚', /汤面翻涌/],
  ['the fog rolls in', /floods in/],
  ['a sea of clouds pours over the ridge', /churn and roll|pours down the far side/],
  ['云雾漫过山脊', /吞没/],
  ['a paper lantern rises into the night sky', /small point high above/],
  ['a hot air balloon drifts over the valley', /climbs higher/],
  ['孔明灯缓缓升空', /缩成一个小点/],
  ['a chef hand-pulls noodles', /fine, even strands/],
  ['拉面师傅正在拉面', /面丝/],
  ['a puppy falls asleep in its food bowl', /eyes close/],
  ['小狗趴在饭盆里睡着了', /闭上眼睛/],
  ['a little girl tries to catch bubbles', /bubble pops/],
  ['kids chasing bubbles in the park', /bubble pops/],
  ['小孩追着泡泡跑', /泡泡.*破了/],
  ['a robot hands a flower to a little girl', /closes around the flower/],
  ['机器人把花递给小女孩', /接住/],
  ['an astronaut repairs an antenna on the space station', /quarter-turn/],
  ['宇航员在太空站外修理天线', /固定住了/],
  ['a snow leopard stalks its prey', /tail twitching/],
  ['一只猎豹在草丛中潜行', /尾巴尖/],
  ['a basketball player hits the last-second shot', /swish/],
  ['篮球运动员最后一秒投出绝杀', /空心入网/],
  ['a portrait slowly turns its head', /eyes following/],
  ['画像里的人慢慢转过头', /眼睛还跟着/],
  ['traffic flows through a city intersection', /every lane/],
  ['车流在十字路口川流不息', /每条车道/],
  ['the city lights go out one by one', /winks out/],
  ['城市的灯光一盏一盏熄灭', /一片漆黑/],
  ['a candle burns down', /winks out/],
  ['蜡烛慢慢燃尽', /一闪而灭/],
  ['a foldable phone unfolds in mid-air', /fully open/],
  ['新款折叠屏手机在空中展开', /完全展平/],
  ['wireless earbuds float in the air', /face the lens/],
  ['无线耳机在空中缓缓旋转', /转到正面/],
  ['bread dough rising in a bowl', /twice its size/],
  ['面团慢慢发酵膨胀', /两倍大/],
  ['a flower closes at dusk', /sealed bud/],
  ['花朵慢慢合拢', /花苞/],
  ['a waterfall pours over the cliff', /thunders/],
  ['drone flyover of cliffs with waterfalls falling into the sea', /spray exploding/],
  ['瀑布从悬崖上倾泻而下', /水花冲天/],
  ['heavy rain pours down', /downpour/],
  ['大雨哗哗地下着', /倾盆/],
  ['lightning strikes the tower', /bolt/],
  ['闪电劈中了远处的大树', /白光/],
  ['waves crash against the cliffs', /spray/],
  ['海浪拍打礁石', /浪花四溅/],
  ['a dog shakes off water', /droplets/],
  ['小狗甩干身上的水', /水珠四散/],
  ['a cat stretches on the sofa', /yawn/],
  ['猫伸了个懒腰', /哈欠/],
  ['a school of fish swims through the reef', /spinning ball/],
  ['鱼群在珊瑚礁间穿梭', /大球/],
  ['the sun rises over the mountains', /horizon/],
  ['太阳从海面上升起', /跃出/],
  ['a girl blows a dandelion', /parachutes/],
  ['小女孩吹蒲公英', /降落伞/],
  ['滑板少年完成一个豪横的翻板', /落板/],
];

describe('everyday doings are staged, with their payoff', () => {
  it.each(PAYOFFS)('%s', (idea, payoff) => staysStaged(idea, payoff));

  it('a rising lantern goes on rising; a stalk ends before any catch', () => {
    expect(told('a paper lantern rises into the night sky', '25s')).not.toMatch(
      /come to rest|settles|lands/,
    );
    for (const idea of ['a snow leopard stalks its prey', '一只猎豹在草丛中潜行']) {
      expect(told(idea, '25s')).not.toMatch(/\bpins?\b|\bcatch\b|按住|猎物，/);
    }
  });

  it('a 把 phrase after another doing is two doings and is left to the general beats', () => {
    expect(told('猫跳上桌子把杯子推下去', '15s')).not.toMatch(/摔碎/);
  });
});
