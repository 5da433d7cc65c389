/**
 * Cameras: one shot, one move and a lens that go together, tagged with the kind of clip they
 * serve. A format decides first (a time-lapse is locked off, a POV is first-person, an
 * interview is a static close-up); then the subject and its action.
 */
import {
  CHEST_MOUNT,
  CITY_FLIGHT,
  FLYING_CREATURE,
  HOW_TO,
  LIPS,
  NOODLE_PULLING,
  p,
  type Phrase,
  LOFI,
  VEHICLE,
} from './fit.ts';
import { FOUND_FOOTAGE } from './phrases.ts';
import { PHONE_CALL } from '../analyse/phone-call.ts';

/** Small things that grow or open: a flower, a seed, a mushroom (filmed close). */
const SMALL_GROWING =
  /\b(?:flower|bloom\w*|blossom\w*|bud|moonflower|rose|tulip|orchid|seed\w*|sprout\w*|seedling|mushroom|fungus|ice crystal|frost)\b|花开|开花|花苞|含苞|绽放|花朵|发芽|种子|蘑菇|冰花|嫩芽/i;

/** Tutorials done on the body, not on a table. */
export const ON_THE_BODY =
  /\b(?:tie (?:a|your) tie|braid\w*|ponytails?|(?:your|her|his) hair|make-?up|eyeliner|lipstick|mascara|shav\w*|put on(?! (?:a |the )?(?:fitted )?(?:sheet|duvet|pillowcase))|scarf)\b|系领带|编发|编辫|辫子|扎头发|扎马尾|盘发|化妆|画眼线|涂口红|戴围巾/i;

/** A team game on a pitch: football, rugby, hockey; its defenders, goal and match. */
const FIELD_SPORT =
  /\b(?:football|soccer|rugby|hockey|lacrosse|striker|defenders?|goalkeeper|keeper)\b|足球|橄榄球|曲棍球|前锋|后卫|门将|守门员|射门|球门/i;

/** A cook's big move: noodles pulled, a pan flipped or tossed, a flambé's flames. */
const COOK_IN_MOTION = new RegExp(
  `${NOODLE_PULLING.source}|\\bflip\\w*|\\btoss\\w*|\\bflamb\\w*|\\bflames?\\b|\\bwoks?\\b|\\bovens?\\b|\\bstalls?\\b|\\bvendors?\\b|烤炉|小贩|摊主|颠勺|颠锅|火焰|火光`,
  'i',
);

/** A drink whose inside moves: seen through the glass, not from above. */
const SEEN_THROUGH_GLASS =
  /\b(?:milk ?tea|bubble tea|boba|pearls|iced (?:coffee|tea|latte|americano)|over ice|cold[- ]brew|cocktail|layered drink|soda|lemonade)\b|奶茶|珍珠|果茶|冷萃|鸡尾酒|气泡水|冰咖啡|冰美式|倒入冰块|冰块中|分层/i;

/** Someone driving: behind the wheel, in the car. */
/** Falling or flying through the air: the ground far below is what a first-person view sees. */
const FALLING =
  /\bsky ?div\w*|\bparachut\w*|\bfree ?fall\w*|\bwingsuit\w*|\bbungee\b|跳伞|蹦极|翼装|\bglass (?:walkway|skywalk|bridge|floor)\b|\blooking (?:straight )?down (?:from|through|over)\b|玻璃栈道|玻璃桥|往下看|向下看/i;
/** A sports moment high above one spot: a dunk, a spike, a header, a vault. */
const IN_THE_AIR =
  /\b(?:dunk\w*|slam dunk|spik(?:e|es|ing)|header|bicycle kick|high jump|pole vault\w*|alley-?oop|buzzer[- ]beaters?|game[- ]winners?|jump shots?|three[- ]pointers?)\b|灌篮|扣篮|扣球|倒挂金钩|跳高|撑杆跳|绝杀|三分球/i;
/** One vehicle speeding through a place: it passes the camera, the camera does not ride along. */
const SPEEDING_THROUGH =
  /\b(?:car|flying car|hovercar|motorcycle|motorbike|train|speeder|hoverbike|suv|truck|jeep|pickup)s?\b[^.,]{0,30}\b(?:speed|race|zoom|whip|tear|streak|rush|weave|driv|cut|blast|roar)\w*\s+(?:through|past|between|across)\b|飞车[^，。]{0,6}(?:穿过|穿梭|掠过|飞驰)|飞行汽车[^，。]{0,6}(?:穿过|穿梭|掠过)|(?:汽车|跑车|轿车|越野车|SUV|赛车|摩托车|皮卡)[^，。]{0,6}(?:驶过|飞驰|疾驰|穿过|掠过|冲过)/i;
const DRIVING =
  /\b(?:driv(?:es|ing)|behind the wheel|at the wheel|(?:passenger|driver'?s?|back) seat|backseat)\b|开车|驾车|驾驶|副驾/i;

/** A small animal up close: a hedgehog eating, a kitten, a hamster. */
const SMALL_AND_CLOSE =
  /\b(?:tiny|baby|little|cute)\b.*\b(?:hedgehogs?|hamsters?|mice|mouse|kittens?|puppy|puppies|bunn(?:y|ies)|rabbits?|ducklings?|chicks?|squirrels?|guinea pigs?|frogs?|snails?|ladybugs?)\b|\b(?:hedgehogs?|hamsters?|kittens?|puppy|puppies|bunn(?:y|ies)|ducklings?|guinea pigs?)\b.*\b(?:eat\w*|munch\w*|nibbl\w*|sleep\w*|yawn\w*)\b|刺猬|仓鼠|小奶猫|小猫咪|兔宝宝|小鸭子/i;

/** Skateboarding, snowboarding, BMX, surfing: sports filmed wide so the whole trick shows. */
const BOARD_SPORTS =
  /\b(?:skate\w*|snowboard\w*|bmx|kickflip|ollie|halfpipe|half-pipe|surf\w*)\b|滑板|单板|冲浪|小轮车/i;

/** One shot, one move and a lens that go together; the format and type decide. */
export interface Camera {
  shot: Phrase;
  move: Phrase;
  lens: Phrase;
  fits?: Phrase['fits'];
  never?: Phrase['never'];
}
const cam = (
  shot: Phrase,
  move: Phrase,
  lens: Phrase,
  fitsTags?: Phrase['fits'],
  neverTags?: Phrase['never'],
): Camera => ({
  shot,
  move,
  lens,
  ...(fitsTags ? { fits: fitsTags } : {}),
  ...(neverTags ? { never: neverTags } : {}),
});

/** Someone who looks, smiles or talks straight into the lens. */
const TO_THE_LENS =
  /\b(?:at|to|into) the (?:camera|lens)\b|\bselfies?\b|对着?镜头|看向镜头|朝镜头|自拍/i;

/** Food something runs down: drizzled on a stack, dripping over the edge. */
const RUNS_DOWN = /\bstack(?:ed|s)?\b|\bdrizzl\w*|\bdrip\w*|淋在|浇在|一摞|一叠/i;

/**
 * A still product, turned in the light. (Not for one shown in use, a foot striking the ground or
 * a perfume's spritz: compose.ts.)
 */
export const PRODUCT_ORBIT = cam(
  p('macro close-up', '微距特写'),
  p('a slow 180-degree orbit around it', '缓慢环绕 180 度'),
  p('100mm macro lens', '100mm 微距镜头'),
  { type: ['product'] },
  // A product that turns on its own (a turntable, 360度旋转) is filmed by a camera that holds.
  { mentions: /\b(?:rotat\w*|spin\w*|turntable|turns? slowly)\b|旋转|转动|转台/i },
);

export const CAMERAS: readonly Camera[] = [
  // A tutorial is filmed on the hands, from above, one step filling the frame at a time.
  cam(
    p('overhead top-down shot on the hands', '正上方俯拍双手'),
    p('locked-off, each step filling the frame', '固定机位，每一步都占满画面'),
    p('35mm lens', '35mm 镜头'),
    { type: ['explainer'], mentions: HOW_TO },
    { mentions: ON_THE_BODY },
  ),
  // A tie, a braid or eyeliner is done on the body: filmed front-on, as a mirror shows it.
  cam(
    p(
      'front-on medium close-up, framed as a mirror would show it',
      '正面近景，像镜子里看到的那样构图',
    ),
    p('locked-off, each step clear before the next', '固定机位，每一步都清楚了再到下一步'),
    p('50mm lens', '50mm 镜头'),
    { type: ['explainer'], mentions: ON_THE_BODY, boost: 1 },
  ),
  cam(
    p('flat, front-on frame', '平面正视构图'),
    p('a slow zoom into each step as it builds', '随每一步展开缓慢推镜头'),
    p('', ''),
    { type: ['explainer'] },
    { people: true },
  ),
  // "POV: you're a cat knocking a glass off the table": up on the tabletop, a paw in frame.
  cam(
    p('first-person POV at a cat’s height on the tabletop', '猫的高度，趴在桌面上的第一人称视角'),
    p('a paw reaching into frame, the head tilting', '一只爪子伸进画面，脑袋微微歪着'),
    p('wide 16mm lens', '16mm 广角镜头'),
    {
      type: ['pov'],
      mentions:
        /^(?=.*(?:\byou(?:'re|’re| are) (?:a |an )?(?:cat|kitten)\b|你是一只(?:猫|小猫)))(?=.*(?:\b(?:on|off|across) (?:the |a )?(?:table|counter|shelf|desk)\b|桌上|桌子上|柜子上|架子上))/is,
      boost: 4,
    },
  ),
  // "POV: you're a cat": the camera is at a cat's eye level, and there are no hands.
  cam(
    p(
      'first-person POV low to the floor, at an animal’s eye level',
      '贴近地面的第一人称视角，与动物视线齐平',
    ),
    p(
      'moving forward in light steps, with quick turns of the head',
      '随着轻快的步子向前，头部不时左右转动',
    ),
    p('wide 16mm lens', '16mm 广角镜头'),
    {
      type: ['pov'],
      mentions:
        /\byou(?:'re|’re| are) (?:a |an )?(?:cat|kitten|dog|puppy)\b|你是一只(?:猫|狗|小猫|小狗)/i,
      boost: 3,
    },
    // (A cat knocking a glass off the table is up on the table, not down on the floor.)
    {
      mentions:
        /\b(?:on|off|across) (?:the |a )?(?:table|counter|shelf|desk|sofa|bed)\b|桌上|桌子上|柜子上|架子上/i,
    },
  ),
  cam(
    p('first-person POV', '第一人称主观视角'),
    p('head-mounted, moving with the rider', '头戴视角，随骑行移动'),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['pov'], moving: true },
  ),
  cam(
    p('wide shot', '全景'),
    p('locked-off on a tripod', '三脚架固定机位'),
    p('24mm lens', '24mm 镜头'),
    { type: ['timelapse'] },
    { mentions: SMALL_GROWING },
  ),
  // A flower opening is filmed close: a wide time-lapse would lose it in the frame.
  cam(
    p('macro close-up', '微距特写'),
    p('locked-off on a tripod, the frame never moves', '三脚架固定机位，画面纹丝不动'),
    p('100mm macro lens', '100mm 微距镜头'),
    { type: ['timelapse'], mentions: SMALL_GROWING },
  ),
  cam(
    p('wide shot', '全景'),
    p('locked-off, the frame never moves', '固定机位，画面纹丝不动'),
    p('35mm lens', '35mm 镜头'),
    { type: ['timelapse'] },
    { mentions: SMALL_GROWING },
  ),
  // Flying through a city yourself: the towers stream past as you bank between them.
  cam(
    p('first-person POV in flight', '第一人称飞行视角'),
    p('diving and banking between the towers', '在高楼之间俯冲、侧身穿梭'),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['pov'], mentions: CITY_FLIGHT, boost: 3 },
  ),
  // "POV: you're a pigeon flying through Times Square": the view is a bird's, in flight.
  cam(
    p('first-person POV in flight', '第一人称飞行视角'),
    p('swooping and banking, the ground rushing past below', '俯冲、侧身盘旋，地面从下方飞速掠过'),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['pov'], mentions: FLYING_CREATURE, boost: 3 },
  ),
  // A camera on the chest rides with the body, not the head.
  cam(
    p('first-person POV from the chest', '胸前第一人称视角'),
    p('moving with the body over every bump', '随身体一起颠簸前进'),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['pov'], mentions: CHEST_MOUNT, boost: 3 },
  ),
  cam(
    p('first-person POV at eye level', '第一人称平视视角'),
    p('moving forward with natural head movement', '随自然的头部晃动向前移动'),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['pov'] },
  ),
  cam(
    p('first-person POV', '第一人称视角'),
    p('looking down past the feet at the ground far below', '越过双脚俯瞰远在下方的地面'),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['pov'], mentions: FALLING, boost: 2 },
  ),
  // A barista at the machine looks down at the work in their hands; they do not walk on.
  cam(
    p('first-person POV', '第一人称视角'),
    p(
      'looking down at the hands with small, natural head movements',
      '低头看着手上的动作，头部自然地轻微晃动',
    ),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['pov'], acts: true, boost: 1 },
    // (Crossing a street or wandering a market is on foot: the eyes are ahead, not on the hands.)
    {
      moving: true,
      mentions:
        /\b(?:walk|cross|stroll|wander|explor|hik|run|jog|climb|stepp?|rid|bik|cycl|bomb|ski|snowboard|skat|surf|driv|sled|toboggan|rac|paraglid|hang-?glid|zip-?lin|skydiv|wingsuit)\w*\b|过马路|走|逛|穿过|穿行|跑|爬|漫步|骑|滑雪|滑板|冲下|游览|探索|飞/i,
    },
  ),
  cam(
    p('static medium close-up, framed slightly off-centre', '固定机位近景，人物略偏离中心'),
    p('the camera stays still', '镜头保持不动'),
    p('85mm lens', '85mm 镜头'),
    { type: ['interview'] },
  ),
  // A model putting on lipstick in an ad: the lips and face, never an orbit round a product.
  cam(
    p('beauty close-up on the lips and face', '唇部与面部的美妆特写'),
    p('a slow push-in as the colour goes on', '上色时缓缓推镜头'),
    p('85mm lens', '85mm 镜头'),
    {
      people: true,
      // (A skater's "lip" is the pool's edge: lipstick, gloss, tint or lips are make-up.)
      mentions: new RegExp(`${LIPS.source}|涂抹`, 'i'),
      boost: 3,
    },
  ),
  // "镜子里的人影没有跟着我动": the one in front of the mirror is the lens.
  cam(
    p('first-person view facing the mirror', '第一人称视角，正对镜子'),
    p('the camera barely moves', '镜头几乎纹丝不动'),
    p('35mm lens', '35mm 镜头'),
    {
      type: ['horror'],
      mentions:
        /^(?=[\s\S]*(?:\bmirror\b|\breflection\b|镜))(?=[\s\S]*(?:我|\bmy\b|\bme\b|\bI\b))/i,
      boost: 3,
    },
  ),
  // A loop of something that travels (a paper boat down a gutter) moves with it, or it leaves.
  cam(
    p('medium shot', '中景'),
    p('tracking alongside at its pace, so it stays in frame', '与它同速跟拍，始终留在画面里'),
    p('50mm lens', '50mm 镜头'),
    { type: ['loop'], moving: true, boost: 1 },
    // Koi circling a pond go round in the frame: the loop holds still.
    { mentions: /\bcircl\w*|\bin (?:a )?circles?\b|round and round|转圈|绕圈|打转|盘旋/i },
  ),
  cam(p('medium shot', '中景'), p('a locked-off frame', '固定机位'), p('50mm lens', '50mm 镜头'), {
    type: ['loop'],
  }),
  // Someone at the wheel is filmed through the windscreen; nothing can circle a moving car.
  cam(
    p('medium shot through the windscreen', '透过挡风玻璃的中景'),
    p('car-mounted, moving with the car', '车载固定机位，随车移动'),
    p('35mm lens', '35mm 镜头'),
    { people: true, mentions: DRIVING, boost: 2 },
  ),
  // A car in an ad is shown whole: low, from three-quarters, the camera gliding along it (a
  // macro lens sees only a headlight).
  cam(
    p('low three-quarter wide shot', '低机位四分之三侧面全景'),
    p('a slow tracking move along the bodywork', '沿着车身缓慢横移'),
    p('35mm lens', '35mm 镜头'),
    { type: ['product'], mentions: VEHICLE, boost: 3 },
    { mentions: /\b(?:toy|model|die-?cast|lego|hot wheels|macro)\b|玩具|模型|微距/i },
  ),
  // "Macro shot of a bee": a macro lens, never a 400mm from across the meadow.
  cam(
    p('macro close-up', '微距特写'),
    p('a slow, steady drift with the motion', '缓慢平稳地跟着动作移动'),
    p('100mm macro lens', '100mm 微距镜头'),
    { mentions: /\bmacro\b|微距/i, boost: 3 },
    { type: ['timelapse', 'pov', 'explainer'] },
  ),
  // A hedgehog with a strawberry, a kitten at its bowl: small, close and cute, filmed at its
  // own eye level rather than from a hide.
  cam(
    p('low close-up at its eye level', '贴地特写，与它的视线齐平'),
    p('a slow push-in', '缓慢推镜头'),
    p('100mm macro lens', '100mm 微距镜头'),
    { type: ['nature'], subject: ['animal'], mentions: SMALL_AND_CLOSE, boost: 2 },
    { env: ['underwater'] },
  ),
  cam(
    p(
      'long-lens observational shot from a respectful distance',
      '长焦远距离观察镜头，与动物保持距离',
    ),
    p('a slow pan that follows the animal', '缓慢摇镜跟随动物'),
    p('400mm telephoto lens', '400mm 长焦镜头'),
    { type: ['nature'], subject: ['animal'] },
    { env: ['underwater'] },
  ),
  cam(
    p('wide shot', '全景'),
    p('swimming slowly alongside', '缓缓在一旁同游'),
    p('16mm wide lens in an underwater housing', '装在防水壳里的 16mm 广角镜头'),
    { env: ['underwater'] },
  ),
  cam(
    // (The lens line says it is long: "long-lens … long telephoto lens" would say it twice.)
    p('tracking shot from a distance', '远距离跟拍'),
    p('keeping pace with the animal', '与动物保持同步'),
    p('600mm telephoto lens', '600mm 长焦镜头'),
    { moving: true, type: ['nature'], subject: ['animal'] },
    { env: ['underwater'] },
  ),
  // A model in the ad: framed as a person, on a portrait lens.
  cam(p('medium shot', '中景'), p('a slow dolly-in', '缓慢推镜头'), p('50mm lens', '50mm 镜头'), {
    type: ['product'],
    subject: ['person'],
    boost: 1,
  }),
  cam(
    p('low, ground-level close-up', '贴地低角度特写'),
    p('a slow push-in', '缓慢推镜头'),
    p('100mm macro lens', '100mm 微距镜头'),
    { type: ['product'] },
  ),
  cam(
    p('medium close-up', '近景'),
    p('a slow arc around the performer', '缓慢弧形环绕表演者'),
    p('50mm lens', '50mm 镜头'),
    { type: ['music-video'], people: true },
  ),
  cam(
    p('over-the-shoulder shot', '过肩镜头'),
    p('a gentle handheld drift', '手持轻轻漂移'),
    p('50mm lens', '50mm 镜头'),
    { type: ['drama'], group: true },
  ),
  cam(
    p('wide shot', '全景'),
    p('a slow tilt up to reveal the scale', '缓慢上摇，展现尺度'),
    p('24mm lens', '24mm 镜头'),
    { type: ['space', 'travel'] },
  ),
  cam(
    p('sweeping aerial shot', '大范围航拍'),
    p('following its flight', '跟随它飞行'),
    p('24mm lens', '24mm 镜头'),
    {
      moving: true,
      subject: ['animal', 'object', 'person'],
      type: ['cinematic', 'nature', 'travel', 'animation', 'sports', 'music-video', 'space'],
      mentions:
        /\b(?:fl(?:y|ies|ying|ew)|soar\w*|circl\w*|glid\w*|swoop\w*|wings?)\b|飞翔|盘旋|翱翔|滑翔/i,
    },
    // A paper plane across a classroom is followed at eye level, not from the air; a skater
    // circling a car park is on the ground.
    {
      mentions:
        // ("frosting flies onto his sister", "sends the ball flying": thrown, not in flight.)
        /\bfl(?:ies|ying|ew) (?:onto|off|into|everywhere|out of)\b|\b(?:send|sends|sending|sent) [\w ]{1,20} flying\b|\bdrone\b|无人机|\bfl(?:y|ies|ying|ew) (?:a|the|his|her|their) (?:kite|drone|plane|model)|放风筝|\b(?:sweat|spray|sparks|debris|hair|dust|water|confetti|feathers|petals) (?:flying|fl(?:y|ies|ew) past)\b|\bastronauts?\b|宇航员|\b(?:roller ?skat\w*|skat(?:er|ers|ing|es)|skateboard\w*|cyclists?|cycling|bikers?|biking|driv(?:er|ers|ing))\b/i,
      indoor: true,
    },
  ),
  // Koi in a pond are seen from above, their colours against the dark water.
  cam(
    p('top-down shot looking straight down into the water', '俯拍，垂直向下看进水里'),
    p('locked-off', '固定机位'),
    p('50mm lens', '50mm 镜头'),
    { type: ['loop', 'nature', 'cinematic'], mentions: /\bkoi\b|锦鲤/i, boost: 2 },
  ),
  // A car that speeds through is staged closing in, whipping past the lens and vanishing:
  // the camera waits by the road and turns to watch it go.
  cam(
    p('low wide shot from the roadside', '路边低机位全景'),
    p('a quick pan as it whips past', '车辆掠过时快速摇镜'),
    p('24mm lens', '24mm 镜头'),
    { mentions: SPEEDING_THROUGH, boost: 3 },
    // (Flying cars weave between towers, far above any roadside.)
    {
      type: ['pov', 'timelapse', 'explainer'],
      mentions: /\bflying cars?\b|\bhover ?cars?\b|飞行汽车|飞车|悬浮车/i,
    },
  ),
  // On a board, your eyes are on the board and the ground rushing under it, not on your hands.
  cam(
    p('first-person POV', '第一人称视角'),
    p(
      'looking down past the board at the ground rushing underneath',
      '低头越过滑板，看着脚下飞速掠过的地面',
    ),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['pov'], mentions: /\b(?:skate\w*|snowboard\w*|longboard\w*)\b|滑板|单板/i, boost: 2 },
  ),
  // Dread seen through your own eyes: the frame is yours, and it edges forward.
  cam(
    p('first-person POV', '第一人称视角'),
    p('slow, hesitant steps, the frame edging forward', '脚步迟疑缓慢，画面一点点向前挪'),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['horror'], format: ['pov'], boost: 3 },
  ),
  // Something on the ceiling is found by looking up: the frame tilts to it, slowly.
  cam(
    p('wide shot down the corridor', '沿走廊的全景'),
    p('a slow tilt up to the ceiling', '镜头缓缓上摇到天花板'),
    p('24mm lens', '24mm 镜头'),
    {
      type: ['horror'],
      mentions:
        /^(?=.*(?:\b(?:corridors?|hallways?|halls?|rooms?)\b|走廊|过道|楼道|房间))(?=.*(?:\bceiling\b|天花板))/is,
      boost: 2,
    },
    { mentions: FOUND_FOOTAGE },
  ),
  // A corridor in a horror clip is a deep, one-point frame: the far end is where it happens.
  cam(
    p('deep one-point wide shot down the corridor', '沿走廊纵深的一点透视全景'),
    p('a slow, creeping push-in toward the far end', '朝走廊尽头缓慢逼近的推镜头'),
    p('24mm lens', '24mm 镜头'),
    { type: ['horror'], mentions: /\b(?:corridors?|hallways?|halls?)\b|走廊|过道/i, boost: 1 },
    { mentions: FOUND_FOOTAGE },
  ),
  cam(
    p('shaky handheld camcorder footage', '晃动的手持摄像机画面'),
    p('the frame jolting with every step', '画面随脚步颠簸'),
    p('wide built-in lens', '摄像机自带广角镜头'),
    { type: ['horror'], mentions: FOUND_FOOTAGE },
  ),
  cam(
    p('low-angle medium shot', '低角度中景'),
    p('a slow, creeping push-in', '缓慢逼近的推镜头'),
    p('28mm lens', '28mm 镜头'),
    { type: ['horror'] },
  ),
  cam(
    p('wide shot', '全景'),
    p('a fast tracking shot alongside', '侧面快速跟拍'),
    p('70-200mm telephoto lens', '70-200mm 长焦镜头'),
    { type: ['sports'], moving: true },
  ),
  // A dunk or a spike happens in the air above one spot: seen whole, from low, not handheld.
  cam(
    p('low-angle wide shot', '低角度全景'),
    p('locked-off as the athlete rises through the frame', '固定机位，运动员从画面中腾空而起'),
    p('35mm lens', '35mm 镜头'),
    { type: ['sports'], mentions: IN_THE_AIR, boost: 1 },
    { moving: true },
  ),
  // A match on a pitch is seen wide, tracked from the side on a long lens: the run, the
  // defenders and the goal in one frame.
  cam(
    p('wide shot', '全景'),
    p('a fast tracking shot alongside', '侧面快速跟拍'),
    p('70-200mm telephoto lens', '70-200mm 长焦镜头'),
    { type: ['sports'], mentions: FIELD_SPORT, boost: 1 },
  ),
  cam(
    p('close-up', '特写'),
    p('handheld, breathing with the athlete', '手持跟随，随运动员呼吸般起伏'),
    p('50mm lens', '50mm 镜头'),
    { type: ['sports'] },
    { mentions: new RegExp(`${BOARD_SPORTS.source}|${FIELD_SPORT.source}`, 'i') },
  ),
  // A trick is seen whole: skate and board films follow wide, low and close on a fisheye.
  cam(
    p('low wide follow shot', '低机位广角跟拍'),
    p('rolling alongside the rider', '贴着滑手一起移动'),
    p('fisheye lens', '鱼眼镜头'),
    { type: ['sports'], mentions: BOARD_SPORTS },
  ),
  cam(
    p('medium wide shot', '中全景'),
    p('a slow push-in', '缓慢推镜头'),
    p('50mm lens', '50mm 镜头'),
    { type: ['cinematic'] },
  ),
  cam(
    p('wide establishing shot', '大全景'),
    p('a slow drone glide', '无人机缓慢滑行'),
    p('24mm lens', '24mm 镜头'),
    { type: ['nature', 'travel'], indoor: false },
    { subject: ['animal'], env: ['underwater'] },
  ),
  PRODUCT_ORBIT,
  cam(
    p('close-up', '特写'),
    p('a slow push-in', '缓慢推镜头'),
    p('100mm macro lens', '100mm 微距镜头'),
    { type: ['product', 'food'] },
  ),
  // A drink is seen through its glass: pearls sinking, ice settling, layers swirling.
  cam(
    p('side-on close-up through the glass', '透过杯壁的侧面特写'),
    p('a locked-off frame', '固定机位'),
    p('100mm macro lens', '100mm 微距镜头'),
    { type: ['food', 'product'], mentions: SEEN_THROUGH_GLASS, boost: 2 },
    // (A can or a bottle is not seen through.)
    { mentions: /\b(?:cans?|canned|bottles?|bottled|tins?)\b|易拉罐|罐装|瓶装/i },
  ),
  // Latte art is seen from above, straight into the cup, or the pattern is never seen.
  cam(
    p('overhead shot straight down into the cup', '正上方俯拍杯口'),
    p('a slow push-in toward the cup', '缓慢推向杯口'),
    p('50mm lens', '50mm 镜头'),
    { type: ['social', 'food', 'product'], mentions: /\blatte art\b|拉花/i, boost: 3 },
    // (A wink or a smile at the lens needs the barista's face.)
    {
      mentions:
        /\b(?:winks?|smiles?|grins?)\b|\b(?:at|to|into|toward|towards) the (?:camera|lens)\b|眨眼|微笑|看向镜头|推向镜头|递向镜头/i,
    },
  ),
  // Work too small for the eye (a watch movement under a loupe): a macro lens on the hands.
  cam(
    p('macro close-up on the hands and the tiny parts', '双手与细小零件的微距特写'),
    p('a slow push-in', '缓慢推镜头'),
    p('100mm macro lens', '100mm 微距镜头'),
    {
      mentions:
        /\bloupe\b|\btourbillon\b|\bwatch ?(?:maker|making|movement|repair)\w*|\bhorolog\w*|钟表匠|修表|机芯/i,
      boost: 3,
    },
  ),
  // A cook in motion (noodles pulled to arm's length, a pancake flipped, a flambé): seen at the
  // counter, the whole move in frame, never in a macro close-up.
  cam(
    p('medium shot at counter height', '柜台高度的中景'),
    p('a slow push-in', '缓慢推镜头'),
    p('35mm lens', '35mm 镜头'),
    { type: ['food'], subject: ['person'], mentions: COOK_IN_MOTION, boost: 2 },
  ),
  // (Honey drizzled on a stack runs down its sides: that is seen from the side, not from above.)
  cam(
    p('overhead top-down shot', '正上方俯拍'),
    p('a locked-off frame', '固定机位'),
    p('50mm lens', '50mm 镜头'),
    { type: ['food', 'unboxing'] },
    // A close-up asked for is filmed close, on a long lens, not from above on a 50mm; a drink
    // is seen from the side. (So is a cook who smiles at the lens, a backlit cup, rising steam
    // or a torch on sugar: none of them reads from straight above.)
    {
      mentions: new RegExp(
        `${NOODLE_PULLING.source}|\\bclose-?ups?\\b|\\bmacro\\b|特写|微距|\\bwoks?\\b|\\bflip\\w*|\\btoss\\w*|\\bflames?\\b|\\bovens?\\b|\\bstalls?\\b|\\bvendors?\\b|烤炉|烤箱|颠勺|颠锅|火光|火焰|小贩|摊|\\b(?:at|to|into) the (?:camera|lens)\\b|对着镜头|\\bback-?lit\\b|\\bbacklight\\w*|逆光|\\btorch\\w*|喷枪|${SEEN_THROUGH_GLASS.source}|${RUNS_DOWN.source}`,
        'i',
      ),
    },
  ),
  cam(
    p('overhead shot with hands in frame', '俯拍，双手入画'),
    p('a gentle push-in as the lid lifts', '开盖时缓缓推镜头'),
    p('35mm lens', '35mm 镜头'),
    { type: ['unboxing'] },
    // (An unboxer who smiles or talks to the lens is seen face on.)
    { mentions: TO_THE_LENS },
  ),
  // An unboxer who smiles or talks to the lens: face on, the box in their hands below.
  cam(
    p('front-facing medium close-up, the box held in frame', '正面近景，手里的盒子入画'),
    p('a gentle push-in as the lid lifts', '开盖时缓缓推镜头'),
    p('35mm lens', '35mm 镜头'),
    { type: ['unboxing'], mentions: TO_THE_LENS, boost: 2 },
  ),
  cam(
    p('medium two-shot', '中景双人镜头'),
    p('a slow push-in toward the speaker', '缓慢推向说话的人'),
    p('50mm lens', '50mm 镜头'),
    { type: ['drama', 'interview'], group: true, speech: true },
    // (Two people on a phone call are in two places: no two-shot.)
    { many: true, mentions: PHONE_CALL },
  ),
  // Three speakers do not fit a two-shot: the group, and the camera drifts to whoever speaks.
  cam(
    p('medium wide group shot', '中全景群像'),
    p('a gentle drift toward whoever speaks', '镜头缓缓移向正在说话的人'),
    p('35mm lens', '35mm 镜头'),
    { type: ['drama', 'interview'], many: true, speech: true },
  ),
  // A crew talking inside a capsule: close quarters, the camera among them.
  cam(
    p('tight group shot in the cramped cabin', '狭小舱内的近距离群像'),
    p('a gentle drift toward whoever speaks', '镜头缓缓移向正在说话的人'),
    p('wide 24mm lens', '24mm 广角镜头'),
    { env: ['space'], indoor: true, group: true, speech: true, boost: 2 },
  ),
  cam(
    p('medium close-up', '近景'),
    p('a slow push-in', '缓慢推镜头'),
    p('50mm lens', '50mm 镜头'),
    { type: ['drama'], people: true },
  ),
  cam(
    p('low tracking shot at the animal’s eye level', '贴近动物视线高度的低机位跟拍'),
    p('keeping pace alongside', '与它并行'),
    p('35mm lens', '35mm 镜头'),
    { subject: ['animal'], medium: ['live-action'], moving: true },
    { type: ['nature'] },
  ),
  cam(
    p('medium close-up', '近景'),
    p('handheld, breathing with the actors', '手持跟拍，随演员呼吸般轻晃'),
    p('35mm lens', '35mm 镜头'),
    { type: ['drama'] },
  ),
  cam(
    p('low-angle tracking shot', '低角度跟拍'),
    p('keeping pace alongside', '并行跟随'),
    p('24mm lens', '24mm 镜头'),
    { moving: true, type: ['sports'] },
  ),
  cam(
    p('wide shot', '全景'),
    p('a slow push-in from wide to medium', '从全景缓慢推至中景'),
    p('24mm lens', '24mm 镜头'),
    { type: ['space'] },
  ),
  cam(
    p('medium shot', '中景'),
    p('a slow creeping dolly-in', '缓慢逼近的推镜头'),
    p('35mm lens', '35mm 镜头'),
    { type: ['horror'] },
  ),
  // A lo-fi video sits with someone quietly; nobody is circled.
  cam(
    p('medium close-up', '近景'),
    p('a slow, barely-there drift', '缓慢得几乎察觉不到的漂移'),
    p('50mm lens', '50mm 镜头'),
    {
      type: ['music-video'],
      mentions: LOFI,
      boost: 2,
    },
    // (A drive is filmed alongside the car.)
    { mentions: /\b(?:drives?|driving|convertible|car)\b|开车|驾驶/i },
  ),
  cam(
    p('medium shot', '中景'),
    p('a handheld orbit around the performer', '手持环绕表演者'),
    p('35mm lens', '35mm 镜头'),
    { type: ['music-video'], people: true },
  ),
  cam(
    p('medium shot', '中景'),
    p('a smooth gimbal tracking shot', '稳定器平稳跟拍'),
    p('35mm lens', '35mm 镜头'),
    { moving: true, type: ['travel'] },
  ),
  // Make-up or a skincare routine takes both hands: the phone stands on the vanity. (A serum
  // held up to the lens is no routine: it has no steps to punch in on.)
  cam(
    p('medium close-up, the phone propped at eye level', '近景，手机架在与视线齐平的位置'),
    p('locked-off, a quick punch-in on each finished step', '固定机位，每完成一步快速推一下镜头'),
    p('wide 24mm lens', '24mm 广角镜头'),
    {
      type: ['social'],
      people: true,
      mentions:
        /make-?up|skincare (?:routine|steps?)|skin care routine|routine|grwm|get ready with me|tutorial|step by step|化妆|护肤步骤|护肤流程|上妆|教程/i,
      boost: 2,
    },
  ),
  cam(
    p('medium close-up', '近景'),
    p('handheld, selfie-style', '手持自拍视角'),
    p('wide 24mm lens', '24mm 广角镜头'),
    {
      type: ['social'],
      people: true,
      mentions:
        /vlog|selfie|(?:talk|speak)(?:s|ing)? (?:straight )?to (?:the )?camera|reacts?|tries|taste test|grwm|get ready with me|口播|自拍|对着镜头说|vlog/i,
    },
  ),
  cam(
    p('handheld medium shot at eye level', '手持平视中景'),
    p('a quick push-in on the payoff', '高潮处快速推镜头'),
    p('24mm lens', '24mm 镜头'),
    { type: ['social'], people: true },
  ),
  cam(
    p('tracking shot from the side', '侧面跟拍'),
    p('keeping pace with the ride', '与行进同速'),
    p('35mm lens', '35mm 镜头'),
    {
      moving: true,
      boost: 2,
      type: [
        'music-video',
        'cinematic',
        'travel',
        'drama',
        'social',
        'sports',
        'animation',
        'product',
      ],
      mentions:
        /\b(?:drives?|driving|rides?|riding|cruis\w*|races?|racing|drift\w*|speed(?:s|ing)?|swerv\w*|skid\w*)\b[^.]*\b(?:car|convertible|truck|van|jeep|motorbike|motorcycle|scooter|bike|bicycle|highway|road)\b|\b(?:car|convertible|truck|jeep|motorbike|motorcycle)s? (?:drives?|driving|cruis\w*|races?|racing|speed(?:s|ing)?)\b|开车|驾驶|骑着?(?:摩托|电动车|单车|自行车)/i,
    },
    // A car that speeds past is watched from the roadside (see SPEEDING_THROUGH).
    { type: ['pov', 'timelapse', 'interview', 'explainer'], mentions: SPEEDING_THROUGH },
  ),
  cam(
    p('dynamic tracking shot', '动感跟拍'),
    p('racing alongside the action', '紧贴动作并行'),
    p('virtual 35mm lens', '35mm 虚拟镜头'),
    { type: ['animation'], pace: ['urgent'], moving: true },
  ),
  cam(p('medium shot', '中景'), p('a quick push-in', '快速推镜头'), p('35mm lens', '35mm 镜头'), {
    type: ['social'],
  }),
  cam(
    p('medium shot', '中景'),
    p('a slow push-in on the key moment', '关键处缓慢推镜头'),
    p('50mm lens', '50mm 镜头'),
    { type: ['explainer'], people: true },
  ),
  // A hero flying on a sword or a dragon through the clouds is flown beside, not pushed in on.
  cam(
    p('wide tracking shot', '全景跟拍'),
    p('flying alongside at the same speed', '并肩同速飞行'),
    p('virtual 24mm lens', '24mm 虚拟镜头'),
    {
      type: ['animation'],
      moving: true,
      mentions: /\b(?:fl(?:y|ies|ying|ew)|soar\w*)\b|御剑|飞行|飞过|飞向|飞越|腾空/i,
      boost: 1,
    },
  ),
  cam(
    p('wide shot', '全景'),
    p('a layered parallax pan', '分层视差横移'),
    p('virtual 35mm lens', '35mm 虚拟镜头'),
    { type: ['animation'] },
  ),
  cam(
    p('medium shot', '中景'),
    p('a slow dolly-in', '缓慢推镜头'),
    p('virtual 50mm lens', '50mm 虚拟镜头'),
    { type: ['animation'] },
  ),
  // Someone or something that travels is followed, not pushed in on.
  cam(
    p('wide tracking shot', '全景跟拍'),
    p('moving alongside at the same pace', '同速并行跟随'),
    p('35mm lens', '35mm 镜头'),
    { type: ['cinematic'], moving: true, boost: 1 },
  ),
  cam(p('medium shot', '中景'), p('a slow dolly-in', '缓慢推镜头'), p('35mm lens', '35mm 镜头'), {
    type: ['cinematic'],
  }),
  cam(
    p('wide shot', '全景'),
    p('a slow lateral tracking shot', '缓慢横向跟拍'),
    p('35mm lens', '35mm 镜头'),
    { type: ['cinematic'] },
  ),
  cam(p('medium shot', '中景'), p('a slow dolly-in', '缓慢推镜头'), p('35mm lens', '35mm 镜头')),
];
