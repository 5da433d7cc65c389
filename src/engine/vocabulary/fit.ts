/**
 * Vocabulary is data with tags; fitting is this one function. A phrase says where it belongs
 * (`fits`) and where it must never go (`never`); compose keeps only phrases that fit the plan.
 */
import type {
  Environment,
  Format,
  Medium,
  Pace,
  Plan,
  SceneType,
  Sound,
  StyleFamily,
  SubjectKind,
  TimeOfDay,
  Weather,
} from '../../domain/prompt/plan.ts';
import { literalGate, wordBeginnings, wordStarts } from './pattern-gate.ts';

export interface Tags {
  type?: readonly SceneType[];
  env?: readonly Environment[];
  time?: readonly TimeOfDay[];
  weather?: readonly Weather[];
  medium?: readonly Medium[];
  style?: readonly StyleFamily[];
  format?: readonly Format[];
  subject?: readonly SubjectKind[];
  /** true: only indoors; false: only outdoors (an unknown setting fits neither). */
  indoor?: boolean;
  /** Sounds and sights that need air: wind, birds, footsteps, smoke (not in space or underwater). */
  air?: true;
  /** Needs people in the frame (hands, faces, voices). */
  people?: true;
  /** Needs two people or more (a two-shot). */
  group?: true;
  /** Needs three people or more (a group shot; never a two-shot). */
  many?: true;
  /** Needs something that travels through the frame (a tracking shot follows a runner). */
  moving?: true;
  /** Needs quoted dialogue (a push-in toward the speaker). */
  speech?: true;
  /** Needs something to happen (sounds "of the action" need an action). */
  acts?: true;
  /** Needs the idea to mention this (a boat for "spray off the bow"). */
  mentions?: RegExp;
  pace?: readonly Pace[];
  /** Needs the idea to name this sound. */
  sound?: readonly Sound[];
  /** Snow or rain that has already fallen. */
  after?: readonly Weather[];
  /** Extra weight among fitting phrases: a light source the idea names beats a stock light. */
  boost?: number;
}

export interface Phrase {
  en: string;
  zh: string;
  fits?: Tags;
  never?: Tags;
}

/** The deep sea, where no sunlight reaches: no light shafts, coral or sunlit colours there. */
export const DEEP_WATER =
  /\bdeep[- ](?:ocean|sea|water)\b|\babyss\w*|\bdepths\b|\btrench\b|ocean floor|seabed|sea floor|深海|海底|海沟/i;

/** A vintage find, unboxed: an old printed box, no seal and no tissue paper. */
/** A product shot against black: low-key colours and light, never a white sweep. */
export const DARK_BACKDROP =
  /\b(?:dark|black|matte black|charcoal|moody|low-key) (?:background|backdrop|set|studio|void)\b|\bon black\b|黑色背景|深色背景|暗色背景|黑背景|纯黑背景/i;

export const VINTAGE =
  /\b(?:vintage|retro|old|antique|original box|80s|90s|1980s|1990s)\b|复古|老式|古董|怀旧/i;

/** A product rising out of a pool of ink: the ink is its set and its colour. */
export const INK_POOL =
  /\b(?:pool|pools|sea|surface) of (?:black )?ink\b|\bout of (?:the )?ink\b|墨汁|墨水|墨池/i;

/** Aerial words in Chinese; a drone unboxed or on show ("开箱一台新的无人机") is the product. */
export const AERIAL_ZH =
  '航拍|(?<!开箱[^，。]{0,6}|一台[^，。]{0,4}|新的?)无人机(?!开箱|的(?:包装|盒子|外观|机身))';

/** Whiteboard animation: marker lines drawn on white by a hand, step by step. */
export const WHITEBOARD = /\bwhite ?board\b|\bdoodle (?:video|animation)\b|白板动画|手绘白板/i;

/** Seen from a drone or a plane, high above: the Camera line flies, the land unfolds below. */
// (A drone unboxed or on show is the product: "开箱一台新的无人机", "unboxing a drone".)
export const AERIAL = new RegExp(
  `\\b(?:(?<!(?:unbox\\w*|new|review\\w*) (?:a |the |my )?(?:new )?)drone(?! unboxing)|aerial|fpv|fly-?over)\\b|${AERIAL_ZH}|鸟瞰`,
  'i',
);

/** An FPV drone threading through a place: fast and low, never a slow glide. */
export const FPV =
  /\bfpv\b|\bdrone (?:weaves|weaving|threads|threading|dives|diving|races|racing) (?:between|through)\b|无人机穿(?:越|梭)|穿越机/i;

/** A restaurant's working kitchen: steel, heat lamps, a brigade calling orders. */
export const PRO_KITCHEN =
  /\b(?:michelin|restaurant kitchen|professional kitchen|busy kitchen|commercial kitchen|head chef|sous[- ]chef|line cooks?|the pass)\b|后厨|米其林|主厨/i;

/** Inside an elevator: a closed steel box, no windows, no corridor. */
/** A lift is the noun ("in the lift"), not someone who lifts a frame of honeycomb. */
export const ELEVATOR =
  /\belevators?\b|\b(?:the|a|an|in|into|of|old|broken|hotel|office|service) lifts?\b|\blift (?:doors?|shaft|button|car|cables?)\b|电梯/i;

// A street interview is on the pavement (read by the analyser too).
export { STREET_INTERVIEW } from '../analyse/cues.ts';

/** Mars: thin air and red dust, not the vacuum of space. */
/**
 * Mars, or a red, dead or desert planet someone stands on: thin air, dust and a pale sky, never
 * the black vacuum of deep space.
 */
export const MARS =
  /\bmars\b|\bmartian\b|\b(?:red|dead|desert|dusty|barren|rocky|alien) planet\b|\bplanet'?s surface\b|\bsurface of (?:a|an|the) (?:\w+ )?planet\b|火星(?!飘|四溅|点点|子)|红色(?:的)?星球|红色(?:沙漠|荒漠|岩石)的星球|(?:沙漠|荒漠)星球|荒(?:芜|凉)的星球|外星(?:球)?(?:表面|地表)|星球(?:表面|地表)|(?:降落|着陆)在[^，。]{0,8}星球/i;

/** The African savanna: acacias, dry grass and heat haze, never a farm's fence and fields. */
export const SAVANNA =
  /\bsavann?ah?\b|\bserengeti\b|\bma(?:a)?sai mara\b|\bafrican (?:plains?|bush|grassland)\b|\bkalahari\b|稀树草原|非洲草原|塞伦盖蒂|马赛马拉/i;

/** A parking garage: concrete, pillars and strip lights, never a window. */
export const PARKING_GARAGE =
  /(?<!rooftop )\bparking (?:garage|structure|deck)\b|\bcar park\b|\bunderground garage\b|停车场|地下车库|停车库/i;

/** Inside a base on a planet: a room with air, out of the dust and the helmets. */
export const PLANET_BASE = /\b(?:base|habitat|hab|module)\b|基地|舱内/i;

/** Children at the heart of a scene: a caper or a squabble, not a quiet adult drama. */
export const KIDS =
  /\b(?:kids?|children|toddlers?|schoolkids|siblings)\b|小朋友|孩子们|小孩|小孩子|兄妹|姐弟|兄弟俩|姐妹俩/i;

/**
 * Seeing as a bird or a bat in flight ("you're a pigeon flying through …"); "pov you're a pigeon"
 * is one in flight too, as its beats are (pov-roles.ts).
 */
export const FLYING_CREATURE =
  /\b(?:pigeon|bird|eagle|hawk|seagull|gull|crow|raven|owl|bat|bee|butterfly|dragonfly|sparrow|falcon|parrot|osprey|kestrel|swallow)s?\b[^.]*\b(?:fl(?:y|ies|ying|ew)|div(?:e|es|ing)|swoop\w*|soar\w*|glid\w*)\b|\bfl(?:y|ying)\b[^.]*\bas an? (?:pigeon|bird|eagle|hawk|seagull|crow|bee)\b|\b(?:you(?:'re|’re| are)|you're|i'm|i am)\s+an? (?:pigeon|bird|seagull|gull|crow|sparrow|eagle|hawk|falcon)\b|(?:鸽子|小鸟|鸟|老鹰|海鸥|乌鸦|蜜蜂|蝴蝶)[^。]{0,6}飞|你是一只(?:鸽子|小鸟|鸟|海鸥|老鹰)/i;

/** Flying through a city yourself (a wingsuit, a jetpack, 在赛博朋克城市中飞行): towers stream past. */
export const CITY_FLIGHT =
  /^(?=.*(?:\b(?:fly|flying|flies|soar\w*|wingsuit|jetpack|hoverbike)\b|飞行|飞翔|翱翔|飞越|穿梭飞))(?=.*(?:\b(?:city|towers?|skyscrapers?|buildings?|skyline|downtown)\b|城市|高楼|楼宇|都市|大厦))/is;

/** A comedy on a stage (相声, stand-up): a table or a mic, the audience laughing, no concert. */
export const STAGE_COMEDY =
  /\bstand-?up\b|\bcomedy club\b|\bcomedians?\b|相声|小品|脱口秀|捧哏|逗哏/i;

/** An argument: raised voices, not a quiet room. */
// (Shouting "Race you to the river!" while laughing is play, not a row.)
export const ARGUING =
  /^(?![\s\S]*\b(?:laugh\w*|giggl\w*|race you|chas\w*|play\w*|cheer\w*)\b)[\s\S]*(?:\b(?:argu\w*|fight(?:s|ing)?|quarrel\w*|bicker\w*|squabbl\w*|yell\w*|shout\w*)\b|吵架|争吵|吵|争执|拌嘴)/i;

/** A hummingbird: its wings heard, its throat feathers lit, the garden blurred behind it. */
/** The Milky Way, star trails: a moonless night sky. */
export const MILKY_WAY = /\bmilky way\b|\bstar trails?\b|银河|星河|星轨/i;

export const HUMMINGBIRD = /\bhummingbirds?\b|蜂鸟/i;

/** An inn on a snowy night: its lantern-hung door and the warm light on the snow. */
export const SNOWY_INN = /^(?=.*(?:\binn\b|\btavern\b|客栈|酒肆))(?=.*(?:\bsnow\w*|雪))/is;

/** Rush hour: traffic nose to tail, horns, a scooter threading the gaps. */
export const RUSH_HOUR =
  /\brush[- ]hour\b|\btraffic jams?\b|\bbumper[- ]to[- ]bumper\b|\bgridlock\b|早高峰|晚高峰|堵车/i;

/** A packed subway train at rush hour: its car, its crowd (an empty station is its own). */
export const SUBWAY =
  /挤地铁|(?:地铁|车厢)[^，。]{0,8}(?:早高峰|晚高峰|挤)|(?:早高峰|晚高峰|挤)[^，。]{0,8}(?:地铁|车厢)|\b(?:packed|crowded|rush[- ]hour) (?:subway|metro|tube|train)\b|\b(?:subway|metro|tube|train)\b[^.]{0,30}\brush[- ]hour\b|\brush[- ]hour\b[^.]{0,30}\b(?:subway|metro|tube)\b/i;

/** An outdoor car park, a hospital's or a supermarket's (not a garage under a building). */
export const PARKING_LOT =
  /\b(?:parking lots?|rooftop (?:parking(?: decks?| lots?)?|car parks?)|(?:open|outdoor) car parks?)\b|露天停车场|楼顶停车场/i;

/** Earth orbit: a spacewalk, the ISS, a satellite over the planet (no nebula, no space opera). */
export const LOW_ORBIT =
  // (A station above Jupiter or on the Moon's far side has no Earth below it.)
  /^(?!.*(?:\b(?:jupiter|saturn|mars|martian|neptune|venus|mercury|uranus|pluto|titan|europa|lunar|far side of the moon)\b|木星|土星|火星|海王星|金星|月球|月亮背面))(?=.*(?:\b(?:iss|space station|satellites?|solar panel|spacewalk|earth (?:turns|rotates|spins|below)|earth below|orbit(?:ing)? earth)\b|空间站|太空行走|卫星|地球在(?:下方|脚下)))/i;

/** A drink sold on its fizz and its kick: an energy drink, a soda. */
export const FIZZY =
  /\b(?:energy drinks?|sports drinks?|sodas?|colas?|sparkling (?:water|drinks?)|carbonated|fizzy)\b|能量饮料|运动饮料|汽水|可乐|气泡水|碳酸饮料/i;

/** A bit played for laughs: a squabble over pizza, a deadpan punchline, a prank. */
export const COMIC =
  /\b(?:comedy|comedic|funny|hilarious|sitcom|prank\w*|jok\w*|banter\w*|deadpan|awkward\w*|punchline|roast\w*|last (?:slice|bite|piece|cookie|dumpling)|(?:argu\w*|fight\w*|bicker\w*) (?:over|about) (?:the )?(?:pizza|remote|fries|snacks?|last))\b|搞笑|喜剧|段子|吐槽|沙雕|爆笑|抢最后一/i;

/** An empty road or place: no traffic, streetlights or crowds there. */
export const EMPTY_PLACE =
  /\b(?:empty|deserted|desert|lonely|remote|abandoned|disused|derelict|middle of nowhere|ruined|ruins|wasteland|post-apocalyptic)\b|空无一人|空荡荡|荒凉|沙漠|戈壁|废弃|废墟|末日/i;

/** A car standing still: no streetlights slide past its windows. */
export const PARKED =
  /\bparked\b|\bsit(?:s|ting)? (?:alone )?in (?:her|his|their|the|a|my) car\b|\bengine off\b|(?:doesn't|does not|didn't|won't) start the engine|\bparking (?:lot|garage)\b|\bcar park\b|\bdrive-in\b|停车场|停着的车|熄了火|熄火/i;

/** An interrogation room or a police cell: one hard lamp, a bare table. */
export const INTERROGATION =
  /\binterrogat\w*|\bpolice station\b|\bholding cell\b|^(?=.*\b(?:detectives?|cops?|officers?|inspectors?)\b)(?=.*\bsuspects?\b)|审讯|审问|警局|派出所|^(?=.*(?:警察|警官|刑警|探长))(?=.*嫌疑人)/is;

/** Red desert rock (Moab, a red canyon): red and orange under a hard sun, never snow. */
export const RED_ROCK = /\b(?:red rock|slickrock|sandstone|red canyon|moab|mesa)\b|红岩|丹霞/i;

/** Bare desert rock a rider crosses: no roots, no trees. */
/** A concrete skate bowl or park: smooth concrete and coping, no trail. */
export const CONCRETE_PARK =
  /\b(?:concrete (?:bowl|pool|park)|skate ?park|skate bowl|half-?pipe|mini ?ramp|coping|vert ramp|empty (?:swimming )?pool)\b|滑板公园|碗池|U型池/i;

export const DESERT_ROCK =
  /\b(?:desert|red rock|slickrock|sandstone|canyon|moab|mesa)\b|沙漠|红岩|戈壁|峡谷/i;

/** A fire or a candle the idea names: its own warm light, which no "cozy" lamp replaces. */
export const OWN_FIRE = /\b(?:fire|fireplace|campfire|candles?|candlelit)\b|壁炉|篝火|烛/i;

/** "writes by lamplight": one lamp is the light, whatever the weather at the window. */
export const LAMP_LIT =
  /\b(?:by (?:the )?(?:lamp|lantern|oil[- ]lamp)(?: ?light)?|lamplight|lamp-?lit|lantern-?lit)\b|(?<!霓虹|霓虹灯|路|街)灯下|油灯|马灯|煤油灯/i;

/** Cozy: warm lamplight indoors, whatever the weather outside. */
export const COZY = /\bco[sz]y\b|\bhygge\b|\bsnug\b|温馨|暖洋洋|惬意|舒适/i;

/** A funeral: the casket or the portrait, flowers, mourners in dark clothes. */
export const FUNERAL =
  /\bfuneral\b|\bmemorial service\b|\bcaskets?\b|\bcoffins?\b|\bgraveside\b|葬礼|灵堂|追悼会|告别仪式|灵柩|棺材|出殡/i;

/** A crime scene: tape, evidence markers, a body under a sheet. */
export const CRIME_SCENE =
  /\bcrime scene\b|\bmurder scene\b|\b(?:at|looks at|over|finds?|found|see|sees) (?:the|a) (?:dead )?body\b|\bcorpse\b|案发现场|凶案现场|尸体/i;

/** A wet market (菜市场): crates of produce, fish on ice, stallholders calling prices. */
export const WET_MARKET =
  /\b(?:wet|fish|produce|wholesale|farmers'?) markets?\b|菜市场|菜场|农贸市场|批发市场|鱼市|早市/i;

/** A train going by (below a rooftop, past a crossing): its tracks and its sound are the scene. */
export const TRAIN_PASSING =
  /\btrains? (?:pass\w*|rush\w*|rumbl\w*|roar\w*|goes by|going by|speeds? (?:by|past)|thunders? (?:by|past))|\b(?:railway|railroad|train) (?:tracks?|lines?|crossing)\b|(?:电车|列车|火车)(?:驶过|经过|开过|呼啸而过)/i;

/** A camera fixed to a car's hood or dashboard, facing back at the driver. */
export const HOOD_MOUNT =
  /\b(?:camera )?(?:locked|mounted|rigged|fixed|strapped) (?:on|to) the (?:hood|bonnet|dashboard|front of the car)\b|\b(?:hood|bonnet)[- ]mount(?:ed)?\b|\bdash ?cam\b|固定在引擎盖上|引擎盖上的(?:机位|镜头)/i;

/** Riding a train (not catching one): inside the carriage, the window and what slides past. */
export const ON_A_TRAIN =
  /\b(?:rides?|riding|sits? on|sitting on|aboard|asleep on|dozing on) (?:the|a) (?:last |late |night |empty |late-night |morning )?(?:train|subway|metro|tram)\b|坐(?:着)?(?:末班)?(?:地铁|火车|电车|轻轨|高铁)|(?:地铁|火车|电车|轻轨|高铁)(?:上|里|车厢里)/i;

/** Lo-fi: quiet, grainy and slow; nobody performs. */
export const LOFI = /\blo-?fi\b|\blofi\b|\bchill(?:hop| beats)\b|低保真/i;

/** Stop-motion in cut paper, not clay. */
export const PAPER_CUTOUT = /\bpaper ?cut-?outs?\b|\bcut-?out paper\b|\bpaper ?craft\b|剪纸/i;

/** Folded paper in stop-motion (an origami crane, a paper boat): paper, not clay. */
export const PAPER_FOLDED =
  /^(?!.*(?:\bclay|claymation|plasticine|黏土|粘土))(?=.*(?:\borigami\b|\bfolded paper\b|\bpaper (?:cranes?|boats?|planes?|airplanes?|birds?|frogs?|animals?|figures?)\b|折纸|纸鹤|纸船))/is;

/** A sprint start: the blocks, the gun, the track (a 100 m, track and field). */
export const SPRINT_START =
  /\bstarting (?:blocks?|gun|line)\b|\b(?:100|200|400)\s?m(?:etres?|eters?)?\b|\btrack and field\b|起跑|发令枪|百米/i;

/** A harbour seen from the shore: a dock, a pier, a quay (no bow spray, no open swell). */
export const HARBOUR = /\b(?:docks?|pier|wharf|quay|jetty|marina|harbou?r)\b|码头|港口|渔港|海港/i;

/** Watching the sea from land: a harbour, or a lighthouse and its keeper (no deck underfoot). */
export const ASHORE = new RegExp(`${HARBOUR.source}|\\blighthouse\\b|灯塔`, 'i');

/** A convenience store: shelves, a fridge, fluorescent light at any hour. */
export const CORNER_SHOP =
  /\b(?:convenience store|corner shop|bodega|24-hour (?:store|shop))\b|便利店|小卖部/i;

/** A car, a motorbike, a truck: driven, not held in the hand. */
export const VEHICLE =
  /\b(?:cars?|suvs?|trucks?|jeeps?|sedans?|coupes?|convertibles?|sports cars?|pickups?|motorbikes?|motorcycles?|vans?|ev|electric car)\b|汽车|跑车|越野车|轿车|摩托车|皮卡|新能源车|电动汽车|(?<=国产|新款|新能源)电动车(?=广告)/i;

/**
 * Noodles being pulled by hand. In Chinese 拉面 is also the dish ("一碗兰州拉面"): only someone
 * at it (在拉面, 师傅拉面, 手工拉面) or the pulling's own words (甩面, 抻面) pull it.
 */
/** A drink over ice: iced coffee, a cold brew, 冰美式 (not every milk tea, not an ice cream). */
export const ON_ICE =
  /\biced (?:coffee|tea|latte|americano|matcha)\b|\bcold[- ]brew(?:ed)?\b|\bover ice\b|\bice cubes?\b|冰美式|冰咖啡|冰拿铁|冰镇|冰块|冷萃|冰饮/i;
/** A frozen dessert: no glass to bead with condensation. */
export const FROZEN_DESSERT =
  /\b(?:ice cream|gelato|sorbet|popsicles?|frozen yogh?urt)\b|冰淇淋|雪糕|冰棍|冰棒/i;
/** Something sweet: a cake, a pastry, a dessert (no herbs strewn round it). */
export const SWEET =
  /cake|dessert|pastry|ice cream|popsicle|chocolate|cookie|donut|macaron|pancake|waffle|croissant|tart|candy|cr[eê]pes?|甜品|蛋糕|冰淇淋|雪糕|巧克力|饼干|马卡龙|糕点/i;
/** A cold drink or dessert: ice, a frozen treat, a cold brew. */
export const ICED =
  /\biced?\b|cold[- ]brew|frozen|smoothie|milkshake|(?<!\bhot )(?:bubble tea|boba)|popsicle|ice cream|冰|冷饮|(?<!热)奶茶|沙冰|雪糕|冰淇淋/i;

export const NOODLE_PULLING =
  /\b(?:hand-?pulled|hand-?pull(?:s|ing)?|pull\w* (?:the )?(?:noodles|dough)|stretch\w* (?:the )?dough)\b|(?:在|正|师傅|手工|现场|亲手|傅)拉面(?!馆|店)|拉面(?:条|的手)|甩面|抻面|拉出面条/i;

/**
 * Food still being made by hand, raw: no steam rises from it and it makes no crisp sound.
 * (DOUGH is wider: baked bread, which does steam.)
 */
export const RAW_FOOD = new RegExp(
  // (Coffee beans, tea leaves: dry, and no steam either.)
  `\\b(?:knead\\w*|kneading|fold\\w* (?:the )?(?:dumplings?|dough)|making dumplings|roll\\w* out|raw|dough|shap\\w* (?:the )?(?:dough|loaves)|(?:coffee|cocoa) beans|tea leaves)\\b|包饺子|包馄饨|包包子|擀|揉面|和面|生的|咖啡豆|可可豆|茶叶|${NOODLE_PULLING.source}`,
  'i',
);

/** Food served cold or being plated as a dessert: no steam rises from it. */
export const COLD_DISH =
  /\b(?:desserts?|cakes?|pastr(?:y|ies)|ice cream|gelato|sorbet|salads?|sushi|sashimi|tartare|ceviche|parfait|mousse|macarons?|tiramisu|cheesecake|cr[eè]me br[uû]l[eé]e|brul[eé]e|custard|flan|panna cotta)\b|\bmooncakes?\b|甜点|甜品|蛋糕|冰淇淋|沙拉|寿司|刺身|马卡龙|慕斯|月饼|糕点|饼干|马卡龙/i;

/** A time before lamps and wires: samurai, knights, 古风. Nothing modern is put in it. */
export const PERIOD =
  /\b(?:samurai|ronin|ninja|knights?|medieval|viking|ancient|feudal|castle|shogun|wuxia|swordsman)\b|古代|古风|武侠|江湖|侠客|侠女|古装|宋朝|唐朝|汉服/i;

/** A Chinese period drama (古装剧) or its like: palaces, robes and lattice windows, no denim. */
export const EAST_PERIOD =
  /\b(?:wuxia|xianxia|ancient china|imperial (?:china|court|palace)|costume drama|period drama|emperor|empress|dynasty|shogun|samurai|ronin)\b|古装|古代|古风|武侠|江湖|侠客|侠女|宋朝|唐朝|明朝|清朝|汉服|宫廷|皇宫|皇帝|皇上|陛下|朕|王爷|娘娘|皇后/i;

/** On a city wall or its gate tower: outdoors, battlements and banners. */
export const RAMPARTS =
  /\b(?:ramparts?|battlements?|city walls?|castle walls?|gate ?tower)\b|城墙|城楼|城头|城垛/i;

/** Street food cooked on a griddle or a comal, not in a wok. */
export const NO_WOKS =
  /\b(?:tacos?|mexico|mexican|burritos?|elotes?|churros?|quesadillas?|tortillas?|arepas?|empanadas?)\b/i;

/** A rocking chair: its boards and its creak. */
export const ROCKING_CHAIR = /\brocking[- ]chair\b|摇椅/i;

/** Make-up on the lips (a pool's or a ramp's "lip" is its edge). */
export const LIPS = /\blip(?:stick| ?gloss| tint)(?:e?s)?\b|\blips\b(?![- ]?sync)|口红|唇釉|唇膏/i;

/** Dread: haunted, abandoned at night, something watching. */
export const DREAD =
  /\b(?:haunted|creepy|horror|ghosts?|ghostly|sinister|eerie|abandoned (?:hospital|asylum|house|mansion|school)|something (?:moves|watches|whispers))\b|闹鬼|恐怖|诡异|阴森|鬼|废弃医院|废弃的医院|废弃学校/i;

/** Fighting: swords, martial arts, a duel. */
export const MARTIAL =
  /\b(?:swords?|blades?|fight\w*|duel\w*|martial|kung ?fu|battle\w*|spar\w*|warriors?)\b|剑|刀|武|侠|打斗|对决|交手|比武|厮杀|战/i;

/** Blades that meet: a duel or a fight, not a sword dance alone. */
export const COMBAT =
  /\b(?:fight\w*|duel\w*|battle\w*|spar\w*|clash\w*|warriors?|assassins?|swordfight\w*)\b|打斗|对决|交手|比武|厮杀|决斗|刺客|大战|激战|交锋|过招/i;

/** Autumn colour: golden birches, red maples, falling leaves. */
export const AUTUMN =
  /\b(?:autumn\w*|fall foliage|fall colou?rs?|golden leaves|red leaves|maple leaves)\b|秋天|秋日|深秋|金秋|红叶|枫叶|银杏|白桦林/i;

/** Bread and dough: flour, a wooden counter. */
export const DOUGH =
  /\b(?:dough|bread|sourdough|loaf|loaves|baguettes?|(?<!\b(?:cats?|kittens?|kitty|puppy|paws?) )knead\w*(?! (?:(?:a|the|her|his|its|my|their) )?(?:blankets?|pillows?|sofa|couch|lap|bed|cushions?|sweaters?|quilts?|towels?)\b)|dumpling wrappers?|making dumplings)\b|面团|面包|揉面|发面|包饺子|饺子皮|擀皮|擀面/i;

/** A candle: a small, steady light. */
export const CANDLE =
  /\bcandle ?(?:flame|light)s?\b|\ba (?:single |lone )?candle\b|烛火|烛光|一支蜡烛|蜡烛/i;

/** Fire in the picture: a burning forest, a blaze, flames. */
export const FIRE =
  /\b(?:burning|on fire|ablaze|blaze|wildfire|(?<!candle )flames?|inferno)\b|(?<!蜡烛)燃烧|着火|大火|火海|烈火/i;

/** The countryside: no shop signs, shopfronts or crowds on a rural road. */
export const RURAL =
  /\b(?:rural|countryside|country road|village|farm\w*|meadows?|(?<!depth of )fields?|dirt road|backroads?)\b|乡间|乡村|农村|村口|村里|田野|田间|山村|小村/i;

/** A tutorial: "how to tie a tie", "怎么叠纸鹤", "教程". */
export const HOW_TO =
  /\bhow to\b|\btutorial\b|教程|^(?:[^：:]{1,12}[：:])?\s*(?:如何|怎么|怎样)(?!形成|产生|工作|运作)/i;

/** Neon as light, not a neon jacket or neon-green sneakers. */
export const NEON_LIGHT =
  /\bneon(?! (?:jacket|dress|shirt|hoodie|coat|hair|nails|shoes|sneakers|green|pink|yellow|orange|vest|skirt|top))\b|霓虹/i;

/** Whether the plan's value is one the tag lists. */
const named = <T>(list: readonly T[], value: T | undefined) =>
  value !== undefined && list.includes(value);

/** Whether the two lists share a value (a loop, not `some` with a closure: see `fits`). */
function overlaps<T>(wanted: readonly T[], present: readonly T[]): boolean {
  for (const value of wanted) if (present.includes(value)) return true;
  return false;
}

const airless = (plan: Plan) => plan.setting.env === 'space' || plan.setting.env === 'underwater';

/** Things of the last hundred years: none of them in a wuxia or ink-painting world. */
const MODERN =
  /\b(?:neon|sodium|traffic|asphalt|headlights?|tail-lights|antennas?|water tanks?|streetlights?|lit windows|skyline|shop signs?|departure board|cars?|phones?|screens?|billboards?|concrete|fluorescent|electric|led)\b/i;
const PERIOD_STYLES = new Set(['wuxia', 'ink']);
/** A phrase's text never changes: whether it is modern is asked of the pattern once. */
const modern = new Map<string, boolean>();
function isModern(text: string): boolean {
  let known = modern.get(text);
  if (known === undefined) modern.set(text, (known = MODERN.test(text)));
  return known;
}
/** A place of an age before cars and neon. */
const ANCIENT_PLACE =
  /\bforbidden city\b|\bimperial palace\b|\bancient (?:temple|town|city|palace|village)\b|故宫|紫禁城|皇宫|古镇|古城|古寺|寺庙|宫殿/i;

/**
 * Whether the pictured idea mentions a pattern. Many phrases share one pattern (KIDS, a pet, a
 * stage comedy), so each answer is kept while one idea is written, in one reused array indexed
 * by the pattern's number (1 yes, 2 no). A fresh typed array per idea cost more than it saved:
 * its buffer lives outside the heap, and sweeping those made young-generation pauses slow.
 */
function mentioned(plan: Plan, pattern: RegExp): boolean {
  let id = patternIds.get(pattern);
  if (id === undefined && nextPatternId < ANSWERS) {
    id = nextPatternId;
    nextPatternId += 1;
    patternIds.set(pattern, id);
  }
  if (plan.core !== answered.core) {
    // The idea without its quoted lines: what is said ("I'll bring the flashlight") is not in
    // the picture, and "no people, no boats" puts no boat on the deck either.
    answered.core = plan.core;
    answered.text = plan.core
      .replace(/"[^"]*"|“[^”]*”|「[^」]*」/g, ' ')
      // ("no people" is no one there: the place is empty, and is heard so.)
      .replace(
        /\b(?:no|without) (?:people|one|humans?|crowds?|pedestrians?|passers-?by|buildings?|houses?|villages?|towns?)\b/gi,
        ' empty ',
      )
      .replace(/\b(?:no|without) [\w' -]+?(?=\s*(?:[,.;]|$))/gi, ' ');
    answered.lower = answered.text.toLowerCase();
    answered.beginnings = undefined;
    answered.answers.fill(0);
  }
  if (id === undefined) return pattern.test(answered.text);
  const { answers } = answered;
  if (answers[id] === 0)
    answers[id] = passesGate(id, pattern) && pattern.test(answered.text) ? 1 : 2;
  return answers[id] === 1;
}

/** The words each numbered pattern cannot match without (null: it has none; see pattern-gate). */
const gateOf: ({ words: readonly string[]; starts: readonly boolean[] } | null | undefined)[] = [];

function passesGate(id: number, pattern: RegExp): boolean {
  let gate = gateOf[id];
  if (gate === undefined) {
    const words = literalGate(pattern);
    gate = gateOf[id] = words ? { words, starts: wordStarts(pattern) ?? [] } : null;
  }
  if (gate === null) return true;
  // (`ignoreCase`, not `flags`: reading `flags` builds a new string each time.)
  const lower = pattern.ignoreCase;
  const text = lower ? answered.lower : answered.text;
  const { words, starts } = gate;
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] as string;
    // A word that begins a word of the text is asked of the text's word beginnings.
    if (lower && starts[at] ? beginnings().has(word) : text.includes(word)) return true;
  }
  return false;
}

/** The beginnings of the words of the idea asked about (made once an idea, when first asked). */
function beginnings(): Set<string> {
  answered.beginnings ??= wordBeginnings(answered.lower);
  return answered.beginnings;
}

/** Room for this many patterns' answers (the vocabulary has about 700). */
const ANSWERS = 2048;
/**
 * The patterns' numbers. A Map, not a WeakMap: the patterns are the vocabulary's constants (about
 * 560), a Map is read faster, and no more than ANSWERS are ever numbered.
 */
const patternIds = new Map<RegExp, number>();
let nextPatternId = 0;
/** The idea (its core) the answers are for; a plan copied with another style shares them. */
const answered: {
  core: string;
  text: string;
  lower: string;
  beginnings: Set<string> | undefined;
  answers: Uint8Array;
} = { core: '', text: '', lower: '', beginnings: undefined, answers: new Uint8Array(ANSWERS) };

/**
 * Whether a phrase may be written for this plan: every `fits` tag holds, no `never` tag does.
 * It runs about 900 times an idea, so it holds no inner closure (one that reads `plan` makes V8
 * allocate a context on every call), and it reads only the tags a phrase names: reading all
 * twenty of objects of a hundred shapes cost a fifth of an idea's time.
 */
export function fits(
  phrase: Pick<Phrase, 'fits' | 'never'> & { en?: string },
  plan: Plan,
): boolean {
  const { fits: want, never } = phrase;
  // (On the Forbidden City's roofs there are no water tanks or traffic either.)
  // (The period is asked first: the MODERN pattern is tried only where it matters.)
  if (
    ((plan.style && PERIOD_STYLES.has(plan.style)) || mentioned(plan, ANCIENT_PLACE)) &&
    phrase.en &&
    isModern(phrase.en)
  )
    return false;
  if (want)
    for (const key in want) if (shows(want, key as keyof Tags, plan) === false) return false;
  if (never)
    for (const key in never) if (shows(never, key as keyof Tags, plan) === true) return false;
  return true;
}

/**
 * What one tag says of the plan: true when the plan shows it, false when it does not, and
 * undefined for a tag that says nothing either way (`boost`, or a tag left undefined).
 */
function shows(tags: Tags, key: keyof Tags, plan: Plan): boolean | undefined {
  switch (key) {
    case 'type':
      return tags.type && named(tags.type, plan.type);
    case 'env':
      return tags.env && named(tags.env, plan.setting.env);
    case 'time':
      return tags.time && named(tags.time, plan.time);
    case 'weather':
      return tags.weather && named(tags.weather, plan.weather);
    case 'medium':
      return tags.medium && named(tags.medium, plan.medium);
    case 'style':
      return tags.style && named(tags.style, plan.style);
    case 'subject':
      return tags.subject && named(tags.subject, plan.subject?.kind);
    case 'pace':
      return tags.pace && named(tags.pace, plan.pace);
    case 'after':
      return tags.after && named(tags.after, plan.after);
    case 'format':
      return tags.format && overlaps(tags.format, plan.formats);
    case 'sound':
      return tags.sound && overlaps(tags.sound, plan.sounds);
    case 'mentions':
      return tags.mentions && mentioned(plan, tags.mentions);
    case 'indoor':
      return tags.indoor === undefined ? undefined : plan.setting.indoor === tags.indoor;
    case 'air':
      return tags.air && !airless(plan);
    case 'people':
      return tags.people && plan.people > 0;
    case 'group':
      return tags.group && plan.people >= 2;
    case 'many':
      return tags.many && plan.people >= 3;
    case 'moving':
      return tags.moving && plan.travels;
    case 'speech':
      return tags.speech && plan.dialogue.length > 0;
    case 'acts':
      return tags.acts && plan.actions.length > 0;
    case 'boost':
      return undefined;
  }
}

/** Shorthand for a phrase: `p('en', 'zh', { fits }, { never })`. */
export const p = (en: string, zh: string, fitsTags?: Tags, neverTags?: Tags): Phrase => ({
  en,
  zh,
  ...(fitsTags ? { fits: fitsTags } : {}),
  ...(neverTags ? { never: neverTags } : {}),
});

/** A camera worn on the chest ("GoPro on the chest", 胸前的运动相机). */
export const CHEST_MOUNT =
  /\b(?:gopro|action cam(?:era)?|camera)\s+(?:strapped |mounted )?on (?:the|my|his|her|their|your) chest\b|\bchest[- ]mount\w*|胸前(?:的|挂着?)?(?:GoPro|gopro|运动相机|相机)|胸挂/i;

/**
 * A season named alone ("winter", 秋天), the whole idea and nothing else: theme-beats.ts tells
 * it as a place in that season, and the light and palette tables give it its own.
 */
const ALONE = (season: string) => new RegExp(`^\\s*(?:${season})\\s*$`, 'i');
export const WINTER_ALONE = ALONE('winter|snowy day|冬天|冬日|雪天|下雪天');
export const SUMMER_ALONE = ALONE('summer|夏天|夏日|盛夏');
export const AUTUMN_ALONE = ALONE('autumn|fall|秋天|秋日|深秋');
export const SPRING_ALONE = ALONE('spring|springtime|春天|春日|早春');
