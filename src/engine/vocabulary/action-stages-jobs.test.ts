import { describe, expect, it } from 'vitest';
import { staysStaged, told } from './staged-payoffs.ts';

/** Jobs, family moments, animals and ad shots from the fresh ideas, each with a word of its payoff. */
const PAYOFFS: readonly [idea: string, payoff: RegExp][] = [
  // People at work.
  [
    'A baker scores a sourdough loaf with a razor blade, flour dust hanging in the morning light',
    /taut skin of the dough/,
  ],
  ['面包师用刀片在面团上割包', /刀口/],
  [
    'Mechanic rolls under a lifted pickup on a creeper and wrenches loose a rusted bolt, grit falling onto his goggles',
    /breaks loose with a crack/,
  ],
  ['barber shaves a customer with a straight razor, slow push-in on the blade', /jawline/],
  ['理发师给客人刮胡子', /下颌线/],
  [
    'Locksmith picks an old brass padlock, extreme macro on the pins lifting one by one',
    /last pin/,
  ],
  ['a thief picks the lock on the back door', /last pin/],
  ['锁匠用细针撬开旧铜锁', /弹子/],
  [
    'Fisherman hauls a net of silver sardines onto a wooden boat at dawn, gulls circling overhead',
    /glittering catch/,
  ],
  ['渔夫在船上收网', /甲板/],
  [
    'A librarian stamps due dates on a tall stack of books, dust motes floating in a sunbeam',
    /squares up the pile/,
  ],
  ['图书管理员给一摞书盖还书日期', /码得整整齐齐/],
  ['teacher erases the chalkboard after the last bell, empty classroom, golden hour', /last line/],
  ['老师下课后擦黑板', /干干净净/],
  ['Farmer shears a sheep in one piece, the wool peeling off like a coat', /whole fleece/],
  ['牧民给绵羊剪羊毛', /整张羊毛/],
  ["zookeeper scrubs an elephant's back with a long-handled brush", /trunk curls up/],
  ['饲养员给大象刷背', /卷起鼻子/],
  ['Janitor mops an empty stadium concourse at 2am, every squeak echoing', /wet gleam/],
  ['保洁阿姨深夜在空荡的大厅拖地', /湿亮/],
  [
    'pilot flips overhead switches in the cockpit before a night takeoff, instrument glow on her face',
    /spool up/,
  ],
  ['飞行员起飞前拨动头顶的开关', /引擎/],
  ['A dentist lets a nervous kid hold the little mirror first', /curious grin/],
  ['牙医让紧张的小朋友先拿着小镜子', /好奇的笑/],
  ['Surgeon ties a suture knot, macro, cold clinical light', /cinches tight/],
  ['外科医生打外科结', /严丝合缝/],
  ['A seamstress threads a needle on the first try, extreme close-up', /through the eye/],
  ['奶奶眯着眼睛穿针', /穿过了针眼/],
  ['Baker pipes buttercream rosettes onto a tray of cupcakes', /perfect rosette/],
  ['甜点师在纸杯蛋糕上裱花', /玫瑰花/],
  // Food and beauty close-ups.
  ['Cheese stretching from a lifted pizza slice', /finally snap/],
  ['芝士从披萨上拉丝', /断开/],
  ['Butter foams in a cast-iron pan as the cook spoons it over a steak', /golden froth/],
  ['黄油在铸铁锅里起泡', /焦褐色/],
  ['Ramen noodles lifted with chopsticks, steam curling up into backlight', /top of the lift/],
  ['拉面被筷子夹起', /最高处/],
  ['Serum dropper releases a single golden drop onto glass, macro product shot', /glossy dome/],
  ['滴管滴下一滴金色精华', /液珠滴落/],
  ['Mascara wand sweeps up lashes, extreme close-up', /fan out/],
  ['睫毛膏刷过睫毛', /根根分明/],
  // Family and friends.
  ['siblings wrestling over the TV remote', /high in triumph/],
  ['兄妹俩抢遥控器', /高高举起/],
  ['Grandpa teaches his granddaughter to skip stones across a glassy lake', /three times/],
  [
    'whole family squeezed onto one sofa watching old home videos, projector light flickering on their faces',
    /bursts out laughing/,
  ],
  ['一家人挤在沙发上看老录像', /哄堂大笑/],
  ['Mom teaches her teen son to parallel park, both of them gripping the seats', /kerb/],
  ['妈妈教儿子侧方停车', /停进车位/],
  ['Dad pretends to lose an arm-wrestling match to his six-year-old', /theatrical groan/],
  ['爸爸假装掰手腕输给六岁的女儿', /哀嚎/],
  ['little boy whispering to his goldfish: "Don\'t tell mom about the vase."', /tiny bubble/],
  ['小男孩对着金鱼小声说悄悄话', /小泡泡/],
  // Animals.
  ['Golden retriever tugs a rope toy against a toddler, neither one letting go', /plops down/],
  ['金毛叼着绳子跟小孩拔河', /一屁股坐在地上/],
  ['Lion cubs wrestle over a zebra tail in tall grass', /makes off with it/],
  ['Two crows fight over a french fry', /makes off with it/],
  ['两只乌鸦抢一根薯条', /夺到手/],
  ['Two bighorn rams slam horns on a cliff ledge, slow motion', /rifle shot/],
  ['两只大角羊在悬崖上顶角', /脆响/],
  ['Sea otter juggles a pebble on its belly while floating', /catches it again/],
  ['海獭在肚皮上抛石头', /稳稳接住/],
  ['Hummingbird dips its beak into a red feeder, ultra slow motion', /tongue flicks/],
  ['蜂鸟在喂食器前吸糖水', /舌头/],
  ['Corgi herds three ducklings across a backyard', /tidy line/],
  ['a dog herds ducks across the yard', /tidy line/],
  ['柯基赶着三只小鸭子穿过后院', /整齐的一列/],
  ['Two kittens boxing on their hind legs', /pounces/],
  ['两只小猫用后腿站着打架', /扑了上去/],
  ['Bald eagle snatches a salmon out of the river', /burst of spray/],
  ['白头海雕从河里抓起一条鲑鱼', /水花四溅/],
  ['Leopard gecko licks its own eyeball', /across the eyeball/],
  ['豹纹守宫舔自己的眼睛', /眼珠/],
  // Ad hero shots.
  [
    'Perfume ad: a glass bottle shatters into rose petals in slow motion, black backdrop',
    /turns into a petal/,
  ],
  ['香水瓶碎成玫瑰花瓣', /化作花瓣/],
  [
    'Electric sedan glides along a coastal cliff road at golden hour, drone tracking shot',
    /coastline unrolling/,
  ],
  ['电动轿车沿着海边悬崖公路行驶', /海岸线/],
  [
    'Pickup truck tows a boat up a muddy ramp in the pouring rain, tough commercial vibe',
    /last surge of power/,
  ],
  ['皮卡在大雨中把船从泥泞的坡道上拖上来', /拖出水面/],
  [
    "Smartwatch buzzes on a climber's wrist the moment she tops out on the summit",
    /summit altitude/,
  ],
  ['智能手表在登山者登顶时震动', /海拔数字/],
];

describe('jobs, family moments, animals and ad shots are staged, with their payoff', () => {
  it.each(PAYOFFS)('%s', (idea, payoff) => staysStaged(idea, payoff));

  it('stays narrow: a man shaving himself, a ram at a gate, a net from the beach', () => {
    expect(told('a man shaves his beard in the mirror', '15s')).not.toMatch(/customer/);
    expect(told('a ram butts the farm gate', '15s')).not.toMatch(/rifle shot/);
    expect(told('fishermen haul a net up the beach', '15s')).not.toMatch(/gunwale/);
  });
});
