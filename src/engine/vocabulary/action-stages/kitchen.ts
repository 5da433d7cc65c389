/** Action stages (see ../action-stages.ts): Cooking and drinks. */
import { PEOPLE, ALIVE, ANIMALS, HANDS, THINGS, type ActionStaging } from './types.ts';

/** A fizzy drink opened: the cap held, the hiss, the bubbles rushing up, the drink settling. */
const FIZZ: ActionStaging = {
  en: /^(?:open|crack|pop|twist|uncap)$/,
  rest: /\b(?:cans?|bottles?|caps?|lids?|tabs?|soda|cola|coke|beer|open)\b|^$/i,
  zh: /开盖|拧开(?:瓶盖)?|打开(?:瓶盖|易拉罐)|拉开拉环|开瓶/,
  onlyIn: /可乐|汽水|啤酒|苏打|气泡水|\b(?:soda|cola|coke|beer|sparkling|fizzy|seltzer)\b/i,
  who: THINGS,
  enLines: [
    'beaded with cold drops, still sealed',
    'the seal breaks with a sharp hiss, a wisp of cold vapour curling out',
    'bubbles rush up and fizz at the opening',
    'the drink settles, still fizzing, cold drops running down the side',
  ],
  zhLines: [
    '瓶身挂满冰凉的水珠，瓶盖还紧紧封着',
    '瓶盖一拧，“嗤”的一声，一缕白色冷气从瓶口冒出',
    '细密的气泡一下涌上瓶颈，在瓶口滋滋作响',
    '气泡慢慢平息，水珠还在顺着瓶身往下淌',
  ],
};

/** What food is dipped in to be eaten (consommé, broth), not a sauce it is coated in. */
const BROTH = /\bconsomm|\b(?:broth|jus|soup|salsa)\b/i;
const BROTH_ZH = /蘸(?:着)?(?:汤|汤汁|酱汁|高汤)/;
const DIPPED = {
  enLines: [
    'held over a small cup of deep red broth, steam curling up',
    'down {they} <go> and <come> up dripping, broth running off the crisp edge',
    'a bite pulls one apart, melted cheese stretching in long strings',
    'glistening and red-stained, {s} <rest> on the plate, close enough to taste',
  ],
  zhLines: [
    '悬在一小碗深红色的汤汁上方，热气袅袅',
    '往汤里一蘸，提起来时汤汁顺着焦脆的边缘往下滴',
    '一口咬下去，融化的芝士拉出长长的丝',
    '{s}油亮红润，静静摆在盘子里，近得仿佛能闻到香味',
  ],
} as const;
/** The same dip, done by someone: what they hold is {obj}. */
const DIPPING = {
  enLines: [
    'holding {obj} over a small cup of deep red broth, steam curling up',
    'down it goes and comes up dripping, broth running off the crisp edge',
    '{s} <take> a bite, melted cheese stretching in long strings',
    '{s} <lick> a drip from {their} thumb, grinning',
  ],
  zhLines: [
    '把吃的悬在一小碗深红色的汤汁上方，热气袅袅',
    '往汤里一蘸，提起来时汤汁顺着焦脆的边缘往下滴',
    '{s}一口咬下去，融化的芝士拉出长长的丝',
    '{s}舔掉拇指上的一滴汤汁，咧嘴笑了',
  ],
} as const;

export const KITCHEN: readonly ActionStaging[] = [
  // Tripe (or thin meat) swished in the hot pot, "七上八下": up and down, curling, into the dip.
  {
    head: /\b(?:tripe|beef slices?|lamb slices?)\b|毛肚|鸭肠|肥牛|羊肉片|黄喉/,
    en: /^(?:dip|swish|cook|dunk|go)$/,
    rest: /\b(?:hot ?pot|broth|pot)\b|^in\b/i,
    zh: /七上八下|涮|下锅|入锅/,
    who: ['thing'],
    enLines: [
      'held in the chopsticks above the boiling red broth',
      'dipped up and down in the broth, the chilli oil coating it a little more each time',
      'the edges curl and it turns crisp, lifted out glossy and dripping',
      'it is swirled through the dipping sauce, steam pouring off it',
    ],
    zhLines: [
      '被筷子夹着，悬在翻滚的红汤上方',
      '在红汤里一上一下地涮着，辣油一层层裹上来',
      '{s}卷起了边，变得脆嫩，提起来时挂着红亮的汤汁',
      '{s}在蘸碟里一滚，热气直往上冒',
    ],
  },
  // Chopsticks lifting noodles out of the bowl: the lift, the drip, the steam, the first bite.
  {
    head: /\bchopsticks?\b|筷子/,
    en: /^(?:lift|pull|pick|raise|twirl|scoop)$/,
    rest: /\bnoodles?\b|\bramen\b|\budon\b/i,
    zh: /(?:挑起|夹起|捞起|提起)[^，。]*面/,
    who: THINGS,
    enLines: [
      'hovering over the steaming bowl',
      'the noodles rise high, broth dripping back into the bowl',
      'steam curls up around the noodles, glistening in the light',
      'the noodles hang in the air, steam drifting, ready for the first bite',
    ],
    zhLines: [
      '悬在热气腾腾的碗上方',
      '面条被高高挑起，汤汁顺着面条滴回碗里',
      '热气裹着面条升腾，面条在灯下闪着油光',
      '面条悬在半空，热气袅袅，让人忍不住想咬一口',
    ],
  },
  // A pour-over: the kettle poised, the thin spiral of water, the bloom, the drip below.
  {
    head: /\b(?:water|stream|kettle)\b|热水|水流|细口壶/,
    en: /^(?:pour|stream|flow|spiral|trickle)$/,
    zh: /注入|注水|浇|淋|倒入/,
    onlyIn: /\bpour[- ]?over\b|\bhand[- ]?drip\b|\bdripper\b|\bv60\b|\bchemex\b|手冲|滤杯/i,
    who: THINGS,
    enLines: [
      'the gooseneck kettle tilted over the dripper',
      'falling in a thin, steady thread over the grounds',
      'the grounds swell and bloom, tiny bubbles breaking on the surface',
      'dark coffee drips steadily into the glass below',
    ],
    zhLines: [
      '细口壶停在滤杯上方，壶嘴微微倾斜',
      '壶嘴绕着圈，把水细细地浇在咖啡粉上',
      '咖啡粉慢慢膨胀鼓起，冒出细小的气泡',
      '深色的咖啡一滴滴落进下面的杯里',
    ],
  },
  // Eating street food on the move through a market: the tray, the hot bite, on to the next stall.
  {
    en: /^(?:eat|snack|munch|nibble)$/,
    rest: /\b(?:while|as (?:you|she|he|they)) (?:walk|stroll|wander)\w*|\bon the (?:go|move)\b/i,
    zh: /一?边走[，,]?\s*一?边吃|一路吃|吃一路|吃遍|逛吃/,
    who: PEOPLE,
    enLines: [
      'a paper tray of street food steaming in hand, stalls glowing all the way down the lane',
      'a piece lifted to the mouth, blown on, still too hot to bite',
      '{s} <chew> and <walk> on, vendors calling out on both sides',
      '{s} <slow> at the next stall, already eyeing what it sells',
    ],
    zhLines: [
      '手里端着刚出锅的小吃，热气扑面，摊位的灯一路亮向远处',
      '夹起一块送进嘴里，烫得直哈气',
      '{s}边嚼边往前走，两边的吆喝声此起彼伏',
      '{s}在下一个摊位前放慢脚步，探头看了看',
    ],
  },
  // A kitchen torch over sugar (a crème brûlée): the flame, the blistering, the glassy top.
  {
    en: /^(?:torch|brulee|brûlée|caramelise|caramelize|flame)$/,
    zh: /(?:用)?喷枪(?:炙烤|烤|喷)|炙烤糖面|焦糖化/,
    who: HANDS,
    enLines: [
      'a kitchen torch poised over a ramekin dusted with sugar',
      'the blue flame sweeps across the sugar, which melts and blisters',
      'the top turns to a glassy sheet of amber, still crackling',
      'the torch clicks off as the caramel hardens, smoke curling away',
    ],
    zhLines: [
      '手持喷枪，对准撒满白糖的烤盅',
      '蓝色火焰扫过糖面，白糖融化、起泡',
      '表面化成一层琥珀色的脆壳，还在噼啪作响',
      '喷枪咔哒一声熄灭，焦糖慢慢变硬，一缕轻烟散开',
    ],
  },
  // "ramen being made / assembled": the bowl built up, told from the bowl.
  {
    head: /\b(?:ramen|noodles?|pho|udon|soba|noodle soup|bowl)\b|拉面|面条|汤面|米粉/,
    en: /^be$/,
    rest: /^(?:being )?(?:made|assembled|prepared|built|put together|plated|served)\b/i,
    who: THINGS,
    enLines: [
      'the broth ladled into a waiting bowl, pots steaming behind it',
      'noodles lifted from the boil and folded into the broth in one smooth motion',
      'chashu, a halved soft egg and scallions set on top, one by one',
      'the finished bowl slides across the counter, steam curling up into the light',
    ],
    zhLines: [
      '一勺高汤舀进等在柜台上的碗里，身后的汤锅冒着热气',
      '面条从沸水里捞起，一抖一折落进汤里',
      '叉烧、半颗溏心蛋和葱花一样一样码上去',
      '做好的面被推到柜台前，热气袅袅升进光里',
    ],
  },
  // A cooking video that announces its dish ("今天教大家做一道番茄炒蛋"): the hook, the steps on
  // the beat, the dish, the taste.
  {
    en: /^(?:say|show|teach|make|cook)$/,
    rest: /\b(?:how to (?:make|cook)|recipe)\b/i,
    said: /\b(?:how to (?:make|cook)|today we(?:'re| are) (?:making|cooking)|let'?s (?:make|cook)|recipe)\b|教大家做|今天做|做一道|学做|教你做/i,
    zh: /教大家做|教你做|做一道/,
    who: PEOPLE,
    enLines: [
      'at the stove, the ingredients lined up on the counter',
      '{their} hands crack, chop and stir in quick cuts, each step on the beat',
      'the finished dish slides onto the plate, steam rising',
      '{s} <take> a bite and <give> the lens a thumbs-up',
    ],
    zhLines: [
      '站在灶台前，食材在台面上一字排开',
      '{s}打蛋、切菜、下锅翻炒，每一步都卡在节奏点上',
      '出锅装盘，热气腾腾',
      '{s}尝了一口，对着镜头竖起大拇指',
    ],
  },
  // "a latte art heart being poured": milk into espresso, and the heart drawn on its surface.
  {
    head: /\blatte art\b|拉花/,
    en: /^be$/,
    rest: /^(?:being )?(?:poured|drawn|made)\b/i,
    who: THINGS,
    enLines: [
      'a cup of fresh espresso, the crema glossy and dark',
      'a thin stream of steamed milk pours in from high, sinking under the crema',
      'the jug dips close and a white bloom spreads across the surface',
      'one quick pull through the middle draws it into a heart',
    ],
    zhLines: [
      '一杯刚萃取的浓缩咖啡，油脂深亮',
      '打好的奶泡从高处细细注入，沉进油脂下面',
      '奶缸贴近杯面，一团白色的奶泡在表面绽开',
      '轻轻往前一拉，拉出一颗心形',
    ],
  },
  // "coffee being poured": the cup filling, told from the coffee.
  {
    head: /\b(?:coffee|espresso|latte|tea|milk|wine|beer|juice|cold[- ]brew|whisk(?:e)?y|cocktail)\b|咖啡|茶|牛奶|红酒|啤酒|果汁/,
    en: /^be$/,
    rest: /^(?:being )?poured\b/i,
    // (Poured into milk, it makes latte art: the art is what the clip holds on.)
    not: /\bmilk\b|\blatte art\b/i,
    who: THINGS,
    enLines: [
      'an empty cup waiting under the spout, a wisp of steam',
      'a dark, glossy stream falls into the cup, swirling as it lands',
      'the cup fills toward the brim, the surface rising and settling',
      'a last drop falls and rings spread across the surface',
    ],
    zhLines: [
      '一只空杯等在壶嘴下，冒着一丝热气',
      '一道油亮的水流落进杯里，落点处打着旋',
      '杯子渐渐满到杯口，液面升起又平稳下来',
      '最后一滴落下，液面荡开一圈涟漪',
    ],
  },
  // "sourdough being sliced": the loaf, the knife, the open crumb.
  {
    head: /\b(?:bread|loaf|sourdough|baguette|brioche|focaccia)\b|面包|吐司|欧包/,
    en: /^be$/,
    rest: /^(?:being )?(?:sliced|cut|torn)\b/i,
    who: THINGS,
    enLines: [
      'whole on the board, the crust crackling as it cools',
      'the serrated knife saws through, crumbs scattering off the crust',
      'the slice falls away, showing the open crumb and a wisp of steam',
      'slices lean in a neat row beside the loaf',
    ],
    zhLines: [
      '整个放在砧板上，外壳冷却时噼啪作响',
      '锯齿刀一下下锯开，碎屑从外壳上簌簌掉落',
      '一片面包倒向一旁，露出气孔分明的内里，冒着一丝热气',
      '切好的面包片整整齐齐靠在一旁',
    ],
  },
  {
    // ("rolling out dumplings": the wrappers are rolled, the dumplings made.)
    en: /^(?:make|fold|wrap|pleat|shape|roll)$/,
    rest: /dumpling|wonton|gyoza|bao|jiaozi/i,
    not: /\b(?:dough|wrappers?|skins?)\b/i,
    zh: /包饺子|包馄饨|包包子|捏饺子/,
    who: HANDS,
    enLines: [
      'a wrapper in one palm, the filling within reach',
      '{their} fingers pleat the edge, pinch by pinch',
      '{s} <press> the last pleat shut, a plump dumpling sitting in {their} palm',
      '{s} <set> it down in a neat row with the others',
    ],
    zhLines: [
      '手心托着一张饺子皮，馅料就在手边',
      '{s}的手指沿着皮边一捏一折，褶子一道道成形',
      '{s}轻轻一捏，一个圆鼓鼓的饺子立在掌心',
      '{s}把饺子放进盖帘，和其他饺子排成一排',
    ],
  },
  {
    en: /^roll$/,
    rest: /wrapper|dough|pastry|noodle|pasta/i,
    zh: /擀皮|擀饺子皮|擀面/,
    who: HANDS,
    enLines: [
      'a small ball of dough and a rolling pin at hand',
      'the rolling pin turns under {their} palm, the wrapper spinning round with each push',
      '{s} <lift> a thin, even round and <hold> it up',
      '{s} <add> it to the growing stack',
    ],
    zhLines: [
      '手边放着面剂子和小擀面杖',
      '面皮在{s}掌下一圈圈转着，越来越圆',
      '{s}拎起一张又圆又薄的面皮',
      '{s}把面皮叠到旁边那一摞上',
    ],
  },
  {
    en: /^(?:knead|work)$/,
    rest: /dough/i,
    zh: /揉面|和面/,
    who: HANDS,
    enLines: [
      'sleeves pushed up, flour dusted over the counter',
      '{their} palms press into the dough, folding it over, flour puffing up',
      '{s} <slap> the dough down and it springs back, smooth and elastic',
      '{s} <shape> it into a smooth round, ready to rest',
    ],
    zhLines: [
      '挽起袖子，案板上撒了一层面粉',
      '{s}的手掌一推一折，面粉随之扬起',
      '{s}把面团往案板上一摔，面团光滑又有弹性',
      '{s}把面团揉圆，盖上布静置',
    ],
  },
  // A bake that keeps failing: the proud rise, the slump, the stubborn try again, the shrug.
  {
    en: /^(?:bake|make|build|decorate|frost|ice)$/,
    rest: /\b(?:cakes?|souffl[eé]s?|loaf|bread|tower)\b.*\b(?:(?:keeps?|keep on) (?:collapsing|falling|sinking|caving|toppling)|collaps\w*|falls? (?:apart|flat)|caves? in|sinks?|deflat\w*)\b/i,
    zh: /(?:蛋糕|面包|舒芙蕾)[^，。]{0,6}(?:塌|垮|倒|瘪)/,
    who: ['person', 'animal'],
    enLines: [
      'the oven light on, the cake rising proudly inside, tall and golden',
      'out on the counter, it slowly sags, then slumps with a soft sigh',
      '{s} <prop> it up, <try> again, and it caves in once more',
      '{s} <stare> at the flattened cake, then <shrug> and <dig> in with a spoon',
    ],
    zhLines: [
      '烤箱里，蛋糕骄傲地鼓了起来，又高又金黄',
      '一端上台面，蛋糕就慢慢往下塌，噗地一声瘪了下去',
      '{s}把它扶起来再试一次，结果又塌了',
      '{s}盯着扁扁的蛋糕看了一会儿，耸耸肩，拿起勺子挖了一口',
    ],
  },
  {
    en: /^bake$/,
    zh: /烤蛋糕|烤面包|烤饼干|做蛋糕|做面包|烘焙/,
    who: HANDS,
    enLines: [
      'the tray ready, the oven warming',
      // (A pie never rises, and a bare "it" reads as the baker.)
      'through the oven door, the crust slowly turns golden',
      '{s} <pull> the tray out, steam billowing from it',
      '{s} <lean> in close, eyes closed, savouring the smell',
    ],
    zhLines: [
      '{s}身旁，烤箱正在预热',
      '透过烤箱门，面糊慢慢鼓起，边缘泛出金黄',
      '{s}端出刚出炉的一盘，热气腾腾',
      '{s}凑近闻了闻，一脸满足',
    ],
  },
  {
    // Noodles into the pot: the water at a rolling boil, the strands dropped in and stirred.
    zh: /^(?:下锅|下面|煮面)$|把面(?:条|丝)?(?:下锅|下进锅里|抖进锅里)/,
    who: PEOPLE,
    enLines: [
      'the pot at a rolling boil beside {them}',
      'the strands dropped into the boiling water, a cloud of steam rising',
      '{s} <stir> the pot with long chopsticks, the noodles rolling in the boil',
      '{s} <lift> them out with a strainer, steam pouring off',
    ],
    zhLines: [
      '身旁的大锅里，水已经滚开',
      '面丝抖进滚水里，一团热气腾地升起',
      '{s}用长筷子在锅里一搅，面条上下翻滚',
      '{s}用漏勺把面捞起，热气扑面而来',
    ],
  },
  {
    // A drink shaken hard over the shoulder: ice rattling, then poured out over fresh ice.
    en: /^shake$/,
    rest: /\b(?:shaker|cocktail|milk ?tea|bubble tea|drink|martini)\b/i,
    zh: /摇奶茶|摇雪克杯|摇杯|摇饮料|摇鸡尾酒|摇一摇/,
    who: PEOPLE,
    enLines: [
      'the shaker capped, ice rattling inside',
      'both hands pump it hard over the shoulder, the ice clattering',
      '{s} <pour> it out in one long stream over fresh ice',
      'beads of condensation gather on the cup almost at once',
    ],
    zhLines: [
      '雪克杯盖得紧紧的，里面的冰块哗啦作响',
      '双手握着杯子在肩头用力上下摇，冰块咣咣直撞',
      '{s}把奶茶一口气倒进杯里，冰块浮了上来',
      '杯壁很快凝出一层细细的水珠',
    ],
  },
  {
    // A cup sealed at a tea shop: the machine's clunk, the printed film, the upside-down shake.
    zh: /^(?:封口|封膜|封杯)$/,
    who: PEOPLE,
    enLines: [
      'the cup set into the sealing machine',
      'the press clunks down and a printed film seals the top',
      '{s} <flip> the cup upside down and <give> it a shake, the seal holding tight',
      '{s} <stab> a straw through the film',
    ],
    zhLines: [
      '杯子放进封口机里',
      '封口机咔哒一声压下，杯口封上一层印花薄膜',
      '{s}把杯子倒过来晃了晃，一滴不漏',
      '{s}一下把吸管扎进封膜',
    ],
  },
  {
    // A bowl carried out to a table: the walk, the steam, the bowl set down.
    en: /^(?:serve|bring|carry)$/,
    rest: /^(?:out )?(?:a|the|two|three) (?:[\w-]+ ){0,3}bowls?\b/i,
    zh: /端(?:出|上|来|到|给|过来)了?(?:一|两|三)?大?碗/,
    who: PEOPLE,
    enLines: [
      'stepping out from the kitchen, the bowl held level in both hands',
      'steam curling up off the bowl as it crosses the room',
      '{s} <set> the bowl down on the table with a soft clunk',
      'steam rising into the light, the broth still trembling in the bowl',
    ],
    zhLines: [
      '双手端着碗从后厨走出来，步子放得很稳',
      '热气从碗口一股股往上冒',
      '{s}把碗轻轻放在桌上，汤面晃了晃',
      '热气在灯光里袅袅升起，汤面慢慢静下来',
    ],
  },
  {
    // A wok tossed over a roaring burner: noodles and rice fly in an arc, not a pancake's turn.
    en: /^(?:flip|toss|stir-fry|fry)$/,
    rest: /\bwok|fried rice|noodle|pad thai|chow mein|stir-fry/i,
    zh: /颠锅|颠勺|炒(?:面|饭|河粉|米粉|粉)|爆炒/,
    who: HANDS,
    enLines: [
      'one hand on the wok handle, the burner roaring beneath',
      'the food leaps from the wok in a glossy arc, flames licking up its side',
      'everything lands back in the wok with a loud hiss and a burst of steam',
      '{s} <tip> the wok and <slide> the food onto a waiting plate',
    ],
    zhLines: [
      '握住锅柄，灶火在锅底轰轰作响',
      '锅里的食材腾空划出一道油亮的弧线，火苗舔上锅沿',
      '食材落回锅中，滋啦一声腾起一团白汽',
      '{s}把锅一倾，菜滑进等着的盘子里',
    ],
  },
  {
    en: /^(?:flip|toss)$/,
    rest: /pancake|omelet|egg|burger|patt|crepe|crêpe|pan/i,
    zh: /翻面|翻煎饼/,
    // Skewers turned on a grill are no pan tossed.
    not: /串|烤/,
    who: HANDS,
    enLines: [
      'pan gripped, wrist loose',
      '{obj} <turn> over in mid-air',
      '{obj} <drop> back into the pan with a soft slap',
      '{s} <slide> {obj} onto a waiting plate',
    ],
    zhLines: [
      '握稳锅柄，手腕放松',
      '锅里的食物腾空翻了个面',
      '{s}稳稳接住，锅里滋啦一声',
      '{s}把菜滑进盘里',
    ],
  },
  // A taco or a sandwich dipped in broth (birria in consommé, a French dip): the lift dripping.
  // (Said of the food, "tacos dipped in consommé", as well as of whoever dips it.)
  { en: /^(?:dip|dunk)$/, rest: BROTH, zh: BROTH_ZH, who: ['person'], ...DIPPING },
  { en: /^(?:dip|dunk)$/, rest: BROTH, zh: BROTH_ZH, who: ['thing'], ...DIPPED },
  // Dumplings into the pot: the rolling boil, slid in one by one, bobbing up, lifted out.
  {
    en: /^(?:drop|boil|cook|slide|put|tip|lower)$/,
    rest: /\b(?:dumplings?|wontons?|gyoza|pierogi|tortellini)\b/i,
    onlyIn: /\b(?:pot|boil\w*|water)\b|锅|煮/i,
    zh: /下锅|下饺子|煮饺子|饺子下锅|下馄饨|煮馄饨/,
    who: HANDS,
    enLines: [
      'a pot of water at a rolling boil',
      'the dumplings slide in one by one along the side of the pot',
      'they tumble in the boil and puff up, bobbing to the surface',
      '{s} <lift> them out with a slotted spoon, steam pouring off',
    ],
    zhLines: [
      '锅里的水烧得翻滚',
      '饺子顺着锅边一个个滑进沸水里',
      '饺子在滚水里翻腾，一个个鼓起来浮上水面',
      '{s}用漏勺把饺子捞起来，热气腾腾',
    ],
  },
  // An egg cracked onto a crêpe on the griddle (a jianbing): broken on and spread, not whisked.
  {
    en: /^(?:crack|break|add)$/,
    rest: /\beggs?\b/i,
    onlyIn: /\b(?:jianbing|crepes?|crêpes?|griddle)\b|煎饼|铁板|鏊子/i,
    zh: /打蛋|磕(?:个|一个)?(?:鸡)?蛋|打(?:个|一个)鸡蛋/,
    who: HANDS,
    enLines: [
      'an egg held over the thin round of batter',
      'the shell cracks against the edge and the egg slides out onto the griddle',
      'the yolk is broken and spread thin with the scraper, setting at once',
      'the egg cooks into the batter, golden and glossy',
    ],
    zhLines: [
      '手里捏着一个鸡蛋，悬在摊好的面饼上方',
      '鸡蛋在铁板边上一磕，蛋液滑落到面饼上',
      '{s}用竹耙把蛋液抹开，铺满整张饼，很快凝住',
      '蛋液和面饼贴在一起，煎得金黄油亮',
    ],
  },
  {
    en: /^(?:stir|whisk|mix|beat)$/,
    not: /\b(?:drum|heart|wing|enemy|opponent|rival|record|clock)/i,
    zh: /搅拌|搅动|搅|打蛋/,
    who: HANDS,
    enLines: [
      'leaning in, utensil in hand',
      '{their} hand circles steadily, the mixture swirling and thickening',
      '{s} <lift> it, a smooth, glossy ribbon trailing back down',
      '{s} <tap> it twice on the rim',
    ],
    zhLines: [
      '俯身凑近，手里握着勺子',
      '{s}的手一圈圈匀速搅动，里面的东西慢慢变稠',
      '{s}提起勺子，一条顺滑的细带落回碗里',
      '{s}在碗边轻轻磕了磕，把勺子放到一旁',
    ],
  },
  // A fizzy drink opened (by someone, or just opened): see FIZZ.
  FIZZ,
  {
    ...FIZZ,
    who: PEOPLE,
    enLines: [
      'a cold drink in hand, beaded with drops, still sealed',
      FIZZ.enLines[1],
      FIZZ.enLines[2],
      FIZZ.enLines[3],
    ],
    zhLines: [
      '手里握着一瓶冰凉的饮料，瓶身挂满水珠',
      FIZZ.zhLines[1],
      FIZZ.zhLines[2],
      FIZZ.zhLines[3],
    ],
  },
  // Hot chilli oil poured over a bowl: the ladle, the sizzle, the red spreading, served.
  {
    en: /^(?:pour|drizzle|spoon|ladle|splash)$/,
    rest: /\b(?:chil(?:l)?i|hot|red|smoking|sizzling) oil\b/i,
    zh: /浇(?:上)?(?:一勺)?(?:热)?(?:红油|辣油|热油)|泼(?:上)?(?:一勺)?(?:热)?油/,
    who: HANDS,
    enLines: [
      'a ladle of smoking chilli oil raised over the bowl',
      'the oil hits with a loud sizzle, a puff of fragrant steam rising',
      '{s} <watch> the red oil spread across the surface, glossy and bright',
      '{s} <slide> the bowl across to the customer',
    ],
    zhLines: [
      '舀起一勺滚烫的红油，悬在碗上方',
      '{s}手腕一倾，红油浇下去，滋啦一声腾起一阵香气',
      '红油在汤面上慢慢铺开，浮起一层亮红',
      '{s}把碗推到客人面前',
    ],
  },
  // A cake or a mooncake with a molten centre cut open: one slow cut and the filling flows.
  {
    en: /^(?:cut|slice|split|break)$/,
    zh: /切开|切下|掰开/,
    onlyIn: /流心|爆浆|溏心|\b(?:lava cakes?|molten|oozing|runny)\b/i,
    who: ['thing', 'person'],
    enLines: [
      'a knife poised above {obj}, the light catching its edge',
      'the blade slides down slowly and the halves part',
      'molten filling oozes out of the cut, thick and glossy',
      'the two halves sit open, the filling pooled between them',
    ],
    zhLines: [
      '刀锋悬在上方，蓄势待落',
      '刀轻轻切下，切面慢慢分开',
      '金黄的流心从切口缓缓淌出，浓稠发亮',
      '切开的两半摆在眼前，流心铺满盘底',
    ],
  },
  {
    en: /^(?:chop|slice|dice|mince|julienne|cut)$/,
    rest: /onion|garlic|herb|vegetable|veg|carrot|tomato|pepper|cucumber|potato|meat|fish|fruit|lemon|apple|ginger|scallion|leek|cabbage/i,
    // (切换 is switching a screen, not cutting.)
    zh: /切菜|切丝|切片|切丁|剁|切(?!换)/,
    // (A sushi chef slices fish with one long stroke; a knife cutting fruit is seen close.)
    not: /寿司|生鱼片|刺身|金枪鱼|三文鱼/,
    unlike: /\b(?:knife|knives|blade|cleaver)\b|^刀/,
    who: HANDS,
    enLines: [
      'knife in hand, the board cleared',
      '{their} knife taps out a fast, even rhythm on the board',
      '{s} <sweep> the neat pile aside with the flat of the blade',
      '{s} <wipe> the blade clean',
    ],
    zhLines: [
      '握好菜刀，砧板收拾干净',
      '{s}的刀落在砧板上，笃笃笃又快又匀',
      '{s}用刀面把切好的一堆拢到一边',
      '{s}擦净刀面，把刀搁到一旁',
    ],
  },
  {
    en: /^(?:cook|fry|saute|sauté|stir-fry)$/,
    zh: /做饭|炒菜|烧菜|下厨|做菜|煮饭|掌勺|炒/,
    who: HANDS,
    enLines: [
      'ingredients laid out within reach',
      '{their} hands move fast between board and pan, steam rising',
      '{s} <give> the pan a quick toss, steam billowing up',
      '{s} <plate> the dish, wiping the rim clean',
    ],
    zhLines: [
      '{s}的手边，食材一一摆好',
      '{s}手上不停翻炒，锅里腾起热气',
      '{s}颠了一下锅，菜在锅里腾空又落回',
      '{s}把菜盛进盘里，擦净盘边',
    ],
  },
  // A latte art swan ("a heart that turns into a swan"): the heart fans into wings, then the neck.
  {
    en: /^(?:pour|make|draw|do|create)$/,
    rest: /latte art|latte|cappuccino|flat white/i,
    zh: /拉花/,
    onlyIn: /^(?=[\s\S]*(?:\bswans?\b|天鹅))(?=[\s\S]*(?:\bhearts?\b|心形|爱心))/i,
    who: HANDS,
    enLines: [
      'milk jug tilted low over the cup',
      'white milk folds into the dark crema, a heart blooming first',
      '{s} <wiggle> the jug side to side, and the heart fans out into layered wings',
      '{s} <draw> a thin neck up through the middle, and a swan settles on the surface',
    ],
    zhLines: [
      '{s}手中的奶缸压低，贴近杯口',
      '白色的奶沫融进深色的油脂，先浮出一颗心',
      '{s}手腕左右轻摆，心形层层推开，成了一对翅膀',
      '{s}从中间拉出细长的脖颈，一只天鹅浮在杯面上',
    ],
  },
  // A latte art swan with no heart named: the bloom fans into wings, then the neck.
  {
    en: /^(?:pour|make|draw|do|create)$/,
    rest: /latte art|latte|cappuccino|flat white/i,
    zh: /拉花/,
    onlyIn: /\bswans?\b|天鹅/i,
    who: HANDS,
    enLines: [
      'milk jug tilted low over the cup',
      // (The swan takes shape, wings first; the neck and the finished swan are the two beats
      // after it. Told alone among other doings, this line still names the swan.)
      'white milk fans out across the crema in layered wings: a swan taking shape',
      '{s} <draw> a thin neck up through the middle, the jug rising away',
      '{s} <set> the jug down, the swan sitting finished on the surface',
    ],
    zhLines: [
      '{s}手中的奶缸压低，贴近杯口',
      '白色的奶泡在深色油脂上层层推开成翅膀，一只天鹅渐渐成形',
      '{s}从中间拉出细长的脖颈，奶缸慢慢抬起',
      '{s}放下奶缸，一只天鹅稳稳浮在杯面上',
    ],
  },
  // The milk itself drawing the heart ("奶泡慢慢倒出一个心形"): no hand named, the jug unseen.
  {
    head: /\b(?:milk ?foam|steamed milk|milk)\b|奶泡|奶沫|牛奶/,
    en: /^(?:pour|form|make|draw|bloom)$/,
    rest: /\bhearts?\b/i,
    zh: /(?:倒|拉|画)出(?:一个|一颗)?(?:心形|爱心)|(?:拉|倒)成(?:一个|一颗)?(?:心形|爱心)/,
    who: THINGS,
    enLines: [
      'the jug tilted low over the dark crema',
      'white milk folds into the coffee, a round bloom spreading',
      'the jug draws through the middle, and the bloom becomes a heart',
      'the heart settles on the surface, its edges crisp',
    ],
    zhLines: [
      '正从压低的奶缸里缓缓注入深色的咖啡',
      '白色的奶沫融进咖啡，一团圆圆的白慢慢铺开',
      '奶缸往前一带，圆团被拉成一颗心',
      '心形稳稳浮在杯面上，边缘清清楚楚',
    ],
  },
  // A latte art heart named: the heart is the payoff, drawn through at the end.
  {
    en: /^(?:pour|make|draw|do|create)$/,
    rest: /latte art|latte|cappuccino|flat white/i,
    zh: /拉花/,
    onlyIn: /\bhearts?\b|心形|爱心/i,
    who: HANDS,
    enLines: [
      'milk jug tilted over the cup',
      'white milk folds into the dark crema, a round bloom spreading',
      '{s} <draw> the jug through the middle, and the bloom becomes a heart',
      '{s} <slide> the cup forward, the heart settling on the surface',
    ],
    zhLines: [
      '{s}手中的奶缸微微倾斜，对准杯口',
      '白色的奶沫融进深色的咖啡油脂，一团圆圆的奶泡慢慢铺开',
      '{s}手腕往前一带，奶泡拉成了一颗心',
      '{s}把杯子轻轻推到前面，心形稳稳浮在杯面上',
    ],
  },
  {
    en: /^(?:pour|make|draw|do|create)$/,
    rest: /latte art|latte|cappuccino|flat white/i,
    zh: /拉花/,
    who: HANDS,
    enLines: [
      'milk jug tilted over the cup',
      'white milk folds into the dark crema',
      '{s} <draw> the jug through, a pattern blooming on the surface',
      '{s} <slide> the cup forward, the pattern settling',
    ],
    zhLines: [
      '{s}手中的奶缸微微倾斜，对准杯口',
      '白色的奶沫缓缓融进深色的咖啡油脂',
      '{s}手腕轻轻一抖，杯面上浮现出图案',
      '{s}把杯子轻轻推到前面，图案慢慢稳住',
    ],
  },
  {
    en: /^(?:make|brew|pour)$/,
    rest: /pour[- ]over|hand[- ]drip|drip coffee/i,
    zh: /手冲/,
    who: HANDS,
    enLines: [
      'the filter filled with fresh grounds, kettle in hand',
      'hot water spirals over the grounds, which swell into a soft foam',
      'dark coffee drips steadily into the cup below',
      '{s} <lift> the cup, eyes closing at the aroma',
    ],
    zhLines: [
      '{s}手边的滤杯里铺好了咖啡粉',
      '热水细细绕圈注入，咖啡粉慢慢鼓起一层泡沫',
      '深褐色的咖啡一滴滴落进杯里',
      '{s}端着杯子，轻轻闻了闻',
    ],
  },
  // A barista pulling shots: dose, tamp, lock in, the pour running dark then golden.
  {
    en: /^(?:pull|draw|make|brew)$/,
    rest: /\b(?:espresso )?shots?\b|\bespressos?\b/i,
    zh: /萃取|做浓缩|打浓缩|萃一杯|拉一杯浓缩/,
    who: HANDS,
    enLines: [
      'the portafilter knocked clean, fresh grounds dosed in',
      'a firm tamp, the handle locked into the group head, two thin streams running dark then golden',
      'the crema rises thick and tiger-striped in the cup',
      '{s} <slide> the cup across the counter and <reach> for the next ticket',
    ],
    zhLines: [
      '冲煮手柄磕干净，装好新磨的咖啡粉',
      '用力压粉，手柄扣进冲煮头，两股细细的咖啡液从深褐流成金黄',
      '杯里的油脂一点点升起，厚厚一层，带着虎纹',
      '{s}把杯子推过吧台，伸手去拿下一张单子',
    ],
  },
  {
    en: /^(?:make|brew|pour|fix)$/,
    rest: /coffee|espresso|latte/i,
    zh: /冲咖啡|煮咖啡|做咖啡|泡咖啡/,
    who: HANDS,
    enLines: [
      'the cup set out, the beans freshly ground',
      'dark coffee streams slowly into the cup',
      'steam curls up off the surface',
      '{s} <wrap> {their} hands around the cup, breathing in the steam',
    ],
    zhLines: [
      '{s}面前摆好杯子，咖啡豆刚刚磨好',
      '深色的咖啡缓缓流进杯中',
      '热气从杯口袅袅升起',
      '{s}双手捧起杯子，轻轻啜了一口',
    ],
  },
  {
    en: /^(?:make|brew|pour|steep|serve)$/,
    rest: /\btea\b|matcha/i,
    // ("pours him a cup of tea": tea poured into a cup, not brewed on the leaves.)
    not: /^(?:him|her|them|us|me|you)\b|\b(?:a |another )?cup of tea\b/i,
    zh: /泡茶|沏茶|煮茶|斟茶|点茶|冲茶|功夫茶/,
    who: HANDS,
    enLines: [
      'tea leaves waiting in the pot, the water just off the boil',
      'hot water swirls over the leaves, which slowly unfurl',
      'the tea streams into the cup, a thin curl of steam rising',
      '{s} <lift> the cup in both hands, breathing in the steam',
    ],
    zhLines: [
      '{s}面前的壶里已投好茶叶',
      '热水注入，茶叶在水中慢慢舒展',
      '{s}提壶出汤，茶汤徐徐注入杯中',
      '{s}双手捧着茶杯，轻轻吹了吹',
    ],
  },
  {
    en: /^pour$/,
    zh: /倒入|倒进|倒出|斟|倒满|倒/,
    not: /倒下|倒地|摔倒|跌倒|滑倒|倒立|倒映|倒影/,
    // (Beans or rice pour as grains, not as a liquid; honey and syrup as a slow ribbon.)
    unlike:
      /\b(?:beans?|rice|grains?|sugar|sand|cereal|coins?|popcorn|candy|candies|gravel|seeds?|honey|syrup|caramel|molasses)\b|咖啡豆|大米|沙子|糖果|种子|蜂蜜|糖浆|枫糖|焦糖/,
    who: ['person', 'thing'],
    enLines: [
      'held steady, tilted just short of pouring',
      'a smooth, unbroken stream falls, ripples spreading where it lands',
      'the liquid swirls and climbs steadily',
      'the stream thins to a last few drops',
    ],
    zhLines: [
      '稳稳端起，微微倾斜',
      '一道细长的液线稳稳注下，泛起圈圈涟漪',
      '液面打着旋儿，一点点升高',
      '最后几滴落下，液面轻轻晃动',
    ],
  },
  {
    en: /^(?:drink|sip|gulp)$/,
    zh: /喝|啜|抿|饮/,
    not: /喝彩|饮食|吆喝/,
    who: PEOPLE,
    enLines: [
      'the cup raised to {their} lips',
      'a slow sip, {their} eyes closing',
      '{s} <lower> the cup with a long, contented breath',
      '{s} <set> the cup down, content',
    ],
    zhLines: [
      '双手捧着杯子，送到嘴边',
      '{s}小口啜饮，眼睛微微闭上',
      '{s}放下杯子，长长舒了一口气',
      '{s}把杯子放回桌上，嘴角还带着笑意',
    ],
  },
  // A hummingbird or a bee drinks from a flower in mid-air, never from a bowl of water.
  {
    en: /^(?:drink|sip|feed|hover)$/,
    rest: /\b(?:flowers?|blossoms?|blooms?|nectar)\b/i,
    zh: /(?:吸|喝|采)(?:花蜜|蜜)|在花(?:朵|丛)?(?:上|前|间)(?:吸|喝|采)/,
    who: ANIMALS,
    enLines: [
      'hovering in front of the flower, wings a blur',
      '{their} long bill dips deep into the bloom',
      '{s} <hang> perfectly still in the air, wings humming',
      '{s} <dart> away to the next flower',
    ],
    zhLines: [
      '悬停在花前，翅膀扇成一片虚影',
      '{s}细长的喙深深探进花心',
      '{s}在空中稳稳停住，翅膀嗡嗡作响',
      '{s}一闪身飞向下一朵花',
    ],
  },
  {
    en: /^(?:drink|lap|sip)$/,
    zh: /喝水|喝|舔水/,
    not: /\b(?:flowers?|blossoms?|blooms?|nectar)\b|花|吆喝/i,
    who: ANIMALS,
    enLines: [
      'lowering {their} head to the water',
      '{their} tongue laps at the surface, ripples spreading',
      '{s} <lift> {their} head, water dripping from {their} chin',
      '{s} <look> around, ears alert',
    ],
    zhLines: [
      '低下头凑近水面',
      '{s}的舌头一下下舔着水，荡开圈圈涟漪',
      '{s}抬起头，下巴上挂着水珠',
      '{s}警觉地四下看了看',
    ],
  },
  // A panda eats bamboo with its paws, a stalk at a time.
  {
    en: /^(?:eat|munch|chew|nibble)$/,
    rest: /\bbamboo\b/i,
    zh: /(?:吃|啃|嚼)竹子|(?:吃|啃)竹笋/,
    who: ANIMALS,
    enLines: [
      'sitting back against a tree, a stalk of bamboo held in both paws',
      '{their} teeth strip the tough outer skin off the stalk with a crack',
      '{s} <chomp> through the tender core, bite after bite',
      '{s} <drop> the stub and <reach> for the next stalk',
    ],
    zhLines: [
      '靠着树干坐下，两只爪子抱着一根竹子',
      '{s}用牙撕下竹子坚硬的外皮，咔嚓作响',
      '{s}大口嚼着嫩竹芯，一口接一口',
      '{s}丢下竹头，又伸手去够下一根',
    ],
  },
  // Stinky tofu, durian: the smell first, the brave bite, then the surprise.
  {
    en: /^(?:eat|try|taste|bite)$/,
    rest: /stinky tofu|durian|natto|surstr|blue cheese|century egg/i,
    zh: /(?:吃|尝|试吃|品尝)[^，。]*(?:臭豆腐|榴莲|螺蛳粉|皮蛋|鲱鱼罐头)/,
    who: PEOPLE,
    enLines: [
      'holding a piece up to {their} nose, recoiling at the smell',
      '{their} eyes squeeze shut as {they} <take> a bite, face scrunched up',
      'mid-chew, {their} eyes pop open and a thumbs-up rises',
      '{s} <nod> hard at the lens and <reach> for another piece',
    ],
    zhLines: [
      '夹起一块凑到鼻子前闻了闻，立刻皱着鼻子往后一仰',
      '{s}闭上眼咬下一口，五官皱成一团',
      '{s}嚼着嚼着突然睁大眼睛，竖起了大拇指',
      '{s}冲着镜头使劲点头，又夹起一块',
    ],
  },
  // Hot pot: a slice dipped in the boiling broth, "七上八下", lifted dripping red oil.
  {
    en: /^(?:dip|lift|swish|pluck)$/,
    rest: /\b(?:tripe|beef|lamb|mutton|slices?)\b/i,
    zh: /夹起(?:一片|一块)?(?:毛肚|鸭肠|肥牛|牛肉|羊肉|肉片|黄喉)|涮(?:毛肚|鸭肠|肥牛|羊肉|肉)/,
    who: HANDS,
    enLines: [
      'a slice held over the bubbling red broth',
      'the slice dipped in and lifted, in and lifted, curling at the edges',
      'pulled free of the boil, red oil dripping from every ridge',
      'the slice glistens under a coat of chilli and oil, held up to the lens',
    ],
    zhLines: [
      '筷子夹着一片，悬在翻滚的红油锅上',
      '在锅里七上八下涮了几下，边缘慢慢卷起',
      '从沸汤里提起来，红油顺着褶皱往下滴',
      '裹着红油和辣椒，油亮亮地送到镜头前',
    ],
  },
  // A bake gone wrong: the oven door bursts, batter everywhere, flour settling.
  {
    head: /\b(?:cakes?|souffl[eé]s?|bread|loaf|batter|oven|muffins?|cupcakes?|pie)\b|蛋糕|面包|烤箱/,
    en: /^(?:explode|burst|blow|erupt)$/,
    zh: /爆炸|炸开|炸了|爆开/,
    who: THINGS,
    enLines: [
      'the oven light glowing, the batter inside rising far too fast',
      'the oven door bangs open and a cloud of batter and flour bursts out',
      'splats of cake land everywhere, dripping from the counter and the ceiling',
      'flour drifts slowly down over the wrecked kitchen',
    ],
    zhLines: [
      '烤箱亮着灯，里面的面糊涨得飞快',
      '烤箱门砰地弹开，面糊和面粉喷涌而出',
      '蛋糕糊溅得到处都是，从台面和天花板上往下滴',
      '面粉慢慢飘落，盖住一片狼藉的厨房',
    ],
  },
  // A robot at a noodle stall: clumsy metal fingers, not cheeks and lips.
  {
    head: /\b(?:robots?|androids?|cyborgs?)\b|机器人/,
    en: /^(?:eat|slurp|try)$/,
    // (A robot that tries to bake a cake is no noodle eater: noodles, or nothing said.)
    rest: /\b(?:noodles?|ramen|udon|soba|pho|bowl)\b|^$/i,
    zh: /吃面|嗦面|吃拉面|尝(?:了)?(?:一口)?面|吃(?:了)?一口/,
    who: HANDS,
    enLines: [
      'sitting stiffly at the counter, a steaming bowl in front of {them}',
      'metal fingers fumble with the chopsticks, noodles slipping back into the bowl',
      '{s} finally <lift> a dripping bundle up to {their} face',
      '{s} <tilt> {their} head, {their} optics glowing a little brighter',
    ],
    zhLines: [
      '僵直地坐在摊位前，面前一碗热气腾腾的面',
      '金属手指笨拙地夹着筷子，面条一次次滑回碗里',
      '{s}终于夹起一大筷子面，送到面前',
      '{s}歪了歪头，眼里的光亮了一下',
    ],
  },
  // A pet stealing food (before eating, which a child who 偷吃 still does): the peek over the edge, the paw creeping out, the freeze, the getaway.
  {
    en: /^(?:sneak|steal|swipe|pinch|snatch|nick|grab)$/,
    rest: /\b(?:fish|food|bite|snack|sausage|chicken|meat|steak|ham|cheese|bread|toast|dinner|lunch|treat|cake|cookie|burger|sandwich)\b/i,
    zh: /偷吃|偷喝|偷拿|偷偷叼|叼走/,
    who: ANIMALS,
    enLines: [
      'peeking over the table edge, eyes fixed on the prize',
      'a glance left and right, then a paw creeps out and hooks the food toward the edge',
      '{s} <snatch> a bite and <freeze>, ears swivelling toward a sound',
      '{s} <bolt> off with the loot, the plate left rocking behind {them}',
    ],
    zhLines: [
      '扒着桌沿探出脑袋，直勾勾盯着桌上的吃的',
      '左右张望了一下，悄悄伸出爪子把吃的勾到桌边',
      '{s}飞快咬下一口，忽然僵住，耳朵转向门口',
      '{s}叼着战利品跳下桌子，一溜烟跑没影了',
    ],
  },
  {
    en: /^(?:eat|munch|nibble|devour|chew|gobble|feast|snack)$/,
    zh: /(?<!找)吃(?!惊|力|醋|亏|的)|啃|嚼|品尝|享用/,
    // (A robot eating is its own story: no cheeks to chew with, no lips to lick.)
    unlike: /\b(?:robots?|androids?|cyborgs?|machines?)\b|机器人/,
    who: ALIVE,
    enLines: [
      'eyeing the food, ready to dig in',
      'a first big bite, then cheeks working as {they} <chew>, savouring it',
      '{s} <go> back for another mouthful, eyes half closed with pleasure',
      '{s} <lick> {their} lips, content',
    ],
    zhLines: [
      '盯着眼前的食物，跃跃欲试',
      '先大大地咬下一口，腮帮子一鼓一鼓地嚼着',
      '{s}又吃了一大口，满足得眯起了眼',
      '{s}舔了舔嘴唇，一脸满足',
    ],
  },
  {
    en: /^blow$/,
    rest: /candle/i,
    zh: /吹灭.*蜡烛|吹蜡烛/,
    who: PEOPLE,
    enLines: [
      'eyes closed, making a wish',
      'thin ribbons of smoke curl up from the wicks',
      '{s} <open> {their} eyes, beaming',
      '{s} <clap> {their} hands, grinning',
    ],
    zhLines: [
      '闭上眼睛，双手合十许愿',
      '细细的青烟从烛芯上袅袅升起',
      '{s}睁开眼睛，笑得合不拢嘴',
      '{s}开心地拍起手来',
    ],
  },
  // Broth ladled over noodles in the bowl: the ladle, the pour, the noodles loosening.
  {
    en: /^(?:ladle|pour|spoon|add)$/,
    rest: /\b(?:broth|soup|stock)\b/i,
    not: /\bcup\b|\bmug\b/i,
    zh: /浇汤|加汤|舀汤|浇上(?:牛骨|骨头|高)?汤/,
    who: HANDS,
    enLines: [
      'a ladle of steaming broth lifted from the pot',
      'the broth pours over the noodles in a clear, hot stream',
      'the noodles loosen and fan out in the bowl, steam rising thick',
      'the bowl sits full to the rim, the surface settling',
    ],
    zhLines: [
      '{s}从大锅里舀起一勺滚烫的汤',
      '清亮的热汤浇进碗里，面丝在汤里散开',
      '热气一下子腾起来，汤面上浮着点点油花',
      '一碗汤面盛得满满的，汤面慢慢平静下来',
    ],
  },
  // Scallions scattered on at the end: the pinch, the green falling, the bowl finished.
  {
    en: /^(?:sprinkle|scatter|add|top|garnish)$/,
    rest: /\b(?:scallions?|spring onions?|green onions?|chives|coriander|cilantro|herbs)\b/i,
    zh: /撒(?:上|把|一把|点)?(?:葱花|香菜|蒜苗|葱)/,
    who: HANDS,
    enLines: [
      'a pinch of chopped green held over the dish',
      'the bright green falls in a light scatter across the surface',
      'flecks of green settle on top, the dish finished',
      'the dish slides forward, ready to serve',
    ],
    zhLines: [
      '{s}手里捏着一撮切好的葱花',
      '翠绿的葱花轻轻撒落下来',
      '点点葱绿点缀其上，这才算成了',
      '{s}把碗往前一推，可以上桌了',
    ],
  },
  // Corn or spices ground by hand on a metate or in a mortar: the stone, the push, the mound.
  {
    en: /^(?:grind|crush)$/,
    rest: /\b(?:corn|maize|masa|metate|grinding stone|quern)\b/i,
    not: /\bmortar\b|\bpestle\b|\bmolcajete\b/i,
    zh: /石磨|碾碎|磨玉米/,
    who: HANDS,
    enLines: [
      'a handful waiting on the worn stone',
      '{their} arms push the stone forward and back, everything crushing down fine',
      '{s} <gather> what is ground into a soft, even mound',
      '{s} <brush> the last of it from the stone',
    ],
    zhLines: [
      '磨得发亮的石面上放着一小把',
      '{s}双臂推着石头前后碾动，一点点碾得细碎',
      '{s}把碾好的拢成一小堆',
      '{s}把石面上剩下的一点扫干净',
    ],
  },
  // Pounded in a mortar: the pestle raised, the steady thud, a rough paste.
  {
    en: /^(?:pound|crush|grind|bash|mash)$/,
    rest: /\b(?:mortar|pestle|molcajete)\b/i,
    zh: /石臼|捣碎|舂/,
    who: HANDS,
    enLines: [
      'the pestle raised over the stone mortar',
      'the pestle thuds down again and again, everything breaking into a rough paste',
      '{s} <scrape> down the sides and <pound> on, the smell rising',
      '{s} <set> the pestle down, the paste glistening in the bowl of the stone',
    ],
    zhLines: [
      '{s}举起石杵，对准石臼',
      '石杵一下下捣落，里面的东西渐渐成了粗粗的酱',
      '{s}刮了刮臼壁，接着捣，香味冒了出来',
      '{s}放下石杵，臼里的酱泛着油光',
    ],
  },
  // Tortillas patted by hand: a ball of masa clapped thin between the palms.
  {
    en: /^(?:pat|press|shape|clap|flatten)$/,
    rest: /\btortillas?\b|\bmasa\b/i,
    zh: /拍(?:成)?(?:玉米)?饼|拍面饼/,
    who: HANDS,
    enLines: [
      'a ball of masa cupped in {their} palms',
      '{their} palms clap back and forth, the ball spreading into a thin round',
      '{s} <turn> the round between {their} hands, the edge smooth and even',
      '{s} <lay> it down on the hot surface',
    ],
    zhLines: [
      '掌心托着一团玉米面团',
      '{s}双手来回拍打，面团渐渐摊成薄薄的圆饼',
      '{s}转着饼，边缘拍得又圆又匀',
      '{s}把饼轻轻放上热锅',
    ],
  },
  // A tortilla on the comal: the brown spots, the flip, the puff of steam.
  {
    en: /^(?:flip|turn|toast|cook|warm)$/,
    rest: /\btortillas?\b|\bcomal\b/i,
    who: HANDS,
    enLines: [
      'the round laid on the hot clay',
      'the underside spotting brown, the edge lifting',
      '{s} <flip> it with {their} fingertips, and it puffs up with steam',
      '{s} <tuck> it into a cloth with the others, warm',
    ],
    zhLines: [
      '饼贴在滚烫的陶板上',
      '底面烙出点点焦斑，边缘微微翘起',
      '{s}用指尖一翻，饼鼓起一个大泡，冒着热气',
      '{s}把饼叠进布里保温',
    ],
  },
];
