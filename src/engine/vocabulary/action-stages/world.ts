/** Action stages (see ../action-stages.ts): Nature and things: fireworks, flowers, ice, flames, waves, falling snow, boats, products. */
import { PEOPLE, THINGS, type ActionStaging } from './types.ts';

/** Words that put an idea in space, where nothing floats on water. */
const SPACE =
  /\b(?:space|asteroids?|orbit(?:ing|s)?|nebulae?|galax(?:y|ies)|planets?|starfield|zero[- ]g(?:ravity)?|saturn'?s?|jupiter|neptune|uranus|astronauts?|spacewalk|space station)\b|太空|宇宙|星际|小行星|轨道|星云|银河|土星|木星|海王星|宇航员|航天员|空间站/i;

/** Anything that can come up out of something: a whale, a dragon, a pair of earbuds. */
const ANYONE = ['person', 'animal', 'bird', 'swimmer', 'thing', 'aircraft'] as const;

/**
 * Coming up out of a liquid or out of cloud: the clip opens on what hides it, so the thing is
 * not seen before it emerges. First in the tables (a product's stock rise would show it first).
 */
/** Ice in a glass of something (an iced coffee, a whisky): it melts into the drink. */
const ICE_IN_A_DRINK =
  /\b(?:iced (?:coffee|tea|latte|americano)|glass(?:es)? of|whiske?y|cocktail|lemonade|soda|drink)\b|冰美式|冰咖啡|冰拿铁|冰茶|咖啡|饮料|威士忌|鸡尾酒|柠檬水|杯/i;

export const EMERGING: readonly ActionStaging[] = [
  // The carp that leaps and becomes a dragon (鲤鱼跃龙门): the leap is the start, the change
  // its peak, and it ends as a dragon in the sky, never falling back as a fish.
  {
    en: /^(?:leap|jump|burst|rise|spring)$/,
    rest: /\b(?:turns?|transforms?|becomes?|changes?) into (?:a |an )?(?:\w+ )?dragon\b/i,
    zh: /跃[^，。]*(?:化成|化作|化为|变成)(?:一条)?(?:\p{Script=Han})?龙|跃龙门/u,
    who: ['animal', 'swimmer'],
    enLines: [
      'circling just below the surface, scales flashing gold',
      'up out of the water in a spray of droplets, {their} body arching into the air',
      'mid-air, {their} body stretches long, scales turning to dragon scales, horns and whiskers sprouting',
      'a dragon rises where the fish was, coiling up into the clouds',
    ],
    zhLines: [
      '在水下盘旋，鳞片闪着金光',
      '{s}猛地跃出水面，水花四溅',
      '半空中，{s}的身体越拉越长，鳞片化作龙鳞，长出龙角与龙须',
      '一条龙腾空而起，盘旋着飞向云端',
    ],
  },
  // A dragon rising out of a sea of clouds: glimpsed coils, the burst, the climb, the circle.
  {
    // (乌龙茶 is tea, 龙虾 a lobster, 恐龙 a dinosaur: no dragon among them.)
    head: /\bdragons?\b|(?<!乌|恐|变色|火|水|海)龙(?!茶|井|眼|虾|舟|头|卷风|须|猫)/,
    // (A dragon out of a lake comes up through the water, as anything does.)
    not: /\b(?:lake|ocean|river|water|pool|pond|waves)\b|\bsea\b(?! of clouds?)|湖|河|江|水/i,
    en: /^(?:rise|soar|emerge|ascend|fly|burst|climb)$/,
    zh: /腾空而起|腾空|冲天而起|飞起|升起|破云而出|腾云|飞出|冲出/,
    who: ANYONE,
    enLines: [
      'hidden in the churning cloud, only a coil of scales glimpsed sliding past',
      '{their} scales flash as the mist tears apart around {them}',
      '{s} <climb> high above the peaks, {their} long tail sweeping the cloud aside',
      '{s} <circle> over the mountains and <let> out a long, rolling cry',
    ],
    zhLines: [
      '{s}藏在翻涌的云海里，只隐约露出一段鳞光闪闪的身子',
      '鳞片闪闪，云雾被撕开一道口子',
      '{s}直上九霄，长尾一扫，拨开层层云气',
      '{s}在群山之上盘旋一周，发出一声悠长的龙吟',
    ],
  },
  // A tether giving way in orbit: taut, the silent snap, the loose end whipping off.
  {
    head: /\b(?:tethers?|safety lines?|lifelines?|cables?)\b|安全绳|系绳/i,
    en: /^(?:snap|break|tear|give|sever|part|fail)$/,
    zh: /断(?:了|开|裂)?|崩断|绷断/,
    onlyIn: SPACE,
    who: ['thing'],
    enLines: [
      'pulled taut against the hull',
      'the line parts silently, its frayed end whipping away',
      'the loose end coils off into the black',
      'nothing holds on anymore',
    ],
    zhLines: [
      '{s}紧紧绷在舱壁上',
      '悄无声息，断口甩向一边',
      '断开的一端在黑暗里慢慢卷走',
      '再也牵不住了',
    ],
  },
  // A spacewalk begun: out of the hatch, along the rail, tethered, the planet below. (Before
  // the tumble: "floats out of the airlock, tethered" is no accident.)
  // Back to the airlock: the job done, the tether drawn in, the hatch reached, inside.
  {
    en: /^(?:float|drift|push|glide|pull|head|make)$/,
    rest: /\bback (?:to|towards?|into) (?:the )?(?:airlock|hatch|station|ship)\b/i,
    zh: /(?:飘|回)回?(?:到)?(?:气闸|舱门|舱内|空间站)|返回(?:气闸|舱门|舱内|空间站)/,
    onlyIn: SPACE,
    who: PEOPLE,
    enLines: [
      'the job done, one glove on the tether',
      'the tether drawn in hand over hand, the open hatch coming closer',
      '{s} <reach> the hatch and <grip> its rim',
      '{s} <slip> inside, the hatch swinging shut behind {them}',
    ],
    zhLines: [
      '活儿干完了，一只手握住安全绳',
      '一把一把收回安全绳，敞开的舱门越来越近',
      '{s}够到舱门，抓住舱口边缘',
      '{s}钻进舱内，舱门在身后合上',
    ],
  },
  {
    en: /^(?:float|drift|push|glide|pull)$/,
    rest: /\b(?:airlock|hatch)\b/i,
    zh: /出舱行走|太空行走|飘出(?:气闸|舱门|舱外)|从(?:气闸|舱门)[^，。]{0,3}飘出/,
    onlyIn: SPACE,
    // (Out of a lander onto a planet is a first step, not a spacewalk.)
    notIn: /\b(?:lands?|landed|landing|surface|planet|mars|moon)\b|降落|着陆|星球|火星|月球|月面/i,
    who: ['person'],
    enLines: [
      'the hatch swinging open onto black, the planet glowing below',
      'the tether paying out behind {them}, the open hatch falling away',
      '{s} <turn> slowly, the whole curve of the planet filling the visor',
      '{s} <hang> there in the silence, tethered and weightless, taking it in',
    ],
    zhLines: [
      '舱门缓缓打开，外面是一片漆黑，星球在下方发着光',
      '戴着手套的手扶着舱外扶手，安全绳在身后慢慢放开',
      '{s}缓缓转身，整个星球的弧线映满面罩',
      '{s}系着安全绳悬在寂静里，静静望着这一切',
    ],
  },
  // Someone adrift in orbit, spinning away: a tumble, never a dance.
  {
    en: /^(?:spin|tumble|spiral|drift|float|cartwheel)$/,
    rest: /^(?:(?:slowly|helplessly|away) )?(?:toward|towards|away|off|out into|into)\b/i,
    notIn: /\btethered\b|\btethers? (?:to|himself|herself|themselves|itself)\b|系着安全绳/i,
    zh: /(?:旋转着|翻滚着|打着转)?(?:飘|飞|坠|漂)(?:向|离|走|远)|失控(?:旋转|翻滚)/,
    onlyIn: SPACE,
    who: ['person'],
    enLines: [
      'the broken tether drifting loose beside {them}',
      'tumbling end over end, Earth wheeling past the visor',
      'the blue curve of the planet fills the frame, then swings away again',
      '{s} <grow> smaller against the black, still turning',
    ],
    zhLines: [
      '断开的安全绳在{s}身边飘荡',
      '{s}缓缓翻滚，地球在面罩外一圈圈转过',
      '蓝色的地球弧线占满画面，又转了出去',
      '{s}在黑暗里越来越小，仍在旋转',
    ],
  },
  // The night sky turning over hours: star trails, not a thing on a turntable.
  {
    head: /\b(?:stars|night sky|starry sky|milky way|galaxy)\b|星空|星星|星河|银河|星轨/i,
    en: /^(?:rotate|spin|turn|wheel|swirl|circle|move|revolve)$/,
    zh: /旋转|转动|流转|转圈|移动/,
    who: ['thing'],
    enLines: [
      'the first stars pricking through the deepening blue',
      'the stars begin to wheel, each one drawing a faint arc',
      'the arcs lengthen into rings of light around the pole star',
      'star trails circle the whole sky above the dark horizon',
    ],
    zhLines: [
      '天色渐深，{s}里第一批星星一颗颗亮起',
      '星星开始绕着天极缓缓转动，拖出细细的弧线',
      '弧线越拉越长，连成一圈圈光环',
      '整片星轨环绕在漆黑的地平线上空',
    ],
  },
  {
    en: /^(?:rise|emerge|surface|burst|break|come|float|lift)$/,
    rest: /^(?:up |slowly )?(?:out of|from) (?:a |an |the )?(?:[\w-]+ ){0,3}?(?:ink|water|sea|ocean|lake|pool|milk|coffee|paint|liquid|deep|depths|waves|river|splash)\b/i,
    zh: /从(?:水|海|湖|墨|墨汁|牛奶|咖啡|深海|水面|水底|河)(?:中|里|面|底)?(?:缓缓)?(?:升起|浮出|跃出|冒出|钻出|冲出)/,
    who: ANYONE,
    enLines: [
      'only a dark shape beneath the still surface',
      'the surface swells and parts, ripples running outward',
      '{s} <break> clear, streaming as {they} <rise>',
      '{s} <hang> above the surface, the last drops falling back into the stillness below',
    ],
    zhLines: [
      '{s}还只是液面下的一团暗影',
      '液面慢慢隆起、裂开，涟漪一圈圈荡开',
      '{s}冲破液面，带起一串串水珠',
      '{s}悬在液面上方，最后几滴落回去，下方的液面归于平静',
    ],
  },
  {
    en: /^(?:rise|emerge|burst|break|fly|soar|swoop|come|climb|appear)$/,
    rest: /^(?:up |slowly )?(?:out of|from) (?:a |an |the )?(?:[\w-]+ ){0,2}?(?:clouds?|mist|fog|smoke|haze)\b/i,
    zh: /从(?:云|云海|云层|云雾|雾|烟雾|浓雾)(?:中|里)?(?:缓缓)?(?:飞出|钻出|冲出|跃出|探出|腾起|穿出)/,
    who: ANYONE,
    enLines: [
      'only a dark shape moving inside the churning clouds',
      'the clouds bulge and tear open around {them}',
      '{s} <burst> out into open sky, trailing wisps of cloud',
      '{s} <sweep> across the sky, the clouds closing behind {them}',
    ],
    zhLines: [
      '{s}的身影藏在翻涌的云层里，只露出一点轮廓',
      '云层被撑开、撕裂，云气四散',
      '{s}破云而出，身后拖着缕缕云丝',
      '{s}盘旋着掠过天空，云层在身后慢慢合拢',
    ],
  },
];

export const WORLD: readonly ActionStaging[] = [
  // Condensation running down a cold bottle or glass: one drop breaks loose and gathers others.
  {
    head: /\b(?:drops?|droplets?|beads?|condensation|water)\b|水珠|水滴|水汽/,
    en: /^(?:slide|run|roll|trickle|drip|slip|stream)$/,
    rest: /^(?:slowly )?(?:down|along)\b|^$/i,
    zh: /滑落|滑下|流下|往下淌|滚落/,
    who: THINGS,
    enLines: [
      'beads of water clinging to the cold surface',
      'one drop swells, breaks loose and slides down, gathering others as it goes',
      '{s} <leave> a clear trail down the side, catching the light',
      'the trail beads up again, the surface glistening',
    ],
    zhLines: [
      '细密的水珠挂在冰凉的表面上',
      '一颗水珠越聚越大，忽然挣脱，顺着表面滑下，沿途带走更多水珠',
      '{s}在身后留下一道透亮的水痕，映着光',
      '水痕上又慢慢凝起细珠，表面晶莹发亮',
    ],
  },
  // A cold bottle or glass "sweating" on a counter: the same beads, on the thing itself.
  {
    en: /^(?:sweat|bead|glisten)$/,
    zh: /挂满水珠|凝着水珠|冒着冷汽|沁出水珠/,
    // (Droplets that bead are the beads themselves: the entry above tells them.)
    unlike: /\b(?:drops?|droplets?|beads?|condensation|water)\b|水珠|水滴/,
    who: THINGS,
    enLines: [
      'straight from the cold, a fine frost of condensation on the glass',
      'one drop breaks loose and runs down, gathering others as it goes',
      'fresh beads swell on the cold surface, catching the light',
      '{s} <stand> glistening, a clear trail down {their} side',
    ],
    zhLines: [
      '刚从冰箱里拿出来，表面蒙着一层细细的白霜',
      '一颗水珠忽然挣脱，顺着表面滑下，沿途带走更多水珠',
      '冰凉的表面上又凝起细珠，映着光',
      '{s}晶莹发亮，侧面留下一道透亮的水痕',
    ],
  },
  {
    head: /\bmusic ?box(?:es)?\b|八音盒|音乐盒/,
    en: /^(?:play|start|begin|chime|open|turn)$/,
    zh: /响起|响了|播放|自己响|转动|打开/,
    who: THINGS,
    enLines: [
      'the lid closed, a film of dust on it',
      'the lid lifts a crack, and the tiny dancer inside turns slowly on her spindle',
      'the tune slows, each note further apart',
      'the last note hangs in the air, then silence',
    ],
    zhLines: [
      '{s}的盖子合着，落了一层薄灰',
      '盖子微微掀起一条缝，盒里的小舞者在转轴上慢慢旋转',
      '旋律渐渐变慢，音符一个比一个稀',
      '最后一个音悬在空中，随后一片寂静',
    ],
  },
  {
    head: /\bfireworks?\b|烟花|焰火|礼花/,
    en: /^(?:explode|burst|bloom|light|go|pop|blossom|erupt|fill|rise)$/,
    zh: /绽放|炸开|升空|盛开|燃放|点亮|照亮|在.*(?:绽放|炸开)/,
    who: THINGS,
    enLines: [
      'a thin trail climbing upward',
      'the shells burst into wide spheres of sparks',
      'the sparks spread wide and drift down',
      'smoke hangs where the sparks faded',
    ],
    zhLines: [
      '{s}拖着细细的火光升空',
      '{s}在半空炸开，火星铺成一个大圆',
      '火星向四周散开，缓缓坠落',
      '火星燃尽，只留下淡淡的烟雾',
    ],
  },
  {
    head: /\b(?:flowers?|roses?|lotus|tulips?|blossoms?|buds?|orchids?|lily|lilies|peony|peonies|sunflowers?|cereus|moonflowers?)\b|花|莲|荷|玫瑰|牡丹|兰/,
    en: /^(?:bloom|blossom|open|unfurl|flower)$/,
    zh: /绽放|盛开|开花|开放|怒放/,
    who: THINGS,
    enLines: [
      'a tight bud, petals sealed',
      'the petals loosen and peel back one by one',
      '{s} <stand> fully open, the centre on show',
      '{s} <settle>, every petal unfurled',
    ],
    zhLines: [
      '{s}的花苞紧紧合拢',
      '花瓣一片片松开，向外舒展',
      '{s}完全盛放，花心清晰可见',
      '{s}静静开着，每一片花瓣都舒展开来',
    ],
  },
  // Ice melting in a drink: it shrinks and settles, clouding into the coffee; no puddle.
  {
    head: /\b(?:ice|ice cubes?)\b|冰块|冰/,
    en: /^(?:melt|thaw)$/,
    zh: /融化|消融|化开|化掉/,
    onlyIn: ICE_IN_A_DRINK,
    who: THINGS,
    enLines: [
      'clear and sharp-edged, bobbing at the top of the glass',
      'thin streams of meltwater curl down into the drink',
      '{s} <shrink> and <settle>, {their} edges rounding off',
      'only small rounded chips of ice float in the drink',
    ],
    zhLines: [
      '晶莹剔透，棱角分明地浮在杯口',
      '融化的冰水丝丝缕缕地渗进饮料里',
      '{s}越来越小，慢慢往下沉，棱角渐渐磨圆',
      '杯里只剩几块小小的碎冰浮在表面',
    ],
  },
  {
    head: /\b(?:ice|icicles?|snowman|ice sculpture|glaciers?|icebergs?|ice cubes?)\b|冰|雪人|冰雕|冰川/,
    en: /^(?:melt|thaw|drip)$/,
    // (Ice in a drink melts into it: the entry before this one.)
    notIn: ICE_IN_A_DRINK,
    zh: /融化|消融|化开|化掉|化/,
    who: THINGS,
    enLines: [
      'solid, edges still sharp',
      'beads of water slide down {their} sides',
      '{s} <slump>, {their} shape giving way',
      'a pool of water spreads where it stood',
    ],
    zhLines: [
      '棱角分明，表面结着细霜',
      '水珠聚在{s}表面，一颗颗滑落',
      '{s}慢慢塌下，轮廓越来越软',
      '原地只剩下一滩水',
    ],
  },
  {
    head: /\bcandles?\b|蜡烛|烛/,
    en: /^(?:burn|flicker|glow|gutter|dance)$/,
    zh: /燃烧|跳动|摇曳|燃|亮着/,
    who: THINGS,
    enLines: [
      'the wick freshly lit',
      'the flame sways, wax pooling around the wick',
      'the flame stretches tall and steady',
      'a thin thread of smoke curls up above the flame',
    ],
    zhLines: [
      '{s}的烛芯刚刚点燃',
      '烛火轻轻摇晃，烛芯周围积起一圈蜡油',
      '火苗拉得又高又稳',
      '一缕细烟从火苗上方袅袅升起',
    ],
  },
  {
    head: /\b(?:fire|campfire|bonfire|fireplace|hearth|blaze|flames)\b|篝火|火堆|炉火|壁炉|火焰|火苗/,
    en: /^(?:burn|crackle|blaze|roar|flicker|glow|smoulder|smolder|dance)$/,
    zh: /燃烧|噼啪|跳动|燃|烧/,
    who: THINGS,
    enLines: [
      'the first flames catching',
      'sparks snap and drift upward from the logs',
      'the fire roars up, flames licking high',
      'the flames sink low, the embers pulsing',
    ],
    zhLines: [
      '{s}的火苗刚刚窜起',
      '火星噼啪作响，从木柴间飘起',
      '火势一下旺起来，火舌蹿得老高',
      '火焰渐渐矮下去，炭火一明一暗',
    ],
  },
  {
    head: /\b(?:waves?|surf|breakers|sea|ocean|swell)\b|浪|海浪|浪花/,
    en: /^(?:crash|break|roll|pound|hit|smash|slam|batter|lap|surge)$/,
    zh: /拍打|拍岸|拍击|涌|翻滚|冲刷|撞击/,
    who: THINGS,
    enLines: [
      'a swell gathering far out',
      'the wave rears up, its crest curling and turning white',
      '{s} <smash> down, spray bursting high into the air',
      'foam rushes up, hissing as it drains away',
    ],
    zhLines: [
      '远处的{s}慢慢隆起',
      '浪头高高立起，浪尖卷出白沫',
      '{s}重重砸下，浪花四溅',
      '白色的泡沫涌上来，又嘶嘶退去',
    ],
  },
  // Fallen leaves or petals on water: resting, turning as they drift, gathering in an eddy.
  {
    head: /\b(?:leaves|leaf|petals?|blossoms?)\b|落叶|树叶|花瓣|樱花|枫叶|银杏叶/,
    en: /^(?:drift|float|spin|turn|circle|swirl|glide|bob|ride)$/,
    onlyIn:
      /\bfallen\b|\b(?:on|across) (?:the |a )?(?:water|pond|puddle|stream|river|lake|surface)\b|\bkoi\b|(?:漂|浮)在|水面|池塘|锦鲤/i,
    zh: /漂|浮|打转|旋转|随波/,
    who: THINGS,
    enLines: [
      'resting on the dark water, red and gold against the reflections',
      'each leaf turns slowly as it drifts, fine ripples fanning out',
      '{s} <gather> in a slow eddy, touching and parting',
      '{s} <drift> on across the surface, turning gently',
    ],
    zhLines: [
      '静静浮在深色的水面上，红黄相间，映着倒影',
      '每一片都一边漂一边慢慢打转，荡开细细的涟漪',
      '{s}在一个缓慢的漩涡里聚拢，又轻轻分开',
      '{s}缓缓漂过水面，轻轻打着转',
    ],
  },
  {
    head: /\b(?:snow|snowflakes?|leaves|leaf|petals?|blossoms?|feathers?)\b|雪|雪花|落叶|树叶|花瓣|樱花|羽毛|枫叶|银杏/,
    // (Fallen leaves drifting on a pond float there; they fall no more.)
    unlike: /\bfallen\b/i,
    notIn:
      /\b(?:fallen (?:\w+ )?(?:leaves|petals)|(?:leaves|petals) (?:drifting|floating) on)\b|(?:漂|浮)在(?:水面|池塘|湖面)/i,
    en: /^(?:fall|drift|float|swirl|tumble|flutter|rain|descend|settle)$/,
    zh: /飘落|落下|飘|纷飞|纷纷扬扬|落/,
    who: THINGS,
    enLines: [
      'the first few drifting down',
      'each one turns slowly on its way down',
      '{s} <thicken>, filling the air',
      '{s} <settle> softly, a fresh layer building',
    ],
    zhLines: [
      '零零星星地飘下几片',
      '每一片都在空中慢慢打着旋儿',
      '{s}越落越密，漫天飞舞',
      '{s}轻轻落定，地上铺了薄薄一层',
    ],
  },
  // A thing that moves with no one there (horror's wheelchair, rocking chair, swing): still, a
  // creak, it comes on, and it stops too close.
  {
    head: /\b(?:wheelchairs?|office chairs?|prams?|strollers?|carts?|gurneys?|trolleys?)\b|轮椅|婴儿车|推车|担架床/,
    en: /^(?:move|roll|rock|swing|start|begin|creep|glide|turn)$/,
    rest: /\b(?:by itself|on its own|itself|toward|towards)\b|^(?:moving|rolling|rocking|swinging)\b/i,
    zh: /自己(?:动|滑|摇|晃|转|推)|(?:动|滑|摇|晃)了起来|慢慢(?:滑|移)向/,
    who: THINGS,
    enLines: [
      'standing still where someone left it',
      'a faint creak, and it begins to inch forward on its own',
      '{s} <gather> speed, rolling straight toward the lens',
      '{s} <stop> dead just short of the lens, one wheel still turning',
    ],
    zhLines: [
      '静静停在原处，像是有人刚刚离开',
      '轻轻吱呀一声，轮子一点点往前挪',
      '{s}越滑越快，直直朝镜头而来',
      '{s}在镜头前猛地停住，一只轮子还在空转',
    ],
  },
  // Something light blown along a street: it lies there, tumbles, skims a puddle, and stops.
  {
    head: /\b(?:umbrellas?|hats?|caps?|plastic bags?|bags?|newspapers?|papers?|cans?|cups?|balloons?|tumbleweeds?)\b|雨伞|伞|帽子|塑料袋|报纸|易拉罐|纸杯|气球/,
    en: /^(?:roll|tumble|blow|skitter|skip|bounce|drift|spin)$/,
    rest: /\b(?:in|with|on) the (?:wind|breeze)|\b(?:along|across|down) the (?:street|road|pavement|sidewalk|alley)|\bby itself\b/i,
    zh: /(?:被风|随风|在风中)?(?:滚|翻滚|吹|飘)/,
    notIn: SPACE,
    who: THINGS,
    enLines: [
      'lying on its side on the wet ground',
      'a gust catches it and it tumbles end over end',
      '{s} <skim> across a puddle, scattering the reflections',
      '{s} <come> to rest against the kerb, rocking, then still',
    ],
    zhLines: [
      '侧躺在湿漉漉的地面上',
      '一阵风卷过，它翻滚着往前跑',
      '{s}掠过一片水洼，倒影被搅碎',
      '{s}撞在路沿上，晃了晃，停了下来',
    ],
  },
  // Something let go of in zero gravity: it tumbles slowly away, out of reach.
  {
    en: /^(?:drift|float|tumble|spin|slip|fly)$/,
    rest: /^(?:slowly )?(?:away|off|loose|free|out of reach)\b/i,
    zh: /飘走|飘远|漂走|漂远|飞走|脱手/,
    onlyIn: SPACE,
    who: THINGS,
    enLines: [
      'hanging in the air, just out of reach',
      'turning slowly end over end, a little further with every turn',
      '{s} <glint> once in the sunlight, already metres away',
      '{s} <shrink> to a speck against the black',
    ],
    zhLines: [
      '悬在半空，差一点就能够到',
      '{s}慢慢翻滚着，越飘越远',
      '{s}在阳光下闪了一下，已经飘出好几米',
      '{s}缩成黑暗中的一个小点',
    ],
  },
  {
    head: /\b(?:(?:space|star|colony )?ships?|stations?|satellites?|probes?|shuttles?|freighters?|vessels?|cruisers?|capsules?)\b|飞船|空间站|卫星|探测器|星舰|太空船/,
    en: /^(?:drift|float|glide|tumble|pass|move|hang|coast|spin|turn)$/,
    zh: /漂|飘|穿行|掠过|滑过|翻滚/,
    onlyIn: SPACE,
    who: THINGS,
    enLines: [
      'dark against the stars, turning a fraction of a degree',
      'a slow-tumbling rock slides past {their} hull, close enough to touch',
      '{s} <roll> a few degrees, light sliding along {their} flank',
      '{s} <drift> on into the dark, growing smaller',
    ],
    zhLines: [
      '静静悬在星空中，几乎一动不动',
      '一块缓缓翻转的岩石从船身旁擦过',
      '{s}缓缓侧转，光线沿着船身滑过',
      '{s}渐渐飘远，没入黑暗',
    ],
  },
  {
    notIn: SPACE,
    head: /\b(?:boats?|ships?|sailboats?|yachts?|canoes?|rafts?|kayaks?|ferry|ferries)\b|船|舟|筏|帆/,
    en: /^(?:drift|float|sail|glide|bob|cruise|pass|move)$/,
    zh: /漂|驶|航行|划过|飘/,
    who: THINGS,
    enLines: [
      'resting on the water, barely moving',
      'small ripples fan out from {their} hull',
      '{s} <turn> slowly, caught by a new current',
      '{s} <glide> on, growing smaller',
    ],
    zhLines: [
      '静静浮在水面上',
      '船身两侧荡开细细的水纹',
      '{s}缓缓调转方向',
      '{s}越行越远，渐渐变小',
    ],
  },
  {
    en: /^(?:rotate|spin|turn|revolve|twirl)$/,
    // ("turns into a swan" becomes something else.)
    rest: /^(?:slowly|gently|on|in(?!to)|around|round|under|against|$)/i,
    zh: /旋转|转动|打转|转圈/,
    who: THINGS,
    enLines: [
      'still, caught at an angle',
      'reflections slide across {their} surface as {they} <turn>',
      '{s} <come> round to face the lens, the light full on {them}',
      '{s} <ease> to a stop, square to the lens',
    ],
    zhLines: [
      '静静立着，微微侧向一边',
      '反光从{s}表面缓缓滑过',
      '{s}转到正面，每个细节都清清楚楚',
      '{s}慢慢停稳，正对镜头',
    ],
  },
  // A field or a wood turning colour over the days (a time-lapse): the first colour drains,
  // the second spreads, the whole of it turned.
  {
    head: /\b(?:fields?|wheat|rice|paddies|paddy|crops?|leaves|trees?|forest|woods?|maples?|ginkgos?|hills?|vineyards?)\b|麦田|稻田|麦子|麦浪|树叶|枫叶|银杏|树林|山林|森林|梯田/,
    en: /^(?:turn|change|fade|go|ripen|shift)$/,
    rest: /\bfrom (?:\w+ )?\w+ (?:to|into) \w+/i,
    zh: /从\p{Script=Han}{1,3}(?:到|变成|变到|变为|变)\p{Script=Han}{1,3}/u,
    who: THINGS,
    enLines: [
      'still {from} from edge to edge',
      'the {from} fades patch by patch, {to} showing through',
      '{to} spreads until it fills the frame',
      '{s} <stand> fully {to} now, stirring in the light',
    ],
    zhLines: [
      '还是一片{from}色',
      '{from}色一片片褪去，{to}色渐渐透出来',
      '{to}色一路铺开，占满整个画面',
      '{s}完全变成了{to}色，在光里轻轻起伏',
    ],
  },
];
