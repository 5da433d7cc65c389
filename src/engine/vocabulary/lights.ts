/**
 * Light with named sources, tagged with where it can shine: the medium first (drawn light for
 * animation), then the place and time, then the weather, then the kind of clip. The last few
 * entries fit anywhere their indoor/outdoor tag allows, so a plan always gets a light that
 * cannot contradict it.
 */
import {
  AUTUMN_ALONE,
  SPRING_ALONE,
  SUMMER_ALONE,
  WINTER_ALONE,
  MILKY_WAY,
  PARKING_GARAGE,
  SAVANNA,
  AUTUMN,
  CANDLE,
  CORNER_SHOP,
  DEEP_WATER,
  EMPTY_PLACE,
  ELEVATOR,
  INTERROGATION,
  FUNERAL,
  CRIME_SCENE,
  MARS,
  STAGE_COMEDY,
  NEON_LIGHT,
  PERIOD,
  RAW_FOOD,
  COLD_DISH,
  p,
  PARKED,
  type Phrase,
  HUMMINGBIRD,
  SNOWY_INN,
  ICED,
  FROZEN_DESSERT,
  ON_ICE,
  WHITEBOARD,
  DARK_BACKDROP,
  EAST_PERIOD,
  RAMPARTS,
  SUBWAY,
  COZY,
  RED_ROCK,
  OWN_FIRE,
  WET_MARKET,
  LAMP_LIT,
  ON_A_TRAIN,
} from './fit.ts';
import { ACTIVITY_LIGHTS } from './activity-lights.ts';

/** Something old or handed down: lit by a window, not a studio. ("Cold brew" is not old.) */
const HANDED_DOWN = /\b(?:vintage|grandma|grandpa|heirloom|old|antique)\b|奶奶|外婆|老|旧/i;

/** A flower that opens at night (昙花, a night-blooming cereus). */
const NIGHT_BLOOM =
  /\bnight-?blooming\b|\bcereus\b|\bmoonflowers?\b|昙花|月下美人|\b(?:flowers?|blooms?|blossoms?)\b[^.]{0,30}\b(?:at night|in the dark)\b|(?:夜里|夜晚|深夜)[^，。]{0,8}(?:开花|绽放|盛开)/i;
const ANIM = ['animation'] as const;
const NIGHTS = ['night'] as const;
const COURT =
  /\b(?:basketball|volleyball|badminton|futsal|handball|ice hockey|hockey rink|arena)\b|篮球|排球|羽毛球|乒乓|冰球|球馆/i;
const EVENINGS = ['dusk', 'night'] as const;
/** Any light but the plain day's: these lights need the sun up high. */
const NOT_DAY = ['dawn', 'morning', 'golden', 'dusk', 'night'] as const;
const WET = ['rain', 'fog', 'storm', 'snow'] as const;

/** Up over the treetops (a zip line, a canopy walk): the open sky, not the forest floor. */
const ABOVE_CANOPY =
  /\bzip ?lines?\b|\b(?:over|above) (?:the |a )?(?:\w+ )?canopy\b|\bcanopy walk\w*|树冠之上|林冠上方/i;

export const LIGHTS: readonly Phrase[] = [
  p(
    'pale winter light off the snow, warm glow in the windows',
    '雪地映着清冷的天光，窗里透出暖光',
    {
      mentions: WINTER_ALONE,
      boost: 4,
    },
  ),
  p(
    'bright high summer sun, hard shadows and shimmering air',
    '盛夏明亮的阳光，阴影浓重，空气微微晃动',
    {
      mentions: SUMMER_ALONE,
      boost: 4,
    },
  ),
  p('low golden autumn sun through thinning leaves', '低斜的金色秋阳穿过稀疏的枝叶', {
    mentions: AUTUMN_ALONE,
    boost: 4,
  }),
  p('soft spring daylight, fresh and clear', '柔和清新的春日天光', {
    mentions: SPRING_ALONE,
    boost: 4,
  }),
  ...ACTIVITY_LIGHTS,
  // Drawn light
  p(
    'soft grey rain light with glowing reflections, in cel shading',
    '柔和的灰色雨光和发亮的倒影，赛璐璐光影',
    {
      medium: ANIM,
      style: ['anime', 'cartoon'],
      weather: ['rain', 'storm'],
    },
  ),
  p('warm sunset glow in soft cel-shaded gradients', '夕阳暖光，柔和的赛璐璐渐变', {
    medium: ANIM,
    style: ['anime', 'cartoon'],
    time: ['golden', 'dusk'],
  }),
  p(
    'cool moonlight and glowing windows in flat cel shading',
    '清冷的月光和发亮的窗，平涂赛璐璐光影',
    {
      medium: ANIM,
      style: ['anime', 'cartoon'],
      time: ['night'],
    },
    // (No windows in a bamboo forest or over the clouds.)
    { env: ['forest', 'mountain', 'sky', 'sea', 'desert', 'snowfield', 'water', 'countryside'] },
  ),
  p(
    'cool moonlight in flat cel shading, pale light glinting on every edge',
    '清冷的月光，平涂赛璐璐光影，边缘泛着淡淡的光',
    {
      medium: ANIM,
      style: ['anime', 'cartoon'],
      time: ['night'],
      env: ['forest', 'mountain', 'sky', 'sea', 'desert', 'snowfield', 'water', 'countryside'],
    },
  ),
  p('flat, even light on a clean white board, no shadows', '白板上平整均匀的光，没有阴影', {
    medium: ANIM,
    mentions: WHITEBOARD,
    boost: 4,
  }),
  p('soft cel-shaded light with clean, graphic shadows', '柔和的赛璐璐光影，阴影干净利落', {
    medium: ANIM,
    style: ['anime', 'cartoon'],
  }),
  p('flat, even light with no harsh shadows', '平整均匀的光，没有生硬的阴影', {
    medium: ANIM,
    type: ['explainer'],
  }),
  p(
    'miniature-set lighting: a warm key and soft bounce, like a tabletop film set',
    '微缩布景式打光：暖色主光加柔和反光，像桌面电影布景',
    { style: ['clay'] },
  ),
  // A parking garage is lit by its tubes, never by a window.
  p(
    'hard fluorescent tubes overhead, pools of shadow between the concrete pillars',
    '头顶刺眼的日光灯管，水泥柱之间一片片阴影',
    {
      mentions: PARKING_GARAGE,
      boost: 3,
    },
    // (A neon-lit, strobing or synthwave garage is lit by its own colours.)
    { style: ['synthwave', 'cyberpunk'], mentions: /\bneon\b|\bstrobe\w*|霓虹|频闪/i },
  ),
  // A cyberpunk city is lit by its signs, whatever the hour the idea names.
  p(
    'neon signs in magenta and cyan bleeding through the haze, wet surfaces catching every colour',
    '洋红与青色的霓虹穿透薄雾，湿漉漉的表面映出每一种颜色',
    { style: ['cyberpunk'], indoor: false, boost: 1 },
  ),
  p(
    'neon signs glowing through the windows, screens casting cold blue on every face',
    '窗外的霓虹透进来，屏幕把每张脸映成冷蓝色',
    { style: ['cyberpunk'], indoor: true, boost: 1 },
  ),
  p('soft global illumination with a warm key light', '柔和的全局光照，暖色主光', {
    style: ['3d'],
  }),
  p('flat, bright light with crisp pixel shadows', '平整明亮的光，像素阴影清晰', {
    style: ['pixel'],
  }),
  // Ink or watercolour at night: moonlight laid in pale washes, the dark left as ink.
  p(
    'pale moonlight laid in thin washes, the dark left as deep ink',
    '清冷的月光淡淡晕开，暗处留作浓墨',
    {
      medium: ANIM,
      style: ['watercolor', 'ink'],
      time: ['night'],
      boost: 1,
    },
    // (An inn's lanterns or a lamp are the night's light.)
    { mentions: /\b(?:lanterns?|inn|lamps?)\b|灯笼|客栈|灯/i },
  ),
  p('soft painted light, gentle and glowing', '柔和的手绘光感，温柔而通透', {
    medium: ANIM,
    style: ['watercolor', 'ink'],
  }),
  p(
    'soft painted light, gentle and glowing',
    '柔和的手绘光感，温柔而通透',
    { medium: ANIM },
    { type: ['explainer'] },
  ),

  // Space and water
  p(
    'hard, unfiltered sunlight from one side and deep black shadows',
    '单侧强烈无遮挡的阳光，阴影漆黑',
    { env: ['space'] },
    { indoor: true, mentions: MARS },
  ),
  // Mars has a sky: dust scatters the sun into a soft, warm haze.
  p(
    'soft, dusty sunlight through a thin butterscotch sky',
    '稀薄的奶油糖色天空透下柔和、蒙尘的阳光',
    { env: ['space'], mentions: MARS },
    { indoor: true },
  ),
  p(
    'cool instrument glow and the planet’s reflected light through the window',
    '仪表的冷光和舷窗外行星的反光',
    { env: ['space'], indoor: true },
  ),
  p(
    'the glow of deep-sea creatures and the submarine’s own lamps in the black water',
    '深海生物的微光和潜艇自身的灯照进漆黑的海水',
    {
      env: ['underwater'],
      mentions: /\bdeep\b|abyss|depths|submarine|bioluminescen\w*|glowing|深海|潜艇|发光/i,
      boost: 1,
    },
  ),
  p(
    'shafts of sunlight filtering down through the water',
    '阳光化作光柱穿过水面洒下',
    { env: ['underwater'] },
    { time: NIGHTS, mentions: DEEP_WATER },
  ),
  p('a diver’s torch cutting through the dark water', '潜水手电划开漆黑的海水', {
    env: ['underwater'],
    time: NIGHTS,
  }),
  p(
    'moonlight on the water and one warm lantern on deck',
    '水面上的月光和甲板上一盏暖色提灯',
    { env: ['sea'], time: NIGHTS, mentions: /lantern|lamp|提灯|马灯/i },
    // (A storm hides the moon; a lighthouse keeper's lamp is at the top of a tower, not on deck.)
    { weather: ['storm', 'rain', 'fog'], mentions: /lighthouse|灯塔/i },
  ),
  p(
    'moonlight on the water',
    '水面上的月光',
    { env: ['sea', 'water', 'beach'], time: NIGHTS },
    { weather: ['rain', 'fog', 'storm'] },
  ),
  p('first light of dawn low over the water', '黎明的第一缕光贴着水面', {
    env: ['sea', 'beach', 'water'],
    time: ['dawn'],
  }),

  // Streets, roads, vehicles at night
  p(
    'sodium streetlights and neon signs reflecting off the wet street',
    '钠灯路灯和霓虹招牌倒映在湿漉漉的路面上',
    { env: ['street', 'city'], time: EVENINGS, weather: ['rain'] },
  ),
  p(
    'sodium streetlights and neon signs reflecting off the wet street',
    '钠灯路灯和霓虹招牌倒映在湿漉漉的路面上',
    { env: ['street', 'city'], time: EVENINGS, after: ['rain'] },
  ),
  p(
    'sodium streetlights and glowing neon signs',
    '钠灯路灯和亮起的霓虹招牌',
    { env: ['street', 'city'], time: EVENINGS },
    { weather: ['rain'] },
  ),
  // A hummingbird in the sun: its throat feathers flash as it turns.
  p(
    'bright sun catching the iridescent throat feathers',
    '明亮的阳光打在蜂鸟喉部闪着虹彩的羽毛上',
    { mentions: HUMMINGBIRD, boost: 2 },
    { time: ['night', 'dusk'] },
  ),
  // An inn on a snowy night (古风, wuxia): its lanterns are the only warm light on the snow.
  p(
    'lantern light from the inn spilling warm across the snow',
    '客栈灯笼的暖光洒在雪地上',
    { mentions: SNOWY_INN, boost: 5 },
    { indoor: true },
  ),
  // Indoors on a rainy day: the window is the light, grey and soft (unless a lamp is).
  p(
    'soft grey daylight from the rain-streaked window',
    '雨天窗外透进的柔和灰光',
    { indoor: true, weather: ['rain', 'storm'], boost: 1 },
    // (Not at night or dusk, and not where one lamp or a fire is the light.)
    { time: ['night', 'dusk'], mentions: new RegExp(`${LAMP_LIT.source}|${OWN_FIRE.source}`, 'i') },
  ),
  // "by lamplight": the one lamp, its glow kept close.
  p(
    'the warm glow of a single lamp, pooled close, the corners of the room in shadow',
    '一盏灯暖黄的光只聚在近处，屋子四角沉在暗影里',
    { mentions: LAMP_LIT, boost: 3 },
  ),
  p('warm stall lights and strings of bulbs overhead', '小吃摊的暖光和头顶的一串串灯泡', {
    env: ['street'],
    time: EVENINGS,
    mentions: /market|stall|夜市|摊/i,
  }),
  p(
    'neon signs smearing past and passing streetlights',
    '飞掠而过的霓虹和路灯',
    { env: ['road'], time: EVENINGS, mentions: NEON_LIGHT },
    { mentions: EMPTY_PLACE },
  ),
  p(
    'headlights, tail-lights and passing streetlights',
    '车头灯、尾灯和一盏盏掠过的路灯',
    {
      env: ['road'],
      time: EVENINGS,
    },
    { mentions: /\bneon\b|霓虹|\b(?:empty|deserted|desert|lonely|remote)\b|空无一人|沙漠|戈壁/i },
  ),
  p(
    'only the car’s own headlights and a sky full of stars',
    '只有车灯照亮前路，头顶满天星斗',
    { env: ['road'], time: ['night'], mentions: EMPTY_PLACE, boost: 1 },
    // (A synthwave or cyberpunk drive is lit by its own colours.)
    { style: ['synthwave', 'cyberpunk'] },
  ),
  p(
    'passing streetlights sweeping across the faces, rain-streaked glass and the dashboard’s soft glow',
    '掠过的路灯扫过脸庞，雨痕斑斑的车窗，仪表盘的微光',
    { env: ['vehicle'], time: EVENINGS, weather: ['rain', 'storm'] },
    { mentions: PARKED },
  ),
  p(
    'passing streetlights sweeping across the faces and the dashboard’s soft glow',
    '掠过的路灯扫过脸庞，仪表盘的微光',
    { env: ['vehicle'], time: EVENINGS },
    { weather: ['rain', 'storm'], mentions: PARKED },
  ),
  // A parked car: the light of the place outside comes in through the glass.
  p(
    'first light creeping through the windscreen, the dashboard dark',
    '晨光透过挡风玻璃慢慢照进车里，仪表盘暗着',
    { env: ['vehicle'], time: ['dawn', 'morning'], mentions: PARKED, boost: 1 },
  ),
  p(
    'the orange glow of the lot’s lamps through the windscreen, the dashboard dark',
    '停车场路灯的橙色光透过挡风玻璃照进来，仪表盘暗着',
    { env: ['vehicle'], time: EVENINGS, mentions: PARKED, boost: 1 },
  ),

  // Indoors by place and time
  p(
    'a warm sunbeam slanting through the window, dust glinting in it',
    '一束温暖的阳光从窗外斜照进来，微尘在光里闪烁',
    { mentions: /\bsun ?beams?\b|patch of sun(?:light)?|sunny spot|一束阳光|晒太阳/i, boost: 2 },
    { time: ['night'], indoor: false, medium: ANIM },
  ),
  p(
    'low autumn sun glowing through golden leaves',
    '秋日低斜的阳光穿过金黄的树叶',
    // The season named beats the place's own light (an autumn forest).
    { mentions: AUTUMN, boost: 1.5 },
    {
      // An explainer of why leaves turn is drawn as diagrams, in even light.
      type: ['explainer'],
      time: ['night', 'dusk'],
      indoor: true,
      weather: ['rain', 'snow', 'storm', 'fog'],
      medium: ANIM,
    },
  ),
  p(
    'flat fluorescent light from the ceiling and the glow of the drinks fridge',
    '天花板上平直的日光灯和饮料冷柜的微光',
    { mentions: CORNER_SHOP, boost: 1 },
  ),
  p('cold fluorescent light and a flickering exit sign', '冰冷的日光灯和一闪一闪的安全出口指示牌', {
    env: ['hospital', 'interior', 'station'],
    time: NIGHTS,
  }),
  p('cold, even fluorescent light', '冰冷均匀的日光灯光', { env: ['hospital'] }, { time: NIGHTS }),
  p('the hard white glare of the stadium floodlights', '体育场泛光灯刺眼的白光', {
    mentions: /stadium lights|floodlights|under the lights|球场灯光|泛光灯/i,
    boost: 2,
  }),
  p(
    'bright overhead strip lights and the glow of the platform screens',
    '明亮的顶部灯带和站台屏幕的光',
    {
      env: ['station'],
      mentions: /subway|metro|underground|地铁/i,
    },
    // An abandoned station has no power.
    { mentions: EMPTY_PLACE },
  ),
  p('moonlight through the window at the end of the hall', '走廊尽头的窗户透进月光', {
    env: ['home', 'interior'],
    time: NIGHTS,
    type: ['horror'],
    mentions: /\b(?:hall|hallway|corridor|landing)\b|走廊|楼道/i,
  }),
  p(
    'thin moonlight through a curtained window',
    '窗帘缝里透进的一线月光',
    { env: ['home', 'interior'], time: NIGHTS, type: ['horror'] },
    // An elevator has no window: its ceiling panel is the light.
    { mentions: ELEVATOR },
  ),
  p('a single desk lamp and the cold glow of a screen', '一盏台灯和屏幕的冷光', {
    time: NIGHTS,
    env: ['office'],
  }),
  p(
    'warm practical lamps and deep shadows',
    '温暖的室内实景灯和浓重的阴影',
    {
      time: EVENINGS,
      env: ['home', 'kitchen', 'restaurant', 'shop'],
    },
    { type: ['horror'] },
  ),
  p('soft window light, cool and even', '柔和均匀的窗光，略带冷调', {
    time: ['dawn', 'morning'],
    indoor: true,
  }),
  p('warm afternoon sun through the window', '午后暖阳透过窗户洒进来', {
    time: ['day', 'golden'],
    indoor: true,
  }),

  // Outdoors by time
  p(
    'low pink-gold dawn light with long soft shadows',
    '低角度的粉金色晨光，影子柔长',
    {
      time: ['dawn'],
    },
    // In orbit a sunrise is a hard flare with razor shadows, never soft.
    { indoor: true, env: ['space'] },
  ),
  p(
    'the sunrise flaring hard across the curve of the Earth, razor-sharp shadows',
    '日出的强光从地球弧线上迸射而出，影子锋利如刀',
    { time: ['dawn'], env: ['space'], boost: 1 },
  ),
  p(
    'cool pre-dawn blue warming into the first sunlight',
    '黎明前的冷蓝色渐渐转为第一缕暖阳',
    { time: ['dawn'] },
    { indoor: true },
  ),
  p(
    'the first sunlight of the morning, low and clean',
    '清晨的第一缕阳光，低而干净',
    {
      time: ['morning'],
    },
    { indoor: true },
  ),
  p(
    'low golden-hour sun raking from the side, long warm shadows',
    '低垂的黄金时刻阳光从侧面斜照，拉出暖色长影',
    { time: ['golden'] },
    { indoor: true },
  ),
  p(
    'warm, honeyed late-afternoon light glowing from behind',
    '温暖如蜜的傍晚斜阳从背后透过来',
    { time: ['golden'] },
    { indoor: true },
  ),
  // Lamps come on where there are lamps: not in a field, on a peak or in a samurai's time.
  p(
    'fading blue-hour light with the first lamps coming on',
    '渐暗的蓝调天光，第一批灯亮起',
    { time: ['dusk'] },
    {
      env: [
        'countryside',
        'forest',
        'mountain',
        'desert',
        'snowfield',
        'sea',
        'beach',
        'water',
        'sky',
        'space',
      ],
      mentions: PERIOD,
    },
  ),
  p('the last blue light of dusk, deepening by the minute', '黄昏最后的蓝色天光，一分一分暗下去', {
    time: ['dusk'],
    indoor: false,
  }),
  p(
    'moonlight and cool blue shadows',
    '月光和冷蓝色的阴影',
    { time: NIGHTS, indoor: false },
    {
      env: ['street', 'city', 'road'],
      weather: ['rain', 'fog', 'storm'],
    },
  ),
  p(
    'bright, hot summer sun and hard shadows',
    '明亮炽热的夏日阳光，影子硬朗',
    { time: ['day'], mentions: /summer|hot|heat|盛夏|夏日|炎热/i },
    { indoor: true, weather: ['rain', 'fog', 'storm', 'snow'] },
  ),
  p(
    'bright midday sun with crisp shadows',
    '明亮的正午阳光，影子清晰',
    { time: ['day'], indoor: false },
    { weather: ['rain', 'fog', 'storm', 'snow'] },
  ),

  // Weather
  p(
    'diffuse grey light through the rain',
    '雨中灰蒙蒙的漫射光',
    { weather: ['rain', 'storm'] },
    {
      time: NIGHTS,
      indoor: true,
    },
  ),
  p('soft light diffused by the fog', '被雾气柔化的光', { weather: ['fog'] }, { indoor: true }),
  p(
    'pale light filtered through falling snow',
    '透过飘雪的淡淡天光',
    { weather: ['snow'] },
    { indoor: true },
  ),
  p(
    'soft, even light off the snow',
    '雪地反射的柔和均匀的光',
    { weather: ['snow'] },
    { indoor: true },
  ),
  p(
    'crisp, clear light bouncing off fresh snow',
    '新雪反射出清透明亮的光',
    { after: ['snow'] },
    { indoor: true },
  ),

  // An inn in a period drama is lit by its oil lamps.
  p(
    'the warm, flickering glow of oil lamps, deep shadows in the corners',
    '油灯摇曳的暖光，角落里一片昏暗',
    { mentions: /\binn\b|\btavern\b|客栈|酒肆|驿站/i, boost: 2 },
  ),

  // The kind of clip
  p(
    'a large softbox key with a crisp rim light',
    '大柔光箱主光加清晰的轮廓光',
    {
      type: ['product', 'unboxing'],
    },
    {
      mentions: new RegExp(`${HANDED_DOWN.source}|${DARK_BACKDROP.source}`, 'i'),
      // A product on a rock in a lake is lit by the morning, not by a studio.
      indoor: false,
    },
  ),
  // Against black, one hard key and thin rims carve the shape out of the dark.
  p(
    'a single narrow key and thin rim lights carving the edges out of the dark',
    '一盏窄光主光加细细的轮廓光，把边缘从黑暗中勾出来',
    {
      type: ['product', 'unboxing'],
      mentions: DARK_BACKDROP,
      boost: 2,
    },
  ),
  p('warm, soft window light', '温暖柔和的窗光', {
    type: ['unboxing', 'product'],
    mentions: HANDED_DOWN,
  }),
  p(
    'warm backlight that makes the steam glow',
    '暖色逆光，让热气发亮',
    { type: ['food'] },
    // (A drink over ice, a raw dish or a cold dessert has no steam to glow.)
    { mentions: new RegExp(`${ON_ICE.source}|${RAW_FOOD.source}|${COLD_DISH.source}`, 'i') },
  ),
  // A cold drink asked in warm tones: the backlight glows amber through the glass.
  p(
    'a warm backlight glowing through the glass, the drink lit amber',
    '暖色逆光透过杯身，整杯饮品泛着琥珀色的光',
    {
      type: ['food', 'product'],
      mentions: new RegExp(
        `^(?=.*(?:${ICED.source}))(?=.*(?:暖色调|暖色|暖调|\\bwarm (?:tones?|colou?rs?|palette|grade|grading|look)\\b))`,
        'is',
      ),
      boost: 3,
    },
  ),
  // A cold drink in the sun: the sunlight itself through the glass.
  p('bright sunlight through the glass, the ice glinting', '明亮的阳光穿过杯身，冰块闪闪发光', {
    type: ['food', 'product'],
    mentions: new RegExp(
      `^(?=.*(?:${ICED.source}))(?=.*(?:阳光下|阳光里|烈日|\\bin the sun(?:light|shine)?\\b|\\bsunlit\\b|\\bsunny\\b))`,
      'is',
    ),
    boost: 3,
  }),
  p(
    'cool backlight that makes the ice and condensation sparkle',
    '冷色逆光，让冰块和水珠闪闪发亮',
    { type: ['food', 'product'], mentions: ICED },
    // (A scoop of ice cream beside a hot cake has no condensation to sparkle; a milk tea asked
    // in warm tones is not lit cold.)
    {
      mentions: new RegExp(
        `${FROZEN_DESSERT.source}|暖色调|暖色|暖调|\\bwarm (?:tones?|colou?rs?|palette|grade|grading|look)\\b`,
        'i',
      ),
    },
  ),
  // A beauty creator films under a ring light: even, shadowless, a round catchlight.
  p(
    'soft, even ring-light glow with a round catchlight in the eyes',
    '环形补光灯柔和均匀，眼中有圆形眼神光',
    {
      type: ['social'],
      people: true,
      boost: 2,
      mentions:
        /\b(?:make-?up|grwm|get ready with me|skincare|lipstick|beauty|foundation|mascara|eyeliner)\b|化妆|美妆|口红|护肤|妆/i,
    },
    // (A routine the idea lights by the morning or a window keeps that light.)
    {
      indoor: false,
      mentions:
        /\b(?:morning|daylight|window|natural|sun)[ -]?light\b|\bsunlight\b|晨光|自然光|窗光|阳光/i,
    },
  ),
  p(
    'a single hard lamp over the table, the corners of the room falling into shadow',
    '桌子上方一盏硬光灯，屋角沉在阴影里',
    { mentions: INTERROGATION, boost: 3 },
  ),
  // Desert rock in the sun: hard light, red stone, sharp shadows.
  p(
    'hard desert sun on red rock, sharp shadows in every crack',
    '沙漠烈日照在红色岩石上，每道裂缝里都是锐利的阴影',
    {
      mentions: RED_ROCK,
      boost: 3,
    },
    { time: ['night', 'dusk', 'dawn', 'golden'] },
  ),
  // Cozy is warm lamplight indoors, even on a grey, rainy day outside the window.
  p(
    'warm lamplight pooling indoors, the grey day glowing softly at the windows',
    '室内暖黄的灯光静静铺开，窗外灰蒙蒙的天色柔柔透进来',
    { mentions: COZY, weather: ['rain', 'snow', 'storm'], boost: 3 },
    // (A fire or a candle is its own warm light.)
    { mentions: OWN_FIRE },
  ),
  // Inside a train: the carriage's flat light, the city sliding past the window.
  p(
    'the carriage’s flat fluorescent light, city lights streaking past the window',
    '车厢里平淡的日光灯，窗外城市灯火一道道掠过',
    { mentions: ON_A_TRAIN, time: ['night', 'dusk'], boost: 3 },
  ),
  // A torch on sugar lights the crust blue, the kitchen warm behind it.
  p(
    'the blue flame of the torch flickering over the sugar, warm kitchen light behind',
    '喷枪的蓝色火焰在糖面上跳动，身后是温暖的厨房灯光',
    { mentions: /\b(?:blow)?torch(?:es|ed|ing)?\b|\bbr[uû]l[eé]e\b|喷枪|焦糖布丁/i, boost: 2 },
  ),
  // A wet market before dawn works under bare bulbs and the delivery trucks' headlights.
  p(
    'bare bulbs hanging over the stalls and the headlights of delivery trucks',
    '摊位上方裸露的灯泡和送货卡车的车灯',
    { mentions: WET_MARKET, time: ['night'], boost: 3 },
  ),
  // A funeral is lit low and grey; a crime scene by the patrol cars' lights.
  p(
    'soft, grey, subdued light, nothing bright anywhere in the room',
    '柔和、灰暗而克制的光线，四下没有一处明亮',
    { mentions: FUNERAL, boost: 3 },
  ),
  p(
    'cold, hard light, the red and blue of patrol-car lights sweeping across them',
    '冷硬的光线，警车的红蓝灯光一下下扫过他们',
    { mentions: CRIME_SCENE, boost: 3 },
  ),
  // Noir is lit as noir: one hard source, deep shadow, light through blinds.
  p(
    'hard, low-key light from a single source, deep shadows and slatted highlights',
    '单一光源的硬朗低调光，阴影深重，光线像透过百叶窗一样一条条落下',
    { style: ['noir'], boost: 3 },
  ),
  // In a subway car: its flat fluorescent light, the tunnel lamps flicking past the windows.
  p(
    'flat fluorescent light in the car, tunnel lamps flicking past the windows',
    '车厢里平直的日光灯，隧道里的灯一盏盏掠过车窗',
    { mentions: SUBWAY, boost: 3 },
  ),
  // Outside a convenience store at night: its cold white glow through the glass.
  p(
    'the cold white glow of the shop window spilling out into the dark',
    '便利店玻璃门透出的冷白光，洒进夜色里',
    { mentions: CORNER_SHOP, indoor: false, time: ['night', 'dusk'], boost: 3 },
  ),
  // A hall in a period drama is lit through its paper lattice; on the wall, by the open sky.
  p(
    'soft daylight filtering through paper lattice windows',
    '透过雕花窗棂的柔和天光',
    { type: ['drama'], mentions: EAST_PERIOD, boost: 2 },
    {
      mentions: new RegExp(`${RAMPARTS.source}|${CANDLE.source}`, 'i'),
      indoor: false,
      time: EVENINGS,
    },
  ),
  p(
    'pale, wind-swept daylight over the wall, clouds moving fast',
    '城头天光苍白，风很大，云走得很快',
    { mentions: RAMPARTS, boost: 2 },
    { time: ['night', 'dusk'] },
  ),
  p(
    'soft natural window light',
    '柔和自然的窗光',
    { type: ['drama', 'interview', 'social'] },
    // (A skater on a curb or a street is outdoors, whatever the idea leaves unsaid.)
    {
      indoor: false,
      medium: ANIM,
      time: EVENINGS,
      style: ['noir'],
      mentions:
        /\b(?:skate\w*|kickflips?|curbs?|streets?|plaza|beach|outdoors?|rooftop|alley|pool|poolside|park|bridge|garden|field|lake|sea|ocean|mountains?|forest|trail|snow|blossoms?)\b|\bunder (?:a |the )?(?:[\w-]+ )?trees?\b|街头|户外|滑板|天台|泳池|公园|桥|古镇|海边|沙滩|山顶|河边|湖边|田野|操场|雪地|树下|樱花/i,
    },
  ),
  p(
    'soft overcast daylight on the faces',
    '柔和的阴天光线落在脸上',
    {
      type: ['drama', 'interview'],
      indoor: false,
    },
    // A sunset or a dawn the idea names is no overcast day.
    { time: [...EVENINGS, 'golden', 'dawn'] },
  ),
  p('saturated stage beams and haze', '饱和的舞台光束和烟雾', {
    type: ['music-video'],
    env: ['stage', 'studio'],
  }),
  p('bold coloured light and deep shadows', '大胆的彩色光和浓重的阴影', { type: ['music-video'] }),
  p('a single flickering bulb and pools of darkness', '一盏闪烁的灯泡和大片黑暗', {
    type: ['horror'],
    indoor: true,
  }),
  p(
    'weak moonlight and deep, unreadable shadows',
    '微弱的月光和深不见底的阴影',
    {
      type: ['horror'],
    },
    { indoor: true },
  ),
  // A weights gym is lit from above, its mirrors throwing the light back.
  p(
    'hard overhead gym lights, the mirrors throwing them back',
    '健身房顶灯硬朗明亮，镜墙把光反射回来',
    {
      env: ['gym'],
      mentions:
        /\b(?:weights?|workouts?|lifts?|lifting|squats?|deadlifts?|barbells?|dumbbells?|gym transformation|fitness)\b|健身|撸铁|深蹲|杠铃|哑铃/i,
      boost: 2,
    },
  ),
  p(
    'crisp stadium floodlights',
    '清晰明亮的球场泛光灯',
    { type: ['sports'], env: ['stadium', 'gym'] },
    // (A skatepark is open concrete under the sky.)
    { mentions: /\bskate ?parks?\b|滑板公园/i },
  ),
  // A penalty in a downpour is lit by the stadium, the rain bright in the beams.
  p('stadium floodlights cutting through sheets of rain', '体育场的泛光灯穿透密集的雨幕', {
    type: ['sports'],
    weather: ['rain', 'storm'],
    mentions:
      /\b(?:stadium|pitch|football|soccer|rugby|penalty|match)\b|球场|足球|体育场|点球|比赛/i,
    boost: 1,
  }),
  // Court sports are played indoors under the arena's lights, whatever the idea leaves unsaid.
  p(
    'bright arena lights over the court',
    '球馆明亮的顶灯照亮整个球场',
    { type: ['sports'], boost: 1, mentions: COURT },
    // (A street court is outdoors: no arena over it.)
    {
      mentions:
        /\bstreet (?:ball|basketball|court)\b|\bstreetball\b|\boutdoor court\b|\bplayground\b|街头篮球|街球|野球|室外球场|露天球场/i,
    },
  ),
  p(
    'crisp, bright daylight',
    '清爽明亮的日光',
    { type: ['sports'] },
    { indoor: true, time: EVENINGS, mentions: COURT },
  ),
  p('clean, even light across the frame', '干净均匀的光铺满画面', { type: ['explainer'] }),

  // Times Square, Shibuya: the billboards are the light, day or night.
  p(
    'the glare of giant billboards washing everything in shifting colour',
    '巨幅广告屏的强光把一切染上变幻的颜色',
    {
      mentions: /\b(?:times square|shibuya|piccadilly circus|las vegas strip)\b|时代广场|涩谷/i,
      boost: 3,
    },
  ),
  // A treehouse is lit by the day outside, through the gaps between its planks.
  p(
    'daylight slanting in through the gaps between the planks',
    '阳光从木板缝里斜斜地照进来',
    { mentions: /\btree ?house\b|树屋/i, boost: 2 },
    { time: NIGHTS, weather: ['rain', 'storm'] },
  ),
  // Outdoors in a place the idea names, by day: the place's own light, not a stock "soft daylight".
  p(
    'dappled sunlight falling through the canopy',
    '阳光穿过枝叶，洒下斑驳的光影',
    { env: ['forest'], indoor: false },
    // (Above the canopy the sun is open, the treetops lit below.)
    { time: NOT_DAY, weather: WET, mentions: ABOVE_CANOPY },
  ),
  p(
    'open sun over the treetops, the canopy glowing green below',
    '树冠之上阳光开阔，脚下的林冠一片亮绿',
    {
      env: ['forest'],
      indoor: false,
      mentions: ABOVE_CANOPY,
      boost: 2,
    },
  ),
  p(
    'clear mountain sun and crisp shadows on the slopes',
    '山间清透的阳光，山坡上影子分明',
    { env: ['mountain'], indoor: false },
    { time: NOT_DAY, weather: WET },
  ),
  p(
    'hard, thin high-altitude sun, the snow peaks glaring white',
    '高原稀薄空气里强烈的阳光，雪峰白得耀眼',
    {
      // (The plateau's road is a road, under the same sun.)
      env: ['mountain', 'road'],
      indoor: false,
      boost: 1,
      mentions:
        /himalaya\w*|tibet\w*|\bandes\b|everest|plateau|高原|川藏|青藏|318国道|西藏|珠峰|喜马拉雅/i,
    },
    { time: NOT_DAY, weather: WET },
  ),
  p(
    'harsh overhead sun, heat shimmer rising off the sand',
    '头顶烈日当空，沙面上热浪蒸腾',
    { env: ['desert'], indoor: false },
    { time: NOT_DAY, weather: WET },
  ),
  p(
    'bright sun glittering on the water',
    '阳光在水面上闪闪发亮',
    { env: ['sea', 'beach', 'water'], indoor: false },
    { time: NOT_DAY, weather: WET },
  ),
  p(
    'bright light bouncing off the snow, clean and cold',
    '雪地反射的明亮光线，干净清冷',
    { env: ['snowfield'], indoor: false },
    // (Low dawn or evening sun is no glare off the snow.)
    { time: ['dawn', 'golden', 'dusk', 'night'], weather: ['rain', 'fog', 'storm'] },
  ),
  p(
    'hard African sun bleaching the grass, shadows pooled under the acacias',
    '非洲的烈日把草晒得发白，影子缩在金合欢树下',
    { mentions: SAVANNA, indoor: false, boost: 2 },
    { time: NOT_DAY, weather: WET },
  ),
  p(
    'a low sun through the dust, the grass lit gold from the side',
    '低垂的太阳穿过尘土，草从侧面被照成金色',
    { mentions: SAVANNA, indoor: false, time: ['dawn', 'golden', 'dusk'], boost: 2 },
    { weather: WET },
  ),
  p(
    'open daylight over the fields, a few soft clouds',
    '田野上开阔的日光，天上几朵柔软的云',
    { env: ['countryside'], indoor: false },
    { time: NOT_DAY, weather: WET },
  ),
  p(
    'gentle sunlight on the grass and leaves',
    '柔和的阳光洒在草地和枝叶上',
    { env: ['garden'], indoor: false },
    { time: NOT_DAY, weather: WET },
  ),
  p(
    'daylight between the buildings, one side of the street in shade',
    '楼宇之间的日光，街道一侧落在阴影里',
    { env: ['street'], indoor: false },
    // Neon asks for the night; a hotpot in a named city is no street.
    { time: NOT_DAY, weather: WET, type: ['food'], mentions: NEON_LIGHT },
  ),
  p(
    'shafts of daylight through the broken walls',
    '几束日光从残垣断壁间斜射进来',
    { env: ['ruins'] },
    { time: NOT_DAY, weather: WET },
  ),

  // Anywhere the indoor/outdoor tag allows
  p('soft natural daylight', '柔和的自然光', { indoor: false }, { time: EVENINGS }),
  p(
    'soft light from windows and practical lamps',
    '窗光与室内灯共同营造的柔和光线',
    { indoor: true },
    // A subway station or an elevator is lit by its tubes and panels, not by windows; at night
    // the windows are dark.
    { env: ['station'], mentions: ELEVATOR, time: ['night'] },
  ),
  p(
    'a warm spotlight cutting through smoky haze',
    '一束暖色追光穿过烟雾',
    { boost: 2, env: ['stage'] },
    { type: ['music-video'], mentions: STAGE_COMEDY },
  ),
  p(
    'warm stage light on the performers, the house in darkness',
    '暖色舞台光打在演员身上，台下一片昏暗',
    {
      mentions: STAGE_COMEDY,
      boost: 3,
    },
  ),
  p('the small, steady glow of a single candle flame in the dark', '黑暗中一朵烛火小而安稳的光', {
    boost: 3,
    mentions: CANDLE,
  }),
  p('the warm, flickering flare of the flames on the faces', '火焰温暖跳动的光映在脸上', {
    boost: 2,
    people: true,
    mentions:
      /\b(?:(?<!candle )flames?|flamb\w*|wok|campfire|bonfire|fireplace|blaze|torch)\b|火苗|猛火|篝火|壁炉|火光/i,
  }),
  p(
    'the warm, flickering glow of the fire, darkness all around it',
    '火光温暖地跳动，四周一片黑暗',
    {
      boost: 2,
      mentions: /\b(?:campfire|bonfire|fireplace|fire pit|hearth)\b|篝火|壁炉|火堆/i,
    },
  ),
  p(
    'orange firelight glowing through thick smoke',
    '浓烟里透出的橙色火光',
    {
      boost: 2,
      mentions:
        /\bsmok(?:y|e|ing)\b|\bburning\b|\bon fire\b|\bwildfire\b|\bblaze\b|火灾|浓烟|着火|大火|火场/i,
    },
    {
      type: ['food'],
      mentions:
        /smok(?:y|ed) (?:jazz|eye|voice|flavou?r|barbecue|bbq|bar|club|room)|smoke machine/i,
    },
  ),
  // Drying persimmons in the yard, a cat basking: the idea asks for sun.
  p(
    'bright, warm sunlight',
    '明亮温暖的阳光',
    { boost: 2, mentions: /晒|\bsunbath\w*|\bsun-dr\w*|\bbask\w*|\bin the sun\b/i },
    { time: NIGHTS, indoor: true },
  ),
  p('the warm glow of the candles on the faces', '烛光暖暖地映在脸上', {
    boost: 2,
    people: true,
    mentions: /\bcandles?\b|蜡烛/i,
  }),
  p('flat fluorescent tubes humming over the platform', '站台上方嗡嗡作响的日光灯管，光线平淡', {
    env: ['station'],
    boost: 1,
  }),
  p('the flat, cool glow of the elevator’s ceiling panel', '电梯顶灯平淡清冷的光', {
    boost: 2,
    mentions: ELEVATOR,
  }),
  // The Milky Way is seen on a moonless night: moonlight would wash it out.
  p(
    'only starlight on a moonless night, the Milky Way glowing overhead',
    '没有月亮的夜空，只有星光，银河横贯天际',
    {
      boost: 3,
      mentions: MILKY_WAY,
    },
  ),
  p('only the flashlight beam cutting through the dark', '只有一道手电光束划开黑暗', {
    boost: 2,
    mentions: /\bflash ?light|\btorch\b|手电/i,
  }),
  p('dim overhead light and hard shadows', '昏暗的顶光和硬朗的阴影', {
    boost: 2,
    indoor: true,
    mentions: /\bdim\b|\bdark\b|昏暗|幽暗/i,
  }),
  p('soft, natural light', '柔和自然的光线', {}, { time: NIGHTS }),
  // Someone at a computer late at night is lit by the screen.
  p(
    'the cold glow of the monitor on the face, the room dark around it',
    '电脑屏幕的冷光映在脸上，四周一片昏暗',
    {
      mentions:
        /\b(?:laptop|computer|(?<!baby )monitor|coding|programmer|developer|screen)\b|电脑|屏幕|程序员|显示器|写代码/i,
      time: ['night'],
      boost: 3,
    },
  ),
  // A flower opening in the night: one soft light picks it out of the dark.
  p(
    'a single soft light picking the pale petals out of the dark',
    '一束柔光把洁白的花瓣从黑暗中勾勒出来',
    {
      mentions: NIGHT_BLOOM,
      boost: 3,
    },
  ),
  p('low, motivated light from the scene’s own sources', '只借画面里现有的光源照明，整体偏暗', {}),
];
