import { describe, expect, it } from 'vitest';
import { staysStaged, told } from './staged-payoffs.ts';

/** Animals and the beings of fantasy and animation (beasts.ts), en and zh. */
const BEASTS: readonly [idea: string, payoff: RegExp][] = [
  ['小狗把拖鞋叼到床底下藏起来', /藏得严严实实/],
  ['小狗把袜子藏到沙发底下', /一脸无辜/],
  ['a puppy hides a slipper under the bed', /out of sight/],
  ['熊猫抱着竹子从滑梯上滚下来', /黑白相间的球/],
  ['a panda slides down a slide', /black-and-white ball/],
  ['柯基用屁股顶开房门', /越开越大/],
  ['a corgi pushes the door open with its butt', /creaks open/],
  ['小鸡仔一只只钻进母鸡翅膀底下取暖', /小脑袋/],
  ['the chicks hide under their mother’s wings', /tiny heads poking out/],
  ['Claymation snail delivers mail to a mushroom village', /letter slips into the box/],
  ['蜗牛在给蘑菇村送信', /信箱/],
  ['a felt fox knits a sweater by the fire', /one side a little longer/],
  ['毛毡小狐狸在火炉边织毛衣', /稍稍长了一截/],
  ['仙侠：雪地里一只白狐化为人形', /化作一道人形/],
  ['a white fox turns into a woman', /human figure/],
  ["Mermaid braids a sleeping sailor's hair on the rocks", /shells glinting/],
  ['Android peels back the skin on its hand in a mirror, revealing circuits', /circuits/],
  ['an android pulls back the skin of its hand', /metal joints/],
  ['Mech pilot kneels her giant robot down to lift a kitten out of the rubble', /steel hand/],
  ['巨型机甲跪下来捧起废墟里的小猫', /钢铁手掌/],
  ['国漫：哪吒踩着风火轮冲破云层', /撕开一个大洞/],
  ['Nezha soars through the clouds', /ring of cloud torn open/],
  ['Knight duels his own shadow in a moonlit courtyard', /an ordinary shadow again/],
  ['骑士在月光下和自己的影子对决', /普通的影子/],
  [
    'Anime fight scene, two swordsmen clash on a rooftop in the rain, blades sparking',
    /blurred stroke/,
  ],
  ['Pixar style: a lonely toaster tries to befriend the new kettle', /closer than before/],
  ['小烤面包机想和新来的水壶交朋友', /亮了起来/],
  ['老宅里，一件红嫁衣自己从衣柜里飘了出来', /看不见的人/],
  ['a red wedding dress floats out of the wardrobe', /someone unseen/],
  [
    'Cyberpunk courier threads a hoverbike through a neon megacity, rain streaking the lens',
    /narrow gap/,
  ],
  ['骑手骑着悬浮摩托穿梭在霓虹城市', /窄缝/],
  ['古风侠客坐在客栈屋檐上擦拭长剑，月光如水', /归入鞘中/],
  ['a samurai wipes his katana clean', /into its sheath/],
];

/** Scenes as a food, travel, music or sports film shows them (shows.ts), en and zh. */
const SHOWS: readonly [idea: string, payoff: RegExp][] = [
  ['Tempura shrimp lowered into hot oil, bubbles erupting around it', /crackling gold/],
  ['a tempura prawn dropped into the fryer', /crackling gold/],
  ['天妇罗虾放进热油里', /浅金色/],
  ['Monk sweeps maple leaves off temple steps in Kyoto, autumn, quiet', /swept ground/],
  ['小和尚在寺庙台阶上扫落叶', /扫净的地上/],
  ['Northern lights ripple over a frozen lake, a lone tent glowing orange', /ribbons of light/],
  ['极光在冰湖上空舞动', /光带/],
  ['Gondolier ducks under a low bridge in Venice', /shadow beneath the arch/],
  ['江南水乡，船娘摇橹穿过石拱桥', /桥洞/],
  ['Spice seller in Marrakech scoops saffron into a paper cone', /bright rush/],
  ['香料摊主把藏红花舀进纸袋', /倾泻而下/],
  ['First snow. A little girl catches flakes on her tongue.', /melts in an instant/],
  ['小女孩伸出舌头接雪花', /落在舌尖上/],
  ['Ghibli vibe, a girl hangs laundry on a windy hill as clouds drift by', /whole line hangs full/],
  ['小女孩在山坡上晾衣服', /满满当当/],
  ['Tomato ripening on the vine, time-lapse', /shining red/],
  ['番茄在藤上慢慢变红', /红润发亮/],
  ['Reaction video, grandpa tries VR and swats at invisible bees', /headset up/],
  ['Podcast two-shot: a comedian and a nun debate pineapple on pizza', /mock outrage/],
  ['两个人争论菠萝披萨', /难以置信/],
  ['Music video: singer lying in a bathtub full of flowers, overhead shot', /into the lens/],
  ['歌手躺在铺满玫瑰花瓣的浴缸里', /花丛中/],
  ['K-pop group hits the final pose as confetti cannons fire', /breathless grins/],
  ['女团跳完最后一个动作定格', /纹丝定住/],
  ['Synthwave: a convertible cruises a neon grid highway toward a pink sun', /grid/],
  ['敞篷跑车在霓虹网格公路上驶向粉色夕阳', /网格/],
  // (Since session 28 the named moment is told, and the crowd erupts at its end.)
  ['Buzzer-beater from half court, the crowd erupts, slow motion', /drops through the net/],
  ['全场观众沸腾了', /欢呼声/],
  ['Surfer threads through a barrel wave, camera inside the tube', /out of the barrel/],
  ['a surfer gets barreled', /deep in the tube/],
  ['gymnast sticks the landing', /last rotation/],
  ['体操运动员稳稳落地', /牢牢钉在原地/],
  ['Tennis player serves an ace, chalk puffs off the line', /a beat too late/],
  ['Archer releases an arrow, slow-mo as the shaft flexes in flight', /humming line/],
  ['弓箭手拉弓射箭', /嗖地一声/],
  ['烤鸭师傅在片鸭', /带皮带肉/],
  ['a chef slices a roast duck', /fans out/],
  ['雷雨前的乌云压过金黄的麦田', /豆大的雨点/],
  ['a diver enters the water with barely a splash', /small fizz/],
  ['跳水运动员压水花入水', /涟漪转眼就散了/],
];

describe('animals, beings and shows are staged, with their payoff', () => {
  it.each([...BEASTS, ...SHOWS])('%s', (idea, payoff) => staysStaged(idea, payoff));

  it('each entry stays with its own doer and doing', () => {
    // A puppy hiding itself stashes nothing; clothes hung in a wardrobe need no line.
    expect(told('a puppy hides under the bed', '25s')).not.toMatch(/prize/);
    expect(told('a man hangs his shirts in the wardrobe', '25s')).not.toMatch(/peg/);
    // A crowd roaring with laughter is no cheer; a volleyball ace has no racket.
    expect(told('the crowd roars with laughter', '25s')).not.toMatch(/sea of arms/);
    expect(told('a volleyball player serves an ace', '25s')).not.toMatch(/racket|strings/);
    // A scuba diver rolling off a boat is no platform dive; a knight facing a dragon no anime duel.
    expect(told('a scuba diver enters the water', '25s')).not.toMatch(/pool/);
    expect(told('two knights battle a dragon', '25s')).not.toMatch(/back to back/);
  });
});
