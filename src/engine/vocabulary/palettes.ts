/**
 * Palettes of 3–5 named colours, tagged with where they fit. Compose puts the colours the idea
 * names first and fills the rest from the best-fitting palette here.
 */
import {
  AUTUMN_ALONE,
  SPRING_ALONE,
  SUMMER_ALONE,
  WINTER_ALONE,
  PARKING_GARAGE,
  PERIOD,
  SAVANNA,
  AUTUMN,
  CANDLE,
  DEEP_WATER,
  DOUGH,
  SWEET,
  NOODLE_PULLING,
  FIRE,
  HARBOUR,
  KIDS,
  MARS,
  p,
  type Phrase,
  type Tags,
  STAGE_COMEDY,
  LOW_ORBIT,
  MILKY_WAY,
  WHITEBOARD,
  VINTAGE,
  INK_POOL,
  DARK_BACKDROP,
  EAST_PERIOD,
  SUBWAY,
  LIPS,
  FUNERAL,
  CRIME_SCENE,
  COZY,
  RED_ROCK,
  OWN_FIRE,
  WET_MARKET,
  INTERROGATION,
} from './fit.ts';
import { LANDMARK_PALETTES } from './landmarks.ts';

/** A warm lamp named as the light. */
const WARM_LAMP =
  /暖色?(?:的)?台灯|台灯(?:的)?暖光|暖光|\b(?:warm|cozy|cosy) (?:desk[- ]?)?lamp\b|\bdesk[- ]?lamp\b|\btungsten\b/i;
const BLOSSOM = /\b(?:cherry|peach|plum) blossoms?|\bsakura\b|樱花|桃花|梅花/i;
// A matcha latte is green, not espresso brown.
const COFFEE =
  /coffee|(?<!matcha |抹茶)latte|espresso|cappuccino|mocha|barista|咖啡|(?<!抹茶)拿铁|拉花/i;
// ("fried rice" is a wok's, not a grill's: no melted cheese.)
const GRILLED =
  /\b(?:burgers?|steaks?|ribeye|brisket|bbq|barbecue|grill(?:s|ed|ing)?|sear(?:s|ed|ing)?|fried(?! rice| noodles)|fry|frying|bacon|sausages?|chicken wings|kebabs?|skewers?)\b|煎|炸|烤|串|牛排|汉堡/i;
// (Whole words: "phone" is no pho, "baobab" no bao.)
const BOWLS =
  /\b(?:ramen|noodles?|soups?|broth|dumplings?|bao|xiaolongbao|pho|curry|rice bowls?)\b|小笼包|生煎|包子|饺子|面|汤|粥|火锅|馄饨/i;
const DRINKS =
  /\b(?:teas?|matcha|juices?|cocktails?|smoothies?|boba|milk tea|lemonade)\b|茶|奶茶|果汁|鸡尾酒|抹茶/i;

const PETS =
  /\b(?:cats?|kittens?|dogs?|pupp(?:y|ies)|corgis?|retrievers?|shibas?|tabby|hamsters?|bunn(?:y|ies)|rabbits?)\b|猫|狗|柯基|柴犬|金毛|仓鼠|兔/i;

/** A horror palette: only ever chosen for horror. */
const horror = (en: string, zh: string, tags: Tags): Phrase =>
  p(en, zh, { ...tags, type: ['horror'] });

export const PALETTES: readonly Phrase[] = [
  ...LANDMARK_PALETTES,
  // A workshop or a craft at the bench: wood, leather, steel and the lamp over it.
  p(
    'sawdust gold, worn leather brown, steel grey and lamp amber',
    '木屑金、旧皮革棕、钢灰与灯光琥珀',
    {
      mentions:
        /\b(?:workshop|workbench|carpenter|woodwork\w*|woodcarv\w*|luthier|leatherwork\w*|cobbler|tailor|saddle stitch|chisel|lathe|whittl\w*|sawdust)\b|木匠|刨子|刨木|木工|作坊|裁缝|皮具|鞋匠/i,
      boost: 2,
    },
    { type: ['food', 'product', 'animation'] },
  ),
  // A newborn or a baby up close: soft whites, blush and skin.
  p(
    'soft white, blush pink, warm skin tones and pale cream',
    '柔白、淡粉、温暖的肤色与浅奶油色',
    { mentions: /\b(?:newborn|baby|babies|infant|toddler)\b|新生儿|婴儿|宝宝/i, boost: 1 },
    // (A Dutch baby is a pancake, 熊猫宝宝 a panda cub.)
    {
      type: ['horror', 'animation', 'nature', 'food'],
      mentions:
        /\bdutch baby\b|\bbaby (?:back ribs|carrots?|spinach|sharks?|turtles?|elephants?|goats?|animals?|birds?|foxes|fox|deer|owls?|pandas?)\b|(?:熊猫|猫|狗|鸟|熊|象|鹿|狐狸)宝宝/i,
    },
  ),
  // An airport terminal: white floors, glass, the amber of the departure boards.
  p(
    'terminal white, departure-board amber, glass blue and steel grey',
    '航站楼白、航班屏琥珀、玻璃蓝与钢灰',
    { mentions: /\bairports?\b|\bterminal\b|\bboarding gate\b|机场|航站楼|登机口/i, boost: 2 },
  ),
  // A lava lamp is its own colours: molten orange and magenta glowing in the dark.
  p('lava orange, hot magenta, deep purple and black', '熔岩橙、艳洋红、深紫与黑', {
    mentions: /\blava lamps?\b|熔岩灯/i,
    boost: 3,
  }),
  // A long mountain road by motorbike: asphalt, sky, prayer flags and dry earth.
  p(
    'asphalt grey, high-altitude blue, prayer-flag red and dry earth brown',
    '柏油灰、高原蓝、经幡红与干土棕',
    { mentions: /川藏线|318国道|青藏线|滇藏线|\b(?:318|sichuan-tibet|tibet highway)\b/i, boost: 2 },
  ),
  // A season named alone: its own colours (theme-beats.ts tells it as a place in it).
  p('snow white, frost blue, slate grey and window amber', '雪白、霜蓝、石板灰与窗灯暖黄', {
    mentions: WINTER_ALONE,
    boost: 4,
  }),
  p('sun yellow, grass green, sky blue and watermelon red', '阳光黄、草绿、天蓝与西瓜红', {
    mentions: SUMMER_ALONE,
    boost: 4,
  }),
  p('maple red, amber gold, rust brown and soft grey', '枫红、琥珀金、铁锈棕与柔灰', {
    mentions: AUTUMN_ALONE,
    boost: 4,
  }),
  p('blossom pink, petal white, fresh green and pale sky blue', '樱粉、花瓣白、新绿与淡天蓝', {
    mentions: SPRING_ALONE,
    boost: 4,
  }),
  // A weights gym: black rubber, steel, chalk and one loud colour from the plates.
  p(
    'gym black, steel grey, chalk white and bumper-plate red',
    '健身房黑、钢铁灰、镁粉白与杠铃片红',
    {
      env: ['gym'],
      mentions:
        /\b(?:weights?|workouts?|lifts?|lifting|weightlift\w*|squats?|deadlifts?|barbells?|dumbbells?|gym transformation|fitness|burpees?|clean and jerk|kettlebells?|pull-?ups?|push-?ups?)\b|健身|撸铁|深蹲|杠铃|哑铃|引体向上|俯卧撑/i,
      boost: 2,
    },
  ),
  // The light the creator names is the palette: sodium vapour turns everything amber.
  p(
    'sodium orange, deep amber, shadow black and a cold teal edge',
    '钠灯橙、深琥珀、阴影黑与一抹冷青',
    {
      mentions: /\bsodium[- ](?:vapou?r|lights?|lamps?|streetlights?|glow)\b|钠灯|钠光/i,
      boost: 3,
    },
  ),
  p('rust red, ochre, dusty pink and pale butterscotch', '锈红、赭石、灰粉与浅奶油黄', {
    env: ['space'],
    mentions: MARS,
  }),
  p('jet black, white and mid greys', '纯黑、白与中灰', { style: ['noir'] }),
  p('firelight orange, ember red, deep night blue and smoke grey', '火光橙、余烬红、深夜蓝与烟灰', {
    mentions: /\b(?:campfire|bonfire|fireplace|fire pit)\b|篝火|壁炉|火堆/i,
    boost: 2,
  }),
  p(
    'deep indigo, starlight white, faint violet and silhouette black',
    '深靛蓝、星光白、淡紫与剪影黑',
    {
      mentions: MILKY_WAY,
      boost: 3,
    },
  ),
  p('aurora green, deep violet, night navy and snow white', '极光绿、深紫、夜空藏青与雪白', {
    mentions: /\bnorthern lights\b|\baurora\b|极光/i,
    boost: 3,
  }),
  p('blazing orange, white-hot gold, void black and deep violet', '炽橙、白热的金、虚空黑与深紫', {
    mentions: /\bblack hole\b|黑洞/i,
    boost: 3,
  }),
  // 江南水乡: white walls, ink-grey tiles, bluestone and green canal water, not a city street.
  p(
    'whitewashed walls, ink-grey roof tiles, bluestone grey and canal green',
    '白墙、黛瓦、青石板灰与河水绿',
    {
      mentions: /江南|水乡|古镇|乌镇|周庄|西塘|\bwater ?town\b/i,
      boost: 3,
    },
  ),
  // "moody overcast": the sky's greys, never a tropical turquoise. "Moody" alone is a mood,
  // not a sky: a moody synthwave track keeps its neon.
  p(
    'slate grey, muted teal, wet black and pale fog white',
    '石板灰、暗青、湿黑与淡雾白',
    { mentions: /\bovercast\b|\bgr[ae]y sk(?:y|ies)\b|阴沉|阴天/i, boost: 2 },
    { style: ['synthwave', 'cyberpunk'] },
  ),
  // A cola: its red label, the caramel drink, the ice and the fizz.
  p('cola red, caramel brown, ice blue and bubble white', '可乐红、焦糖棕、冰蓝与气泡白', {
    mentions: /\b(?:cola|coke)\b|可乐/i,
    boost: 3,
  }),
  // A mooncake at Mid-Autumn: the baked crust, the custard, the moon's silver and the night.
  p(
    'crust gold-brown, custard yellow, moon silver and night blue',
    '饼皮金棕、流心蛋黄、月光银与夜蓝',
    {
      mentions: /\bmooncakes?\b|月饼/i,
      boost: 3,
    },
  ),
  // A milk tea is caramel and cream, whatever ice is dropped into it; a hot one has no ice.
  p(
    'caramel brown, milk-tea beige, cream white and warm wood',
    '焦糖棕、奶茶米色、奶油白与暖木色',
    {
      mentions: /\bhot (?:milk|bubble) tea\b|热奶茶/i,
      boost: 4,
    },
  ),
  p(
    'caramel brown, milk-tea beige, tapioca black and ice white',
    '焦糖棕、奶茶米色、珍珠黑与冰块白',
    { mentions: /\b(?:milk|bubble) tea\b|\bboba\b|奶茶|珍珠奶茶/i, boost: 3 },
  ),
  // Red chilli oil in a hot pot is no golden broth.
  p(
    'chilli-oil red, deep crimson, scallion green and steam white',
    '辣油红、深绯红、葱绿与热气白',
    {
      mentions: /红油|麻辣|火锅|\bhot ?pot\b|\bchil(?:l)?i oil\b|\bsichuan\b/i,
      boost: 2,
    },
  ),
  // A perfume is its liquid's amber and the glass's glints, not a gadget's silver and grey.
  p('amber gold, champagne, blush pink and deep black', '琥珀金、香槟色、淡粉与深黑', {
    mentions: /\b(?:perfume|fragrance|cologne|eau de \w+)\b|香水/i,
    boost: 2,
  }),
  // A roller coaster by day: sky, red steel and bright paint.
  p(
    'sky blue, track red, steel grey and sunlit white',
    '天蓝、轨道红、钢灰与阳光白',
    { mentions: /\broller ?coasters?\b|过山车/i, boost: 2 },
    { time: ['dusk', 'night'] },
  ),
  // A packed subway car: fluorescent white, steel, dark coats, one line colour.
  p(
    'fluorescent white, steel grey, navy coats and a stripe of line green',
    '日光灯白、不锈钢灰、藏青外套与一道线路绿',
    {
      mentions: SUBWAY,
      boost: 2,
    },
  ),
  // A wok over fire: smoke, soy, scallion and egg.
  p('wok smoke grey, soy amber, scallion green and egg yellow', '锅气烟灰、酱油琥珀、葱绿与蛋黄', {
    mentions: /\bwoks?\b|\bfried rice\b|\bstir-?fr\w*|炒饭|炒面|爆炒|颠勺/i,
    boost: 2,
  }),
  // Street tacos: salsa, lime and a charred tortilla.
  p('salsa red, lime green, tortilla gold and charred brown', '莎莎酱红、青柠绿、玉米饼金与焦褐', {
    mentions: /\btacos?\b|\bsalsa\b|塔可/i,
    boost: 3,
  }),
  // Tortillas on a comal: clay, corn and smoke.
  p('terracotta, corn yellow, smoke grey and charred black', '陶土红、玉米黄、烟灰与焦黑', {
    mentions: /\b(?:comal|metate|tortillas?|masa|molcajete)\b/i,
    boost: 2,
  }),
  // Sushi is raw fish on white rice: no golden crust, no tomato.
  p('tuna red, rice white, nori black and wasabi green', '金枪鱼红、米饭白、海苔黑与芥末绿', {
    mentions: /\b(?:sushi|sashimi|nigiri|maki|omakase)\b|寿司|刺身/i,
    boost: 2,
  }),
  // A lipstick ad is about the colour on the lips and the skin around it.
  p('lipstick red, warm skin tones, blush pink and soft gold', '口红红、暖肤色、浅粉与柔金', {
    mentions: new RegExp(`${LIPS.source}|唇`, 'i'),
    boost: 2,
  }),
  p('magenta, electric cyan, deep purple and chrome', '洋红、电光青、深紫与金属银', {
    style: ['synthwave', 'cyberpunk'],
  }),
  p('ink black, rice-paper white, pale jade and vermilion', '墨黑、宣纸白、淡青与朱红', {
    style: ['ink'],
  }),
  p(
    'sky blue, cherry pink, warm cream and ink black',
    '天蓝、樱花粉、暖奶油色与墨黑',
    { style: ['anime', 'watercolor'] },
    { time: ['golden', 'dusk', 'night'] },
  ),
  p('rain grey, slate blue, soft teal and warm window yellow', '雨灰、石板蓝、柔青与暖黄窗光', {
    style: ['anime', 'watercolor', 'cartoon'],
    weather: ['rain', 'storm'],
  }),
  p('sunset orange, rose pink, violet and warm cream', '夕阳橙、玫瑰粉、紫罗兰与暖奶油色', {
    style: ['anime', 'watercolor', 'cartoon'],
    time: ['golden', 'dusk'],
  }),
  p(
    'midnight blue, starlight white, violet and warm window yellow',
    '午夜蓝、星光白、紫罗兰与暖黄窗光',
    {
      style: ['anime', 'watercolor', 'cartoon'],
      time: ['night'],
    },
  ),
  p(
    'board white, marker black, a touch of red and a touch of blue',
    '白板白、马克笔黑，点缀一点红和一点蓝',
    {
      mentions: WHITEBOARD,
      boost: 4,
    },
  ),
  p('warm terracotta, mustard yellow, teal and cream', '暖陶土红、芥末黄、青绿与奶油色', {
    style: ['clay', '3d', 'cartoon'],
  }),
  p('bright red, sunny yellow, grass green and sky blue', '亮红、明黄、草绿与天蓝', {
    style: ['pixel'],
  }),
  p('faded teal, warm orange, cream and brown', '褪色青绿、暖橙、奶油色与棕', {
    style: ['vintage'],
  }),
  p('sodium orange, neon magenta, teal and deep navy', '钠灯橙、霓虹洋红、青绿与深海军蓝', {
    env: ['street', 'city', 'road'],
    time: ['night', 'dusk'],
  }),
  // Black coffee over ice is no latte: dark coffee, clear ice, cold light.
  p(
    'coffee dark brown, ice white, cool blue and condensation silver',
    '咖啡深棕、冰块白、冷蓝与水珠银',
    {
      mentions:
        /\biced (?:americano|black coffee|coffee)\b(?! latte)|\bcold[- ]brew\b|\bamericano\b|冰美式|冰咖啡|冷萃|冰黑咖/i,
      boost: 2,
    },
  ),
  // RGB lighting is the rainbow it cycles through, on black.
  p('matte black, RGB magenta, electric cyan and lime green', '哑光黑、霓彩洋红、电光青与青柠绿', {
    mentions: /\bRGB\b|\brainbow (?:backlight|lighting)\b|灯效|RGB/,
    boost: 2,
  }),
  // A fair at night is its bulbs and neon rides.
  p('neon pink, electric blue, bulb yellow and night black', '霓虹粉、电光蓝、灯泡暖黄与夜黑', {
    mentions:
      /\b(?:theme|amusement) parks?\b|\bfunfairs?\b|\bcarnivals?\b|\bfairgrounds?\b|游乐园|游乐场/i,
    time: ['night', 'dusk'],
    boost: 2,
  }),
  // Neon named is the palette, rain or not: the signs' colours on wet black.
  p(
    'neon magenta, electric cyan, wet black and sodium orange',
    '霓虹洋红、电光青、湿黑与钠灯橙',
    { env: ['street', 'city', 'road'], mentions: /\bneon\b|霓虹/i, boost: 2 },
    // (A cyberpunk or synthwave look has its own neon: purple and chrome.)
    { style: ['synthwave', 'cyberpunk'] },
  ),
  p('pale gold, slate blue, soft pink and pearl grey', '浅金、石板蓝、淡粉与珍珠灰', {
    env: ['sea', 'beach', 'water'],
    time: ['dawn', 'morning'],
  }),
  p('silver, ink blue, deep teal and one warm amber', '银白、墨蓝、深青绿，点缀一抹暖琥珀', {
    env: ['sea', 'beach', 'water'],
    time: ['night'],
  }),
  p(
    'deep navy, aqua, turquoise and sunlit white',
    '深海军蓝、水蓝、绿松石与阳光白',
    { env: ['underwater', 'sea', 'beach'] },
    // A beach at sunset is the sunset's colours, not a sunlit turquoise noon; a grieving
    // fisherman's interview is no holiday brochure.
    {
      type: ['interview', 'drama', 'horror'],
      weather: ['fog', 'storm', 'rain'],
      time: ['night', 'dusk', 'golden'],
      indoor: true,
      mentions: DEEP_WATER,
    },
  ),
  p('flour white, pale dough, scallion green and warm wood', '面粉白、面皮米白、葱绿与暖木色', {
    mentions:
      /\b(?:dumpling wrappers?|making dumplings|wrap(?:s|ping)? dumplings)\b|包饺子|饺子皮|擀皮/i,
    boost: 2,
  }),
  // Noodles pulled by hand are dough too, but no bread: flour, steam and the stall's lamp.
  p(
    'flour white, steam grey, warm lamp yellow and worn wood brown',
    '面粉白、蒸汽灰、暖灯黄与旧木棕',
    {
      mentions: NOODLE_PULLING,
      subject: ['person'],
      boost: 2,
    },
  ),
  p('flour white, crust gold, butter yellow and warm wood', '面粉白、面包皮金黄、黄油黄与暖木色', {
    mentions: DOUGH,
    boost: 1,
  }),
  p('candle gold, deep black, warm amber and wax white', '烛光金、深黑、暖琥珀与蜡白', {
    mentions: CANDLE,
    boost: 1,
  }),
  p(
    'ember orange, smoke grey, charcoal black and ash white',
    '余烬橙、烟灰、炭黑与灰白',
    { mentions: FIRE, boost: 1 },
    // (A flambé is a dish on show, in its own colours.)
    { type: ['food'] },
  ),
  p(
    'birch gold, russet red, pine green and pale sky blue',
    '白桦金、赤褐红、松绿与浅天蓝',
    {
      mentions: AUTUMN,
    },
    { time: ['night'], weather: ['snow'], indoor: true },
  ),
  p(
    'harbour blue, weathered teak, rope tan and gull white',
    '港湾蓝、风化柚木色、缆绳棕与海鸥白',
    {
      env: ['sea'],
      mentions: HARBOUR,
    },
    { time: ['night'] },
  ),
  p(
    'ink black, deep navy, bioluminescent cyan and a faint violet',
    '墨黑、深海军蓝、生物荧光青与一抹淡紫',
    {
      env: ['underwater'],
      mentions: DEEP_WATER,
    },
  ),
  p(
    'black, cold white, steel blue and one amber warning light',
    '黑、冷白、钢蓝，一点琥珀色警示灯',
    {
      env: ['space'],
      mentions:
        /\b(?:ship|spaceship|spacecraft|station|cockpit|airlock|module|capsule|base)\b|飞船|空间站|舱|基地/i,
    },
  ),
  p(
    'charcoal grey, silver-white dust, black sky and Earth blue',
    '炭灰、银白月尘、漆黑天空与地球蓝',
    {
      env: ['space'],
      mentions: /\bmoon\b|lunar|月球|月面/i,
    },
    // (From the far side the Earth is never in the sky.)
    { mentions: /\b(?:far|dark) side of the moon\b|月球背面|月亮背面/i },
  ),
  p(
    'charcoal grey, silver-white dust, black sky and a cold glint of starlight',
    '炭灰、银白月尘、漆黑天空与一点冷冷的星光',
    {
      env: ['space'],
      mentions: /\b(?:far|dark) side of the moon\b|月球背面|月亮背面/i,
      boost: 2,
    },
  ),
  // High mountains of rock and snow: no forest green up there.
  p('granite grey, snow white, glacier blue and tawny gold', '花岗岩灰、雪白、冰川蓝与黄褐', {
    mentions:
      /\b(?:himalaya\w*|snow leopards?|ibex|scree|alpine ridge|rocky ridge|mountain goats?)\b|喜马拉雅|雪豹|岩羊|碎石坡/i,
    boost: 2,
  }),
  // In Earth orbit: the planet's blue and the sun's white, no nebula in sight.
  p(
    'black, cold white, ocean blue and the gold of the foil',
    '黑、冷白、海洋蓝与隔热箔的金色',
    {
      env: ['space'],
      mentions: LOW_ORBIT,
      boost: 2,
    },
    // (A station where something moves in the dark keeps horror's colours.)
    { type: ['horror'] },
  ),
  p(
    'black, cold white, steel blue and a faint nebula violet',
    '黑、冷白、钢蓝与一抹淡淡的星云紫',
    { env: ['space'] },
    // (On a planet's dusty ground the sky is no black void; in Earth orbit there is no nebula.)
    { mentions: new RegExp(`${MARS.source}|${LOW_ORBIT.source}`, 'i') },
  ),
  p(
    'moonlit silver, deep indigo, pale petal white and dark leaf green',
    '月光银、深靛蓝、花瓣白与墨绿',
    {
      env: ['forest', 'garden'],
      time: ['night'],
    },
  ),
  p('blossom pink, fresh green, soft white and pale sky blue', '樱花粉、嫩绿、柔白与淡天蓝', {
    mentions: BLOSSOM,
    boost: 1,
  }),
  p('koi orange, pearl white, jade green and dark water', '锦鲤橙、珍珠白、玉绿与深色池水', {
    mentions: /\bkoi\b|锦鲤/i,
    boost: 1,
  }),
  p(
    'moss green, bark brown, soft gold and mist grey',
    '苔绿、树皮棕、柔金与雾灰',
    { env: ['forest', 'garden'] },
    {
      weather: ['snow'],
      after: ['snow'],
      time: ['night'],
    },
  ),
  // A mountain at sunrise or sunset is the sun's colours on rock and cloud, not a noon sky.
  p('rose gold, peach, granite grey and cloud white', '玫瑰金、蜜桃粉、花岗岩灰与云白', {
    env: ['mountain'],
    time: ['dawn', 'golden', 'dusk'],
  }),
  p(
    'granite grey, snow white, sky blue and lichen gold',
    '花岗岩灰、雪白、天蓝与地衣金',
    { env: ['mountain'] },
    { time: ['dawn', 'golden', 'dusk', 'night'] },
  ),
  p(
    'snow white, ice blue, pine green and pale gold',
    '雪白、冰蓝、松绿与浅金',
    { weather: ['snow'] },
    { env: ['mountain'], indoor: true },
  ),
  // Snow seen from a warm room: the room's colours, the cold only in the window.
  p(
    'lamplight amber, cream, brick red and the cold blue of the window',
    '灯光琥珀、奶白、砖红与窗外的冷蓝',
    { weather: ['snow'], indoor: true },
  ),
  p('snow white, ice blue and warm stone grey', '雪白、冰蓝与暖石灰', { after: ['snow'] }),
  p('sand beige, burnt orange, pale sky blue and ochre', '沙米色、焦橙、淡天蓝与赭石', {
    env: ['desert'],
  }),
  p(
    'slate grey, cold blue, wet black and a touch of amber',
    '石板灰、冷蓝、湿黑，一点琥珀色',
    { weather: ['rain', 'storm'] },
    { indoor: true },
  ),
  p(
    'pale green, cold white, steel grey and one warm skin tone',
    '淡绿、冷白、钢灰，一抹温暖的肤色',
    {
      env: ['hospital'],
    },
  ),
  p('mist grey, rose pink, pale gold and soft green', '雾灰、玫瑰粉、浅金与柔绿', {
    weather: ['fog'],
    time: ['dawn', 'morning'],
  }),
  // Mist at golden hour glows: the low sun's amber through grey.
  p('honey amber, mist grey, soft rose and muted green', '蜂蜜琥珀、雾灰、柔玫瑰与低饱和绿', {
    weather: ['fog'],
    time: ['golden', 'dusk'],
  }),
  p(
    'mist grey, soft white, muted green and slate',
    '雾灰、柔白、低饱和绿与石板灰',
    { weather: ['fog'] },
    { time: ['golden', 'dusk'] },
  ),
  // (A dawn sky's colours: indoors under a bulb there is no sky to see.)
  p(
    'rose pink, apricot, lavender and soft gold',
    '玫瑰粉、杏色、薰衣草紫与柔金',
    { time: ['dawn'] },
    { indoor: true },
  ),
  p('amber, honey gold, dusty rose and warm brown', '琥珀、蜂蜜金、灰玫瑰与暖棕', {
    time: ['golden', 'dusk'],
  }),
  p('deep indigo, cool blue, warm lamp amber and black', '深靛蓝、冷蓝、暖灯琥珀与黑', {
    time: ['night'],
  }),
  p('espresso brown, cream, caramel and soft white', '咖啡棕、奶油色、焦糖色与柔白', {
    type: ['food', 'social', 'product', 'loop', 'cinematic'],
    mentions: COFFEE,
  }),
  // A steak in butter is no cheeseburger: seared meat, foaming butter, a sprig of herbs.
  p(
    'seared mahogany, charred umber, foaming butter gold and rosemary green',
    '焦糖褐、焦褐、黄油金与迷迭香绿',
    {
      type: ['food'],
      mentions: /\b(?:steak|ribeye|sirloin|filet|tomahawk|brisket)\b|牛排/i,
      boost: 1,
    },
  ),
  p(
    'golden brown, charred umber, melted-cheese yellow and fresh green',
    '金黄、焦褐、芝士黄与鲜绿',
    {
      type: ['food'],
      mentions: GRILLED,
    },
  ),
  p(
    'cream, strawberry pink, chocolate brown and butter yellow',
    '奶油白、草莓粉、巧克力棕与黄油黄',
    {
      type: ['food'],
      mentions: SWEET,
    },
  ),
  p('broth gold, soft white, scallion green and chili red', '汤汁金黄、柔白、葱绿与辣椒红', {
    type: ['food', 'social'],
    mentions: BOWLS,
  }),
  p('fresh tea green, pale jade, clear glass and soft white', '嫩茶绿、浅玉色、透明玻璃与柔白', {
    mentions: /green tea|longjing|dragon well|tea leaves|龙井|绿茶|茶叶|碧螺春/i,
    boost: 1,
  }),
  p('tea amber, milky beige, matcha green and soft white', '茶琥珀、奶米色、抹茶绿与柔白', {
    type: ['food', 'social'],
    mentions: DRINKS,
  }),
  p('warm golden brown, cream, tomato red and fresh green', '暖金棕、奶油色、番茄红与鲜绿', {
    type: ['food'],
  }),
  p(
    'pure white, soft grey and brushed silver',
    '纯白、浅灰与拉丝银',
    { type: ['product', 'unboxing'] },
    { mentions: new RegExp(`${DARK_BACKDROP.source}|${WARM_LAMP.source}`, 'i') },
  ),
  // (Under a warm desk lamp the product sits in amber, not on a cold white set.)
  p(
    'lamp amber, matte black, walnut brown and soft cream',
    '台灯暖琥珀、哑光黑、胡桃木棕与柔奶油色',
    {
      type: ['product', 'unboxing'],
      mentions: WARM_LAMP,
      boost: 1,
    },
  ),
  p(
    'deep black, charcoal, brushed silver and one warm gold glint',
    '深黑、炭灰、拉丝银与一点暖金高光',
    {
      type: ['product', 'unboxing'],
      mentions: DARK_BACKDROP,
    },
  ),
  // A vintage unboxing is old cardboard and a warm, worn plastic.
  p(
    'faded cardboard brown, warm grey, cream and a touch of primary red',
    '褪色的纸板棕、暖灰、米白与一点正红',
    {
      type: ['unboxing'],
      mentions: VINTAGE,
      boost: 2,
    },
  ),
  p('stage gold, curtain red, deep black and warm skin tones', '舞台金、幕布红、深黑与温暖的肤色', {
    mentions: STAGE_COMEDY,
    boost: 3,
  }),
  p(
    'sunny yellow, grass green, sky blue and a pop of tomato red',
    '阳光黄、草绿、天蓝与一抹番茄红',
    {
      type: ['drama'],
      mentions: KIDS,
      boost: 1,
    },
  ),
  p('espresso brown, cream, brass and window grey', '浓缩咖啡棕、奶油色、黄铜与窗外的灰', {
    type: ['drama', 'interview'],
    mentions: /\b(?:caf[eé]|coffee shop)\b|咖啡馆|咖啡店/i,
    boost: 1,
  }),
  p(
    'rain grey, wet-coat navy, warm skin tones and one amber window',
    '雨灰、湿外套的藏青、温暖的肤色与一扇琥珀色的窗',
    { type: ['drama', 'interview'], weather: ['rain', 'storm'] },
    // (An inn on a rainy night in a period drama has no raincoats: candlelight and old wood.)
    { mentions: new RegExp(`${PARKING_GARAGE.source}|${PERIOD.source}`, 'i') },
  ),
  p('rain grey, candle amber, old wood brown and ink black', '雨灰、烛火琥珀、旧木棕与墨黑', {
    type: ['drama', 'interview'],
    weather: ['rain', 'storm'],
    mentions: PERIOD,
    boost: 1,
  }),
  p(
    'lamp amber, deep navy, warm skin tones and shadow brown',
    '灯光琥珀、深藏青、温暖的肤色与阴影棕',
    { type: ['drama', 'interview'], time: ['night', 'dusk'] },
  ),
  // The room people talk in gives them its colours (reviews quoted the denim line below for a
  // candlelit study, a teahouse and an office alike).
  p(
    'candle gold, deep mahogany, warm skin tones and shadow black',
    '烛光金、深桃木色、温暖的肤色与阴影黑',
    {
      type: ['drama', 'interview'],
      mentions: /\bcandle\w*|\bfireplace\b|\bfirelight\b|烛光|蜡烛|壁炉/i,
      boost: 1,
    },
  ),
  p('tea brown, jade green, warm wood and paper white', '茶褐、玉绿、暖木色与宣纸白', {
    type: ['drama', 'interview'],
    mentions: /\bteahouse\b|\btea ?house\b|\btea shop\b|茶馆|茶楼|茶室/i,
    boost: 1,
  }),
  p(
    'fluorescent white, desk grey, navy and a coffee-cup brown',
    '荧光白、办公桌灰、藏青与咖啡杯的棕',
    {
      type: ['drama', 'interview'],
      mentions: /\boffice\b|\bcubicles?\b|\bmeeting room\b|\bboardroom\b|办公室|会议室|工位/i,
      boost: 1,
    },
  ),
  p('diner chrome, neon red, coffee brown and night blue', '餐馆镀铬银、霓虹红、咖啡棕与夜蓝', {
    type: ['drama', 'interview'],
    mentions: /\bdiner\b|\bcar hop\b/i,
    boost: 1,
  }),
  p(
    'street grey, warm skin tones, signal red and soft denim blue',
    '街道灰、温暖的肤色、信号红与柔和的牛仔蓝',
    {
      type: ['drama', 'interview'],
      env: ['street'],
    },
  ),
  p(
    'warm wood, lamp amber, warm skin tones and a muted sage green',
    '暖木色、灯光琥珀、温暖的肤色与低饱和鼠尾草绿',
    {
      type: ['drama', 'interview'],
      env: ['home', 'kitchen'],
    },
  ),
  // (No denim in a palace: a period drama wears vermilion, ink and old gold.)
  p(
    'vermilion, ink black, old gold and plain white',
    '朱红、墨黑、旧金与素白',
    { type: ['drama'], mentions: EAST_PERIOD, boost: 2 },
    // (A hall lit by one candle keeps the candle's colours.)
    { mentions: CANDLE },
  ),
  // Desert rock (Moab, a red canyon) is red and orange under a hard blue sky, never snow.
  p('red rock, burnt orange, sage green and desert sky blue', '红岩色、焦橙、鼠尾草绿与沙漠天蓝', {
    mentions: RED_ROCK,
    boost: 3,
  }),
  // Cozy is lamp amber and wood, with the weather's grey only at the window.
  p(
    'lamp amber, honey gold, deep walnut and rain grey',
    '灯光琥珀、蜂蜜金、深胡桃色与雨灰',
    {
      mentions: COZY,
      weather: ['rain', 'snow', 'storm'],
      boost: 3,
    },
    { mentions: OWN_FIRE },
  ),
  // A wet market before dawn: bulb light on green produce, wet concrete, the dark still out.
  p(
    'bulb amber, leafy green, wet concrete grey and pre-dawn navy',
    '灯泡暖黄、青菜绿、湿水泥灰与黎明前的深蓝',
    {
      mentions: WET_MARKET,
      time: ['night'],
      boost: 3,
    },
  ),
  // An interrogation room: one bulb's yellow on grey walls and steel.
  p(
    'bulb yellow, cold concrete grey, steel blue and deep shadow',
    '灯泡昏黄、冷水泥灰、钢蓝与深影',
    {
      mentions: INTERROGATION,
      boost: 3,
    },
  ),
  // Mourning is black and white; a crime scene is the patrol lights and the tape.
  p('mourning black, charcoal grey, lily white and pale stone', '墨黑、炭灰、素白与淡菊黄', {
    mentions: FUNERAL,
    boost: 3,
  }),
  p(
    'cold steel blue, patrol-light red, tape yellow and deep charcoal',
    '冷钢蓝、警灯红、警戒线黄与深炭灰',
    { mentions: CRIME_SCENE, boost: 3 },
  ),
  p(
    'warm skin tones, muted olive, faded denim blue and off-white',
    '温暖的肤色、低饱和橄榄绿、褪色牛仔蓝与米白',
    { type: ['drama', 'interview'] },
    { mentions: EAST_PERIOD },
  ),
  // Horror keeps its own colours over the room's (specificity 3 beats a place and a time), and
  // takes them from the light it is seen by: a flashlight beam, a flickering tube or the moon,
  // not one stock red-and-green set for every fright.
  horror(
    'flashlight white, pitch black, damp grey and a trace of rust',
    '手电光的冷白、漆黑、潮湿的灰与一丝铁锈色',
    {
      mentions: /\bflash ?light|\btorch\b|手电/i,
      boost: 3.5,
    },
  ),
  horror(
    'emergency red, gunmetal grey, deep black and cold steel blue',
    '应急红、枪灰、深黑与冷钢蓝',
    {
      mentions:
        /\bemergency lights?\b|\b(?:red|alarm|warning) lights?\b|\bflicker\w* red\b|应急灯|红光|警报灯/i,
      boost: 3.5,
    },
  ),
  horror(
    'fluorescent green-white, scuffed linoleum grey, rust brown and deep shadow black',
    '日光灯的青白、磨旧的地胶灰、锈棕与深黑的阴影',
    {
      mentions:
        /\bhospital|\bfluorescent\b|\basylum\b|\bmorgue\b|\bward\b|医院|病房|日光灯|太平间/i,
      boost: 3,
    },
  ),
  horror(
    'night-light amber, faded nursery pink, shadow blue and deep black',
    '小夜灯的琥珀色、褪色的婴儿粉、阴影蓝与深黑',
    {
      mentions: /\bnursery\b|\bcrib\b|\bmusic box\b|\bbaby monitor\b|婴儿房|婴儿床|八音盒/i,
      boost: 3,
    },
  ),
  horror(
    'tarnished mirror silver, grey-green shadow, cold pale white and black',
    '发乌的镜面银、灰绿的阴影、冷白与黑',
    { mentions: /\bmirrors?\b|\breflection\b|\bbathroom\b|镜子|镜中|浴室|卫生间/i, boost: 3 },
  ),
  horror(
    'moonlight blue, deep shadow black, pale bone white and cold grey',
    '月光蓝、深黑的阴影、苍白的骨白与冷灰',
    {
      mentions: /\bmoon(?:light|lit)?\b|月光|月色/i,
      boost: 3,
    },
  ),
  horror(
    'washed-out grey, murky green, deep black and blown-out white',
    '发灰的褪色调、浑浊的绿、深黑与过曝的白',
    {
      mentions:
        /\bfound[- ]footage\b|\bnight[- ]vision\b|\bcamcorder\b|\bvhs\b|伪纪录|伪纪实|夜视|录像带/i,
      boost: 2.5,
    },
  ),
  horror(
    'deep shadow black, cold blue-grey, faded bone white and one dim amber glow',
    '深黑的阴影、冷蓝灰、褪色的骨白与一点昏黄的光',
    {
      boost: 2,
    },
  ),
  p('electric blue, hot red, white and black', '电光蓝、炽红、白与黑', {
    type: ['sports', 'music-video'],
  }),
  p('sunflower yellow, leaf green, sky blue and warm earth brown', '向日葵黄、叶绿、天蓝与暖土棕', {
    mentions: /\bsunflowers?\b|向日葵/i,
    boost: 3,
  }),
  p(
    'concrete grey, cold fluorescent green, wet black and one sodium-yellow light',
    '水泥灰、冷白绿的灯管色、湿漉漉的黑与一盏钠黄灯',
    {
      mentions: PARKING_GARAGE,
      boost: 3,
    },
    // (A neon-lit, strobing or synthwave garage is lit by its own colours.)
    { style: ['synthwave', 'cyberpunk'], mentions: /\bneon\b|\bstrobe\w*|霓虹|频闪/i },
  ),
  p('straw gold, dusty ochre, acacia green and pale sky blue', '稻草金、尘土赭、金合欢绿与浅天蓝', {
    mentions: SAVANNA,
    boost: 2,
  }),
  p('forest green, sky blue, earth brown and soft gold', '森林绿、天蓝、大地棕与柔金', {
    type: ['nature', 'travel'],
  }),
  p('white, soft blue, sunny yellow and charcoal', '白、浅蓝、明黄与炭灰', { type: ['explainer'] }),
  // A skater on a curb in a vertical short is out on the concrete, not in a styled room.
  p(
    'concrete grey, skate-deck red, sky blue and sun-bleached white',
    '水泥灰、滑板红、天蓝与晒白',
    { type: ['social'], mentions: /\bskate\w*|\bkickflips?\b|\bollies?\b|滑板/i, boost: 1 },
    { time: ['night', 'golden', 'dusk', 'dawn'], env: ['underwater', 'space'] },
  ),
  p(
    'honey, soft beige, sage green and white',
    '蜂蜜色、柔米色、鼠尾草绿与白',
    { type: ['social'] },
    { mentions: /\bskate\w*|\bkickflips?\b|\bollies?\b|滑板/i },
  ),
  // Places the idea names, when nothing more specific fits: colours the place itself has.
  p(
    'warm oak, linen white, butter yellow and sage green',
    '暖橡木色、亚麻白、黄油黄与鼠尾草绿',
    {
      env: ['home', 'kitchen'],
    },
    // A cat at home brings its own coat's colours.
    { time: ['night', 'dusk'], mentions: PETS },
  ),
  p('lamp amber, deep walnut, soft cream and shadow blue', '灯光琥珀、深胡桃色、柔奶油色与阴影蓝', {
    env: ['home', 'kitchen', 'interior'],
    time: ['night', 'dusk'],
  }),
  p(
    'cool white, pale grey, desk-wood brown and muted blue',
    '冷白、浅灰、木桌棕与低饱和蓝',
    { env: ['office', 'classroom'] },
    // (Under a warm lamp a desk is amber, not cool white.)
    { mentions: WARM_LAMP },
  ),
  p(
    'lamp amber, brass gold, walnut brown and deep shadow',
    '台灯暖琥珀、黄铜金、胡桃木棕与深影',
    { env: ['office', 'classroom', 'interior'], mentions: WARM_LAMP, boost: 1 },
    // (People talking keep their skin tones in the room's colours.)
    { type: ['drama', 'interview'] },
  ),
  // A city from day into night goes through both: the day's blue and the lights coming on.
  p(
    'daylight blue, sunset orange, sodium amber and deep navy',
    '日光蓝、夕阳橙、钠灯琥珀与深海军蓝',
    {
      env: ['street', 'city', 'road'],
      mentions:
        /\b(?:day|daylight|afternoon|sunset|dusk) (?:to|into|turns? (?:to|into)|fading (?:to|into)) (?:night|nighttime|dark)\b|(?:白天|白昼|日落|黄昏)(?:到|转|变成|过渡到)(?:夜晚|黑夜|夜幕|晚上)|日转夜/i,
      boost: 2,
    },
  ),
  p(
    'concrete grey, brick red, sky blue and signal yellow',
    '混凝土灰、砖红、天蓝与信号黄',
    {
      env: ['street', 'city'],
    },
    { time: ['night', 'dusk'] },
  ),
  p(
    'sea blue, sand beige, foam white and sun gold',
    '海蓝、沙米色、浪花白与阳光金',
    {
      env: ['sea', 'beach'],
    },
    { time: ['night', 'dusk', 'golden'], weather: ['storm', 'fog', 'rain'] },
  ),
  p(
    'lake blue, reed green, pale stone and soft white',
    '湖蓝、芦苇绿、浅石灰与柔白',
    {
      env: ['water'],
    },
    { time: ['night'] },
  ),
  p(
    'wheat gold, meadow green, earth brown and pale sky blue',
    '麦金色、草地绿、泥土棕与浅天蓝',
    {
      env: ['countryside', 'garden'],
    },
    { time: ['night'], weather: ['snow'] },
  ),
  p(
    'asphalt grey, dust beige, sky blue and road-line yellow',
    '柏油灰、尘土米色、天蓝与路标黄',
    {
      env: ['road'],
    },
    { time: ['night'] },
  ),
  p('spotlight white, velvet red, deep black and brass gold', '聚光白、丝绒红、深黑与黄铜金', {
    env: ['stage'],
  }),
  p('platform grey, steel blue, signal red and lamp yellow', '站台灰、钢蓝、信号红与灯光黄', {
    env: ['station'],
  }),
  p(
    'sky blue, cloud white, sun gold and soft grey',
    '天蓝、云白、阳光金与柔灰',
    {
      env: ['sky'],
    },
    { time: ['night'] },
  ),
  // (A product rising out of ink is black on black, lit at the edges: no white sweep.)
  p('ink black, glossy jet, steel grey and one cold highlight', '墨黑、亮黑、钢灰与一道冷色高光', {
    type: ['product'],
    mentions: INK_POOL,
    boost: 2,
  }),
  p(
    'seamless white, soft grey, charcoal and pale blue',
    '无缝白、柔灰、炭灰与浅蓝',
    { env: ['studio'], type: ['product', 'unboxing', 'social'] },
    {
      mentions: INK_POOL,
    },
  ),
  // What the idea shows brings its colours before the stock palette does.
  p('honey gold, amber, butter yellow and warm brown', '蜂蜜金、琥珀、黄油黄与暖棕', {
    mentions: /\bhoney\b|\bsyrup\b|\bcarameli?[sz]?\w*|\bbr[uû]l[eé]e\b|蜂蜜|糖浆|焦糖/i,
    boost: 2,
  }),
  p('ice blue, clear white, charcoal and a glint of silver', '冰蓝、透亮的白、炭灰与一点银光', {
    mentions: /\bice\b|\bicy\b|\bfrozen\b|\bfreez\w*|\bfrost\w*|冰块|冰雕|冰|霜/i,
    boost: 1,
  }),
  p('lotus green, rain grey, soft white and a touch of pink', '荷叶绿、雨灰、柔白与一点粉', {
    mentions: /\blotus\b|\blily pads?\b|荷叶|荷花|莲/i,
    boost: 2,
  }),
  p('dew silver, moss green, pale gold and soft white', '露珠银、苔绿、浅金与柔白', {
    mentions: /\bdew\w*|\bspider ?web\b|露珠|蛛网/i,
    boost: 2,
  }),
  // People at home or in a room, nothing else named: lamp light and the colours of a home.
  p(
    'warm lamp amber, soft cream, muted rose and walnut brown',
    '暖灯琥珀、柔奶油色、低饱和玫瑰与胡桃棕',
    // Below anything the idea names (a snowy yard, a harbour): above only the stock palette.
    { indoor: true, people: true, boost: -1.5 },
    { type: ['horror', 'sports', 'space'] },
  ),
  // People outdoors by day, nothing else named.
  p(
    'soft daylight: sky blue, warm skin tones, muted green and sand',
    '柔和的日光色：天蓝、温暖的肤色、低饱和绿与沙色',
    { indoor: false, people: true, boost: -1.5 },
    { time: ['night', 'dusk'], type: ['horror', 'space'] },
  ),
  // A pet or a flower with nothing else named brings its own colours before the stock palette.
  p(
    'ginger, cream, soft brown and sage green',
    '橘黄、奶油色、柔棕与鼠尾草绿',
    {
      mentions: PETS,
      boost: -1,
    },
    { type: ['horror', 'space'], time: ['night'] },
  ),
  p(
    'petal pink, leaf green, dew white and soft gold',
    '花瓣粉、叶绿、露白与柔金',
    {
      mentions:
        /\b(?:flowers?|blooms?|buds?|blossoms?|petals?|roses?|tulips?|peon(?:y|ies)|daisies|daisy)\b|花朵|花苞|花瓣|鲜花|玫瑰|郁金香|牡丹/i,
      boost: -1,
    },
    { type: ['horror', 'space'], time: ['night'] },
  ),
  p('warm amber, teal shadows, soft cream and deep charcoal', '暖琥珀、青色阴影、柔奶油色与深炭灰'),
];
