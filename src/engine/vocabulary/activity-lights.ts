/**
 * The light of a doing or a thing the idea names, where the place alone says nothing: a lava
 * lamp's own glow, tea leaves backlit in a glass, the sun flickering through the trees on a
 * mountain road. These come before the stock "soft, natural light", which blind reviewers read
 * as filler. Each says how the shot is lit, in one clause, and never puts the sun in the night.
 */
import { ENVIRONMENTS, type SceneType } from '../../domain/prompt/plan.ts';
import { FIRE, NOODLE_PULLING, p, type Phrase } from './fit.ts';

const NIGHTS = ['night'] as const;
const EVENINGS = ['dusk', 'night'] as const;
/** Any light but the plain day's: a hard, high sun needs the day. */
const NOT_DAY = ['dawn', 'morning', 'golden', 'dusk', 'night'] as const;
const WET = ['rain', 'fog', 'storm', 'snow'] as const;

/** A cat (or a dog) knocking something off or over: a tabletop by a window. */
const KNOCKS_OVER =
  /\b(?:cats?|kittens?|kitty|dogs?|pupp(?:y|ies))\b[^.]*\b(?:knocks?|knocking|knocked|pushes|pushing|pushed|swats?|swatting|nudges?|nudging|tips?|tipping)\b[^.]*\b(?:cups?|mugs?|glass(?:es)?|vases?|plates?|bowls?|coffee|tea)\b|(?=[^。]*桌)(?:猫|狗)[^。]{0,8}(?:推|碰|打|扫)(?:下|倒|翻)/i;

/** A pet at play (a tail, bubbles, a frisbee, a ball). */
const PET_PLAY =
  /^(?=.*(?:\b(?:pupp(?:y|ies)|pups?|dogs?|corgis?|retrievers?|labradors?|kittens?|cats?)\b|小狗|小猫|狗|猫))(?=.*(?:\btail\b|\bbubbles\b|\bfrisbees?\b|\b(?:chas\w*|fetch\w*|catch\w*) (?:a |the |its )?balls?\b|尾巴|泡泡|飞盘|接球|追球))/is;

/** A POV ride on a mountain road: a motorbike, a bicycle, a car on the bends. */
const MOUNTAIN_RIDE =
  /^(?=.*(?:\b(?:motor ?(?:bike|cycle)s?|bikes?|bicycles?|cycling|riding|rides?|driv\w*)\b|摩托|机车|骑|自行车|开车|驾车))(?=.*(?:\bmountain (?:roads?|pass(?:es)?)\b|\bwinding roads?\b|\bhairpins?\b|\bswitchbacks?\b|山路|盘山|弯道|山道))/is;

const ENTRIES: readonly Phrase[] = [
  // A lava lamp lights its own loop: a warm glow in a dim room.
  p('the lamp’s own warm glow, the room around it dim', '熔岩灯自身的暖光，四周的房间一片昏暗', {
    mentions: /\blava ?lamps?\b|熔岩灯/i,
    boost: 3,
  }),
  // Tea leaves unfurling in a glass are lit from behind, through the glass.
  p(
    'soft backlight through the glass, the leaves glowing green',
    '柔和的逆光穿过玻璃杯，茶叶透出嫩绿的光',
    {
      mentions:
        /^(?=.*(?:\btea ?leaves\b|\bgreen tea\b|\blongjing\b|龙井|茶叶|碧螺春|绿茶|毛尖))(?=.*(?:\bglass\b|玻璃杯|玻璃))/is,
      boost: 3,
    },
  ),
  // Noodles pulled by hand: a warm work light over the board, flour hanging in it.
  p(
    'a warm work light over the board, flour dust drifting in the beam',
    '案板上方一盏暖色工作灯，面粉在光束里飞扬',
    { mentions: NOODLE_PULLING, boost: 2 },
  ),
  // Dumplings made by hand in daylight: the window across the floured board.
  p(
    'warm window light across the floured board',
    '温暖的窗光斜照在撒满面粉的案板上',
    {
      mentions:
        /\b(?:mak\w*|fold\w*|pleat\w*|wrap\w*|pinch\w*) (?:the |some )?dumplings?\b|\bgrand(?:m\w*|pa|father|ma)\b[^.]*\bdumplings?\b|包饺子|捏饺子|包馄饨|包包子/i,
      boost: 2,
    },
    { time: EVENINGS, indoor: false, mentions: /\bkitchen light\b|\blamp ?light\b|灯光/i },
  ),
  // Dough rising on the counter: a warm kitchen light across the bowl.
  p(
    'warm kitchen light falling softly across the dough',
    '厨房的暖光柔柔地落在面团上',
    {
      mentions:
        /\b(?:dough|sourdough|loaf) (?:\w+ )?(?:ris(?:e|es|ing)|proof\w*|prov(?:e|es|ing))\b|\b(?:rising|proofing) (?:\w+ )?(?:dough|sourdough|loaf)\b|面团[^，。]{0,6}(?:发酵|发起|膨胀)|发面/i,
      boost: 2,
    },
    { indoor: false },
  ),
  // A watchmaker's bench: one bright lamp, every tiny part catching it.
  p(
    'a bright bench lamp over the movement, every tiny part gleaming',
    '工作台灯明亮地照着机芯，每个细小零件都闪着光',
    { mentions: /\bwatchmak\w*|\bwatch ?repair\w*|\bhorolog\w*|制表|钟表匠|修表/i, boost: 2 },
  ),
  // A cat and a glass on a table: late-afternoon light from the windows across the tabletop.
  p(
    'late-afternoon light from the windows raking across the tabletop',
    '午后的光从窗户斜照进来，掠过桌面',
    { mentions: KNOCKS_OVER, boost: 2 },
    { time: EVENINGS, indoor: false },
  ),
  // A laser dot chased across the floor: window light on the boards, the red dot bright in it.
  p(
    'window light across the floor, the red dot bright against it',
    '窗光斜铺在地板上，激光红点在光里格外醒目',
    { mentions: /\blaser(?: pointers?| dots?)\b|\bred dot\b|激光笔|激光点|小红点/i, boost: 2 },
    { time: NIGHTS, indoor: false },
  ),
  // The same chase at night: one lamp, the red dot the brightest thing in the room.
  p(
    'one lamp in a dim room, the red dot the brightest thing in it',
    '昏暗的屋里只开着一盏灯，激光红点是最亮的东西',
    {
      mentions: /\blaser(?: pointers?| dots?)\b|\bred dot\b|激光笔|激光点|小红点/i,
      time: NIGHTS,
      boost: 2,
    },
    { indoor: false },
  ),
  // A pet asleep indoors: a patch of afternoon sun on the floor.
  p(
    'a soft patch of afternoon sun on the floor',
    '地板上一片柔和的午后阳光',
    {
      mentions:
        /^(?=.*(?:\b(?:pupp(?:y|ies)|dogs?|kittens?|cats?)\b|小狗|小猫|狗|猫))(?=.*(?:\b(?:asleep|naps?|napping|dozes?|dozing|sleeps?|sleeping)\b|睡着|打盹|睡觉))/is,
      boost: 1,
    },
    {
      time: EVENINGS,
      indoor: false,
      weather: WET,
      // (A heater is its own glow; a cat only pretending to sleep is up to something; one on
      // the sill sleeps in the sun there, below.)
      mentions:
        /\bheaters?\b|取暖器|暖气|电暖|\bpretend\w*|\bfak\w* sleep|假装|装睡|\bwindow ?sills?\b|窗台/i,
    },
  ),
  // A pet asleep on the windowsill: the sun falls on the sill, and on it.
  p(
    'warm afternoon sun falling across the windowsill',
    '午后暖暖的阳光洒在窗台上',
    {
      mentions:
        /^(?=.*(?:\b(?:pupp(?:y|ies)|dogs?|kittens?|cats?)\b|小狗|小猫|狗|猫))(?=.*(?:\b(?:asleep|naps?|napping|dozes?|dozing|sleeps?|sleeping)\b|睡着|打盹|睡觉))(?=.*(?:\bwindow ?sills?\b|窗台))/is,
      boost: 2,
    },
    { time: EVENINGS, indoor: false, weather: WET },
  ),
  // A pet by a heater on a snowy day: the heater's glow against the cold window.
  p(
    'the heater’s orange glow against cool snow light from the window',
    '取暖器橘色的暖光，映着窗外清冷的雪光',
    { mentions: /\b(?:space )?heaters?\b|取暖器|电暖/i, weather: ['snow'], boost: 2 },
  ),
  // A pet at play, place unknown: warm afternoon light, fur glowing at the edges.
  p(
    'warm afternoon light, its fur glowing at the edges',
    '午后的暖光，毛发边缘微微发亮',
    { mentions: PET_PLAY, subject: ['animal'], boost: 1 },
    // (A beach or a park the idea names lights it its own way.)
    { time: EVENINGS, weather: WET, env: ENVIRONMENTS },
  ),
  // Pandas in the forest: light filtered green through the bamboo.
  p(
    'soft light filtered green through the bamboo',
    '竹林里透下的光，染着淡淡的绿',
    { mentions: /\b(?:giant |baby |red )?pandas?\b|熊猫/i, boost: 2 },
    {
      time: NIGHTS,
      indoor: true,
      medium: ['animation'],
      weather: ['snow'],
      after: ['snow'],
      env: ['snowfield'],
      mentions: /\bsnow\w*|雪|滑梯|\ba slide\b|\bzoo\b|动物园/i,
    },
  ),
  // A snow leopard on its slope: hard, thin mountain sun on rock and snow.
  p(
    'hard, thin mountain sun on the rocks and snow',
    '高山稀薄而强烈的阳光照在岩石和积雪上',
    { mentions: /\bsnow leopards?\b|雪豹/i, boost: 2 },
    { time: NOT_DAY, weather: WET, indoor: true },
  ),
  // The plateau road (川藏线, 318): thin, hard high-altitude sun.
  p(
    'thin, hard plateau sun and crisp shadows, the snow peaks glaring white',
    '高原稀薄而强烈的阳光，影子清晰，雪峰白得耀眼',
    {
      mentions: /\btibet\w*|\bsichuan-tibet\b|川藏|青藏|318国道|国道318|西藏|滇藏|新藏/i,
      boost: 2,
    },
    { time: NOT_DAY, weather: WET, indoor: true },
  ),
  // A ride on a mountain road: sun and shade flickering over the road, swinging at each bend.
  p(
    'sun and shade flickering over the road, the light swinging round at every bend',
    '阳光和阴影在路面上交替闪过，每过一个弯道光线就转一个方向',
    { mentions: MOUNTAIN_RIDE, boost: 2 },
    { time: EVENINGS, weather: WET, indoor: true },
  ),
  // Bombing a hill on a skateboard by day: bright sun on the asphalt, the street dropping away.
  p(
    'bright sun on the asphalt, the street dropping away ahead',
    '明亮的阳光洒在柏油路上，前方的街道一路向下',
    {
      mentions:
        /^(?=.*(?:\bskateboard\w*|滑板))(?=.*(?:\bhills?\b|\bdownhill\b|\bbomb(?:s|ing)?\b|\bslopes?\b|\bsteep\b|下坡|陡坡))/is,
      boost: 2,
    },
    { time: NOT_DAY, weather: WET, indoor: true },
  ),
  // A roller coaster by day: open sky, the sun flashing through the steel of the track.
  p(
    'open bright sky, the sun flashing through the steel of the track',
    '开阔明亮的天空，阳光在钢轨的缝隙间一闪一闪',
    { mentions: /\broller ?coasters?\b|过山车/i, boost: 2 },
    { time: NOT_DAY, weather: WET, indoor: true, mentions: /\btunnel\b|隧道|山洞/i },
  ),
  p(
    'bright daylight on the climb, then total darkness in the tunnel, only the track lights flicking past',
    '爬坡时天光明亮，冲进隧道后一片漆黑，只有轨道边的灯飞快闪过',
    { mentions: /(?:\broller ?coasters?\b|过山车).*(?:\btunnel\b|隧道|山洞)/i, boost: 3 },
    { time: NOT_DAY, weather: WET, indoor: true },
  ),
  // A boat at sea in a night storm: its deck lights swinging, lightning over the waves.
  p(
    'deck floodlights swinging through sheets of rain, lightning flashing over the waves',
    '甲板探照灯在倾盆大雨中摇晃，闪电照亮翻涌的海浪',
    {
      env: ['sea'],
      weather: ['storm'],
      time: ['night'],
      mentions:
        /\b(?:trawlers?|fishing boats?|deck|deckhands?|crew|on board|aboard)\b|渔船|甲板|船上|水手/i,
      boost: 3,
    },
    // (A lighthouse keeper watching a ship is on land, in his tower's light.)
    { mentions: /\blighthouses?\b|灯塔/i },
  ),
  // Through a road tunnel: its lamps strobing past, the exit a bright square ahead.
  p(
    'tunnel lights strobing past overhead, the exit a bright square far ahead',
    '隧道顶灯一盏盏飞快掠过，出口是远处一方亮光',
    { mentions: /\btunnels?\b|隧道/i, boost: 2 },
    // (A neon tunnel at night is its own colours, below.)
    { mentions: /\broller ?coasters?\b|过山车|\blight at the end\b|\bneon\b|霓虹/i },
  ),
  p(
    'neon tubes streaking past along the tunnel walls, colour washing over the car',
    '隧道两侧的霓虹灯管飞快掠过，色彩一遍遍扫过车身',
    { mentions: /^(?=.*(?:\btunnels?\b|隧道))(?=.*(?:\bneon\b|霓虹))/is, boost: 3 },
  ),
  // A roller coaster at night: its own lights racing along the track, the park glowing below.
  p(
    'strings of lights racing along the track, the park glowing below',
    '一串串灯沿着轨道飞驰，下方的游乐园灯火闪烁',
    { mentions: /\broller ?coasters?\b|过山车/i, time: EVENINGS, boost: 2 },
    { indoor: true },
  ),
  // A skydive: hard, clear sun high in an open sky.
  p(
    'hard, clear sunlight high in an open sky, glare off everything far below',
    '高空开阔，阳光强烈清透，下方的一切都泛着亮光',
    { mentions: /\bsky ?div\w*|\bparachut\w*|\bwingsuit\w*|跳伞|翼装/i, boost: 2 },
    { time: NOT_DAY, weather: WET },
  ),
  // An airport by day: bright terminal light, tall windows full of daylight.
  p(
    'bright terminal light, the tall windows full of daylight',
    '航站楼里明亮的光，高大的落地窗外满是日光',
    { mentions: /\bairports?\b|\bterminal\b|\bboarding gate\b|机场|航站楼|登机口/i, boost: 2 },
    { time: EVENINGS },
  ),
  // An airport at night: cool terminal lights, the runway lights beyond the dark glass.
  p(
    'cool terminal lights, the runway lights beyond the dark glass',
    '航站楼清冷的灯光，黑色玻璃外是跑道灯',
    {
      mentions: /\bairports?\b|\bterminal\b|\bboarding gate\b|机场|航站楼|登机口/i,
      time: EVENINGS,
      boost: 2,
    },
  ),
  // Late and running through the station: its bright strip lights over the rush.
  p('bright station strip lights over the rushing crowd', '车站明亮的顶部灯带照着匆匆的人流', {
    mentions:
      /^(?=.*(?:\blate\b|迟到))(?=.*(?:\b(?:station|subway|metro|platform)\b|车站|地铁|站台))/is,
    boost: 2,
  }),
  // A stairwell climbed floor after floor: flat tubes on every landing.
  p(
    'flat fluorescent tubes on every landing, the stairwell going on and on',
    '每层平台上都是平淡的日光灯管，楼梯间望不到头',
    { mentions: /\bstair ?wells?\b|\bfire stairs?\b|楼梯间|消防楼梯/i, boost: 2 },
    {
      type: ['horror'],
      mentions: new RegExp(
        `${FIRE.source}|\\bsmok\\w*|\\bdark\\w*|\\bdim\\b|\\bflash ?light|\\btorch\\b|烟|黑暗|昏暗|手电`,
        'i',
      ),
    },
  ),
  // The first day at a new job: an office's bright, even light.
  p(
    'bright, even office light from the ceiling panels and the windows',
    '办公室顶灯和窗外的日光，明亮而均匀',
    {
      mentions:
        /\bfirst day (?:at|of|in) (?:a |the |my |your |her |his )?(?:new )?(?:job|work|office)\b|\bnew job\b|入职第一天|上班第一天|第一天上班|新工作/i,
      boost: 2,
    },
    { time: NIGHTS },
  ),
  // A film set is lit by its own lamps: a key on the actors, the crew in shadow.
  p(
    'film lights on stands, a bright key on the actors, the crew in shadow',
    '灯架上的影视灯，主光打在演员身上，剧组隐在暗处',
    { mentions: /\b(?:film|movie) set\b|\bon set\b|片场/i, boost: 2 },
  ),
  // An attic shelf: a shaft of light from the small window, dust floating in it.
  p(
    'a shaft of light from the attic window, dust floating in it',
    '阁楼小窗透进一束光，灰尘在光里浮动',
    { mentions: /\battics?\b|\bloft\b|阁楼/i, boost: 2 },
    { time: NIGHTS },
  ),
  // A paper boat on a puddle: overcast light, the grey sky mirrored in the water.
  p(
    'soft overcast light, the grey sky mirrored in the puddle',
    '阴天柔和的光，灰色的天空倒映在水洼里',
    { mentions: /\bpuddles?\b|水洼|水坑/i, boost: 2 },
    { time: NIGHTS, indoor: true },
  ),
  // A glass of water freezing: clean, cool light through the glass, the ice catching it.
  p(
    'clean, cool light through the glass, the ice crystals catching it',
    '清冷干净的光穿过玻璃杯，冰晶闪闪发亮',
    {
      mentions:
        /^(?=.*(?:\bglass\b|玻璃杯|杯))(?=.*(?:\bfreez\w*|\bfroze\w*|\bice crystals?\b|结冰|冻住|冻成冰))/is,
      boost: 2,
    },
  ),
  // A flower opening in a time-lapse, no time or place named: the studio's soft light on dark.
  p(
    'soft, even light on the bloom against a dark backdrop',
    '柔和均匀的光照着花朵，背景深暗',
    {
      type: ['timelapse'],
      mentions:
        /\b(?:flowers?|buds?|blooms?|blooming|blossom\w*|petals?|roses?|tulips?|lil(?:y|ies))\b|花苞|花朵|盛开|开花|绽放|花开/i,
      boost: 1,
    },
    {
      time: ['dawn', 'morning', 'day', 'golden', 'dusk', 'night'],
      weather: WET,
      indoor: false,
      env: ENVIRONMENTS,
    },
  ),
  // A cup steaming on a rainy windowsill: grey rain light, the steam glowing against it.
  p(
    'grey rain light through the window, the steam glowing against it',
    '雨天灰白的窗光，热气在光里微微发亮',
    {
      mentions: /^(?=.*(?:\bwindow ?sills?\b|窗台))(?=.*(?:\bsteam\w*|热气|冒着热气))/is,
      weather: ['rain', 'storm'],
      boost: 1,
    },
    { time: NIGHTS },
  ),
];

/** An explainer is lit for its diagrams and steps, evenly: none of these doings' lights. */
const TOLD: readonly SceneType[] = ['explainer'];

export const ACTIVITY_LIGHTS: readonly Phrase[] = ENTRIES.map((phrase) => ({
  ...phrase,
  never: { ...phrase.never, type: [...(phrase.never?.type ?? []), ...TOLD] },
}));
