/**
 * Action stages (see ../action-stages.ts): people's pastimes, games and everyday moments: a
 * pitch, a flat tyre, panning for gold, a note passed in class, a crepe on a street griddle; and
 * a few screen moments fresh ideas ask for (a portal, a kneeling mech, a hologram, a knock in the
 * dark). Each names what it needs (`rest`, `head`), so a bare common verb ("get", "hear", "sit")
 * stays with the entries before.
 */
import { PEOPLE, ANIMALS, HANDS, type ActionStaging } from './types.ts';

/** Batter spread thin into a pancake (a crêpe, a jianbing, 摊煎饼), at home or at a stall. */
const SPREAD_BATTER = {
  en: /^(?:spread|swirl|pour|make|cook|spin|ladle|fold)$/,
  rest: /\b(?:crepes?|crêpes?|jianbing|galettes?|dosas?)\b/i,
  zh: /摊(?:个)?(?:煎饼|可丽饼|饼)|(?:摊|抹|刮)[^，。]{0,3}面糊|可丽饼/,
};

/** A home stove: a grandmother's old stove, a kitchen, a pan (not a street stall's griddle). */
const HOME_STOVE =
  /灶台|厨房|家里|锅里|平底锅|外婆|奶奶|姥姥|妈妈|\b(?:kitchen|frying pan|skillet|grandma|granny|mom|mum|at home)\b/i;

export const PASTIMES: readonly ActionStaging[] = [
  // A cast net is thrown, not angled: the net over one arm, the throw, the circle, the haul.
  {
    en: /^(?:cast|throw|fling|toss)$/,
    rest: /\bnets?\b/i,
    zh: /撒网|抛网|撒下渔网/,
    who: [...PEOPLE, ...HANDS],
    enLines: [
      'the net gathered over one arm, weight set',
      'a twist of the body and the net flies out, opening into a wide circle',
      'the net lands flat and sinks, the weights pulling it under',
      '{s} <draw> the line back hand over hand, the net closing on its catch',
    ],
    zhLines: [
      '把渔网搭在一只胳膊上，稳住重心',
      '身子一拧，渔网飞出去，在空中张成一个大圆',
      '渔网平平落在水面上，坠子拖着它往下沉',
      '{s}一把一把收回绳子，渔网渐渐收拢',
    ],
  },
  {
    en: /^(?:wrap|tape|bind)$/,
    rest: /^(?:(?:his|her|their|my|your|both)\s+)?(?:hands?|knuckles|wrists?|fists?)\b(?!\s+(?:a?round|over|under|about))/i,
    // "wraps his hands and shadowboxes" is two doings: the wrap alone would drop the second.
    not: /\band (?:shadow)?box|\band (?:spar|punch|hit|train|warm|skip|jump|stretch)\w*/i,
    zh: /缠(?:上|好)?(?:手带|绷带|拳带)|绑手带/,
    who: HANDS,
    enLines: [
      'sitting on a bench, a long roll of wrap unspooling from one hand',
      'the wrap winds around {their} wrist, over the knuckles and between each finger',
      '{s} <make> a fist and <punch> it into {their} open palm, the wrap snug',
      '{s} <sit> still, eyes closed, fists resting on {their} knees',
    ],
    zhLines: [
      '坐在长凳上，一卷手带从手里慢慢放开',
      '手带一圈圈绕过手腕、压过指节，又从指缝间穿过',
      '{s}攥紧拳头，往另一只手掌心里砸了一拳，手带缠得严严实实',
      '{s}闭上眼静静坐着，双拳搁在膝头',
    ],
  },
  {
    head: /\b(?:surfers?|bodyboarders?)\b|冲浪/,
    en: /^(?:duck-?dive|dive|duck|push|punch)$/,
    rest: /\b(?:under|through)\b[^,]*\bwaves?\b|\bbreakers?\b|\bwhitewater\b/i,
    zh: /鸭潜|压板[^，。]{0,3}(?:潜|穿)|(?:潜|钻|穿)过[^，。]{0,3}浪/,
    who: PEOPLE,
    enLines: [
      'paddling out hard as a wall of whitewater rolls toward {them}',
      '{their} hands shove the nose of the board down, one knee driving the tail under',
      'the wave thunders overhead in a churn of white as {s} <hang> beneath it',
      '{s} <burst> up out the back of the wave and <keep> paddling',
    ],
    zhLines: [
      '奋力向外划水，一堵白花花的浪墙迎面压来',
      '{s}双手把板头往下压，一条腿顶住板尾，整个人潜入水下',
      '巨浪在头顶轰然翻滚，一片白沫，{s}贴着板子伏在浪底',
      '{s}从浪的背面冒出头来，继续往外划',
    ],
  },
  // A skater on a board lands kickflips: those are the skateboard's (`not`).
  {
    head: /\bskaters?\b|花滑|花样滑冰|滑冰/,
    en: /^(?:land|nail|stick|do|perform|attempt|pull|throw|execute|complete|launch|hit)$/,
    rest: /\b(?:axels?|lutz|salchows?|toe ?loops?|quad|triples?|doubles?|jumps?)\b/i,
    not: /\b(?:kickflips?|ollies?|heelflips?|grinds?|boards?|ramps?|rails?|skateboards?|stairs)\b/i,
    zh: /阿克塞尔|勾手跳|后外点冰|后内点冰|后内结环|后外结环|(?:两|三|四)周(?:半)?跳|(?:两|三|四)周半|跳跃/,
    who: HANDS,
    enLines: [
      'gliding backward across the ice, arms drawing in',
      'a hard push off the forward edge, the free leg swinging up and through',
      '{s} <whip> round in a tight blur high above the ice, arms pulled in',
      '{s} <glide> out of it on one blade, the free leg stretched long behind, arms opening wide',
    ],
    zhLines: [
      '在冰面上倒滑，双臂缓缓收拢',
      '冰刀一蹬，{s}腾空而起，摆动腿向上甩出',
      '{s}在空中飞快旋转，双臂紧紧抱在胸前',
      '{s}单刀落冰，冰屑飞溅，单腿滑出，双臂舒展开来',
    ],
  },
  // "Winds up and throws a curveball" is one pitch: the wind-up is its moment before.
  {
    en: /^(?:wind|throw|pitch|deliver|fire|hurl|uncork|snap)$/,
    rest: /\b(?:curve ?balls?|fastballs?|sliders?|change-?ups?|sinkers?|splitters?|knuckleballs?|cutters?|strikes?|pitch(?:es)?)\b/i,
    not: /\b(?:wild|ball four|walks?|home runs?|homers?|tantrum)\b/i,
    zh: /投出[^，。]*(?:曲线球|快速球|直球|变化球|好球|滑球|指叉球)|投(?:出)?(?:一记|一个)?(?:曲线球|快速球|直球|好球)/,
    who: HANDS,
    enLines: [
      'on the mound, ball hidden in the glove, reading the catcher’s sign',
      '{their} front leg kicks high and {their} arm whips over the top',
      'the ball snaps into the catcher’s mitt with a loud pop',
      '{s} <catch> the return throw and <turn> back to the rubber, expression blank',
    ],
    zhLines: [
      '站在投手丘上，球藏在手套里，盯着捕手的暗号',
      '{s}前腿高高抬起，手臂从头顶猛地甩下',
      '球啪的一声钻进捕手的手套',
      '{s}接住回传球，转身走回投手板，面无表情',
    ],
  },
  {
    en: /^(?:change|swap|replace|put|fit|jack)$/,
    rest: /\b(?:flat|tires?|tyres?|spare|wheels?)\b/i,
    not: /\b(?:bikes?|bicycles?|skateboards?|scooters?|strollers?|prams?|carts?)\b|自行车|单车/i,
    zh: /换(?:了)?(?:个)?(?:轮胎|车胎|备胎)|换胎/,
    who: HANDS,
    enLines: [
      'crouched at the flat, jack and spare laid out on the ground',
      'the lug wrench jerks each nut loose, the car rising slowly on the jack',
      '{s} <spin> the last nut tight on the spare, the wheel solid again',
      '{s} <stand> and <wipe> {their} greasy hands, the car back on four good tyres',
    ],
    zhLines: [
      '蹲在瘪了的轮胎旁，千斤顶和备胎摆在地上',
      '扳手一拧一顿，螺母一颗颗松开，车身在千斤顶上慢慢抬起',
      '{s}把最后一颗螺母在备胎上拧紧，轮子又结结实实的了',
      '{s}站起身，擦了擦满是油污的手，车子重新稳稳落在四个好轮胎上',
    ],
  },
  // At home a pancake is spread in a pan, tilted round, turned by hand: no stall griddle.
  {
    ...SPREAD_BATTER,
    onlyIn: HOME_STOVE,
    who: HANDS,
    enLines: [
      'a ladle of batter poured into the hot pan',
      'a quick tilt of the pan swirls the batter out thin to the edges',
      'the edges lift and crisp, and {s} <flip> it with a quick turn of the wrist',
      '{s} <roll> it onto the plate, steam curling off',
    ],
    zhLines: [
      '舀起一勺面糊，倒进烧热的平底锅',
      '{s}端起锅轻轻一转，面糊摊成薄薄一层',
      '边缘微微翘起、烙得金黄，{s}手腕一抖把饼翻了个面',
      '{s}把饼卷好放进盘里，热气腾腾',
    ],
  },
  {
    ...SPREAD_BATTER,
    notIn: HOME_STOVE,
    who: HANDS,
    enLines: [
      'a ladle of pale batter poured out onto the hot round griddle',
      'the wooden spreader sweeps round in one smooth circle, thinning the batter to a lacy sheet',
      'the edges crisp to gold and {s} <flip> it over in one quick motion',
      '{s} <fold> it into a neat triangle and <hand> it over, steaming',
    ],
    zhLines: [
      '舀起一勺面糊，倒在烧热的圆形铁板上',
      '竹耙子贴着铁板利落地转了一圈，面糊摊成薄薄一层',
      '边缘烙得金黄酥脆，{s}手腕一翻，把饼翻了个面',
      '{s}把饼折好，热气腾腾地递了出去',
    ],
  },
  {
    en: /^(?:patch|plug)$/,
    rest: /\b(?:tires?|tyres?|tubes?|inner ?tubes?|punctures?|flats?)\b/i,
    not: /\b(?:cars?|trucks?|vans?)\b/i,
    zh: /补[^，。]{0,4}胎/,
    who: HANDS,
    enLines: [
      'the bike flipped upside down, the inner tube pulled half out of the tyre',
      'the tube dips into a basin of water and a thin stream of bubbles marks the hole',
      '{s} <press> the patch down hard with both thumbs, squeezing the air out',
      '{s} <pump> the tyre up firm and <give> the wheel a spin',
    ],
    zhLines: [
      '把自行车倒过来立着，内胎从外胎里扯出一半',
      '内胎浸进一盆水里，一串细细的气泡冒出来，找到了破口',
      '{s}用两个大拇指使劲按住补丁，把里面的空气挤出去',
      '{s}把轮胎打足气，拨了一下车轮，轮子呼呼转起来',
    ],
  },
  {
    head: /\b(?:djs?|deejays?|turntablists?)\b|打碟/,
    en: /^(?:scratch|spin|mix|cue|blend|beat-?match|play)$/,
    // A controller has no record to rock: it is left to the general beats.
    not: /\bcontrollers?\b|\blaptops?\b|控制器/i,
    zh: /打碟|搓碟|搓盘|混音|放歌/,
    who: HANDS,
    enLines: [
      'one headphone pressed to an ear, a hand resting on the spinning record',
      'one hand rocks the record back and forth as the other flicks the fader',
      'the beat drops back in full and a hand shoots up in the air',
      'the next record sits cued, one hand resting on the deck, head nodding along to the beat',
    ],
    zhLines: [
      '一只耳机按在耳边，一只手搭在转动的唱片上',
      '{s}手指把唱片来回搓动，另一只手飞快拨着推子',
      '鼓点重新全力砸下，{s}一只手高高举起',
      '{s}跟着节拍点头，一只手搭在唱盘上，下一张唱片已经备好',
    ],
  },
  {
    en: /^(?:pan|sift|sluice)$/,
    rest: /\bgold\b/i,
    zh: /淘金|淘沙金/,
    who: HANDS,
    enLines: [
      'crouched at the water’s edge, a wide pan dipped full of gravel',
      'the pan swirls in slow circles, water and sand sloshing over the rim',
      'a few bright flecks of gold glint in the black sand at the bottom',
      '{s} <pinch> the flakes into a small glass vial, grinning',
    ],
    zhLines: [
      '蹲在水边，把宽口淘金盘舀满砂石',
      '淘金盘一圈圈晃动，泥沙随水从盘沿漾出',
      '盘底的黑砂里闪出几粒金灿灿的碎金',
      '{s}小心地把金粒捻进一只小玻璃瓶，咧嘴笑了',
    ],
  },
  {
    en: /^(?:check|read|consult|study|look|glance|watch|take)$/,
    rest: /\bcompass\b/i,
    zh: /(?:看|查看|盯着|对照|掏出)[^，。]{0,3}(?:指南针|罗盘)/,
    who: HANDS,
    enLines: [
      'pausing, leaning in close over the compass',
      'the needle swings, shivers and slowly settles',
      '{s} <look> up from the needle to the way ahead, the heading set',
      '{s} <turn> onto the new bearing, steady and sure',
    ],
    zhLines: [
      '停下来，凑近指南针细看',
      '指针晃了晃，轻轻颤动，慢慢停稳',
      '{s}从指针上抬起眼，望向前方，方向已经认准',
      '{s}转向新的方位，沉稳笃定',
    ],
  },
  // A GRWM told to the phone faces the phone, not a mirror (see analyse.test.ts).
  {
    en: /^(?:get|do|start|show|apply|share)$/,
    rest: /^ready\b.*\b(?:phone|camera|lens)\b|\bskin ?care\b|\bserums?\b|\bmoisturi[sz]er\b|\bcleanser\b|\btoner\b|\bsunscreen\b/i,
    zh: /护肤|(?:涂|抹|拍)[^，。]{0,3}(?:精华|面霜|爽肤水|乳液|防晒)/,
    who: PEOPLE,
    enLines: [
      'fresh-faced and facing the phone, hair pushed back under a headband',
      'cleanser rinsed off, then {their} fingertips pat serum into {their} cheeks, a word or two between steps',
      '{s} <lean> into the lens, skin dewy and glowing',
      '{s} <smile>, <wave> at the camera and <reach> to end the clip',
    ],
    zhLines: [
      '素颜对着镜头坐好，头发用发带拢到脑后',
      '{s}用指腹把精华轻轻拍进脸颊，边拍边对着镜头聊天',
      '{s}凑近镜头，皮肤水润透亮',
      '{s}笑着朝镜头挥挥手，伸手结束录制',
    ],
  },
  {
    en: /^(?:sit|wait|slump|lean|watch)$/,
    rest: /\b(?:laundromats?|launderettes?|laundry room|washing machines?|dryers?)\b/i,
    zh: /(?:坐|待|等|靠)[^，。]*(?:自助)?洗衣(?:店|房)|洗衣(?:店|房)[^，。]*(?:坐|等)/,
    who: PEOPLE,
    enLines: [
      'slumped on a plastic chair, a row of machines humming',
      'clothes tumble round behind the glass door, {their} reflection faint in it',
      'the machine buzzes and the drum slows to a stop',
      '{s} <stay> seated a moment longer, staring at the still drum',
    ],
    zhLines: [
      '瘫坐在塑料椅上，一排洗衣机嗡嗡转着',
      '衣服在圆形玻璃门后翻滚，{s}的倒影淡淡映在上面',
      '洗衣机嘀的一声，滚筒慢慢停了下来',
      '{s}又坐了一会儿，怔怔望着静止的滚筒',
    ],
  },
  {
    en: /^(?:study|revise|cram)$/,
    rest: /^(?:$|for\b|by\b|at\b|in\b|late\b|alone\b|hard\b|quietly\b|together\b|on\b|with\b)/i,
    zh: /(?:学习|复习|温书|备考)$|写作业|做作业|刷题/,
    who: PEOPLE,
    enLines: [
      'books open across the desk, pencil in hand',
      '{their} pencil scratches across the page, a highlighter uncapped beside the notes',
      '{s} <underline> one line twice, the answer finally clicking',
      '{s} <rest> {their} chin on one hand, eyes drifting off for a moment',
    ],
    zhLines: [
      '摊开书本，手里握着铅笔',
      '{s}的笔尖在纸上沙沙划过，旁边搁着一支打开的荧光笔',
      '{s}在一行字下面画了两道线，终于想通了',
      '{s}单手托着下巴，目光放空了一会儿',
    ],
  },
  {
    en: /^(?:spray-?paint|spray|tag|bomb|airbrush)$/,
    rest: /\b(?:murals?|walls?|graffiti|pieces?|tags?|paint|letters|trains?|shutters?)\b/i,
    zh: /喷漆|喷绘|喷涂|喷罐|喷(?:一|出)?[^，。]{0,2}(?:涂鸦|壁画)/,
    who: HANDS,
    enLines: [
      'shaking a spray can, the rattle of the ball loud in the quiet',
      'the can hisses in long sweeping arcs, colour misting on in soft-edged bands',
      'the last outline goes on and the whole image snaps into focus',
      '{s} <step> back to take it all in, the can hanging from one hand',
    ],
    zhLines: [
      '摇晃着喷罐，里面的钢珠咔啦作响',
      '喷罐嘶嘶作响，划出一道道长弧，颜料雾一般落在墙上',
      '最后一道轮廓线喷上，整幅画一下子立了起来',
      '{s}退后几步，喷罐垂在手边，端详着整面墙',
    ],
  },
  {
    head: /\b(?:students?|pupils?|kids?|teens?|teenagers?|schoolgirls?|schoolboys?|classmates?)\b|学生|高中生|初中生|小学生|同学|同桌/,
    en: /^(?:pass|slip|send|sneak|toss|flick)$/,
    rest: /\bnotes?\b/i,
    zh: /传纸条|递纸条|塞纸条|丢纸条|扔纸条/,
    who: HANDS,
    enLines: [
      'waiting until the teacher turns to the board, a folded note hidden under one palm',
      'the note slides from hand to hand beneath the desks, quick and silent',
      'the note is unfolded behind a textbook, and a laugh is smothered just in time',
      '{s} <stare> innocently at the board as the teacher turns back round',
    ],
    zhLines: [
      '趁老师转身写板书，从课本底下摸出一张折好的小纸条',
      '纸条在课桌底下飞快地一手传一手，悄无声息',
      '纸条在课本后面展开，{s}赶紧捂住嘴憋笑',
      '老师回过身来，{s}一脸无辜地盯着黑板',
    ],
  },
  // A voice out of a baby monitor or a speaker in an empty room: the static, the name, the
  // silence; she turns toward the room it came from.
  {
    en: /^(?:hear|notice)$/,
    rest: /\b(?:monitor|radio|speaker|walkie-talkie|intercom|phone)\b.*\b(?:whisper\w*|say\w*|call\w*|voice|breath\w*|giggl\w*|laugh\w*|sing\w*)\b/i,
    zh: /听到[^，。]*(?:监视器|对讲机|收音机|广播|婴儿监控)[^，。]*(?:低语|说话|叫|喊|笑|呼吸)/,
    who: HANDS,
    enLines: [
      'alone on the couch, the monitor crackling softly beside {them}',
      'under the static, a voice breathes {their} name, slow and close',
      '{s} <freeze>, staring at the little speaker as the static settles into silence',
      '{s} <turn> toward the dark hallway that leads to the empty room',
    ],
    zhLines: [
      '独自坐在沙发上，身旁的监视器轻轻沙沙作响',
      '杂音底下，一个声音慢慢地、贴着耳边念出{s}的名字',
      '{s}僵住了，盯着那个小喇叭，杂音一点点沉入寂静',
      '{s}转头望向通往那间空房间的漆黑走廊',
    ],
  },
  // A knock at the door is a visitor: only a sound with no door is the dark's (`not`).
  {
    en: /^(?:hear|notice)$/,
    rest: /\b(?:knock(?:ing|s)?|scratch(?:ing|es)?|tapping|footsteps|thuds?|banging)\b/i,
    not: /\b(?:doors?|door ?bell|music|songs?|laugh\w*|voices?)\b/i,
    zh: /听到[^，。]*(?:敲击声|抓挠声|脚步声|咚咚声|刮擦声)/,
    who: HANDS,
    enLines: [
      'frozen mid-breath, eyes snapping toward the sound',
      'the sound comes again, slow and deliberate, {their} breath held between each one',
      'the sound stops dead, and the silence that follows is worse',
      '{s} <stay> rigid, staring at the spot the sound came from',
    ],
    zhLines: [
      '僵在原地，屏住呼吸，眼睛猛地转向声音的方向',
      '声音又来了，缓慢而刻意，每响一下{s}都屏住呼吸',
      '声音戛然而止，随之而来的寂静更让人毛骨悚然',
      '{s}僵着身子，死死盯着声音传来的地方',
    ],
  },
  {
    en: /^(?:try|carry|bring|drag|fit|squeeze|get|haul|lug)$/,
    rest: /\bsticks\b.*\b(?:through|door(?:way)?|gate|gap)\b/i,
    zh: /(?:叼|拖|扛)着?[^，。]*(?:树枝|棍子|木棍)[^，。]*(?:门|过)/,
    who: ANIMALS,
    enLines: [
      'trotting proudly, a mouthful of sticks jutting out both sides of {their} jaws',
      'the sticks smack into both sides of the opening and stop {them} dead',
      '{s} <tilt> {their} head sideways and the whole bundle slips through',
      '{s} <trot> off, tail high, every last stick still in {their} mouth',
    ],
    zhLines: [
      '得意洋洋地小跑着，嘴里横叼着一大把树枝，两头支棱出老远',
      '树枝两头砰地卡在门框上，{s}一下子被拦住',
      '{s}把脑袋一歪，一整捆树枝顺顺当当地穿了过去',
      '{s}高高翘着尾巴跑开了，嘴里依旧叼着满满一把树枝',
    ],
  },
  {
    head: /\b(?:mechs?|robots?|androids?|exosuits?)\b|机甲|机器人|高达/,
    en: /^(?:kneel|crouch|bend|stoop|reach|lower)$/,
    rest: /\b(?:pick|lift|scoop|rescue|save|carry|help|cradle)\w*\b.*\b(?:child|kid|girl|boy|baby|toddler|survivor)\b/i,
    zh: /(?:跪|蹲|弯)[^，。]*(?:捡起|抱起|托起|救起|捧起)[^，。]*(?:孩子|女孩|男孩|婴儿|小孩)/,
    who: HANDS,
    enLines: [
      'towering over the street, servos whining, head tilting down',
      'hydraulics hiss as one huge knee grinds down onto the ground, dust puffing out',
      'a vast metal hand opens flat on the ground, and the small figure climbs onto its palm',
      '{s} <rise> slowly, cradling the child close to {their} chest',
    ],
    zhLines: [
      '巍然矗立在街道上，伺服电机嗡嗡作响，缓缓低下头',
      '液压杆嘶嘶泄压，一只巨大的膝盖缓缓跪到地面，扬起一片尘土',
      '巨大的金属手掌摊平在地上，小小的身影爬上了掌心',
      '{s}缓缓起身，把孩子护在胸前',
    ],
  },
  {
    en: /^(?:step|walk|stumble|emerge|come|tumble|burst|fall|climb|crawl|stagger)$/,
    rest: /\b(?:out of|from|through)\b[^,]*\b(?:portals?|rifts?|wormholes?|vortex|time machine)\b/i,
    zh: /(?:从|穿过|钻出)[^，。]*(?:传送门|时空门|虫洞|时空裂缝|光门|时光机)/,
    who: ['person', 'animal', 'thing'],
    enLines: [
      'a ring of light crackling open in the air, wind whipping around it',
      'the air ripples like water as {they} <push> through, sparks of light clinging to {them}',
      '{s} <find> {their} feet on solid ground as the portal snaps shut behind {them}',
      '{s} <straighten> up, blinking, taking in the strange new surroundings',
    ],
    zhLines: [
      '身前的空气中裂开一圈光环，噼啪作响，狂风四起',
      '空气像水面一样荡开涟漪，点点光屑还粘在{s}身上',
      '{s}踉跄着踏上地面，身后的光门啪地合拢',
      '{s}站直身子，眨了眨眼，打量着眼前陌生的一切',
    ],
  },
  {
    head: /\bholo(?:grams?|graphic)\b|全息|投影/,
    en: /^(?:greet|welcome|wave|bow|hail|receive)$/,
    zh: /打招呼|问好|迎接|欢迎|招手|鞠躬/,
    who: HANDS,
    enLines: [
      'flickering into focus, edges shimmering with light',
      '{their} translucent hand lifts in a wave, pixels trailing the movement',
      'a curious finger passes straight through the glowing figure, which flickers and keeps smiling',
      '{s} <gesture> toward the way ahead with a bright, patient smile',
    ],
    zhLines: [
      '闪烁几下显出身形，边缘泛着细碎的光',
      '{s}半透明的手抬起来挥了挥，像素光点随着动作拖出残影',
      '一根好奇的手指直接穿过了发光的身影，{s}闪了一下，依旧微笑',
      '{s}抬手指引前方的路，笑容明亮又耐心',
    ],
  },
  // 渔翁 is read as a thing: the fishing entry before is for people (`HANDS` here).
  {
    head: /\b(?:fisherm[ae]n|anglers?)\b|渔翁|渔夫|钓翁|蓑笠翁|老翁|钓者|渔人/,
    en: /^(?:fish|angle|cast)$/,
    zh: /独钓|垂钓|钓鱼|钓/,
    who: HANDS,
    enLines: [
      'alone at the water, rod angled out over it',
      'the fine line hangs still in the water, ripples spreading slowly away',
      'the rod tip dips, and {s} <lift> it in one unhurried motion, a fish flashing silver',
      '{s} <settle> back into the quiet',
    ],
    zhLines: [
      '头戴斗笠，静静坐着，钓竿斜斜探向水面',
      '细细的钓线垂入水中，水面泛起一圈圈细纹，慢慢散开',
      '钓竿梢头轻轻一沉，{s}从容提竿，一尾银鱼跃出水面',
      '{s}重新坐定，天地间一片寂静',
    ],
  },
  {
    en: /^(?:teach|show|help)$/,
    rest: /\b(?:to|how to) (?:cast|fish|fly-?fish)\b|\bcast(?:ing)? (?:a |the )?(?:fishing )?(?:line|rod)\b/i,
    zh: /教[^，。]{0,6}(?:钓鱼|甩竿|抛竿)/,
    who: HANDS,
    enLines: [
      'standing close behind {obj}, guiding both hands on the rod',
      'the rod tip sweeps back over their shoulders, the line looping out behind',
      'the line sails out and the lure lands with a soft plop far out on the water',
      '{s} <let> go and <step> back, grinning like a proud teacher',
    ],
    zhLines: [
      '站在身后，手把手帮着握住鱼竿',
      '竿梢向后一扬，钓线在身后甩出一道弧',
      '钓线远远飞出，鱼饵扑通一声轻轻落进远处的水面',
      '{s}松开手退后一步，笑得眼睛眯成一条缝',
    ],
  },
  // A fishing knot: the line through the eye, the wraps, drawn tight, the tag snipped.
  {
    en: /^tie$/,
    rest: /\b(?:fishing|clinch|fly|palomar) knots?\b|\bhooks?\b|\blures?\b|\bflies\b|\bfishing line\b/i,
    not: /\btie\b|\bshoe|\blaces?\b|\bribbon|\bbow\b|\bscarf\b/i,
    zh: /打(?:个)?(?:渔人)?结|绑鱼钩|系鱼钩|拴鱼钩/,
    who: HANDS,
    enLines: [
      'the line threaded through the hook’s eye, fingers ready',
      '{their} fingers wrap the tag end round the line, turn after turn',
      '{s} <thread> the end back through the loop and <draw> the knot tight',
      '{s} <snip> the loose end, the knot small and neat',
    ],
    zhLines: [
      '鱼线穿过钩眼，手指捏好线头',
      '{s}的手指把线头绕着主线一圈圈缠上去',
      '{s}把线头穿回线圈，慢慢拉紧',
      '{s}剪掉多余的线头，结打得又小又紧',
    ],
  },
  // Shoelaces: the loose laces, a loop, the bow pulled tight.
  {
    en: /^tie$/,
    rest: /\bshoe(?:s|laces?)?\b|\blaces\b|\bsneakers?\b|\bboots?\b/i,
    zh: /系鞋带|绑鞋带/,
    who: HANDS,
    enLines: [
      'kneeling down, the laces loose in {their} fingers',
      'one loop, then the other lace wraps round it and tucks through',
      '{s} <pull> both loops tight into a bow',
      '{s} <give> the shoe a pat, done',
    ],
    zhLines: [
      '蹲下身，手指捏着松开的鞋带',
      '先绕出一个圈，另一根鞋带绕过去，从底下穿出',
      '{s}把两个圈一拉，系成一个结实的蝴蝶结',
      '{s}拍了拍鞋面，系好了',
    ],
  },
  // Street food bought at a stall: the wait, the hand-over, the first hot bite, on again.
  {
    en: /^(?:buy|grab|get|order)$/,
    rest: /\b(?:skewers?|squid|dumplings?|takoyaki|crepes?|bao|buns?|churros?|tacos?|street food|snacks?|kebabs?|corn dogs?|fries)\b/i,
    zh: /买(?:了)?(?:一|两|几)?(?:串|份|个|根|块|盒|碗|袋)/,
    who: PEOPLE,
    enLines: [
      'stopping at the stall, watching it being made',
      'the vendor hands it over, steam and smell rising off it',
      '{s} <take> a first big bite, too hot, worth it',
      '{s} <move> on into the crowd, still chewing',
    ],
    zhLines: [
      '在摊前停下，看着摊主忙活',
      '摊主把刚做好的递过来，热气和香味扑面而来',
      '{s}咬下一大口，烫得直哈气',
      '{s}一边嚼着，一边继续往前逛',
    ],
  },
  // Squeezing onto a rush-hour train: the packed platform, the surge, the doors, the tunnel.
  {
    en: /^(?:squeeze|cram|push|ride|take|board|catch)$/,
    rest: /\b(?:subway|metro|train|tube)\b.*\brush[- ]hour\b|\brush[- ]hour\b.*\b(?:subway|metro|train|tube)\b|\bpacked (?:subway|metro|train|car)\b/i,
    zh: /挤(?:地铁|早高峰|晚高峰|上车|进车厢)|地铁[^，。]{0,4}(?:早高峰|晚高峰)/,
    who: PEOPLE,
    enLines: [
      'the platform packed shoulder to shoulder as the doors slide open',
      'the crowd surges and carries everyone into the car, bodies pressed on every side',
      'the doors shut, the car lurches, hands crowding every strap',
      'the train slides into the tunnel, lamps flicking past, the car silent but for breathing',
    ],
    zhLines: [
      '{s}挤在站台的人群里，车门缓缓打开',
      '人潮一下子涌进车厢，肩膀挨着肩膀',
      '车门合上，车厢一晃，扶手上挂满了手',
      '列车驶进隧道，窗外的灯一盏盏掠过，车厢里只剩呼吸声',
    ],
  },
];
