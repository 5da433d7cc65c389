/**
 * Action stages (see ../action-stages.ts): more animals' own antics, and the beings of fantasy
 * and animation: a puppy stashing a slipper, a panda on a slide, a corgi's rump against a door,
 * chicks under a hen, a snail with the post, a fox turning human, a mermaid, an android, a mech,
 * Nezha, a knight and his shadow, a toaster making friends, a dress that floats by itself.
 * Each names its doer (`head`) or what it works on (`rest`), so a common verb stays narrow.
 */
import { ANIMALS, PEOPLE, THINGS, type ActionStaging, type Doer } from './types.ts';

/** The analyser reads some animals as things ("two stags", 小鸡仔): entries that name them take both. */
const CREATURE: readonly Doer[] = ['animal', 'thing'];
/** Fantasy and animated beings may be read as a person, an animal or a thing. */
const BEING: readonly Doer[] = ['person', 'animal', 'thing'];

export const BEASTS: readonly ActionStaging[] = [
  // A dog waiting for its owner: the watch by the door, each false alarm, the figure, the run.
  {
    en: /^(?:wait|watch|sit)$/,
    rest: /\b(?:for|by|at) (?:(?:its|his|her|their|the) )?(?:owner|master|human|family|mom|dad|door|gate|window)\b/i,
    zh: /等(?:待|着)?(?:主人|小主人|主人回家|主人下班|主人放学)|在门口等/,
    who: ANIMALS,
    enLines: [
      'sitting by the door, ears up, eyes on the corner',
      'every passing footstep lifts {their} head, then lets it sink again',
      'a familiar figure turns the corner, and {s} <spring> up, tail sweeping',
      '{s} <bound> out to meet {their} owner, tail a blur',
    ],
    zhLines: [
      '坐在门口，耳朵竖着，眼睛盯着路口',
      '每有脚步声经过，{s}就抬起头，又失望地垂下',
      '熟悉的身影出现在拐角，{s}的尾巴开始疯狂摇动',
      '{s}飞奔过去，扑向主人',
    ],
  },
  // A crane's courtship dance: standing tall, the bow and the leap, the call, wings folded.
  {
    head: /\bcranes?\b|鹤/,
    unlike: /\b(?:paper|origami|construction|tower)\b|纸鹤|吊车|塔吊/,
    en: /^(?:dance|leap|bow|prance)$/,
    zh: /起舞|跳舞|舞蹈|共舞|跳跃/,
    who: CREATURE,
    enLines: [
      'standing tall, the long neck stretched up',
      'wings spread wide, it bows low and springs up, legs trailing',
      '{s} <throw> {their} head back and <call>, wings half open',
      '{s} <land> lightly and slowly <fold> {their} wings',
    ],
    zhLines: [
      '挺身而立，长颈高高扬起',
      '双翅张开，先低头一躬，又轻盈地跃起，长腿垂在身下',
      '{s}仰头长鸣，翅膀半张',
      '{s}轻轻落地，慢慢收拢翅膀',
    ],
  },
  // Dogs on leashes all going their own way: the leashes taut, the tangle, the walker spun round.
  {
    en: /^(?:go|pull|run|bolt|head|scatter|take|tug|strain|dart)$/,
    rest: /\b(?:(?:a |its own |their own )?different (?:direction|way)s?|every (?:direction|way)|all directions|opposite (?:direction|way)s?|its own way|their own way)\b/i,
    zh: /各跑各的|各走各的|往不同(?:的)?方向|四处乱跑|四散|朝四面八方/,
    // (Said of the walker too: "a dog walker with six dogs pulling in every direction".)
    who: ['animal', 'person'],
    onlyIn: /\b(?:leash\w*|leads|dog walk\w*)\b|狗绳|牵绳|遛狗|遛/i,
    enLines: [
      'every leash snaps taut at once, each dog lunging a different way',
      'the leashes criss-cross and tangle as the dogs strain apart, claws scrabbling',
      'the walker is spun half round, arms yanked wide, heels skidding',
      'in the end the leashes sit in one great knot, the dogs panting happily in a ring',
    ],
    zhLines: [
      '所有狗绳一下子绷直，每只狗都往不同的方向猛冲',
      '狗狗们使劲往外挣，狗绳交叉缠成一团，爪子在地上乱刨',
      '遛狗的人被拽得原地转了半圈，双臂被扯开，脚下打滑',
      '最后狗绳缠成一个大结，狗狗们围成一圈，吐着舌头喘气',
    ],
  },
  // Watching fireworks: the first rocket rising, the burst on the face, the smile, the smoke.
  {
    en: /^(?:watch|see|look|gaze|admire|enjoy)$/,
    rest: /\bfireworks?\b/i,
    zh: /看烟花|看烟火|望着烟花|仰望烟花|欣赏烟花/,
    who: PEOPLE,
    enLines: [
      'head tilting up as the first rocket climbs, a thin trail of sparks',
      'a burst blooms overhead, colour washing across {their} face',
      '{s} <smile>, the sparks reflected in {their} eyes',
      'the last embers drift down, and {s} <keep> watching the smoke fade',
    ],
    zhLines: [
      '微微仰起头，第一枚烟花拖着火星升上夜空',
      '烟花在头顶炸开，光一下子映满脸庞',
      '{s}笑了，眼里映着点点火光',
      '最后的火星缓缓落下，{s}还望着渐渐散去的烟',
    ],
  },
  // A cat kneading ("making biscuits"): settling in, paws pressing in turn, claws flexing, the nap.
  {
    en: /^knead$/,
    doer: /\b(?:cats?|kittens?|kitty|kitties)\b|猫/,
    rest: /\b(?:blankets?|pillows?|sofa|couch|lap|bed|cushions?|sweaters?|quilts?|towels?)\b/i,
    zh: /踩奶|踩被子|踩毯子/,
    who: ANIMALS,
    enLines: [
      'settling onto the soft spot, eyes half closed',
      'front paws press in and out, left, right, left, in a slow rhythm',
      '{their} claws flex softly into the fabric, a deep purr rumbling',
      '{s} <curl> up on the kneaded spot and <drift> off',
    ],
    zhLines: [
      '在软软的地方趴好，眼睛半眯着',
      '两只前爪一左一右，慢悠悠地一下下往里按',
      '{s}的爪子轻轻张开又收起，喉咙里呼噜呼噜响',
      '{s}在踩好的地方团成一团，睡着了',
    ],
  },
  // A herd's river crossing: the hesitation at the edge, the first leap, the surge, the far bank.
  {
    en: /^(?:cross|ford|swim|plunge|surge|wade)$/,
    rest: /\b(?:river|stream|water)\b/i,
    doer: /\b(?:herds?|wildebeests?|gnus?|zebras?|buffalo(?:es)?|cattle|deer|elk|caribou|horses?|sheep|elephants?)\b/,
    zh: /渡河|渡过|过河|涉水|横渡/,
    who: CREATURE,
    enLines: [
      'bunched on the bank, the first ones hesitating at the water’s edge',
      'the first one leaps in and the rest pour after it, the water churning white',
      '{s} <surge> across, heads held up against the current',
      '{s} <scramble> up the far bank, dripping, dust rising behind {them}',
    ],
    zhLines: [
      '挤在岸边，最前面的几只在水边迟疑',
      '第一只跃入水中，其余的紧跟着涌下去，河水翻起白浪',
      '{s}逆着水流奋力向前，只露出脑袋',
      '{s}爬上对岸，浑身滴水，身后扬起一片尘土',
    ],
  },
  // A puppy's stash: the prize carried off and pushed out of reach, then the innocent face.
  {
    en: /^(?:hide|stash|drag|carry|sneak|hoard|take)$/,
    rest: /^(?:(?:a|an|the|his|her|its|my|their|one|some) )?\w+(?: \w+)? under (?:the |a |her |his |my |their )?(?:bed|sofa|couch|table|dresser)\b/i,
    zh: /叼[^，。]{0,10}(?:藏|床底|沙发底)|把[^，。]{1,6}(?:藏|拖|叼)(?:到|进|在)[^，。]{0,6}(?:底下|下面|窝里|角落)/,
    who: ANIMALS,
    enLines: [
      'the prize clamped in {their} jaws, glancing back over {their} shoulder',
      '{their} belly pressed flat, wriggling into the narrow dark gap, only a wagging tail left outside',
      'the prize is nudged into the farthest corner, out of sight',
      '{s} <back> out and <sit> down, all wide, innocent eyes',
    ],
    zhLines: [
      '嘴里叼着战利品，回头瞄了一眼',
      '{s}肚皮贴地，一点点往缝隙里钻，只剩尾巴露在外面摇',
      '战利品被拱进最里面的角落，藏得严严实实',
      '{s}倒退着钻出来，端端正正坐好，一脸无辜',
    ],
  },
  {
    head: /\bpandas?\b|熊猫/,
    en: /^(?:slide|roll|tumble|slip|go|whizz|zoom|come)$/,
    rest: /\bslides?\b/i,
    zh: /滑梯[^，。]{0,4}(?:滚|滑|溜|摔|出溜)|(?:滚|滑|溜|摔)[^，。]{0,4}滑梯/,
    who: CREATURE,
    enLines: [
      'plonked at the top of the slide, round body teetering',
      '{their} round belly skids down the chute, all four legs in the air',
      '{s} <shoot> off the end and <roll> over and over, a tumbling black-and-white ball',
      '{s} <sit> up, dazed, then <waddle> back to climb up again',
    ],
    zhLines: [
      '一屁股坐在滑梯顶上，圆滚滚的身子晃了晃',
      '{s}四脚朝天顺着滑梯往下出溜，越滑越快',
      '{s}冲出滑梯口，骨碌碌滚成一个黑白相间的球',
      '{s}晃晃脑袋坐起来，又慢吞吞地朝滑梯爬去',
    ],
  },
  // A door opened rump first: backing up, the push, the gap, the swagger through.
  {
    en: /^(?:push|nudge|bump|shove|open|bunt|back)$/,
    rest: /\bdoors?\b.*\b(?:butt|bum|rump|backside|behind|bottom)\b|\b(?:butt|bum|rump|backside|bottom)\b.*\bdoors?\b/i,
    zh: /(?:屁股|屁屁)[^，。]{0,3}(?:把[^，。]{0,3})?(?:顶|撞|拱|推)开|(?:屁股|屁屁)[^，。]{0,6}门[^，。]{0,2}(?:顶|撞|拱|推)开/,
    who: ANIMALS,
    enLines: [
      'backed up against the door, glancing over {their} shoulder',
      '{their} round rump pressed to the door, back legs pushing hard',
      'the door creaks open, wider and wider',
      '{s} <swing> round and <trot> through the gap, rear end wiggling',
    ],
    zhLines: [
      '背对着房门，一步步往后退',
      '{s}圆滚滚的屁股抵住门板，后腿使劲往后蹬',
      '门吱呀一声被顶开一条缝，越开越大',
      '{s}一转身挤进门缝，扭着屁股大摇大摆地走了进去',
    ],
  },
  // Hatching: the egg first, the crack, the head out, the first wobbly steps.
  {
    en: /^hatch$/,
    zh: /破壳|孵化|孵出|出壳/,
    who: ['animal', 'bird', 'thing'],
    enLines: [
      'still an unbroken egg, rocking faintly in the nest',
      'a hairline crack runs across the shell, a tiny tap coming from inside',
      'a piece of shell pops away and {s} <push> {their} head out, blinking',
      '{s} <wriggle> free of the shell, wet and wobbly, taking in the world for the first time',
    ],
    zhLines: [
      '还是一枚完整的蛋，在窝里轻轻晃动',
      '蛋壳上裂开一道细纹，里面传来轻轻的敲击声',
      '一块蛋壳啪地掉落，{s}探出湿漉漉的小脑袋，眨着眼睛',
      '{s}摇摇晃晃地爬出蛋壳，第一次打量这个世界',
    ],
  },
  {
    head: /\b(?:chicks?|chickens?|ducklings?|goslings?|hatchlings?)\b|小鸡|鸡仔|鸡崽|雏鸡|小鸭|小鹅/,
    en: /^(?:huddle|hide|snuggle|crawl|tuck|shelter|squeeze|nestle|burrow|disappear)$/,
    rest: /\bunder\b.*\bwings?\b|\bunder (?:the |their |its )?(?:hen|mother|mom|mum)\b/i,
    zh: /(?:翅膀|羽毛)(?:底下|下面|下)|钻进[^，。]{0,4}(?:母鸡|鸡妈妈|鸭妈妈|妈妈)(?:怀|身)/,
    who: CREATURE,
    enLines: [
      'peeping and milling around {their} mother’s feet',
      'the mother fluffs out her feathers and lifts one wing, making room',
      'the last little one squeezes in, only tiny heads poking out between the feathers',
      'the mother settles down, warm and round, soft peeping coming from beneath her',
    ],
    zhLines: [
      '围在妈妈身边，叽叽喳喳挤来挤去',
      '妈妈蓬起一身羽毛，微微张开翅膀',
      '最后一只也挤了进去，羽毛间只露出几个毛茸茸的小脑袋',
      '妈妈稳稳地伏下身子，翅膀底下还传出细细的叽叽声',
    ],
  },
  // The slowest postie: the bag, the trail, the letterbox at last.
  {
    head: /\b(?:snails?|slugs?)\b|蜗牛/,
    en: /^(?:deliver|carry|bring|post|drop)$/,
    rest: /\b(?:mail|letters?|post|parcels?|packages?|envelopes?|postcards?)\b/i,
    zh: /送(?:信|邮件|包裹|快递|报)|邮递|投递|递信/,
    who: CREATURE,
    enLines: [
      'a tiny mailbag slung over {their} shell, a letter poking out of the top',
      'a glistening trail stretches out behind {them}, the little bag bobbing with every inch',
      '{s} <stretch> up to the little front door at last and the letter slips into the box',
      '{s} <turn> slowly toward the next house, the bag a little lighter',
    ],
    zhLines: [
      '壳上挎着一个小小的邮包，信封从包口探出头来',
      '{s}身后拖出一道亮晶晶的痕迹，邮包一颠一颠',
      '{s}终于伸长身子够到小门，信封轻轻滑进了信箱',
      '{s}慢悠悠地掉头，朝下一户人家爬去，邮包轻了一点',
    ],
  },
  // A storybook animal knitting (a person knitting is staged earlier).
  {
    en: /^(?:knit|crochet)$/,
    zh: /织毛衣|织围巾|打毛线|钩织|织(?:毛|围|帽|袜|手套)/,
    who: ANIMALS,
    enLines: [
      'settled in snugly, a ball of yarn at {their} side, needles poised',
      '{their} paws work the needles click by click, the yarn ball twitching as it unwinds',
      '{s} <hold> up {obj}, finished, one side a little longer than the other',
      '{s} <snuggle> into it, eyes closing with a contented little sigh',
    ],
    zhLines: [
      '舒舒服服地坐好，身边放着一团毛线，两根棒针握在爪里',
      '{s}的爪子一针一针地挑着毛线，毛线团在旁边一跳一跳地滚动',
      '{s}举起刚织好的成品，一边稍稍长了一截',
      '{s}把它往身上一裹，心满意足地眯起了眼睛',
    ],
  },
  // Xianxia: a fox spirit taking human form.
  {
    head: /\b(?:fox(?:es)?|vixens?|kitsune|nine-tailed)\b|狐/,
    en: /^(?:turn|transform|shift|change|become|morph|shapeshift)$/,
    rest: /^(?:back )?(?:(?:into|to) )?(?:a |an )(?:[\w-]+ )?(?:human|person|man|woman|girl|boy|maiden|lady|youth)\b|\bhuman (?:form|shape)\b|^(?:into|to) (?:a )?human\b/i,
    zh: /化(?:为|成|作|身)(?:了)?(?:人|少女|女子|男子|美人|少年)|变成(?:了)?(?:人|少女|女子|男子|美人|少年)|幻化|修成人形/,
    who: CREATURE,
    enLines: [
      'sitting very still, thick tail curled around {their} paws',
      'a soft glow rises off {their} fur, motes of light swirling around {them}',
      'the light flares and the fox shape stretches upward into a human figure',
      'the glow fades, leaving a figure with the same bright, sly fox eyes',
    ],
    zhLines: [
      '静静蹲坐着，蓬松的尾巴拢在身前',
      '{s}周身泛起一层柔光，细碎的光点绕着它打转',
      '光芒骤然一盛，狐影拉长，化作一道人形',
      '光芒散去，那人缓缓抬眼，眉眼间还带着几分狐狸的灵气',
    ],
  },
  {
    head: /\b(?:mermaids?|mermen|merman|sirens?)\b|美人鱼|人鱼/,
    en: /^(?:braid|plait|comb|weave)$/,
    rest: /\b(?:sleeping|asleep|dozing|slumbering)\b/i,
    zh: /(?:熟睡|睡着|沉睡)[^，。]{0,6}(?:编|梳)/,
    who: BEING,
    enLines: [
      'perched on the wet rocks beside the sleeper, tail trailing in the surf',
      '{their} fingers weave strand over strand, threading in tiny shells and a wisp of seaweed',
      'the finished braid lies across the sleeper’s shoulder, shells glinting in it',
      '{s} <slip> back into the sea with barely a ripple, the sleeper still dreaming',
    ],
    zhLines: [
      '坐在湿漉漉的礁石上，鱼尾浸在浪花里，身边的人睡得正沉',
      '{s}的手指一缕缕地编着头发，把小贝壳和海草也编了进去',
      '编好的辫子搭在那人肩头，贝壳在发间闪着光',
      '{s}悄无声息地滑回海里，那人还在梦中',
    ],
  },
  // Sci-fi: the skin of a hand peeled back on the machine beneath.
  {
    head: /\b(?:androids?|robots?|cyborgs?|synths?|replicants?|humanoids?|droids?|automatons?)\b|仿生人|机器人|赛博格|人造人|义体/,
    en: /^(?:peel|pull|tear|rip|strip|lift)$/,
    rest: /\bskin\b/i,
    zh: /(?:撕|揭|剥|掀)(?:开|下|起)?[^，。]{0,6}(?:皮肤|皮)/,
    who: BEING,
    enLines: [
      'turning one hand over slowly, studying it',
      'a fingernail lifts a seam at the wrist, the synthetic skin curling back like thin film',
      'beneath it, circuits and fine metal joints glint, tiny lights pulsing',
      '{s} <flex> the bare metal fingers, watching them move in silence',
    ],
    zhLines: [
      '慢慢翻转着一只手，盯着看了很久',
      '指甲挑起手腕处的一道接缝，仿生皮肤像薄膜一样卷了起来',
      '皮肤下面，电路和精密的金属关节闪着光，细小的指示灯一明一灭',
      '{s}活动了一下裸露的金属手指，静静地看着它们屈伸',
    ],
  },
  // A giant robot's gentlest job: a small animal lifted out of the rubble.
  {
    head: /\b(?:mech|mecha|giant robot|titan)s?\b|机甲(?!驾驶|师)|巨型机器人|巨大的机器人/,
    en: /^(?:kneel|lower|crouch|bring|ease|bend|set|drop|reach)$/,
    rest: /\b(?:kittens?|cats?|pupp(?:y|ies)|dogs?|birds?|chicks?|rabbits?|bunn(?:y|ies))\b/i,
    zh: /(?:跪|蹲)[^，。]{0,4}(?:捧|托|抱)起?[^，。]*(?:猫|狗|鸟|兔)|捧起[^，。]*(?:猫|狗|鸟|兔)/,
    who: ['person', 'thing'],
    enLines: [
      'high above the rubble, the robot’s head turning toward a tiny sound below',
      'the robot’s knee grinds down into the rubble, hydraulics hissing, dust puffing out',
      'a huge steel hand slides in under the little animal and lifts it clear, palm held perfectly flat',
      'the robot rises slowly, the tiny creature peering over the edge of the giant palm',
    ],
    zhLines: [
      '高高矗立在废墟之上，头部缓缓转向瓦砾间一声微弱的叫声',
      '{s}的膝盖轰地压进瓦砾，液压杆嘶嘶作响，尘土四散',
      '巨大的钢铁手掌轻轻探到小家伙身下，托得平平稳稳，把它捧了出来',
      '{s}慢慢站直，小家伙趴在巨大的掌心边缘，好奇地往下张望',
    ],
  },
  // Guochao animation: Nezha on his wind fire wheels.
  {
    head: /\bnezha\b|哪吒/,
    en: /^(?:fly|soar|burst|blast|shoot|race|zoom|rocket|break|surge|streak|punch|tear)$/,
    zh: /风火轮|冲破|冲出|冲上|飞上|穿过云|破云/,
    who: BEING,
    enLines: [
      'balanced on the blazing wind fire wheels, red sash whipping out behind',
      'the wheels spit twin trails of fire, the red sash snapping in the wind',
      '{s} <punch> up through the cloud layer, a ring of cloud torn open in a burst of fire',
      '{s} <hang> above the sea of clouds, sash rippling, the torn clouds glowing below',
    ],
    zhLines: [
      '脚踏风火轮，混天绫在身后猎猎翻飞',
      '风火轮喷出两道火舌，呼呼作响，混天绫在风里翻卷',
      '{s}一头撞进云层，火光把云海撕开一个大洞',
      '{s}冲出云顶，悬在翻涌的云海之上，混天绫迎风飘扬',
    ],
  },
  {
    en: /^(?:duel|fence|spar|battle|clash|cross|face|fight)$/,
    rest: /\bshadows?\b/i,
    zh: /影子[^，。]{0,4}(?:决斗|对决|打斗|搏斗|过招|交手|比剑|对打|打架)/,
    who: PEOPLE,
    enLines: [
      'sword drawn, {their} own shadow stretched long across the ground',
      'the shadow peels off the ground and strikes back, a heartbeat ahead of every move',
      '{s} <lunge> and the shadow’s dark blade meets {their} steel in a silent clash',
      'the shadow lowers its sword and sinks back to {their} feet, an ordinary shadow again',
    ],
    zhLines: [
      '长剑出鞘，自己的影子长长地投在地上',
      '影子从地面上立了起来，每一招都比{s}快上半拍',
      '{s}一剑刺出，影子的黑剑迎面架住，两剑相交却悄无声息',
      '影子收剑，慢慢沉回{s}脚下，又变回了一道普通的影子',
    ],
  },
  // Anime swordsmen the analyser reads as a thing (as people, the duel in impacts.ts stages them).
  {
    head: /\b(?:swordsm[ae]n|samurai|ronin|knights|ninjas|fencers|duelists)\b|剑客|武士|侠客|剑士/,
    en: /^(?:clash|duel|fight|spar|battle|face)$/,
    not: /\b(?:dragons?|monsters?|demons?|beasts?)\b|龙|怪|兽|妖/i,
    zh: /对决|交手|比剑|斗剑|决斗|过招|交锋/,
    who: THINGS,
    enLines: [
      'a few strides apart, hands resting on {their} hilts, perfectly still',
      'steel rings on steel, sparks spraying where the blades lock',
      'they dash past each other in one blurred stroke and freeze, back to back',
      'a beat of silence, then one blade slides home into its sheath with a soft click',
    ],
    zhLines: [
      '相隔几步对峙，手按刀柄，凝神静立',
      '刀锋相撞，铿的一声，火星四溅',
      '两人错身而过，快得只剩一道残影，随即背对背定住',
      '片刻的寂静之后，一把刀缓缓收回鞘中，咔的一声轻响',
    ],
  },
  // A cartoon object making a friend: shy looks, a hop closer, the newcomer turning round.
  {
    en: /^(?:try|attempt|want)$/,
    rest: /^to (?:befriend|make friends|be friends|say hello|say hi)\b/i,
    zh: /(?:想|试着|努力|想要|鼓起勇气)[^，。]{0,8}(?:交朋友|做朋友|搭话|打招呼|亲近)/,
    who: THINGS,
    enLines: [
      'peeking sideways at the shiny newcomer, shy and hopeful',
      'a hesitant little hop closer, then a nervous shuffle back',
      'the newcomer turns toward {them} at last, and {they} <brighten> all over',
      'the two sit side by side, a little closer than before',
    ],
    zhLines: [
      '偷偷瞄着身边新来的伙伴，又害羞又期待',
      '{s}犹犹豫豫地往前蹭了一小步，又紧张地缩了回去',
      '新伙伴终于转过身来，{s}一下子整个亮了起来',
      '两个挨着坐在一起，比刚才近了一点',
    ],
  },
  // Horror: an empty garment leaving the wardrobe as if worn.
  {
    head: /\b(?:dress|gown|robe|kimono|coat|cloak|veil|qipao|cheongsam)(?:e?s)?\b|嫁衣|衣服|裙|旗袍|长袍|寿衣|戏服|婚纱/,
    en: /^(?:float|drift|glide|rise|slide|hover|emerge|sway)$/,
    rest: /\b(?:wardrobe|closet|cupboard|armoire)\b/i,
    zh: /(?:衣柜|柜子|衣橱|箱子)[^，。]{0,4}飘/,
    who: THINGS,
    enLines: [
      'hanging in the dark of the wardrobe, the door ajar',
      'the sleeves lift first, then the hem, rippling in perfectly still air',
      '{s} <drift> out into the room upright, as if worn by someone unseen',
      '{s} <hang> in mid-air facing the lens, the empty sleeves slowly falling',
    ],
    zhLines: [
      '静静地挂在半掩的衣柜深处',
      '袖口先扬了起来，接着是下摆，在凝滞的空气里轻轻摆动',
      '{s}直立着飘出柜门，像被一个看不见的人穿在身上',
      '{s}悬在半空，正对着镜头，空荡荡的袖子缓缓垂下',
    ],
  },
  // Cyberpunk: a hoverbike through the traffic of towers and signs.
  {
    en: /^(?:thread|weave|steer|pilot|fly|zip|speed|swerve|dart|gun|zoom|bank|race|slice)$/,
    rest: /\b(?:hover ?bikes?|hover ?cycles?|jet ?bikes?|speeder bikes?|flying (?:bikes?|motorbikes?|motorcycles?))\b/i,
    zh: /悬浮摩托|飞行摩托|悬浮机车|反重力摩托|飞行机车/,
    who: PEOPLE,
    enLines: [
      'astride the hoverbike, thrusters whining as it lifts off the street',
      '{their} hands twist the grips, the bike banking hard between towers and signs',
      'the bike tips onto its side and slips through a narrow gap, lights smearing past',
      '{s} <level> out over an open lane, the thrusters’ glow trailing behind',
    ],
    zhLines: [
      '跨上悬浮摩托，推进器嗡的一声把车身托离地面',
      '{s}双手一拧把手，车身压得极低，在楼宇和招牌之间急转',
      '车身侧立，从一道窄缝中间一穿而过，灯光在两边拉成长线',
      '{s}在开阔的航道上摆正车身，推进器的光尾拖在身后',
    ],
  },
  // Wuxia: a sword wiped clean and sheathed.
  {
    en: /^(?:wipe|clean|polish|oil|dry)$/,
    rest: /\b(?:swords?|katanas?|sabres?|sabers?|longswords?|rapiers?)\b/i,
    zh: /擦(?:拭|亮|干净)?[^，。]{0,4}(?:剑|宝刀|长刀|佩刀|武士刀)/,
    who: PEOPLE,
    enLines: [
      'the sword drawn and held level, a folded cloth in the other hand',
      'the cloth glides slowly along the blade from guard to tip',
      'the clean steel catches the light in one cold, bright flash',
      '{s} <turn> the sword once and <slide> it home into its sheath',
    ],
    zhLines: [
      '长剑出鞘横在身前，手里捏着一块素布',
      '素布顺着剑身缓缓抹过，从剑格一直擦到剑尖',
      '剑身映出一道寒光，映亮了{s}的眉眼',
      '{s}手腕一翻，长剑锵的一声归入鞘中',
    ],
  },
];
