/**
 * Concrete details of the place, each tagged with where it belongs. A detail is written only
 * where the plan says it fits: the place the idea names decides, the time and weather narrow
 * it, and the few details that need no place (a product's backdrop, a dish's steam) say which
 * kind of clip they belong to. No detail fits everywhere: an idea whose place is unknown gets
 * no scene line rather than a guess.
 */
import { ACTIVITY_SCENES } from './activity-scenes.ts';
import { ON_THE_BODY } from './cameras.ts';
import { AWAY, LANDMARK_DETAILS } from './landmarks.ts';
import {
  PLANET_BASE,
  PARKING_GARAGE,
  PARKING_LOT,
  SAVANNA,
  CORNER_SHOP,
  DOUGH,
  FIRE,
  DEEP_WATER,
  ELEVATOR,
  EMPTY_PLACE,
  PRO_KITCHEN,
  ASHORE,
  HARBOUR,
  INTERROGATION,
  FUNERAL,
  CRIME_SCENE,
  HOW_TO,
  MARS,
  STAGE_COMEDY,
  COLD_DISH,
  p,
  PERIOD,
  PARKED,
  RAW_FOOD,
  RURAL,
  type Phrase,
  HUMMINGBIRD,
  SNOWY_INN,
  RUSH_HOUR,
  ICED,
  FROZEN_DESSERT,
  SWEET,
  WHITEBOARD,
  VINTAGE,
  INK_POOL,
  EAST_PERIOD,
  RAMPARTS,
  NO_WOKS,
  ROCKING_CHAIR,
  WET_MARKET,
  TRAIN_PASSING,
  STREET_INTERVIEW,
  ON_A_TRAIN,
} from './fit.ts';

/** A product that rises out of something: the ink or water is the set. */
const RISES_FROM =
  /\b(?:pool|pools|sea|surface|puddle) of (?:ink|water|paint|milk|liquid|chrome|sand)\b|\bout of (?:the )?(?:ink|water|liquid|sand)\b|从(?:墨|水|液体)[^，。]{0,4}(?:升起|浮出)/i;
/** A salt flat (Uyuni, 茶卡): a white crust to the horizon, no dunes. */
const SALT_FLAT = /\bsalt (?:flats?|pans?|lakes?|desert)\b|\buyuni\b|盐湖|盐沼|天空之镜/i;
const DUMPLINGS = /\bdumplings?\b|\bwontons?\b|\bgyoza\b|饺子|馄饨|包子/i;
/** Dumplings being folded, not bought from a cart at a night market. */
const DUMPLINGS_FOLDED = new RegExp(
  `^(?!.*(?:\\b(?:carts?|stalls?|market|vendors?|shop|restaurant)\\b|夜市|小摊|摊位|铺|店|探店|咬一口))(?=.*(?:${DUMPLINGS.source}))`,
  'is',
);

/** Served in a bowl: noodles, soup, hot pot. */
const IN_A_BOWL =
  /\b(?:ramen|noodles?|pho|udon|soba|soup|broth|hot ?pot|congee|wontons?)\b|面|汤|火锅|粥|米线|抄手|馄饨|云吞/i;

/** A beach of stones, not sand. */
const PEBBLES =
  // (Stones, plural: "on a wet stone" is a product's surface, not a beach.)
  /\bpebbl\w*|\bshingle\b|\brocky (?:beach|shore|cove)\b|\bstones\b|\bstone beach\b|鹅卵石|卵石|礁石滩|石滩/i;

/** A library: shelves, not a blackboard. */
/** A lighthouse keeper at his desk (writing, reading, by his lamp): inside, not up the tower. */
const KEEPER_INDOORS =
  /^(?=.*(?:\blighthouse keeper\b|灯塔看守人|守塔人))(?=.*(?:\bwrit\w*|\bread\w*|\bletters?\b|\bdesk\b|\bby (?:the )?lamp|写信|读信|看书|书桌|灯下))/is;
/** The Earth coming up over a horizon or behind someone (earthrise). */
const EARTHRISE =
  /\bearth ?rise\b|\bearth (?:rises|rising|coming up|comes up)\b|地球(?:缓缓)?升起/i;
/** Street food: a vendor's cart or stall, by day or night. */
const STREET_FOOD =
  /\bstreet[- ](?:vendors?|food|carts?|stalls?|hawkers?|cooks?)\b|\bfood (?:carts?|trucks?)\b|街边小吃|路边摊|小吃车|小摊贩/i;
const LIBRARY = /\blibrar(?:y|ies)\b|\bbook ?(?:store|shop)s?\b|图书馆|书店|阅览室/i;
/** A barber's or a hairdresser's. */
export const BARBER = /\bbarber\w*|\bhaircut\b|\bfade\b|\bclippers\b|理发|剪头|推子|发廊/i;

/** Water that runs: a stream has no still surface. */
const RUNNING_WATER = /\b(?:stream|creek|brook|river|rapids|waterfall)s?\b|溪|山涧|瀑布|河流|急流/i;

const SUNFLOWERS = /\bsunflowers?\b|向日葵/i;
/** A drink in its bottle or can, never poured into a glass. */
const BOTTLED = /\b(?:bottle|bottled|can|soda can)\b|瓶|易拉罐|罐装/i;
const BOAT =
  /(?<!paper |toy |model |origami )\b(?:boat|ship|(?<!(?:parking|sun|observation|viewing|rooftop|skate|tape|car|card) )deck(?!\s*chairs?)|sail(?!or)|yacht|ferry)|(?<!纸)船|帆|甲板/i;
/** On wheels: nothing is underfoot. */
const WHEELED =
  /\b(?:bikes?|bicycles?|biking|cycling|cyclists?|motorbikes?|motorcycles?|dirt ?bikes?|cars?|jeeps?|trucks?|skateboard\w*|riding|rides|driv\w+)\b|骑|自行车|山地车|摩托|开车|驾车/i;
const LATE = /\b(?:[1-4] ?am|midnight|late at night|dead of night)\b|凌晨|深夜|半夜|午夜/i;
const NIGHTS = ['night'] as const;
/** Standing on the Moon or Mars: the ground is underfoot, no planet curves below. */
const ON_A_WORLD = new RegExp(`\\bmoon\\b|lunar|月球|月面|${MARS.source}`, 'i');
const EVENINGS = ['dusk', 'night'] as const;
/** Places a scene shows around its people rather than blurring them away. */
const SHOWN_PLACES = [
  'sea',
  'beach',
  'water',
  'mountain',
  'forest',
  'desert',
  'snowfield',
  'countryside',
  'garden',
  'road',
] as const;
/** The person's own wide framing keeps the place in the picture. */
const WIDE_FRAME = /\bwide(?: static)? shot\b|\bestablishing shot\b|全景|远景/i;

/**
 * A tutorial's things on the worktop, when no table says what they are (a known task's own
 * tools replace it: compose.ts).
 */
export const EVERYTHING_LAID_OUT = p(
  'everything needed laid out on a clean surface',
  '要用的东西整齐摆在干净的台面上',
  { type: ['explainer'], mentions: HOW_TO },
  { mentions: ON_THE_BODY },
);

/** A market's lanes, walked between stalls. */
const MARKET_LANES =
  /\b(?:night ?markets?|street markets?|bazaars?|souks?|stalls)\b|夜市|集市|市集|摊位/i;

/**
 * A talk with no place known: the background blurred, the faces in focus. Only when no detail of
 * the place fits (a 1940s office, a kitchen): the blur then says nothing the place would not.
 */
export const FACES_IN_FOCUS: readonly Phrase[] = [
  p(
    'a softly blurred background that keeps the eye on the face',
    '背景柔和虚化，视线留在人脸上',
    { type: ['interview', 'drama'], people: true },
    // A street says its own blur: passers-by. A place outdoors or a wide shot shows the place.
    { group: true, env: ['street', ...SHOWN_PLACES], mentions: WIDE_FRAME },
  ),
  p(
    'a softly blurred background that keeps the eye on their faces',
    '背景柔和虚化，视线留在人物的脸上',
    { type: ['interview', 'drama'], group: true },
    { env: ['street', ...SHOWN_PLACES], mentions: WIDE_FRAME },
  ),
];

export const DETAILS: readonly Phrase[] = [
  ...LANDMARK_DETAILS,
  // "饭都凉了": the dinner waiting, gone cold.
  p(
    'a table of food gone cold, the places still neatly set',
    '一桌饭菜已经凉了，碗筷还摆得整整齐齐',
    {
      mentions:
        /饭(?:菜)?(?:都|已经)?凉了|菜(?:都)?凉了|\b(?:dinner|food)(?:'s| is)? (?:gone |getting )?cold\b/i,
      boost: 3,
    },
  ),
  // A rocking chair in a horror: the bare boards it rocks on, the dark corners round it.
  p(
    'bare floorboards under the rocking chair, the corners of the room lost in shadow',
    '摇椅下是光秃秃的木地板，屋角隐没在阴影里',
    { mentions: ROCKING_CHAIR, boost: 2 },
    { indoor: false },
  ),
  // A period drama is played in its own world: a wall's banners, a hall's lattice and silk.
  p(
    'battlements and wind-whipped banners behind them, the plain stretching away below the wall',
    '身后是城垛和猎猎作响的旗帜，城下原野一望无际',
    { mentions: RAMPARTS, boost: 3 },
  ),
  p(
    'carved lattice windows and hanging silk behind them, softly out of focus',
    '身后是雕花木窗与垂落的纱幔，微微虚化',
    { type: ['drama'], mentions: EAST_PERIOD, boost: 2 },
    { mentions: RAMPARTS, indoor: false },
  ),
  // Space and water
  p('a wall of dust rising on the horizon, rolling closer', '地平线上一道沙尘之墙正翻滚着逼近', {
    env: ['space'],
    mentions: new RegExp(`^(?=.*(?:${MARS.source}))(?=.*(?:dust ?storm|沙尘暴|风暴))`, 'is'),
    boost: 1,
  }),
  p(
    'rust-red dust and rocks under a pale sky',
    '淡色天空下锈红色的尘土和岩石',
    { env: ['space'], mentions: MARS },
    // (Inside the base, the dust is out of the window.)
    {
      indoor: true,
      mentions: new RegExp(`${PLANET_BASE.source}|\\b(?:table|kitchen)\\b|桌`, 'i'),
    },
  ),
  // (Only underfoot on the moon: a drone flying toward a distant moon leaves no bootprints.)
  p('fine grey dust and crisp bootprints', '细腻的灰色月尘和清晰的脚印', {
    env: ['space'],
    mentions:
      /\b(?:on|across|onto) the moon\b|\blunar (?:surface|landscape|dust|rover)\b|\bmoon ?walk\w*|\bmoon base\b|\b(?:dark|far) side of the moon\b|月球表面|月面|登月|月球上|月球背面/i,
  }),
  // "Earth rising behind": the Earth comes up over the station's edge, not below the feet.
  p(
    'the blue curve of the Earth rising behind, over the edge of the station',
    '蓝色的地球弧线从空间站边缘后方缓缓升起',
    { env: ['space'], mentions: EARTHRISE, boost: 2 },
    { mentions: ON_A_WORLD },
  ),
  p(
    'the curve of the Earth glowing below',
    '脚下地球的弧线泛着光',
    { env: ['space'], mentions: /\bearth\b|地球/i },
    { mentions: new RegExp(`${ON_A_WORLD.source}|${EARTHRISE.source}`, 'i') },
  ),
  p('the blue Earth hanging above the grey horizon', '灰色地平线上方悬着蓝色的地球', {
    env: ['space'],
    mentions: /^(?=.*(?:\bmoon\b|lunar|月球|月面))(?=.*(?:\bearth\b|地球))/is,
  }),
  p(
    'stars that do not twinkle in the black',
    '漆黑中不会闪烁的星星',
    { env: ['space'] },
    // "a clay robot on a tiny planet" is a storybook sky, not the real void.
    // (Horror on a station is inside it, in the dark, with no stars in view.)
    { indoor: true, mentions: MARS, medium: ['animation'], type: ['horror'] },
  ),
  // (In orbit, not on a planet's ground: a base on Mars has gravity and a dusty window.)
  p(
    'the curve of a planet filling the window',
    '一颗行星的弧线占满舷窗',
    { env: ['space'], indoor: true },
    { mentions: MARS },
  ),
  p(
    'small floating objects drifting in zero gravity',
    '失重中缓缓漂浮的小物件',
    { env: ['space'], indoor: true },
    { mentions: MARS },
  ),
  p('a window onto rust-red dust and a pale sky', '窗外是锈红色的尘土和淡色的天空', {
    env: ['space'],
    indoor: true,
    mentions: MARS,
    boost: 1,
  }),
  p(
    'shafts of light wavering through the water',
    '光柱在水中轻轻摇曳',
    { env: ['underwater'] },
    { time: NIGHTS, mentions: DEEP_WATER },
  ),
  p('drifting particles and slow bubbles', '悬浮的微粒和缓缓上升的气泡', { env: ['underwater'] }),
  p(
    'coral and swaying sea grass',
    '珊瑚和摇曳的海草',
    { env: ['underwater'] },
    { mentions: DEEP_WATER },
  ),
  p('marine snow drifting through the black water', '海洋雪在漆黑的海水里缓缓飘落', {
    env: ['underwater'],
    mentions: DEEP_WATER,
  }),
  p('pitch-black water beyond the reach of the light', '灯光照不到的地方是一片漆黑的海水', {
    env: ['underwater'],
    mentions: DEEP_WATER,
  }),
  p(
    'spray lifting off the bow',
    '船头溅起的浪花',
    { env: ['sea'], mentions: BOAT },
    // Someone waiting on a pier for a boat is on land; an interview aboard is not under way.
    { indoor: true, mentions: ASHORE, type: ['interview'] },
  ),
  p(
    'wet rope and weathered wood on deck',
    '甲板上湿漉漉的缆绳和风化的木板',
    { env: ['sea'], mentions: BOAT },
    { mentions: ASHORE },
  ),
  p(
    'long swells rolling under a wide sky',
    '长长的涌浪在辽阔的天空下起伏',
    { env: ['sea'] },
    { time: NIGHTS, weather: ['fog', 'storm'], mentions: HARBOUR },
  ),
  p('weathered wooden pilings and coiled rope along the dock', '风化的木桩和码头边盘着的缆绳', {
    env: ['sea'],
    mentions: HARBOUR,
  }),
  p('fishing boats moored in rows, bobbing on the tide', '一排排系泊的渔船随潮水轻轻起伏', {
    env: ['sea'],
    mentions: HARBOUR,
  }),
  p(
    'whitecaps and wind-torn spray',
    '白浪翻涌，狂风扯碎浪花',
    { env: ['sea'], weather: ['storm', 'wind'] },
    { mentions: KEEPER_INDOORS },
  ),
  p(
    'a dark swell under a sky full of stars',
    '满天星斗下幽暗起伏的海面',
    {
      env: ['sea'],
      time: NIGHTS,
    },
    { weather: ['fog', 'rain', 'storm'] },
  ),
  p(
    'moonlight breaking into silver on the water',
    '月光在水面碎成一片银色',
    {
      env: ['sea', 'water', 'beach'],
      time: NIGHTS,
    },
    { weather: ['fog', 'rain', 'storm'] },
  ),
  p('a foggy shoreline where sea and sky blur together', '雾中的海岸线，海天连成一片', {
    env: ['sea', 'beach'],
    weather: ['fog'],
  }),
  p(
    'a wide horizon and gulls riding the wind',
    '开阔的海平线和乘风滑翔的海鸥',
    { env: ['sea', 'beach'], air: true },
    // A gull crossing the frame breaks a seamless loop.
    {
      weather: ['fog', 'storm', 'rain'],
      time: EVENINGS,
      mentions: /shed|boathouse|interview/i,
      type: ['loop'],
    },
  ),
  // A pebble or rocky beach has no sand.
  p(
    'foam lacing the wet sand',
    '白色泡沫在湿沙上勾出花边',
    { env: ['beach'] },
    { mentions: PEBBLES },
  ),
  p(
    'footprints in the wet sand',
    '湿沙上的一串脚印',
    { env: ['beach'] },
    // (No footprint shows from a drone.)
    {
      type: ['loop'],
      mentions: new RegExp(`${PEBBLES.source}|\\bdrone\\b|\\baerial\\b|航拍|无人机`, 'i'),
    },
  ),
  p('wet pebbles glistening as each wave draws back', '每次浪退，湿漉漉的鹅卵石闪着光', {
    mentions: PEBBLES,
    boost: 2,
  }),
  p(
    'ripples spreading across still water',
    '平静水面上荡开的涟漪',
    { env: ['water'] },
    { mentions: RUNNING_WATER },
  ),
  p('clear water rushing over smooth stones', '清澈的溪水冲过光滑的石头', {
    env: ['water'],
    mentions: RUNNING_WATER,
  }),
  p(
    'lily pads crowding the surface',
    '挤满水面的睡莲叶',
    { env: ['water'], mentions: /lily|pond|lotus|荷|睡莲|池塘/i },
    // Koi are watched through open water, not under a lid of leaves.
    { mentions: /\bkoi\b|锦鲤/i },
  ),
  // (Koi and the lily pads the idea names: a few pads, open water between them.)
  p('a few lily pads floating on the open water between them', '几片睡莲叶浮在开阔的水面上', {
    mentions: /(?:\bkoi\b|锦鲤)[^]*(?:\blily|睡莲|荷叶)|(?:\blily|睡莲|荷叶)[^]*(?:\bkoi\b|锦鲤)/i,
    boost: 2,
  }),
  // A koi pond is its koi: orange and white shapes gliding under the surface.
  p('orange and white koi gliding just under the surface', '橙白相间的锦鲤在水面下缓缓游动', {
    mentions: /\bkoi\b|锦鲤/i,
    boost: 3,
  }),
  p(
    'reeds along the bank',
    '岸边的芦苇',
    { env: ['water'] },
    { mentions: /lily|koi|锦鲤|\bmountain stream|waterfall|瀑布|山涧/i },
  ),
  p(
    'clouds sliding past far below',
    '云层在脚下远远地滑过',
    { env: ['sky'] },
    // (A jump off a rooftop has the city below, not clouds.)
    { mentions: /\b(?:rooftop|skyscraper|building|tower|bridge)\b|高楼|楼顶|大楼|天台|大桥/i },
  ),

  // Streets, cities, roads, stations
  p(
    'wet asphalt reflecting shop signs',
    '湿漉漉的路面倒映着店铺招牌',
    { env: ['street'], weather: ['rain'] },
    { mentions: RURAL },
  ),
  p('puddles mirroring the sky', '水洼倒映着天空', { after: ['rain'] }, { indoor: true }),
  p('steam rising from food stalls', '小吃摊升起的热气', {
    env: ['street'],
    time: EVENINGS,
    mentions: /market|stall|food|夜市|小吃|摊/i,
  }),
  p('paper lanterns strung overhead', '头顶挂着一串纸灯笼', {
    env: ['street'],
    time: EVENINGS,
    mentions: /market|lantern|old town|古镇|夜市|灯笼|老街/i,
  }),
  p(
    'shuttered shopfronts and an empty pavement',
    '拉下卷帘门的店面和空无一人的街道',
    {
      env: ['street'],
      time: NIGHTS,
      mentions: LATE,
    },
    { mentions: new RegExp(`market|stall|夜市|市场|菜场|摊|${RURAL.source}`, 'i') },
  ),
  p('shop signs flickering on one by one', '店铺招牌一盏盏亮起', {
    env: ['street'],
    time: ['dusk'],
  }),
  p(
    'long shadows across the pavement',
    '长长的影子铺在路面上',
    { env: ['street', 'city', 'road'], time: ['golden', 'morning'] },
    // (Up on a rooftop there is no pavement to cross.)
    { mentions: /rooftop|\bon (?:a|the) roof\b|天台|屋顶/i },
  ),
  p(
    'worn concrete steps and a steel handrail',
    '磨旧的水泥台阶和一道钢制扶手',
    { mentions: /\bstair ?sets?\b|\bhandrails?\b|台阶|楼梯扶手/i },
    // (A handrail on a space station is no stair set.)
    { env: ['space', 'underwater'] },
  ),
  // An outdoor car park: the cars in their bays, the lamp posts.
  p(
    'rows of parked cars, painted bay lines and tall lamp posts',
    '一排排停着的车、地上的车位线和高高的路灯杆',
    {
      mentions: PARKING_LOT,
      indoor: false,
      boost: 2,
    },
    // (An empty one has bay lines and lamp posts only.)
    { mentions: EMPTY_PLACE },
  ),
  p(
    'painted bay lines on bare asphalt and tall lamp posts',
    '空荡荡的沥青地面上的车位线和高高的路灯杆',
    {
      mentions: new RegExp(`^(?=.*(?:${PARKING_LOT.source}))(?=.*(?:${EMPTY_PLACE.source}))`, 'i'),
      boost: 2,
    },
  ),
  p(
    'passers-by blurred in the background',
    '背景里模糊的行人',
    { env: ['street'] },
    // Nobody passes where the idea says it is empty or someone is alone.
    {
      type: ['timelapse', 'horror'],
      time: EVENINGS,
      // (A scramble crossing's crowd is the picture, not a blur behind it.)
      mentions: new RegExp(
        `${RURAL.source}|${EMPTY_PLACE.source}|${PARKING_LOT.source}|\\b(?:alone|lone|solitary|by (?:him|her|them)self)\\b|独自|孤独|\\bshibuya\\b|涩谷`,
        'i',
      ),
    },
  ),
  // (Inside a night market the lanes are the stalls: no skyline, no traffic.)
  p(
    'a skyline of lit windows',
    '亮着灯的楼群天际线',
    { env: ['city'], time: EVENINGS },
    // (Nor while the city's lights are still coming on.)
    {
      mentions: new RegExp(
        `${MARKET_LANES.source}|\\blights? (?:turning|turn|turns|coming|come|comes|flicking|flicker\\w*) on\\b|灯火(?:渐次|次第|一盏盏)?亮起|灯(?:光)?(?:一盏盏|渐次|次第|陆续)?亮起|入夜|到夜晚|到黑夜`,
        'i',
      ),
    },
  ),
  p('office towers catching the last light', '写字楼群映着最后一抹余晖', {
    env: ['city'],
    time: ['golden', 'dusk'],
    mentions: /skyline|tower|skyscraper|天际线|高楼/i,
  }),
  p('rooftop water tanks and antennas against the sky', '屋顶的水箱和天线映衬着天空', {
    env: ['city'],
    mentions: /rooftop|roof|天台|屋顶/i,
  }),
  p(
    'railway tracks running below, overhead wires strung above them',
    '下方铁轨一路延伸，上方架着电车线',
    { mentions: TRAIN_PASSING, boost: 2 },
    { indoor: true },
  ),
  p(
    'traffic streaming far below',
    '远处车流涌动',
    {
      env: ['city'],
      mentions: /rooftop|skyline|tower|view over|above the city|天台|天际线|高楼/i,
    },
    // (A ruined or empty city has no traffic.)
    { indoor: true, mentions: EMPTY_PLACE },
  ),
  p(
    'headlights and tail-lights streaking past',
    '车灯拉出一道道光轨',
    { env: ['road', 'city'], time: EVENINGS },
    // (From a rooftop the traffic is far below, not streaking past.)
    {
      mentions: new RegExp(`${EMPTY_PLACE.source}|${MARKET_LANES.source}|rooftop|天台|屋顶`, 'i'),
    },
  ),
  p(
    'the road unspooling toward the horizon',
    '公路一直延伸到天边',
    { env: ['road'] },
    { time: EVENINGS },
  ),
  p(
    'the sea glittering beside the road',
    '路边波光粼粼的海面',
    { env: ['road'], mentions: /coast|seaside|ocean|sea\b|海边|沿海/i },
    { time: EVENINGS },
  ),
  p('palm trees flashing past', '棕榈树飞快地掠过', { mentions: /palm|棕榈/i }),
  // Not for a train that leaves: the scene would show it arriving.
  p(
    'a train sliding in, its doors opening',
    '列车缓缓进站，车门打开',
    { env: ['station'], mentions: /train|subway|metro|列车|地铁|火车/i },
    {
      // (nor beside the platform line below, where the train already waits, doors open).
      mentions:
        /\b(?:pull\w* (?:away|out|off)|depart\w*|leav\w*|left|abandoned|disused|derelict|empty|deserted|last train|catch(?:es|ing)? (?:the |a )?train|train station|platform)\b|驶离|开走|出站|离站|驶出|废弃|空荡|末班车|赶火车|站台|车站/i,
    },
  ),
  p(
    'platform lights and a departure board',
    '站台的灯光和列车时刻牌',
    { env: ['station'] },
    { mentions: EMPTY_PLACE },
  ),

  // A time-lapse of a junction is its light trails and its signals.
  p('headlight and tail-light trails streaking through the junction', '车灯拉出的光轨划过路口', {
    type: ['timelapse'],
    mentions: /\b(?:intersection|crossroads?|junction|roundabout)\b|路口|十字路口|立交/i,
    boost: 2,
  }),
  p('traffic lights cycling from red to green', '红绿灯一遍遍切换', {
    type: ['timelapse'],
    mentions: /\b(?:intersection|crossroads?|junction)\b|路口|十字路口/i,
    boost: 2,
  }),
  p(
    'open fields and a line of telegraph poles running to the horizon',
    '开阔的田野和一排伸向天边的电线杆',
    { mentions: RURAL },
    {
      indoor: true,
      env: ['city', 'sea', 'space', 'underwater', 'forest', 'desert'],
      // (Terraced paddies, vineyards and tea rows are no open fields with poles across them.)
      mentions: new RegExp(
        `${PERIOD.source}|\\bterrace[sd]?\\b|\\bpadd(?:y|ies)\\b|\\brice fields?\\b|\\bvineyards?\\b|\\btea (?:fields?|plantations?)\\b|梯田|稻田|茶园|葡萄园`,
        'i',
      ),
    },
  ),

  // A keeper writing or reading by his lamp is in his room: the storm is at the window.
  p(
    'a small desk in the keeper’s room, the beam sweeping past the dark window',
    '守塔人小屋里的一张旧书桌，光束一次次扫过漆黑的窗外',
    { mentions: KEEPER_INDOORS, boost: 4 },
  ),
  // A lighthouse in a storm is its beam: the keeper's story is told from there, not the deck.
  p(
    'the lighthouse beam sweeping through the rain',
    '灯塔的光束扫过雨幕',
    { mentions: /lighthouse|灯塔/i, weather: ['rain', 'storm'], boost: 2 },
    // (A lamp that fails sweeps no beam; a keeper at his desk sees it from his window.)
    {
      mentions: new RegExp(
        `\\b(?:lamp|light|beam) (?:fails|dies|goes out|is out)\\b|灯(?:灭了|熄灭|坏了)|${KEEPER_INDOORS.source}`,
        'is',
      ),
    },
  ),

  p('cherry blossom petals drifting through the air', '樱花花瓣在空中轻轻飘舞', {
    mentions: /\bcherry blossoms?|\bsakura\b|樱花/i,
    air: true,
  }),

  // Nature
  p('bamboo stalks swaying overhead', '头顶的竹子轻轻摇曳', {
    env: ['forest'],
    mentions: /bamboo|竹/i,
  }),
  p(
    'tall trunks and ferns in soft layers',
    '高大的树干和层层叠叠的蕨类',
    { env: ['forest'] },
    // (Over the canopy on a zip line, the forest floor is far below.)
    {
      mentions:
        /bamboo|peach|cherry|竹|桃|樱|\bzip ?lines?\b|\b(?:over|above) (?:the |a )?(?:\w+ )?canopy\b/i,
      weather: ['snow'],
      after: ['snow'],
    },
  ),
  p(
    'sunbeams slanting through the canopy',
    '阳光斜斜地穿过林冠',
    {
      env: ['forest'],
      time: ['morning', 'day', 'golden'],
    },
    { weather: ['fog', 'rain', 'storm'] },
  ),
  // (Underfoot is a walker's: a rider or a driver has wheels on the trail.)
  p(
    'fallen leaves and moss underfoot',
    '脚下的落叶与青苔',
    { env: ['forest'] },
    { weather: ['snow'], after: ['snow'], mentions: WHEELED },
  ),
  p('drifting mist between the trees', '林间飘荡的薄雾', { env: ['forest'], weather: ['fog'] }),
  p('fresh snow weighing down the branches', '新雪压弯了枝头', {
    env: ['forest', 'garden'],
    weather: ['snow'],
  }),
  p(
    'layered ridgelines fading into haze',
    '层层山脊渐渐隐入雾霭',
    { env: ['mountain'] },
    { time: NIGHTS },
  ),
  p(
    'bare rock and scree along the ridge',
    '山脊上裸露的岩石和碎石',
    { env: ['mountain'], mentions: /rock|ridge|cliff|crag|scree|岩|悬崖|山脊/i },
    // (A ridge between rice terraces is an earth bank, green on both sides.)
    { mentions: /\bterrace[sd]?\b|\bpadd(?:y|ies)\b|\brice fields?\b|梯田|稻田/i },
  ),
  p('a sea of clouds below the peaks', '山峰之下翻涌的云海', {
    mentions: /sea of clouds|cloud sea|above the clouds|云海/i,
  }),
  p('snow-capped peaks in the distance', '远处积雪的山峰', {
    env: ['mountain'],
    mentions: /snow|himalaya|alps|glacier|雪山|喜马拉雅/i,
  }),
  p(
    'mist pooling in the valleys',
    '山谷里积聚的薄雾',
    { env: ['mountain', 'countryside'], weather: ['fog'] },
    { mentions: SAVANNA },
  ),
  p(
    'wind-rippled dunes',
    '被风吹出波纹的沙丘',
    { env: ['desert'] },
    // (A salt flat is flat: white crust to the horizon, no dunes.)
    { mentions: SALT_FLAT },
  ),
  p(
    'a white salt crust cracked into hexagons, flat to the horizon',
    '白色盐壳裂成一块块六边形，平坦地铺到天边',
    { mentions: SALT_FLAT, boost: 3 },
    // (Flooded, it is a mirror; terraced pans step down a valley.)
    { mentions: /\bmirror\w*|\bwater\b|\bflooded\b|\bterraced\b|天空之镜|镜面|积水/i },
  ),
  p(
    'a thin sheet of water over the salt, mirroring the whole sky',
    '盐层上覆着一层薄薄的水，把整片天空倒映下来',
    {
      mentions: new RegExp(
        `^(?=.*(?:${SALT_FLAT.source}))(?=.*(?:\\bmirror\\w*|\\bwater\\b|\\bflooded\\b|天空之镜|镜面|积水))`,
        'is',
      ),
      boost: 3,
    },
  ),
  p('untouched snow catching the light', '未经踩踏的雪面映着光', { env: ['snowfield'] }),
  p('stepped rice terraces holding the sky in their water', '层层梯田的水面映着天空', {
    mentions:
      /rice terrace|rice paddy|rice paddies|terraced (?:rice )?(?:fields|paddies|hills?|slopes?)|梯田|稻田/i,
    boost: 2,
  }),
  p(
    'tall grass moving in waves',
    '高高的草丛像波浪一样起伏',
    { env: ['countryside'], indoor: false },
    {
      weather: ['snow'],
      after: ['snow'],
      mentions: new RegExp(
        `rice|梯田|稻田|\\bwheat\\b|麦田|麦浪|\\btea (?:garden|plantation|terraces?|fields?|estate)s?\\b|茶园|茶山|茶田|${SAVANNA.source}|${SUNFLOWERS.source}`,
        'i',
      ),
    },
  ),
  // (Wheat is wheat: gold heads rippling, not tall grass.)
  p(
    'wheat rippling in long waves, the heads heavy and gold',
    '麦浪一层层起伏，麦穗沉甸甸地泛着金黄',
    {
      mentions: /\bwheat(?: ?fields?)?\b|麦田|麦浪|麦子/i,
      boost: 2,
    },
  ),
  p(
    'a weathered wooden fence and a dirt track',
    '风化的木栅栏和一条土路',
    {
      env: ['countryside'],
      indoor: false,
    },
    {
      mentions: new RegExp(
        `rice|梯田|稻田|\\btea (?:garden|plantation|terraces?|fields?|estate)s?\\b|茶园|茶山|茶田|${SAVANNA.source}|${SUNFLOWERS.source}`,
        'i',
      ),
    },
  ),
  // Sunflower fields are the flowers themselves, taller than a person, faces to the sun.
  p(
    'sunflowers taller than a person, their faces turned to the sun',
    '比人还高的向日葵，花盘齐齐朝着太阳',
    { mentions: SUNFLOWERS, boost: 3 },
  ),
  // A beekeeper is among the hives.
  p(
    'white hive boxes among the flowers, bees drifting through the warm air',
    '花丛间一排白色蜂箱，蜜蜂在暖暖的空气里飞来飞去',
    { mentions: /\bbeekeep\w*|\bbee ?hives?\b|\bhives?\b|养蜂|蜂箱|蜂农/i, boost: 2 },
    { env: ['space', 'underwater'] },
  ),
  // The Forbidden City is its tiles and red walls.
  p(
    'golden glazed roof tiles in long rows, the palace’s red walls below',
    '一排排金色琉璃瓦，下方是宫殿的红墙',
    { mentions: /\bforbidden city\b|\bimperial palace\b|故宫|紫禁城/i, boost: 3 },
  ),
  // Shibuya is its scramble: every corner emptying into the crossing at once.
  p(
    'the scramble crossing filling from every corner at once, giant screens glowing above',
    '涩谷十字路口的人流从四个方向同时涌入，头顶的巨型屏幕亮着',
    { mentions: /\bshibuya\b|涩谷/i, boost: 3 },
  ),
  // The savanna has no fences: flat-topped acacias, dry gold grass, heat shimmering over it.
  p('flat-topped acacia trees dotting the plain', '平顶的金合欢树零星散落在草原上', {
    mentions: SAVANNA,
    boost: 2,
  }),
  p('dry golden grass, waist-high and rustling', '齐腰高的金黄干草沙沙作响', {
    mentions: SAVANNA,
    boost: 1,
  }),
  p(
    'heat haze shimmering over the plain',
    '热浪在平原上方微微扭动',
    { mentions: SAVANNA, boost: 1 },
    { time: ['night', 'dawn', 'dusk'], weather: ['rain', 'storm', 'fog', 'snow'] },
  ),
  p('dew on leaves and flower beds', '叶片和花坛上的露珠', {
    env: ['garden'],
    time: ['dawn', 'morning'],
  }),
  p(
    'sun-warmed wooden porch steps',
    '被晒得温热的木门廊台阶',
    { mentions: /porch|门廊/i },
    { time: NIGHTS },
  ),
  p(
    'a gravel path between flower beds',
    '花坛间的碎石小路',
    { env: ['garden'] },
    { weather: ['snow'], after: ['snow'], mentions: /porch|门廊/i },
  ),
  p('long shadows stretching across the grass', '长长的影子铺在草地上', {
    env: ['garden', 'countryside'],
    time: ['golden', 'morning'],
  }),
  p(
    'scattered leaves and trimmed lawns',
    '散落的树叶和修剪整齐的草坪',
    { env: ['garden'], mentions: /park|公园/i },
    { weather: ['snow'] },
  ),
  p('snow on the benches and bare branches', '长椅上的积雪和光秃秃的枝条', {
    env: ['garden'],
    weather: ['snow'],
  }),
  p('fresh snow on the branches and the forest floor', '枝头和林地上覆着新雪', {
    env: ['forest'],
    after: ['snow'],
  }),
  p('fresh snow on the lawn, the fence and the bare branches', '新雪覆盖着草坪、篱笆和光秃的枝条', {
    env: ['garden'],
    after: ['snow'],
  }),
  p(
    'fresh snow blanketing roofs and railings under a clear sky',
    '新雪覆盖着屋顶和栏杆，天空清朗',
    {
      after: ['snow'],
      env: ['city', 'street', 'home', 'countryside', 'ruins', 'road'],
    },
    // A bus stop on the open steppe has no roofs around it.
    { mentions: /steppe|tundra|plains|prairie|grassland|草原|荒原/i },
  ),

  p('snow lying unbroken to the horizon', '积雪一直铺到天边', {
    after: ['snow'],
    mentions: /steppe|tundra|plains|prairie|grassland|草原|荒原/i,
  }),

  // Indoors
  p(
    'a worn wooden counter, well-used pans on hooks',
    '磨旧的木质台面，挂钩上用旧了的锅',
    { env: ['kitchen'] },
    // A restaurant's kitchen is steel and heat lamps, not a farmhouse counter.
    { mentions: PRO_KITCHEN },
  ),
  p(
    'a stainless-steel pass under heat lamps, cooks moving fast behind',
    '热灯下的不锈钢出菜台，身后厨师们来回忙碌',
    { mentions: PRO_KITCHEN, boost: 2 },
  ),
  // (Steam the idea names rises from its food, not the stove.)
  p(
    'steam rising from the stove',
    '灶上升起的热气',
    { env: ['kitchen'] },
    // (Nor in a drama or a horror, where the kitchen is a room for a scene, not a stove.)
    {
      mentions: new RegExp(`${ICED.source}|\\bsteam\\w*`, 'i'),
      type: ['drama', 'horror', 'timelapse'],
    },
  ),
  p(
    // (The window is dark only at night: by day the rain runs down grey glass.)
    'rain running down the window glass',
    '雨水顺着窗玻璃往下流',
    {
      indoor: true,
      weather: ['rain', 'storm'],
    },
    // (A parking garage has no windows.)
    {
      env: ['vehicle'],
      mentions: PARKING_GARAGE,
    },
  ),
  p(
    'a lamp left on in the next room',
    '隔壁房间还亮着一盏灯',
    {
      env: ['home', 'kitchen'],
      time: NIGHTS,
    },
    { type: ['horror'] },
  ),
  p(
    'a long corridor lined with doors',
    '一条长长的走廊，两侧排着一扇扇门',
    { env: ['interior', 'home', 'hospital'], mentions: /hall|corridor|走廊/i },
    // (A home's hallway is short: the bathroom door, the bedroom doors.)
    { mentions: /\b(?:bathroom|bedroom|kitchen|nursery|living room)\b|卫生间|浴室|卧室/i },
  ),
  p(
    'a short, dark hallway, the bedroom and bathroom doors off it',
    '一条昏暗的短走廊，卧室和卫生间的门开在两侧',
    {
      mentions:
        /^(?=.*(?:\bhall(?:way)?\b|走廊))(?=.*(?:\b(?:bathroom|bedroom|nursery)\b|卫生间|浴室|卧室))/is,
      boost: 2,
    },
  ),
  // An old block's stairwell (楼道) is stairs and landings, a bulb that waits for a footstep.
  p(
    'a narrow stairwell of an old apartment block, peeling walls, one dim bulb on each landing',
    '老旧居民楼狭窄的楼道，墙皮斑驳，每层拐角一盏昏黄的声控灯',
    { mentions: /楼道|楼梯间/, boost: 2 },
  ),
  p('old floorboards worn pale down the middle', '中间被踩得发白的旧地板', {
    env: ['home', 'interior'],
    mentions: /farmhouse|cottage|old house|老房子|老宅|木屋/i,
  }),
  // A door that opens in the idea is shut until it does.
  p(
    'a door left ajar onto darkness',
    '一扇虚掩的门通向黑暗',
    { type: ['horror'], indoor: true },
    {
      mentions:
        /\bdoors?\b[^.]{0,25}?\b(?:opens?|creaks? open|swings? open)|门[^，。]{0,6}(?:打开|开了|推开|开启)|\bknock\w*|\bcloset\b|敲门|衣柜|\bbed\b|床|\belevators?\b|电梯/i,
    },
  ),
  // "scratching under her bed": the bed and the dark beneath it are the scene.
  p(
    'a dark bedroom, the gap under the bed a band of deep black',
    '昏暗的卧室，床底下一道深不见底的黑',
    {
      type: ['horror'],
      mentions: /\bunder (?:the |her |his |my |their )?bed\b|床底|床下/i,
      boost: 2,
    },
  ),
  p('pale green walls and a row of plastic chairs', '淡绿色的墙和一排塑料椅', {
    env: ['hospital'],
  }),
  p(
    'a vending machine humming at the end of the corridor',
    '走廊尽头嗡嗡作响的自动售货机',
    { env: ['hospital', 'interior'], time: NIGHTS },
    // The end of the corridor is where the idea puts its own figure.
    {
      mentions: new RegExp(
        `${EMPTY_PLACE.source}|${ELEVATOR.source}|\\b(?:at )?the (?:far )?end\\b|\\b(?:home|house|farmhouse|cottage|cabin|basement|cellar|attic|bedroom|bathroom|kitchen|nursery|apartment|victorian|mansion|manor|castle|1[6-9]th[- ]century)\\b|尽头|家|房子|老宅|古宅|宿舍|公寓|楼梯|楼道`,
        'i',
      ),
    },
  ),
  p('monitors glowing on empty desks', '空荡的工位上亮着的显示器', {
    env: ['office'],
    time: EVENINGS,
  }),
  p(
    'stacks of paper and a cold cup of coffee',
    '成摞的文件和一杯凉掉的咖啡',
    { env: ['office'] },
    // (A detective pouring whiskey has the bottle on his desk, not a cold coffee; an unboxing or
    // a product shot has a clean desk.)
    { mentions: /\b(?:whiske?y|bourbon|scotch)\b|威士忌/i, type: ['unboxing', 'product'] },
  ),
  p('a half-empty bottle and a glass on the desk', '桌上一瓶喝了一半的酒和一只玻璃杯', {
    env: ['office'],
    mentions: /\b(?:whiske?y|bourbon|scotch)\b|威士忌/i,
    boost: 1,
  }),
  p('chalk dust on a green board', '黑板上的粉笔灰', { env: ['classroom'] }, { mentions: LIBRARY }),
  p('tall shelves of books fading into soft focus', '一排排高高的书架在背景里虚化', {
    mentions: LIBRARY,
    boost: 2,
  }),
  p(
    'a barber’s chair, the mirror behind, clippings dusting the cape',
    '理发椅和身后的镜子，碎发落在围布上',
    { mentions: BARBER, boost: 2 },
  ),
  p(
    'a car up on the lift, oil-stained concrete and tools on the wall',
    '升降机上架着一辆车，满是油渍的水泥地，墙上挂着工具',
    {
      env: ['interior'],
      // (A typewriter or a watch repair shop is a bench, not a garage.)
      mentions:
        /\b(?:auto|car|motorcycle|motorbike|tyre|tire) repair shop|body shop|mechanic|auto shop|修车|汽修/i,
    },
  ),
  p('rows of concrete pillars and painted bay lines', '一排排水泥立柱和地上的车位线', {
    env: ['interior'],
    mentions: /parking (?:garage|lot|structure)|car park|停车场|地下车库/i,
  }),
  p('shelves of neatly arranged goods', '整齐摆放的货架', {
    env: ['shop'],
    mentions: /shop|store|boutique|supermarket|mall|商店|店铺|超市|商场/i,
  }),
  p('tools on a pegboard and wood shavings on the bench', '洞洞板上挂着工具，工作台上落满刨花', {
    mentions: /\b(?:workshop|shed|carpent\w*|woodwork\w*|joiner\w*)\b|木匠|工作室|作坊|榫卯|木工/i,
  }),
  p('nets, buoys and a hull up on trestles', '渔网、浮标和架在支架上的船身', {
    mentions: /boat ?shed|boathouse|船坞|船棚/i,
  }),
  // A breakup or a quarrel at a café table is not a party around them.
  p(
    'warm tables and other diners softly blurred in the background',
    '背景里暖意融融的餐桌和虚化的客人',
    { env: ['restaurant'] },
    // A restaurant closed for the night has no diners.
    {
      type: ['drama', 'horror'],
      mentions:
        /\b(?:closed|closes|closing|opens|opening|after hours|before hours|empty|alone|2 ?am|3 ?am|midnight)\b|打烊|开门前|空荡|深夜|凌晨|独自/i,
    },
  ),
  // A hospital at night, in a horror clip: what was left behind in the corridor.
  p(
    'an empty gurney against the wall and a wheelchair left facing it',
    '墙边停着一张空担架床，一把轮椅正对着它',
    { type: ['horror'], mentions: /\bhospital\b|医院/i, boost: 1 },
  ),
  // Places a creator names that a stock street or beach line would flatten.
  p(
    'grey brick walls and red-lacquered courtyard doors, a birdcage hanging under the eaves',
    '灰砖墙和朱漆四合院门，屋檐下挂着鸟笼',
    { mentions: /\bhutongs?\b|胡同/i, boost: 2 },
  ),
  p(
    'glossy black sand, the foam hissing back over it',
    '乌黑发亮的沙滩，退去的浪花在上面嘶嘶作响',
    { mentions: /\bblack[- ]sand\b|黑沙滩|黑色的?沙滩/i, boost: 2 },
  ),
  // A barista is behind a counter, whatever else the idea says of the place.
  p(
    'an espresso machine hissing behind the counter, cups stacked on top',
    '吧台后的咖啡机嘶嘶作响，机器顶上摞着杯子',
    { mentions: /\bbaristas?\b|咖啡师/i, boost: 1 },
    // (A barista asked in a street interview is out on the pavement.)
    { mentions: new RegExp(`${ELEVATOR.source}|${STREET_INTERVIEW.source}`, 'i'), type: ['pov'] },
  ),
  // A late-night noodle shop or izakaya: the counter, the steam, the curtain at the door.
  p(
    'a few stools at a steamy wooden counter, the cook working behind it',
    '热气腾腾的木吧台前摆着几张高脚凳，师傅在台后忙活',
    {
      mentions:
        /\b(?:ramen|noodle|udon|soba)\s+(?:shop|bar|stall|joint|place)\b|\bizakaya\b|拉面店|面馆|居酒屋/i,
      boost: 2,
    },
  ),
  p(
    'a short cloth curtain stirring in the doorway, warm light spilling onto the street',
    '门口的短布帘轻轻晃动，暖黄的灯光洒到街上',
    {
      mentions:
        /\b(?:ramen|noodle|udon|soba)\s+(?:shop|bar|stall|joint|place)\b|\bizakaya\b|拉面店|居酒屋/i,
      time: ['dusk', 'night'],
      boost: 2,
    },
  ),
  p(
    'a near-empty diner, the neon sign buzzing in the window, coffee going cold',
    '几乎没有客人的小餐馆，窗上的霓虹招牌嗡嗡作响，咖啡慢慢凉了',
    { env: ['restaurant'], mentions: /\bdiner\b/i, time: ['night'], boost: 2 },
  ),
  p(
    'chairs stacked on the tables, one lamp left on over the bar',
    '椅子倒扣在桌上，只留吧台上方一盏灯',
    {
      env: ['restaurant'],
      // A diner at 2 am is open: only closing time stacks the chairs.
      mentions: /\b(?:closed|closes|closing|after hours)\b|打烊/i,
      boost: 2,
    },
  ),
  p(
    'half-finished cups on the table between them',
    '桌上放着没喝完的杯子',
    { env: ['restaurant'], type: ['drama'], group: true },
    // (A game on the table is what sits between them.)
    { mentions: /\b(?:chess|xiangqi|go board|cards|mahjong)\b|象棋|下棋|围棋|麻将|打牌/i },
  ),
  p(
    'haze catching the stage beams',
    '舞台光束里的烟雾',
    { env: ['stage'] },
    { mentions: STAGE_COMEDY },
  ),
  p(
    'a crowd of raised hands in silhouette',
    '一片举起的手臂剪影',
    { env: ['stage'], mentions: /concert|crowd|gig|演唱会|观众/i },
    { mentions: STAGE_COMEDY },
  ),
  p(
    'a small draped table with a folding fan and a wooden block on it',
    '一张铺着桌围的小桌，上面放着折扇和醒木',
    {
      mentions: /相声|捧哏|逗哏|\bxiangsheng\b|\bcrosstalk\b/i,
      boost: 3,
    },
  ),
  p(
    'a mic stand and a stool, the front rows just catching the light',
    '一支麦克风架和一把高脚凳，前排观众刚好被光照到',
    {
      mentions: STAGE_COMEDY,
      boost: 2,
    },
    { mentions: /相声|捧哏|逗哏/i },
  ),
  p(
    'the audience rocking with laughter in the dark beyond the stage',
    '台下暗处的观众笑得前仰后合',
    {
      mentions: STAGE_COMEDY,
      boost: 2,
    },
    // A set that bombs plays to silence.
    {
      mentions:
        /\bbomb(?:s|ed|ing)?\b|\bsilence\b|\bcrickets\b|\bno one laughs\b|冷场|没人笑|鸦雀无声/i,
    },
  ),
  p(
    'a dusting of flour on the wooden counter',
    '木台面上撒着薄薄一层面粉',
    { mentions: DOUGH },
    { indoor: false },
  ),
  p(
    'embers drifting through the smoke',
    '火星在烟雾里飘散',
    { mentions: FIRE, air: true, boost: 1 },
    // (A flambé's flames are in the pan, in a kitchen.)
    { indoor: true, type: ['food'] },
  ),
  p('dusty rafters and furniture under white sheets', '积灰的房梁和蒙着白布的旧家具', {
    mentions: /\battic\b|\bloft\b|阁楼/i,
  }),
  p('the dark treeline beyond the ring of firelight', '篝火光圈外黑沉沉的树林', {
    mentions: /\bcampfire\b|篝火/i,
  }),
  p(
    'rows of bright shelves and a humming drinks fridge',
    '一排排明亮的货架和嗡嗡作响的饮料冷柜',
    { mentions: CORNER_SHOP },
    { indoor: false },
  ),
  // (Outside its door, the shop is the bright window behind them.)
  p(
    'the convenience store’s bright glass front behind them, its light spilling onto the pavement',
    '身后是便利店亮着灯的玻璃门，白光洒在门前的地面上',
    { mentions: CORNER_SHOP, indoor: false, boost: 2 },
  ),
  // (A skater's "bowl" is the park's, not a dish.)
  p('smooth concrete curves and steel coping', '光滑的混凝土弧面和钢制边沿', {
    mentions:
      /\b(?:skate|concrete|empty pool) bowl\b|skate ?park|half-?pipe|\bramps?\b|滑板场|碗池|^(?=[\s\S]*\bskat)(?=[\s\S]*\bbowl\b)/i,
  }),
  p(
    'the curved walls of a drained swimming pool, faded blue tiles along the lip',
    '抽干的泳池弯弯的池壁，池沿一圈褪色的蓝瓷砖',
    { mentions: /\b(?:empty|drained|abandoned) (?:swimming )?pool\b|空泳池|干涸的泳池/i, boost: 2 },
  ),
  p(
    'chalk lines and a scuffed court floor',
    '地上的划线和磨旧的场地',
    { env: ['stadium', 'gym'], mentions: /\b(?:court|gym|track)\b|体育馆|跑道|篮球场|排球场/i },
    // (A boxing gym has a ring and bags, not a court; a weights gym has racks.)
    {
      mentions:
        /\bbox(?:er|ing)\b|\bheavy bag\b|\bpunching bag\b|拳击|沙袋|\b(?:weights?|workout|lifts?|lifting|squats?|deadlifts?|barbells?|dumbbells?|transformation|fitness|mirror)\b|健身|撸铁|深蹲|杠铃|哑铃/i,
    },
  ),
  p(
    'a heavy bag on its chain and a worn ring in the corner',
    '铁链上吊着的沙袋，角落里一方旧拳台',
    {
      // (A boxer teaching in a garage has no ring: the gym or the bag says there is one.)
      mentions:
        /\bheavy bag\b|\bpunching bag\b|\bboxing (?:gym|ring)\b|^(?=.*\bbox(?:er|ing)\b).*\bgym\b|拳击馆|沙袋|拳台/i,
      boost: 2,
    },
  ),
  p('a raked dirt mound and chalked baselines', '耙平的投手丘和白色的边线', {
    mentions: /baseball|pitcher|curveball|\bmound\b|batter|棒球/i,
  }),
  // A gym with a hoop is a basketball court, not a weight room.
  p(
    'racks of weights and a rubber floor',
    '一排排器械和橡胶地面',
    { env: ['gym'] },
    {
      mentions: /\bbasketball\b|\bdunk\w*|\bhoops?\b|\bcourt\b|\bvolleyball\b|篮球|扣篮|排球|球场/i,
    },
  ),
  p('a hoop at the far end and polished wooden boards', '远处的篮筐和锃亮的木地板', {
    env: ['gym', 'stadium'],
    mentions: /\bbasketball\b|\bdunk\w*|\bhoops?\b|篮球|扣篮|灌篮/i,
    boost: 1,
  }),
  p('crumbling stone overgrown with vines', '爬满藤蔓的斑驳石墙', { env: ['ruins'] }),
  p('glassware and the glow of monitors', '玻璃器皿和显示器的微光', { env: ['lab'] }),
  p('rain running down the windows', '雨水顺着车窗流下', {
    env: ['vehicle'],
    weather: ['rain', 'storm'],
  }),
  p(
    'city lights sliding across the windows',
    '城市的灯光从车窗上一道道滑过',
    { env: ['vehicle'], time: EVENINGS },
    { mentions: PARKED },
  ),
  p(
    'the windscreen framing the half-empty lot outside, keys resting in the ignition',
    '挡风玻璃外是半空的停车场，钥匙还插在点火开关上',
    { env: ['vehicle'], mentions: PARKED },
  ),

  // Weather anywhere outdoors
  p('soft rain streaking the air', '细雨在空气中划出斜线', { weather: ['rain'], indoor: false }),
  p(
    'snow drifting down in large, slow flakes',
    '大片雪花缓缓飘落',
    { weather: ['snow'] },
    { indoor: true },
  ),
  p(
    'fog softening everything in the distance',
    '雾气让远处的一切变得柔和',
    { weather: ['fog'] },
    { indoor: true },
  ),

  // No place needed: what the kind of clip brings with it
  p(
    'a still pool of black ink, its surface glossy as glass',
    '一池静止的黑墨，表面像玻璃一样光亮',
    {
      type: ['product'],
      mentions: INK_POOL,
      boost: 2,
    },
  ),
  // (A product rising out of ink, water or sand stands on nothing: no plinth, no backdrop.)
  p(
    'a seamless backdrop with a soft gradient',
    '带柔和渐变的无缝背景',
    { type: ['product'], env: ['studio'] },
    { mentions: RISES_FROM },
  ),
  p(
    'a polished stone plinth',
    '一块打磨光滑的石质展台',
    { type: ['product'], env: ['studio'] },
    {
      mentions: new RegExp(
        `stone|marble|slate|pedestal|plinth|counter|table|大理石|石|台面|桌|${RISES_FROM.source}`,
        'i',
      ),
    },
  ),
  p(
    'droplets beading on the surface',
    '表面凝着细小的水珠',
    {
      type: ['product', 'food'],
      mentions: /water|wet|droplet|dew|condensation|mist|水珠|水滴|湿/i,
    },
    // (An iced drink's condensation has a line of its own.)
    { medium: ['animation'], mentions: ICED },
  ),
  p(
    'rising steam catching the light',
    '热气在光里升腾',
    { type: ['food'] },
    {
      env: ['space', 'underwater'],
      mentions: new RegExp(`${ICED.source}|${RAW_FOOD.source}|${COLD_DISH.source}`, 'i'),
    },
  ),
  // A cast-iron pan the idea names is the pan, not a griddle.
  p(
    'a heavy cast-iron pan, the fat shimmering around the edges',
    '厚重的铸铁锅，锅边的油脂微微发亮',
    { type: ['food'], mentions: /\bcast[- ]iron\b|\bskillet\b|铸铁锅/i, boost: 1 },
  ),
  p(
    'a blackened wok over a roaring burner, oil shimmering in its curve',
    '大火上的黑铁炒锅，锅底的油微微发亮',
    { type: ['food'], mentions: /\bwok\b|炒锅|颠勺/i, boost: 3 },
  ),
  p(
    'a hot griddle shimmering with oil',
    '热锅里的油微微发亮',
    {
      type: ['food'],
      mentions: /griddle|skillet|\bpan\b|grill|wok|smash|sear|fry|铁锅|平底锅|煎|炒/i,
    },
    // (A wok is a wok: its own line.)
    { mentions: /\bcast[- ]iron\b|\bskillet\b|\bwok\b|铸铁锅|炒锅|颠勺/i },
  ),
  // (A bowl of ramen, soup or hot pot is served in a bowl, at a counter: no plate, no linen.)
  // A chocolate dessert on a dark plate, dusted.
  p('a dark stoneware plate, a light dusting of cocoa powder', '深色粗陶盘，撒了一层薄薄的可可粉', {
    type: ['food'],
    mentions: /\bchocolate\b|\blava cake\b|\bbrownies?\b|巧克力|熔岩蛋糕/i,
    boost: 1,
  }),
  p(
    'a scatter of fresh herbs and crumbs around the plate',
    '盘边散落着新鲜香草和碎屑',
    { type: ['food'], mentions: /plate|plating|dish|serv|盘|摆盘/i },
    // (No herbs on a chocolate cake or a dessert.)
    { mentions: new RegExp(`${IN_A_BOWL.source}|${SWEET.source}`, 'i') },
  ),
  p(
    'condensation beading on a cold glass',
    '冰凉杯壁上凝结的水珠',
    { type: ['food', 'product'], mentions: ICED },
    { mentions: new RegExp(`${BOTTLED.source}|${FROZEN_DESSERT.source}`, 'i') },
  ),
  // A bottle or a can is not a glass ("一瓶冰镇可乐从冰块中升起").
  p('beads of condensation on the cold metal and glass', '冰凉的外壁上凝满水珠', {
    type: ['food', 'product'],
    mentions: new RegExp(`^(?=.*(?:${ICED.source}))(?=.*(?:${BOTTLED.source}))`, 'is'),
  }),
  p(
    'a rustic table with linen and ceramics',
    '铺着亚麻布、摆着陶瓷器皿的乡村风木桌',
    {
      type: ['food'],
      mentions:
        /\btable\b|\bplate\b|plating|\bdish\b|\bbowl\b|served|dinner|lunch|brunch|桌|盘|碗|上菜/i,
    },
    // (A wok over a roaring flame is a hot kitchen, not a linen tablecloth.)
    {
      env: ['street', 'sea', 'space', 'station', 'road'],
      mentions: new RegExp(
        `${ICED.source}|${IN_A_BOWL.source}|${STREET_FOOD.source}|\\bwoks?\\b|炒锅|大火`,
        'i',
      ),
    },
  ),
  // A street vendor works at a cart, passers-by behind: no linen, no ceramics.
  p(
    'a street-food cart crowded with tubs and squeeze bottles, passers-by blurred behind',
    '街边小吃车上摆满各色料盒和酱瓶，身后行人来来往往',
    { mentions: STREET_FOOD, boost: 2 },
    // (A wok over a flame or a row of night-market stalls is the picture already.)
    {
      indoor: true,
      mentions: /\bwoks?\b|\bnight market\b|\bfood stalls?\b|炒锅|颠勺|夜市|小吃摊/i,
    },
  ),
  // A vintage find comes in its old printed box, not a new matte one with tissue paper.
  p('a worn cardboard box, its printed art faded at the corners', '边角褪色、印着旧图案的纸盒', {
    type: ['unboxing'],
    mentions: VINTAGE,
    boost: 3,
  }),
  p(
    'tissue paper and a matte box',
    '拷贝纸和一只哑光纸盒',
    { type: ['unboxing'] },
    {
      mentions: VINTAGE,
    },
  ),
  p(
    'a clean white board, a hand with a black marker drawing each step as it comes',
    '干净的白板，一只手握着黑色马克笔，随讲解一步步画出来',
    { type: ['explainer', 'animation', 'cinematic'], mentions: WHITEBOARD, boost: 4 },
  ),
  p(
    'simple shapes and clean diagrams, no text',
    '简单的图形和清楚的示意图，不带文字',
    { type: ['explainer'] },
    // "macro shots of gears": real footage was asked for, not diagrams.
    {
      people: true,
      // Why a cat pushes cups off tables is shown with a cat, not with shapes.
      subject: ['animal'],
      mentions: new RegExp(
        `${HOW_TO.source}|\\bmacro\\b|close-?ups?|footage|slow[- ]motion|特写|微距|实拍|慢动作`,
        'i',
      ),
    },
  ),
  p(
    'real footage filmed close, with simple drawn arrows and circles over it',
    '近距离实拍画面，叠加简单的手绘箭头和圆圈',
    { type: ['explainer'], subject: ['animal'] },
    // (Asked for as an animation, it is drawn, not filmed.)
    { mentions: HOW_TO, medium: ['animation'] },
  ),
  p(
    'the animal drawn in clean, simple shapes, arrows and circles appearing as each point comes up',
    '动物用干净简洁的线条画出来，讲到哪里，箭头和圆圈就出现在哪里',
    { type: ['explainer'], subject: ['animal'], medium: ['animation'] },
    { mentions: HOW_TO },
  ),
  // A tutorial is done by hand, not drawn.
  EVERYTHING_LAID_OUT,
  // A tie or a braid is done in front of a mirror, not on a table.
  p(
    'a plain, softly lit wall behind, the mirror’s view of the hands',
    '身后是干净柔和的纯色墙面，像镜子里看到的双手',
    {
      type: ['explainer'],
      mentions: ON_THE_BODY,
    },
  ),
  // Riding the train: the carriage, its window and the lights sliding past.
  p(
    'a near-empty carriage, the city sliding past the window',
    '几乎空荡的车厢，窗外的城市一路滑过',
    { mentions: ON_A_TRAIN, boost: 3 },
  ),
  // "running to catch the last train": the station is where it happens.
  p(
    'a station platform under humming lights, the train waiting with its doors open',
    '站台灯光下，列车敞着门等在那里',
    {
      mentions:
        // (A bus stop is no train platform: 公交站, 公交车站.)
        /\b(?:last train|catch(?:es|ing)? (?:the |a )?train|train station|(?<!bus )platform)\b|末班车|赶火车|(?<!公交)站台|(?<!公交)车站/i,
      boost: 2,
    },
    // (A missed train is gone: its doors are no longer open.)
    {
      mentions: new RegExp(
        `${EMPTY_PLACE.source}|${ON_A_TRAIN.source}|\\bmiss(?:es|ed|ing)? (?:the |her |his |their |my )?(?:last )?train\\b|错过|没赶上`,
        'i',
      ),
    },
  ),
  // A hotpot place is its bubbling pot; a sweet-potato seller is his stove.
  p(
    'a red-oil hotpot bubbling on the table between them, steam everywhere',
    '桌子中间翻滚的红油锅底，热气腾腾',
    { mentions: /\bhot ?pot\b|火锅/i, group: true, boost: 2 },
  ),
  // (One hotpot: the table of friends has the one above.)
  p(
    'a red-oil hotpot on the table, chillies and peppercorns floating on top',
    '桌上一锅红油锅底，辣椒花椒浮在表面',
    {
      mentions: /\bhot ?pot\b|火锅/i,
      boost: 1,
    },
    { group: true },
  ),
  p(
    'an oil-drum stove, sweet potatoes roasting on its rim, the coals glowing',
    '汽油桶改的烤炉，炉沿上烤着红薯，炭火通红',
    { mentions: /\broast(?:ed|ing)? sweet potato\w*|烤红薯|烤地瓜/i, boost: 2 },
  ),
  p(
    'a cramped elevator car, brushed-steel walls and a lit panel of buttons',
    '狭窄的电梯轿厢，拉丝钢墙面和一排亮着的按钮',
    { mentions: ELEVATOR, boost: 2 },
  ),
  p(
    'a glass-walled meeting room, laptops open on the long table',
    '玻璃墙的会议室，长桌上开着几台笔记本',
    {
      mentions: /\bmeeting\b|\bconference room\b|\bboardroom\b|开会|会议室/i,
      boost: 2,
    },
  ),
  p(
    'a highway switchbacking across the high plateau, snow peaks on the horizon',
    '公路在高原上层层盘绕，天边是连绵的雪山',
    {
      mentions:
        /川藏线|青藏线|川藏公路|青藏公路|318国道|\bplateau road\b|\bmountain pass\b|\bswitchbacks?\b/i,
      boost: 2,
    },
  ),
  p(
    'a narrow street sloping down to the sea, the water glinting between rooftops',
    '一条窄街一路斜向海边，屋顶之间闪着海光',
    {
      mentions:
        /\b(?:seaside|coastal|harbou?r|fishing) (?:town|village)\b|海边(?:的)?小(?:镇|城)|海滨小镇|渔村/i,
      boost: 2,
    },
  ),
  // A night market is its stalls, not a skyline.
  p(
    'food stalls under strings of bare bulbs, steam rising from the woks',
    '一排排小吃摊，灯泡串下热气升腾',
    { mentions: /\bnight market\b|\bfood stalls?\b|\bhawker\b|夜市|小吃摊|大排档/i, boost: 2 },
    { indoor: true, mentions: NO_WOKS },
  ),
  // A taco stand cooks on a flat griddle, not in a wok.
  p(
    'taco stands under strings of bare bulbs, meat sizzling on a flat griddle',
    '一排排塔可摊，灯泡串下，肉在平底铁板上滋滋作响',
    { mentions: NO_WOKS, boost: 2 },
    { indoor: true },
  ),
  // What people sit around is part of the scene: the table, the pizza, the dinner.
  p(
    'an open pizza box on the table between them, one slice left',
    '桌上打开的披萨盒，只剩最后一块',
    {
      // A pizza shared and argued over, not one being delivered up the stairs.
      mentions:
        /\b(?:last|final) slice\b|\bslice of pizza\b|\bpizza (?:night|party)\b|最后一块披萨/i,
      people: true,
      boost: 1,
    },
    // "who ate the last slice": it is gone; the box is empty.
    { mentions: /\b(?:ate|eaten|finished) (?:the )?(?:last|final)\b|吃了最后一块|吃掉了最后/i },
  ),
  p(
    'an empty pizza box on the table between them, only crumbs left',
    '桌上空空的披萨盒，只剩一点碎屑',
    {
      // (Only a pizza: "who ate the last dumpling?" leaves no pizza box.)
      mentions:
        /^(?=[\s\S]*\bpizza\b)(?=[\s\S]*\b(?:ate|eaten|finished) (?:the )?(?:last|final)\b)|吃了最后一块披萨|吃掉了最后一块披萨/i,
      people: true,
      boost: 1,
    },
  ),
  // A flower that blooms at night, seen against the dark.
  p(
    'a plain dark background, the bud hanging from its long arching stem',
    '深色的背景里，花苞垂在长长的弯茎上',
    {
      mentions: /\bnight-?blooming\b|\bcereus\b|\bmoonflowers?\b|昙花|月下美人/i,
      boost: 3,
    },
  ),
  // A detective's office of the 1940s: the blinds, the desk lamp, the smoke.
  p(
    'venetian-blind shadows striping a cluttered desk, a brass desk lamp and a rotary phone',
    '百叶窗的影子一道道落在凌乱的办公桌上，一盏黄铜台灯和一部转盘电话',
    {
      mentions:
        /\b(?:1940s|40s|forties|noir)\b[\s\S]*\boffice\b|\b(?:detective|private eye)s?'? office\b|侦探事务所/i,
      boost: 3,
    },
  ),
  p(
    'plates, glasses and a half-finished dinner on the table between them',
    '饭桌上摆着碗筷和吃了一半的饭菜',
    {
      // ("多吃点", eat more: a grandmother says it across a laid table.)
      mentions:
        /\bdinner(?: table)?\b|\bat the table\b|\bsupper\b|\beat (?:some )?more\b|饭桌|餐桌|吃晚饭|年夜饭|晚饭|多吃点|多吃一点|快吃|趁热吃/i,
      people: true,
      boost: 1,
    },
  ),
  p(
    'rain streaking across the windshield, the wipers beating back and forth',
    '雨水顺着挡风玻璃往下淌，雨刷来回摆动',
    { mentions: /\bwind(?:shield|screen)\b|挡风玻璃/i, boost: 3 },
  ),
  p(
    'the accretion disk swirling in a blazing ring around the black hole',
    '吸积盘在黑洞周围旋成一道炽亮的光环',
    {
      mentions: /\bblack hole\b|黑洞/i,
      boost: 3,
    },
  ),
  // A named planet fills the sky it is named in.
  p(
    'Saturn filling half the sky, its rings a thin bright blade of ice and dust',
    '土星占据了半边天空，星环像一道薄而明亮的冰尘刀锋',
    { mentions: /\bsaturn'?s?\b|土星/i, boost: 3 },
  ),
  p(
    "Jupiter's banded clouds filling the frame, the Great Red Spot turning slowly",
    '木星条纹状的云带铺满画面，大红斑缓缓旋转',
    { mentions: /\bjupiter'?s?\b|木星/i, boost: 3 },
  ),
  p('tumbling asteroids of every size drifting past', '大大小小的小行星缓缓翻滚着飘过', {
    mentions: /\basteroids?\b|小行星/i,
    boost: 3,
  }),
  p(
    'whitewashed houses with dark tiled roofs lining the canal, a stone arch bridge ahead',
    '白墙黛瓦沿河排开，前方一座石拱桥',
    {
      mentions: /江南|水乡|古镇|乌镇|周庄|西塘|\bwater ?town\b/i,
      boost: 3,
    },
  ),
  p('worn bluestone paving, slick underfoot', '磨得发亮的青石板路', {
    mentions: /江南|水乡|古镇|小巷|青石板/i,
    boost: 2,
  }),
  // Blossoms the idea names are in the air of the scene from the first frame.
  p('cherry petals drifting through the air', '樱花花瓣在空中飘飞', {
    mentions: /\b(?:cherry|sakura) (?:blossoms?|petals?)\b|\bsakura\b|樱花/i,
    boost: 2,
  }),
  p('petals drifting down through the air', '花瓣在空中缓缓飘落', {
    mentions: /\bpetals? (?:fall\w*|drift\w*|float\w*|swirl\w*)|花瓣(?:飘落|纷飞|飞舞|飘飞|落下)/i,
    boost: 2,
  }),
  // A tea garden is rows of clipped bushes on a slope, not tall grass or flower beds.
  p(
    'rows of clipped tea bushes running along the hillside, mist in the folds of the hills',
    '一垄垄修剪整齐的茶树顺着山坡铺开，山坳里浮着薄雾',
    {
      mentions: /\btea (?:garden|plantation|terraces?|fields?|estate)s?\b|茶园|茶山|茶田/i,
      boost: 3,
    },
  ),
  p(
    'the lamp room at the top of the tower, the great lens waiting to turn',
    '塔顶的灯室，巨大的透镜静静等着转动',
    { mentions: /\blighthouse keeper\b|灯塔看守人|守塔人/i, boost: 2 },
    // (Interviewed in his living room, he is at home, not up the tower; writing, at his desk.)
    {
      mentions: new RegExp(
        `\\b(?:living room|kitchen|his home|her home|at home|porch|armchair|sofa|couch|workshop|shed|garage|pub|caf[eé]|boat|by (?:his|her|the) window)\\b|客厅|家里|厨房|作坊|工作室|车库|${KEEPER_INDOORS.source}`,
        'is',
      ),
    },
  ),
  // A flooded street doubles its lights in the water underfoot.
  p(
    'ankle-deep water in the alley, every sign doubled in its surface',
    '小巷里积着没过脚踝的水，每块招牌都倒映在水面上',
    {
      mentions:
        /\bflooded (?:[\w-]+ ){0,2}(?:alley|street|road|lane)s?\b|\bstanding water\b|积水的?(?:小巷|街道|巷子)/i,
      boost: 3,
    },
  ),
  // A game two people play sits between them.
  p('a stone table between them, a chessboard mid-game', '两人之间的石桌上摆着一盘下到一半的棋', {
    mentions: /\b(?:chess|xiangqi|go board|checkers|mahjong)\b|象棋|下棋|围棋|麻将/i,
    people: true,
    boost: 3,
  }),
  // Named cities a reader knows by their streets (seen outside, as landmarks.ts's are).
  p(
    'the Huangpu River curving past the Pudong towers, the old Bund facades along the near bank',
    '黄浦江在陆家嘴的高楼前转弯，近岸是外滩一排老建筑',
    { mentions: /\bthe bund\b|外滩|陆家嘴|黄浦江/i, boost: 3 },
    AWAY,
  ),
  p(
    'glass towers rising from the edge of the desert, the palm-shaped island curling into a turquoise sea',
    '沙漠边缘拔地而起的玻璃高楼，棕榈形的人工岛在碧蓝海面上舒展',
    { mentions: /\bdubai\b|迪拜/i, boost: 3 },
    AWAY,
  ),
  // Hongyadong is its stilt houses lit gold over the river, not the train through the block.
  p(
    'tiers of stilt houses stacked up the cliff, every eave outlined in warm gold light',
    '吊脚楼依着崖壁一路向上，每一道飞檐都亮着金色的灯',
    { mentions: /洪崖洞|\bhongyadong\b/i, boost: 5 },
    AWAY,
  ),
  p(
    'the lit cliff mirrored in the dark river below',
    '灯火通明的崖壁倒映在脚下幽暗的江面上',
    { mentions: /洪崖洞|\bhongyadong\b/i, boost: 4 },
    AWAY,
  ),
  p(
    'a light-rail train gliding straight through a tower block',
    '轻轨从楼房中间穿过',
    { mentions: /重庆|山城|\bchongqing\b/i, boost: 3 },
    { ...AWAY, mentions: /洪崖洞|\bhongyadong\b/i },
  ),
  p(
    'streets stacked up the hillside, stairs and overpasses at every level',
    '层层叠叠的山城街道，梯坎和立交在不同高度交错',
    {
      mentions: /重庆|山城|\bchongqing\b/i,
      boost: 3,
    },
    AWAY,
  ),
  p(
    'a steep street dropping away toward the bay, cable-car tracks down its middle',
    '陡峭的街道一路向海湾冲下去，中间是缆车轨道',
    {
      mentions: /\bsan francisco\b|旧金山/i,
      boost: 3,
    },
    AWAY,
  ),
  p('a workbench and tools hung on a pegboard behind them', '身后是工作台和挂满工具的洞洞板', {
    mentions: /(?<!parking )\bgarage\b|\bworkshop\b|(?<!地下)车库|工作间/i,
    indoor: true,
    boost: 1,
  }),
  p(
    'rows of concrete pillars, painted bay lines and a flickering strip light',
    '一排排水泥柱子、地上的车位线和一根闪烁的灯管',
    {
      mentions: PARKING_GARAGE,
      boost: 2,
    },
  ),
  // An old inn: its common room, lamps, benches and the rain at the door.
  p(
    "an old inn's common room, wooden tables and benches, rain sheeting past the open door",
    '老客栈的大堂，木桌长凳，门外雨帘如注',
    { mentions: /\b(?:old |roadside )?inn\b|\btavern\b|客栈|酒肆|驿站/i, boost: 2 },
  ),
  // ("grandma rolling out dumplings": one person has nothing "between them".)
  p('a floured board of half-folded dumplings between them', '撒着面粉的案板上摆着包了一半的饺子', {
    mentions: DUMPLINGS_FOLDED,
    group: true,
    boost: 2,
  }),
  p('a floured board lined with half-folded dumplings', '撒着面粉的案板上摆着包了一半的饺子', {
    mentions: DUMPLINGS_FOLDED,
    people: true,
    boost: 2,
  }),
  p('a bare metal table between them', '两人之间一张光秃秃的金属桌', {
    mentions: INTERROGATION,
    boost: 2,
  }),
  p('a one-way mirror along the wall', '墙上一面单向玻璃', { mentions: INTERROGATION, boost: 2 }),
  // A wet market is its stalls: crates of produce, the floor wet.
  p(
    'stalls piled high with crates of fresh produce, the concrete floor wet',
    '摊位上堆满一筐筐新鲜蔬菜，水泥地面湿漉漉的',
    {
      mentions: WET_MARKET,
      boost: 3,
    },
  ),
  // A funeral is shown, not blurred away: the portrait and flowers, the mourners at the edges.
  p(
    'white lilies and a framed photograph beside the closed casket',
    '灵堂正中挂着黑白遗像，两旁摆满白菊和花圈',
    { mentions: FUNERAL, boost: 3 },
  ),
  p('mourners in dark clothes at the edges of the frame', '身穿深色衣服的吊唁者站在画面边缘', {
    mentions: FUNERAL,
    boost: 2,
  }),
  // A crime scene: the tape and the markers; the body is kept to a sheet at the edge of frame.
  p(
    'yellow police tape across the doorway, evidence markers on the floor',
    '门口拉着黄色警戒线，地上摆着一个个证物标记',
    { mentions: CRIME_SCENE, boost: 3 },
  ),
  p('a sheet over the body at the edge of the frame', '盖着白布的尸体在画面边缘', {
    mentions: CRIME_SCENE,
    boost: 2,
  }),
  // An old craftsman is told in his workshop: the bench, the tools worn smooth by his hands.
  p(
    'a cluttered workbench, hand tools worn smooth hanging on the wall behind',
    '堆满活计的工作台，身后墙上挂着被手磨得发亮的工具',
    {
      people: true,
      mentions:
        /\b(?:craftsman|craftswoman|artisan|woodworker|carpenter|blacksmith|luthier|potter|watchmaker|shoemaker|cobbler)\b|手艺人|匠人|木匠|铁匠|老师傅|篾匠|银匠|陶艺/i,
      boost: 2,
    },
    { indoor: false },
  ),
  // A child's room at night: the bed, the toys, the closet door, a night-light's glow.
  p(
    'a child’s bedroom in the dark, toys on the rug, the closet door shut',
    '黑暗中的儿童房，地毯上散着玩具，衣柜门紧闭着',
    {
      mentions:
        /^(?=.*(?:\b(?:little girl|little boy|child|kid|toddler|daughter|son)\b|小女孩|小男孩|孩子))(?=.*(?:\bcloset\b|\bwardrobe\b|\bunder (?:the|her|his) bed\b|衣柜|床底))/is,
      boost: 3,
    },
  ),
  // A hummingbird at a flower: the garden around it melts into soft green.
  p('the blossoms around it melting into a soft green blur', '周围的花朵化成一片柔和的绿色虚影', {
    mentions: HUMMINGBIRD,
    boost: 2,
  }),
  // An old inn at night in the snow: its door, its lanterns, the drifts against the step.
  p(
    'an old inn’s lantern-hung door, snow drifted against its step',
    '客栈门口挂着灯笼，台阶边积了厚厚的雪',
    { mentions: SNOWY_INN, boost: 3 },
  ),
  // Rush hour: the traffic is the place, nose to tail, scooters in every gap.
  p(
    'bumper-to-bumper traffic, scooters threading through every gap',
    '车流首尾相接，电动车在每一道车缝里穿行',
    { mentions: RUSH_HOUR, boost: 3 },
    { env: ['space', 'underwater'], indoor: true },
  ),
  // Fjords and fishing villages: red cabins at the water's edge under steep peaks.
  p(
    'red fishing cabins strung along the water’s edge, steep peaks rising straight out of the fjord',
    '红色的渔屋沿着水边排开，陡峭的山峰从峡湾里拔地而起',
    { mentions: /\bfjords?\b|\blofoten\b|\bfishing villages?\b|峡湾|罗弗敦|渔村/i, boost: 3 },
  ),
  // Sea cliffs named: the cliffs themselves, not just a shoreline.
  p(
    'sheer green-topped cliffs dropping into a churning sea, sea stacks standing offshore',
    '顶上覆着绿草的陡峭悬崖直插翻涌的海面，近海立着几座海蚀柱',
    {
      mentions:
        /^(?=.*\bcliffs?\b)(?=.*\b(?:sea|ocean|coast\w*|islands?|faroe|shore|waves|fjords?)\b)|海边悬崖|海崖|悬崖[^，。]*海|海[^，。]*悬崖/is,
      boost: 3,
    },
  ),
  // A delivery rider stopped for an interview: the scooter and the box are who he is.
  p(
    'his scooter parked at the curb, the insulated delivery box strapped on the back',
    '他的电动车停在路边，后座绑着外卖保温箱',
    {
      mentions:
        /\bdelivery (?:rider|guy|driver|man)\b|\bcouriers?\b|外卖小哥|外卖员|骑手|快递小哥/i,
      boost: 2,
    },
    // (A rider on the move has no scooter parked anywhere.)
    {
      type: ['pov'],
      moving: true,
      indoor: true,
      mentions: /骑着|\brid(?:es|ing)\b|穿过|穿梭|\bweav\w*|送餐|送外卖|\bdeliver(?:s|ing)\b/i,
    },
  ),
  // Where people meet or plot, said as that place: the shelter, the treehouse.
  p(
    'a bus shelter, rain drumming on its roof, the timetable glowing inside it',
    '公交站的候车亭，雨点敲打着顶棚，站牌灯箱亮着',
    {
      mentions: /\bbus (?:stop|shelter)\b|公交站|车站站台|候车亭/i,
      weather: ['rain', 'storm'],
      boost: 3,
    },
  ),
  p(
    'a bus shelter and its lit timetable, the road running past',
    '公交站的候车亭和亮着的站牌，马路从旁边延伸开去',
    { mentions: /\bbus (?:stop|shelter)\b|公交站|候车亭/i, boost: 2 },
    { weather: ['rain', 'storm'], mentions: /steppe|tundra|plains|prairie|grassland|草原|荒原/i },
  ),
  p(
    'rough plank walls, a rope ladder and light slanting through the gaps',
    '粗糙的木板墙、一架绳梯，光从木板缝里斜照进来',
    { mentions: /\btree ?house\b|树屋/i, boost: 3 },
  ),
  ...FACES_IN_FOCUS,
  // (Not for one out on his own boat: the quay is then where he is not.)
  p(
    'weathered fishing boats tied up along the quay in the background',
    '身后的码头边系着几条旧渔船',
    { mentions: /\bfisherm[ae]n\b|渔民|渔夫/i, boost: 1 },
    { mentions: /\bon (?:his|her|their|a|the) (?:\w+ )?boat\b|在(?:自己的)?[^，。]{0,4}船上/i },
  ),
  ...ACTIVITY_SCENES,
];

/**
 * The set as a look redraws it: written only when a heavy rewrite moves the prompt to a new
 * style, so the scene changes with it.
 */
export const STYLE_DETAILS: readonly Phrase[] = [
  p('painted backgrounds with soft atmospheric depth', '手绘背景，带柔和的空气纵深', {
    style: ['anime'],
  }),
  p('simple, bold background shapes that frame the action', '简洁大胆的背景造型，框住动作', {
    style: ['cartoon'],
  }),
  p('a softly lit miniature world with rounded props', '柔光下的微缩世界，道具圆润', {
    style: ['3d'],
  }),
  p('handmade props with visible fingerprints', '手工道具，看得见指纹', { style: ['clay'] }),
  p('washes of colour bleeding into the paper', '色彩晕染进纸面', { style: ['watercolor'] }),
  p('ink washes and generous empty space', '水墨晕染与大片留白', { style: ['ink'] }),
  p('chunky pixel scenery in a few flat colours', '几种平涂色块组成的像素场景', {
    style: ['pixel'],
  }),
  p('hard shadows slicing across the set', '硬朗的阴影切过整个场景', { style: ['noir'] }),
  p('period props and worn, lived-in surfaces', '年代感道具和磨旧的表面', { style: ['vintage'] }),
  p('handheld framing with real, unstaged clutter', '手持取景，真实未经摆布的杂物', {
    style: ['documentary'],
  }),
  p('true-to-life textures in every surface', '每个表面都是真实的质感', { style: ['photoreal'] }),
];
