/**
 * The sound of a doing the idea names, where the place alone says nothing: a sprint for the
 * train, a skateboard bombing a hill, a dog in the snow, a grandmother pleating dumplings. These
 * come before the place's ambience and well before the stock "close, natural sounds of the
 * action", which blind reviewers read as filler. The first clause is kept short: Fast keeps only
 * the first part of the Audio line.
 */
import type { SceneType } from '../../domain/prompt/plan.ts';
import { INTERROGATION, p, SPRINT_START, type Phrase } from './fit.ts';

/** A dog or a puppy (a pet that scrabbles, yips and snorts). */
const DOG =
  /\b(?:pupp(?:y|ies)|pups?|dogs?|doggos?|corgis?|husk(?:y|ies)|retrievers?|labradors?|shiba)\b|小狗|狗狗|狗|犬/i;

/** Someone racing for a train or a bus about to leave. */
const CATCHING_A_TRAIN =
  /\b(?:runs?|running|sprints?|sprinting|dash(?:es|ing)?|races?|racing|rush(?:es|ing)?|hurr(?:y|ies|ying))\b[^.]*\b(?:to catch|for|towards?) (?:the|a) (?:last |final |departing )?(?:train|subway|metro|bus)\b|赶(?:末班|最后一班)?(?:车|地铁|火车|公交)|(?:追|冲向)[^，。]{0,4}(?:列车|地铁|火车|末班车)/i;

/** Bubble tea, milk tea, boba. */
const BUBBLE_TEA = /\bbubble tea\b|\bboba\b|\bmilk tea\b|\btapioca\b|奶茶|波霸/i;

/** A motorbike on the move. */
const MOTORBIKE = /\b(?:motor ?(?:bike|cycle)s?|dirt ?bikes?)\b|摩托|机车/i;

/** Dumplings being made: pleated, pinched, folded (not a bowl of them eaten). */
const DUMPLING_MAKING =
  /\b(?:mak\w*|fold\w*|pleat\w*|wrap\w*|pinch\w*|shap\w*) (?:the |some |a batch of )?dumplings?\b|\bdumpling (?:making|wrappers?)\b|\bgrand(?:m\w*|pa|father|ma)\b[^.]*\bdumplings?\b|包饺子|捏饺子|包馄饨|包包子/i;

const ENTRIES: readonly Phrase[] = [
  // Off the blocks: the gun, then spikes on the track.
  p(
    'the crack of the starting gun, then spikes pounding the track',
    '发令枪一声脆响，钉鞋重重踏在跑道上',
    {
      mentions: SPRINT_START,
      air: true,
      boost: 3,
    },
  ),
  // A sprint for the last train is its feet, the platform's chime and the doors.
  p('racing footsteps, then the doors hissing shut', '急促奔跑的脚步声，随后车门嘶地一声合上', {
    mentions: CATCHING_A_TRAIN,
    air: true,
    boost: 2,
  }),
  // A runner is heard in the feet and the lungs (not on a treadmill in a quiet gym).
  p(
    'pounding footfalls and hard, ragged breathing',
    '脚步一下下重重落地，呼吸粗重凌乱',
    {
      mentions:
        /\bmarathons?\b|\b(?:jogg(?:ing|ers?)|sprinters?|(?<!blade )runners?)\b|\btrack (?:race|meet)\b|马拉松|慢跑|晨跑|夜跑|短跑|长跑|跑步(?!机)/i,
      air: true,
      boost: 2,
    },
    // (A runner's shoe in a sneaker ad is the product's shot, not a run.)
    { mentions: /\btreadmills?\b|跑步机/i, type: ['product', 'unboxing'] },
  ),
  // A dunk: the shoes on the court, then the rim taking the weight.
  p(
    'sneakers squeaking, then the rim clanging under the dunk',
    '球鞋吱吱作响，随后扣篮时篮筐哐当一震',
    {
      type: ['sports'],
      mentions:
        /\b(?:slam )?dunk(?:s|ing|ed)?\b(?![^.]*\b(?:cookies?|biscuits?|donuts?|doughnuts?|tea|coffee|milk|oreos?)\b)|扣篮|灌篮/i,
      boost: 1,
    },
  ),
  // A kettlebell swings up and lands: its own whoosh and thud, the breath that drives it.
  p('the kettlebell’s whoosh and thud, sharp exhales', '壶铃呼地甩起、咚地落下，伴着短促的呼气', {
    mentions: /\bkettle ?bells?\b|壶铃/i,
    boost: 3,
  }),
  // Lifting weights: metal, breath and effort.
  p(
    'weights clanking, sharp exhales and a grunt of effort',
    '器械碰撞的铿锵声，短促的呼气和发力的闷哼',
    {
      mentions:
        /\b(?:dumbbells?|barbells?|deadlifts?|bench press\w*|weightlift\w*|weight ?lifters?|lifts? weights)\b|哑铃|杠铃|卧推|硬拉|举重|撸铁/i,
      people: true,
      boost: 2,
    },
  ),
  // Body-weight work (push-ups, squats): no metal, only the breath and each rep landing.
  // ("she lunges to catch it" is a lunge, not a set of them.)
  p(
    'sharp, steady exhales and the soft thump of each rep',
    '短促有力的呼气，每一下动作落下的轻响',
    {
      mentions:
        /\b(?:squats?|push-?ups?|pull-?ups?|burpees?|planks?|sit-?ups?|walking lunges|doing lunges|jumping jacks|workouts?|work(?:s|ing) out|calisthenics)\b|深蹲|俯卧撑|引体向上|仰卧起坐|平板支撑|开合跳|健身/i,
      people: true,
      boost: 1,
    },
  ),
  // Bombing a hill on a board: the wheels roar and the wind tears past.
  p(
    'wheels roaring on the asphalt, wind rushing past',
    '轮子在柏油路上隆隆作响，风从耳边呼啸而过',
    {
      mentions:
        /^(?=.*(?:\bskateboard\w*|滑板))(?=.*(?:\bhills?\b|\bdownhill\b|\bbomb(?:s|ing)?\b|\bslopes?\b|\bsteep\b|下坡|坡道|陡坡|冲下))/is,
      air: true,
      boost: 3,
    },
    { indoor: true },
  ),
  // Skating anywhere else (a trick at the skatepark is the sports line's wheels on concrete).
  p(
    'wheels rumbling over the concrete, the clack of the board',
    '轮子隆隆碾过水泥地，滑板啪嗒一磕',
    { mentions: /\bskateboard\w*|滑板/i, air: true, boost: 2 },
    { type: ['sports'], indoor: true },
  ),
  // A motorbike ride the idea does not hear the engine of: the engine, then the wind.
  p(
    'the engine’s roar and wind buffeting the helmet',
    '引擎的轰鸣和猛烈拍打头盔的风声',
    { mentions: MOTORBIKE, moving: true, air: true, boost: 2 },
    // (Through a city the traffic is what is heard around the bike.)
    { indoor: true, env: ['city', 'street'] },
  ),
  // When the engine is already heard (the idea named it), the wind and the road are added.
  p(
    'wind buffeting the helmet, tyres humming on the road',
    '风猛烈地拍打着头盔，轮胎在路面上嗡嗡作响',
    { mentions: MOTORBIKE, sound: ['engine'], moving: true, air: true, boost: 2 },
    { indoor: true, env: ['city', 'street'] },
  ),
  // A bicycle freewheeling down a hill: the hub ticking, the wind in the ears.
  p(
    'the freewheel ticking and wind rushing past',
    '飞轮嗒嗒轻响，风从耳边呼呼掠过',
    {
      mentions:
        /^(?=.*(?:\b(?:bicycles?|bikes?|cycling|cyclists?)\b|自行车|单车))(?=.*(?:\bdown (?:a |the )?(?:\w+ )?(?:hill|slope|road|lane)\b|\bdownhill\b|下坡|冲下|骑下))/is,
      air: true,
      boost: 2,
    },
    { mentions: MOTORBIKE, indoor: true },
  ),
  // Over cobblestones the tyres rattle and the bell jingles.
  p(
    'tyres rattling over the cobblestones, the bell jingling with every bump',
    '车轮在石板路上颠得哒哒作响，车铃随着颠簸叮当轻响',
    {
      mentions:
        /^(?=[\s\S]*\b(?:bicycles?|bikes?|cycl\w*)\b|[\s\S]*(?:自行车|单车))(?=[\s\S]*(?:\bcobble\w*|石板路|鹅卵石路))/i,
      air: true,
      boost: 2,
    },
  ),
  // A bicycle ride anywhere else: the chain's soft whir and the tyres.
  p(
    'the soft whir of the chain and tyres on the road',
    '链条轻轻转动，轮胎压过路面',
    {
      mentions:
        /\b(?:rid\w* (?:a |her |his |their |my |your )?(?:bicycles?|bikes?)|cycling|cyclists?)\b|骑(?:着)?(?:自行车|单车)/i,
      air: true,
      boost: 1,
    },
    // (Through a city its traffic drowns the chain.)
    { mentions: MOTORBIKE, indoor: true, env: ['city'] },
  ),
  // A parachute that opens is heard: the snap of the canopy, then the quiet under it.
  p(
    'the parachute snapping open, then a sudden hush',
    '降落伞“嘭”地张开，随后骤然安静下来',
    { mentions: /\bparachutes?\b|\bchute\b|开伞|降落伞/i, air: true, boost: 2 },
    {
      mentions:
        /\b(?:won'?t|doesn'?t|does not|didn'?t|did not|fails? to|never) (?:open|deploy)\b|打不开|没(?:有)?打开|没开|失灵/i,
    },
  ),
  // A laser dot skitters across the floor and the cat skids after it.
  p(
    'paws skittering and skidding on the floorboards',
    '爪子在木地板上慌乱打滑的哒哒声',
    { mentions: /\blaser(?: pointers?| dots?)\b|\bred dot\b|激光笔|激光点|小红点/i, boost: 3 },
    { indoor: false },
  ),
  // A puppy after its own tail: paws in circles and a surprised yip.
  p('paws scrabbling in circles and a surprised little yip', '小爪子原地打转扒拉，一声惊讶的小叫', {
    mentions:
      /\b(?:chas\w*|catch\w*|spin\w*|circl\w*|bit\w*) (?:after |at )?(?:its|his|her) (?:own )?tail\b|追(?:着|自己的)?尾巴|咬(?:自己的)?尾巴/i,
    boost: 3,
  }),
  // An animal after bubbles: soft pops and jaws snapping at the air.
  p('bubbles popping softly and jaws snapping at the air', '泡泡轻轻噗地破开，嘴巴在空中咔咔地咬', {
    mentions:
      /\b(?:chas\w*|catch\w*|snap\w*|bit\w*|pounc\w*) (?:at )?(?:the )?bubbles\b|追泡泡|咬泡泡|扑泡泡/i,
    subject: ['animal'],
    air: true,
    boost: 2,
  }),
  // A dog and a frisbee: the disc's whir and the catch.
  p('the whir of the frisbee and a snap of jaws', '飞盘呼地旋过，咔地一口咬住', {
    mentions: /\bfrisbees?\b|飞盘/i,
    subject: ['animal'],
    air: true,
    boost: 2,
  }),
  // Dry leaves chased, kicked or jumped in crunch and skitter.
  p(
    'dry leaves crunching and skittering underfoot',
    '干枯的落叶在脚下沙沙作响、四处翻飞',
    {
      mentions:
        /^(?=.*\b(?:chas\w*|pounc\w*|leap\w*|jump\w*|roll\w*|romp\w*|kick\w*|play\w*|bound\w*)\b)(?=.*(?:\b(?:autumn|fallen|dry|dead|crunchy|golden|red|orange|yellow) leaves\b|\bleaf piles?\b|\bpiles? of leaves\b))|(?:追|扑|踩|滚)[^，。]{0,4}(?:落叶|树叶)/is,
      air: true,
      boost: 2,
    },
    { indoor: true },
  ),
  // A small dog or cat on the stairs: claws at every step.
  p('small paws scrabbling at the steps', '小爪子在台阶上扒拉的声音', {
    mentions:
      /^(?=.*(?:\b(?:pupp(?:y|ies)|pups?|dogs?|kittens?|cats?)\b|小狗|小猫|猫|狗))(?=.*(?:\b(?:stairs|steps|staircase)\b|楼梯|台阶))/is,
    boost: 2,
  }),
  // A dog in the snow is heard in it: the crunch under its paws, happy snorts.
  p(
    'fresh snow crunching under its paws, happy snorts',
    '新雪在爪下咯吱作响，夹着兴奋的喷鼻声',
    {
      mentions: new RegExp(`^(?=.*(?:${DOG.source}))(?=.*(?:\\bsnow\\w*|雪))`, 'is'),
      air: true,
      boost: 3,
    },
    { indoor: true },
  ),
  // A dog startled (by a cat, a cucumber, its own echo) backs off with a yip.
  p('a startled yip and claws skidding backwards', '一声受惊的小叫，爪子慌忙往后打滑', {
    mentions: new RegExp(
      `^(?=.*(?:${DOG.source}))(?=.*(?:\\b(?:startled|scared|spooked|frightened|jumps? back|backs? (?:away|off))\\b|吓|后退|往后缩))`,
      'is',
    ),
    boost: 2,
  }),
  // A panda tumbling out of a tree: the branch, then the soft landing.
  p(
    'branches creaking, then a soft thump on the ground below',
    '树枝吱呀作响，随后软软地扑通一声落到地上',
    {
      mentions:
        /^(?=.*(?:\bpandas?\b|熊猫))(?=.*(?:\btrees?\b|\bbranch\w*|树))(?=.*(?:\b(?:falls?|fell|falling|tumbl\w*|slid\w*|slips?|slipping|roll\w*)\b|摔|滚|滑|掉))/is,
      air: true,
      boost: 2,
    },
  ),
  // A cat (or anyone) tipping a cup of something over: the clatter and the spill.
  p('the cup clattering over and a splash across the table', '杯子哐当一声倒下，液体泼了一桌', {
    mentions:
      /\b(?:knocks?|knocking|knocked|tips?|tipping|spills?|spilling|spilt|spilled) (?:over )?(?:a |the |his |her |its |my |your )?(?:cup of |mug of |glass of )?(?:coffee|tea|latte|milk|juice)\b|(?:打翻|碰倒|推倒)(?:了)?(?:一杯)?(?:咖啡|茶|牛奶|果汁)/i,
    boost: 2,
  }),
  // Baking: the oven door and the tray (not hours of a cake rising in a time-lapse).
  p(
    'the oven door creaking open and a baking tray clattering down',
    '烤箱门吱呀打开，烤盘哐当一声放下',
    {
      mentions: /\b(?:bak(?:e|es|ing)|ovens?)\b|烤蛋糕|烤面包(?!机)|烤饼干|烤箱/i,
      boost: 2,
    },
    { type: ['timelapse'], mentions: /\bbaked beans\b|\bsun-?bak\w*/i },
  ),
  // Dumplings being made are pinched shut on a floured board.
  p(
    'fingers pinching the pleats shut on a floured board',
    '指尖在撒了面粉的案板上捏紧褶子',
    { mentions: DUMPLING_MAKING, boost: 2 },
    // (Rolling the wrappers out is the rolling pin's sound, said by the food line.)
    {
      mentions: /\bwrappers?\b|\broll(?:s|ing)? (?:out )?(?:the )?(?:dough|wrappers?|skins?)\b|擀/i,
    },
  ),
  // Bubble tea drunk: the long slurp through the wide straw, the ice in the cup.
  p(
    'a long slurp through the straw, ice rattling in the cup',
    '吸管里长长的一声吸溜，杯里冰块哗啦轻响',
    {
      mentions: new RegExp(
        `^(?=.*(?:${BUBBLE_TEA.source}))(?=.*(?:\\b(?:drinks?|drinking|sips?|sipping|slurp\\w*|tries|trying|tastes?|tasting|chokes?)\\b|喝|吸了|吸一口|尝))`,
        'is',
      ),
      boost: 3,
    },
    { mentions: /\bhot\b|热奶茶|热饮/i },
  ),
  // The straw stabbed through the sealed lid: a pop, then the pearls rising.
  p('the pop of the straw punching through the seal', '吸管“噗”地一声扎破封口', {
    mentions: new RegExp(
      `^(?=.*(?:${BUBBLE_TEA.source}))(?=.*(?:\\bstraw\\b[^.]*\\b(?:punch|pierc|stab|poke|jab)\\w*|\\b(?:punch|pierc|stab|poke|jab)\\w*[^.]*\\bstraw\\b|吸管扎|扎吸管|戳))`,
      'is',
    ),
    boost: 3,
  }),
  // A cup shaken behind the counter: the ice rattling hard inside it.
  p('the cup shaken hard, ice rattling inside', '杯子被用力摇晃，冰块在里面哗啦作响', {
    mentions: new RegExp(
      `^(?=.*(?:${BUBBLE_TEA.source}))(?=.*(?:\\bshak(?:e|es|ing|en)\\b|摇))`,
      'is',
    ),
    boost: 3,
  }),
  // Bubble tea on show (an ad): only the ice, softly in the cup.
  p(
    'ice rattling softly in the cup',
    '杯里冰块轻轻哗啦作响',
    { mentions: BUBBLE_TEA, boost: 2 },
    // (Ice the idea already names is heard once.)
    { mentions: /\bhot\b|热奶茶|热饮/i, sound: ['ice'] },
  ),
  // A creator talking to the phone (口播, a livestream): the voice, close and clear.
  p('a close, clear voice to camera', '贴近镜头、清清楚楚的说话声', {
    mentions:
      /口播|直播间|主播|带货|\blive ?stream\w*|\btalk(?:s|ing)? (?:to|into) (?:the )?(?:camera|phone|lens)\b|(?<!背)对着?镜头(?:说|讲|聊|介绍|推荐|喊)/i,
    people: true,
    boost: 3,
  }),
  // Skincare on camera: a pump bottle and hands patting it in.
  p('a pump bottle’s click, hands patting skin', '按压瓶咔哒一声，双手轻拍脸颊', {
    mentions: /\bskin ?care\b|\bserums?\b|\bmoisturi[sz]er\b|\bface masks?\b|护肤|精华|面膜|水乳/i,
    people: true,
    boost: 2,
  }),
  // Make-up on camera: brushes tapping, a compact closing.
  p('the soft tap of brushes and the click of a compact', '化妆刷轻扫轻点，粉饼盒咔哒合上', {
    mentions:
      /\bmake-?up\b|\bmascara\b|\beyeliner\b|\beyeshadow\b|化妆|美妆|上妆|妆容|粉底|眼线|睫毛膏|眼影/i,
    people: true,
    boost: 2,
  }),
  // An outfit changed on a jump or a snap: the cut is heard as a whoosh.
  p('a quick whoosh on the cut as the outfit changes', '换装瞬间“嗖”的一声转场音', {
    mentions:
      /^(?=.*(?:\btransitions?\b|转场|变装))(?=.*(?:\bjump\w*|\bsnap\w*|\bclap\w*|\bspin\w*|跳|响指|转圈))/is,
    people: true,
    boost: 3,
  }),
  // Trying on outfits, a closet made over: hangers on the rail, fabric moving.
  p(
    'hangers sliding along the rail and fabric swishing',
    '衣架在横杆上滑动，衣料沙沙作响',
    {
      mentions:
        /\boutfits?\b|\bootd\b|\btry(?:ing)? on\b|\bthrift\w*|\b(?:closet|wardrobe) (?:makeover|tour|clean-?out|organi[sz]\w*|reveal|haul)\b|\bfit check\b|穿搭|换装|试穿|试衣|衣柜改造/i,
      people: true,
      boost: 2,
    },
    { type: ['horror'] },
  ),
  // A video call: its ringtone, then a voice through the small speaker.
  p(
    'a video-call ringtone, then a voice through the phone’s speaker',
    '视频通话的铃声响起，随后手机扬声器里传来说话声',
    { mentions: /\bvideo ?call\w*|\bfacetim\w*|视频通话|视频电话|打视频/i, boost: 2 },
  ),
  // A long climb up a stairwell: footsteps echoing, the breath getting heavier.
  p(
    'footsteps echoing up the stairwell, breath getting heavier',
    '脚步声在楼梯间里回荡，呼吸越来越重',
    {
      mentions:
        /\bstair ?wells?\b|\bfire stairs?\b|\b\d+[- ](?:floors?|flights?|storeys?|stories)\b|楼梯间|消防楼梯|爬[^，。]{0,4}(?:\d+|几十|[一二三四五六七八九十]+)层/i,
      people: true,
      air: true,
      boost: 2,
    },
    // (A lighthouse keeper's spiral stairs in a storm are heard as the storm.)
    { type: ['horror'], weather: ['storm'], mentions: /\blighthouse\b|灯塔/i },
  ),
  // The first day at a new job: an office going on around the newcomer.
  p('keyboards clicking and a low office murmur', '键盘的敲击声和办公室里低低的人声', {
    mentions:
      /\bfirst day (?:at|of|in) (?:a |the |my |your |her |his )?(?:new )?(?:job|work|office)\b|\bnew job\b|入职第一天|上班第一天|第一天上班|新工作/i,
    boost: 2,
  }),
  // A film set: a hushed crew, the dolly rolling on its track.
  p(
    'a hushed set, the dolly rumbling softly along its track',
    '片场一片安静，移动车在轨道上低低滚动',
    {
      mentions:
        /^(?=.*(?:\b(?:film|movie) set\b|\bon set\b|片场))(?=.*(?:\bdolly\b|轨道车|移动车))/is,
      boost: 3,
    },
  ),
  // A film set with no dolly named: the hush and the slate.
  p('a hushed set and the sharp clap of the slate', '片场一片安静，场记板啪地合上', {
    mentions: /\b(?:film|movie) set\b|\bon set\b|片场/i,
    boost: 2,
  }),
  // An interrogation room with no lines written: the lamp's buzz and a chair.
  p(
    'the buzz of the lamp overhead and a chair scraping on the floor',
    '头顶的灯嗡嗡作响，椅子在地上刮出一声',
    { mentions: INTERROGATION, boost: 1 },
    { speech: true },
  ),
  // The Forbidden City under snow: the courtyards' hush, a crow on the eaves.
  p(
    'a deep hush over the snowy courtyards, a crow calling from the eaves',
    '积雪的宫院一片静谧，檐角传来几声鸦鸣',
    { mentions: /\bforbidden city\b|故宫|紫禁城/i, after: ['snow'], boost: 2 },
  ),
  // The same courtyards while the snow is still falling.
  p(
    'snow falling softly on the courtyards, a crow calling from the eaves',
    '雪花静静落在宫院里，檐角传来几声鸦鸣',
    { mentions: /\bforbidden city\b|故宫|紫禁城/i, weather: ['snow'], boost: 2 },
  ),
];

/** An explainer is carried by its narrator: none of these doings' sounds replace the voice. */
const TOLD: readonly SceneType[] = ['explainer'];

export const ACTIVITY_SOUNDS: readonly Phrase[] = ENTRIES.map((phrase) => ({
  ...phrase,
  never: { ...phrase.never, type: [...(phrase.never?.type ?? []), ...TOLD] },
}));
