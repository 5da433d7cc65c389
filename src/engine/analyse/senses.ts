/**
 * What an idea says the clip looks and sounds like beyond its place and time: the colours it
 * names ("matte black", "红墙金瓦"), the sounds it names (the cicadas, the music box, 滋滋作响),
 * the pace of its action, and snow or rain that has already fallen ("after the snow", 雪后).
 * Compose writes these first: a palette from the idea's own colours, an audio line that starts
 * with the sound it asked for.
 */
import type { Pace, Sound, Weather } from '../../domain/prompt/plan.ts';
import { chineseWords, type ChineseWords } from './chinese-words.ts';
import { DRIZZLE_RAIN, firstCue, WEATHER_CUES } from './cues.ts';

const COLOUR_WORDS =
  'black|white|red|crimson|scarlet|orange|yellow|gold|golden|green|emerald|jade|blue|navy|teal|turquoise|cyan|purple|violet|lavender|pink|magenta|silver|grey|gray|brown|beige|cream|ivory|amber|copper|bronze|rose';
const COLOUR_EN = new RegExp(
  // ("ice cream", "whipped cream", "cream cheese" are food, no colour.)
  `\\b(?!ice cream\\b)(?!(?<=\\b(?:sour|whipped|clotted|shaving|heavy|double|single|sun|hand|face|eye|ice) )cream\\b)((?:matte|glossy|deep|pale|bright|dark|light|soft|neon|electric|warm|cool|dusty|pastel|burnt|rich|muted|jet|ice|sky|blood|hot) )?(${COLOUR_WORDS})\\b(?! (?:hour|retriever|leopard|labrador|panda|bear|pepper|wine|carpet|card|belt|sheep|whale|jay|heron|cheese|soda|puffs?|sauce|pie|tea|cakes?|cones?))`,
  'gi',
);
/** Chinese colours, as a creator writes them (红墙 is red, 金瓦 gold). */
const COLOUR_ZH: readonly [RegExp, string][] = [
  [/哑光黑|磨砂黑/, '哑光黑'],
  [/黑色|纯黑|墨黑|漆黑/, '黑'],
  [/白色|纯白|雪白|白衣|白裙|白墙/, '白'],
  [/红墙|红色|朱红|大红|正红|红灯笼/, '朱红'],
  [/金瓦|金色|金黄|鎏金/, '金黄'],
  [/蓝色|湛蓝|天蓝|藏青/, '蓝'],
  [/绿色|翠绿|墨绿|青绿/, '绿'],
  [/粉色|粉红|樱花粉|桃粉/, '粉'],
  [/紫色|紫罗兰/, '紫'],
  [/银色|银白/, '银'],
  [/橙色|橘色/, '橙'],
  [/黄色|明黄/, '黄'],
];

/** The colours an idea names, in order, once each (at most four). */
export function findColours(text: string, lang: 'en' | 'zh'): string[] {
  const found: string[] = [];
  if (lang === 'zh') {
    for (const [re, name] of COLOUR_ZH)
      if (re.test(text) && !found.includes(name)) found.push(name);
    return found.slice(0, 4);
  }
  for (const match of text.matchAll(COLOUR_EN)) {
    const colour = `${match[1] ?? ''}${match[2] ?? ''}`.toLowerCase().replace('gray', 'grey');
    const plain = colour === 'golden' ? 'gold' : colour;
    if (!found.some((known) => known.endsWith(plain.split(' ').at(-1) ?? plain))) found.push(plain);
  }
  return found.slice(0, 4);
}

const SOUND_CUES: readonly [Sound, RegExp][] = [
  ['cicadas', /\bcicadas?\b|蝉鸣|知了/i],
  ['crickets', /\bcrickets?\b|蛐蛐|蟋蟀/i],
  ['music-box', /\bmusic box\b|八音盒|音乐盒/i],
  ['creak', /\bcreak\w*|吱呀|嘎吱/i],
  ['crying', /\b(?:cry|cries|crying|sob\w*|weep\w*)\b|哭/i],
  // (Noodles or dumplings 下锅 go into boiling water, not hot oil.)
  ['sizzle', /\bsizzl\w*|滋滋|嗞嗞|煎|油炸|炸鸡|(?<![面饺圆饨粉][^。]*)下锅/i],
  ['thunder', /\bthunder\w*|雷声|打雷|雷雨/i],
  ['bells', /\b(?:bells?|chimes?)\b|钟声|铃声|风铃/i],
  ['engine', /\b(?:engine|motorbike|motorcycle|roars? off|revs?)\b|引擎|摩托|发动机/i],
  // A candle's flame is a small light, not a fire that roars.
  [
    'fire',
    /\b(?:(?<!candle )flames?|flamb\w*|wok|campfire|fireplace|bonfire|blaze|burning (?:house|building|forest|car|barn|ship))\b|火苗|猛火|篝火|壁炉|颠勺|大火|火海|着火的/i,
  ],
  [
    'live-music',
    /\b(?:jazz|band|trio|quartet|orchestra|saxophon\w*|sax|guitar\w*|piano|pianist|violin\w*|cell(?:o|ist)|drums?|drummer|busker|choir|bag ?pipe[rs]*|pipers?|erhu|fiddlers?|trumpeters?|accordionists?|harmonica|banjo|ukulele|flautists?|harpists?|guzheng|pipa)\b|乐队|吉他|钢琴|小提琴|萨克斯|鼓手|演奏|弹奏|吹奏|风笛|二胡|古筝|琵琶|唢呐|手风琴|口琴/i,
  ],
  // (Ice drifting past a porthole in Saturn's rings is no drink's ice.)
  [
    'ice',
    /\bice cubes?\b|\bclink\w*|(?<!舷窗外的?|太空中的?|星环里的?)冰块(?![^，。]{0,4}(?:漂|飘|浮))/i,
  ],
  // ("rolls away cheering" is the skater's own cheer: a crowd cheers only when one is named.)
  [
    'crowd',
    /\b(?:crowd|applause|audience)\b|\b(?:fans|spectators|stands|stadium|everyone|people|class|team|friends|crew|mates|kids|family) (?:\w+ )?cheer\w*|\bto (?:the )?cheers\b|欢呼|观众|喝彩/i,
  ],
  ['laughter', /\blaugh\w*|笑声|大笑/i],
  ['clock', /\b(?:clock|ticking)\b|钟表|滴答/i],
  ['typing', /\b(?:typing|keyboard clatter)\b|敲键盘/i],
  ['heartbeat', /\bheartbeat\b|心跳/i],
  [
    'breathing',
    /\b(?:something|someone|it) (?:is )?breath\w*|\bbreathing (?:under|behind|inside|from)\b|(?:床底|黑暗|门后)[^，。]{0,6}呼吸声/i,
  ],
  // A scream is heard before a whisper when a clip has room for two sounds.
  ['scream', /\bscream\w*|\bshriek\w*|尖叫|惨叫/i],
  // "hears knocking", "knocks on the door"; a cat that knocks a glass over makes no knock.
  [
    'knock',
    /\bknocking\b(?! (?:over|off|down|it|the|a)\b)|\bknock(?:s|ed)? (?:on|at|from|(?:once|twice|three times)\b)|敲门声|敲击声|咚咚|敲了(?:一|两|三)下/i,
  ],
  // "hears scratching inside the walls": claws on wood, the horror's own sound.
  [
    'scratch',
    /\bscratch(?:ing|es)\b(?! (?:his|her|their|its) (?:head|chin|ear|back))|抓挠声|挠墙|刮擦声/i,
  ],
  // "a door slams at the end": the slam is the scare, heard.
  [
    'slam',
    /\b(?:door|gate|window|shutter)s? (?:\w+ )?slam\w*|(?<!\blid )\bslams? (?:shut|closed)\b|(?<!\blid )\bslamming\b|砰地关上|猛地关上|摔门/i,
  ],
  ['whisper', /\bwhisper\w*|低语|耳语/i],
  ['siren', /\bsirens?\b|警笛/i],
  ['footsteps', /\bfootsteps?\b|脚步声/i],
  ['birds', /\b(?:birdsong|birds? sing\w*|chirp\w*)\b|鸟鸣|鸟叫/i],
  [
    'rain',
    new RegExp(
      `(?<!\\bafter (?:the |a )?)\\b(?:rain(?:s|ing|y|drops?)?|downpour)\\b(?! ?(?:bow|coat|boots|forest))|${DRIZZLE_RAIN}|下雨|雨声|雨夜|大雨|小雨|细雨|暴雨|雨中|雨滴|雨点|雨珠`,
      'i',
    ),
  ],
  ['wind', /\b(?:skydiv\w*|free ?fall\w*|windy|gusts?|gale)\b|狂风|大风|跳伞/i],
  ['waves', /\b(?:waves? (?:crash|break)\w*|crashing waves|surf)\b|浪花拍|海浪声/i],
];

/** The sounds an idea names, in the order of the list above. */
export function findSounds(text: string): Sound[] {
  return SOUND_CUES.filter(([, re]) => re.test(text)).map(([sound]) => sound);
}

const URGENT =
  /\b(?:sprint\w*|race[sd]?|racing|chas\w*|flee\w*|escap\w*|run(?:s|ning)? (?:for|to catch|from|after)|rush\w*|dash\w*|explod\w*|crash\w*|fight\w*|battle\w*|duel\w*|attack\w*|pounc\w*|leap\w*|dodg\w*|late for|in a hurry|roller ?coaster|first drop|fpv|downhill|(?:huge|giant|monster|massive) waves?|nazar[eé]|bomb\w* (?:down )?(?:a |the )?hill|weav\w* (?:through|between) (?:the )?(?:\w+ )?(?:traffic|cars|crowds?))\b|冲刺|过山车|穿越机|无人机穿梭|冲下|俯冲|追赶|逃|狂奔|飞奔|冲向|打斗|对决|爆炸|赶不上|快迟到/i;
/** A dog chasing bubbles or its tail plays: the chase is not urgent. */
const PLAY =
  /\bchas\w* (?:(?:a|the|its|his|her|their) )?(?:(?:autumn|falling|fallen|dry|red|yellow|soap|tennis|rubber) )?(?:bubbles?|balls?|tail|butterfl\w*|leaves|laser\w*|frisbees?|each other|snowflakes?)\b|追(?:泡泡|尾巴|蝴蝶|球)/gi;
const CALM =
  /\b(?:drift\w*|float\w*|sleep\w*|nap\w*|sip\w*|stroll\w*|meditat\w*|rest\w*|relax\w*|breath\w*|slowly|gently|calm\w*|quiet\w*|still)\b|缓缓|慢慢|静静|悠闲|发呆|打盹|漫步|安静/i;

const TRAVEL =
  /\b(?:run\w*|ran|sprint\w*|jog\w*|walk\w*|strol\w*|hik\w*|rid(?:e|es|ing)|rode|driv\w*|drove|cycl\w*|bik(?:e|es|ing)|skat\w*|ski(?:s|ing)?|surf\w*|swim\w*|swam|fl(?:y|ies|ying|ew)|soar\w*|glid\w*|gallop\w*|chas\w*|rac(?:e|es|ing)|crawl\w*|climb\w*|march\w*|dash\w*|rush\w*|flee\w*|escap\w*|wander\w*|roam\w*|sail\w*|paddl\w*|row(?:s|ing)|dive\w*|dove|weav\w*|drift\w*|float\w*|circl\w*|prowl\w*|stalk\w*|crosses|crossing|cruis\w*|drops? into|carves?|late for|running late)\b|跑|奔|走|骑|开车|驾驶|飞|游|滑|追|穿过|穿梭|漫步|行驶|驶|冲向|爬/i;

/** Whether something travels through the frame (what a tracking shot needs). */
export function findTravel(text: string): boolean {
  // "during the morning rush" is a busy hour, not someone rushing through the frame.
  return TRAVEL.test(
    text.replace(/\b(?:the|morning|lunch|lunchtime|evening|dinner|holiday) rush\b/gi, ''),
  );
}

/** The pace of the idea's action, when its words say. */
export function findPace(text: string): Pace | undefined {
  if (URGENT.test(text.replace(PLAY, ''))) return 'urgent';
  if (CALM.test(text)) return 'calm';
  return undefined;
}

/** Snow or rain that has already fallen: the ground shows it, the air does not. */
/**
 * Snow lying, none falling: "a snow-capped peak", "a puppy sees snow for the first time",
 * "rolls in the snow" (unless the idea has it falling too).
 */
function snowLying(text: string): boolean {
  if (
    /\bsnow-capped\b|\bcovered in snow\b|白雪覆盖|\bsnowy (?:mountain|peak|field|forest|village|street|roof|hill|ridge|slope|landscape)/i.test(
      text,
    )
  )
    return true;
  return (
    /\b(?:sees?|seeing|saw|in|into|through|on|across|over) (?:the |fresh |deep |first |soft )?snow\b/i.test(
      text,
    ) &&
    !/\b(?:snowing|snowfall|snowflakes?|falling snow|snow (?:falls|falling|drifts|is falling)|blizzard|snowstorm|flurries)\b|下雪|飘雪|雪花|大雪纷飞/i.test(
      text,
    )
  );
}

export function findAfter(text: string): Weather | undefined {
  if (snowLying(text)) return 'snow';
  if (
    /\bafter (?:the )?snow(?:fall|storm)?\b|\bsnow(?:m[ae]n|balls?|ball fight|angels?)\b|\bsled\w*|\bigloo|\bsnow-covered\b|\bsnowed-in\b|\bsnowfield\b|\b(?:across|through|in|on) the snow\b|\bski(?:s|ing|er|ers|ed)?\b|\bsnowboard\w*|\bski slopes?\b|\bpistes?\b|雪后|积雪|雪霁|雪地|雪原|雪人|打雪仗|雪橇|滑雪|雪道|雪场/i.test(
      text,
    )
  )
    return 'snow';
  if (
    /\bafter (?:the |a )?(?:rain|storm|downpour)\b|\brain-soaked\b|\bwet streets?\b|雨后|雨停|刚下过雨/i.test(
      text,
    )
  )
    return 'rain';
  // (Puddles lie after the rain, "splashing through neon puddles", unless it is raining still.)
  if (/\bpuddles?\b/i.test(text) && !/\brain(?:s|ing|y)?\b|\bdownpour\b|\bdrizzl/i.test(text))
    return 'rain';
  return undefined;
}

/**
 * A line about weather to come or weather in general: "gonna storm by noon", “明天要下雨”,
 * “最难的是下雨天” (rainy days, not this one).
 */
const FORECAST =
  /\b(?:gonna|going to|will|'ll|by (?:noon|tonight|tomorrow|morning)|tomorrow|later|forecast|rainy days|when it rains)\b|要下|快下|会下|明天|待会|一会儿|下雨天|雨天|刮风天|每逢下雨/i;

/** A line that says the weather is happening now. */
const WEATHER_NOW =
  /\b(?:snowing|raining|pouring|storming|hailing|drizzling)\b|\b(?:it'?s|it is) (?:a )?(?:storm|blizzard|snow|rain)\b|下雪|下雨|刮风|打雷|下冰雹|暴雨|雪好大|雨好大/i;

/** A storm someone remembers or tells about is not in the shot. */
const TOLD =
  /\b(?:about|remembers?|recalls?|story of|memory of) (?:the |a |that )?(?:\w+ )?(?:storms?|rains?|snows?|blizzards?|floods?)\b|(?:storm|rain|snow) (?:that|which) (?:took|killed|destroyed|ruined)|(?:讲述|回忆)[^，。]*(?:暴风雨|风暴|台风|大雪|暴雨)/i;

/**
 * The weather in the shot. Rain on a kitchen's windows is still rain (the vocabulary says how
 * it is heard indoors); weather is read in the lines too ("终于下雪了" is said at the window it
 * is snowing past), but not a forecast or a memory.
 */
export function findWeather(
  core: string,
  scene: string,
  zh: ChineseWords | undefined,
): Weather | undefined {
  if (TOLD.test(scene)) return undefined;
  // A line counts only where it says the weather happening ("It's snowing!", 终于下雪了): "Never
  // eat yellow snow" puts no snow in the street.
  const forecastless = core.replace(/"[^"]*"|“[^”]*”/g, (line) =>
    FORECAST.test(line) || !WEATHER_NOW.test(line) ? ' ' : line,
  );
  return firstCue(
    WEATHER_CUES,
    forecastless,
    forecastless === core ? zh : chineseWords(forecastless),
  );
}
