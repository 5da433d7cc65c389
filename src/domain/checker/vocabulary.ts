/**
 * The words the checker looks for. English entries are regex sources matched as whole words,
 * case-insensitively; Chinese entries are words matched where Intl.Segmenter cuts words.
 * Retired glossary terms (推镜, 横摇…) are here on purpose: people write them, and the checker
 * must read what people write; its own messages use the glossary's terms.
 */
import { terms } from './prompt-text.ts';

/** A camera move, with the Hailuo bracket command that says the same thing (when one does). */
export interface MoveTerm {
  en: readonly string[];
  zh: readonly string[];
  hailuo?: string;
}

/**
 * Camera moves. A rig (handheld, Steadicam, gimbal) is how the camera is carried, not a move:
 * "handheld tracking shot" is one move. Static counts: "static shot, then a pan" is two choices.
 */
export const MOVES: readonly MoveTerm[] = [
  {
    en: [
      'dolly(?:ing)?[- ]in',
      'dollies in',
      'push-in',
      '(?:slow|gentle|camera) push(?:es|ing)?[- ]in',
      'push(?:es|ing)? in (?:on|to|toward|towards|slowly|close)',
    ],
    zh: ['推镜头', '推镜', '推近', '推进', '推向', '推至'],
    hailuo: 'Push in',
  },
  {
    en: [
      'dolly(?:ing)?[- ](?:out|back)',
      'dollies (?:out|back)',
      'pull-out',
      'pull-back',
      '(?:slow|gentle|camera) pull(?:s|ing)?[- ](?:out|back)',
      'pull(?:s|ing)? (?:out|back) (?:to|from|slowly|wide)',
    ],
    zh: ['拉镜头', '拉镜', '拉远', '后拉'],
    hailuo: 'Pull out',
  },
  { en: ['pan(?:s|ning)?(?: slowly)?[- ]left'], zh: ['向左摇', '左摇'], hailuo: 'Pan left' },
  {
    en: [
      'pan(?:s|ning)?(?: slowly)?[- ]right',
      '(?:camera|slow|slowly|whip|quick) pan(?:s|ning)?(?! left| right| slowly)(?: across| over| to)?',
      'panning (?:shot|across|over)',
      'pans across',
      'whip[- ]?pans?',
    ],
    zh: ['向右摇', '右摇', '摇镜头', '摇镜', '横摇', '甩镜头', '甩镜'],
    hailuo: 'Pan right',
  },
  { en: ['tilt(?:s|ing)?[- ]up'], zh: ['向上摇', '上摇'], hailuo: 'Tilt up' },
  { en: ['tilt(?:s|ing)?[- ]down'], zh: ['向下摇', '下摇', '俯仰'], hailuo: 'Tilt down' },
  { en: ['truck(?:s|ing)?[- ]left'], zh: ['左移', '向左平移'], hailuo: 'Truck left' },
  {
    en: ['truck(?:s|ing)?[- ]right'],
    zh: ['右移', '向右平移', '横移', '平移'],
    hailuo: 'Truck right',
  },
  {
    en: ['crane (?:shot|up)', 'crane(?:s|ing)?[- ]up', 'pedestal up', 'jib (?:up|shot)', 'boom up'],
    zh: ['升镜头', '摇臂', '镜头上升', '升降镜头'],
    hailuo: 'Pedestal up',
  },
  {
    en: ['crane(?:s|ing)?[- ]down', 'pedestal down', 'jib down', 'boom down'],
    zh: ['降镜头', '镜头下降'],
    hailuo: 'Pedestal down',
  },
  {
    en: ['zoom(?:s|ing)?[- ]in', 'crash zoom', 'snap zoom', 'slow zoom'],
    zh: ['变焦推镜头', '急推', '变焦'],
    hailuo: 'Zoom in',
  },
  { en: ['zoom(?:s|ing)?[- ]out'], zh: ['变焦拉镜头'], hailuo: 'Zoom out' },
  {
    en: [
      '(?:\\d{3}[- ]degree|slow|smooth|camera) orbit(?:s|ing)?(?: shot| around)?',
      'orbit(?:ing)? shot',
      'arc shot',
    ],
    zh: ['环绕拍摄', '环绕镜头', '镜头环绕', '绕拍', '环拍'],
  },
  {
    en: [
      'tracking shot',
      'track(?:s|ing)? (?:alongside|behind|beside)',
      'follow(?:ing)? shot',
      'camera follows',
    ],
    zh: ['跟拍', '跟镜头', '跟随拍摄', '跟随镜头'],
    hailuo: 'Tracking shot',
  },
  {
    en: [
      'static (?:shot|camera|frame)',
      'locked[- ]off(?: frame| shot| camera)?',
      'tripod shot',
      'fixed camera',
    ],
    zh: ['固定机位', '固定镜头', '定镜'],
    hailuo: 'Static shot',
  },
  {
    en: [
      'drone (?:shot|flies|rises|sweeps|footage)',
      'aerial (?:shot|flyover)',
      'fpv',
      'fly-?through',
      'flyover',
    ],
    zh: ['航拍', '无人机'],
  },
  {
    en: [
      'dolly shot',
      'dolly(?:ing)? (?:forward|along|alongside|past)',
      'camera (?:glides|drifts|sweeps|swoops|rises|descends)',
    ],
    zh: ['移镜头', '移动镜头'],
  },
];

/** One pattern for every move; the move a match belongs to is found with `moveOf`. */
export const MOVE_TERMS = terms(
  MOVES.flatMap((move) => move.en),
  MOVES.flatMap((move) => move.zh),
);
const MOVE_PATTERNS = MOVES.map((move) => ({
  move,
  en: new RegExp(`^(?:${move.en.join('|')})$`, 'i'),
  zh: new Set(move.zh),
}));

/** The move a matched phrase names. */
export function moveOf(phrase: string): MoveTerm | undefined {
  return MOVE_PATTERNS.find(({ en, zh }) => zh.has(phrase) || en.test(phrase))?.move;
}

/** Shot sizes, angles, lenses and rigs: any of them (or a move) means the camera is chosen. */
export const CAMERA_TERMS = terms(
  [
    '(?:extreme |medium |tight )?close[- ]?ups?',
    'medium(?:[- ]wide)? shots?',
    '(?:extreme )?wide shots?',
    'long shots?',
    'full shots?',
    'establishing shots?',
    'close shots?',
    'over[- ]the[- ]shoulder',
    'point[- ]of[- ]view',
    'pov',
    "bird'?s[- ]eye",
    '(?:low|high)[- ]angle',
    'eye[- ]level',
    'dutch angle',
    'top[- ]down',
    'overhead (?:shot|view|angle)',
    'macro',
    'two[- ]shot',
    'insert shot',
    'profile shot',
    'slow[- ]motion',
    'camera',
    'framing',
    'framed',
    '\\d{2,3} ?mm',
    'lens(?:es)?',
    'fisheye',
    'anamorphic',
    'telephoto',
    'wide[- ]angle',
    'f/\\d(?:\\.\\d)?',
    '(?:shallow )?depth of field',
    'bokeh',
    'rack focus',
    'handheld',
    'hand-held',
    'steadicam',
    'gimbal',
  ],
  [
    '大特写',
    '特写',
    '近景',
    '中近景',
    '中景',
    '全景',
    '远景',
    '大远景',
    '俯拍',
    '仰拍',
    '鸟瞰',
    '过肩',
    '主观镜头',
    '第一人称视角',
    '微距',
    '顶拍',
    '平视',
    '低角度',
    '高角度',
    '侧拍',
    '慢镜头',
    '慢动作',
    '镜头',
    '机位',
    '运镜',
    '构图',
    '广角',
    '长焦',
    '鱼眼',
    '焦段',
    '景深',
    '浅景深',
    '虚化',
    '手持',
    '斯坦尼康',
    '稳定器',
  ],
);

/** Light: sources, qualities and the times of day that are mostly about light. */
export const LIGHT_TERMS = terms(
  [
    'light(?:s|ing|ed)?',
    'lit',
    'sunlight',
    'sunlit',
    'moonlight',
    'moonlit',
    'candlelight',
    'candlelit',
    'lamplight',
    'firelight',
    'daylight',
    'backlit',
    'backlight(?:ing)?',
    'glow(?:s|ing)?',
    'neon',
    'shadows?',
    'golden hour',
    'blue hour',
    'sunset',
    'sunrise',
    'dusk',
    'dawn',
    'twilight',
    'overcast',
    'silhouett\\w*',
    'spotlights?',
    'beams?',
    'chiaroscuro',
    'high[- ]key',
    'low[- ]key',
    'volumetric',
    'god rays',
    'sunbeams?',
    'lens flares?',
    'illuminat\\w*',
    'lamps?',
    'lanterns?',
    'candles?',
  ],
  [
    '光',
    '光线',
    '阳光',
    '月光',
    '灯光',
    '光影',
    '逆光',
    '侧光',
    '顶光',
    '柔光',
    '硬光',
    '霓虹',
    '霓虹灯',
    '烛光',
    '日光',
    '晨光',
    '暮光',
    '夕阳',
    '余晖',
    '黄金时刻',
    '蓝调时刻',
    '灯',
    '照亮',
    '照射',
    '光束',
    '光斑',
    '光晕',
    '打光',
    '补光',
    '主光',
    '轮廓光',
    '体积光',
    '丁达尔',
    '阴影',
    '昏暗',
    '明亮',
    '发光',
    '火光',
    '剪影',
    '日落',
    '日出',
    '黄昏',
    '黎明',
    '路灯',
    '台灯',
    '灯笼',
    '烛火',
    '光芒',
    '暖光',
    '冷光',
    '自然光',
    // Light named by its quality or use, as the builder's choices write it (柔和漫射光…).
    '漫射光',
    '散射光',
    '硬光',
    '实景光',
    '动机光',
    '环境光',
    '布光',
    '高调光',
    '低调光',
    '伦勃朗光',
    '蝴蝶光',
    '明暗对照',
    '窗光',
    '光照',
    '受光',
    '灯火',
  ],
);

/** A look or a medium. */
export const STYLE_TERMS = terms(
  [
    'style[ds]?',
    'looks?(?![ \\t]+(?:at|up|down|around|away|back|out|into|over|through|like|for|as)\\b)',
    'aesthetic',
    'cinematic',
    'film(?:ic)?',
    'photoreal\\w*',
    'photo-?realistic',
    'realistic',
    'hyperreal\\w*',
    'naturalistic',
    'documentary',
    'anime',
    'animated',
    'animation',
    'cartoon\\w*',
    'claymation',
    'stop[- ]motion',
    'watercolou?r',
    'oil painting',
    'painterly',
    'illustrat\\w*',
    'noir',
    'vintage',
    'retro',
    'film grain',
    'grain',
    'vhs',
    'cyberpunk',
    'steampunk',
    'surreal\\w*',
    'minimalis\\w*',
    'pixel art',
    '3d',
    'cgi',
    'cel[- ]shaded',
    'low[- ]poly',
    'live[- ]action',
    'commercial',
    'editorial',
    'music video',
    'vlog',
    'ugc',
    'found footage',
    'black and white',
    'monochrome',
    '(?:35|16|8)mm film',
    'video',
    'loop',
    'horror',
    'thriller',
    'sci-?fi',
    'fantasy',
    'comedy',
    'romance',
    'romantic',
    'drama',
    'fairy[- ]?tale',
    'western',
    'wuxia',
    'asmr',
    'time[- ]?lapse',
    'hyperlapse',
    'slow[- ]motion',
    'explainer',
    'tutorial',
    'infographic',
    'motion graphics',
    'whiteboard',
    'super 8',
    'kodak\\w*',
    'technicolor',
    // A first-person look is a way of filming the whole clip, as a found-footage one is.
    'pov',
    'first[- ]person',
    // A medium, a technique or a format named in the builder's and the templates' words.
    'abstract',
    '(?:fluid|glitch|digital|concept|pop|line|science|generative|vector|motion) art',
    'double exposure',
    'long[- ]exposure',
    'colou?r[- ]grad(?:e|ed|ing)',
    'postcard',
    'review',
  ],
  [
    '风格',
    '电影',
    '电影感',
    '电影质感',
    '写实',
    '纪录片',
    '动画',
    '卡通',
    '水彩',
    '油画',
    '胶片',
    '复古',
    '赛博朋克',
    '画风',
    '质感',
    '二次元',
    '像素',
    '国风',
    '古风',
    '水墨',
    '动漫',
    '实拍',
    '真人实拍',
    '广告片',
    '宣传片',
    '极简',
    '黑白',
    '超现实',
    '蒸汽朋克',
    '漫画',
    '插画',
    '黏土动画',
    '定格动画',
    '日系',
    '港风',
    '恐怖',
    '悬疑',
    '科幻',
    '奇幻',
    '喜剧',
    '爱情片',
    '剧情片',
    '武侠',
    '古装',
    '治愈',
    '童话',
    // What the English list has as time-lapse, loop, video, commercial and POV.
    '延时摄影',
    '延时',
    '缩时摄影',
    '无缝循环',
    '循环',
    '视频',
    '广告',
    '商业广告',
    '时尚大片',
    '蒸汽波',
    '粉彩',
    '主观视角',
    '第一人称',
    '抽象',
    '艺术',
    '双重曝光',
    '长曝光',
    '影像',
    '短片',
    '明信片',
    '测评',
  ],
);

/**
 * Action verbs by their base form; `+` marks a doubled final consonant (run+ → running).
 * Camera verbs are here too ("a boat drifts", "she pushes a cart"): a match inside a camera
 * move ("the camera drifts", "slow push-in") is not counted as an action.
 */
const VERBS_EN = `walk run+ jump dance spin+ glance stare smile laugh cry nod+ pour drink eat bite
  sip+ slice chop+ stir+ whisk crack flip+ fry  bake knead write read sing speak talk shout
  whisper climb swim+ dive fly soar throw catch kick punch grab+ lift raise carry drag+ ride drive
  sit+ kneel lean crouch hug+ kiss embrace chase sprint jog+ stroll wander hurry enter arrive leap
  hop+ bounce skate crawl tumble crash splash burst explode shatter melt bloom sprout wipe wash
  scrub+ dig+ pluck sew knit assemble unbox unwrap+ peel squeeze sprinkle taste chew sniff wag+
  purr pounce stretch yawn blink wink reach swipe toss juggle strum+ dribble dunk escape steer
  paddle launch hover flutter shiver tremble stomp gallop flee wrestle twirl sway stumble slip+
  knock lick gulp munch cheer argue greet celebrate scream sob+ frown grin+ shrug ignite flicker
  sparkle collapse unfold spill+ crumple devour gaze   peer listen push pull slide float
  drift glide orbit swoop dart zoom waddle breach cruise wrap+ release wobble sketch tamp carve
  shadowbox pedal skateboard snowboard hike trek tiptoe sneak creep prowl stalk hunt graze nibble
  feast nuzzle preen flap+ hatch wilt wither blossom ripen drip+ trickle gush flow ripple swirl
  churn cascade erupt rumble quake topple teeter whirl rotate revolve  dangle jiggle vibrate
   morph transform shrink grow expand inflate deflate fizz boil simmer sizzle blaze smolder
  thaw rip+ bend twist smash sculpt stitch weave unpack slam shove tug yank hoist scatter garnish
  slurp swallow cough sneeze breathe sigh gasp yell hum+ whistle chant recite beckon salute clap+
  applaud cuddle clutch grasp tickle poke nudge skid+ collide swerve accelerate honk wade rescue
  follow seek search discover explore roam amble saunter stride pirouette vault somersault
  cartwheel descend ascend perch roost trot canter dodge parry stab tackle grapple strut scowl
  pout glare peek squint weep giggle chuckle howl growl meow hiss roar chirp squawk croak neigh
  perform conduct demonstrate teach reveal unveil showcase receive snatch steal fling hurl lasso
  harvest gather rake mow mop vacuum rinse braid shave doodle scribble erase shred extinguish
  flick bloom plunge pounce sip+ stir+ tap+   scroll click hold grip+ pat+  
  wiggle shuffle limp hurry circle crackle say tell ask answer reply move blare skydive
  bike cycle paraglide kayak canoe snorkel`;

/**
 * Verbs whose base form is as often a noun or an adjective ("a duck", "film grain", "the
 * land"): counted only when an object or a particle follows ("ducks under", "films the").
 */
const VERBS_WITH_OBJECT_EN = `open close fall stand swing leave step play paint draw roll break
  hit+ sink tear point race rush serve fight shake fire shoot film water land duck box park
  dress spray drum brush comb iron fold stack pile fill empty plate season hang set+ place plant
  lock pack saw drill hammer mold shape cut+ trip+ pet+ stroke spark flash fade dissolve pulse
  bubble steam smoke freeze split+ snap+ crush squash show present display record photograph
  train model pose beam pitch bowl bat+ score spike volley block charge attack aim lead park
  signal call nest mop dust polish dry button zip+ tie lace knot bark buzz tweet moo catch pass
  drop+ crack cross turn cover look wave watch rock bow cook`;

/** Words after which a verb of VERBS_WITH_OBJECT_EN counts ("opens the", "ducks under"). */
const PARTICLES = `a an the his her their its my your our it them him me us up down off out away
  back`;

/**
 * Single forms of verbs whose other forms mislead ("autumn leaves", "the fall colours").
 */
const VERB_FORMS_EN: Record<string, string> = {
  fall: 'falls falling fell',
  stand: 'stands stood',
  rise: 'rises rising rose',
  leave: 'leaves\\s+(?:the|a|an|his|her|their)',
  step: 'steps\\s+(?:into|onto|out|forward|back|off|through)',
};

const IRREGULAR_EN: Record<string, string[]> = {
  run: ['ran'],
  swim: ['swam'],
  sit: ['sat'],
  spin: ['spun'],
  dig: ['dug'],
  throw: ['threw', 'thrown'],
  fly: ['flew', 'flown'],
  fall: ['fell', 'fallen'],
  eat: ['ate', 'eaten'],
  drink: ['drank'],
  ride: ['rode'],
  drive: ['drove'],
  write: ['wrote', 'written'],
  break: ['broke', 'broken'],
  sing: ['sang', 'sung'],
  leap: ['leapt'],
  kneel: ['knelt'],
  catch: ['caught'],
  fight: ['fought'],
  swing: ['swung'],
  shake: ['shook'],
  blow: ['blew'],
  grow: ['grew'],
  draw: ['drew'],
  stand: ['stood'],
  sweep: ['swept'],
  dive: ['dove'],
  bite: ['bit'],
  hide: ['hid'],
  feed: ['fed'],
  slide: ['slid'],
  sink: ['sank'],
  tear: ['tore', 'torn'],
  rise: ['risen'],
  shine: ['shone'],
  strike: ['struck'],
  flee: ['fled'],
  speak: ['spoke'],
};

function inflect(entry: string): string[] {
  const double = entry.endsWith('+');
  const base = double ? entry.slice(0, -1) : entry;
  const last = base.slice(-1);
  const doubled = double ? base + last : base;
  const third = /(?:s|x|z|ch|sh)$/.test(base)
    ? `${base}es`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;
  const ing = base.endsWith('ie')
    ? `${base.slice(0, -2)}ying`
    : /[^aeoy]e$/.test(base)
      ? `${base.slice(0, -1)}ing`
      : `${doubled}ing`;
  const past = base.endsWith('e')
    ? `${base}d`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ied`
      : `${doubled}ed`;
  return [base, third, ing, past, ...(IRREGULAR_EN[base] ?? [])];
}

const bases = (list: string) => list.split(/\s+/).filter(Boolean);

/** Regex sources of every verb form the checker counts as an action. */
/** Every verb form the checker counts as an action on its own. */
const ACTION_FORMS_EN = [
  ...bases(VERBS_EN).flatMap((entry) => inflect(entry)),
  ...Object.values(VERB_FORMS_EN).flatMap((forms) => forms.split(' ')),
];

/** A verb form's first word → its base form, so "whisks" and "whisking" are one action. */
const LEMMAS = new Map<string, string>([
  ...[...bases(VERBS_EN), ...bases(VERBS_WITH_OBJECT_EN)].flatMap((entry) =>
    inflect(entry).map((form) => [form, entry.replace('+', '')] as const),
  ),
  ...Object.entries(VERB_FORMS_EN).flatMap(([base, forms]) =>
    forms.split(' ').map((form) => [form.split('\\')[0] as string, base] as const),
  ),
]);

/**
 * States rather than actions ("the box sits in frame", 坐在, 站在): they say there is a subject
 * but take no screen time of their own, so the pacing rule does not count them.
 */
export const STATIVE = new Set([
  'sit',
  'stand',
  'lie',
  'rest',
  'perch',
  'hang',
  'hold',
  'wait',
  'stay',
  'remain',
  'float',
  'hover',
  '坐在',
  '站在',
  '躺在',
  '趴在',
  '靠在',
  '蹲在',
  '挂在',
  '停在',
  '飘在',
  '落在',
]);

/**
 * Motion that goes on around the action rather than after it (lanterns sway, steam drifts,
 * 雪花飘落, 霓虹闪烁, the head-bob 晃动 of a POV camera): it runs through the whole shot at
 * once, so it takes no screen time of its own and the pacing rule does not count it.
 */
export const AMBIENT = new Set([
  'sway',
  'flicker',
  'drift',
  'ripple',
  'swirl',
  'flutter',
  'sparkle',
  'dangle',
  'flow',
  'trickle',
  'drip',
  '飘',
  '飘动',
  '飘扬',
  '飘浮',
  '漂浮',
  '飘落',
  '摇曳',
  '闪烁',
  '倒映',
  '流动',
  '涌动',
  '晃动',
  '晃',
  '摇晃',
  '摆动',
  '翻腾',
  '冒烟',
  '冒泡',
  '滴落',
  '流下',
  '跳动',
  '飞舞',
]);

/** Chinese ways of speaking are one action, as say, tell and speak are in English. */
const SPEAKING_ZH = new Map(
  ['说', '说话', '讲述', '讲', '问', '回答', '交谈', '聊天'].map((verb) => [verb, '说'] as const),
);

/** The action a matched verb names: its English base form, or the Chinese verb itself. */
export function actionOf(matched: string): string {
  const first = matched.toLowerCase().split(/\s/)[0] ?? matched;
  return LEMMAS.get(first) ?? SPEAKING_ZH.get(matched) ?? matched;
}

/**
 * Chinese action verbs; camera verbs (推、拉、摇、移、升、降) on their own are left out, and so are
 * 穿 and 戴 (一位穿雨衣的女性 describes her, as "a woman in a raincoat" does; 穿上 is an action)
 * and 种 (一种, 酸种面包; 种下 is an action).
 */
const VERBS_ZH = `走进 走出 走过 走向 走来 奔跑 跑过 跑向 跑来 跳起 跳上 跳下 跳入 跳进 飞过
  飞向 飞来 飞翔 翱翔 穿过 穿越 穿梭 爬上 爬过 游过 游向 坐下 站起 躺下 蹲下
  转身 回头 抬头 低头 微笑 大笑 哭泣 流泪 拥抱 亲吻 追逐 打开 拆开 撕开 展示
  倒入 倒出 倒进 搅拌 切开 翻炒 品尝 跳舞 起舞 唱歌 弹奏 演奏 挥手 招手 点头
  摇头 鞠躬 拿起 放下 举起 推开 拉开 抱起 接住 驾驶 开车 滑行 冲浪 滑雪 游泳
  奔向 冲向 落下 飘落 滴落 流下 流下来 溅起 升起 降落 起飞 绽放 盛开 融化
  燃烧 爆炸 碎裂 旋转 摇摆 摆动 晃动 眨眼 凝视 注视 望向 看向 看着 眺望 伸手
  触摸 抚摸 敲打 翻阅 编织 打盹 伸懒腰 打哈欠 亮起 熄灭 闪烁 奔腾 翻滚 冒出
  探出 露出 张开 合上 关上 拧开 拧紧 跌倒 摔倒 喝 吃 煎 炒 煮 烤 蒸 炸 扔
  抛 踢 骑 爬 跑 走 跳 飞 游 坐 站 躺 笑 哭 唱 说 喊 叫 敲 写 读 擦
  洗 扫 摘 采 缝 揉 捏 剥 撒 浇 泡 递 喂 舔 咬 叼 扑 钻 撞 滴 飘 流
  溅 飞溅 切 搅 翻 吹 咀嚼 吞下 啃 啄 摇尾巴 扑腾 拍打 挥舞 舞剑 射门 投篮 扣篮
  奔涌 漫步 散步 徘徊 追赶 逃跑 躲藏 寻找 搬运 拖着 推着 拉着 抱着 追捕 捕猎 捕食 扑向 牵着 握住
  抓住 松开 扶起 捡起 拾起 丢下 扔掉 放飞 点燃 吹灭 倒映 闪过 掠过 划过 滑过
  溜走 冲进 颠勺 窜 窜起 漂流 驶出 驶过 驶向 驶入 跃过 跃起 跃出 打败 击败
  掉出 掉落 跳动 弹 比手势 扣杀 欢呼 飘向 撞上 撞向 四散 响起 碰 转过 转过头
  讲述 问 看 漂 游动 流动 涌动 滚动 扇动 振翅 展翅 盘旋 俯冲 着陆 坠落 下落
  滑落 跌落 倒下 站起来 坐起 起身 蹲 跪 趴 爬行 匍匐 奔 冲 闯 穿行 前行
  行走 步行 骑行 骑车 划船 划桨 游弋 潜入 潜水 浮起 浮出 漂浮 飘浮 飘动 飘扬
  摇曳 晃 抖 颤抖 发抖 叹气 喘气 咳嗽 打喷嚏 说话 交谈 聊天 争吵 吵架 对峙
  尖叫 呐喊 呼喊 哼 吹口哨 弹琴 弹吉他 拉琴 打鼓 敲鼓 表演 演出 倒立 翻跟头
  后空翻 空翻 转圈 跳跃 冲刺 追 逃 躲 藏 找 拿 抓 握 捧 端 提 扛 抬 搬
  拖 拽 扯 甩 投 接 传 踩 踏 跺 蹬 跨 迈 翻越 攀爬 攀登 爬升 下坠 坠入
  落入 掉进 钻出 钻进 探头 伸出 缩回 张望 环顾 凝望 打量 盯着 瞪 瞥 眯眼
  闭眼 睁眼 落泪 燃起 冒烟 冒泡 沸腾 翻腾 结冰 凝固 裂开 破碎 爆开 炸开 弹开
  关掉 拆 装 修 做 烧 炖 烙 拌 腌 剁 削 磨 舀 盛 夹 嚼 吞 吸 尝 闻 嗅
  吻 摸 搂 拥 扶 按 压 抹 涂 剪 裁 织 绣 编 叠 挂 贴 摆 放 插 浇水 收
  割 拖地 晾 晒 穿上 脱 戴上 梳 剃 化妆 开 关 敲门 按下 拨 滑动 刷 打字 翻页
  翻看 阅读 书写 绘画 写字 做饭 包饺子 揉面 擀面 冲泡 手冲 拉花 打磨 雕刻
  锻造 焊接 修理 组装 搭建 堆 推车 遛狗 喂食 抚摸着 蹭 摇晃 晃悠 打转 绕圈
  跳水 滑翔 跑步 慢跑 练习 训练 比赛 射击 挥拍 击球 传球 运球 踢球 接球 出拳
  格挡 闪避 拔剑 拔刀 收刀 落在 采摘 烘焙 算 算出 计算 种下 种出 捞 捞出 沉 碰撞 扎 涌 袅袅 飞舞 飘在 停在 挂在 趴在 躺在 坐在 站在 靠在 蹲在`;

export const ACTION_TERMS = terms(ACTION_FORMS_EN, bases(VERBS_ZH), {
  words: new Set(bases(VERBS_WITH_OBJECT_EN).flatMap((entry) => inflect(entry))),
  next: new Set(bases(PARTICLES)),
});

/** Words that name daytime. */
export const DAY_TERMS = terms(
  [
    'daytime',
    'day-?time',
    'daylight',
    'broad daylight',
    'midday',
    'noon',
    'morning',
    'afternoon',
    // "sunny yellow" and "midnight blue" are colours, not times.
    'sunny(?! (?:yellow|orange|gold|golden))',
    'sunshine',
    'blue sky',
    'by day',
    'during the day',
  ],
  [
    '白天',
    '白昼',
    '中午',
    '正午',
    '上午',
    '午后',
    '下午',
    '早上',
    '早晨',
    '清晨',
    '阳光明媚',
    '晴天',
    '艳阳',
    '烈日',
    '大白天',
  ],
);

/** Words that name night. */
export const NIGHT_TERMS = terms(
  [
    // A night market or a nightclub is a place, open in the afternoon too.
    'night(?![ -]?(?:markets?|clubs?|stands?|shifts?|owls?|life)\\b)',
    'nighttime',
    'night-time',
    'midnight(?! blue)',
    'moonlit',
    'moonlight',
    'starry sky',
    'after dark',
    'nocturnal',
  ],
  [
    '夜晚',
    '夜里',
    '深夜',
    '午夜',
    '半夜',
    '夜',
    '夜色',
    '夜空',
    '月光',
    '月夜',
    '星空',
    '晚上',
    '夜景',
  ],
);

/** A change of time within the shot: day and night may both appear when one of these does. */
export const TIME_TRANSITION_TERMS = terms(
  [
    'time[- ]?lapse',
    'as (?:the )?day (?:turns|fades|gives way)',
    'from day (?:to|into) night',
    'from night (?:to|into) day',
    'day turns (?:to|into) night',
    'night turns (?:to|into) day',
    'night falls',
    'nightfall',
    'sun (?:sets|goes down|rises|comes up)',
    'dissolves? (?:to|into)',
    'fades? (?:to|into)',
    'transition\\w*',
    'day-to-night',
    'night-to-day',
    'day and night cycle',
  ],
  [
    '延时',
    '延时摄影',
    '日转夜',
    '昼夜交替',
    '从白天到夜晚',
    '从白天到黑夜',
    '入夜',
    '天黑',
    '夜幕降临',
    '太阳落山',
    '转场',
    '过渡',
    '交替',
  ],
);

/** Live action, and markers of a drawn or animated medium. */
export const LIVE_ACTION_TERMS = terms(
  [
    'live[- ]action',
    'photoreal\\w*',
    'photo-?realistic',
    'real footage',
    'real-life footage',
    'hyperrealistic',
  ],
  ['真人实拍', '实拍', '真人', '照片级', '超写实'],
);
export const CARTOON_TERMS = terms(
  [
    'cartoon\\w*',
    'anime',
    'animated',
    'animation',
    'claymation',
    'stop[- ]motion',
    'cel[- ]shaded',
    'pixel art',
    'toon',
  ],
  ['动画', '卡通', '动漫', '二次元', '黏土动画', '定格动画', '赛璐璐'],
);
/** Saying outright that the mix is meant. */
export const MIXED_MEDIUM_TERMS = terms(
  [
    'mixed[- ]media',
    'hybrid',
    'rotoscop\\w*',
    'live[- ]action (?:and|with|meets|plus) (?:animation|animated|cartoon\\w*)',
    '(?:animation|animated|cartoon\\w*) (?:and|with|over|in|meets) live[- ]action',
  ],
  ['真人与动画', '真人结合动画', '动画与实拍', '实拍结合', '虚实结合', '混合'],
);

/** Where one shot ends and the next begins, written inside a paragraph. */
export const CUT_TERMS = terms(
  ['cut(?:s)? to', 'smash cut', 'hard cut', 'jump cut', 'match cut', 'then cut'],
  ['切到', '切至', '切换到', '画面切换', '镜头切换', '转场到'],
);

/** Words that praise without saying what to show. */
export const VAGUE_TERMS = terms(
  [
    'beautiful',
    'amazing',
    'epic',
    'stunning',
    'awesome',
    'gorgeous',
    'incredible',
    'breathtaking',
    'magnificent',
    'wonderful',
    'perfect',
    'masterpiece',
    'best quality',
    'high quality',
    'ultra[- ]detailed',
    'cinematic',
  ],
  [
    '唯美',
    '高级感',
    '大片感',
    '震撼',
    '绝美',
    '好看',
    '漂亮',
    '美丽',
    '酷炫',
    '炫酷',
    '完美',
    '精美',
    '氛围感',
    '电影感',
    '高大上',
    '超美',
  ],
);

/**
 * Concrete detail that makes a vague word harmless in its sentence: light, lens, colour,
 * texture, a number with a unit.
 */
export const CONCRETE_TERMS = terms(
  [
    'light(?:s|ing)?',
    'lit',
    'shadows?',
    'glow\\w*',
    'neon',
    'sunset',
    'sunrise',
    'golden hour',
    'blue hour',
    '\\d{2,3} ?mm',
    'lens',
    'anamorphic',
    'film grain',
    'grain',
    'contrast',
    'palette',
    'tones?',
    'hues?',
    'colou?rs?',
    'red|orange|yellow|green|blue|teal|purple|pink|gold(?:en)?|silver|amber|crimson|white|black|grey|gray|brown|cream',
    'texture\\w*',
    'reflections?',
    'mist',
    'fog',
    'rain',
    'snow',
    'smoke',
    'steam',
    'dust',
    'close[- ]?up',
    'wide shot',
    'depth of field',
    'bokeh',
    'slow[- ]motion',
  ],
  [
    '光',
    '光线',
    '阳光',
    '月光',
    '灯光',
    '逆光',
    '霓虹',
    '阴影',
    '夕阳',
    '镜头',
    '焦段',
    '胶片',
    '颗粒',
    '反差',
    '色调',
    '配色',
    '色彩',
    '红',
    '橙',
    '黄',
    '绿',
    '蓝',
    '紫',
    '粉',
    '金色',
    '银色',
    '白色',
    '黑色',
    '质感',
    '倒影',
    '雾',
    '薄雾',
    '雨',
    '雪',
    '烟',
    '蒸汽',
    '特写',
    '景深',
    '慢镜头',
  ],
);

/** Durations written in a prompt: "8s", "8 sec", "a 10-second clip", "15 秒", "十秒". */
export const DURATION_RE =
  /(?<![\d.:\-–~])(\d{1,3}(?:\.\d)?) ?-? ?(?:s|secs?|seconds?)(?![A-Za-z0-9])|(?<![\d.\-–~])(\d{1,3}) ?秒|(?<![一二三四五六七八九十两\d])([一二三四五六七八九十两]{1,3}) ?秒/gi;

/** Words just before a duration that make it a part of the clip ("over 3 seconds"), not its length. */
export const SUB_DURATION_BEFORE =
  /(?:\b(?:over|for|in|within|after|every|each|takes?|lasting|first|last|next)\s+(?:the\s+)?(?:first\s+|last\s+|next\s+)?|(?:前|后|最后|持续|每|第|上|下|这|那|头)\s*)$/i;
/** Words just after a Chinese duration that make it a part of the clip ("3 秒后", "3 秒内"). */
export const SUB_DURATION_AFTER = /^\s*(?:钟)?(?:后|内|之后|之内|左右|里)/;
/** Clip words after a bare decade ("80s synthwave" is a style, "30s clip" is a length). */
export const CLIP_AFTER =
  /^\s*(?:clip|video|shot|ad|spot|reel|film|loop|teaser|trailer|sequence|long|commercial|cut|version|edit)\b/i;
export const OWNER_BEFORE = /\b(?:her|his|their|the|our|my|your|mid|early|late)[ -]$/i;

/** Aspect ratios as numbers, and the words that name one. */
export const RATIO_RE =
  /(?<!\d|\d\.)(16 ?: ?9|9 ?: ?16|1 ?: ?1|4 ?: ?3|3 ?: ?4|4 ?: ?5|5 ?: ?4|21 ?: ?9|9 ?: ?21|3 ?: ?2|2 ?: ?3|2\.39 ?: ?1|2\.4 ?: ?1|2\.35 ?: ?1|1\.85 ?: ?1)(?!\d|\.\d)/g;
export const RATIO_WORDS: readonly { re: RegExp; ratio: string }[] = [
  {
    re: /\bvertical (?:video|format|frame|clip)\b|\bportrait (?:mode|format|orientation)\b|竖屏|竖版/gi,
    ratio: '9:16',
  },
  { re: /\blandscape (?:mode|format|orientation)\b|横屏|横版/gi, ratio: '16:9' },
  { re: /\bsquare (?:format|frame|video|crop)\b|方形画幅/gi, ratio: '1:1' },
];

/** Resolutions written as prose. */
export const RESOLUTION_RE =
  /(?<![\w.])(?:480|540|720|768|1080|1440|2160)[pP](?![A-Za-z0-9])|(?<![\w.])[248][kK](?: resolution)?(?![A-Za-z0-9])|\b(?:UHD|Full HD)\b/g;

/** Chinese numerals for durations such as 十五秒. */
export function chineseNumber(text: string): number | undefined {
  const digits: Record<string, number> = {
    一: 1,
    二: 2,
    两: 2,
    三: 3,
    四: 4,
    五: 5,
    六: 6,
    七: 7,
    八: 8,
    九: 9,
  };
  if (text === '十') return 10;
  const ten = text.indexOf('十');
  if (ten === -1) return text.length === 1 ? digits[text] : undefined;
  const tens = ten === 0 ? 1 : digits[text.slice(0, ten)];
  const ones = ten === text.length - 1 ? 0 : digits[text.slice(ten + 1)];
  return tens === undefined || ones === undefined ? undefined : tens * 10 + ones;
}
