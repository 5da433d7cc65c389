/**
 * "POV: you're a barista during the morning rush": who the viewer is, told as what their own
 * eyes see them do. "You are a barista" cannot be filmed; hands pulling shots can. A role the
 * table does not know gets the same shape with the hands and the work in front of them.
 */
import type { Language } from '../../domain/schemas/template.ts';

interface Role {
  /** The role's nouns, English and Chinese. */
  match: RegExp;
  en: readonly string[];
  zh: readonly string[];
}

const ROLES: readonly Role[] = [
  // Late: the watch, the crowd, the crossing, the door.
  {
    match: /^late$/,
    en: [
      'open on your own wrist as you check the time: already late',
      'you burst out of the station and weave through the crowd, breath loud in your ears',
      'you sprint across the crossing as the signal starts to blink',
      'you skid through the doors at last, chest heaving',
    ],
    zh: [
      '开场：你抬起手腕看了一眼表，已经迟到了',
      '你冲出车站，在人群里左躲右闪，呼吸声很重',
      '信号灯开始闪烁，你一路狂奔冲过路口',
      '你终于冲进门里，大口喘着气',
    ],
  },
  // A bird in flight through a city: wings at the edges, the street a canyon below.
  {
    match: /\b(?:pigeon|bird|seagull|gull|crow|sparrow|eagle|hawk)s?\b|鸽子|小鸟|海鸥|老鹰/i,
    en: [
      'open mid-air, wings beating at the edges of the frame, the street a canyon far below',
      'you swoop down between the buildings, signs and windows flashing past',
      'you bank hard around a corner, the crowd a blur far below',
      'you flare your wings and land on a ledge, the city roaring on beneath you',
    ],
    zh: [
      '开场：你悬在半空，翅膀在画面两侧扑动，街道像峡谷一样在脚下',
      '你在楼宇之间俯冲而下，招牌和窗户飞快掠过',
      '你猛地侧身拐过街角，人群在下方模糊成一片',
      '你张开翅膀减速，落在一处窗台上，城市的喧闹还在继续',
    ],
  },
  {
    match: /\b(?:cat|kitten)s?\b|猫/i,
    en: [
      'open low to the floor, padding silently down the hallway, the furniture towering overhead',
      'you stop to sniff the corner of the sofa, whiskers twitching at the edge of the frame',
      'you spring up onto the windowsill, the street far below',
      'you settle into a patch of sun, the view half-closing',
    ],
    zh: [
      '开场：贴着地面，你悄无声息地走过走廊，家具高高耸立在头顶',
      '你停下来嗅了嗅沙发一角，胡须在画面边缘抖动',
      '你一跃跳上窗台，楼下的街道尽收眼底',
      '你在一片阳光里趴下，视线慢慢眯起来',
    ],
  },
  {
    match: /\b(?:dog|puppy|puppies)\b|狗/i,
    en: [
      'open low to the ground, nose first, the world at knee height',
      'you sniff along the grass, following a trail only you can smell',
      'a ball bounces past and you bolt after it',
      'you trot back, the ball in your mouth, tail thumping at the edge of the frame',
    ],
    zh: [
      '开场：贴近地面，鼻子先行，世界只有膝盖那么高',
      '你沿着草地一路嗅过去，追着只有你闻得到的气味',
      '一个球弹过眼前，你猛地冲了出去',
      '你叼着球小跑回来，尾巴在画面边缘拍打',
    ],
  },
  // A courier on a bicycle: no scooter, no order box; the bag, the saddle, the traffic.
  {
    match:
      /\b(?:bike|bicycle|cycle|cycling) (?:couriers?|messengers?|delivery)\b|\bbike messengers?\b|骑(?:自行车|单车)送/i,
    en: [
      'open on your gloved hands on the handlebars, the courier bag slung across your back',
      'you weave between cars and other bikes, the wet road hissing under the front wheel',
      'you swing off at the door, unclip the bag and take the steps two at a time',
      'the door opens, you hand the parcel over, and you are already back in the saddle',
    ],
    zh: [
      '开场：你戴着手套的双手握住自行车车把，邮差包斜挎在背上',
      '你在汽车和自行车之间穿梭，湿漉漉的路面在前轮下沙沙作响',
      '你在门口跳下车，解下背包，两级一跨地上楼',
      '门开了，你把包裹递过去，转身又跨上了车座',
    ],
  },
  {
    match:
      /\b(?:delivery (?:driver|rider|guy|girl|boy|man|woman)|courier|food delivery|pizza delivery)s?\b|外卖员|外卖小哥|快递员|送外卖|送快递/i,
    en: [
      'open on your gloved hands on the scooter handlebars, the order box strapped behind you',
      'the street streams past, lit signs and wet tarmac sliding under the front wheel',
      'you pull up at the door, lift the box from the back and climb the steps',
      'the door opens, you hand the order over, and you are already turning back to the scooter',
    ],
    zh: [
      '开场：你戴着手套的双手握住电动车车把，身后绑着外卖箱',
      '街道从两侧飞快掠过，招牌的灯光和湿漉漉的路面从前轮下滑过',
      '你在门口停下，从车后取出餐盒，快步上楼',
      '门开了，你把餐递过去，转身又奔向电动车',
    ],
  },
  {
    match: /\bbaristas?\b|咖啡师/i,
    en: [
      'open on your own hands tamping fresh grounds into the portafilter',
      'the espresso runs dark and slow into the cup',
      'milk hisses in the pitcher as you pour a quick heart on top',
      'you slide the finished cup across the counter',
    ],
    zh: [
      '开场：你的双手把咖啡粉压进手柄',
      '深色的浓缩咖啡缓缓流进杯里',
      '你在咖啡上快速拉出一个爱心',
      '你把做好的咖啡推过吧台',
    ],
  },
  {
    match: /\b(?:chef|cook|line cook)s?\b|厨师|大厨|后厨/i,
    en: [
      'open on your own hands at the pass, tickets lined up above the station',
      'you toss the pan over a burst of flame',
      'you plate fast: a spoon of sauce, a pinch of herbs',
      'you slide the finished plate onto the pass',
    ],
    zh: [
      '开场：你的双手在出菜口前，单子一排排挂在头顶',
      '你在一团火苗上颠起炒锅',
      '你飞快地把菜装进盘里',
      '你把装好的盘子推上出菜口',
    ],
  },
  {
    match: /\bpilots?\b|飞行员|机长/i,
    en: [
      'open on your own hands on the controls, the runway lights ahead',
      'the runway rushes toward you, engines roaring',
      'the nose lifts and the ground drops away below',
      'clouds open ahead as you level off',
    ],
    zh: [
      '开场：你的双手握着操纵杆，前方是跑道灯',
      '跑道向你飞快涌来，引擎轰鸣',
      '机头抬起，地面在下方迅速远去',
      '你把飞机改平，前方的云层缓缓散开',
    ],
  },
  {
    match: /\b(?:dj|deejay)s?\b|打碟|DJ/i,
    en: [
      'open on your own hands on the decks, the crowd a blur of lights beyond',
      'you ride the fader up as the next track builds',
      'the beat drops, the whole crowd jumping as one',
      'your hand rises into the lights, the room roaring',
    ],
    zh: [
      '开场：你的双手放在打碟台上，台下的人群是一片模糊的灯光',
      '下一首歌在你手下慢慢铺开',
      '鼓点落下，全场一起跳起来',
      '你的手在灯光里高高举起',
    ],
  },
  {
    match: /\bgoalkeepers?\b|\bgoalies?\b|守门员/i,
    en: [
      'open on your own gloves, the striker lining up the ball ahead',
      'the striker runs in, you bouncing on your toes',
      'you dive, your glove meeting the ball',
      'the ball rolls wide of the post',
    ],
    zh: [
      '开场：你戴着手套，前方的前锋正在摆球',
      '前锋开始助跑',
      '你飞身扑向球',
      '球擦着门柱滚了出去',
    ],
  },
  {
    match: /\b(?:cat|kitten)s?\b|小猫|猫咪|猫/i,
    en: [
      'open low to the floor, your own paws in the corner of the frame',
      'you creep toward the edge of the table, whiskers twitching',
      'one paw taps the cup toward the edge',
      'the cup tips over the edge',
    ],
    zh: [
      '开场：视线贴近地面，自己的爪子出现在画面一角',
      '你悄悄靠近桌边',
      '一只爪子把杯子往桌边拨',
      '杯子从桌边翻了下去',
    ],
  },
];

/** The lines for a viewer who is someone: the role's own, or the same shape when unknown. */
/** Whether the table knows the role a text names ("a delivery rider", 外卖小哥). */
export function knowsRole(text: string): boolean {
  return ROLES.some((entry) => entry.match.test(text));
}

export function roleLines(role: string, lang: Language): readonly string[] {
  const known = ROLES.find((entry) => entry.match.test(role));
  if (known) return known[lang];
  return lang === 'zh'
    ? [
        '开场：你的双手出现在画面下方，已经在忙手上的事',
        '你的双手熟练地忙着手上的活',
        '你抬起头，看向下一件等着你的事',
        '视线回到手上，下一轮开始',
      ]
    : [
        'open on your own hands at the bottom of the frame, already at work',
        'your hands move fast and sure through the job in front of you',
        'you glance up at what is waiting next',
        'back down to your hands for the next one',
      ];
}
