/**
 * Action stages (see ../action-stages.ts): scenes as a travel film, a food film, a music video
 * or a sports broadcast shows them: tempura into hot oil, a monk sweeping leaves, the northern
 * lights, a gondolier under a bridge, saffron scooped, snow on a tongue, laundry on the line, a
 * final pose, a half-court buzzer-beater's crowd, a barrel, a stuck landing, an ace, an arrow.
 * Most name the doer (`head`) or what the verb works on (`rest`), so a common verb stays narrow.
 */
import { HANDS, PEOPLE, THINGS, type ActionStaging } from './types.ts';

export const SHOWS: readonly ActionStaging[] = [
  // Music video: a singer lip-syncing the chorus to the lens.
  {
    en: /^(?:lip-sync|mime)$/,
    zh: /对口型|假唱/,
    who: PEOPLE,
    enLines: [
      'head down, waiting for the first line to come in',
      'lips shape every word of the chorus, eyes locked on the lens',
      '{s} <throw> {their} head back on the big line',
      '{s} <hold> the last word, still, as the track rings out',
    ],
    zhLines: [
      '低着头，等第一句歌词进来',
      '嘴唇跟着每一个字开合，眼睛直直看着镜头',
      '{s}在最高的那句猛地仰起头',
      '{s}唱完最后一个字，定在原地，音乐渐渐收尾',
    ],
  },
  // Food film: batter hitting hot oil (the analyser may read a shrimp as an animal).
  {
    head: /\b(?:tempura|battered|katsu|fritters?|cutlets?)\b|天妇罗|炸虾/,
    en: /^(?:lower|drop|dip|slide|plunge|fry|ease|slip|lay)$/,
    rest: /\b(?:oil|fryer|deep fryer)\b/i,
    zh: /(?:下|放进|放入|滑进|落入|入)[^，。]{0,3}(?:油锅|热油|油里|油中)|下锅炸|油炸/,
    who: ['animal', 'thing'],
    enLines: [
      'glistening with batter, held over the hot oil on long chopsticks',
      'the oil seethes into a ring of fizzing bubbles, batter flaring out in lacy threads',
      'the coating puffs up and turns a pale, crackling gold',
      '{s} <rest> on a wire rack, crisp and golden, a wisp of steam curling off',
    ],
    zhLines: [
      '裹着一层薄薄的面糊，被长筷子夹着悬在热油上方',
      '热油瞬间翻滚，细密的气泡围着它炸开，面糊散成蕾丝般的细丝',
      '面衣迅速膨起，炸成酥脆的浅金色',
      '{s}被夹到沥油架上，金黄酥脆，冒着丝丝热气',
    ],
  },
  {
    en: /^(?:sweep|brush)$/,
    rest: /\b(?:leaves|leaf|petals|blossoms?)\b/i,
    zh: /扫[^，。]{0,6}(?:落叶|树叶|枫叶|银杏叶|叶子|花瓣)/,
    who: PEOPLE,
    enLines: [
      'a broom in both hands, fallen leaves scattered thick across the ground',
      'the broom whisks in slow, even strokes, leaves skittering ahead of it in rustling waves',
      'the leaves gather into one deep, rustling heap, clean ground showing behind {them}',
      '{s} <lean> on the broom as a single leaf drifts down onto the swept ground',
    ],
    zhLines: [
      '双手握着扫帚，满地落叶铺得厚厚一层',
      '扫帚一下一下缓缓扫过，落叶沙沙地向前翻滚',
      '落叶聚成厚厚的一堆，{s}身后露出干干净净的地面',
      '{s}拄着扫帚停下，一片叶子又悠悠飘落在扫净的地上',
    ],
  },
  {
    head: /\b(?:northern lights|southern lights|auroras?|aurora borealis|aurora australis)\b|极光/,
    en: /^(?:ripple|dance|swirl|shimmer|flicker|glow|wave|sway|curl|drift|spread|flow|stream|unfurl|pulse|billow|blaze|flare|fill|streak|twist|arc|spill|appear|light)$/,
    zh: /舞动|飘动|闪烁|流动|摇曳|涌动|变幻|出现|铺满|划过|翻涌|跳动|荡漾|亮起|升起|飘荡|舞/,
    who: THINGS,
    enLines: [
      'a faint green arc low over the horizon, the stars sharp above',
      'curtains of green light fold and ripple, their lower edges fringed with pink',
      'the whole sky flares at once, ribbons of light racing overhead',
      'the glow softens into a slow green haze, the stars showing through again',
    ],
    zhLines: [
      '在天边亮起一道淡淡的绿色光弧，头顶繁星清亮',
      '绿色的光幕层层折叠、起伏，下缘镶着一抹粉紫',
      '整片夜空骤然亮起，一条条光带在头顶飞速翻卷',
      '光芒渐渐柔和，化作一片缓缓流动的绿雾，星星重新显露出来',
    ],
  },
  // A boatman and a low bridge: English ducks under it, Chinese sculls through it (摇橹过桥).
  {
    head: /\b(?:gondoliers?|boatm[ae]n|ferrym[ae]n|punters?|oarsm[ae]n|boatwom[ae]n)\b|船娘|船夫|艄公|船工|摆渡人|船家/,
    en: /^(?:duck|bow|stoop|crouch)$/,
    rest: /\bunder\b[^,]*\b(?:bridges?|arch(?:es|way)?)\b/i,
    zh: /(?:穿过|钻过|划过|摇过|穿|过)[^，。]{0,6}(?:桥洞|拱桥|石桥|桥下|桥)/,
    who: HANDS,
    enLines: [
      'upright at the stern, oar in the water, the low arch sliding closer',
      '{their} knees bend and shoulders fold as the stone underside passes a hand’s breadth overhead',
      'the boat slips into the cool shadow beneath the arch, oar held flat along the water',
      '{s} <straighten> up on the far side and <lean> back into the long stroke',
    ],
    zhLines: [
      '站在船尾，双手握着橹，前方的桥越来越近',
      '{s}手里的橹一推一扳，船尾荡开一圈圈水纹',
      '船头滑进桥洞，拱顶的阴影从{s}头顶缓缓掠过',
      '小船从桥洞另一头滑出，桥影在身后的水面上轻轻晃动',
    ],
  },
  // A spice stall: the heap, the scoop, the rush of colour, the twist of paper.
  {
    en: /^(?:scoop|spoon|shovel|weigh|measure|ladle)$/,
    rest: /\b(?:saffron|spices?|paprika|cumin|turmeric|chill?i powder|cinnamon|sumac|curry powder|masala|peppercorns|cardamom|cloves)\b/i,
    zh: /(?:舀|称|装|铲)[^，。]{0,6}(?:香料|藏红花|孜然|辣椒面|辣椒粉|花椒|八角|咖喱|桂皮|胡椒)|(?:香料|藏红花|孜然|辣椒面|辣椒粉|花椒|咖喱)[^，。]{0,3}(?:舀|称|铲)/,
    who: HANDS,
    enLines: [
      'a small metal scoop in hand, heaped mounds of spice glowing in every colour',
      'the scoop cuts into the heap, a little avalanche of colour sliding off its edge',
      'the spice pours off the scoop in a bright rush, a few loose flecks scattering',
      '{s} <tap> the scoop clean and <fold> the top shut, ready to hand over',
    ],
    zhLines: [
      '手拿一把小铜勺，面前的香料堆成一座座色彩鲜艳的小山',
      '铜勺插进香料堆，一小股五颜六色的香料顺着勺沿滑落',
      '香料从勺里哗地倾泻而下，几缕碎末散落在台面上',
      '{s}在边上磕净勺子，把袋口折好，递了过去',
    ],
  },
  {
    en: /^(?:catch|taste|lick)$/,
    rest: /\b(?:snow|flakes?|snowflakes?)\b.*\btongues?\b/i,
    zh: /(?:舌头|舌尖)[^，。]{0,3}接[^，。]{0,3}雪|伸[^，。]{0,2}舌头[^，。]{0,3}接/,
    who: PEOPLE,
    enLines: [
      'head tipped back, mouth open wide to the falling snow',
      'fat flakes spiral down past {their} lashes, {their} tongue stretched out to meet them',
      'a flake lands right on {their} tongue and melts in an instant',
      '{s} <burst> out laughing and <tip> {their} head back for another',
    ],
    zhLines: [
      '仰起头，张大嘴巴迎着飘落的雪花',
      '{s}的舌尖伸得长长的，大片雪花打着旋落下，擦过睫毛',
      '一片雪花正好落在舌尖上，一下子就化了',
      '{s}咯咯笑出声来，又仰起头去接下一片',
    ],
  },
  // Washing on the line (hanging clothes in a wardrobe is another doing).
  {
    en: /^(?:hang|peg|pin)$/,
    rest: /\b(?:laundry|washing|sheets?|clothes|shirts?|linens?)\b/i,
    not: /\b(?:closets?|wardrobes?|racks?|hangers?|rails?)\b/i,
    zh: /晾(?:晒)?[^，。]{0,3}(?:衣服|被子|床单|衣物|被单|毛巾)|晒(?:衣服|被子|床单|被单)/,
    who: PEOPLE,
    enLines: [
      'a basket of damp washing at {their} feet, the line strung overhead',
      '{their} hands snap a wet sheet open and peg it to the line',
      'the last peg clips on and the whole line hangs full, the washing swaying gently',
      '{s} <lift> the empty basket onto {their} hip, the clean washing stirring behind {them}',
    ],
    zhLines: [
      '脚边放着一篮湿衣服，头顶拉着一根晾衣绳',
      '{s}双手把湿床单啪地抖开，用夹子夹在绳上',
      '最后一个夹子夹好，整根绳子挂得满满当当，衣物轻轻摆动',
      '{s}把空篮子往腰间一挎，身后洗净的衣物轻轻晃动',
    ],
  },
  // Time-lapse: green to red on the plant (a capitalised "Tomato" may be read as a person).
  {
    head: /\b(?:tomato(?:es)?|strawberr(?:y|ies)|cherr(?:y|ies)|chill?i(?:es)?|peppers?)\b|番茄|西红柿|草莓|樱桃|辣椒/,
    en: /^(?:ripen|redden|blush|mature)$/,
    zh: /变红|成熟|熟了|熟透|转红/,
    who: ['thing', 'person'],
    enLines: [
      'hanging hard and green on the stem',
      'a blush of orange creeps up from the base, the skin turning glossy',
      'the colour floods all the way round into a deep, shining red',
      '{s} <hang> heavy and ripe on the stem, ready to pick',
    ],
    zhLines: [
      '青涩坚硬地挂在枝头',
      '一抹橙红从底部悄悄爬上来，果皮渐渐有了光泽',
      '红色一路漫开，整颗果实变得红润发亮',
      '{s}沉甸甸地挂在枝头，熟透了，正等着采摘',
    ],
  },
  // A reaction video: someone's first go in a VR headset.
  {
    en: /^(?:try|test|put|strap)$/,
    rest: /\bVR\b|\bvirtual reality\b/i,
    zh: /(?:戴|试|玩|体验)[^，。]{0,4}(?:VR|虚拟现实|头显)/i,
    who: PEOPLE,
    enLines: [
      'the VR headset strapped on, hands held out uncertainly in front of {them}',
      '{their} hands grope at empty air, head whipping round at something only {they} can see',
      '{s} <flinch> back a step, arms flailing at thin air',
      '{s} <push> the headset up, blinking at the real room, and <burst> out laughing',
    ],
    zhLines: [
      '戴上头显，双手迟疑地伸在身前',
      '{s}的双手在空中乱摸，脑袋猛地转向只有自己看得见的东西',
      '{s}吓得往后一缩，胳膊在空中一通乱挥',
      '{s}把头显往上一推，眨眨眼看着真实的屋子，哈哈大笑起来',
    ],
  },
  // A playful food debate, podcast style.
  {
    en: /^(?:debate|argue|discuss|bicker)$/,
    rest: /\b(?:pineapple|pizza|toppings?|ketchup|cereal|hot ?dogs?|sandwich(?:es)?|cilantro|coriander|mayo|mayonnaise)\b/i,
    zh: /(?:争论|辩论|争|吵|讨论)[^，。]{0,8}(?:菠萝|披萨|比萨|豆腐脑|粽子|香菜|月饼)/,
    who: PEOPLE,
    enLines: [
      'turned toward each other, each ready to make the case',
      'hands jabbing the air, one cutting in the moment the other pauses for breath',
      'one lands a point and the other throws up both hands in mock outrage',
      'both dissolve into laughter, the question still wide open',
    ],
    zhLines: [
      '面对面坐着，各自准备好了说辞',
      '两人比划着手势，一个刚开口，另一个就抢着插话',
      '一方说到点子上，另一方夸张地举起双手，一脸难以置信',
      '两人笑作一团，这个问题依旧悬而未决',
    ],
  },
  // Music video: a bathtub full of flowers, seen from above.
  {
    en: /^(?:lie|lay|float|soak|rest|sit|recline|sink)$/,
    rest: /\b(?:bath(?:tub)?|tub)\b.*\b(?:flowers?|petals?|roses?|blooms?|blossoms?)\b|\b(?:flowers?|petals?|roses?)\b.*\b(?:bath(?:tub)?|tub)\b/i,
    zh: /浴缸[^，。]*(?:花|花瓣|玫瑰)|(?:花|花瓣|玫瑰)[^，。]*浴缸/,
    who: PEOPLE,
    enLines: [
      'sunk back in the tub, blooms heaped up to {their} shoulders',
      'petals and flower heads crowd around {their} face, a few caught in {their} hair',
      '{s} <open> {their} eyes and <look> straight into the lens',
      '{s} <sink> slowly back until only {their} face shows among the flowers',
    ],
    zhLines: [
      '仰躺在浴缸里，鲜花一直堆到肩头',
      '花瓣和花朵簇拥在{s}脸旁，几片落在发间',
      '{s}缓缓睁开眼，直直望进镜头',
      '{s}慢慢往下沉，最后只剩一张脸露在花丛中',
    ],
  },
  // The last count of a routine (a group may be read as a thing).
  {
    en: /^(?:hit|strike|nail|snap|freeze|land)$/,
    rest: /\b(?:final|ending|last|closing|finishing|end) pose\b/i,
    zh: /(?:最后|结束|收尾|定点|ending)[^，。]{0,6}(?:动作|造型|姿势|pose)/i,
    who: HANDS,
    enLines: [
      'mid-routine, the last eight counts pounding in',
      'arms and heads snap into place exactly on the beat, every angle sharp',
      '{s} <hold> dead still on the last beat, breathing hard, eyes locked on the lens',
      'the music cuts and the pose breaks into wide, breathless grins',
    ],
    zhLines: [
      '跳到最后八拍，鼓点越来越密',
      '手臂和头部卡着节拍齐齐到位，每个角度都干净利落',
      '最后一拍落下，{s}纹丝定住，胸口起伏，目光直视镜头',
      '音乐一停，{s}笑着散开，气喘吁吁',
    ],
  },
  // Synthwave: a car on the glowing grid road.
  {
    head: /\b(?:convertibles?|cars?|sports ?cars?|coupes?|roadsters?|cabriolets?|deloreans?|muscle cars?)\b|敞篷|跑车|汽车|轿车/,
    en: /^(?:cruise|drive|race|speed|glide|roll|zoom|tear|fly|head)$/,
    rest: /\b(?:grid|synthwave|retrowave|outrun|vaporwave)\b/i,
    zh: /网格[^，。]*(?:公路|高速|大道|路)|(?:合成器|复古未来|蒸汽波)[^，。]*(?:公路|高速|大道)/,
    who: THINGS,
    enLines: [
      'headlights on, the glowing grid road running dead straight to the horizon',
      'neon grid lines stream under the wheels, the tail lights smearing red',
      'the road opens out ahead and the glowing horizon fills the windscreen',
      '{s} <shrink> toward the horizon, two red tail lights on the grid',
    ],
    zhLines: [
      '亮着车灯，发光的网格公路笔直地伸向天边',
      '霓虹网格线在车轮下飞速流过，尾灯拖出红色光带',
      '前方豁然开阔，天边的光晕铺满整个挡风玻璃',
      '{s}朝着地平线越开越远，只剩两点红色尾灯落在网格上',
    ],
  },
  // The crowd at the moment it goes up (a crowd may be read as a thing).
  {
    head: /\b(?:crowds?|fans|audience|stadium|stands|spectators|supporters)\b|观众|球迷|人群|全场|看台/,
    en: /^(?:erupt|explode|roar)$/,
    not: /\b(?:laughter|laughing|boos?|booing|anger|fury|protest|riot|flames?|fire|violence)\b|笑|嘘|骂/i,
    zh: /沸腾|欢呼|爆发出|炸(?:了|开)|尖叫/,
    who: HANDS,
    enLines: [
      'holding {their} breath, every face turned the same way',
      'a sea of arms flies up, mouths wide open, strangers grabbing each other',
      'the roar hits its peak, everyone up on their feet, arms thrown high',
      'the noise rolls on in waves, people hugging, shouting, still jumping',
    ],
    zhLines: [
      '屏住呼吸，所有人的目光都投向同一个地方',
      '无数手臂同时举起，人人张大了嘴，陌生人互相抓着胳膊',
      '欢呼声冲到顶点，所有人一齐跳了起来',
      '声浪一波接一波，人们相拥、呐喊，还在蹦跳',
    ],
  },
  // Inside the tube (riding a wave is staged in sport.ts).
  {
    head: /\bsurfers?\b|冲浪/,
    en: /^(?:thread|shoot|slot|pull|get|tuck|race|slide|weave|disappear|vanish|glide|fly)$/,
    rest: /\b(?:barrels?|tubes?|pipe(?:line)?|barrell?ed)\b/i,
    zh: /浪管|管浪|桶浪/,
    who: PEOPLE,
    enLines: [
      'dropping down the face as the wave starts to pitch over',
      'the lip throws out overhead, a spinning tunnel of water closing around {them}',
      '{s} <race> deep in the tube, one hand trailing along the glassy wall',
      '{s} <shoot> out of the barrel in a burst of spray, arms thrown up',
    ],
    zhLines: [
      '顺着浪壁滑下，浪头开始向前卷起',
      '浪唇从头顶抛出，一条旋转的水筒在{s}四周合拢',
      '{s}在浪管深处疾驰，一只手轻轻划过光滑的浪壁',
      '{s}随着一团水雾冲出浪管，高高举起双臂',
    ],
  },
  // "sticks the landing" ends the doing: English tells it last, Chinese after the touchdown.
  {
    en: /^(?:stick|nail|land)$/,
    rest: /\b(?:landing|dismount)\b/i,
    zh: /稳稳落地|完美落地|落地站稳|站稳落地|落地纹丝/,
    who: PEOPLE,
    enLines: [
      'chalked up, arms raised to the judges',
      'a blur of twists high in the air, body pulled tight',
      '{s} <drop> out of the last rotation, arms snapping open, the mat rushing up',
      '{s} <raise> both arms high, chest out, beaming',
    ],
    zhLines: [
      '抹好镁粉，向裁判举手示意',
      '{s}膝盖微微一屈，把冲力全部吃住，身体稳稳收住',
      '{s}展开双臂挺直身子，双脚牢牢钉在原地',
      '{s}转身向观众高举双臂，笑容灿烂',
    ],
  },
  {
    en: /^(?:serve|hit|fire|smash|blast|crack|rifle)$/,
    rest: /\baces?\b/i,
    unlike: /volleyball|排球/,
    zh: /(?:发出?|打出)[^，。]{0,4}(?:ace|爱司)球?/i,
    who: PEOPLE,
    enLines: [
      'bouncing the ball at the baseline, then the toss climbing high',
      'the ball rockets off the strings, a yellow blur skimming the net',
      'it skids off the line in a puff of white, the returner lunging a beat too late',
      '{s} <pump> a fist and <walk> back to the baseline for the next point',
    ],
    zhLines: [
      '站在底线后拍了几下球，高高抛起',
      '球从拍面上炸出去，化作一道黄色的残影擦网而过',
      '球砸在线上扬起一小团白粉，对手扑过去，慢了半拍',
      '{s}握拳低吼一声，走回底线准备下一分',
    ],
  },
  {
    en: /^(?:release|loose|shoot|fire|draw|let)$/,
    rest: /\b(?:arrows?|bows?|bowstrings?)\b/i,
    // (A violinist draws a bow too.)
    not: /\b(?:violins?|cellos?|violas?|fiddles?|strings|double bass)\b|琴/i,
    zh: /(?:射|放|拉|松开)[^，。]{0,4}(?:箭|弓弦|弓)/,
    who: HANDS,
    enLines: [
      'an arrow nocked, the string drawn back to {their} cheek, breath held',
      'the string slips off {their} fingers and snaps forward, the bow arm rock steady',
      'the arrow streaks away in a flat, humming line',
      '{s} <hold> the follow-through, eyes on the mark, the string still quivering',
    ],
    zhLines: [
      '搭箭上弦，弓弦拉满到脸颊边，屏住呼吸',
      '弓弦从{s}指尖滑脱，猛地弹回，持弓的手臂稳如磐石',
      '箭嗖地一声飞出，笔直地划过空中',
      '{s}保持着撒放的姿势，目光仍锁定前方，弓弦还在微微颤动',
    ],
  },
  // Peking duck carved at the table: every slice with skin and meat.
  {
    en: /^(?:carve|slice)$/,
    rest: /\bduck\b/i,
    zh: /片(?:烤)?鸭|片皮鸭/,
    who: HANDS,
    enLines: [
      'a lacquered, glistening duck on the board, a long thin knife in hand',
      'the knife glides under the crackling skin, each slice coming away with skin and meat together',
      'slice after slice fans out across the plate, the skin glistening amber',
      '{s} <lay> the last slice in place and <wipe> the blade clean',
    ],
    zhLines: [
      '面前摆着一只油亮枣红的烤鸭，手握一把薄刃片刀',
      '刀刃贴着酥皮斜斜片下，每一片都带皮带肉',
      '鸭片在盘中层层码开，摆成一朵扇形，鸭皮油光发亮',
      '{s}码好最后一片，把刀刃擦得干干净净',
    ],
  },
  // Storm clouds bearing down before the rain (fog and cloud seas roll in things.ts).
  {
    head: /\b(?:storm ?clouds?|thunderclouds?|thunderheads?|rain ?clouds?|dark clouds?|black clouds?|supercells?|storm front)\b|乌云|雷雨云|积雨云|暴风云/,
    en: /^(?:gather|build|loom|mass|press|darken|churn|tower|race|boil|brew|march|advance|close|bear|push|swallow|roll|sweep|move|creep|come)$/,
    zh: /压(?:过|向|来|住|着|顶)|逼近|翻滚|聚集|涌来|席卷|笼罩|压城|滚滚/,
    who: THINGS,
    enLines: [
      'piling up high on the horizon, undersides bruised almost black',
      'the cloud shadow sweeps across the land, the wind arriving just ahead of it',
      'the clouds swallow the sky overhead and the light drops to a dim grey-green, a flash flickering inside',
      'the first heavy drops smack down, dark spots spreading across the ground',
    ],
    zhLines: [
      '在天边越堆越高，云底黑得发紫',
      '云影一路碾过大地，狂风抢先一步刮了过来',
      '乌云压到头顶，天色一下子暗了下来，云层深处闪过一道电光',
      '豆大的雨点砸了下来，地上洇开一个个深色的圆点',
    ],
  },
  {
    head: /\bdivers?\b|跳水/,
    unlike: /\b(?:scuba|free ?divers?|deep-sea|sky ?divers?)\b|潜水/,
    en: /^(?:enter|slice|knife|rip|hit|plunge|pierce|cut|drop|spear)$/,
    rest: /\b(?:water|pool|splash)\b/i,
    zh: /入水|压水花/,
    who: PEOPLE,
    enLines: [
      'poised at the edge high above the pool, arms raised',
      'underwater, {their} body knifes straight down, hands flat, a column of bubbles trailing',
      'above, the surface closes over with only a small fizz of foam, the ripples already fading',
      '{s} <break> the surface and <swim> for the side',
    ],
    zhLines: [
      '立在跳台边缘，双臂上举，脚尖抵着台沿',
      '水下，{s}的身体笔直地向下穿去，双手平掌在前，身后拖出一串气泡',
      '水面上只冒起一小簇水花，涟漪转眼就散了',
      '{s}探出水面，游向池边',
    ],
  },
];
