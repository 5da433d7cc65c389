/**
 * Action stages (see ../action-stages.ts): Speed and impact: a car drifting through a bend, a
 * balloon bursting, a duel, a runner hitting the wall, a dessert plated. Both are told by their one instant, which the table entries before them miss
 * (a drifting car is no fog "drifting", a popping water balloon is no bubble).
 */
import { PEOPLE, THINGS, type ActionStaging, type StageLines } from './types.ts';

/** Two fighters with blades, in English: the same duel whether Chinese says 刀 or 剑. */
const DUEL_EN: StageLines = [
  'facing each other, blades drawn, perfectly still',
  'they circle, steel flashing as the first strikes are traded',
  'the blades meet in one hard clash, sparks flying off the steel',
  'they break apart, chests heaving, each holding ground',
];

export const IMPACTS: readonly ActionStaging[] = [
  // Glass that shatters (in slow motion, as a rule): whole, a crack, the burst, the shards.
  {
    head: /\b(?:bottles?|glass(?:es)?|vases?|windows?|mirrors?|jars?|bulbs?|ornaments?|wine ?glass|goblets?|decanters?)\b|瓶|杯|玻璃|镜子|灯泡/,
    en: /^(?:shatter|burst|explode|smash|break|crack)$/,
    // (Shattering in reverse, or into petals or dust, has its own staging.)
    not: /\binto (?:[\w-]+ ){0,5}(?:petals|flowers|blossoms|dust|sand|butterflies|birds|light|confetti|smoke|mist)\b|\bin reverse\b|\breversed?\b|\brewind\w*|\bopen\b|花瓣|花朵|尘|沙|蝴蝶|倒放|倒流|复原/i,
    zh: /碎裂|炸裂|碎开|炸开|摔碎|碎成/,
    who: THINGS,
    enLines: [
      'whole and still, a highlight resting on the glass',
      'a fine crack races across the surface',
      '{s} <burst> apart, shards fanning out and turning in the light',
      'the last shards settle and glitter, a few still spinning',
    ],
    zhLines: [
      '完好地立着，一道高光停在玻璃上',
      '一道细纹飞快地爬过表面',
      '{s}骤然炸开，碎片四散，在光里翻转',
      '最后几片碎片落定，闪着光，还有几片在打转',
    ],
  },
  {
    head: /\b(?:cars?|sports ?cars?|racecars?|race cars?|rally cars?|coupes?|trucks?|motorbikes?|motorcycles?)\b|赛车|跑车|汽车|摩托/,
    en: /^(?:drift|slide|skid|powerslide|corner|take)$/,
    zh: /漂移|甩尾|过弯/,
    who: THINGS,
    enLines: [
      'coming in fast, the engine note climbing toward the bend',
      'the rear steps out, tyres shrieking, smoke pouring off the wheels',
      '{s} <hang> sideways through the apex, a trail of smoke curling behind',
      '{s} <straighten> out of the bend and <power> away, the smoke still drifting',
    ],
    zhLines: [
      '高速驶来，引擎声越拉越高',
      '车尾甩出，轮胎尖啸，白烟从车轮下翻滚而出',
      '{s}侧滑着穿过弯心，身后拖出一道白烟',
      '{s}出弯回正，轰鸣着加速远去，白烟还在空中飘散',
    ],
  },
  {
    head: /\b(?:water ?balloons?|balloons?)\b|水球|气球/,
    en: /^(?:pop|burst|explode|break|hit|splash)$/,
    zh: /炸开|爆开|破了|砸|爆|破/,
    who: THINGS,
    enLines: [
      'wobbling through the air, round and heavy',
      'the skin dimples on impact, water bulging against it',
      'the skin tears away and the water hangs in the shape of the balloon for an instant',
      'the water bursts outward in a glittering spray, droplets raining down',
    ],
    zhLines: [
      '在空中晃晃悠悠，圆鼓鼓的',
      '撞上的一瞬，表皮凹下去，里面的水鼓胀起来',
      '表皮一下子裂开，水还保持着气球的形状，停在半空',
      '水花向四面炸开，水珠纷纷落下',
    ],
  },
  {
    en: /^(?:hit)$/,
    rest: /^the wall\b/i,
    doer: /runner|marathon|athlete|cyclist/i,
    zh: /撞墙|体力透支|跑不动了/,
    who: PEOPLE,
    enLines: [
      'still in rhythm, but the breathing turning ragged',
      'each stride shortening, the legs turning to lead',
      '{s} <slow> almost to a stagger, face twisted with effort',
      '{s} <push> on, one heavy step at a time',
    ],
    zhLines: [
      '节奏还在，呼吸却越来越乱',
      '步子越迈越小，双腿像灌了铅',
      '{s}慢得几乎踉跄，脸因用力而扭曲',
      '{s}咬牙继续，一步一步往前挪',
    ],
  },
  // A hero against a monster: braced, the swipe dodged, the one great blow, the beast down.
  {
    en: /^(?:fight|battle|face|slay|duel|confront)$/,
    rest: /\b(?:dragons?|monsters?|beasts?|giants?|demons?|trolls?|krakens?|creatures?)\b/i,
    zh: /(?:斗|战|大战|对战|搏斗|迎战)[^，。]{0,3}(?:恶龙|巨龙|龙|怪兽|妖怪|巨兽|恶魔|魔王)|屠龙/,
    who: PEOPLE,
    enLines: [
      'braced behind {their} shield as {obj} rears up, roaring',
      'a huge claw sweeps past, and {s} <roll> clear and <charge> back in',
      '{s} <leap> and <drive> {their} sword down in one great blow',
      'the creature crashes to the ground, {s} standing over it, chest heaving',
    ],
    zhLines: [
      '举盾戒备，巨兽人立而起，一声怒吼',
      '一只巨爪横扫而过，{s}就地一滚，反身冲上',
      '{s}纵身跃起，双手握剑狠狠劈下',
      '巨兽轰然倒地，{s}站在一旁，大口喘息',
    ],
  },
  // One fighter and the opponent the idea names ("一位剑客与对手过招", "duels a rival"): the
  // opponent is in the fight too, and it ends with a winner.
  {
    en: /^(?:duel|spar|fight|cross|clash|battle)$/,
    rest: /(?:\b(?:with|against) |^)(?:an?|his|her|their|the) (?:\w+ )?(?:opponent|rival|enemy|challenger|swordsman|master)\b/i,
    zh: /与[^，。]{0,4}(?:对手|敌人|高手|劲敌|剑客|黑衣人|蒙面人|刺客|杀手)[^，。]{0,2}(?:过招|交手|对决|比剑|斗剑|决斗|切磋|交锋)/,
    who: PEOPLE,
    enLines: [
      'a few paces from {their} opponent, blade lowered, perfectly still',
      'both move at once, steel ringing on steel in a flurry of strikes',
      '{s} <slip> past a thrust and <flick> the opponent’s blade away, spinning through the air',
      '{s} <lower> {their} sword as the opponent steps back and bows',
    ],
    zhLines: [
      '与对手相隔几步对峙，剑尖微垂，衣袂不动',
      '两人同时出剑，剑锋相击，火星四溅',
      '{s}侧身避过一剑，反手一挑，对手的剑脱手飞出',
      '{s}收剑而立，对手后退半步，抱拳认输',
    ],
  },
  // Swordsmen (剑客) duel with swords, never sabres: 剑 in the idea, 剑 in every line.
  {
    head: /两个|两名|二人|对手|剑客/,
    zh: /对决|交手|比剑|斗剑|决斗|过招/,
    onlyIn: /剑/,
    who: PEOPLE,
    enLines: DUEL_EN,
    zhLines: [
      '相对而立，长剑出鞘，一动不动',
      '两人绕着对方移动，剑光一闪，互相试探着出手',
      '两柄长剑猛地撞在一起，火星四溅',
      '两人分开，胸口起伏，各自站稳脚跟',
    ],
  },
  {
    head: /\b(?:rivals|two|pair|both|enemies|opponents|duelists|fighters|swordsmen)\b|两个|两名|二人|对手/,
    en: /^(?:duel|clash|fight|spar|battle|face)$/,
    zh: /对决|交手|比剑|斗剑|决斗|过招/,
    who: PEOPLE,
    enLines: DUEL_EN,
    zhLines: [
      '相对而立，刀已出鞘，一动不动',
      '两人绕着对方移动，刀光一闪，互相试探着出手',
      '两把刀猛地撞在一起，火星四溅',
      '两人分开，胸口起伏，各自站稳脚跟',
    ],
  },
  {
    en: /^(?:plate|garnish|assemble|finish|dress)$/,
    rest: /\b(?:dessert|dish|plate|tweezers|sauce|garnish)\b|^$/i,
    zh: /摆盘|装盘|点缀/,
    who: PEOPLE,
    enLines: [
      'leaning in over the plate, tweezers poised',
      'a single leaf set down with the tweezers, nudged a millimetre into place',
      'a last dot of sauce lands beside it and the plate is complete',
      '{s} <step> back and <wipe> the rim of the plate clean',
    ],
    zhLines: [
      '俯身靠近盘子，镊子悬在半空',
      '镊子夹起一片叶子轻轻放下，又挪了一毫米',
      '最后一点酱汁落在旁边，整盘终于完成',
      '{s}退后一步，把盘沿擦干净',
    ],
  },
  {
    en: /^(?:be|get)$/,
    rest: /^(?:stuck|trapped) in (?:an? |the )?(?:elevator|lift)\b/i,
    zh: /困在电梯|被困电梯|卡在电梯/,
    who: PEOPLE,
    enLines: [
      'pressed into the corners, the doors firmly shut',
      'a finger jabs the button again, and the floor display stays frozen',
      'everyone looks up at the silent display at once',
      '{s} <sink> back against the walls, settling in to wait',
    ],
    zhLines: [
      '挤在轿厢角落里，电梯门紧紧关着',
      '有人又按了一下按钮，楼层显示一动不动',
      '所有人同时抬头，盯着那块不动的显示屏',
      '{s}靠回墙上，只好安心等着',
    ],
  },
  {
    en: /^(?:punch|jab|box)$/,
    zh: /出拳|挥拳|打拳|一记重拳/,
    who: PEOPLE,
    enLines: [
      'gloves up, eyes locked on the target',
      'the shoulder turns and the fist drives forward',
      'the punch lands, sweat bursting off in a fine spray',
      '{s} <snap> back into guard, breathing hard',
    ],
    zhLines: [
      '拳套举起，目光锁定目标',
      '肩膀一转，拳头猛地送出',
      '这一拳结结实实打中，汗珠四下飞溅',
      '{s}迅速收回防守姿势，大口喘着气',
    ],
  },
  {
    head: /\b(?:drops?|droplets?|drip|drop of (?:water|milk|ink|rain))\b|水滴|一滴|水珠|雨滴/,
    en: /^(?:fall|drop|drip|land|hit|splash|plunge)$/,
    zh: /落进|落入|滴进|滴入|落在|掉进|砸进/,
    who: THINGS,
    enLines: [
      'a single drop swelling at the tip, trembling',
      'stretching into a teardrop on the way down',
      'it strikes the surface and a tiny crown leaps up around it',
      'rings spread wide across the surface, then stillness',
    ],
    zhLines: [
      '{s}在尖端慢慢鼓起，微微颤动',
      '{s}坠落下来，在空中被拉长',
      '{s}砸上水面，溅起一圈皇冠般的水花',
      '一圈圈涟漪向外荡开，水面重归平静',
    ],
  },
  // A case that snaps shut closes: open first, the lid swinging down, the click.
  {
    head: /\b(?:case|lid|ring box|jewel(?:le)?ry box|gift box|box|laptop|compact)\b|盒子|耳机盒|首饰盒|礼盒/,
    en: /^(?:snap|click|close|shut|flip|swing)$/,
    rest: /^(?:shut|closed?)\b|^$/i,
    not: /\bopen\b/i,
    zh: /合上|扣上|关上|啪地合/,
    who: THINGS,
    enLines: [
      'lid up, what is inside sitting in its cradle, catching the light',
      'the lid swings down on its hinge in one smooth arc',
      'the magnets catch with a crisp, satisfying click',
      '{s} <rest> closed, a soft highlight running along the lid',
    ],
    zhLines: [
      '开着，里面的东西躺在卡槽里，映着光',
      '盖子顺着合页划出一道利落的弧线落下',
      '磁吸扣咔哒一声扣紧',
      '{s}合着静静立在那里，一道柔和的高光沿着盖子流过',
    ],
  },
  {
    head: /\b(?:case|lid|ring box|jewel(?:le)?ry box|gift box|box)\b|盒子|耳机盒|首饰盒|礼盒/,
    en: /^(?:open|flip|pop|lift|snap)$/,
    zh: /打开|弹开|掀开/,
    who: THINGS,
    enLines: [
      'closed, a soft highlight running along the lid',
      'the lid lifts on its hinge in one clean movement',
      'what is inside sits revealed in its cradle, catching the light',
      'the lid settles fully open, everything centred in frame',
    ],
    zhLines: [
      '合着，一道柔和的高光沿着盖子流过',
      '盖子顺着合页利落地抬起',
      '里面的东西躺在卡槽里露了出来，映着光',
      '盖子完全打开停稳，一切居中在画面里',
    ],
  },
  // A coaster that drops into a tunnel: the plunge into black is its peak.
  {
    en: /^(?:ride|be)$/,
    rest: /roller ?coaster.*\btunnel\b/i,
    zh: /过山车.*(?:隧道|山洞)/,
    who: PEOPLE,
    enLines: [
      'clacking slowly up the lift hill, the track climbing ahead',
      'the car tips over the crest, the black mouth of a tunnel waiting at the bottom',
      'the drop plunges straight into the tunnel, daylight snapping to darkness, the roar doubling',
      'the car bursts back out into the light, screams trailing behind',
    ],
    zhLines: [
      '咔嗒咔嗒慢慢爬上坡顶，轨道一路向上',
      '车厢越过顶点，坡底是黑洞洞的隧道口',
      '俯冲直入隧道，眼前一下子全黑，轰鸣声翻倍',
      '车厢冲出隧道，重见天光，尖叫声落在身后',
    ],
  },
  {
    en: /^(?:ride|be)$/,
    rest: /roller ?coaster/i,
    zh: /坐过山车|过山车/,
    who: PEOPLE,
    enLines: [
      'clacking slowly up the lift hill, the track climbing ahead',
      'the car tips over the crest, the ground suddenly far below',
      'the drop: the track rushes up, wind roaring past',
      'the car swings level into a curve, screams trailing behind',
    ],
    zhLines: [
      '咔嗒咔嗒慢慢爬上坡顶，轨道一路向上',
      '车厢越过顶点，地面忽然远在脚下',
      '俯冲而下，轨道迎面扑来，风声呼啸',
      '车厢拐进弯道重新放平，尖叫声落在身后',
    ],
  },
];
