import { describe, expect, it } from 'vitest';
import { staysStaged, told } from './staged-payoffs.ts';

/** Animals' own doings (creatures.ts), each with a word of its staged payoff, en and zh. */
const CREATURES: readonly [idea: string, payoff: RegExp][] = [
  ['两只小狗在草地上抢一根树枝', /趔趄/],
  ['two puppies fight over a stick', /tumbles off balance/],
  ['两只小猫抢毛线球', /战利品/],
  ['Sea otters cracking clams on their bellies in a kelp forest', /cracks open/],
  ['海獭用石头敲开贝壳', /贝壳裂开/],
  ['Mother cat licking her kitten clean on a sunny windowsill', /squirms/],
  ['a mother dog licks her puppy', /snuggles/],
  ['猫妈妈给小猫舔毛', /翻了个跟头/],
  ['two monkeys groom each other', /tiny speck/],
  ['猴子在给同伴梳毛', /送进嘴里/],
  ['a bird builds a nest', /pressing it round/],
  ['小鸟在树枝上搭窝', /把巢压圆/],
  ['小鸭子排队跟着鸭妈妈过马路', /赶紧追上/],
  ['ducklings follow their mother across the road', /hurries to catch up/],
  ['Beaver drags a branch toward its dam at dusk', /slips into the water/],
  ['河狸拖着一根树枝', /滑进水里/],
  ['Two bull elk lock antlers in a misty meadow', /head to head/],
  ['two moose clash antlers', /head to head/],
  ['两只驯鹿用角顶在一起', /头抵着头/],
  ['两只公鸡在院子里打架，羽毛乱飞', /仰头打鸣/],
  ['two roosters fight in the yard', /chest to chest/],
  ['a chameleon flicks its tongue at a cricket, super slow motion', /tongue shoots out/],
  ['a frog flicks its tongue at a fly', /tongue shoots out/],
  ['变色龙吐出舌头捕虫', /闪电般弹出/],
  ['Orangutan holds a leaf over its head like an umbrella in the rain', /peers out/],
  ['一只青蛙举着荷叶当伞', /探出脑袋/],
  ["Penguin steals a pebble from a neighbor's nest", /proud little bow/],
  ['企鹅从邻居窝里偷石子', /得意地点了点头/],
  ['Octopus unscrews a jar to get the crab inside', /lid spins loose/],
  ['章鱼拧开玻璃罐', /盖子一松/],
  ['Raccoon washing a grape in a puddle', /lifts the grape out dripping/],
  ['浣熊在水坑里洗葡萄', /仔细端详/],
  ['A spider spins an orb web at dawn, dew catching the light, macro', /last spiral/],
  ['Wolves howling on a ridge under the northern lights', /howl swells/],
  ['a lone wolf howling on a snowy ridge', /howl swells/],
  ['狼在山脊上仰天长嚎', /远远传开/],
  ['ants carry a cookie crumb', /nest entrance/],
  ['一群蚂蚁搬运饼干', /蚁穴口/],
  ['Horse rolls in the dust after a long ride', /cloud of dust/],
  ['马在尘土里打滚', /抖出一团尘土/],
  ['Two hippos yawn at each other in a river standoff', /tusks bared/],
  ['河马张开大嘴', /獠牙/],
  ['动画风格：一只小兔子在雪地里堆雪人', /雪人立了起来/],
  ['a bunny builds a snowman', /the snowman stands/],
  ['熊猫宝宝从树上滑下来', /扑通一声落地/],
  ['a panda cub slides down a tree', /soft bump/],
];

/** Things, food and vehicles seen close (close-ups.ts). */
const CLOSE_UPS: readonly [idea: string, payoff: RegExp][] = [
  ['potter centers wet clay on a spinning wheel', /runs true/],
  ['陶艺师把湿陶泥定中心', /光滑发亮/],
  ['a potter shapes a clay bowl on the wheel', /wire under the base/],
  ['陶艺师在拉坯', /割线/],
  ["Sneaker ad: a runner's shoe splashes through a neon puddle, slow motion, reflections", /crown/],
  ['球鞋踩进水坑', /水冠/],
  ['Smartwatch commercial: a hiker checks her heart rate on a mountain summit', /heart icon/],
  ['跑者抬手看心率', /心形图标/],
  [
    'Cinematic car commercial: an electric SUV carves through mountain switchbacks at golden hour',
    /last bend/,
  ],
  ['越野车驶过盘山公路', /最后一个弯/],
  ['Coffee brand ad: beans tumble into a grinder in slow motion', /burrs whirr/],
  ['咖啡豆落入磨豆机', /咖啡粉/],
  ['Vacuum cleaner ad where a robot vacuum chases a dog around the living room', /trundles off/],
  ['扫地机器人追着小狗满屋跑', /掉头/],
  ['Chocolate bar snaps in half, caramel stretching, close-up', /halves/],
  ['巧克力被掰成两半', /断面/],
  ['honey drizzling onto a stack of pancakes in slow motion', /amber drop/],
  ['蜂蜜淋在松饼上', /琥珀色/],
  ['Crispy fried chicken drizzled with hot honey, steam rising', /shining drips/],
  ['松饼淋上枫糖浆', /亮晶晶/],
  ['重庆轻轨穿过居民楼，第一视角', /扎进楼体/],
  ['a monorail passes through an apartment building', /straight into the building/],
  ['Fresh strawberry dunked into melted chocolate', /thickly coated/],
  ['草莓蘸进融化的巧克力', /裹满厚厚的巧克力/],
  ['a knife glides through a ripe mango', /juice beading/],
  ['刀划开熟透的芒果', /切面晶莹/],
  ['Ice cream scoop curling through pistachio gelato', /ridged ball/],
  ['冰淇淋勺划过开心果冰淇淋', /圆球/],
  ['Eggs cracked into a sizzling cast iron pan, overhead', /crisp into lace/],
  ['鸡蛋打进热锅里', /蕾丝边/],
  ['a gondola glides through the canals of Venice', /long stroke/],
  ['贡多拉划过威尼斯运河', /拐过河湾/],
  ['a train winds through the Swiss Alps, snow on the peaks', /last carriage/],
  ['火车穿行在雪山之间', /最后一节车厢/],
  ['lavender fields sway in the wind', /travelling wave/],
  ['薰衣草在风中摇曳', /波浪/],
  ['Spaceship docks with an orbital station, slow rotation, cinematic', /latches clamp shut/],
  ['飞船缓缓与空间站对接', /锁扣/],
  ['未来城市里，外卖无人机把快递送到阳台', /包裹稳稳落下/],
  ['a delivery drone delivers a package to a balcony', /clasp releases/],
  ['老宅里的摇椅自己摇了起来', /仿佛有人正坐在上面/],
  ['a rocking chair rocks by itself', /as if someone sat in it/],
  ['一颗种子发芽', /嫩芽顶开泥土/],
  ['a seed sprouts', /hooked shoot/],
];

describe('animals and close-ups are staged, with their payoff', () => {
  it.each([...CREATURES, ...CLOSE_UPS])('%s', (idea, payoff) => staysStaged(idea, payoff));

  it('a loop of a sleeping cat goes round on its breathing', () => {
    expect(told('Loop: a cat breathing while asleep on a radiator', '15s')).toMatch(
      /side rises and falls/,
    );
  });

  it('each entry stays with its own doer and doing', () => {
    // A raccoon washing its face holds no food; a robot vacuum chasing a child is no pet.
    expect(told('a raccoon washes its face', '25s')).not.toMatch(/front paws|nibbles/);
    expect(told('a robot vacuum chases a toddler', '25s')).not.toMatch(/claws/);
    // A deer locking eyes with the lens has no antlers crashing; a cake is no egg.
    expect(told('a deer locks eyes with the camera', '25s')).not.toMatch(/antlers crash/);
    expect(told('蛋糕放进锅里', '25s')).not.toMatch(/蕾丝边/);
    // A dog breathing hard after a run is awake.
    expect(told('a dog breathes hard after a run', '25s')).not.toMatch(/asleep/);
  });
});
