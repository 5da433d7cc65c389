/** Action stages (see ../action-stages.ts): Moving bodies: flying, hunting, falling, jumping, running, dancing, playing, ball games. */
import {
  PEOPLE,
  ALIVE,
  ANIMALS,
  INSTRUMENT,
  type ActionStaging,
  type StageLines,
} from './types.ts';
import { CITY_FLIGHT } from '../fit.ts';

/** Climbing hold by hold. */
const CLIMB: readonly [StageLines, StageLines] = [
  [
    'eyes tracing the way up',
    '{their} grip searches for the next hold and clamps tight',
    '{s} <haul> {self} over the last stretch',
    '{s} <reach> the top and <look> out, breathing hard',
  ],
  [
    '仰头看着上方，找好第一个落点',
    '{s}摸索着下一个支点，牢牢扣住',
    '{s}用力一撑，翻过最后一段',
    '{s}爬到顶上，喘着气向下望去',
  ],
];

export const MOTION: readonly ActionStaging[] = [
  // Riding a train home: slumped by the window, the lights sliding past, eyes closing.
  {
    en: /^(?:ride|take|sit)$/,
    rest: /\b(?:train|subway|metro|tram)\b/i,
    zh: /坐(?:着)?(?:末班)?(?:地铁|火车|电车|轻轨|高铁)/,
    who: PEOPLE,
    enLines: [
      'slumped against the window, the carriage rocking gently',
      'city lights smear past the glass, sliding across {their} face',
      '{s} <let> {their} eyes close, head resting on the window',
      'the train rocks on, {s} still by the window',
    ],
    zhLines: [
      '靠在车窗边，车厢轻轻摇晃',
      '窗外的城市灯火一道道滑过玻璃，掠过{s}的脸',
      '{s}慢慢闭上眼睛，头靠在车窗上',
      '列车继续向前行驶，{s}依旧靠在窗边',
    ],
  },
  // A jump on a bike, skis or a board: the lip rushing up, take-off, the hang, the landing.
  {
    en: /^(?:hit|take|clear|launch|send|fly|drop)$/,
    rest: /^(?:off )?(?:a |the )?(?:[\w-]+ )?(?:jump|kicker|drop|gap jump|lip|ledge)\b/i,
    zh: /飞跃|冲上跳台|腾空跃起|飞过(?:土坡|跳台)/,
    who: PEOPLE,
    enLines: [
      'the lip of the jump rushing closer',
      'the front wheel lifts off the lip, the ground dropping away',
      '{s} <hang> in the air for a heartbeat, the trail far below',
      '{s} <land> hard, the suspension soaking it up, and <roll> on',
    ],
    zhLines: [
      '{s}眼前，跳台的坡口越来越近',
      '前轮离开坡口，地面一下子沉了下去',
      '{s}在空中悬停了一瞬，下面的路远远铺开',
      '{s}重重落地，避震一沉，又稳稳往前冲',
    ],
  },
  // Arms thrown up in triumph: the breath before, the arms high, the shout, coming down.
  {
    en: /^(?:raise|throw|lift|fling|thrust|punch)$/,
    rest: /^(?:up )?(?:both )?(?:his |her |their |its |my |your |the |a |one )?(?:arms|fists?|hands)\b(?! (?:over|to) (?:cover|shield|protect))/i,
    zh: /举起双(?:手|臂)|高举双(?:手|臂)|张开双臂|振臂|举起拳头/,
    who: PEOPLE,
    enLines: [
      'a breath held, the moment sinking in',
      'held high above {their} head, knuckles white',
      '{s} <let> out a shout, head tipped back',
      '{s} slowly <lower> {their} arms, grinning, still catching {their} breath',
    ],
    zhLines: [
      '{s}屏住一口气，还没回过神来',
      '双臂高高举起，拳头攥得紧紧的',
      '{s}仰起头，大喊了一声',
      '{s}慢慢放下双臂，咧嘴笑着，还在喘气',
    ],
  },
  // Reaching a summit or a ridge: the last steep steps, the final rocks, the view, the stillness.
  {
    en: /^(?:reach|crest|top|summit|climb|make)$/,
    rest: /^(?:it to )?(?:the |a )?(?:[\w-]+ )?(?:summit|top|peak|ridge|ridgeline|crest|mountaintop)\b/i,
    zh: /登顶|(?:爬|登|走)(?:上|到)(?:了)?山顶|到达山顶|登上山脊|爬上山脊/,
    who: PEOPLE,
    enLines: [
      'the last steep steps ahead, breath coming hard',
      '{their} boots scrabble over the final rocks, the sky opening up above',
      '{s} <step> onto the top, the view falling away on every side',
      '{s} <stand> still, chest heaving, taking it all in',
    ],
    zhLines: [
      '{s}面前只剩最后几段陡坡，呼吸越来越重',
      '登山靴踩过最后几块碎石，头顶的天空一下子开阔起来',
      '{s}踏上顶端，四周的景色一下子铺展开',
      '{s}站定，大口喘着气，久久望着远方',
    ],
  },
  // Climbing a ladder: the first rung, hand over hand, the top coming near, over the edge.
  {
    en: /^(?:climb|scale|go)$/,
    rest: /\b(?:up )?(?:a |the )?ladders?\b/i,
    zh: /爬(?:上)?梯子|攀(?:上)?梯子|顺着梯子/,
    who: PEOPLE,
    enLines: [
      'gloved hands on the first rung, the ladder shaking slightly',
      'hand over hand, rung after rung, the ground dropping away below',
      'the top of the ladder comes near, one more pull',
      '{s} <pull> over the top and <climb> off the ladder',
    ],
    zhLines: [
      '戴着手套的双手握住第一级横档，梯子微微晃动',
      '一级接一级往上爬，地面在脚下越来越远',
      '梯子顶端越来越近，再用力一撑',
      '{s}翻过顶端，离开了梯子',
    ],
  },
  // Climbing stairs: the foot of them, step after step, a pause, the door at the top.
  {
    en: /^(?:climb|walk|run|go|head|trudge)$/,
    rest: /^(?:up )?(?:the |a )?(?:spiral |narrow |winding |steep |old |creaking )*(?:stairs|staircase|steps|stairway)\b/i,
    zh: /(?:爬|走|跑)上(?:旋转)?楼梯|爬楼梯|沿着楼梯往上/,
    who: PEOPLE,
    enLines: [
      'one hand on the rail at the foot of the stairs',
      'step after step, the stairs winding up ahead',
      '{s} <pause> halfway, catching {their} breath',
      '{s} <reach> the top and <push> open the door',
    ],
    zhLines: [
      '站在楼梯口，一只手扶着栏杆',
      '一级接一级，楼梯在前方盘旋向上',
      '{s}在半路停下，喘了口气',
      '{s}爬到顶上，推开了门',
    ],
  },
  // Flying through a city yourself: the edge, the dive, the bank between towers, the rise.
  {
    en: /^(?:fly|soar|glide|swoop|dive)$/,
    zh: /飞行|飞翔|翱翔|飞过|飞越|穿梭/,
    onlyIn: CITY_FLIGHT,
    who: PEOPLE,
    enLines: [
      'at the edge of a rooftop, the street a long way below',
      'the street rushes up as {they} <tip> forward, towers streaming past on both sides',
      '{s} <bank> hard between two towers, the lights smearing past',
      '{s} <level> out above the rooftops, the whole city spread out below',
    ],
    zhLines: [
      '站在楼顶边缘，脚下的街道深不见底',
      '向前一倾，街道猛地迎面扑来，高楼从两侧飞速掠过',
      '{s}在两栋高楼之间急转侧飞，灯光拉成一道道光带',
      '{s}拉升到楼顶之上，整座城市在脚下铺开',
    ],
  },
  // A dog or a cat at the piano: paws on the keys, a proud racket.
  {
    en: /^(?:play|bang|paw|pound|walk)$/,
    rest: /\b(?:piano|keyboard|keys)\b/i,
    zh: /弹钢琴|弹琴|按琴键|踩琴键/,
    who: ANIMALS,
    enLines: [
      'sitting up on the piano stool, paws hovering over the keys',
      '{their} paws thump down on the keys, a clumsy jumble of notes ringing out',
      '{s} <tilt> {their} head at the sound, then <hit> the keys again, harder',
      '{s} <look> round at the camera, very pleased with the racket',
    ],
    zhLines: [
      '蹲坐在琴凳上，爪子悬在琴键上方',
      '{s}的爪子砸在琴键上，叮叮咚咚一通乱响',
      '{s}歪着头听了听，又更用力地按下去',
      '{s}扭头看向镜头，一脸得意',
    ],
  },
  // Xianxia through a bamboo forest: between the stalks, leaves whirling in the sword's wake.
  {
    en: /^(?:ride|fly|soar|surf)$/,
    rest: /\b(?:flying )?swords?\b.*\b(?:forest|bamboo|trees|woods)\b/i,
    zh: /(?:竹林|森林|树林|林间|林中)[^，。]{0,6}(?:御剑|踏剑)|(?:御剑|踏剑)[^，。]{0,6}(?:竹林|森林|树林|林间)/,
    who: PEOPLE,
    enLines: [
      'standing on a long sword that hovers between the stalks, robes stirring',
      '{their} sword threads between the stalks, a streak of light, leaves whirling up behind',
      '{s} <swerve> past trunk after trunk, faster, the forest a blur',
      '{s} <shoot> up out of the canopy into the open night sky',
    ],
    zhLines: [
      '脚踏长剑悬在竹林间，衣袂轻轻翻动',
      '{s}脚下的长剑在竹子间穿梭，拖出一道流光，身后竹叶翻飞',
      '{s}贴着一根根竹子左闪右避，越飞越快，竹林化成一片模糊',
      '{s}冲出林梢，直上开阔的夜空',
    ],
  },
  // Xianxia: a young swordsman riding his flying sword through the clouds.
  {
    en: /^(?:ride|fly|soar|surf)$/,
    rest: /\b(?:flying )?swords?\b/i,
    zh: /御剑|踏剑|踩着(?:飞)?剑/,
    who: PEOPLE,
    enLines: [
      'standing on a long sword that hovers in mid-air, robes stirring',
      '{their} sword drags a streak of light through the banks of cloud',
      '{s} <dive> into a wall of cloud and <burst> out into open sky',
      '{s} <steady> the sword and <look> back at the distant peaks',
    ],
    zhLines: [
      '脚踏长剑悬在半空，衣袂轻轻翻动',
      '{s}脚下的长剑拖出一道流光，划破层层云海',
      '{s}一头扎进云墙，又从另一侧破云而出',
      '{s}稳住剑身，回头望向远处的群山',
    ],
  },
  {
    en: /^fly$/,
    rest: /\bkites?\b/i,
    zh: /放风筝/,
    who: PEOPLE,
    enLines: [
      'the kite held up, the line pulled taut',
      'the line tugging in {their} hands, the kite climbs higher',
      'the kite jerks upward and soars high overhead',
      '{s} <tilt> {their} head back, watching it bob high above',
    ],
    zhLines: [
      '举起风筝，拉紧了线',
      '风筝线在{s}手中一下下绷紧，风筝越升越高',
      '风筝猛地一蹿，高高飞上天空',
      '{s}仰着头，看风筝在高处轻轻摆动',
    ],
  },
  // A bird off the water (a crane from the lake): standing in the shallows, the wings, the
  // lift with the water dripping, its reflection left behind.
  {
    en: /^(?:take|lift|rise|fly)$/,
    rest: /\b(?:off|up|from)\b.*\b(?:water|lake|pond|river|marsh|shallows|surface)\b/i,
    zh: /从(?:湖面|水面|水中|水里|池塘|荷塘|河面|湖上|水边|浅滩|芦苇荡)[^，。]{0,3}(?:起飞|飞起|飞走|腾空)/,
    who: ['bird'],
    enLines: [
      'standing in the shallows, still as a reed',
      'the wings open wide and the feet patter across the water, ripples spreading',
      '{s} <lift> clear, water dripping from {their} feet',
      '{s} <climb> away, the reflection breaking up below',
    ],
    zhLines: [
      '静静立在浅水里，一动不动',
      '双翅一展，脚尖在水面上点出一串涟漪',
      '{s}腾空而起，水珠从脚上滴落',
      '{s}越飞越高，水面上的倒影渐渐散开',
    ],
  },
  {
    en: /^(?:take|lift|rise|scatter|fly|flutter|burst)$/,
    rest: /^(?:off|up|away|into the (?:air|sky))\b|\bflight\b|\bwing\b/i,
    zh: /飞起|起飞|飞上天|腾空而起|振翅飞/,
    who: ['bird'],
    enLines: [
      'pecking at the ground',
      '{their} wings clapping hard as {they} <lift> off',
      '{s} <wheel> upward in a wide arc',
      '{s} <sail> on, growing smaller',
    ],
    zhLines: [
      '低头在地上啄食',
      '翅膀扑棱棱地拍响，{s}一下子腾空',
      '{s}盘旋着越飞越高',
      '{s}越飞越远，渐渐变小',
    ],
  },
  {
    en: /^(?:land|alight|settle|perch)$/,
    zh: /落在|停在|落到|停到|降落/,
    who: ['bird'],
    enLines: [
      'circling in, wings beating',
      '{their} wings flutter, slowing {them} down',
      '{s} <touch> down, wings folding closed',
      '{s} <rest> there, wings twitching now and then',
    ],
    zhLines: [
      '在空中绕了一圈，慢慢靠近',
      '{s}扇着翅膀，慢慢减速',
      '{s}轻轻落定，收起翅膀',
      '{s}静静停着，翅膀偶尔轻轻一颤',
    ],
  },
  {
    en: /^(?:hover)$/,
    zh: /悬停|振翅/,
    who: ['bird'],
    enLines: [
      'wings a blur',
      '{their} wings beat too fast to see, {their} body fixed in the air',
      '{s} <dart> in close, then <hang> in place again',
      '{s} <zip> away in a flash',
    ],
    zhLines: [
      '翅膀扇成一片虚影',
      '{s}的翅膀扇得飞快，身体稳稳停在半空',
      '{s}猛地向前一探，又悬停在原地',
      '{s}一闪，飞走了',
    ],
  },
  {
    en: /^(?:fly|soar|glide|circle|wheel|swoop|dive|flap)$/,
    zh: /飞|翱翔|盘旋|滑翔|展翅|掠过|俯冲/,
    // (A bird diving into the water is fishing: moments.ts stages the plunge and the catch.)
    not: /\b(?:into|under) the (?:water|river|lake|sea|pond|stream|waves)\b|扎进水|入水/i,
    // (A moth or a bee has wings but no feathers.)
    unlike:
      /\b(?:moths?|butterfl(?:y|ies)|bees?|dragonfl(?:y|ies)|fireflies|firefly|wasps?|flies)\b|蝴蝶|蛾|蜜蜂|蜻蜓|萤火虫/,
    who: ['bird'],
    enLines: [
      'wings spread, riding the air',
      '{their} wingtip feathers flex as {they} <tilt> on the air',
      '{s} <plunge> steeply, wings tucked tight',
      '{s} <level> out, gliding on with wings barely moving',
    ],
    zhLines: [
      '展开双翅，乘着气流',
      '{s}翼尖的羽毛随风微微颤动',
      '{s}猛地一头俯冲而下',
      '{s}重新拉起，展翅滑向远方',
    ],
  },
  {
    en: /^(?:fly|soar|glide|cruise|climb|pass|streak|roar|bank)$/,
    zh: /飞|穿过|穿越|掠过|划过|爬升|起飞/,
    who: ['aircraft'],
    enLines: [
      'a small shape growing closer',
      'vapour streams off {their} wingtips as {they} <bank> gently',
      '{s} <roar> past, huge in the frame',
      '{s} <climb> away, shrinking to a speck',
    ],
    zhLines: [
      '远处，{s}小小的身影渐渐靠近',
      '{s}的机翼微微倾斜，翼尖拖出细细的白雾',
      '{s}呼啸而过，占满整个画面',
      '{s}渐渐爬升，缩成天边的一个小点',
    ],
  },
  {
    en: /^(?:stalk|hunt|prowl|creep|sneak)$/,
    zh: /潜行|悄悄靠近|蹑手蹑脚|捕猎|狩猎|伏击|埋伏/,
    // (A pet sneaking a bite of fish steals it: beasts.ts.)
    not: /\b(?:a )?(?:bite|taste|lick|nibble)\b/i,
    // (A snail or a caterpillar creeps on no paws, and hunts nothing.)
    unlike:
      /\b(?:snails?|slugs?|worms?|caterpillars?|inchworms?|tortoises?|turtles?)\b|蜗牛|蛞蝓|蚯蚓|毛毛虫|乌龟/,
    who: ANIMALS,
    enLines: [
      'crouched low, eyes locked ahead',
      '{their} {feet} come down one at a time, silent on the ground',
      '{s} <freeze>, haunches bunched, the tip of {their} tail twitching',
      '{s} <explode> forward in a single bound',
    ],
    zhLines: [
      '压低身子，目光死死锁住前方',
      '{s}的{feet}一步一步，无声地落下',
      '{s}骤然停住，后腿绷紧，尾巴尖轻轻抽动',
      '{s}猛地发力，一跃扑出',
    ],
  },
  {
    en: /^(?:chase|pursue|hunt)$/,
    zh: /追捕|追逐|追赶|追/,
    who: ALIVE,
    enLines: [
      'eyes locked on the target, every muscle tensed',
      '{their} {feet} churning, the gap closing stride by stride',
      '{s} <lunge> forward at full stretch',
      '{s} <skid> to a stop, sides heaving',
    ],
    zhLines: [
      '盯紧目标，浑身绷紧',
      '{s}的{feet}飞快交替，越追越近',
      '{s}猛地向前一扑',
      '{s}刹住脚步，大口喘着气',
    ],
  },
  {
    en: /^(?:pounce|spring|lunge)$/,
    zh: /扑向|扑进|扑/,
    who: ANIMALS,
    enLines: [
      'frozen mid-step, head cocked, listening',
      '{their} body arcs high through the air',
      '{s} <plunge> down, front {feet} first',
      '{s} <pop> back up and <shake> {self} off',
    ],
    zhLines: [
      '脚步一顿，歪着头侧耳细听',
      '{s}高高跃起，身体在空中弯成一道弧',
      '{s}前爪朝下，一头扎了下去',
      '{s}探出脑袋，一脸得意',
    ],
  },
  {
    en: /^(?:slip|fall|tumble|trip|topple)$/,
    rest: /\b(?:gets?|scrambles?|climbs?|springs?|bounces?) (?:back )?up\b/i,
    zh: /(?:滑倒|摔倒|跌倒|摔了一跤)又(?:爬|站)起来/,
    who: ALIVE,
    enLines: [
      'wobbling, footing unsure',
      '{their} {feet} scrabble for grip',
      '{s} <push> back up, swaying',
      '{s} <shake> it off, carrying on as if nothing happened',
    ],
    zhLines: [
      '摇摇晃晃，脚下打滑',
      '{s}的{feet}在原地乱蹬，找不到着力点',
      '{s}撑着地面，一点点站稳',
      '{s}抖了抖身子，若无其事地继续往前',
    ],
  },
  {
    en: /^(?:fall|tumble|topple|slip|trip)$/,
    zh: /摔下来|摔下|摔倒|跌倒|滑倒|掉下来|跌落|摔了|掉了下来|滚下来|滚落|翻下来|栽/,
    // ("falls over", "slips in the mud" happen on the ground, not through the air.)
    // (Slipping back into the harbour is a seal going home.)
    not: /爬起|站起|滑梯|\bin love\b|\basleep\b|^over\b|\bin the mud\b|\bon the ice\b|\binto the (?:water|harbou?r|sea|ocean|pool|river|lake|pond)\b/i,
    who: ALIVE,
    enLines: [
      'teetering, losing {their} grip',
      '{their} {feet} flailing as {they} <tumble> through the air',
      '{s} <land> with a thump',
      '{s} <sit> up, dazed, and <shake> {their} head',
    ],
    zhLines: [
      '摇摇晃晃，快要抓不住了',
      '{s}在空中翻了个跟头',
      '{s}扑通一声落了地',
      '{s}坐起来，晃了晃脑袋，一脸懵',
    ],
  },
  {
    en: /^(?:jump|leap|hop|vault|bound)$/,
    zh: /跳(?!舞)|跃|蹦/,
    who: ALIVE,
    enLines: [
      'crouched low, gathering {their} strength',
      '{their} body stretches out in mid-air',
      '{s} <hang> at the top of the arc for a split second',
      '{s} <land>, steady and sure',
    ],
    zhLines: [
      '屈身蓄力',
      '{s}的身体在半空中舒展开',
      '{s}升到最高点，仿佛在空中停了一瞬',
      '{s}稳稳落下',
    ],
  },
  {
    en: /^(?:climb|scale|clamber)$/,
    zh: /攀爬|攀登|攀岩|爬上|爬山|爬树|爬/,
    // (Stairs and ladders are climbed on foot, not hold by hold.)
    not: /爬起|爬行|楼梯|台阶|\b(?:stairs?|stairwell|staircase|steps|ladder|floors?)\b/i,
    who: ALIVE,
    enLines: CLIMB[0],
    zhLines: CLIMB[1],
  },
  // (A goalkeeper who "scrambles up" gets to his feet: only rock or a wall is climbed.)
  {
    en: /^scramble$/,
    rest: /\b(?:rocks?|boulders?|walls?|cliffs?|ridges?|scree|slopes?|hills?|fences?|trees?|dunes?|banks?|ledges?)\b/i,
    who: ALIVE,
    enLines: CLIMB[0],
    zhLines: CLIMB[1],
  },
  {
    en: /^(?:hike|trek)$/,
    zh: /徒步|登山/,
    who: PEOPLE,
    enLines: [
      'pack on, boots laced, looking up the trail',
      '{their} boots crunch steadily over loose stones',
      '{s} <crest> a rise and the view opens out',
      '{s} <stop> to catch {their} breath, taking it in',
    ],
    zhLines: [
      '背好背包，系紧鞋带，望向前方的山路',
      '{s}的登山靴一步步踩过碎石',
      '{s}登上一处高坡，眼前豁然开朗',
      '{s}停下来喘口气，望着远处',
    ],
  },
  {
    en: /^(?:jog|trot)$/,
    zh: /慢跑|晨跑|夜跑|跑步/,
    who: PEOPLE,
    enLines: [
      'loosening up, rolling {their} shoulders',
      '{their} breath settling into time with each steady footfall',
      '{s} <lift> the pace, arms pumping',
      '{s} <ease> down to a walk, hands on hips, breathing hard',
    ],
    zhLines: [
      '活动着手腕脚踝，准备出发',
      '{s}的呼吸和脚步渐渐合上了节拍',
      '{s}加快步频，双臂有力地摆动',
      '{s}慢下来改成步行，双手叉腰喘着气',
    ],
  },
  {
    en: /^(?:run|sprint|race|dash|rush|hurry|charge)$/,
    zh: /奔跑|狂奔|飞奔|冲刺|跑/,
    // ("running a coffee cart", "runs the family bakery", "跑外卖": a business kept, no sprint.)
    not: /^(?:(?:a|an|the|her|his|their|my|our|its)\s+)?(?:[\w'-]+\s+){0,2}(?:cart|shop|store|stall|business|company|restaurant|caf[eé]|bakery|bar|diner|farm|truck|kitchen|stand|hotel|inn|school|team|errands?|meeting|show|marathon|race)s?\b|跑外卖|跑业务|跑生意|各跑各的/i,
    who: ALIVE,
    enLines: [
      'tensed and ready, a breath before the first stride',
      'each stride lands hard and fast, breath coming quick',
      '{s} <hit> full speed, the world at the edges streaking past',
      '{s} <slow> to a stop, chest heaving',
    ],
    zhLines: [
      '微微前倾，蓄势待发',
      '{s}的脚步又快又急，每一步都踏得很重',
      '{s}冲到最快，身后的景物拉成一片模糊',
      '{s}慢慢停下，大口喘着气',
    ],
  },
  // A twirl under the blossom or in the rain is no dance: arms out, a blur, a dizzy laugh.
  {
    en: /^(?:twirl|spin)$/,
    rest: /\b(?:under|beneath)\b|\bin (?:the )?(?:rain|snow|field|meadow|petals|blossoms?|sunlight|leaves|grass|wind)\b|\bin circles\b|\barms (?:out|wide|spread)\b|^(?:around|round)?$/i,
    zh: /转圈|转起圈|转着圈|原地旋转/,
    not: /\bto face\b|\bon (?:her|his|their) heels?\b|跳舞|舞蹈|芭蕾/i,
    who: PEOPLE,
    enLines: [
      'standing still, face tilted up',
      '{their} arms spread wide, clothes flaring out with each turn',
      'the world blurs softly around {them} as the turn carries on',
      '{s} <slow> to a stop, a little dizzy, laughing',
    ],
    zhLines: [
      '静静站着，仰起脸',
      '双臂张开，衣摆随着旋转飞扬起来',
      '{s}越转越轻快，四周的景物化成一片柔和的模糊',
      '{s}慢慢停下，有点晕，笑着仰起头',
    ],
  },
  {
    en: /^(?:dance|twirl|pirouette|waltz|tango|spin|sway)$/,
    zh: /跳舞|起舞|舞蹈|跳芭蕾|跳街舞|转圈|旋转/,
    who: PEOPLE,
    enLines: [
      'still, arms loose, waiting for the first beat',
      '{their} feet find the rhythm, clothes swinging with each turn',
      '{s} <spin> into one full, sweeping turn',
      '{s} <land> the last step and <hold> still, breathing hard',
    ],
    zhLines: [
      '静静站着，等待第一个节拍',
      '{s}的脚步踩着节奏，衣角随之扬起',
      '{s}旋身转出一个完整的大圈',
      '{s}收住最后一个动作，定住不动，微微喘息',
    ],
  },
  {
    en: /^(?:take|make|try)$/,
    rest: /\bfirst steps?\b/i,
    zh: /学走路|迈出第一步|蹒跚学步|第一次走路/,
    who: PEOPLE,
    enLines: [
      'wobbling upright, arms out for balance',
      '{their} tiny feet press down, one careful step after another',
      '{s} <totter> forward, arms out, grinning',
      '{s} <plop> down on {their} bottom, beaming',
    ],
    zhLines: [
      '摇摇晃晃地站着，张开双臂保持平衡',
      '{s}的小脚一步一步，小心地踩下去',
      '{s}晃了晃，又往前迈了一大步',
      '{s}一屁股坐在地上，咧嘴笑了',
    ],
  },
  // Crossing a busy street: the wait at the curb, the crowd surging, weaving through, the far side.
  {
    en: /^(?:cross|walk)$/,
    rest: /\b(?:crossing|intersection|crosswalk|zebra crossing|street|road)\b/i,
    zh: /过马路|过十字路口|穿过(?:十字)?路口|穿过马路|走过斑马线/,
    not: /\bdesert(?:ed)?\b|\bempty\b|空无一人|空荡荡/i,
    who: PEOPLE,
    enLines: [
      'waiting at the curb as the lights change',
      'the crowd surges off the curb from every side at once',
      '{s} <weave> through the oncoming people, shoulders turning',
      '{s} <reach> the far side as the crossing lights start to blink',
    ],
    zhLines: [
      '站在路边，等着信号灯变绿',
      '绿灯一亮，四面八方的人群同时涌上马路',
      '{s}在迎面而来的人流中侧身穿行',
      '{s}走到对面，身后的信号灯开始闪烁',
    ],
  },
  // A ride's climb and its bend, told on their own ("先上坡，再过弯").
  {
    en: /^(?:climb|head)$/,
    rest: /^(?:up )?(?:the |a )?(?:hill|slope|incline|climb)\b/i,
    zh: /^(?:先|再|然后)?(?:上坡|爬坡)/,
    who: PEOPLE,
    enLines: [
      'at the foot of the climb, the road tilting up ahead',
      'leaning forward, throttle open, the top of the rise creeping closer',
      'the crest comes up and the view drops away on the far side',
      'over the top, the road levelling out',
    ],
    zhLines: [
      '在坡底，前方的路一下子陡了起来',
      '身子前倾，油门拧到底，坡顶一点点逼近',
      '冲上坡顶，另一侧的风景一下子铺开',
      '翻过坡顶，路面渐渐平缓',
    ],
  },
  {
    en: /^(?:take|lean|carve|round)$/,
    rest: /\b(?:bend|curve|corner|hairpin|turn)s?\b/i,
    zh: /^(?:先|再|然后)?(?:过弯|压弯|转弯)/,
    who: PEOPLE,
    enLines: [
      'the bend coming up fast, the edge of the road dropping away',
      'leaning low into the curve, the valley swinging past on one side',
      'the apex, knee close to the tarmac',
      'out of the bend, the road straightening ahead',
    ],
    zhLines: [
      '弯道迎面而来，路边就是深谷',
      '压低车身切进弯道，山谷在一侧缓缓转过',
      '过弯最深处，膝盖几乎贴着路面',
      '出弯，前方的路重新拉直',
    ],
  },
  // Walking in: the doorway, the door shutting behind, a look round the room (never "standing
  // still" inside before coming in).
  {
    en: /^(?:walk|step|stroll|stumble|wander|come|slip|stride|limp)$/,
    rest: /^(?:(?:slowly|quietly|cautiously|nervously) )?(?:in|into|inside)\b/i,
    zh: /走进来|走了进来|走进|推门进来|推门而入|进门|进来/,
    // (Walking into the rain or into a first day is no doorway.)
    not: /\binto (?:the |a |an |his |her |their |your )?(?:rain|night|sea|ocean|water|waves|fog|mist|dark\w*|forest|woods|light|sun\w*|distance|crowd|snow|storm|wind|street|sky|frame|shot|scene|first|future|unknown|portal)\b|雨|夜色|人群|画面|镜头/i,
    who: ALIVE,
    enLines: [
      'in the doorway, the room quiet ahead',
      'the door swings shut behind {them}, footsteps loud in the quiet',
      '{s} <stop> a few steps in and <look> around the room',
      '{s} <stand> still, taking it all in, the room settling around {them}',
    ],
    zhLines: [
      '站在门口，身影映在门框里',
      '门在身后合上，脚步声在安静里格外清楚',
      '{s}走了几步停下，打量着四周',
      '{s}静静站着，四周慢慢安静下来',
    ],
  },
  {
    en: /^(?:walk|stroll|wander|amble|stride|saunter|tiptoe|march|cross|traverse|trudge|pace|trot|lope|plod)$/,
    zh: /散步|漫步|走过|走向|走在|行走|步行|走远|走|踱步/,
    // (Stepping out of a portal is its own moment; a herd crossing a river is a crossing.)
    not: /\btoward(?:s)? (?:the )?(?:camera|lens|us|viewer)\b|^(?:the |a )?(?:[\w-]+ )?(?:river|stream)\b|传送门|时空门|虫洞|时光机/i,
    who: ALIVE,
    enLines: [
      'standing still for a moment, looking ahead',
      '{their} steps fall into an easy, steady rhythm',
      '{s} <slow> and <glance> around, taking it all in',
      '{s} <carry> on, growing smaller in the frame',
    ],
    zhLines: [
      '静静站着，望着前方',
      '{s}的脚步不紧不慢，落得很稳',
      '{s}脚步慢了下来，四下张望',
      '{s}继续往前，身影渐渐变小',
    ],
  },
  {
    en: /^(?:play|romp|frolic|splash)$/,
    not: INSTRUMENT,
    zh: /玩耍|嬉戏|打闹|玩|戏水/,
    who: ['child'],
    enLines: [
      'bursting with energy, ready to go',
      'small hands and quick feet everywhere, laughter breaking out',
      '{s} <tumble> over, helpless with laughter',
      '{s} <flop> down, out of breath and grinning',
    ],
    zhLines: [
      '浑身是劲，迫不及待',
      '小手小脚忙个不停，笑声一阵接一阵',
      '{s}笑着滚作一团',
      '{s}躺倒在地，气喘吁吁，小脸通红',
    ],
  },
  {
    en: /^(?:play|romp|frolic|tussle|bat|paw)$/,
    not: INSTRUMENT,
    zh: /玩耍|嬉戏|打闹|玩|扑腾/,
    who: ANIMALS,
    enLines: [
      'ears up, ready to pounce',
      '{their} {feet} skid and scramble in a playful dash',
      '{s} <roll> onto {their} back, {feet} in the air',
      '{s} <flop> down, worn out and content',
    ],
    zhLines: [
      '竖起耳朵，跃跃欲试',
      '{s}的{feet}扑来扑去，玩得不亦乐乎',
      '{s}一个翻身，四脚朝天',
      '{s}趴下来，心满意足地喘着气',
    ],
  },
  // Something thrown or falling, caught in the air (a check grabbed off a table is no catch).
  {
    en: /^(?:catch|snatch|grab)$/,
    rest: /\b(?:balls?|frisbees?|sticks?|treats?|bubbles?|leaf|leaves|bouquet|apples?|popcorn|pass|throw)\b|\bmid-?air\b|\bin the air\b|\bkeys\b(?=.*\b(?:tossed|thrown|toss|throw)\b)/i,
    zh: /接住|接球|叼住|接飞盘/,
    who: ALIVE,
    enLines: [
      'eyes locked on {obj}, tracking it through the air',
      'the instant of contact, frozen in mid-air',
      '{s} <land>, holding on tight',
      '{s} <turn> back, proud',
    ],
    zhLines: [
      '紧盯着飞来的方向',
      '接住的一瞬间，{s}整个身体都舒展开',
      '{s}稳稳落地',
      '{s}得意地转过身来',
    ],
  },
  // Skipping stones: a flat stone sent low and sidearm, bouncing across the water.
  {
    en: /^(?:skip|skim|throw|toss)$/,
    rest: /\b(?:skip\w*|skim\w*)\b.*\b(?:stones?|rocks?|pebbles?)\b|\b(?:stones?|rocks?|pebbles?)\b.*\b(?:across|over|on) (?:the )?(?:water|lake|river|pond|sea)\b|^(?:a |the )?(?:flat )?(?:stones?|rocks?|pebbles?)\b/i,
    zh: /打水漂|打起水漂|打了个水漂/,
    who: PEOPLE,
    enLines: [
      'crouched low at the water’s edge, a flat stone between finger and thumb',
      '{their} arm whips sidearm and the stone skims out low across the surface',
      'the stone bounces once, twice, five times, rings spreading behind it',
      '{s} <straighten> up, counting the rings as they fade',
    ],
    zhLines: [
      '蹲在水边，指间捏着一块扁平的石头',
      '{s}侧身一甩，石片贴着水面飞了出去',
      '石片在水面上一跳、两跳、五跳，身后荡开一串涟漪',
      '{s}直起身，数着水面上渐渐散开的涟漪',
    ],
  },
  {
    en: /^(?:throw|toss|hurl|pitch|fling|lob|skip)$/,
    // (A potter throws a pot on the wheel.)
    not: /\b(?:tantrum|party|punch|glance|look|shade|up|clay|wheel|fists?|arms?|hands?|head|kiss|smile)\b|\bpots?\b/i,
    zh: /扔|抛|投掷|丢|打水漂/,
    who: PEOPLE,
    enLines: [
      'arm drawn back, eyes on the target',
      '{obj} <leave> {their} hand, spinning through the air',
      '{obj} <reach> the top of the arc',
      '{s} <watch> it come down, holding {their} breath',
    ],
    zhLines: [
      '手臂后拉，盯着目标',
      '它脱手而出，在空中打着转',
      '它在空中划出一道高高的弧线',
      '{s}盯着它落下，屏住了呼吸',
    ],
  },
  // A rescue out of a fire: low under the smoke, out through the door, set down safe.
  {
    en: /^(?:carry|pull|drag|lead|bring|rescue)$/,
    rest: /\bout of (?:a |the )?(?:[\w-]+ )?(?:burning|blazing|smoking|flaming)\b|\bfrom (?:a |the )?(?:burning|blazing)\b|\bout of the (?:fire|flames|smoke)\b/i,
    zh: /从(?:火场|火海|大火|着火的\p{Script=Han}{1,4})(?:里|中)?(?:抱出|救出|背出|拉出)/u,
    who: PEOPLE,
    enLines: [
      'crouched low in the doorway, smoke rolling out overhead',
      'bent under the smoke, {obj} held tight against {their} chest',
      '{s} <burst> out through the doorway into the open air',
      '{s} <set> {obj} down gently, coughing, and <look> back at the flames',
    ],
    zhLines: [
      '{s}压低身子守在门口，浓烟从头顶滚滚涌出',
      '{s}弯腰顶着浓烟，把人紧紧护在胸前',
      '{s}冲出门口，一头扎进外面的空气里',
      '{s}轻轻把人放下，咳嗽着回头望向火光',
    ],
  },
  // A basket at the buzzer: the arc, the swish, the net snapping, the arena erupting.
  {
    head: /\b(?:ball|shot)\b|球/,
    en: /^(?:go|drop|fall|sink|swish)$/,
    rest: /^in\b|\bthrough\b|\bthe (?:net|hoop|basket)\b/i,
    zh: /^(?:进了|进球了|命中|空心入网|应声入网)$/,
    onlyIn: /\bbasketball\b|\bhoops?\b|\bthree-?pointer\b|\bbuzzer\b|篮球|投篮|三分|篮筐/i,
    who: ['thing'],
    enLines: [
      'the ball hanging at the top of its arc',
      'it drops clean through the hoop, the net snapping',
      '{s} <swish> cleanly through the hoop, all net',
      'the arena erupts, the bench flooding onto the court',
    ],
    zhLines: [
      '球在最高点划出一道弧线',
      '空心入网，篮网猛地一甩',
      '{s}干净利落地穿过篮筐，没碰一下篮圈',
      '全场沸腾，替补席上的队员全冲进了场地',
    ],
  },
  // The ball that goes in: the flight, the keeper's dive, the net, the crowd.
  {
    head: /\b(?:ball|shot)\b|球/,
    en: /^(?:go|hit|find|nestle|fly|sail|curl)$/,
    rest: /^in\b|\bthe (?:back of the )?net\b|\bthe (?:top )?corner\b/i,
    zh: /^(?:进了|进球了|入网|破门|钻进球门|飞进球门)$/,
    // (A basket is no goal: no keeper, no grass.)
    notIn: /\bbasketball\b|\bhoops?\b|\bthree-?pointer\b|\bbuzzer\b|篮球|投篮|三分|篮筐/i,
    who: ['thing'],
    enLines: [
      'the ball spinning hard toward goal',
      'the net bulges, the keeper sprawled on the grass, looking back at it',
      '{s} <slam> into the back of the net, the net billowing',
      'the stands erupt, people leaping to their feet',
    ],
    zhLines: [
      '球高速旋转着飞向球门',
      '球网猛地一鼓，门将扑倒在草皮上，只能回头望着',
      '{s}狠狠撞进网窝，球网猛地一鼓',
      '看台瞬间沸腾，观众纷纷跳了起来',
    ],
  },
  // A dribble past defenders: the run at them, the feint, clear, the look up at goal.
  {
    en: /^(?:dribble|weave|skip|cut|slalom)$/,
    rest: /\b(?:past|through|around|between)\b.*\b(?:defenders?|players?|tackles?|opponents?)\b/i,
    zh: /带球(?:突破|过人|连过)|连过(?:两|三|几)?(?:名|个|人)|盘带过/,
    who: PEOPLE,
    enLines: [
      'the ball at {their} feet, defenders closing in',
      'a quick drop of the shoulder, the ball slipping past a lunging defender',
      '{s} <burst> clear of the last defender, only the keeper ahead',
      '{s} <glance> up at the goal',
    ],
    zhLines: [
      '{s}拿球推进，对方后卫压了上来',
      '脚下一个变向，球贴着脚面从后卫身边溜过',
      '{s}加速甩开最后一名后卫，面前只剩门将',
      '{s}抬头看了一眼球门',
    ],
  },
  {
    en: /^(?:score|shoot|kick|strike|bury)$/,
    rest: /goal|penalty|net|free kick/i,
    zh: /射门|进球|踢进|罚进/,
    who: PEOPLE,
    enLines: [
      'eyes on the goal, the ball at {their} feet',
      'the ball curls through the air toward the corner',
      'the ball hits the back of the net',
      '{s} <wheel> away, arms spread wide',
    ],
    zhLines: [
      '盯着球门，球就在脚下',
      '足球划出一道弧线，直奔球门死角',
      '球应声入网',
      '{s}振臂狂奔，尽情庆祝',
    ],
  },
  {
    en: /^(?:kick|dribble|juggle|pass)$/,
    rest: /ball|football|soccer|^$/i,
    zh: /踢球|踢足球|颠球|带球|踢/,
    who: PEOPLE,
    enLines: [
      'eyes on the ball, a few steps back',
      'the ball spins away off {their} foot',
      'the ball arcs high through the air',
      '{s} <jog> after it, grinning',
    ],
    zhLines: [
      '盯着脚下的球，后退了几步',
      '球从{s}脚下旋转着飞出',
      '球高高划过空中',
      '{s}笑着追了上去',
    ],
  },
  {
    en: /^(?:dunk|slam|slam-dunk)$/,
    // "slams the letter on the table", "slams the dashboard", "dunks a cookie in milk": no dunk.
    not: /\b(?:door|letter|file|folder|fist|hand|book|phone|table|desk|drawer|laptop|brakes?|lid|cup|glass|mug|dashboard|wheel|cookies?|biscuits?|donuts?|doughnuts?|bread|fries|tea|milk|coffee)\b/i,
    zh: /扣篮|灌篮/,
    who: PEOPLE,
    enLines: [
      'a few hard dribbles, eyes on the rim',
      '{their} body rising, the ball cocked back behind {their} head',
      '{s} <hammer> it through and <hang> on the rim',
      '{s} <drop> back down, the net still swaying',
    ],
    zhLines: [
      '运球几步，盯住篮筐',
      '{s}高高跃起，把球举过头顶',
      '{s}把球狠狠扣进篮筐，双手挂在篮筐上',
      '{s}落回地面，篮网还在晃动',
    ],
  },
  // A drive to the basket and a layup: past the defender, two steps, the ball laid off the glass.
  {
    en: /^(?:drive|layup|lay|finish|score)$/,
    rest: /\blay-?ups?\b|\b(?:to|toward|at) the (?:basket|rim|hoop)\b|\bin\b/i,
    zh: /突破上篮|上篮|突破/,
    onlyIn: /\blay-?ups?\b|\bdrives?\b|上篮|突破/i,
    who: PEOPLE,
    enLines: [
      'at the top of the key, ball low, a defender squared up in front',
      'a quick crossover and {s} <burst> past the defender toward the rim',
      'two long strides, up off one foot, the ball laid softly off the glass',
      'the ball drops through the net as {s} <land> under the basket',
    ],
    zhLines: [
      '{s}在三分线外压低重心运球，防守人贴在面前',
      '一个变向，{s}甩开防守，直冲篮下',
      '{s}三步上篮，单脚起跳，把球轻轻打板',
      '球应声入网，{s}落在篮下',
    ],
  },
  {
    en: /^(?:shoot|sink|make|practi[cs]e)$/,
    rest: /basket|hoop|three|jumper|free throw|shot|layup|basketball/i,
    zh: /投篮|上篮|投三分|罚球|打篮球/,
    who: PEOPLE,
    enLines: [
      'dribbling, eyes up on the rim',
      'the ball rolls off {their} fingertips in a high arc',
      'the ball drops through the net with a clean swish',
      '{s} <jog> in to catch the rebound',
    ],
    zhLines: [
      '运着球，抬眼盯住篮筐',
      '球从{s}指尖拨出，划出一道高高的弧线',
      '球空心入网，网兜唰地一响',
      '{s}小跑着去捡反弹的球',
    ],
  },
];
