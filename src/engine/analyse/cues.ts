/**
 * Cue words: where an idea happens, when, in what weather, in what look and format. English
 * cues are whole-word regexes; Chinese cues are matched against the idea's words as
 * Intl.Segmenter cuts them (see chinese-words.ts), so 海 is not found in 上海 nor 茶 in 奶茶.
 */
import type {
  Environment,
  Format,
  StyleFamily,
  TimeOfDay,
  Weather,
} from '../../domain/prompt/plan.ts';
import { containsWord, type ChineseWords } from './chinese-words.ts';

/** A cue in both languages: an English regex source (whole words) and Chinese words. */
interface Cue<K> {
  key: K;
  en: RegExp;
  zh: readonly string[];
}

const words = (source: string) =>
  new RegExp(`(?<![A-Za-z0-9-])(?:${source})(?:s|es)?(?![A-Za-z0-9-])`, 'i');
/** Before a decade: not someone's age ("in her 70s", "in his early 80s"). */
const AGE_NOT = '(?<!\\b(?:her|his|their|my|your|our) (?:early |mid-?|late )?)';

const cue = <K>(key: K, en: string, zh: string): Cue<K> => ({
  key,
  en: words(en),
  zh: zh.split('|').filter(Boolean),
});

/** Environments, most specific first (the first one found in the text's order wins ties). */
export const ENV_CUES: readonly Cue<Environment>[] = [
  cue(
    'space',
    'outer space|space station|airlock|spaceship|spacecraft|starship|in orbit|(?:low )?earth orbit|orbiting (?:the )?(?:earth|planet|moon|mars|saturn|jupiter)|zero[- ]g(?:ravity)?|asteroids?|nebula|galaxy|black hole|wormhole|moon base|lunar surface|on the moon|far side of the moon|mars|saturn|jupiter|neptune|uranus|pluto|orbital (?:station|platform|ring)|planet surface|in space|spacewalk|space ?walk\\w*|eva',
    '太空|外太空|宇宙|空间站|飞船|星际|月球表面|火星|星云|失重|黑洞|虫洞|小行星',
  ),
  cue(
    'underwater',
    'underwater|under the sea|undersea|coral reef|reef|seabed|sea floor|ocean floor|scuba|submerged|deep ocean|deep sea|ocean depths|abyss|submarine|jellyfish',
    '水下|海底|珊瑚礁|潜水',
  ),
  cue(
    'sea',
    '(?<!cloud )sea(?! of (?:clouds?|fog|mist|lights?|people|faces|flowers?|lanterns?))|(?<!deep )ocean|open water|fjords?|waves|swells?|sailboat|sailing ship|ship|(?<!paper |toy |model |origami )boat(?! ?(?:shed|house|yard))|(?<!(?:parking|sun|observation|viewing|rooftop|skate|car) )deck(?! ?chairs?)|harbou?r|fishing boat|trawlers?|fishing vessel|lighthouse|off (?:the )?(?:coast|shore)|offshore|pier|docks?|wharf|quay|jetty|marina|yacht|surf|surfer|surfing|wave|big wave',
    '大海|峡湾|海上|海面|海浪|海港|海湾|渔船|帆船|轮船|游轮|甲板|灯塔|码头|海|浪',
  ),
  cue(
    'beach',
    // "off the coast of Maui" is out at sea, not on the sand.
    'beach|sand ?castles?|(?<!off (?:the )?)shore|shoreline|seaside|(?<!off (?:the )?)coast(?:line)?',
    '沙滩|海滩|海岸|海滨|海边|沙堡|堆沙',
  ),
  cue(
    'sky',
    '(?<!(?:at|to|toward|towards|up at|into) the )sky|skydiv\\w*|paraglid\\w*|hot[- ]air balloon|above the clouds|through the clouds',
    '天空|云端|高空|热气球|跳伞|滑翔伞',
  ),
  cue(
    'street',
    'street|street interview|passers-by|alley|alleyway|night market|market stall|sidewalk|crosswalk|neon signs?|shopfronts?|storefronts?|downtown|avenue|underpass|pedestrian tunnel|bus stop|bus shelter|stair set|handrail|skate spot|under (?:a|the) (?:street ?lamp|street ?light|lamp ?post)',
    '街道|街头|街访|路人|街角|小巷|巷子|巷口|夜市|胡同|弄堂|里弄|老街|步行街|路口|公交站|菜市场|菜场|市场|集市|早市|小摊|摊位|地下通道|街|巷',
  ),
  cue(
    'city',
    'city|cities|skyline|rooftops?|skyscrapers?|metropolis|tokyo|shanghai|paris|new york|manhattan|brooklyn|chicago|los angeles|miami|las vegas|dubai|singapore|bangkok|taipei|london|hong kong|seoul|amsterdam|rome|berlin|town square',
    '城市|都市|天际线|屋顶|天台|高楼|摩天大楼|外滩|陆家嘴|洪崖洞|上海|北京|重庆|东京|巴黎|纽约|香港|市中心|夜景',
  ),
  cue(
    'road',
    'road|highway|motorway|freeway|desert road|mountain road|racetrack|race track',
    '公路|高速|赛道|山路|立交桥|高架桥|高架|盘山公路',
  ),
  cue(
    'forest',
    'forest|woods|woodland|jungle|rainforest|pine|bamboo grove|grove',
    '森林|树林|丛林|竹林|雨林|林间',
  ),
  cue(
    'mountain',
    'mountains?(?! (?:streams?|creeks?|rivers?|brooks?|springs?|lakes?|pools?))|(?<!slow[- ]?(?:motion|mo) (?:on|at) the )peak|summit|cliffs?|ridge|valley|canyon|volcano|glacier',
    '云海|山顶|山峰|山巅|高山|悬崖|峡谷|山谷|雪山|火山|冰川|黄山|泰山|华山|张家界|石柱|山',
  ),
  cue('desert', 'desert|dunes?|sahara|oasis|salt flats?|uyuni', '沙漠|沙丘|戈壁|盐湖|盐沼'),
  cue(
    'snowfield',
    'snowfield|tundra|arctic|antarctic|snowy field|ice field|frozen (?:lake|river|pond|stream|creek|waterfall)|ice-covered (?:lake|river|pond)',
    '雪原|北极|南极|冰原|雪地|冰封的河|冰封的湖|冰封的江|结冰的河|结冰的湖|结冰的江|冰面|冰湖|冰河',
  ),
  cue(
    'countryside',
    'countryside|farm|farmland|cornfields?|wheatfields?|(?<!asteroid |debris |force |star |magnetic |ice |depth of |playing |battle)fields?|meadow|steppe|plains|grassland|savanna|savannah|village|rice terraces?|rice paddy|vineyard|orchard|prairie|cabin|cottage|farmhouse',
    '乡村|农田|田野|草原|村庄|稻田|梯田|果园|茶园|茶山|菜园|葡萄园|牧场|田间|小木屋|木屋|农舍|篝火|营地|露营|帐篷',
  ),
  cue(
    'water',
    'river|lake|pond|stream|waterfall|canal|creek',
    '河|河边|湖|湖面|湖边|池塘|溪|小溪|瀑布|运河|洱海|西湖|青海湖|滇池|环海路',
  ),
  // (Before corridors: a hospital corridor is the hospital's, lit as one.)
  cue(
    'hospital',
    'hospital|clinic|ward|emergency room|operating room|waiting room|icu|hospital bed',
    '医院|病房|急诊|诊室|手术室|候诊室|病床',
  ),
  // Before gardens: a stairwell in a residential compound (小区楼道) is the stairwell.
  cue(
    'interior',
    'hallway|corridor|stairwell|staircase|elevator|lift lobby|lobby|basement|cellar|garage|(?:auto|car|motorcycle|motorbike|tyre|tire) repair shop|body shop|workshop',
    '走廊|楼道|楼梯间|电梯|大堂|地下室|车库|修车铺|汽修厂',
  ),
  cue(
    'garden',
    'garden|(?<!theme |amusement |water |skate |car |trailer |ball |national |business |industrial |science )park(?!ing)|greenhouse|backyard(?! (?:swimming )?pools?)|front yard|(?<!(?:shrine|temple|palace|mosque|school|prison|castle|church|monastery|flooded) )courtyard|porch|picnic',
    '花园|公园|庭院|院子|温室|小区|野餐',
  ),
  cue(
    'kitchen',
    'kitchen|(?<!camp |camping |gas |portable )stove|kitchen counter|bakery',
    '厨房|灶台|烘焙坊',
  ),
  cue(
    'restaurant',
    'restaurant|diner|cafe|café|coffee shop|bar|izakaya|tea ?house|noodle shop|ramen shop',
    '餐厅|火锅店|烧烤店|大排档|食堂|饭店|酒馆|咖啡馆|咖啡店|酒吧|茶馆|面馆|饭馆|小吃店|奶茶店|茶饮店|甜品店|面包店',
  ),
  cue(
    'home',
    '(?<!\\b(?:train|bus|tram|subway|way|ride|rides|riding|walk|walks|walking|drive|drives|driving|heads?|heading|goes|going|cab|taxi|flight) )home|house|apartment|bedroom|living room|bathroom|attic|nursery|dining room|dinner table|kitchen table|sofa|couch|(?<!\\b(?:kelp|flower|river|sea|oyster|reed|moss|seed|garden|creek|stream|lake) )bed|window ?sill',
    '家|家里|卧室|客厅|房间|公寓|宿舍|阁楼|浴室|餐桌|沙发|窗台|屋里|老宅|古宅|宅子|老房子',
  ),
  cue(
    'studio',
    'studio(?! ghibli| trigger)|seamless backdrop|backdrop|turntable|plinth|pedestal|tabletop|infinity cove|white background',
    '影棚|摄影棚|棚拍|纯色背景|白色背景|展台|桌面',
  ),
  cue(
    'stage',
    'stage|concert|arena|theatre|theater|club|dance floor|stand-?up (?:comedy|set|comic)|comedy club',
    '舞台|演唱会|剧场|剧院|舞池|livehouse|live house|相声|小品|脱口秀',
  ),
  cue(
    'office',
    'office|desk|meeting room|boardroom|cubicle|coworking space|interns?',
    // (An intern, a plan due tomorrow, overtime: the talk is at work.)
    '办公室|会议室|工位|办公桌|实习生|加班|方案|报表|同事',
  ),
  cue(
    'station',
    'train station|railway station|subway station|metro station|subway|metro|train platform|platform|bus station',
    '地铁站|火车站|高铁站|站台|月台|车站',
  ),
  cue('classroom', 'classroom|lecture hall|school|library', '教室|课堂|学校|图书馆|黑板|讲台'),
  cue(
    'shop',
    'shop|store|bookshop|bookstore|pawnshop|boutique|supermarket|mall|showroom|atelier|boat ?shed|boathouse|shed|barn',
    '商店|店铺|书店|超市|便利店|商场|工作室|作坊|理发店|花店|杂货铺',
  ),
  cue('gym', 'gym|dojo|boxing ring|yoga studio', '健身房|道场|拳台'),
  cue(
    'stadium',
    'stadium|court|pitch|skate ?park|ski slope|running track|rink|basketball court|football field',
    '体育场|球场|篮球场|足球场|滑板公园|滑雪场|跑道|冰场',
  ),
  cue('lab', 'lab|laboratory|cleanroom', '实验室'),
  cue(
    'vehicle',
    "car interior|inside (?:a|her|his|their|the) car|in (?:a|an|her|his|their|my|the) (?:parked |old |little )?car(?! park)|behind the wheel|driver's seat|train carriage|on a train|bus|cockpit|taxi",
    '车里|车内|车厢|火车上|驾驶舱|出租车|地铁上|地铁里|公交车上|公交车里|副驾驶',
  ),
  cue(
    'ruins',
    // "an abandoned helmet on Mars" is no ruin: abandoned says empty, not where.
    'ruins|temple ruins|castle|palace|temple|cathedral|shrine',
    '废墟|古堡|宫殿|寺庙|教堂|古寺|宫',
  ),
];

/** Environments that are indoors. */
export const INDOOR_ENVS: ReadonlySet<Environment> = new Set([
  'home',
  'stage',
  'hospital',
  'interior',
  'kitchen',
  'studio',
  'office',
  'classroom',
  'shop',
  'restaurant',
  'gym',
  'lab',
  'vehicle',
]);

/** Whether a phrase names a place (used to cut "in a tiny kitchen" from an action). */
export function namesPlace(phrase: string): boolean {
  return (
    ENV_CUES.some((c) => c.en.test(phrase)) ||
    /\b(?:room|hall|bar|shop|station|cabin)\b/i.test(phrase)
  );
}

export const TIME_CUES: readonly Cue<TimeOfDay>[] = [
  cue(
    'dawn',
    '(?<!before )(?:dawn|sunrise|daybreak|first light)|break of day|sun (?:comes|coming|is coming) up|sun (?:rises|rising|is rising)|[56] ?(?:am|a\\.m\\.)',
    '黎明|日出|破晓|拂晓|清晨|晨曦|天刚亮',
  ),
  cue('morning', 'morning|breakfast', '早晨|早上|上午|晨间|早餐|早高峰|晨跑'),
  cue(
    'golden',
    'golden hour|golden light|late afternoon|sunset|sundown|setting sun|sun is setting|sun sets|sun setting|midnight sun',
    '黄金时刻|夕照|金色时分|夕阳|日落|落日|夕阳西下',
  ),
  cue(
    'dusk',
    'dusk|twilight|evening|blue hour|nightfall',
    '黄昏|傍晚|暮色|蓝调时刻|晚霞|晚饭|晚餐',
  ),
  cue(
    'night',
    '(?<!(?:finish\\w*|after|end of) (?:a|an|her|his|their|the|my) (?:long )?)night|nights|midnight(?! sun)|nighttime|night-time|moonlit|moonlight|under the moon|full moon|starry|starlit|after dark|neon-lit|northern lights|aurora(?: borealis)?|[1-4] ?(?:am|a\\.m\\.)|(?:midnight(?! sun)|late at night)|(?:9|10|11) ?(?:pm|p\\.m\\.)|(?<!daytime |day )fireworks?|firework show|lanterns? (?:festival|release)|sky lanterns?|milky way|star trails?|stargazing|under (?:a|the) (?:street ?lamp|street ?light|lamp ?post)|(?:before (?:dawn|sunrise|daybreak|first light)|pre-?dawn)(?!.*\\b(?:sun (?:rises|is rising|comes up)|sunrise|dawn breaks|first light)\\b)',
    '天亮前|天还没亮|天没亮|银河|星河|星轨|烟花|烟火|孔明灯|路灯下|夜|极光|雨夜|雪夜|月夜|寒夜|夏夜|冬夜|夜晚|夜里|深夜|午夜|半夜|凌晨|夜色|夜空|夜景|月光|月下|月夜|星空|夜市|晚上|今夜|入夜|灯火|霓虹|宵夜',
  ),
  cue(
    'day',
    'midday|noon|daytime|daylight|afternoon|sunny day|broad daylight|high noon|sunlit',
    '白天|中午|正午|午后|下午|白昼|晴天',
  ),
];

/**
 * Drizzle as rain, not as a cook's drizzle of something ("drizzles condensed milk", "drizzled
 * over the pancakes"). A regex source, shared by the weather cue and the rain sound.
 */
export const DRIZZLE_RAIN =
  '\\bdrizzl(?:es|ed|ing|e)(?![a-z])(?! (?:onto|into|with|on top|over (?:the |a |some )?(?:stack|plate|pancakes|waffles|salad|cake|dessert|bowl|toast|ice cream))| (?:[\\w-]+ ){0,2}(?:syrup|honey|sauce|oil|chocolate|caramel|glaze|dressing|cream|butter|icing|vinegar|juice|milk|sugar|cheese|ketchup|mayo|mustard|salsa|pesto|ganache|tahini|yog(?:h)?urt|lime|lemon|sesame|soy)\\b)';

/** A street interview: asked on the pavement, whoever is asked and whatever their trade. */
export const STREET_INTERVIEW = /\bstreet interviews?\b|街访|街头采访/i;

/** Before dawn is still night; 黎明前 would tie with 黎明 and read as dawn. */
export const PRE_DAWN_ZH = /(?:黎明|日出|破晓|拂晓)(?:之)?前/;

/** "day turns to dusk", "from sunset into night", "从白天到黑夜": the first and last time. */
const TRANSITION_EN =
  /\b(day|dawn|morning|afternoon|sunset|dusk|evening|night)\b[^.,;]{0,20}?\b(?:turns? (?:in)?to|fades? (?:in)?to|into|to|becomes?)\b\s+(?:the\s+)?(?:full\s+|deep\s+|late\s+)?(day|dawn|morning|afternoon|sunset|dusk|evening|night)\b/i;
const TRANSITION_ZH =
  /(白天|黎明|清晨|日出|早晨|上午|正午|中午|午后|下午|黄昏|傍晚|日落|夜晚|黑夜|深夜)[^，。]{0,6}?(?:到|变成|转入|进入|过渡到|直到)(白天|黎明|清晨|日出|早晨|上午|正午|中午|午后|下午|黄昏|傍晚|日落|夜晚|黑夜|深夜|入夜|夜幕降临|天黑|灯火通明|华灯初上|万家灯火|星空|满天星斗|繁星)/;
const TIME_WORD: Record<string, TimeOfDay> = {
  day: 'day',
  dawn: 'dawn',
  morning: 'morning',
  afternoon: 'day',
  sunset: 'golden',
  dusk: 'dusk',
  evening: 'dusk',
  night: 'night',
  白天: 'day',
  日出: 'dawn',
  早晨: 'morning',
  上午: 'morning',
  正午: 'day',
  中午: 'day',
  午后: 'day',
  下午: 'day',
  深夜: 'night',
  入夜: 'night',
  夜幕降临: 'night',
  天黑: 'night',
  万家灯火: 'night',
  灯火通明: 'night',
  华灯初上: 'night',
  黎明: 'dawn',
  清晨: 'dawn',
  黄昏: 'dusk',
  傍晚: 'dusk',
  日落: 'dusk',
  夜晚: 'night',
  黑夜: 'night',
  星空: 'night',
  满天星斗: 'night',
  繁星: 'night',
};

export function findTransition(text: string): readonly [TimeOfDay, TimeOfDay] | undefined {
  const match = TRANSITION_EN.exec(text) ?? TRANSITION_ZH.exec(text);
  const from = TIME_WORD[match?.[1]?.toLowerCase() ?? ''];
  const to = TIME_WORD[match?.[2]?.toLowerCase() ?? ''];
  return from && to && from !== to ? [from, to] : undefined;
}

/**
 * A time-lapse of a sunrise or a sunset is a change of light, hours long: "延时摄影：黄山云海日出"
 * goes from dawn into morning, and ends there, not on a frozen frame.
 */
export function lapseTransition(text: string): readonly [TimeOfDay, TimeOfDay] | undefined {
  if (!/\btime-?lapse\b|\btimelapse\b|延时/i.test(text)) return undefined;
  // ("from sunrise to sunset", "从日出到日落": the whole day, not its first hour.)
  if (/\bsunrise\b[^.]*\bsunset\b|日出[^。]*(?:日落|落日)/i.test(text)) return ['dawn', 'dusk'];
  if (/\bsunrise\b|\bsun ?rises?\b|日出/i.test(text)) return ['dawn', 'morning'];
  if (/\bsunset\b|\bsun ?sets?\b|日落|落日/i.test(text)) return ['golden', 'dusk'];
  return undefined;
}

export const WEATHER_CUES: readonly Cue<Weather>[] = [
  cue(
    'storm',
    '(?<!\\b(?:dust|sand) |\\bafter (?:a |the )?)storm(?! drain|trooper| of (?:cherry |falling )?(?:blossoms|petals|leaves|confetti|sparks|feathers|arrows))|stormy|thunder\\w*|lightning|hurricane|typhoon|downpour|pouring rain|torrential rain|heavy rain',
    '暴风雨|雷雨|雷电|台风|暴风雪|风暴|暴雨|倾盆大雨|瓢泼大雨|大暴雨',
  ),
  cue(
    'rain',
    `(?<!\\bafter (?:the |a )?)rain(?!bow| boots?| jacket| forest)|rainy|raining|${DRIZZLE_RAIN}|downpour|rain-soaked|(?<=\\bit )rains`,
    '雨|下雨|雨夜|雨天|小雨|大雨|细雨|雨中|暴雨|雨丝|淋雨|下着雨|在下雨|下起雨|下起了雨|雨滴|雨点|雨珠',
  ),
  cue(
    'snow',
    'snow(?! leopard| globe| owl| monkey| cone| angel)|snowy|snowing|snowfall|snowflakes?|flurries|blizzard|snowstorm',
    '雪|下雪|雪天|飘雪|雪花|大雪|小雪|雪中|雪夜|暴雪',
  ),
  // (Heat haze shimmers over hot ground: no fog.)
  cue('fog', 'fog|foggy|mist|misty|(?<!heat )haze|hazy', '雾|大雾|薄雾|雾气|晨雾|雾中'),
  cue(
    'wind',
    'wind(?!s? (?:up|down|through|along|around|its|his|her|their|back))|windy|breeze|gust',
    '风|大风|微风|狂风',
  ),
];

/** Swords and immortals in Chinese animation: xianxia donghua. */
export const XIANXIA =
  /\bxianxia\b|\bdonghua\b|仙侠|御剑|修仙|仙门|剑仙|国漫[^。]*(?:剑|侠)|(?:剑|侠)[^。]*国漫/i;

export const STYLE_CUES: readonly Cue<StyleFamily>[] = [
  cue(
    'anime',
    'anime|manga|ghibli(?:-like)?|studio ghibli|cel[- ]shaded',
    '二次元|动漫|日漫|日式动画|番剧|吉卜力|宫崎骏',
  ),
  // (A clay cup or clay roof tiles are no claymation.)
  cue(
    'clay',
    'claymation|clay animation|clay (?:style|figures?|characters?|world|models?|animals?|people|figurines?)|made (?:of|from) clay|plasticine|stop[- ]motion',
    '黏土|粘土|定格动画',
  ),
  cue('pixel', 'pixel art|pixel-art|8-bit|16-bit|pixelated', '像素|像素风|8位'),
  cue('ink', 'ink wash|ink painting|sumi-e|chinese ink', '水墨|水墨动画|国风水墨|工笔'),
  cue('watercolor', 'watercolou?r|gouache|storybook', '水彩|绘本'),
  cue(
    '3d',
    '3d (?:\\w+ )?animation|3d animated|3d cartoon|3d cutaway|cgi character|pixar(?:-like|[- ]style)?',
    '3D动画|三维动画|3D卡通',
  ),
  cue(
    'cartoon',
    'cartoon|cartoony|animated|animation|2d animation|hand-drawn|hand drawn|motion graphics',
    '动画|卡通|手绘|二维动画|国漫|古风动画|动画片',
  ),
  // After cartoon: "古风动画" ties at its start, and a tie goes to the earlier cue.
  cue('wuxia', 'wuxia|xianxia|martial[- ]arts epic', '古风|武侠|仙侠|江湖|侠客|侠女'),
  // A 1940s detective is noir whatever the idea calls it.
  cue(
    'noir',
    'film noir|noir|(?:1940s|40s|forties) (?:detective|private eye|gumshoe|gangster)s?|(?:detective|private eye|gumshoe)s? in an? (?:[a-z]+ ){0,2}(?:1940s|40s)',
    '黑色电影|黑白电影',
  ),
  // "a man in his 70s" is his age, not the decade.
  // ("80s VHS look" is the tape, not the neon grid: VHS is read as vintage.)
  cue(
    'synthwave',
    `synthwave|vaporwave|retrowave|(?<!\\bvhs\\b.*)(?:${AGE_NOT}80s|1980s)(?!.*\\bvhs\\b)`,
    '蒸汽波|合成器浪潮',
  ),
  cue('cyberpunk', 'cyberpunk|blade runner-like', '赛博朋克'),
  cue(
    'vintage',
    // ("unboxing a retro game console": the console is old, not the film.)
    `(?:vintage|retro)(?! (?:[a-z]+ ){0,2}(?:game|games|console|consoles|game ?boy|camera|cameras|car|cars|radio|phone|sneakers?|watch|record player|typewriter|arcade|guitar|bike|bicycle|van|toy|toys|jacket|dress|furniture|lamp|speakers?|walkman|cassette|computer|keyboard|polaroid|film camera|turntable|clock|bottle|suitcase|motorcycle|scooter|tin|box)\\b)|super ?8|vhs|${AGE_NOT}70s|1970s|old film`,
    '复古|怀旧|胶片感|老电影',
  ),
  cue('documentary', 'documentary|docu-style|observational', '纪录片|纪实'),
  // (A dragon drawn in sugar, folded in paper or flown as a kite is no fantasy; nor is a
  // dragon fruit, a dragon boat or a dragon dance.)
  cue(
    'fantasy',
    'epic fantasy|fantasy|(?<!\\b(?:sugar (?:paint\\w*|art)|paper|origami|kites?|lanterns?|toy|lego|plush|stuffed|chinese)\\b.*)dragons?(?! (?:fruit|boat|dance|kite|lantern|roll)s?\\b)|wizards?|elves|elven|sorcer\\w*|enchanted',
    '奇幻|魔幻|玄幻|巨龙|龙宝宝|幼龙|飞龙|独角兽|魔法',
  ),
  cue(
    'photoreal',
    'photoreal\\w*|hyperreal\\w*|realistic|live[- ]action|real footage',
    '写实|真实感|实拍|照片级',
  ),
];

/** Looks that are animation, not live action. */
export const ANIMATED_STYLES: ReadonlySet<StyleFamily> = new Set([
  'anime',
  'clay',
  'pixel',
  'ink',
  'watercolor',
  '3d',
  'cartoon',
]);

export const FORMAT_CUES: readonly Cue<Format>[] = [
  cue(
    'pov',
    'pov|first[- ]person|point of view|through (?:my|your|his|her) eyes|helmet ?cam',
    '第一人称|第一视角|主观视角|主观镜头|POV|pov',
  ),
  cue('timelapse', 'time[- ]?lapse|timelapse|hyperlapse', '延时|延时摄影|缩时'),
  cue('loop', 'loop|looping|seamless loop|cinemagraph|endless', '循环|无缝循环|无限循环'),
  cue(
    'vertical',
    'vertical|portrait mode|9:16|tiktok|instagram reels?|reels|youtube shorts|instagram|douyin|xiaohongshu|social media|grwm|get ready with me|phone wallpaper|lock ?screen',
    '竖屏|竖版|抖音|小红书|快手|视频号|短视频|vlog|Vlog|VLOG|手机壁纸|锁屏壁纸',
  ),
  cue(
    'interview',
    "interview|interviewers?(?:'s|’s)?|being interviewed|talking head|testimonial|to camera|speaks to (?:the )?camera",
    '采访|访谈|对着镜头说|口播',
  ),
  cue(
    'explainer',
    // ("Grandpa shows his grandson how to tie a knot" is a scene between two people.)
    "explainer|explain(?:s|ing)?|white ?board|tutorial|(?<=^|:\\s?)how|(?<!\\b(?:shows?|showing|showed|teach(?:es|ing)?|taught|learns?|learning|learned|learnt|helps?|helping|helped) (?:[\\w']+ ){0,3})how to|lesson|diagram|step[- ]by[- ]step|science of",
    '科普|讲解|解释|教程|原理|演示|图解|教学|白板动画',
  ),
  cue(
    'ad',
    'ad|advert|advertisement|commercial|promo|launch film|product video|(?:tv|television|radio|commercial|ad|\\d+-second) spot|tagline|slogan|logo reveal|packshot|product shot',
    '广告|宣传片|产品视频|种草|带货|广告语|口号',
  ),
  cue(
    'unboxing',
    'unbox\\w*|unwrap\\w*|opening (?:the|a) (?:box|package|parcel)',
    '开箱|拆箱|拆快递|拆包裹',
  ),
  cue(
    'music-video',
    'music video|mv|performs? (?:a|the|her|his) song|lip[- ]sync',
    'MV|mv|音乐视频|音乐短片|歌曲|情歌|主题曲',
  ),
  cue(
    'slow-motion',
    'slow[- ]?mo(?:tion)?|super slow|high[- ]speed (?:camera|footage|shot|cam)|(?<!\\bat )high[- ]speed(?! (?:chase|train|rail|pursuit|internet|crash|run|ride|descent|race)\\b)',
    '慢动作|慢镜头|升格',
  ),
];

/** Words that make a scene type, beyond format and setting cues. */
export const TOPIC_CUES = {
  space: cue(
    'space',
    'astronauts?|spaceships?|starships?|motherships?|ufos?|flying saucers?|alien (?:ship|craft|invasion)s?|space station|rocket|planet|galaxy|nebula|alien world|spacewalk|black hole|wormhole|asteroids?',
    '宇航员|太空|飞船|火箭|星球|星系|外星|黑洞|虫洞',
  ),
  horror: cue(
    'horror',
    'horror|haunted|ghost|ghostly|creepy|eerie|zombie|demon|possessed|nightmare|sinister|creepy doll|blood-curdling|by itself|on its own|no one (?:is )?there|nobody (?:is )?there|nothing (?:is )?there|knocking (?:from inside|from behind|continues|again)|knocks? from inside|found[- ]footage|scratching (?:inside|from|behind|under)|scratches back|something (?:crawls|breathes|scratches|moves|is breathing|is crawling)|breathing under the bed|dolls?\\W?s? heads?|porcelain dolls?|old dolls?|faceless|(?:has|with|had) no face|without a face|no reflection|(?:casts|has) no shadow',
    '恐怖|闹鬼|鬼|幽灵|诡异|惊悚|僵尸|噩梦|灵异|阴森|毛骨悚然|不该存在|不存在的人|不属于|不该出现|凭空出现|明明已经|明明不在|自己动了|自己打开|自己转|头突然转|突然转了过来|床底下传来|布娃娃|里面传出|里面传来|衣柜门慢慢|衣柜门缓缓|柜门慢慢打开|柜门缓缓打开|抓挠声|敲击声|怪声|异响|没有脸|无脸|没有五官|没有影子|没有倒影',
  ),
  sports: cue(
    'sports',
    'sports?(?!s? ?cars?)|skateboard\\w*|kickflips?|ollies?|heelflips?|skater|surf(?:s|er|ers|ing|board\\w*)?|basketball|football|soccer|boxing|boxer|sprint\\w*|sprinter|marathon|ski(?:s|er|ers|ing|ied|ed|-jump\\w*)?|snowboard\\w*|parkour|bmx|tennis|volleyball|gymnast\\w*|athlete|dunks?|goal|goalkeepers?|goalies?|crossbar|penalty kick|free kick|match|(?:a|the|horse|bike|car|drag|boat|relay) race|races? ?cars?|racing cars?|race ?track|racetrack|climb(?:er|ing)|boulder\\w*|baseball|pitcher|curveball|home run|batter|stadium|hockey|rugby|golf|swing (?:the|a) (?:bat|club)|slam dunk|touchdown|mountain bik\\w*|downhill bik\\w*|motocross|dirt ?bik\\w*|freerid\\w*',
    '篮球|足球|滑板|冲浪|拳击|跑步|滑雪|比赛|运动员|跑酷|网球|排球|体操|攀岩|赛跑|扣篮|射门|山地车|速降|越野摩托|守门员|门将|扑救|点球',
  ),
  drama: cue(
    'drama',
    'argue\\w*|argument|quarrel\\w*|fight with|reunite\\w*|reunion|confess\\w*|farewell|goodbye|estranged|breakup|break up|apolog\\w*|tears|cries|crying|sobbing|embrace\\w*|hug\\w*|proposal|proposes|funeral|wedding|divorce|betray\\w*|secret',
    '争吵|吵架|重逢|告别|道别|分手|哭|流泪|拥抱|求婚|葬礼|婚礼|背叛|和好|疏远|对峙',
  ),
  food: cue(
    'food',
    'food|street food|tortillas?|quesadillas?|tamales?|arepas?|empanadas?|churros?|tlayudas?|comal|pad thai|bao|bao buns|buns|dim sum|xiaolongbao|gyoza|tacos?|burritos?|kebabs?|skewers?|pho|curry|fried chicken|popsicle|smash burger|coffee|latte|espresso|cappuccino|tea|matcha|dish|meal|dessert|cake|pastry|bread|sourdough|loaf|loaves|baguettes?|noodles?|ramen|sushi|pizza|burger|cocktail|steak|pancakes?|soup|dumplings?|wontons?|croissant|chocolate|honey|syrup|fries|salad|cheese|pasta|wine|beer|ice cream|donuts?|cookies?|waffles?|eggs?|batter|dough|sauce|broth|bbq|barbecue|sizzl\\w*|plating|recipe|ribeye|brisket|salmon|tuna|shrimp|prawns?|scallops?|mussels|clams|oysters?|crab|lobster tail|bacon|avocado|toast|espresso shot|whipped coffee|boba|bubble tea|milk tea|dutch baby|crepes?|omelet(?:te)?|powdered sugar|skillet|frying pan|cr[eè]me br[uû]l[eé]e|brul[eé]e|tiramisu|macarons?|souffl[eé]s?|cheesecake|pies?|tarts?|custard|pudding|mochi|gelato|sorbet|brownies?|cupcakes?|muffins?|bagels?|sandwich\\w*|paella|risotto|lasagna|spaghetti|carbonara|hot pot|bibimbap|kimchi|tempura|onigiri|sashimi|noodle soup|stir[- ]fry|wok|grill(?:s|ed|ing)?',
    '美食|咖啡|拿铁|拉花|抹茶|料理|甜品|蛋糕|面包|面条|拉面|火锅|寿司|披萨|汉堡|饺子|包子|小笼包|生煎|煎包|锅贴|馄饨|烧卖|粽子|豆浆|油条|煎饼|肉夹馍|螺蛳粉|米线|烤鸭|烧烤|烤串|麻辣烫|凉皮|臭豆腐|糖葫芦|蛋挞|美式|冰美式|海鲜|龙虾|生蚝|牛奶|鸡蛋|蛋液|煎蛋|溏心蛋|荷包蛋|蛋黄|蛋白|牛排|汤|奶茶|珍珠奶茶|烤肉|红烧肉|小龙虾|早餐|菜|糕点|月饼|汤圆|年夜饭|茶|抄手|红油|饺子皮|面馆|小面|汤面|阳春面|豌杂面|重庆小面|牛肉面|炸酱面|热干面|担担面|刀削面|拉条子|米饭|炒饭|盖饭|粥|豆腐|麻婆豆腐|回锅肉|宫保鸡丁|糖醋|烤肠|卤味|酸辣粉|肠粉|叉烧|烧鹅|烧麦|春卷|月饼|糖水|甜点|冰淇淋|雪糕|奶油|巧克力|披萨|点心|早茶|夜宵|出锅|下锅|翻炒|颠勺|爆炒|蒸笼|烤鱿鱼|铁板鱿鱼|烤鱼|烤生蚝|烤玉米|烤红薯|烤冷面|炸串|炸鸡|鸡排|油花四溅',
  ),
  product: cue(
    'product',
    'products?|bottle|perfume|fragrance|sneakers?|wristwatch|luxury watch|smartwatch|headphones?|earbuds?|smartphone|phone|laptop|cosmetics?|skincare|serum|lipstick|moisturi[sz]er|cream jar|packshot|jewel\\w*|engagement ring|diamond ring|necklace|gadget|device|speaker|camera body|handbag|bag|sunglasses|keyboard|mug|candle|lamp|toothbrush|razor|shaver|hair ?dryer|blender|kettle|controller|console|tablet|e-?reader|logo reveal|packshot|soda cans?|(?:lemon |orange |grape )?soda|cola|energy drinks?|sparkling water|seltzer|thermos|vacuum flask|tumblers?|power ?bank',
    '产品|商品|香水|护肤|精华|精华液|口红|面霜|手表|耳机|手机|球鞋|运动鞋|珠宝|项链|戒指|包包|香薰|蜡烛|音箱|键盘|电商|汽水|饮料|牙刷|剃须刀|吹风机|品牌logo|品牌标志|可乐|苏打水|气泡水|保温杯|保温壶|充电宝|茶瓶|饮料瓶|瓶装|易拉罐',
  ),
  nature: cue(
    'nature',
    'wildlife|wild|forest|mountains?|waterfall|meadow|flowers?|blossom\\w*|trees?|leaves|tide|volcano|glacier|aurora|northern lights|savann?a|rainforest|reef',
    '野生|森林|山|瀑布|草原|花|花朵|树|落叶|潮汐|火山|冰川|极光|雨林|荷花|樱花|油菜花|荒野|野外|岩石|草丛|捕食|猎物',
  ),
  travel: cue(
    'travel',
    'travel\\w*|trip|journey|vacation|holiday|tourist|landmark|destination|road trip|backpack\\w*|hotel|old town|temple|village|island',
    '旅行|旅游|旅拍|古镇|景点|度假|海岛|小镇|寺庙|打卡|外滩|洪崖洞|故宫|长城|西湖|黄山|张家界|桂林|丽江|大理|鼓浪屿|布达拉宫|张家界|九寨沟',
  ),
} satisfies Record<string, Cue<string>>;

/** Where a cue first occurs in the idea, or -1: English by regex, Chinese by word. */
export function cueIndex<K>(c: Cue<K>, text: string, zh: ChineseWords | undefined): number {
  const en = c.en.exec(text);
  let best = en ? en.index : -1;
  if (zh) {
    for (const word of c.zh) {
      const at = containsWord(zh, word);
      if (at !== -1 && (best === -1 || at < best)) best = at;
    }
  }
  return best;
}

/** The cue of a list found earliest in the text, if any. */
export function firstCue<K>(
  list: readonly Cue<K>[],
  text: string,
  zh: ChineseWords | undefined,
): K | undefined {
  let found: K | undefined;
  let at = Infinity;
  for (const c of list) {
    const index = cueIndex(c, text, zh);
    if (index !== -1 && index < at) {
      at = index;
      found = c.key;
    }
  }
  return found;
}

/** Every cue of a list the text has, in list order. */
export function allCues<K>(
  list: readonly Cue<K>[],
  text: string,
  zh: ChineseWords | undefined,
): K[] {
  return list.filter((c) => cueIndex(c, text, zh) !== -1).map((c) => c.key);
}
