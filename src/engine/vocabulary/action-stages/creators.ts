/**
 * Action stages (see ../action-stages.ts): What creators film: a street interview's question to
 * strangers, told by its answers; a product shown to the lens (口播, a try-on, a review).
 */
import { VINTAGE } from '../fit.ts';
import { PEOPLE, type ActionStaging } from './types.ts';

export const CREATORS: readonly ActionStaging[] = [
  // Lipstick put on: one stroke along the lip line, pressed, shown.
  {
    en: /^(?:apply|put|wear|paint)$/,
    rest: /\blip(?:stick| gloss)\b/i,
    zh: /涂口红|抹口红|涂上口红|涂上唇釉|上嘴/,
    who: PEOPLE,
    enLines: [
      'the lipstick twisted up, a compact mirror raised',
      'the colour glides along the lip line in one smooth stroke',
      '{s} <press> {their} lips together and <check> the shade',
      '{s} <cap> the lipstick and <smile> at the lens',
    ],
    zhLines: [
      '把口红旋出来，举起小镜子',
      '沿着唇线一笔涂开，颜色饱满均匀',
      '{s}抿了抿嘴，对着镜子看了看颜色',
      '{s}合上口红盖，冲镜头一笑',
    ],
  },
  // A lipstick swatch: twisted up, swatched on the hand, worn on the lips, shown to camera.
  {
    en: /^(?:swatch|try|test)$/,
    rest: /\blip(?:stick| gloss|s)\b|\bswatch/i,
    said: /\bswatch\b|试色/i,
    zh: /试色/,
    who: PEOPLE,
    enLines: [
      'the lipstick twisted up and held close to the lens',
      'stripes of colour swatched across the back of the hand, one by one',
      '{s} <glide> the colour along {their} lips and <press> them together',
      '{s} <hold> the tube up beside {their} smile, the shade matched',
    ],
    zhLines: [
      '把口红旋出来，凑近镜头展示膏体',
      '在手背上划出一道道色块，一支接一支',
      '{s}把口红沿着唇线涂开，抿了抿嘴',
      '{s}举起口红管放在嘴边对比，冲镜头一笑',
    ],
  },
  {
    en: /^(?:ask|interview|quiz|stop)$/,
    rest: /\b(?:strangers|people|passers-?by|pedestrians|commuters|shoppers|the public|random)\b/i,
    zh: /(?:采访|询问|问)(?:街头)?(?:路人|陌生人|行人|市民)/,
    who: PEOPLE,
    enLines: [
      'microphone in hand, stepping up to a passer-by',
      'the microphone held out, a stranger stopping to listen',
      'a stranger laughs, thinks it over and answers',
      'another passer-by leans in with an answer of their own',
    ],
    zhLines: [
      '拿着话筒走向一位路人',
      '话筒递过去，一位路人停下脚步听问题',
      '路人笑了笑，想了想，给出自己的答案',
      '又一位路人凑过来，说出不一样的回答',
    ],
  },
  // A spicy challenge for the feed: the brave face, the bite, the heat landing, the rescue.
  {
    en: /^(?:try|take|do|attempt|eat|film)$/,
    rest: /\b(?:chil(?:l)?i|spicy|ghost pepper|carolina reaper|hot sauce|hot pepper)\b/i,
    zh: /(?:挑战|吃|尝)[^，。]{0,6}(?:辣椒|变态辣|魔鬼辣|特辣|超辣|麻辣)|挑战[^，。]{0,6}辣/,
    who: PEOPLE,
    enLines: [
      'holding it up to the lens with a brave grin',
      'one confident bite, a nod, then the heat lands and {their} eyes go wide',
      '{s} <fan> {their} mouth, eyes watering, laughing through the burn',
      '{s} <gulp> down something cold, gasping, and <give> the lens a shaky thumbs-up',
    ],
    zhLines: [
      '举到镜头前，故作镇定地笑了笑',
      '信心满满地咬下一口，点了点头，下一秒辣劲上来，眼睛一下瞪圆',
      '{s}拼命用手扇着嘴，眼泪都辣出来了，边哭边笑',
      '{s}猛灌几口冰饮，大口喘气，对着镜头颤巍巍地竖起大拇指',
    ],
  },
  // A taste test for the feed: the line-up, the first verdict, quick cuts, the winner.
  {
    en: /^(?:try|taste|test|taste-test|blind-test|rank|rate|review|sample)$/,
    rest: /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|different|every)\b.*\b(?:brands|flavou?rs|kinds|types|snacks|sauces|drinks|sodas|chips|candies|versions)\b/i,
    zh: /(?:试吃|测评|盲测|品尝|尝试)[^，。]{0,4}(?:[二两三四五六七八九十几]|\d)(?:款|种|家)/,
    who: PEOPLE,
    enLines: [
      'the whole line-up set out in a row in front of {them}',
      'a first bite, a pause, then the verdict written all over {their} face',
      'quick cuts through the rest, each reaction bigger than the last',
      '{s} <hold> up the winner to the lens',
    ],
    zhLines: [
      '面前一字排开好几款，等着开吃',
      '先尝第一款，顿了一下，表情已经说明一切',
      '快切过剩下几款，反应一个比一个夸张',
      '{s}举起最爱的那一款，对着镜头',
    ],
  },
  // A vintage find unboxed: an old printed box, no tissue paper and no seal.
  {
    en: /^unbox$/,
    zh: /开箱|拆箱/,
    onlyIn: VINTAGE,
    who: PEOPLE,
    enLines: [
      'the old box on the table, its corners soft with age',
      'the worn lid eases up, the faded insert lifted out',
      '{s} <lift> what is inside out of the box and into the light',
      '{s} <turn> it slowly, every scuff and worn edge catching the light',
    ],
    zhLines: [
      '旧盒子放在桌上，边角已经磨得发软',
      '褪色的盒盖慢慢掀开，取出泛黄的内衬',
      '{s}把里面的东西拿出来，迎着光',
      '{s}慢慢转动它，每一道划痕和磨旧的边角都映着光',
    ],
  },
  // A foldable phone unboxed: it is unfolded, that is the point of it.
  {
    en: /^unbox$/,
    rest: /\bfold(?:ing|able)\b|\bflip phone\b/i,
    zh: /(?:开箱|拆箱)[^，。]*折叠屏/,
    who: PEOPLE,
    enLines: [
      'the box on the table, both hands on the lid',
      'the lid lifts off, the folded phone lying in its tray',
      '{s} <lift> the phone out and <unfold> it, the screen opening flat, the crease barely visible',
      'the screen lights up as {s} <turn> it to the lens',
    ],
    zhLines: [
      '面前的盒子放在桌上，双手按住盒盖',
      '盒盖掀开，折叠着的手机躺在盒子里',
      '{s}把手机取出来，屏幕缓缓展开，折痕几乎看不见',
      '屏幕亮起，{s}把展开的大屏转向镜头',
    ],
  },
  // An unboxing for the feed: the lid, the tissue, the thing lifted into the light.
  {
    en: /^unbox$/,
    zh: /开箱|拆箱/,
    who: PEOPLE,
    enLines: [
      'the box on the table, both hands on the lid',
      'tissue paper folded back with a crisp rustle',
      '{s} <lift> what is inside out of the box and into the light',
      '{s} <show> every side to the lens, grinning',
    ],
    zhLines: [
      '面前的盒子放在桌上，双手按住盒盖',
      '包装纸被掀开，沙沙作响',
      '{s}把里面的东西拿出来，迎着光',
      '{s}转着展示给镜头看，笑得合不拢嘴',
    ],
  },
  // Lipstick put on for the lens: the bullet, one stroke, the colour blooming, a smile.
  {
    en: /^(?:apply|swipe|put|try|paint)$/,
    rest: /\b(?:lipstick|lip ?gloss|lip ?balm|lip tint|lips?)\b/i,
    zh: /涂抹|涂上|抹上|涂口红|试色|上嘴/,
    not: /指甲|墙|油漆/,
    who: PEOPLE,
    enLines: [
      'uncapping the lipstick and twisting the bullet up',
      'the colour glides across the lips in one smooth stroke',
      '{s} <press> {their} lips together and the colour blooms, rich and even',
      '{s} <smile> into the lens, the colour catching the light',
    ],
    zhLines: [
      '打开口红，旋出膏体',
      '口红沿着唇线一笔滑过，颜色饱满顺滑',
      '{s}抿了抿嘴，唇色均匀地晕开',
      '{s}对着镜头微微一笑，唇色在光下泛着光泽',
    ],
  },
  // A make-up tutorial told to the phone: the hook, then the brush at work, then the finished look.
  {
    en: /^(?:do|apply|teach|show|say|start|demo)$/,
    rest: /\b(?:make-?up|eyeliner|foundation|contour|glam|eyeshadow|brows?)\b/i,
    // (A transformation is cut on the beat: staged below.)
    not: /\b(?:make-?up|glam) (?:transformation|transition|change)\b/i,
    zh: /化妆|上妆|妆容|眼妆|底妆|画眉|化个妆/,
    said: /\bmake-?up\b|化妆|上妆|妆容|眼妆/i,
    who: PEOPLE,
    enLines: [
      'brush in hand, smiling straight into the lens',
      'the brush sweeps quickly across a cheek, one step done in seconds',
      '{s} <lean> in close to the lens to show the finished eye',
      '{s} <sit> back and <turn> side to side, the whole look done',
    ],
    zhLines: [
      '手里拿着化妆刷，对着镜头笑着打招呼',
      '刷子利落地扫过脸颊，一步几秒就完成',
      '{s}凑近镜头，展示刚画好的眼妆',
      '{s}往后一坐，左右转头展示完整妆容',
    ],
  },
  {
    en: /^(?:introduce|present|review|show|recommend|test|try|swatch)$/,
    rest: /\b(?:lipsticks?|products?|serum|cream|foundation|palette|perfume|phone|gadget|headphones|earbuds|sneakers|bag|watch|mascara|blush)\b/i,
    zh: /介绍|推荐|种草|测评|试色|试用|安利|展示/,
    who: PEOPLE,
    enLines: [
      'holding it up to the lens with a big grin',
      'turning it in the light and pointing out one detail',
      '{s} <try> it on the back of the hand and <turn> it to the camera',
      '{s} <give> a thumbs-up and a quick wink to the lens',
    ],
    zhLines: [
      '举起产品对着镜头，笑着打招呼',
      '把产品转到光下，指出一处细节',
      '{s}在手背上试用，转向镜头展示效果',
      '{s}对着镜头竖起大拇指，俏皮地眨眨眼',
    ],
  },
  // "…, snapping her fingers between each change": each outfit lands on a snap.
  {
    en: /^(?:try|show|model|change)$/,
    rest: /\b(?:outfits|looks|dresses|clothes)\b/i,
    zh: /试穿.*(?:套|件)|换了?[两三四五几]套/,
    onlyIn: /\bsnap(?:s|ping)?\b|打响指|响指/i,
    who: PEOPLE,
    enLines: [
      'at the mirror in the first outfit, fingers raised, ready to snap',
      'a snap of {their} fingers, a cut on the beat, and {s} <stand> in the second outfit',
      'another snap and the third outfit lands; {s} <strike> a pose for the lens',
      '{s} <look> straight into the lens and <point> to pick a favourite, eyebrows raised',
    ],
    zhLines: [
      '对着镜子穿着第一套衣服，手指举起，准备打响指',
      '响指一打，卡点一切，{s}换上了第二套',
      '再一个响指，第三套登场，{s}对着镜头摆了个造型',
      '{s}直视镜头，伸手一指，选出最喜欢的一套，挑了挑眉',
    ],
  },
  // "trying on three outfits": one outfit after another, each landing on a cut.
  {
    en: /^(?:try|show|model|change)$/,
    rest: /\b(?:outfits|looks|dresses|clothes)\b/i,
    zh: /试穿.*(?:套|件)|换了?[两三四五几]套/,
    who: PEOPLE,
    enLines: [
      'at the mirror in the first outfit, a pile of clothes on the bed behind {them}',
      'a quick spin, a cut on the beat, and {s} <stand> in the second outfit',
      'one more spin and the third outfit lands, {s} <strike> a pose for the lens',
      '{s} <look> straight into the lens and <point> to pick a favourite, eyebrows raised',
    ],
    zhLines: [
      '对着镜子穿着第一套衣服，身后床上堆着一摞衣服',
      '原地一转，卡点一切，{s}换上了第二套',
      '再转一圈，第三套登场，{s}对着镜头摆了个造型',
      '{s}直视镜头，伸手一指，选出最喜欢的一套，挑了挑眉',
    ],
  },
  // A magical girl's transformation (henshin): ribbons of light, the outfit remade, the pose.
  {
    en: /^(?:transform|change|power|morph)$/,
    zh: /变身/,
    onlyIn: /\bmagical girls?\b|\bhenshin\b|\bsailor\b|\bmahou\b|魔法少女|变身/i,
    who: PEOPLE,
    enLines: [
      'holding up a glowing charm, ribbons of light curling around {them}',
      'light spirals up {their} body, the outfit reshaping piece by piece in bursts of sparkles',
      '{s} <spin> once, the last ribbon snapping into a bow, hair flaring bright',
      '{s} <land> in a pose, wand raised, a starburst flaring behind {them}',
    ],
    zhLines: [
      '举起发光的护身符，光带绕着身体盘旋',
      '光芒沿着身体螺旋上升，服装在闪光中一件件变换',
      '{s}旋身一转，最后一条缎带系成蝴蝶结，发丝亮起',
      '{s}摆出定格姿势，举起魔杖，身后炸开一团星光',
    ],
  },
  // A make-up transformation: bare face, a swipe across the lens on the beat, full glam.
  {
    en: /^(?:reveal|show|try|do|transform)$/,
    rest: /\b(?:make-?up|glam) (?:transformation|transition|change)\b|\b(?:bare[- ]faced?|no[- ]make-?up) to\b/i,
    zh: /变妆|换妆|素颜到全妆|妆前妆后/,
    who: PEOPLE,
    enLines: [
      'bare-faced at the vanity, hair pulled back, looking straight at the lens',
      'a brush swipes across the lens, and on the beat the cut lands',
      'full glam: winged liner, sculpted cheeks and a bold lip, hair let down',
      '{s} <tilt> {their} chin side to side and <blow> a kiss at the lens',
    ],
    zhLines: [
      '素颜坐在化妆镜前，头发随手扎起，直视镜头',
      '抬手用化妆刷往镜头上一扫，卡着鼓点画面一切',
      '全妆登场：上扬的眼线、立体的轮廓、饱满的红唇，长发散落',
      '{s}左右侧脸展示妆容，对着镜头抛了个飞吻',
    ],
  },
  // An outfit of the day shown in the mirror: no before-look, just the outfit, head to toe.
  {
    en: /^(?:show|show off|model|film|do)$/,
    rest: /\b(?:outfit of the day|ootd|fit check|outfit check|(?:her|his|their|my|the|an?) (?:\w+ )?outfit)\b/i,
    not: /\b(?:transition|transformation|change|makeover|glow-?up|before|from)\b/i,
    zh: /展示(?:今日)?穿搭|今日穿搭|穿搭展示|ootd/i,
    who: PEOPLE,
    enLines: [
      'at the mirror, phone up, the full outfit in frame',
      'a slow turn shows the whole outfit, front to back',
      'a closer look at the shoes, then the bag',
      '{s} <strike> a pose and <grin> at the lens',
    ],
    zhLines: [
      '对着镜子举起手机，整套穿搭都在画面里',
      '{s}慢慢转一圈，从前到后展示整套穿搭',
      '镜头凑近，先看鞋子，再看包',
      '{s}摆了个造型，冲着镜头一笑',
    ],
  },
  // A room made over: the mess, the work on fast-forward, the reveal, the finished room.
  // (An outfit changed in the bedroom is the outfit's: the room is only where.)
  {
    not: /\b(?:outfits?|look|fit|haul|glow-?up|make-?up|hair)\b/i,
    en: /^(?:reveal|show|unveil|do|clean|tidy|redo|decorate|organi[sz]e|transform|makeover)$/,
    rest: /\b(?:room|bedroom|apartment|flat|studio|desk|closet|wardrobe|kitchen|bathroom|garage|dorm|house|home|space)\b/i,
    zh: /(?:房间|卧室|宿舍|出租屋|书桌|衣柜|厨房|客厅)[^，。]{0,4}(?:改造|大扫除|整理|收纳|焕新)|(?:改造|整理|收拾|打扫)[^，。]{0,4}(?:房间|卧室|宿舍|出租屋|书桌|衣柜|厨房|客厅)/,
    who: PEOPLE,
    enLines: [
      'standing in the doorway of the messy room, clothes and boxes everywhere',
      'the clean-up on fast-forward: piles cleared, shelves filled, fairy lights strung up',
      '{s} <step> aside to reveal the finished room, tidy and glowing',
      '{s} <flop> onto the bed and <look> around, grinning at the lens',
    ],
    zhLines: [
      '站在乱糟糟的房间门口，衣服和纸箱堆得到处都是',
      '快进的整理过程：杂物清空，架子摆满，串灯挂上',
      '{s}往旁边一让，露出焕然一新的房间，整洁又温馨',
      '{s}往床上一躺，环顾四周，对着镜头笑了',
    ],
  },
  {
    en: /^(?:reveal|show|unveil|try|do)$/,
    rest: /\b(?:outfit|look|fit|haul|transformation|transition|makeover|glow-?up)\b/i,
    // (A room's makeover is the room's; "an outfit transition in her bedroom" is the outfit's.)
    not: /\b(?:room|bedroom|apartment|flat|desk|closet|kitchen|bathroom|garage|dorm|house|home) (?:makeover|transformation|glow-?up|reveal|tour|clean\w*)\b/i,
    zh: /换装|变装|穿搭|改造/,
    who: PEOPLE,
    enLines: [
      'in {from}, a pile of clothes beside {them}',
      'a quick spin and a clap of the hands, and the cut lands',
      '{s} <stand> in {to}, striking a pose for the lens',
      '{s} <turn> side to side, showing off every piece',
    ],
    zhLines: [
      '穿着{from}，身边堆着一摞衣服',
      '原地一转、拍一下手，画面一切',
      '{s}换好了{to}，对着镜头摆了个造型',
      '{s}左右转身，展示每一件单品',
    ],
  },
  {
    en: /^(?:give|cut|do|fade|trim|shave)$/,
    rest: /\b(?:fade|haircut|trim|cut|taper|line-?up|buzz ?cut|shave)\b/i,
    // (A hot-towel or straight-razor shave is the razor's, staged with the barber's shave.)
    not: /\bhot[- ]towel\b|\bstraight[- ]razor\b|^(?:an? )?(?:\w+ )*shave\b/i,
    zh: /理发|剪头|推头|修鬓角|剃/,
    who: PEOPLE,
    enLines: [
      'clippers buzzing, the guard clicked into place',
      'the clippers sweep up the side, hair falling away in a fine shower',
      'the blend melts seamlessly from skin to length',
      '{s} <brush> off the neck and <hold> up the mirror',
    ],
    zhLines: [
      '推子嗡嗡作响，限位梳咔嗒一声卡好',
      '推子顺着鬓角往上推，碎发簌簌落下',
      '渐变从头皮自然过渡到发梢，看不出一点接痕',
      '{s}掸掉脖子上的碎发，举起镜子给客人看',
    ],
  },
];
