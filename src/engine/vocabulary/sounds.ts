/**
 * Sound: first what the idea itself names (the cicadas, the music box, the sizzle), then the
 * ambience of the place, then music that fits the kind of clip and the pace of its action.
 * Nothing that needs air is heard in space or underwater; a music video hears its own track.
 */
import { PHONE_CALL } from '../analyse/phone-call.ts';
import { ENVIRONMENTS, SOUNDS, type Plan, type Sound } from '../../domain/prompt/plan.ts';
import {
  PLANET_BASE,
  PARKING_LOT,
  CONCRETE_PARK,
  RURAL,
  SAVANNA,
  AERIAL,
  ARGUING,
  CITY_FLIGHT,
  FIZZY,
  COMIC,
  FLYING_CREATURE,
  KIDS,
  FPV,
  DREAD,
  ELEVATOR,
  EMPTY_PLACE,
  HARBOUR,
  PRO_KITCHEN,
  MARS,
  COMBAT,
  p,
  NOODLE_PULLING,
  RAW_FOOD,
  VEHICLE,
  type Phrase,
  HUMMINGBIRD,
  ON_ICE,
  RUSH_HOUR,
  VINTAGE,
  EAST_PERIOD,
  RAMPARTS,
  NO_WOKS,
  SUBWAY,
  ROCKING_CHAIR,
  DESERT_ROCK,
  WET_MARKET,
  TRAIN_PASSING,
  STREET_INTERVIEW,
} from './fit.ts';
import { ACTIVITY_SOUNDS } from './activity-sounds.ts';

/** A thrill ride or a jump into the void: the music drives. */

const THRILL =
  /\bbungee\b|\bsky ?div\w*|\bbase[- ]jump\w*|\bwingsuit\b|\broller ?coasters?\b|\bfree ?fall\w*|\bcliff[- ]jump\w*|蹦极|跳伞|翼装|过山车|速降/i;

/** A bike ridden hard down a trail: its own sound, no forest calm. */
const RIDING_DOWN =
  /\b(?:mountain bik\w*|mtb|bmx|dirt ?bik\w*)\b|\b(?:bike|biking|biker|cycling|cyclist)\b[^.]*\b(?:trail|forest|woods)\b|山地车|速降/i;

/** Skiing or snowboarding: the run is heard, not footsteps. */
const SKIING = /\bski(?:s|ing|er|ers|ed)?\b|\bsnowboard\w*|滑雪|雪板|单板|双板/i;

/** An alarm that beeps: the sound the idea turns on. */
const ALARM = /\balarms?\b|\bbeep\w*|警报|报警/i;

/** How each sound an idea names is written in the audio line. */
/** 江南水乡, a water town: canals and stone lanes. */
const WATER_TOWN = /江南|水乡|古镇|乌镇|周庄|西塘|\bwater ?town\b/i;

/** Someone talking to the phone: a GRWM, a vlog, 口播. */
const TALKING_TO_CAMERA =
  /\btalk\w* (?:to|into) (?:the )?(?:camera|phone|lens)\b|\bgrwm\b|\bget ready with me\b|\bvlog\w*|口播|对着镜头说|对镜头说/i;

export const NAMED_SOUNDS: Record<Sound, Phrase> = {
  cicadas: p('the steady drone of cicadas', '连绵不断的蝉鸣'),
  crickets: p('crickets in the dark', '黑暗中的虫鸣'),
  'music-box': p('the thin, tinkling melody of a music box', '八音盒清脆叮咚的旋律'),
  creak: p('a slow creak of old hinges', '老旧合页缓慢的吱呀声'),
  crying: p('quiet, muffled crying', '压抑而低低的哭声'),
  sizzle: p('the sizzle of hot oil', '热油滋滋作响'),
  rain: p('rain pattering steadily', '雨声淅淅沥沥'),
  waves: p('waves breaking', '海浪拍岸'),
  engine: p('the growl of the engine', '引擎的低吼'),
  crowd: p('the crowd cheering', '人群的欢呼声'),
  birds: p('birdsong', '鸟鸣'),
  bells: p('bells ringing in the distance', '远处传来的钟声'),
  thunder: p('thunder rolling in', '滚滚而来的雷声'),
  footsteps: p('footsteps on the boards', '踩在地板上的脚步声'),
  laughter: p('a burst of laughter', '一阵笑声'),
  clock: p('a clock ticking', '时钟的滴答声'),
  fire: p('the crackle and pop of the flames', '火焰噼啪作响'),
  wind: p('wind gusting', '一阵阵风声'),
  typing: p('keys clattering', '键盘敲击声'),
  heartbeat: p('a low heartbeat', '低沉的心跳声'),
  whisper: p('a faint whisper', '若有若无的低语'),
  scream: p('a sudden scream cutting through the quiet', '一声尖叫划破寂静'),
  // (Behind a door or inside a wall: close by and unseen says both.)
  knock: p('slow, heavy knocks, close by and unseen', '近处看不见的地方传来缓慢沉重的敲击声'),
  slam: p(
    'a door slamming shut, the bang echoing through the empty space',
    '一扇门砰地关上，回声久久不散',
  ),
  scratch: p(
    'a slow, dry scratching from somewhere close and hidden',
    '不知从哪里传来缓慢干涩的抓挠声',
  ),
  breathing: p(
    'slow, heavy breathing from somewhere close in the dark',
    '黑暗中近处传来缓慢沉重的呼吸声',
  ),
  siren: p('a distant siren', '远处的警笛'),
  splash: p('water splashing', '水花飞溅声'),
  'live-music': p('the music played live, close and unpolished', '现场演奏的乐声'),
  ice: p('ice cubes clinking', '冰块碰撞的清脆声响'),
};

// (摊煎饼 spreads a pancake at home: only a stall or a stallholder is a market.)
const MARKET = /market|stall|bazaar|夜市|菜市场|市场|摊(?!煎饼|个|饼|面糊|鸡蛋|蛋|开|平|成|薄)/i;
/** A single continuous camera move: an orbit, a oner, one take. */
const ONE_TAKE =
  /\b(?:orbits?|orbiting|circles?|circling|one[- ]take|oner|single take|one continuous|long take|push(?:es|ing)?[- ]in|dolly[- ](?:in|out)|pull(?:s|ing)?[- ](?:back|out)|slow zoom)\b|环绕|一镜到底|长镜头|推近|拉远/i;

/** Ambience of the place, most specific first. */
/**
 * An explainer is told: a voice carries it. Its words are written in the Dialogue block when a
 * table knows the question (compose.ts); otherwise the idea has none to give it.
 */
/** One child, not a group: "the kid", "a little girl and her dad", 孩子 without 们. */
const ONE_KID =
  /^(?!.*\b(?:kids|children|toddlers|schoolkids|siblings)\b|.*(?:孩子们|小朋友们|兄妹|姐弟|兄弟俩|姐妹俩)).*(?:\bkid\b|\bchild\b|\btoddler\b|孩子|小孩)/is;

export const NARRATOR = p(
  'a clear, friendly narrator explaining each step as it appears, over a quiet soundbed',
  '清晰亲切的旁白随着画面一步步讲解，底下垫着安静的背景音',
  { type: ['explainer'], boost: 1 },
  { speech: true },
);

export const AMBIENCE: readonly Phrase[] = [
  ...ACTIVITY_SOUNDS,
  p(
    'the thump and crackle of fireworks overhead, a murmur of voices between bursts',
    '头顶烟花砰砰炸响、噼啪作响，间隙里是人群的低语',
    { mentions: /\bfireworks?\b|烟花|烟火/i, boost: 3 },
    { env: ['space', 'underwater'] },
  ),
  // Someone late is out in the rush: in a station, its announcements and the door chime.
  p(
    'hurried footsteps, a station announcement and the chime of closing doors',
    '急促的脚步声、车站广播和车门即将关闭的提示音',
    {
      mentions:
        /^(?=.*(?:\blate for\b|\brunning late\b|迟到))(?=.*(?:\b(?:station|subway|metro|train|platform)\b|车站|地铁|火车|站台))/is,
      boost: 3,
    },
  ),
  p('hurried footsteps and traffic rushing past', '急促的脚步声和呼啸而过的车流', {
    mentions: /\blate for\b|\brunning late\b|迟到/i,
    boost: 2,
  }),
  // A duel is heard as one: steel on steel.
  p('steel ringing on steel and quick, light footfalls', '刀剑相击的铮鸣和急促轻快的脚步声', {
    mentions: COMBAT,
    boost: 3,
  }),
  // The sound of the doing itself, when the idea names one that has a sound of its own.
  p(
    'a clink, a beat of silence, then the crash of it hitting the floor',
    '轻轻一声碰响，片刻安静，随后是摔在地上的脆响',
    {
      mentions:
        // (A plate pushed "away" stays on the table: only one pushed off falls.)
        /\b(?:knocks?|knocking|pushes|pushing|pushed|swats?|nudges?) (?:a |the |his |her |its )?(?:\w+ )?(?:cup|mug|glass|vase|plate|bowl)\b(?! away| aside| back| toward| across)|(?:杯子|碗|盘子|花瓶)[^，。]{0,4}(?:推|碰|打|扫)(?:下去|到地上|翻)|(?:推|碰|扫)(?:下|倒|翻)[^，。]{0,4}(?:杯子|碗|盘子|花瓶)/i,
      boost: 2,
    },
  ),
  // Only a pour the idea makes: a vlog in a café is not heard as a pour.
  p(
    'the soft pour and a gentle clink of the cup',
    '液体缓缓倒入的声音，杯子轻轻一碰',
    {
      mentions:
        /\b(?:pour\w*|latte art|espresso shot|pull(?:s|ing)? a shot|brew\w*|drip\w*)\b|倒入|倒进|拉花|冲泡|手冲|萃取/i,
      type: ['food', 'product', 'cinematic', 'social'],
      boost: 1,
    },
    // Broth poured into a bowl, coffee into a glass, a can or a bottle, syrup over pancakes: no
    // cup to clink.
    {
      mentions:
        /\bbowls?\b|\bglass(?:es)?\b|碗|玻璃杯|\b(?:syrup|honey|caramel|sauce|gravy|pancakes?|waffles?)\b|蜂蜜|糖浆|浇汁|\b(?:whiske?y|bourbon|scotch|wine|beer|cans?|canned|bottles?)\b|威士忌|红酒|啤酒|易拉罐|罐装|瓶装/i,
    },
  ),
  p('the glug of the pour and the clink of the glass', '酒液咕嘟倒入，玻璃杯轻轻一碰', {
    mentions:
      /\bpour\w*\b[^.]*\b(?:whiske?y|bourbon|scotch|wine|beer)\b|(?:倒|斟)[^，。]*(?:威士忌|红酒|啤酒|酒)/i,
    boost: 2,
  }),
  p('the soft, steady sound of the pour', '液体缓缓倒入的声音', {
    mentions:
      /\b(?:pour\w*|brew\w*|drip\w*)\b[^.]*\b(?:bowls?|glass(?:es)?)\b|倒入[^，。]*(?:碗|玻璃杯)|倒进[^，。]*(?:碗|玻璃杯)/i,
    type: ['food', 'product', 'cinematic', 'social'],
    boost: 1,
  }),
  p('tiny, close munching and snuffling', '近在耳边的细碎咀嚼声', {
    mentions: /\b(?:eat\w*|munch\w*|nibbl\w*|chew\w*|gnaw\w*)\b|吃|啃|嚼/i,
    subject: ['animal'],
    boost: 1,
  }),
  // A shave is heard as the razor, not clippers.
  p('the scrape of a straight razor and a towel wrung out', '剃刀刮过皮肤的沙沙声和拧毛巾的水声', {
    mentions: /\bhot[- ]towel\b|\bstraight[- ]razor\b|\bshav(?:e|ing)\b|刮胡子|修面|剃须/i,
    boost: 3,
  }),
  p('the steady buzz of clippers and the snip of scissors', '推子嗡嗡的声响和剪刀的咔嚓声', {
    mentions: /\bbarber\w*|\bhaircut\b|\bfade\b|\bclippers\b|理发|剪头|推子|发廊/i,
    boost: 2,
  }),
  p(
    'boarding calls echoing through the terminal, suitcase wheels rattling',
    '航站楼里回荡的登机广播，行李箱轮子咔嗒作响',
    {
      mentions: /\bairports?\b|\bterminal\b|\bboarding gate\b|机场|航站楼|登机口/i,
      boost: 2,
    },
  ),
  p(
    'the clack of the chain lift, then a roar of wind and screams',
    '链条咔嗒咔嗒地爬升，随后是呼啸的风声和尖叫',
    {
      mentions: /\broller ?coaster\b|过山车/i,
      boost: 3,
    },
  ),
  p(
    'soft, slow breathing in a quiet room',
    '轻柔平缓的呼吸声，屋里很安静',
    {
      mentions:
        /\b(?:falls? asleep|falling asleep|dozes? off|dozing|naps?|napping|asleep)\b|睡着|打盹|入睡|打瞌睡/i,
      boost: 1,
    },
    // Asleep on a train is no quiet room.
    {
      env: ['vehicle', 'station', 'street', 'road'],
      mentions: /\b(?:subway|metro|train|bus)\b|地铁|火车|公交/i,
    },
  ),
  // A kitchen torch over sugar: its roar and the caramel's crackle, no pot on the boil.
  p(
    'the roar of a kitchen torch and the crackle of caramelising sugar',
    '喷枪呼呼作响，糖面噼啪焦化',
    {
      mentions: /\b(?:torch\w*|blowtorch\w*|br[uû]l[eé]e)\b|喷枪|焦糖布丁|炙烤/i,
      type: ['food'],
      boost: 3,
    },
  ),
  p('a rolling boil, bubbling and hissing', '汤汁咕嘟咕嘟地翻滚', {
    mentions: /\b(?:boil\w*|simmer\w*|bubbling)\b|沸腾|翻滚|咕嘟/i,
    type: ['food'],
    boost: 1,
  }),
  p(
    'the slap of dough on a floured board',
    '面团摔在案板上的啪啪声',
    {
      // (A bowl of 兰州拉面 filmed close pulls nothing: only the pulling slaps dough.)
      mentions: NOODLE_PULLING,
      boost: 3,
    },
    // (A Tokyo ramen counter lifts its noodles from the pot: no dough is slapped there.)
    { mentions: /\b(?:tokyo|osaka|kyoto|japan\w*|izakaya|tonkotsu|shoyu|miso)\b|日式|日本|东京/i },
  ),
  p(
    'the buzzer, the swish of the net, then the roar of the crowd',
    '终场哨响，球刷网入筐，随后是观众的呐喊声',
    {
      mentions:
        /\b(?:buzzer|buzzer-beater|game-winner|last[- ]second (?:shot|three|basket))\b|绝杀|压哨/i,
      type: ['sports'],
      boost: 2,
    },
  ),
  p('the roar of the breaking wave and hissing spray', '浪头轰然碎开，浪花嘶嘶作响', {
    mentions: /\bsurf(?:s|er|ers|ing|board\w*)?\b|冲浪/i,
    boost: 1,
  }),
  p('the swish of the blade cutting the air', '剑锋划破空气的嗖嗖声', {
    mentions: /\bsword (?:dance|form|kata)\b|舞剑|剑舞|练剑/i,
    boost: 1,
  }),
  p('a soft wind and the rustle of drifting petals', '轻柔的风声和花瓣的沙沙声', {
    mentions: /\bpetals?\b|\bcherry blossoms?\b|花瓣|樱花/i,
    indoor: false,
    boost: 1,
  }),
  p('near silence, only the low hum of the ship’s systems', '近乎寂静，只有舱内设备低沉的嗡鸣', {
    env: ['space'],
    indoor: true,
  }),
  p(
    'the clatter of a busy kitchen and orders called across the pass',
    '后厨里锅碗的碰撞声和此起彼伏的叫单声',
    {
      mentions: PRO_KITCHEN,
      boost: 2,
    },
  ),
  // A voice on the radio is heard over the breathing: the helmet's speaker crackles.
  p(
    'breathing inside the helmet and the crackle of the radio',
    '头盔里的呼吸声，和无线电里沙沙作响的通话',
    { env: ['space'], people: true, speech: true, boost: 1 },
    { medium: ['animation'], indoor: true },
  ),
  // An alarm in the suit is heard over the breathing: it is what the clip turns on.
  p(
    'breathing inside the helmet and the sharp, steady beep of the suit’s alarm',
    '头盔里的呼吸声，和宇航服警报急促而持续的嘀嘀声',
    { env: ['space'], people: true, mentions: ALARM, boost: 2 },
    { medium: ['animation'], indoor: true },
  ),
  // The score is the music line's: the void itself is only silence (and a breath, if someone
  // is out in it), so the two never say "silence" and "strings" about the same sound.
  p(
    'the silence of the vacuum, only breathing inside the helmet',
    '真空中一片寂静，只听见头盔里的呼吸声',
    {
      env: ['space'],
      people: true,
    },
    // Inside the station there is air: the ship's hum, not the vacuum; a radio call is heard.
    {
      medium: ['animation'],
      indoor: true,
      speech: true,
      mentions: new RegExp(`${ALARM.source}|${MARS.source}`, 'i'),
    },
  ),
  p(
    'a thin wind whistling over the rocks and breathing inside the helmet',
    '稀薄的风掠过岩石的细响，和头盔里的呼吸声',
    { env: ['space'], people: true, mentions: MARS, boost: 1 },
    // A robot on Mars breathes nothing; inside the base nobody wears a helmet.
    {
      indoor: true,
      mentions: new RegExp(
        `\\brobots?\\b|\\bdroids?\\b|\\brovers?\\b|机器人|${PLANET_BASE.source}|\\b(?:table|kitchen)\\b|桌`,
        'i',
      ),
    },
  ),
  p(
    'a thin wind whistling over the rocks, grit hissing against metal',
    '稀薄的风掠过岩石，沙砾沙沙地打在金属上',
    { env: ['space'], mentions: MARS, boost: 1 },
    { indoor: true, mentions: PLANET_BASE },
  ),
  p(
    'the silence of the vacuum',
    '真空中的一片寂静',
    { env: ['space'] },
    { medium: ['animation'], indoor: true, mentions: MARS },
  ),
  p('muffled bubbles and the deep hush of water', '闷闷的气泡声和水下深沉的寂静', {
    env: ['underwater'],
  }),
  // (A lighthouse keeper hears the storm from the tower, not from a deck.)
  p(
    'waves against the hull and rigging creaking in the wind',
    '海浪拍打船身，缆绳在风中吱呀作响',
    {
      env: ['sea'],
      air: true,
      mentions: /(?<!paper |toy )\b(?:boat|ship|sail|yacht|deck)|(?<!纸)船|帆/i,
    },
    // (A rowboat has no rigging: its oars dip and creak in the locks.)
    { mentions: /\blighthouse\b|\brow(?:s|ing|boat)?\b|\boars?\b|灯塔|划船|船桨/i },
  ),
  p(
    'oars dipping and creaking in their locks, water dripping off the blades',
    '船桨入水，桨架吱呀作响，水从桨叶上滴落',
    {
      // (A row of cones, rows of seats: a line of things, nobody rowing.)
      mentions: /\brow(?:s|ing|boat)?\b(?! of\b)(?<!\bin a row\b)|\boars?\b|划船|划桨|船桨/i,
      air: true,
      boost: 2,
    },
  ),
  p(
    'water lapping at the pilings and gulls calling overhead',
    '海水拍打木桩，海鸥在头顶鸣叫',
    { mentions: HARBOUR, air: true, boost: 1 },
    { time: ['night'], env: ['space', 'underwater'] },
  ),
  p('the wash of the sea', '海水起伏的声音', { env: ['sea'], air: true }),
  p(
    'gentle surf and distant gulls',
    '轻柔的浪声和远处的海鸥',
    { env: ['beach'], air: true },
    { time: ['night'], mentions: /\bcrash\w*|\bpound\w*|\bstorm\w*|巨浪|拍打|怒涛/i },
  ),
  p('gentle surf in the dark', '夜色里轻柔的浪声', { env: ['beach'], time: ['night'] }),
  p(
    'stallholders calling prices, haggling and crates thudding onto concrete',
    '摊主的吆喝声、讨价还价声和菜筐落地的闷响',
    { mentions: WET_MARKET, boost: 2 },
  ),
  p(
    'a bustling market: vendors calling, chatter and clatter',
    '熙熙攘攘的集市：吆喝声、人声和碗碟碰撞声',
    {
      mentions: MARKET,
      type: ['food', 'travel', 'social', 'cinematic', 'drama', 'interview', 'pov'],
    },
  ),
  p('rain on pavement and distant traffic', '雨打在路面上，远处的车流声', {
    env: ['street', 'city'],
    weather: ['rain'],
  }),
  // A ruined city: wind through broken windows, nothing else alive.
  p(
    'wind moaning through broken windows, a loose sheet of metal tapping',
    '风穿过破碎的窗户呜咽，一块松动的铁皮轻轻敲打',
    {
      mentions: /\b(?:ruined|ruins|wasteland|post-apocalyptic|abandoned city)\b|废墟|末日/i,
      boost: 3,
      air: true,
    },
  ),
  // A hummingbird is heard as its wings: a thrum, close, and gone.
  p('the thrum of tiny wings, close to the lens', '细小翅膀急速振动的嗡嗡声，近在耳边', {
    mentions: HUMMINGBIRD,
    boost: 3,
    air: true,
  }),
  // A sword drawn: the ring of the blade leaving its sheath, snow or wind around it.
  p('the ring of a blade drawn from its sheath', '长剑出鞘的一声铮鸣', {
    mentions:
      /\b(?:draws?|drawing|unsheath\w*) (?:(?:his|her|their|a|the) )?(?:sword|blade|katana)\b|拔剑|拔刀|长剑出鞘|剑出鞘/i,
    boost: 3,
  }),
  // An energy drink or a soda is heard as its fizz and its hit.
  p(
    'ice cracking, a fizzing hiss and a deep bass hit',
    '冰块碎裂，气泡嘶嘶作响，一记低沉的重低音',
    {
      type: ['product'],
      mentions: FIZZY,
      boost: 3,
    },
  ),
  // Rush hour is heard as traffic up close: horns, idling engines, a bus pulling away.
  p(
    'horns, idling engines and a bus hissing away from the stop',
    '喇叭声、怠速的引擎声，公交车嘶的一声驶离站台',
    {
      mentions: RUSH_HOUR,
      boost: 3,
    },
    // (Rush hour underground is the train's sound.)
    { mentions: SUBWAY },
  ),
  p(
    'the rumble of the train, the door chime, the packed car’s quiet shuffle',
    '列车的轰鸣，关门提示音，拥挤车厢里窸窸窣窣的声响',
    { mentions: SUBWAY, boost: 3 },
  ),
  p(
    'street chatter and distant traffic',
    '街头的人声和远处的车流',
    { env: ['street'] },
    // (An empty street has no one in it to chatter; a car park has its cars.)
    {
      mentions: new RegExp(
        `${MARKET.source}|${WATER_TOWN.source}|${EMPTY_PLACE.source}|${PARKING_LOT.source}|${RURAL.source}`,
        'i',
      ),
    },
  ),
  // A car park: a door shutting, an engine starting, the road beyond.
  p(
    'a car door thudding shut somewhere, an engine starting, traffic beyond the fence',
    '远处一声车门关上，一辆车发动，围栏外是来往的车流',
    { mentions: PARKING_LOT, boost: 2 },
  ),
  // A water-town lane hears its canal, not traffic.
  p(
    'water lapping at stone steps and a bicycle bell somewhere ahead',
    '河水轻拍石阶，前方传来一声车铃',
    {
      mentions: WATER_TOWN,
      boost: 2,
    },
  ),
  // A time-lapse hears hours in seconds: a wash of sound, never one siren in real time.
  p('the city’s sound sped up into a soft, rushing wash', '城市的声响被加速成一片柔和流动的底噪', {
    env: ['city', 'street'],
    type: ['timelapse'],
    boost: 1,
  }),
  p(
    'a train rumbling past below, its wheels clattering over the rails',
    '列车轰隆隆驶过，车轮撞得铁轨哐当作响',
    { mentions: TRAIN_PASSING, air: true, boost: 2 },
  ),
  p(
    'a low city hum and a distant siren',
    '低沉的城市嗡鸣和远处的警笛',
    { env: ['city'], time: ['night', 'dusk'] },
    { type: ['timelapse'] },
  ),
  p(
    'the rumble of traffic, a passing horn and snatches of voices',
    '车流的轰鸣、偶尔的喇叭声和零星的人声',
    { env: ['city'] },
    // (A ruined or empty city is silent but for the wind.)
    { type: ['timelapse'], time: ['night', 'dusk'], mentions: EMPTY_PLACE },
  ),
  p('the rush of wind and tyres on the road', '呼啸的风声和轮胎压过路面的声音', { env: ['road'] }),
  p(
    'the rattle of a train and platform announcements',
    '列车的哐当声和站台广播',
    { env: ['station'] },
    // An empty station at night is its echo, not its trains.
    { mentions: EMPTY_PLACE },
  ),
  p('an empty platform’s echo and the hum of the lights', '空荡站台的回声和灯管的嗡鸣', {
    env: ['station'],
    mentions: EMPTY_PLACE,
    boost: 1,
  }),
  p('rain drumming on the roof and the wipers’ steady beat', '雨点敲打车顶，雨刷规律地来回', {
    env: ['vehicle'],
    weather: ['rain', 'storm'],
  }),
  p('the low hum of the engine and the city outside', '引擎低低的嗡鸣和窗外的城市声', {
    env: ['vehicle'],
  }),
  // A bike tearing down a forest trail hears its tyres and the wind, not a calm stream.
  p(
    'tyres tearing over roots and gravel, the wind rushing past',
    '轮胎碾过树根和碎石，风声呼啸而过',
    { mentions: RIDING_DOWN, boost: 3 },
    { mentions: new RegExp(`${DESERT_ROCK.source}|${CONCRETE_PARK.source}`, 'i') },
  ),
  // A BMX or a board in a concrete bowl: wheels on concrete, the clack at the coping.
  p(
    'tyres humming on smooth concrete, a clack at the coping, the landing slap',
    '轮胎在光滑的水泥面上嗡嗡作响，碰到池沿咔哒一声，落地啪地一响',
    {
      mentions: new RegExp(
        `^(?=.*(?:\\b(?:bmx|bikes?|bicycles?|riders?)\\b|单车|自行车))(?=.*(?:${CONCRETE_PARK.source}))`,
        'is',
      ),
      boost: 3,
    },
  ),
  // Down bare desert rock: grit and stone, no roots.
  p(
    'tyres grinding over grit and bare rock, the wind rushing past',
    '轮胎碾过砂砾和裸岩，风声呼啸而过',
    { mentions: DESERT_ROCK, boost: 3 },
    { mentions: /^(?![\s\S]*\b(?:bik\w*|cycl\w*|mtb)\b|[\s\S]*(?:骑车|自行车|山地车))/i },
  ),
  p(
    'birdsong, rustling leaves and a distant stream',
    '鸟鸣、树叶沙沙声和远处的溪流',
    { env: ['forest'], air: true },
    { time: ['night'], weather: ['snow', 'rain'], mentions: RIDING_DOWN },
  ),
  // A yard or garden has birds and leaves; a stream only where the idea puts one.
  p(
    'birdsong and rustling leaves',
    '鸟鸣和树叶的沙沙声',
    { env: ['garden'], air: true },
    { time: ['night'], weather: ['snow', 'rain'] },
  ),
  // No crickets sing on a snowy ridge.
  p(
    'crickets and a soft night breeze',
    '虫鸣和柔和的夜风',
    {
      time: ['night'],
      indoor: false,
      air: true,
      env: ['forest', 'garden', 'countryside', 'water', 'mountain'],
    },
    {
      weather: ['snow'],
      after: ['snow'],
      // (Nor above the clouds.)
      mentions:
        /\bsnow\w*|\bice\b|\bfrozen\b|\bwinter\b|雪|冰|冬|\b(?:above|through) the clouds\b|云层|云海|云端|御剑/i,
    },
  ),
  p(
    'the hush of falling snow and creaking footsteps',
    '落雪的静谧和踩雪的咯吱声',
    { weather: ['snow'], air: true },
    { indoor: true },
  ),
  p('the crisp quiet after snowfall', '雪后清冽的寂静', { after: ['snow'] }),
  p('wind across the ridge', '山脊上掠过的风声', {
    env: ['mountain', 'desert', 'snowfield'],
    air: true,
  }),
  p(
    'running water and reeds in the breeze',
    '流水声和风吹芦苇的声响',
    { env: ['water'] },
    // (A pond or a still lake does not run.)
    { mentions: /\b(?:pond|koi|lily|still water|lake)\b|池塘|锦鲤|荷塘|湖/i },
  ),
  p(
    'water lapping softly at the shore, birds calling far off',
    '湖水轻轻拍岸，远处传来几声鸟鸣',
    { env: ['water'], mentions: /\blake\b|湖/i },
    // (A ride round the lake is heard as the ride.)
    {
      type: ['pov', 'sports'],
      mentions: /\b(?:pond|koi|lily|bike|cycl\w*|rid(?:e|es|ing))\b|池塘|锦鲤|荷塘|冰|frozen|骑/i,
    },
  ),
  p(
    'the soft drip and plink of water, a breeze stirring the leaves',
    '水滴轻轻落下的声响，微风拂过叶片',
    { env: ['water'], mentions: /\b(?:pond|koi|lily)\b|池塘|锦鲤|荷塘/i },
  ),
  p(
    'a soft breeze through the grass and distant birds',
    '微风吹过草丛，远处的鸟鸣',
    { env: ['countryside'], air: true },
    { time: ['night'] },
  ),
  // A stir-fry at a home stove is loud in the wok, never a quiet room ("外婆炒青菜，锅气腾腾").
  p(
    'oil hissing in the wok, the spatula scraping the iron',
    '油在铁锅里滋滋作响，锅铲刮过锅底',
    {
      mentions: /\bstir[- ]fr\w*|\bwok\b|(?<!糖)炒(?!饭|面|粉|作)|锅气|颠勺|爆炒/i,
      boost: 2,
    },
    { mentions: /\bnight ?markets?\b|\bstalls?\b|夜市|摊|小吃街/i },
  ),
  p(
    'a gentle sizzle and soft kitchen sounds',
    '轻微的滋滋声和厨房里的细碎声响',
    { env: ['kitchen'] },
    {
      type: ['drama', 'horror'],
      // (A sizzle the idea names is said already.)
      sound: ['sizzle'],
    },
  ),
  p('rain against the window and a quiet room', '雨打在窗上，屋里很安静', {
    indoor: true,
    weather: ['rain', 'storm'],
  }),
  p('the hum of fluorescent lights and a distant beep', '日光灯的嗡嗡声和远处的仪器提示音', {
    env: ['hospital'],
  }),
  p(
    'an empty hallway’s hush and a faint creak',
    '空荡走廊的寂静和一声轻微的吱呀',
    { env: ['interior'], type: ['horror'] },
    { mentions: ELEVATOR },
  ),
  p(
    'the low hum of the elevator cables and a soft mechanical tick',
    '电梯缆绳低沉的嗡鸣和细微的机械声',
    {
      mentions: ELEVATOR,
      boost: 2,
    },
  ),
  p(
    'a quiet room tone, a ticking clock',
    '安静的室内底噪，时钟滴答',
    { env: ['home', 'office', 'classroom'] },
    {
      type: ['horror'],
      mentions: /\blate for\b|\brunning late\b|迟到/i,
    },
  ),
  p('murmured conversation and clinking cutlery', '低低的交谈声和餐具碰撞声', {
    env: ['restaurant'],
  }),
  p(
    'the hiss of the steam wand and the clink of cups',
    '蒸汽棒的嘶嘶声和杯子的轻碰声',
    {
      // (Someone making the coffee: a breakup in a café is heard as the couple and the rain.)
      mentions: /\b(?:baristas?|latte|espresso|cappuccino)\b|咖啡师|拉花/i,
      boost: 1,
    },
    { mentions: new RegExp(`${ELEVATOR.source}|${STREET_INTERVIEW.source}`, 'i') },
  ),
  p('the roar of the crowd', '观众的呐喊声', { env: ['stage', 'stadium'] }),
  p(
    'the roar of the crowd',
    '观众的呐喊声',
    {
      type: ['sports'],
      // ("stands up" is no grandstand.)
      mentions:
        /\b(?:crowd|fans|buzzer)\b|\b(?:the|in the) stands\b|全场|观众|看台|沸腾|欢呼|绝杀/i,
      boost: 1,
    },
    // (A crowd the idea hears cheering is heard once, in its words.)
    { mentions: /\bcrowd (?:cheer|roar)\w*|\bcheering crowd\b/i },
  ),
  p('wind through broken stone and dripping water', '风穿过残垣，水滴落下', { env: ['ruins'] }),
  p(
    'crisp rustle of paper and the snap of tape',
    '清脆的纸张摩擦声和撕胶带声',
    { type: ['unboxing'] },
    {
      mentions: VINTAGE,
    },
  ),
  p(
    'the soft scrape of old cardboard and a dry creak as the lid lifts',
    '旧纸板轻轻的摩擦声，掀盖时干涩的吱呀声',
    {
      type: ['unboxing'],
      mentions: VINTAGE,
      boost: 2,
    },
  ),
  p(
    'the engine’s low purr and tyres on the road',
    '引擎低沉的轰鸣和轮胎压过路面的声音',
    { mentions: VEHICLE, moving: true, boost: 1 },
    { env: ['space', 'underwater'], mentions: /\bflying (?:cars?|taxis?)\b|飞行汽车|飞车/i },
  ),
  // What the product itself sounds like, when it has a sound of its own.
  p(
    'the fine, steady tick of the movement',
    '机芯细密而稳定的滴答声',
    {
      type: ['product', 'unboxing'],
      mentions: /\b(?:watch|wristwatch|chronograph|timepiece)\b|手表|腕表|机械表/i,
      boost: 2,
    },
    // (A smartwatch has no movement to tick.)
    { mentions: /\bsmart ?watch\w*|智能手表|智能腕表|手环/i },
  ),
  p(
    'the glassy click of the cap and a soft hiss of mist',
    '瓶盖清脆的一声轻响，和一阵细细的喷雾声',
    {
      type: ['product', 'unboxing'],
      // (Only when someone sprays it: a bottle on show makes no hiss.)
      mentions:
        /^(?=.*(?:\b(?:perfume|fragrance|cologne|eau de)\b|香水))(?=.*(?:\bspray\w*|\bspritz\w*|\bmist\b|\bcap\b|喷|按压|瓶盖))/is,
      boost: 2,
    },
  ),
  // Flying through a city: the wind up there, the streets only a hum below.
  p('wind roaring past, the city humming far below', '呼啸的风声，脚下城市隐约的嗡鸣', {
    type: ['pov'],
    mentions: CITY_FLIGHT,
    boost: 3,
  }),
  // (Only a case shown clicks: earbuds turning on a stone make no such sound.)
  // (A click, never "closing", in Chinese too: the case may be opening.)
  p('the soft magnetic click of the case', '盒盖磁吸的一声轻响', {
    type: ['product', 'unboxing'],
    mentions:
      /^(?=.*(?:\b(?:earbuds?|airpods|earphones?)\b|耳机))(?=.*(?:\bcase\b|\blid\b|\bunbox\w*|\bopen\w*|盒|开箱|打开))/is,
    boost: 2,
  }),
  p('the smooth click of the cap coming off', '盖子拔开时顺滑的一声轻响', {
    type: ['product', 'unboxing'],
    mentions: /\b(?:lipstick|lip gloss|lip balm|pen|marker)\b|口红|唇膏|唇釉/i,
    boost: 2,
  }),
  p(
    'soft, close detail sounds of the product',
    '产品细微而贴近的声响',
    { type: ['product'] },
    { mentions: VEHICLE },
  ),
  // A bowl of ramen filmed close: the broth, the steam, nothing of a shop.
  p(
    'the broth barely simmering, a faint hiss of steam off the bowl',
    '汤面微微翻滚，碗口的热气发出细细的嘶声',
    { mentions: /\b(?:ramen|udon|soba|pho|noodle soup)\b|拉面|牛肉面|汤面|乌冬/i, boost: 2 },
    { mentions: new RegExp(`\\b(?:cold|iced|chilled)\\b|凉面|冷面|${NOODLE_PULLING.source}`, 'i') },
  ),
  // A ramen counter: the stockpot, the strainer shaken out, a slurp.
  p(
    'the stockpot bubbling, the strainer shaken out with a slap and a slurp at the counter',
    '汤锅咕嘟作响，漏勺甩干面条的一声轻响，柜台边一声吸溜',
    {
      // (A bowl filmed close has no counter: the shop, the stall or the cook brings one.)
      mentions:
        /^(?=.*(?:\b(?:ramen|udon|soba|noodles?)\b|日式拉面|乌冬|拉面))(?=.*(?:\b(?:shop|stall|bar|counter|cook|chef|restaurant|izakaya|yatai)\b|面馆|店|摊|师傅|厨师))/is,
      boost: 3,
    },
    { mentions: /\bhand-?pulled\b|\blamian\b|兰州|手工拉面|师傅拉面/i },
  ),
  p(
    'the soft press of dough and the light tap of a rolling pin',
    '面皮轻轻按压、擀面杖笃笃的轻响',
    { type: ['food'], mentions: RAW_FOOD },
    { sound: ['sizzle'] },
  ),
  p(
    'close, crisp sounds of the food',
    '食物贴近而清脆的声响',
    { type: ['food'] },
    { sound: ['sizzle'], mentions: new RegExp(`${RAW_FOOD.source}|${ON_ICE.source}`, 'i') },
  ),
  // A cold drink on show is glass and cold, not food being eaten.
  p(
    'the soft clink of cold glass and a faint trickle of condensation',
    '冰凉玻璃轻轻的碰响，水珠细细滑落',
    {
      type: ['food', 'product'],
      mentions: ON_ICE,
    },
  ),
  p(
    'a faint creak and an unsettling silence',
    '一声轻微的吱呀，然后是令人不安的寂静',
    { type: ['horror'] },
    {
      sound: ['creak'],
    },
  ),
  p('an unsettling silence', '令人不安的寂静', { type: ['horror'] }),
  p(
    'plates clanking onto the rack, hard breaths between reps',
    '杠铃片落回架子的叮当声，一组组动作间粗重的喘息',
    {
      env: ['gym'],
      mentions:
        /\b(?:weights?|workouts?|lifts?|lifting|squats?|deadlifts?|barbells?|dumbbells?|gym transformation|fitness)\b|健身|撸铁|深蹲|杠铃|哑铃/i,
      boost: 2,
    },
  ),
  p(
    'sneaker squeaks, breath and impact',
    '球鞋摩擦声、喘息和撞击声',
    { type: ['sports'], env: ['stadium', 'gym'] },
    { mentions: /baseball|pitcher|curveball|batter|football|soccer|rugby|golf|棒球|足球/i },
  ),
  p('the smack of the ball into the glove and a roaring crowd', '球砸进手套的闷响和看台的欢呼', {
    type: ['sports'],
    mentions: /baseball|pitcher|curveball|batter|棒球/i,
  }),
  p('wheels on concrete, breath and impact', '轮子碾过水泥地的声音、喘息和落地的撞击声', {
    type: ['sports'],
    mentions: /skate|bmx|board|滑板/i,
  }),
  p('breath, effort and impact', '呼吸、发力和撞击声', { type: ['sports'] }),
  p(
    'steady rain on leaves, stone and rooftops',
    '连绵的雨打在树叶、石板和屋顶上',
    { weather: ['rain', 'storm'] },
    {
      env: ['city', 'street', 'road', 'sea', 'space', 'underwater'],
      indoor: true,
    },
  ),
  p('distant thunder rolling', '远处滚过的雷声', { weather: ['storm'] }),
  // A strong wind the idea names roars; only a gentle one is quiet.
  p(
    'strong gusts roaring past, cloth and lines snapping in the wind',
    '呼呼的大风刮过，布料和绳线被吹得噼啪作响',
    {
      weather: ['wind'],
      air: true,
      mentions:
        /\b(?:strong|howling|fierce|gusty|heavy|dramatic|big) winds?\b|\bwindy\b|\bgale\b|风很大|大风|狂风|风大/i,
      boost: 2,
    },
    { indoor: true },
  ),
  p(
    'a soft wind and the muffled quiet of the weather',
    '轻柔的风声，四下一片安静',
    { weather: ['fog', 'wind'], air: true },
    {
      indoor: true,
      mentions: /\b(?:strong|howling|fierce|gusty) winds?\b|\bgale\b|风很大|大风|狂风|风大/i,
    },
  ),
  p(
    'a quiet room tone',
    '安静的室内底噪',
    { indoor: true },
    {
      type: ['product', 'unboxing', 'food', 'music-video', 'sports', 'explainer'],
      // A station under a roof is still loud with trains; a café with cups and the machine.
      env: ['station', 'restaurant'],
      // Someone late is out in the rush, not in a quiet room.
      mentions: /\blate for\b|\brunning late\b|迟到/i,
    },
  ),
  // A loop of the sea, a stream or a forest is heard as itself.
  NARRATOR,
  p(
    'a clean, quiet soundbed',
    '干净安静的背景声',
    { type: ['explainer', 'loop'] },
    // Rain on the window or a fire's crackle is the loop's sound already.
    { env: ['sea', 'beach', 'water', 'forest'], weather: ['rain', 'storm'], sound: SOUNDS },
  ),
  p(
    'the pot bubbling, chopsticks clinking and a table of voices',
    '锅里咕嘟翻滚，碗筷叮当，一桌人的说笑声',
    { mentions: /火锅|\bhot ?pot\b|涮锅/i, boost: 3 },
  ),
  // A night market is heard as its woks, its vendors and its crowd.
  p(
    'woks hissing, vendors calling out and the crowd’s chatter all around',
    '铁锅滋滋作响，摊主的吆喝声和四周人群的说笑声',
    { mentions: /\bnight ?markets?\b|\bstreet food market\b|夜市|小吃街/i, boost: 3 },
    { mentions: NO_WOKS },
  ),
  p(
    'meat hissing on the griddle, vendors calling out and the crowd’s chatter all around',
    '铁板上滋滋作响，摊主的吆喝声和四周人群的说笑声',
    {
      mentions: new RegExp(
        `^(?=[\\s\\S]*(?:\\bnight ?markets?\\b|\\bstreet food\\b|\\bstands?\\b))(?=[\\s\\S]*(?:${NO_WOKS.source}))`,
        'i',
      ),
      boost: 3,
    },
  ),
  // A football match is heard in the stands (unless the idea names its crowd already).
  p(
    'the roar of the stands rising with every touch',
    '看台上的呐喊声随着每一次触球越来越响',
    { type: ['sports'], mentions: /\bfootball\b|\bsoccer\b|足球/i, boost: 2 },
    { mentions: /\b(?:crowd|cheer\w*|fans|audience|stands)\b|欢呼|观众|人群|球迷|看台|全场|沸腾/i },
  ),
  // A mechanical keyboard is sold on its sound.
  p('the crisp, deep clack of mechanical keys', '机械键盘清脆厚实的敲击声', {
    mentions: /\bmechanical keyboards?\b|\bkeycaps?\b|机械键盘|键帽/i,
    boost: 3,
  }),
  // A call: the phone, then the caller's voice small in the earpiece (phone-call.ts).
  p(
    'a phone buzzing, then a thin voice through the earpiece',
    '手机嗡嗡震动，随后听筒里传来细细的说话声',
    { mentions: PHONE_CALL, boost: 3 },
  ),
  p(
    'kids’ voices tumbling over each other, giggles breaking through',
    '孩子们七嘴八舌的说话声，夹着咯咯的笑声',
    { type: ['drama'], mentions: KIDS, boost: 2 },
    // (One kid is no chorus of voices.)
    { mentions: ONE_KID },
  ),
  p(
    'voices rising and cutting across each other, then a sharp silence',
    '争吵声越来越高，互相打断，随后是一阵尖锐的沉默',
    { type: ['drama'], people: true, mentions: ARGUING, boost: 2 },
    // (A station or a street is heard as itself around them; a comic squabble ends on a laugh.)
    {
      mentions: new RegExp(`${KIDS.source}|${COMIC.source}`, 'i'),
      env: ['station', 'street', 'city', 'road'],
    },
  ),
  p('the slow creak of the rocking chair, then silence', '摇椅一下一下的吱呀声，随后一片死寂', {
    type: ['horror'],
    mentions: ROCKING_CHAIR,
    boost: 3,
  }),
  p(
    'wind snapping the banners, a war drum far off below the wall',
    '风吹旗帜猎猎作响，城下远远传来战鼓声',
    { mentions: RAMPARTS, boost: 3 },
  ),
  p(
    'the rustle of silk robes, a guqin faint in the distance',
    '衣袂窸窣，远处隐约传来古琴声',
    { type: ['drama'], mentions: EAST_PERIOD, boost: 2 },
    { mentions: RAMPARTS },
  ),
  p(
    'quiet room tone and the small sounds of the conversation',
    '安静的室内底噪和交谈中的细微声响',
    { type: ['interview', 'drama'], boost: 1 },
    // An argument in the rain is outdoors even when no place says so; a hot-pot table toasting
    // is no quiet room.
    {
      indoor: false,
      weather: ['rain', 'storm', 'snow'],
      // A station, a street or a market is loud around them: its own sound, not a quiet room.
      env: ['station', 'street', 'city', 'road'],
      mentions:
        /火锅|干杯|举杯|\bhot ?pot\b|\bcheers\b|\btoast\w*|\bparty\b|派对|聚餐|\b(?:campfire|bonfire|tent|tea ?house)\b|篝火|帐篷|茶馆|茶楼/i,
    },
  ),
  p('crickets out in the dark beyond the firelight', '火光之外的黑暗里虫鸣阵阵', {
    mentions: /\b(?:campfire|bonfire|camp ?fire)\b|篝火/i,
    boost: 2,
  }),
  p(
    'cups clinking, a kettle hissing and the low murmur of the teahouse',
    '茶杯轻碰，水壶咝咝作响，茶馆里人声低低',
    {
      mentions: /\btea ?house\b|茶馆|茶楼/i,
      boost: 2,
    },
  ),
  p(
    'a quiet night, distant and hushed',
    '安静的夜，一切都显得遥远而轻柔',
    { time: ['night'] },
    // A neon city in the rain is anything but hushed; so is a street-food stall or a night market.
    {
      env: ['space', 'underwater', 'city', 'restaurant', 'kitchen', 'station', 'stage', 'stadium'],
      type: ['horror'],
      style: ['cyberpunk', 'synthwave'],
      // A storm or a knock in the dark is no hushed night.
      weather: ['storm', 'rain', 'wind'],
      mentions:
        /\b(?:knock\w*|bang\w*|scream\w*|storm|thunder|stalls?|markets?|vendors?|street food|crowds?|crowded|bustl\w*|busy|party|festival|club)\b|夜市|小吃|摊|大排档|热闹|人群|派对|集市/i,
    },
  ),
  p(
    'natural outdoor ambience: a light breeze and distant life',
    '自然的户外环境声：微风和远处隐约的生活声响',
    { air: true },
    { indoor: true, env: ['city', 'street', 'road', 'station', 'stage', 'stadium'] },
  ),
  // A hive open in the sun: the bees are the sound.
  p('the dense, warm hum of thousands of bees', '成千上万只蜜蜂嗡嗡作响，低沉而温暖', {
    mentions: /\b(?:bees|beehive|hive|honeycomb|beekeep\w*|apiar\w*)\b|蜜蜂|蜂箱|蜂巢|养蜂/i,
    boost: 3,
  }),
  // Flying as a bird: the air and the wings, the city far below.
  p(
    'the rush of air and beating wings, the city’s roar far below',
    '呼呼的风声和扑动的翅膀，城市的喧闹远在下方',
    {
      mentions: FLYING_CREATURE,
      boost: 3,
    },
  ),
  // Skis or a board on snow hiss over it, the wind loud at speed: no footsteps.
  p(
    'skis hissing over the snow and the wind rushing past',
    '雪板擦过雪面的沙沙声，和耳边呼啸的风',
    { mentions: SKIING, boost: 3 },
    { indoor: true },
  ),
  // Snow lying underfoot is heard as it is walked, rolled and pounced in.
  p(
    'the soft crunch and squeak of fresh snow',
    '新雪被踩得咯吱咯吱的轻响',
    { after: ['snow'], acts: true, boost: 1 },
    { indoor: true, mentions: SKIING },
  ),
  p(
    'the soft crunch and squeak of fresh snow',
    '新雪被踩得咯吱咯吱的轻响',
    { env: ['snowfield'], acts: true },
    { indoor: true, mentions: SKIING },
  ),
  // A creator talking to camera is heard: the voice, close (short, so Fast keeps it).
  p('a close, clear voice to camera', '贴近镜头、清清楚楚的说话声', {
    type: ['social'],
    people: true,
    mentions:
      /\btalk\w* (?:to|into) (?:the )?camera\b|\bgrwm\b|get ready with me|对着镜头(?:说|聊)/i,
    boost: 1,
  }),
  // A short that opens on a spoken hook: the voice, close.
  p('a close, clear voice to camera', '贴近镜头、清清楚楚的说话声', {
    type: ['social'],
    speech: true,
    mentions: /\bhook\b|开头|钩子/i,
    boost: 1,
  }),
  // The last resort for a doing: any sound the place or the sport has is said first.
  p(
    'close, natural sounds of the action',
    '贴近动作的自然声响',
    { type: ['social', 'pov', 'cinematic', 'sports', 'travel', 'animation'] },
    // A place has sounds of its own (a neon city hums); this is for a doing nowhere named.
    // A drone high above hears no doing: the wind up there is its sound.
    { env: ENVIRONMENTS, mentions: AERIAL },
  ),
  // (Flying through the clouds on a sword, a crane or a dragon is heard as the wind up there.)
  p(
    'wind rushing past high above the land',
    '高空中呼啸而过的风声',
    {
      mentions: new RegExp(`${AERIAL.source}|御剑|飞过云|云端|\\bthrough the clouds\\b`, 'i'),
      boost: 1,
    },
    // (A still, misty morning is heard as its hush.)
    { indoor: true, env: ['space', 'underwater'], mentions: FPV, weather: ['fog'] },
  ),
  p(
    'the hush of a still morning, a far-off splash of a pole in the water',
    '清晨的宁静，远处竹篙轻轻点水的声音',
    { mentions: /竹筏|撑篙|竹篙|\brafts?\b|\bpunts?\b|\bsampans?\b/i, weather: ['fog'], boost: 2 },
    { indoor: true, env: ['space', 'underwater'], mentions: FPV },
  ),
  p(
    'the hush of a still morning, the mist muffling every sound',
    '清晨的宁静，薄雾把一切声音都压得很轻',
    { mentions: AERIAL, weather: ['fog'], boost: 1 },
    // (Waves crashing below are no hush.)
    {
      indoor: true,
      env: ['space', 'underwater'],
      mentions: new RegExp(
        `${FPV.source}|\\bwaves? (?:crash|pound|break)\\w*|\\bcrashing waves\\b|惊涛|巨浪|海浪拍`,
        'i',
      ),
    },
  ),
  // Low and fast between the buildings: the world whips past, close.
  p(
    'wind tearing past and the noise of the place flashing by, close on every side',
    '呼啸的风声，四周的声响一闪而过，近在耳边',
    { mentions: FPV, boost: 2 },
    { indoor: true, env: ['space', 'underwater'] },
  ),
  p(
    'wind hissing through dry grass, insects and a far-off bird call',
    '风吹过干草的沙沙声，虫鸣和远处一声鸟叫',
    { mentions: SAVANNA, indoor: false, boost: 2 },
    { time: ['night'] },
  ),
  p('wind moving over open ground', '风掠过空旷的大地', {
    env: ['countryside', 'snowfield', 'desert'],
    indoor: false,
    air: true,
  }),
  // A time-lapse of something small and still (a flower, a candle, bread rising): near-silence.
  p(
    'near-silence under a soft, slowly swelling ambient tone',
    '几近无声，只有一层柔和的氛围音缓缓铺开',
    {
      type: ['timelapse'],
      mentions:
        /\b(?:flowers?|blooms?|blossoms?|buds?|candles?|bread|dough|melt\w*|plants?|seeds?|sprout\w*|mushrooms?|fruit)\b|花|蜡烛|面团|融化|种子|发芽|植物|蘑菇|水果/i,
    },
  ),
  p('ambient sound true to the place', '贴合场景的环境声'),
];

const PLAYFUL =
  /\b(?:knocks? (?:over|off)|tumbl\w*|slips?|clumsy|silly|funny|comedy|slapstick|play(?:s|ing|ful)?|frolic\w*|romp\w*|chas\w* (?:bubbles|its tail|a ball|butterfl\w*|(?:the )?waves)|roll\w* in the (?:snow|grass|mud|leaves|sand|hay))\b|打滚|嬉戏|玩耍|撒欢|追泡泡|追尾巴|追海浪|追浪|扑蝴蝶|打翻|滚下来|摔下来|滑下来|滑下|摔了个|憨/i;

/** A sad moment: a tender piano fits it, and only it. */
const SAD =
  /\b(?:cr(?:y|ies|ying)|tears?|weep\w*|sob\w*|grie\w*|funeral|goodbye|farewell|mourn\w*|lonely|dying|hospital|last (?:day|time|letter))\b|哭|流泪|告别|道别|葬礼|思念|孤独|离别|想念|去世/i;

/** A happy moment: a first time, a party, laughter. */
const JOY =
  /\b(?:first time|celebrat\w*|birthday|party|laugh\w*|giggl\w*|cheer\w*|joy\w*|happy|surpris\w*|wedding|reunit\w*|reunion)\b|第一次|庆祝|生日|派对|欢笑|大笑|开心|惊喜|婚礼|重逢/i;

/**
 * A scene carried by its own voices: people who talk in a drama need no score under them
 * (a tender piano under a pizza argument is wrong), unless the moment is a sad one.
 */
export function voicesCarry(plan: Plan): boolean {
  // A vox pop on the street is heard as the street: a score under it reads as an ad.
  if (plan.type === 'interview' && VOX_POP.test(plan.core)) return true;
  const story = ['drama', 'cinematic', 'space', 'social'].includes(plan.type);
  return story && plan.people >= 2 && plan.dialogue.length > 0 && !SAD.test(plan.core);
}

const VOX_POP =
  /\bstreet interviews?\b|\bvox ?pops?\b|\bstrangers?\b|\bpassers?-?by\b|街头采访|街采|路人/i;

/** Music (Advanced): the kind of clip and the pace of its action decide. */
export const MUSIC: readonly Phrase[] = [
  // "语气活泼", "upbeat": the tone the person asked for sets the music.
  p('a bouncy, upbeat pop beat', '轻快跳跃的流行节拍', {
    mentions:
      /\b(?:lively|upbeat|energetic|bubbly|playful|hype|peppy)\b|活泼|欢快|轻快|元气|俏皮|动感/i,
    boost: 3,
  }),
  // A horn player's video is the horn: its melody carries the clip, not a beat.
  p('a lone saxophone carrying the melody, slow and smoky', '一支萨克斯独自吹着旋律，慵懒低回', {
    type: ['music-video'],
    mentions: /\bsax(?:ophone|ophonist)?\b|萨克斯/i,
    boost: 4,
  }),
  // A clip is one shot: the beat sets the moves, not cuts (reviews read "every cut" as wrong).
  p(
    'the track up front, the picture moving to its rhythm',
    '歌曲贯穿始终，画面随着节奏律动',
    { type: ['music-video'] },
    { mentions: ONE_TAKE },
  ),
  p('the track carries the whole unbroken shot', '歌曲贯穿整个不间断的长镜头', {
    type: ['music-video'],
    mentions: ONE_TAKE,
    boost: 1,
  }),
  p('a dissonant drone that never resolves', '始终不解决的不协和长音', { type: ['horror'] }),
  p(
    'a dark, pulsing synth score',
    '暗涌的合成器配乐',
    { style: ['cyberpunk', 'synthwave'] },
    { type: ['music-video'] },
  ),
  p('a smoky, slow jazz score', '烟雾缭绕的慢爵士配乐', { style: ['noir'] }),
  p('a soaring orchestral theme with choir', '带合唱的恢弘管弦乐', { style: ['fantasy'] }),
  p('guqin and soft flute', '古琴与轻柔的笛声', { style: ['ink'] }),
  p('guqin, bamboo flute and deep war drums', '古琴、竹笛与低沉的战鼓', {
    style: ['wuxia'],
    mentions: COMBAT,
  }),
  // A girl in hanfu smiling among peach blossoms, or dancing alone with a sword, hears no war
  // drums.
  p(
    'guqin and a soft bamboo flute',
    '古琴与轻柔的竹笛',
    { style: ['wuxia'] },
    { mentions: COMBAT },
  ),
  // A story out in a storm: the music is tense under the wind, never warm.
  // (Indoors, with the storm outside the window, the room's own quiet music stays.)
  p(
    'low, tense strings under the roar of the storm',
    '风暴轰鸣下低沉紧绷的弦乐',
    { type: ['drama', 'cinematic'], weather: ['storm'], boost: 2 },
    { indoor: true },
  ),
  p(
    'urgent, driving strings and percussion',
    '急促有力的弦乐和打击乐',
    { pace: ['urgent'] },
    {
      // Clouds racing in a time-lapse are the speed of the clip, not an urgent story.
      type: [
        'product',
        'food',
        'unboxing',
        'explainer',
        'loop',
        'interview',
        'timelapse',
        'travel',
      ],
    },
  ),
  // A motorbike at speed or a skydive: a beat that drives, never a lazy guitar.
  p(
    'a driving electronic beat that builds with the speed',
    '随着速度越来越急的电子节拍',
    {
      mentions:
        /\b(?:motorbikes?|motorcycles?|dirt ?bikes?|sky ?div\w*|wingsuit\w*|fpv|downhill|bombing|mountain bik\w*)\b|摩托|机车|跳伞|翼装|穿越机|无人机穿(?:梭|越)|冲下|山地车/i,
      boost: 2,
    },
    { type: ['horror', 'drama', 'interview', 'explainer', 'nature'] },
  ),
  // A puppy rolling in the snow or a kitten at play: light, not solemn.
  p(
    'playful pizzicato strings and light percussion',
    '俏皮的拨弦与轻快的打击乐',
    { mentions: PLAYFUL, boost: 1 },
    // A tool slipping away in orbit is lonely, not a pratfall.
    { type: ['horror', 'music-video', 'product', 'space'], pace: ['urgent'] },
  ),
  p('a minimal electronic pulse', '极简的电子脉冲', { type: ['product', 'explainer'] }),
  p('a soft, warm piano', '柔和温暖的钢琴', { type: ['unboxing'] }),
  p(
    'soft acoustic guitar',
    '轻柔的木吉他',
    { type: ['food', 'travel'] },
    { mentions: /\b(?:fpv|downhill)\b|穿越机|无人机穿(?:梭|越)|冲下/i },
  ),
  // A vertical clip for TikTok or Reels has a beat, not a strummed guitar (and no cuts unless
  // it asks for them: one prompt is one shot).
  // (Under someone talking to the phone the beat sits low, under the voice.)
  p(
    'an upbeat, punchy pop beat',
    '节奏明快的流行鼓点',
    { type: ['social'], boost: 1 },
    { mentions: TALKING_TO_CAMERA },
  ),
  // An ad cut fast for a young audience cuts to a beat too.
  p(
    'an upbeat, punchy pop beat that lands on every cut',
    '节奏明快的流行鼓点，踩在每个剪辑点上',
    {
      mentions: /\b(?:fast|quick|rapid|jump|snappy) cuts\b|\bgen ?z\b|快剪|卡点|快节奏剪辑/i,
      boost: 2,
    },
    { mentions: TALKING_TO_CAMERA, type: ['horror', 'drama', 'interview', 'explainer'] },
  ),
  p('a light pop beat kept low under the voice', '压低在人声下面的轻快流行节奏', {
    type: ['social'],
    mentions: TALKING_TO_CAMERA,
    boost: 2,
  }),
  p(
    'a bright, light-hearted acoustic melody',
    '明快轻松的木吉他旋律',
    { mentions: JOY, boost: 1 },
    // (A crowd cheering a trick is no light-hearted tune: sport keeps its drive.)
    { type: ['horror', 'music-video', 'product', 'space', 'sports'], mentions: SAD },
  ),
  p('a sparse, tender piano', '稀疏而温柔的钢琴', {
    type: ['drama', 'interview', 'cinematic'],
    mentions: SAD,
    boost: 1,
  }),
  p('a quiet, warm piano under the voices', '人声之下安静温暖的钢琴', { type: ['interview'] }),
  p('low strings and a slow swell', '低沉的弦乐缓缓推起', {
    type: ['nature', 'space', 'timelapse'],
  }),
  // Someone or something alive in a story, mood unknown: a score that takes no side.
  p('low strings and a slow swell', '低沉的弦乐缓缓推起', {
    type: ['cinematic'],
    subject: ['place', 'object'],
  }),
  p('driving percussion', '强劲的打击乐', { type: ['sports'] }),
  // A first-person ride by the lake is no sprint: percussion only when the pace says so.
  p('driving percussion', '强劲的打击乐', { type: ['pov'], pace: ['urgent'] }),
  p('driving percussion', '强劲的打击乐', { type: ['pov'], weather: ['storm'], boost: 1 }),
  p('driving percussion', '强劲的打击乐', { type: ['pov'], mentions: THRILL, boost: 1 }),
  p(
    'a light, easy acoustic groove',
    '轻松舒缓的木吉他律动',
    { type: ['pov'] },
    // (Riding through a downpour, running into a fire or a bungee jump is no easy groove.)
    {
      pace: ['urgent'],
      mentions: new RegExp(
        `${DREAD.source}|${THRILL.source}|${RUSH_HOUR.source}|\\bburning\\b|\\bfire\\b|\\bflames?\\b|\\bsmoke\\b|\\bfirefighters?\\b|着火|火场|浓烟|消防`,
        'i',
      ),
      weather: ['storm'],
    },
  ),
  // A first-person walk into an abandoned hospital is horror, whatever the format says first.
  p('a dissonant drone that never resolves', '始终不解决的不协和长音', {
    type: ['pov', 'cinematic', 'loop'],
    mentions: DREAD,
    boost: 2,
  }),
  p('a gentle looping melody', '温柔循环的旋律', { type: ['loop'] }),
  p('a light, whimsical orchestral theme', '轻快灵动的管弦乐主题', {
    type: ['animation'],
    pace: ['calm'],
  }),
  p('a warm orchestral theme', '温暖的管弦乐主题', { type: ['animation'] }),
  p('a warm, understated score', '温暖克制的配乐'),
];
