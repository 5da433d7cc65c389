/**
 * Action stages (see ../action-stages.ts): Things that change by themselves: a pot on the boil,
 * fog over a ridge, a lantern rising, rain, lightning, a waterfall, lights going out, a candle
 * burning down, a product turning in the air. Each is for one named doer (`head`), so these come
 * before the broad entries ("pour", "rise", "spin") that would otherwise take them.
 */
import { HANDS, THINGS, type ActionStaging } from './types.ts';

const PRODUCT =
  /\b(?:phones?|smartphones?|earbuds?|headphones?|earphones?|watch|smartwatch|laptops?|tablets?|products?|speakers?|sneakers?|perfume)\b|手机|耳机|手表|平板|电脑|产品|折叠屏|音箱|球鞋|香水/;

/** A thing with a screen: a folding phone opens onto its display; an earbuds case does not. */
const SCREENS = /\b(?:phones?|smartphones?|laptops?|tablets?|foldables?)\b|手机|折叠屏|平板|电脑/;

export const ON_THEIR_OWN: readonly ActionStaging[] = [
  // A watch's second hand: held between marks, the tick, the sweep past the numerals.
  {
    head: /\b(?:second hand|minute hand|hands|watch|clock)\b|秒针|指针|手表|表盘/,
    en: /^(?:tick|sweep|move|turn|advance|glide|click)$/,
    zh: /(?:滴答)?(?:走动|跳动|转动|划过|走)/,
    onlyIn: /\b(?:watch|clock|second hand|dial|chronograph)\b|手表|钟|秒针|表盘|腕表/i,
    who: THINGS,
    enLines: [
      'poised between two marks on the dial',
      'stepping forward one crisp beat at a time, light glinting along its edge',
      'it sweeps past the polished numerals, its shadow sliding across the dial',
      'it clicks onto the twelve and carries on, steady',
    ],
    zhLines: [
      '停在表盘的两道刻度之间',
      '一格一格清脆地跳动，边缘闪过一线光',
      '掠过打磨光亮的刻度，影子在表盘上滑过',
      '稳稳走到十二点，又继续向前',
    ],
  },
  // An unboxing's steps done by hand: the film peeled, a folding phone opened, the screen woken.
  {
    en: /^(?:peel|pull|strip|remove|tear)$/,
    rest: /\b(?:film|plastic|protector|wrap)\b/i,
    zh: /^(?:先|再|然后)?撕(?:掉|下)?(?:保护)?膜$|撕掉保护膜/,
    who: HANDS,
    enLines: [
      'a fingertip lifting one corner of the film',
      'the film peels away in one smooth pull, the surface underneath gleaming',
      'the film comes free and is flicked aside',
      'the bare surface catches the light, spotless',
    ],
    zhLines: [
      '指尖挑起保护膜的一角',
      '保护膜顺滑地一口气撕下，下面的表面闪闪发亮',
      '整张膜揭下来，被随手丢到一边',
      '崭新的表面映着光，一尘不染',
    ],
  },
  {
    en: /^(?:unfold|open)$/,
    rest: /^(?:up )?the screen\b/i,
    zh: /展开屏幕|打开折叠屏/,
    onlyIn: /\bfold(?:ing|able)?\b|折叠/i,
    who: HANDS,
    enLines: [
      'the phone folded shut in the palm',
      'the two halves swing open, the hinge smooth and silent',
      'the screen lies flat, one seamless sheet of glass',
      'a thumb runs across where the crease would be',
    ],
    zhLines: [
      '折起的手机合在掌心',
      '两半缓缓展开，铰链顺滑无声',
      '屏幕完全摊平，一整块无缝的玻璃',
      '拇指轻轻划过折痕所在的位置',
    ],
  },
  {
    en: /^(?:power|switch|turn|boot|light|wake|press|push|hold|tap)$/,
    rest: /^(?:(?:it |the (?:screen|phone|console|device|laptop) )?(?:on|up)\b|(?:down )?the power (?:button|key|switch)\b)/i,
    zh: /^(?:最后|再)?(?:点亮(?:屏幕)?|开机|亮屏)$|按下电源键/,
    // (A device: lights, neon signs, flames or cells lighting up have their own lines.)
    onlyIn:
      /\b(?:phones?|console|laptop|device|tablet|computer|gadget)\b|手机|电脑|平板|游戏机|键盘/i,
    unlike: /\b(?:lights?|signs?|lamps?|neon|flames?|cells?|lanterns?|bulbs?|eyes?|face)\b|灯/,
    who: HANDS,
    enLines: [
      'a thumb finds the power button',
      'the screen wakes, a soft glow rising out of black',
      'colour floods the display edge to edge',
      'the home screen settles, bright and ready',
    ],
    zhLines: [
      '拇指按住电源键',
      '屏幕醒来，一层柔光从黑暗里浮起',
      '色彩一下子铺满整块屏幕',
      '主屏幕稳稳停住，明亮清晰',
    ],
  },
  // Pearls already in a drink sinking to the bottom: suspended, the slow sink, the layer.
  {
    en: /^(?:sink|settle|drift|fall)$/,
    rest: /\b(?:to|toward|towards) the bottom\b/i,
    zh: /(?:慢慢|缓缓)?(?:沉到|沉向|沉入|落到)(?:了)?杯底|缓缓下沉|慢慢下沉/,
    who: THINGS,
    enLines: [
      'suspended in the drink, drifting',
      'sinking slowly, trailing thin streams behind {them}',
      '{s} <gather> at the bottom one by one',
      'the drink goes still, {s} resting in a layer at the bottom',
    ],
    zhLines: [
      '悬在杯中，轻轻浮动',
      '一颗接一颗，拖出一道道细细的轨迹',
      '{s}在杯底一颗颗聚拢',
      '杯里慢慢静了下来，{s}静静铺在杯底',
    ],
  },
  // Ice dropping into a drink: it bobs back up and floats; it never sinks.
  {
    head: /\b(?:ice|ice cubes?|cubes?)\b|冰块|冰/,
    en: /^(?:drop|fall|tumble|plop|rain|splash|clink)$/,
    zh: /(?:掉进|落进|落入|掉入|倒入|丢进)(?:了)?(?:杯|奶茶|饮料|咖啡|水里)/,
    who: THINGS,
    enLines: [
      'hanging just above the rim, frosted and catching the light',
      'they plunge in one after another, throwing up a ring of fine droplets',
      '{s} <bob> back up and <knock> together with a bright clink',
      '{s} <settle>, floating at the top as the drink goes still',
    ],
    zhLines: [
      '悬在杯口上方，表面结着白霜，映着光',
      '一块接一块扎进杯中，激起一圈细小的水珠',
      '{s}又浮了上来，彼此轻轻一碰，叮的一声',
      '{s}漂在杯口，杯里轻轻晃了晃，归于平静',
    ],
  },
  // Pearls or berries dropping into a drink: poised over the rim, the splash, the sinking.
  {
    en: /^(?:drop|fall|tumble|sink|plop|rain)$/,
    rest: /\b(?:into|in) (?:the |a )?(?:glass|cup|drink|tea|milk|coffee|soda|cocktail)\b/i,
    zh: /(?:掉进|落进|落入|掉入|沉入|沉到)(?:了)?(?:杯|奶茶|饮料|咖啡|水里)/,
    who: THINGS,
    enLines: [
      'hanging just above the rim, catching the light',
      'they drop in one after another, small splashes ringing the surface',
      '{s} <sink> slowly, trailing thin streams behind {them}',
      '{s} <settle> in a layer at the bottom as the drink goes still',
    ],
    zhLines: [
      '悬在杯口上方，映着光',
      '一颗接一颗落进杯中，溅起细小的水花',
      '{s}慢慢沉向杯底，拖出一道道细细的轨迹',
      '{s}在杯底积成一层，杯里轻轻晃了晃，归于平静',
    ],
  },
  // A can or a bottle bursting out of ice (an energy drink's ad): frost, the burst, the hang, the
  // landing as the ice rains down.
  {
    en: /^(?:burst|explode|shoot|blast|smash|erupt|break|punch|launch)$/,
    rest: /\b(?:ice|ice cubes|crushed ice)\b/i,
    zh: /(?:冲破|冲出|炸开)[^，。]{0,4}(?:冰块|冰层|冰堆|冰)|破冰而出|(?:冰块|冰层|冰里)[^，。]{0,4}(?:冲出|炸出|破出)/,
    who: THINGS,
    enLines: [
      'buried in ice, frost on every surface',
      'shards and spray flying in every direction',
      '{s} <hang> in mid-air, chunks of ice spinning around {them}, droplets frozen in the light',
      '{s} <land> upright as the ice rains down around {them}',
    ],
    zhLines: [
      '埋在冰里，表面结着一层霜',
      '冰碴和水花四处飞溅',
      '{s}悬在半空，冰块在四周翻转，水珠在光里定格',
      '{s}稳稳落地，碎冰在四周纷纷落下',
    ],
  },
  // A mushroom coming up (a time-lapse): the dome in the leaf litter, the push, the cap opening.
  {
    head: /\b(?:mushrooms?|toadstools?|fungi|fungus)\b|蘑菇|菌子|菌菇/,
    en: /^(?:push|emerge|grow|sprout|rise|pop|come|break|burst|appear|unfurl|open)$/,
    zh: /冒出|长出|破土|钻出|顶开|长大|生长|撑开/,
    who: THINGS,
    enLines: [
      'only a pale dome nudging up through the leaf litter',
      'the cap pushes up, shouldering the leaves aside',
      'the stem stretches tall and the cap spreads open, gills showing underneath',
      '{s} <stand> full-grown among the fallen leaves',
    ],
    zhLines: [
      '在落叶间只露出一个浅色的小圆顶',
      '菌盖往上顶，把落叶一片片拱开',
      '菌柄越长越高，菌盖慢慢撑开，露出下面的菌褶',
      '{s}亭亭立在落叶之间，已经完全长成',
    ],
  },
  // A product slipping down silk: resting high on the folds, the slide, a half turn, at rest.
  {
    en: /^(?:slide|slip|glide|roll|tumble|fall)$/,
    rest: /\b(?:silk|satin|velvet|fabric|cloth)\b/i,
    zh: /(?:丝绸|绸缎|缎面|丝巾|天鹅绒)[^，。]{0,3}(?:滑落|滑下|滑过|滚落)/,
    who: THINGS,
    enLines: [
      'resting high on the folds of the fabric',
      'light running over {them} as the fabric shifts beneath',
      '{s} <turn> half over on the smooth surface, a flash of sheen',
      '{s} <settle> in a soft hollow of the fabric, catching the light',
    ],
    zhLines: [
      '静静躺在布料褶皱的高处',
      '布面轻轻一动，{s}顺着褶皱缓缓滑下，光泽一路流过',
      '{s}在光滑的布面上翻了半圈，光泽一闪',
      '{s}稳稳停在布料柔软的褶皱里，映着光',
    ],
  },
  // A lipstick twisted up out of its case: the case, the bullet rising, the cut tip.
  {
    head: /\blipsticks?\b|口红/,
    en: /^(?:twist|swivel|extend|wind)$/,
    zh: /旋出|转出/,
    who: THINGS,
    enLines: [
      'closed in its case, only the rim catching the light',
      'the bullet glides up out of the case, its colour deepening in the light',
      '{s} <stand> fully raised, the cut tip sharp and glossy',
      'a slow quarter turn shows the smooth, untouched bevel',
    ],
    zhLines: [
      '静静合在管身里，只有金属边缘闪着光',
      '颜色在光里一点点显露，愈发浓郁',
      '{s}完全旋出，斜切的顶端利落而光亮',
      '缓缓转过四分之一圈，露出光滑完整的斜面',
    ],
  },
  // A drink rising out of ice: buried, the ice sliding off, the turn to the lens, the cold mist.
  {
    en: /^(?:rise|emerge|surface|lift|come)$/,
    rest: /\b(?:ice|ice cubes|crushed ice)\b/i,
    zh: /(?:冰块|碎冰|冰堆|冰里|冰水)[^，。]{0,6}(?:升起|冒出|升出|浮出)/,
    who: THINGS,
    enLines: [
      'buried in ice, only a glint of {them} showing',
      'the ice shifts and slides away as {they} <rise>',
      '{s} <turn> to face the lens, droplets running down',
      '{s} <settle> in the centre of the frame, cold mist curling off {them}',
    ],
    zhLines: [
      '埋在冰块里，只露出一点反光',
      '碎冰松动，从表面哗啦滑落',
      '{s}转向镜头，水珠顺着表面淌下',
      '{s}稳稳立在画面中央，冷气丝丝散开',
    ],
  },
  // Water freezing in a glass: crystals climbing from the bottom until it is solid.
  {
    en: /^freeze$/,
    zh: /结冰|冻住|冻成冰|冻结/,
    who: THINGS,
    enLines: [
      'still and clear, a thin wisp of cold curling off the surface',
      'white crystals creep up from the bottom, feathering through the water',
      'the last of the water turns solid, frost spreading across the top',
      '{s} <stand> frozen through, frost fogging the outside of the glass',
    ],
    zhLines: [
      '清澈而平静，水面飘起一缕细细的寒气',
      '白色的冰晶从底部向上蔓延，像羽毛一样在水里散开',
      '最后一点水也凝成了冰，霜花在表面铺开',
      '{s}彻底冻住，杯壁外蒙上一层白霜',
    ],
  },
  // Traffic in a time-lapse turning to light: cars, then ribbons, woven over the interchanges.
  {
    head: /\b(?:traffic|cars|headlights|taillights)\b|车流|车灯|汽车/,
    en: /^(?:stream|streak|flow|turn|become|race|blur|trail|weave)$/,
    rest: /\blight\b|\btrails?\b|\bribbons?\b|\bstreaks?\b|^$/i,
    zh: /(?:如|像|变成|化作|化成|拉成|拉出|汇成)(?:一道道)?(?:光带|光轨|流光|光河)|^(?:川流不息|流动)$/,
    // (Flying cars weaving between towers are their own flight.)
    unlike: /飞行汽车|\bflying cars?\b|\bhover ?cars?\b/i,
    who: THINGS,
    enLines: [
      'moving along the roads, headlights just coming on',
      'speeding up into long ribbons of red and white light',
      'the ribbons weave over the interchanges like rivers of light',
      'the whole city traced in moving light, flowing on and on',
    ],
    zhLines: [
      '{s}在路面上缓缓移动，车灯刚刚亮起',
      '{s}越来越快，车灯拉成一道道红白光带',
      '光带在立交桥上交织缠绕，像一条条流动的光河',
      '整座城市被流动的光带勾勒出轮廓，川流不息',
    ],
  },
  // A storm building: fair-weather cloud towering up, darkening, the first lightning, the wall.
  {
    head: /\b(?:storms?|thunderstorms?|thunderheads?|storm clouds?|clouds?|supercells?)\b|风暴|暴风雨|雷雨|雷暴|乌云|积雨云/,
    en: /^(?:build|gather|brew|tower|darken)$/,
    zh: /聚集|翻涌|形成|酝酿|压过来|压来|涌来|堆积/,
    who: THINGS,
    enLines: [
      'a few bright clouds over the land, the air heavy and still',
      'the clouds tower upward and darken, boiling as they climb',
      'lightning flickers inside the cloud, and a gust flattens everything below',
      'the storm looms over the land, the light gone a bruised green-grey',
    ],
    zhLines: [
      '{s}还没聚起来，天边只浮着几朵明亮的云，空气沉闷',
      '云层向上翻涌堆高，颜色越来越暗',
      '闪电在云层里一闪一闪，一阵狂风压弯了下面的一切',
      '风暴压在大地上空，天色变成青灰',
    ],
  },
  // A served bowl of noodles: the chilli oil shimmers, chopsticks lift the noodles.
  {
    head: /\b(?:chil(?:l)?i oil|broth|soup|oil)\b|红油|汤|油花|辣油/,
    en: /^(?:boil|bubble|simmer|seethe|churn|roil|steam|shimmer)$/,
    zh: /沸腾|翻滚|咕嘟|冒泡|滚开|翻涌/,
    onlyIn:
      /^(?![\s\S]*(?:火锅|hot ?pot))[\s\S]*(?:小面|拉面|牛肉面|米线|面条|\bnoodles?\b|\bramen\b)/i,
    who: THINGS,
    enLines: [
      'the oil on the broth still trembling, steam curling off the bowl',
      'the oil shimmers and rolls across the surface in slow rings',
      'chopsticks dip in and lift a tangle of noodles, the oil running down them',
      'the noodles drop back and the surface settles, glistening',
    ],
    zhLines: [
      '碗里的汤面还在微微颤动，热气一缕缕往上冒',
      '红油在汤面上轻轻翻着，油花一圈圈漾开',
      '筷子探进碗里，挑起一大把面，红油顺着面条往下淌',
      '面条落回碗里，汤面慢慢平静下来，油光发亮',
    ],
  },
  {
    head: /\b(?:hot ?pots?|soup|stew|broth|pot|kettle|cauldron|porridge|congee|sauce|curry|chil(?:l)?i oil)\b|火锅|汤|锅|粥|开水|热水|酱|红油/,
    en: /^(?:boil|bubble|simmer|seethe|churn|roil|steam|blubber)$/,
    zh: /沸腾|翻滚|咕嘟|冒泡|滚开|烧开|煮沸|沸|炖|熬/,
    // (A served bowl of noodles does not boil from the bottom of a pot; a hot pot does.)
    notIn:
      /^(?![\s\S]*(?:火锅|hot ?pot))[\s\S]*(?:小面|拉面|牛肉面|米线|面条|\bnoodles?\b|\bramen\b)/i,
    who: THINGS,
    enLines: [
      'the surface just starting to tremble, a first wisp of steam rising',
      'small bubbles race up from the bottom and burst at the surface',
      'the whole surface heaves and churns, steam billowing up',
      'steam curls up and drifts slowly across the frame',
    ],
    zhLines: [
      '{s}表面开始微微颤动，冒出一缕缕热气',
      '细密的气泡从锅底窜上来，在表面一个个破开',
      '{s}彻底滚开，汤面翻涌，热气腾腾',
      '热气一团团升起，汤面咕嘟咕嘟翻着',
    ],
  },
  // A sea of clouds among peaks: the summits stand above it like islands; it flows round them.
  {
    head: /\b(?:sea of clouds|cloud sea|cloud inversion)\b|云海/,
    en: /^(?:roll|churn|flow|surge|swirl|drift|spill|pour|move|billow|tumble|rise|swell|fill|wash|stream)$/,
    zh: /翻涌|翻滚|流动|涌|漫|奔涌|升腾|流淌|起伏/,
    who: THINGS,
    enLines: [
      'lying white between the peaks, the summits standing out like islands',
      'the clouds churn and roll slowly through the gaps between the peaks',
      'a wave of cloud spills over a ridge and pours down the far side like a waterfall',
      'the peaks hold steady above the moving white, catching the light',
    ],
    zhLines: [
      '铺在群峰之间，白茫茫一片，山尖像一座座孤岛',
      '云浪缓缓翻滚，从山峰间的缺口涌过',
      '一道云浪漫过山脊，像瀑布一样从另一侧倾泻而下',
      '群峰稳稳立在翻涌的白色之上，迎着光',
    ],
  },
  {
    head: /\b(?:fog|mist|clouds?|haze|sea of clouds|cloud sea)\b|雾|云|霭|烟岚/,
    // (Dark or storm clouds are no soft white bank: they bear down, in shows.ts.)
    unlike:
      /\b(?:storm ?clouds?|thunderclouds?|rain ?clouds?|dark clouds?|black clouds?|grey clouds?|gray clouds?)\b|乌云|雷雨云|积雨云|暴风云/,
    en: /^(?:roll|spill|pour|flow|drift|creep|sweep|tumble|cascade|billow|blanket|swirl|settle|move|flood|wash|curl|slide|stream)$/,
    not: /\bsky\b|天空/i,
    zh: /漫过|涌过|翻过|漫上|涌进|涌入|漫进|弥漫|翻涌|流淌|倾泻|笼罩|漫|涌/,
    who: THINGS,
    enLines: [
      'a soft white bank gathering at the edge of the frame',
      'the leading edge curls and tumbles forward, thin wisps running ahead of it',
      'the white tide floods in, swallowing shapes one by one',
      'only the highest points break through the white, the haze still moving',
    ],
    zhLines: [
      '在画面边缘聚成一道白茫茫的墙',
      '雾的前沿翻卷着向前，几缕薄雾跑在最前头',
      '白色的潮水漫了过来，把一切轮廓一点点吞没',
      '只有最高处还露在白茫茫之上，雾气仍在缓缓流动',
    ],
  },
  {
    head: /\b(?:balloons?|lanterns?|kites?)\b|孔明灯|天灯|热气球|气球|风筝/,
    en: /^(?:rise|drift|float|fly|soar|ascend|climb|lift|sail|go|bob)$/,
    rest: /^(?!.*\b(?:down|pops?|bursts?)\b)/i,
    zh: /升空|升起|飘|飞|上升|升/,
    who: THINGS,
    enLines: [
      'swaying gently, lifting bit by bit',
      'the ground falls away beneath {them}, {their} shadow shrinking',
      '{s} <catch> a gentle current and <climb> higher, the sky opening all around',
      '{s} <shrink> to a small point high above',
    ],
    zhLines: [
      '轻轻摇晃着，一点点向上浮起',
      '地面在{s}下方渐渐远去，影子越来越小',
      '{s}乘着气流越升越高，四周天空豁然开阔',
      '{s}在高处缩成一个小点',
    ],
  },
  {
    head: /\b(?:dough|sourdough|bread|loaf|loaves|brioche)\b|面团|面包|发面/,
    en: /^(?:rise|proof|prove|puff|swell|grow|expand|double)$/,
    zh: /发酵|膨胀|发起来|发开|鼓起|长大|变大/,
    who: THINGS,
    enLines: [
      'a small, pale round, smooth and still',
      'the surface stretches slowly, tiny bubbles swelling underneath',
      '{s} <puff> up to twice {their} size, soft and domed',
      // (No hand pokes it: a time-lapse of the rise has no one in it.)
      'the dome stands high and taut, a few bubbles breaking on its surface',
    ],
    zhLines: [
      '{s}小小一团，表面光滑',
      '表面慢慢撑开，底下冒出细小的气泡',
      '{s}鼓成原来的两倍大，又软又圆',
      '面团高高鼓起，表面绷得紧紧的，几个气泡悄悄破开',
    ],
  },
  {
    head: /\b(?:waterfalls?|falls|cascade)\b|瀑布|飞瀑/,
    en: /^(?:pour|fall|plunge|cascade|crash|tumble|thunder|flow|rush|roar|spill|drop)$/,
    zh: /倾泻|飞流|落下|奔流|轰鸣|流|泻|奔涌|直下/,
    who: THINGS,
    enLines: [
      'water sliding smooth and glassy over the lip',
      'the water breaks into white ropes as it drops, mist curling off',
      'the water thunders down at the foot, spray exploding upward',
      'mist drifts up from the foot of the falls, hanging in the air',
    ],
    zhLines: [
      '{s}顶端，水流平滑地越过崖口',
      '水流在下落中散成一道道白练，水雾翻卷',
      '水柱轰然砸落，水花冲天而起',
      '底下白浪翻涌，水雾久久飘散',
    ],
  },
  {
    head: /\b(?:rain|rainfall|raindrops?|downpour|drizzle|shower)\b|雨(?!伞|衣|靴|刷|滴|点|珠)/,
    en: /^(?:fall|pour|start|begin|come|pelt|drum|patter|beat|lash|hammer|hit|tap|streak|sweep)$/,
    zh: /落下|下起|开始下|飘落|淅淅沥沥|落|打在|敲打|下/,
    who: THINGS,
    enLines: [
      'the air thick and still, the first dark spots appearing on the ground',
      'drops spatter faster and faster, each one a tiny splash',
      'the downpour arrives in full, a grey curtain hissing down',
      'rings spread and overlap across every puddle',
    ],
    zhLines: [
      '{s}来临之前，空气闷沉，地上冒出几个深色的小圆点',
      '雨点越来越急，溅起一朵朵小水花',
      '大雨倾盆而下，白茫茫一片哗哗作响',
      '水洼里的涟漪一圈圈荡开，交叠在一起',
    ],
  },
  {
    head: /\b(?:lightning|thunderbolts?|bolts? of lightning)\b|闪电|雷电/,
    en: /^(?:strike|flash|split|crack|hit|fork|streak|light|rip|tear)$/,
    zh: /劈|划破|闪|击中|照亮|打在/,
    who: THINGS,
    enLines: [
      'dark clouds churning, the air charged',
      'a faint flicker deep inside the clouds, then another',
      'a blinding white bolt forks down, everything lit for an instant',
      'thunder rolls out across the sky as the afterglow fades',
    ],
    zhLines: [
      '{s}还藏在翻滚的乌云里，空气里满是压迫感',
      '云层深处隐隐一闪，接着又是一闪',
      '一道刺眼的白光直劈而下，一切在刹那间被照亮',
      '雷声滚滚而来，余光慢慢暗下去',
    ],
  },
  // The Milky Way rising: a dark sky first, the stars wheeling, the core high, the dawn.
  {
    head: /\bmilky way\b|\bgalaxy\b|银河|星河/,
    en: /^(?:rise|come|climb|lift|appear|wheel|turn|move|arc|spin|rotate)$/,
    zh: /升起|升|出现|浮现|旋转|转动|划过|横跨/,
    who: THINGS,
    enLines: [
      'still below the horizon, the first stars pricking through a dark sky',
      'the stars wheel slowly, a pale glow spreading along the horizon',
      'the bright core of {s} arcs high across the sky, dense with stars',
      'the sky pales at its edge and the stars fade one by one',
    ],
    zhLines: [
      '{s}还藏在地平线下，夜色正浓',
      '星空缓缓转动，地平线上亮起一片朦胧的光带',
      '{s}明亮的核心高高横跨夜空，繁星密布',
      '天边渐渐泛白，星星一颗颗隐去',
    ],
  },
  {
    head: /\b(?:sun|sunrise|dawn)\b|太阳|旭日|朝阳|日出|红日/,
    en: /^(?:rise|come|climb|edge|lift)$/,
    not: /\b(?:out|through|behind|from)\b|云/,
    zh: /升起|升|跃出|冒出/,
    who: THINGS,
    enLines: [
      'a thin line of gold along the horizon',
      'the first bright sliver edges up, light spilling across the land',
      '{s} <clear> the horizon, a full blazing disc',
      'warm light floods everything, long shadows stretching out',
    ],
    zhLines: [
      '{s}还藏在天边，只透出一道细细的金线',
      '一弯亮边探了出来，光芒铺满大地',
      '{s}完全跃出地平线，圆满而耀眼',
      '暖光洒满一切，影子拉得很长',
    ],
  },
  {
    head: /\b(?:moon|full moon|harvest moon)\b|月亮|明月|圆月|满月|月/,
    en: /^(?:rise|come|climb|edge|lift)$/,
    not: /\b(?:out|through|behind|from)\b|云/,
    zh: /升起|升|爬上|探出/,
    who: THINGS,
    enLines: [
      'a pale glow building along the horizon',
      'the first curved rim edges up, silver light spreading',
      '{s} <lift> clear of the horizon, full and bright',
      'silver light lies across everything below as the sky deepens',
    ],
    zhLines: [
      '{s}还藏在天边，只透出一片淡淡的光晕',
      '一弯银边探了出来，清辉慢慢铺开',
      '{s}完全升起，又圆又亮',
      '银白的月光洒满大地，夜空越发深沉',
    ],
  },
  // A light that flickers (not on, not off): the stutter, the black, the weaker light after.
  {
    head: /\b(?:lights?|flashlights?|torch(?:es)?|bulbs?|lamps?|tubes?|fluorescents?)\b|灯|手电/,
    en: /^flicker$/,
    rest: /^(?!.*\b(?:on|off|out|up)\b)/i,
    zh: /闪烁|忽明忽暗|一闪一闪|闪了几下/,
    // (Neon that flickers is the city's colour, not a light failing.)
    unlike: /\bneon\b|霓虹/i,
    who: THINGS,
    enLines: [
      'steady for now, a faint electric buzz in the quiet',
      'the light stutters, dark, light, dark again',
      'for a heartbeat everything goes black',
      'the light comes back weaker, the shadows deeper than before',
    ],
    zhLines: [
      '{s}还稳稳亮着，发出一丝微弱的嗡嗡声',
      '光线明明灭灭，墙上的影子跟着乱跳',
      '一瞬间，四下全黑',
      '光又亮了，比刚才更暗，阴影也更深了',
    ],
  },
  // Lights coming on one by one across a scene: the dark, the first, then all of them.
  {
    head: /\b(?:lights?|lanterns?|lamps?|streetlights?|neon)\b|灯|灯笼|彩灯|冰灯|路灯|霓虹/,
    en: /^(?:come|turn|flick|blink|light|switch|flicker)$/,
    rest: /\b(?:on|up|one by one)\b/i,
    // (Lights going out are the dark's: another entry.)
    not: /\b(?:off|out)\b|熄|灭/,
    zh: /亮起|亮了起来|点亮|一盏盏亮|依次亮|陆续亮/,
    who: THINGS,
    enLines: [
      'still dark, the scene waiting in the blue of dusk',
      'the first one glows, then the next, the light running along the rows',
      'the last dark patches fill in until every one is lit, colour shining out across the scene',
      'the whole place glows against the darkening sky',
    ],
    zhLines: [
      '还暗着，四下一片幽蓝的暮色',
      '第一盏亮了，接着是下一盏，光一路蔓延开去',
      '最后几处暗着的地方也亮了，满眼灯火',
      '整片景色在夜空下通体发亮',
    ],
  },
  // Trees in a gale: bent over, thrashing, a branch torn away.
  {
    head: /\b(?:trees?|palms?|palm trees?|branches|bamboo)\b|树|竹|棕榈/,
    en: /^(?:bend|sway|whip|thrash|lash|bow|be)$/,
    rest: /\b(?:wind|gale|storm|typhoon|hurricane|bent|double|over)\b/i,
    zh: /吹弯|狂摆|东倒西歪|被风|压弯|摇摆|摇晃/,
    who: THINGS,
    enLines: [
      'already leaning hard, leaves streaming sideways',
      'the trunks bow low as a gust slams through, branches thrashing',
      'a branch snaps and tumbles away down the road',
      'the trees spring back for a breath, then bend again',
    ],
    zhLines: [
      '已经被风压得倾斜，树叶全往一边飞',
      '一阵狂风砸过来，树干弯下了腰，枝条疯狂甩动',
      '一根树枝咔嚓折断，顺着路面翻滚而去',
      '风势稍歇，树干弹回一点，又被压弯下去',
    ],
  },
  // Morning mist lifting off a valley or fields.
  {
    head: /\b(?:mist|fog|haze|clouds?)\b|雾|云雾|薄雾|晨雾/,
    en: /^(?:lift|rise|clear|burn|thin|part)$/,
    zh: /散去|散开|消散|渐渐散|升起|褪去/,
    who: THINGS,
    enLines: [
      'a white blanket lying low over everything',
      'the mist thins and climbs, shapes emerging beneath it',
      'the last wisps tear free and the view opens up, clear and bright',
      'sunlight pours across what was hidden, the air fresh and sharp',
    ],
    zhLines: [
      '一层白茫茫的雾低低铺着',
      '雾气渐渐变薄、往上升，下面的轮廓一点点露出来',
      '最后几缕雾气被扯散，眼前豁然开朗',
      '阳光洒满刚才藏在雾里的一切，空气清新透亮',
    ],
  },
  // Earth seen from orbit turns under its clouds; it is no product on a turntable.
  {
    head: /\b(?:earth|planet|globe)\b|地球|星球/i,
    en: /^(?:rotate|spin|turn|revolve)$/,
    zh: /旋转|转动|自转/,
    who: THINGS,
    enLines: [
      'hanging in the black, half of it in sunlight',
      'bands of cloud drift slowly across the oceans as {they} <turn>',
      'the line between day and night sweeps across, city lights pricking on in the dark half',
      '{s} <turn> on, a thin blue glow of atmosphere along {their} rim',
    ],
    zhLines: [
      '悬在漆黑的太空中，一半沐浴在阳光里',
      '云带缓缓掠过海洋，大陆的轮廓慢慢移进阳光里',
      '昼夜分界线缓缓扫过，暗面的城市灯火一片片亮起',
      '{s}继续缓缓转动，边缘一圈淡蓝色的大气光晕',
    ],
  },
  {
    head: /\b(?:sun|sunset)\b|太阳|夕阳|落日|斜阳/,
    en: /^(?:set|sink|go|dip|drop|slip|fall|descend|melt)$/,
    zh: /落下|落山|西沉|沉|下山|落/,
    who: THINGS,
    enLines: [
      'low and swollen, gold light lying flat across everything',
      'the lower rim touches the horizon, the sky deepening to orange',
      '{s} <slip> away to a last glowing sliver',
      'the sky fades through pink to a deep, quiet blue',
    ],
    zhLines: [
      '{s}低低地悬着，金光平铺在一切之上',
      '下沿碰到地平线，天空染成一片橘红',
      '{s}只剩最后一弯亮边',
      '天色从粉红慢慢褪成深沉的蓝',
    ],
  },
  {
    // (Flying cars weave between towers; they have no lanes to fill.)
    head: /^(?!.*(?:\bflying\b|\bhover|飞行|悬浮|飞车))(?:.*\b(?:traffic|cars|vehicles|headlights|taillights|commuters|buses|taxis)\b|.*(?:车流|车辆|车水马龙))/,
    en: /^(?:flow|stream|pour|rush|move|pass|crawl|zip|surge|weave|cross|drive|flood)$/,
    zh: /川流|穿梭|流动|涌|驶过|来来往往|飞驰|行驶|流淌/,
    who: THINGS,
    enLines: [
      'lanes packed and waiting, engines idling',
      'lines of vehicles slide past each other, turning and merging',
      'the flow swells, every lane full and moving',
      'the stream rolls steadily on into the distance',
    ],
    zhLines: [
      '{s}挤满了车道，引擎低声轰鸣',
      '一条条车道上，车辆交错并线，转弯汇入',
      '车流越来越密，每条车道都满满当当',
      '车流源源不断，一直延伸到远处',
    ],
  },
  // A car driving down a road, followed alongside (a tracking shot, not a pass-by).
  {
    head: /\b(?:car|convertible|sedan|suv|truck|van|jeep|pickup|coupe|roadster|cab|taxi)s?\b/i,
    en: /^(?:drive|cruise|roll|head)$/,
    rest: /\b(?:down|along|through|across|up|on)\b[^.]*\b(?:highway|road|route|street|boulevard|freeway|motorway|coast|city|avenue|strip|grid|desert|switchbacks?)\b/i,
    who: THINGS,
    enLines: [
      'cruising in the open lane, the road unspooling ahead',
      'the light slides along {their} bodywork as the wheels hum over the asphalt',
      '{s} <surge> forward as the road opens up ahead',
      '{s} <ride> on toward the horizon, tail-lights glowing',
    ],
    zhLines: [
      '在空旷的车道上平稳行驶，前方的路不断展开',
      '灯光从车身上一道道滑过，车轮碾过路面沙沙作响',
      '{s}猛地提速，前方的路豁然展开',
      '{s}一路驶向天际线，尾灯亮着',
    ],
  },
  // One vehicle that speeds through ("a flying car weaves through neon", 飞车穿过霓虹灯).
  {
    head: /\b(?:car|flying car|hovercar|motorcycle|motorbike|bike|train|tram|bus|taxi|truck|van|jeep|speeder|hoverbike|spaceship|starship|spacecraft)s?\b|飞车|汽车|跑车|赛车|摩托|列车|火车|电车|出租车|悬浮车|飞船|星舰/,
    en: /^(?:speed|race|zoom|whip|tear|streak|rush|shoot|weave|fly|drive|cut|blast|roar)$/,
    rest: /\b(?:through|past|between|across|down|along|over|under)\b|^(?:at night|fast|away)?$/i,
    zh: /穿过|穿梭|穿越|掠过|飞驰|疾驰|驶过|冲过|呼啸而过|飞过/,
    who: THINGS,
    enLines: [
      'small in the distance and closing fast',
      'its lights draw long streaks through the frame',
      '{s} <whip> past the lens in a streak of light',
      '{s} <shrink> into the distance and <vanish>',
    ],
    zhLines: [
      '还在远处，正飞快地逼近',
      '灯光在画面里拖出长长的光轨',
      '{s}从镜头前一掠而过，拖出一道光',
      '{s}越来越远，渐渐消失在尽头',
    ],
  },
  {
    head: /\bcandles?\b|蜡烛|烛/,
    en: /^(?:burn|melt|gutter|flicker)$/,
    rest: /^(?:down|out|low|away)\b/i,
    zh: /燃尽|烧尽|烧完|燃完|熄灭|烧到底|燃到尽头|烧短/,
    who: THINGS,
    enLines: [
      'tall and fresh, the flame steady',
      'wax runs down {their} sides in slow drips, the candle growing shorter',
      'the flame shrinks to a tiny blue bead on the stub',
      'the flame winks out, a thin thread of smoke curling up',
    ],
    zhLines: [
      '{s}还很高，火苗稳稳立着',
      '蜡油顺着烛身慢慢淌下，蜡烛越来越短',
      '火苗缩成一点小小的蓝光',
      '火光一闪而灭，一缕细烟袅袅升起',
    ],
  },
  {
    head: /\b(?:lights?|lamps?|windows|streetlights?|streetlamps?|neon signs?)\b|灯|窗/,
    en: /^(?:go|blink|switch|turn|flicker|die|fade|shut|wink|click)$/,
    rest: /^(?:out|off|dark)\b/i,
    zh: /熄灭|灭了|暗下去|暗了|关掉|熄/,
    who: THINGS,
    enLines: [
      'every one still burning',
      'one goes dark, then another, the darkness spreading',
      'a last few points of light hang on in the dark',
      'the final light winks out and darkness settles',
    ],
    zhLines: [
      '{s}还全都亮着',
      '先是一盏暗下去，接着又是一盏，黑暗一点点蔓延',
      '只剩最后几点光还亮在黑暗里',
      '最后一点光也暗了，四下一片漆黑',
    ],
  },
  {
    head: SCREENS,
    en: /^(?:unfold|open|fold|flip)$/,
    zh: /展开|打开|翻开|折叠|合上/,
    who: THINGS,
    enLines: [
      'folded shut, a thin line of light along the hinge',
      'the hinge turns smoothly, the two halves swinging apart',
      '{s} <lie> fully open, the screen lighting up edge to edge',
      '{s} <tilt> toward the lens, light sliding across the glass',
    ],
    zhLines: [
      '{s}合着，转轴处闪着一道细光',
      '转轴顺滑地转动，两半缓缓分开',
      '{s}完全展平，屏幕从一边亮到另一边',
      '{s}微微转向镜头，光在屏幕上流过',
    ],
  },
  {
    head: PRODUCT,
    en: /^(?:rise|float|levitate|hover|spin|rotate|turn|revolve|emerge|drift|lift|appear)$/,
    zh: /升起|浮起|悬浮|旋转|转动|浮在|飘浮|升空|浮现|翻转/,
    who: THINGS,
    enLines: [
      'at rest, a thin line of light along {their} edge',
      'light slides across {their} surface, every curve catching it',
      '{s} <come> round to face the lens, crisp and gleaming',
      '{s} <ease> to a stop, square to the lens',
    ],
    zhLines: [
      '{s}静静放着，一道细细的光沿着边缘亮起',
      '光从{s}表面缓缓滑过，每一道弧线都闪着光',
      '{s}转到正面，干净利落，熠熠生辉',
      '{s}慢慢停稳，正对镜头',
    ],
  },
  {
    head: /\b(?:flowers?|roses?|lotus|tulips?|blossoms?|buds?|morning glor(?:y|ies)|petals)\b|花|莲|荷|玫瑰|牡丹/,
    en: /^(?:close|shut|curl|furl)$/,
    zh: /合拢|闭合|合上|收拢|闭上|合起/,
    who: THINGS,
    enLines: [
      'fully open, petals spread wide',
      'the petals curl inward one by one',
      '{s} <become> a tight, sealed bud again',
      '{s} <rest> sealed and still, a bead of dew on the tip',
    ],
    zhLines: [
      '{s}完全盛开，花瓣向外舒展',
      '花瓣一片片向内卷起',
      '{s}又变回紧紧裹着的花苞',
      '{s}静静立着，花苞包得紧紧的',
    ],
  },
  {
    head: /\b(?:flowers?|roses?|lotus|tulips?|blossoms?|sunflowers?|plants?|bouquet)\b|花|莲|荷|玫瑰|牡丹|植物/,
    en: /^(?:wilt|droop|wither|fade|die|shrivel)$/,
    zh: /枯萎|凋谢|凋零|蔫|衰败|凋落/,
    who: THINGS,
    enLines: [
      'fresh and upright, colour at its fullest',
      'the edges of the petals darken and curl',
      '{s} <bow> {their} head, petals hanging low',
      'a single petal drops away and comes to rest below',
    ],
    zhLines: [
      '{s}鲜艳挺立，颜色正浓',
      '花瓣边缘慢慢变暗、卷曲',
      '{s}低下了头，花瓣无力地垂着',
      '一片花瓣悄然飘落，停在下方',
    ],
  },
  {
    head: /\b(?:schools?|shoals?|swarms?) of\b|鱼群/,
    en: /^(?:swim|move|swirl|dart|turn|glide|circle|flow|shimmer|school|twist|wheel)$/,
    zh: /游|穿梭|游动|盘旋|聚|散|转向|翻转/,
    who: ['swimmer'],
    enLines: [
      'a loose cloud of silver bodies hanging in the water',
      'hundreds of bodies flicker as one, a ripple of silver passing through',
      'the whole shoal swirls into a tight, spinning ball',
      'the shoal streams away in a long, glittering ribbon',
    ],
    zhLines: [
      '{s}聚成一大团银色的身影，悬在水中',
      '成百上千条鱼同时转向，鳞片一齐闪光',
      '{s}旋成一个紧密的大球，不停翻转',
      '{s}拉成一条闪亮的长带，渐渐游远',
    ],
  },
];
