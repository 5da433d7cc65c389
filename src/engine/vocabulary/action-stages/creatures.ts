/**
 * Action stages (see ../action-stages.ts): animals' own behaviour, as a wildlife crew would film
 * it: two animals tugging at one stick, roosters and stags fighting, an otter cracking a clam, a
 * mother licking her young, grooming, nest-building, a tongue strike, a howl, a roll in the dust.
 * Each names its animal (`head`) or what it works on (`rest`), so a common verb stays narrow.
 */
import { ANIMALS, type ActionStaging, type Doer } from './types.ts';

/**
 * The analyser reads some animals as things ("ducklings", "two stags", 燕子, 河狸): an entry
 * that names its animal in `head` also stages them.
 */
const CREATURE: readonly Doer[] = ['animal', 'thing'];

export const CREATURES: readonly ActionStaging[] = [
  // Two animals and one stick, bone or slipper: a tug-of-war, not a fight.
  {
    en: /^(?:fight|tussle|squabble|wrestle|scrap|tug|battle|compete)$/,
    rest: /^over (?:a |an |the |one |some |their |its )?(?:\w+ )?(?:sticks?|branch|twigs?|bones?|ropes?|toys?|socks?|slippers?|shoes?|towels?|frisbees?|teddy)\b/i,
    zh: /(?:抢|争|夺)[^，。]{0,6}(?:树枝|木棍|棍子|骨头|绳子|玩具|袜子|拖鞋|毛巾|鞋子|飞盘|布偶|毛线球)/,
    who: ANIMALS,
    enLines: [
      'each gripping one end of it, both pulling hard',
      '{feet} braced, heads shaking, both straining backwards',
      'one gives a sudden yank and the other tumbles off balance',
      'the winner makes off with the prize, the loser hard on its heels',
    ],
    zhLines: [
      '一左一右各叼住一头，互相较着劲',
      '{s}的{feet}死死撑着地，甩着脑袋往后拽',
      '一方猛地一扯，另一方一个趔趄扑倒在地',
      '赢家叼着战利品一溜烟跑开，输家紧追在后',
    ],
  },
  {
    head: /\b(?:roosters?|cocks?|cockerels?|gamecocks?|hens?|chickens?)\b|公鸡|斗鸡|母鸡|鸡/,
    en: /^(?:fight|spar|clash|battle|brawl|duel|scrap)$/,
    zh: /打架|打斗|斗|互啄|掐架|干架|厮打/,
    who: ANIMALS,
    enLines: [
      'squared up, neck feathers flared wide',
      'they leap at each other, wings beating, feet kicking out',
      'feathers burst into the air as they crash chest to chest',
      'one bird breaks away and runs, the other stretching tall to crow',
    ],
    zhLines: [
      '面对面站着，脖子上的羽毛根根炸开',
      '两只鸡扑扇着翅膀跳起，爪子朝对方猛蹬',
      '胸口对胸口撞在一起，羽毛漫天乱飞',
      '一只扭头败逃，另一只挺起胸膛，仰头打鸣',
    ],
  },
  {
    head: /\b(?:elk|deer|stags?|bucks?|moose|reindeer|caribou|wapiti)\b|(?<!长颈)鹿/,
    en: /^(?:fight|clash|lock|spar|battle|butt|duel|rut|tangle)$/,
    not: /\b(?:eyes|gaze|stare|jaws)\b|眼/,
    zh: /打架|顶角|斗角|角力|相斗|争斗|搏斗|干架|顶在一起|用角顶/,
    who: CREATURE,
    enLines: [
      'heads lowered, antlers angled forward, one hoof pawing the ground',
      'antlers crash together with a hollow clack and lock tight',
      '{s} <shove> head to head, {feet} churning up the ground',
      'one wrenches free and turns away, the victor standing tall, antlers raised',
    ],
    zhLines: [
      '低着头，鹿角朝前，一只蹄子刨着地',
      '鹿角咔地撞在一起，死死缠住',
      '{s}头抵着头角力，{feet}把地面刨得一片狼藉',
      '一方挣脱开转身退走，胜者高高扬起鹿角',
    ],
  },
  {
    head: /\botters?\b|水獭|海獭/,
    en: /^(?:crack|smash|bang|pound|hammer|open|break|eat)$/,
    rest: /\b(?:clams?|shells?|mussels?|urchins?|oysters?|crabs?|shellfish|abalone|scallops?)\b/i,
    zh: /(?:砸|敲|撬|啃|吃)[^，。]{0,3}(?:贝|蛤|蚌|壳|海胆|螃蟹|生蚝)/,
    who: ANIMALS,
    enLines: [
      'floating on {their} back, a flat stone balanced on {their} belly',
      '{their} front paws bring the shell down hard on the stone, again and again',
      'the shell cracks open with a sharp clack',
      '{s} <scoop> out the meat and <roll> over in the water, rinsing off the crumbs',
    ],
    zhLines: [
      '仰面漂在水上，肚皮上放着一块扁石头',
      '{s}两只前爪抓着贝壳，一下一下往石头上砸',
      '咔的一声，贝壳裂开了',
      '{s}掏出里面的肉吃掉，在水里打了个滚，把碎屑冲掉',
    ],
  },
  // A mother washing her young: long strokes of the tongue, a squirming baby.
  {
    en: /^(?:lick|groom|clean|wash|bathe)$/,
    not: /\b(?:face|hands?|cheeks?|owner|boy|girl|child|kid|toddler)\b|脸|手|主人|孩子/i,
    rest: /\b(?:kittens?|cubs?|pups?|puppy|puppies|bab(?:y|ies)|young|calf|calves|foals?|fawns?|joeys?|lambs?|little ones?)\b/i,
    zh: /(?:舔|理毛|梳毛)[^，。]*(?:小猫|幼崽|小狗|宝宝|崽|小鹿|小马|小羊)|(?:小猫|幼崽|小狗|宝宝|崽|小鹿|小马|小羊)[^，。]*(?:舔|理毛|梳毛)/,
    who: ANIMALS,
    enLines: [
      'settled close, nudging the little one in against {them}',
      '{their} tongue sweeps in long, firm strokes, the baby fur left in damp tufts',
      'the little one squirms and squeaks, and one more lick topples it over',
      'the little one snuggles into {their} side, eyes closing',
    ],
    zhLines: [
      '挨着小家伙卧下，把它拢到身边',
      '{s}的舌头一下一下用力舔过，小家伙的绒毛被舔得一撮撮翘起',
      '小家伙扭来扭去地叫着，被一口舔得翻了个跟头',
      '小家伙钻进{s}怀里，慢慢闭上了眼睛',
    ],
  },
  {
    head: /\b(?:monkeys?|apes?|chimps?|chimpanzees?|macaques?|baboons?|gorillas?|orangutans?|bonobos?|lemurs?)\b|猴|猩/,
    en: /^(?:groom|pick|clean|delouse)$/,
    rest: /\b(?:each other|one another|partners?|mates?|friends?|companions?|fur|lice|nits|ticks)\b/i,
    zh: /梳毛|理毛|抓虱子|捉虱子|梳理毛发/,
    who: CREATURE,
    enLines: [
      'sitting close together, one leaning into the other',
      'fingers part the fur strand by strand, searching slowly',
      'fingers pluck out a tiny speck and pop it into a waiting mouth',
      'they swap places, the groomer now leaning back, eyes half closed',
    ],
    zhLines: [
      '挨着坐在一起，一只把身子歪向另一只',
      '手指一缕一缕地拨开毛发，细细翻找',
      '手指捏起一粒小东西，飞快送进嘴里',
      '两只换了个位置，刚才梳毛的那只眯着眼靠了过去',
    ],
  },
  {
    head: /\b(?:birds?|swallows?|robins?|sparrows?|weavers?|wrens?|finch(?:es)?|magpies?|crows?|pigeons?|doves?|storks?|orioles?|warblers?|blackbirds?|thrush(?:es)?)\b|鸟|燕|雀|鹊|鸦|鸽|鹳|莺/,
    en: /^(?:build|weave|make|line|repair)$/,
    rest: /\bnests?\b/i,
    zh: /筑巢|搭窝|做窝|垒窝|搭巢|建巢|筑窝|衔泥/,
    who: CREATURE,
    enLines: [
      'landing at the half-built nest, beak full',
      '{their} beak tucks and presses each new piece into place',
      '{s} <settle> into the cup and <turn>, pressing it round with {their} breast',
      '{s} <flit> off for more, the nest a little fuller',
    ],
    zhLines: [
      '叼着一口筑巢的材料，落在半成的巢边',
      '{s}用喙把新衔来的材料一点点塞紧压实',
      '{s}蹲进巢里转着身子，用胸脯把巢压圆',
      '{s}又振翅飞走，去衔下一口',
    ],
  },
  {
    head: /\bducklings?\b|小鸭/,
    en: /^(?:follow|trail|waddle|march|cross|walk|parade|paddle|swim)$/,
    rest: /\b(?:mother|mom|mum|mama|parent)\b/i,
    zh: /(?:跟着|跟在)[^，。]*(?:妈妈|母鸭|大鸭)/,
    who: CREATURE,
    enLines: [
      'bunched close behind the mother duck',
      'tiny webbed feet patter along, the row stretching out and bunching up again',
      'the last duckling tumbles, scrambles up and hurries to catch up',
      'the little line bobs on after the mother duck, one behind the other',
    ],
    zhLines: [
      '挤成一团，紧紧跟在鸭妈妈身后',
      '小脚掌啪嗒啪嗒，队伍一会儿拉长，一会儿又挤成一团',
      '最后一只绊了个跟头，爬起来赶紧追上',
      '{s}排成一串，摇摇摆摆地跟着鸭妈妈走远',
    ],
  },
  {
    head: /\bbeavers?\b|河狸|海狸/,
    en: /^(?:drag|haul|pull|tow|carry|lug|heave)$/,
    rest: /\b(?:branch(?:es)?|logs?|sticks?|twigs?|saplings?|limbs?|trees?)\b/i,
    zh: /(?:拖|拽|叼|搬|运|衔)[^，。]{0,4}(?:树枝|木头|枝条|树干|小树|木棍)/,
    who: CREATURE,
    enLines: [
      'jaws clamped on the gnawed end of {obj}',
      '{their} back feet dig in as {obj} scrapes and bumps along the bank',
      '{s} <slip> into the water, {obj} towed behind, only {their} head above the surface',
      '{s} <work> {obj} into the heap of sticks and <pat> mud over it',
    ],
    zhLines: [
      '咬住被啃断的那一头',
      '{s}后脚蹬地，拖着它沿着岸边磕磕绊绊地走',
      '{s}滑进水里，只露出脑袋，拖着它往前游',
      '{s}把它塞进枝堆里，又抹上一把泥',
    ],
  },
  // Chameleons and frogs: stillness, then the tongue too fast to see.
  {
    head: /\b(?:chameleons?|frogs?|toads?|geckos?|lizards?|anoles?)\b|变色龙|蛙|蟾蜍|壁虎|蜥蜴/,
    en: /^(?:flick|shoot|snap|dart|fire|launch|lash|catch|snatch|grab|hunt|zap)$/,
    rest: /\b(?:tongue|fl(?:y|ies)|crickets?|insects?|bugs?|moths?|grasshoppers?|beetles?|mosquito(?:e?s)?|prey)\b/i,
    zh: /(?:伸|吐|弹|射)[^，。]{0,3}舌头|(?:捕|抓|逮|吃|粘)[^，。]{0,4}(?:虫|苍蝇|蟋蟀|蚂蚱|飞蛾|蚊子|猎物)/,
    who: ANIMALS,
    enLines: [
      'perfectly still, eyes locked on the prey',
      '{their} jaws part a fraction, the whole body tensed',
      'the tongue shoots out in a blur and snaps back with the prey stuck to its tip',
      '{s} <chew> slowly, eyes already roving for the next one',
    ],
    zhLines: [
      '静静伏着，双眼死死锁定猎物',
      '{s}的嘴微微张开，全身绷紧',
      '舌头闪电般弹出，粘住猎物，又猛地收了回来',
      '{s}慢慢嚼着，眼睛又转向了别处',
    ],
  },
  {
    en: /^(?:hold|raise|use|carry|lift|hoist|put|shelter)$/,
    rest: /\b(?:leaf|leaves|lily pad)\b.*\b(?:rain|drizzle|shower|downpour|umbrella)\b/i,
    zh: /(?:叶)[^，。]*(?:挡雨|当伞|遮雨|雨伞)|(?:顶着|举着|撑着)[^，。]{0,4}叶[^，。]*雨/,
    who: ANIMALS,
    enLines: [
      'hunched in the rain, a broad leaf gripped by the stem',
      'raindrops drum on the leaf and run off its tip in little streams',
      '{s} <peer> out from under the leaf, blinking at the rain',
      '{s} <sit> snug and dry beneath it as the rain keeps falling',
    ],
    zhLines: [
      '缩着身子蹲在雨里，攥着一片大叶子的叶柄',
      '雨点噼里啪啦打在叶面上，顺着叶尖淌成细流',
      '{s}从叶子底下探出脑袋，眨着眼看雨',
      '{s}躲在叶子下，身上干干的，雨还在下着',
    ],
  },
  {
    head: /\bpenguins?\b|企鹅/,
    en: /^(?:steal|snatch|pinch|swipe|nick|pilfer)$/,
    rest: /\b(?:pebbles?|stones?|rocks?)\b/i,
    zh: /(?:偷|叼|抢|顺|拿)[^，。]{0,6}(?:石头|石子|鹅卵石)/,
    who: ANIMALS,
    enLines: [
      'waddling casually past the neighbouring nest, one eye on its stones',
      '{their} beak darts down and plucks a pebble from the pile',
      'the neighbour turns round squawking, and {s} <waddle> off at top speed',
      '{s} <drop> the pebble on {their} own nest with a proud little bow',
    ],
    zhLines: [
      '慢悠悠地踱过邻居的窝，眼睛瞟着那堆石子',
      '{s}的喙飞快一啄，叼起一颗石子',
      '邻居一回头嘎嘎大叫，{s}已经摇摇摆摆地溜远了',
      '{s}把石子放进自己的窝里，得意地点了点头',
    ],
  },
  {
    head: /\boctop(?:us|uses|i)\b|章鱼/,
    en: /^(?:unscrew|open|twist|unlock|pry)$/,
    rest: /\b(?:jars?|lids?|bottles?|caps?|containers?)\b/i,
    zh: /(?:拧开|打开|旋开|拧)[^，。]{0,6}(?:瓶|罐|盖)/,
    who: ANIMALS,
    enLines: [
      'arms wrapped around the glass jar, the prize inside in plain view',
      'suckers grip the lid, {their} arms twisting it round a little at a time',
      'the lid spins loose and drifts away',
      '{s} <pour> {their} soft body in through the open neck and <wrap> the prize in {their} arms',
    ],
    zhLines: [
      '触手缠住玻璃罐，罐里的东西看得清清楚楚',
      '吸盘牢牢吸住盖子，触手一点一点地拧',
      '盖子一松，旋转着飘开了',
      '{s}把软软的身子挤进罐口，用触手卷住里面的东西',
    ],
  },
  {
    head: /\braccoons?\b|浣熊/,
    en: /^(?:wash|rinse|dunk|scrub|rub|clean|dip)$/,
    rest: /^(?:a|an|the|its|his|her|their|some)\b/i,
    not: /\b(?:cotton candy|candy ?floss|face|paws|hands|itself)\b|棉花糖|脸|手|爪|澡/i,
    zh: /洗|涮|搓/,
    who: ANIMALS,
    enLines: [
      "crouched at the water's edge, {obj} held in both front paws",
      '{their} little hands rub and roll {obj} under the water, ripples spreading',
      '{s} <lift> {obj} out dripping and <turn> it over, inspecting it closely',
      '{s} <nibble> at it, eyes half closed',
    ],
    zhLines: [
      '蹲在水边，两只前爪捧着吃的',
      '{s}的小爪子在水里搓来搓去，水面荡开圈圈涟漪',
      '{s}把它捞出来，水珠滴答，翻来覆去仔细端详',
      '{s}捧着它小口小口地啃了起来',
    ],
  },
  {
    head: /\b(?:spiders?|tarantulas?)\b|蜘蛛/,
    en: /^(?:spin|weave|build|make)$/,
    rest: /\b(?:webs?|cobwebs?)\b/i,
    zh: /织网|结网|吐丝|蛛网/,
    who: CREATURE,
    enLines: [
      'hanging from a single thread of silk',
      '{their} legs draw out fresh silk and lay it round and round, thread by thread',
      'the last spiral closes, the whole web drawn taut and trembling',
      '{s} <settle> at the centre, legs spread, waiting',
    ],
    zhLines: [
      '悬在一根细细的蛛丝上',
      '{s}的几条腿抽出新丝，一圈一圈地往外铺',
      '最后一圈收口，整张网绷得紧紧的，微微颤动',
      '{s}停在网中央，张开长腿，静静等待',
    ],
  },
  {
    head: /\b(?:wol(?:f|ves)|dogs?|husk(?:y|ies)|coyotes?|jackals?|pupp(?:y|ies)|hounds?|dingoes?)\b|狼|狗|犬|哈士奇/,
    en: /^(?:howl|bay|yowl)$/,
    zh: /嚎|嗥|长啸/,
    who: CREATURE,
    enLines: [
      'standing still, ears pricked, nose to the sky',
      'the first long note rises from deep in the chest, low and wavering',
      'the howl swells and wavers, carrying far into the distance',
      '{s} <fall> quiet as the last note fades into the silence',
    ],
    zhLines: [
      '静静站着，竖起耳朵，鼻尖慢慢扬起',
      '第一声长嚎从胸腔深处升起，低沉而颤抖',
      '嚎声越拉越长，高低起伏，远远传开',
      '最后一声余音消散，{s}静了下来',
    ],
  },
  {
    head: /\bants?\b|蚂蚁|蚁/,
    en: /^(?:carry|haul|drag|lug|move|transport|lift|tow)$/,
    rest: /\b(?:crumbs?|cookies?|biscuits?|bread|food|sugar|seeds?|cereal|chips?|candy|cake|insects?|worms?|prey)\b/i,
    zh: /(?:搬|运|扛|拖|抬)[^，。]{0,4}(?:饼干|面包|渣|屑|糖|食物|种子|米|虫|蛋糕|饭粒)/,
    who: CREATURE,
    enLines: [
      'swarming around the load, antennae tapping',
      'dozens of tiny legs scurry underneath, the load wobbling forward',
      'the load lurches over a bump and rights itself, still moving',
      'the load disappears into the nest entrance, ants streaming in after it',
    ],
    zhLines: [
      '围着那块东西团团转，触角碰来碰去',
      '几十条细腿在底下飞快倒腾，那块东西摇摇晃晃地往前挪',
      '它在一处坎上晃了晃，又稳住，继续往前走',
      '它被拖进了蚁穴口，蚂蚁们跟着鱼贯而入',
    ],
  },
  // A horse (or a donkey, a dog) rolling in dry ground; rolling in snow has its own entry.
  {
    en: /^(?:roll|wallow|tumble)$/,
    rest: /\b(?:dust|dirt|sand|sandy|dry earth)\b/i,
    zh: /(?:土|沙|尘)[^，。]{0,4}(?:打滚|打了个滚|滚来滚去|翻滚)/,
    who: ANIMALS,
    enLines: [
      'sniffing the ground, then folding {their} legs and sinking down',
      '{their} back grinds into the ground, {feet} paddling in the air, dust puffing up',
      '{s} <heave> right over onto {their} other side',
      '{s} <lurch> up and <shake> {self} off in a cloud of dust',
    ],
    zhLines: [
      '低头嗅着地面，腿一弯卧了下去',
      '{s}背贴着地来回蹭，{feet}朝天乱蹬，尘土扬起',
      '{s}猛一使劲，整个翻到了另一边',
      '{s}一骨碌站起来，抖了抖身子，抖出一团尘土',
    ],
  },
  // A hippo's "yawn" is a threat: jaws gaping, tusks bared.
  {
    head: /\bhippos?\b|hippopotam|河马/,
    en: /^(?:yawn|gape|open|roar|bellow)$/,
    rest: /^(?!.*\beyes\b)/i,
    zh: /张大嘴|张开大嘴|张嘴|哈欠|对峙/,
    who: ANIMALS,
    enLines: [
      'wallowing low, only eyes, ears and nostrils above the surface',
      'a great head lifts, water streaming off as the jaws begin to part',
      '{their} jaws gape impossibly wide, huge pink mouths and long tusks bared',
      '{s} <sink> back until only {their} eyes show, ripples spreading',
    ],
    zhLines: [
      '泡在水里，只露出眼睛、耳朵和鼻孔',
      '硕大的脑袋缓缓抬起，水顺着脸往下淌，大嘴慢慢张开',
      '{s}的嘴张到极限，粉红的大口和长长的獠牙全露了出来',
      '{s}又沉回水里，只剩一双眼睛，水面荡开涟漪',
    ],
  },
  {
    en: /^(?:build|make|roll|assemble)$/,
    rest: /\bsnow ?m[ae]n\b/i,
    zh: /堆雪人/,
    who: ANIMALS,
    enLines: [
      'nose down, pushing a snowball that grows with every roll',
      '{their} front {feet} pat and pack the snow, the ball growing rounder',
      '{s} <heave> the small ball up onto the big one, and the snowman stands',
      '{s} <press> a nose into place and <sit> back to admire it',
    ],
    zhLines: [
      '用鼻子拱着一个小雪球往前滚，雪球越滚越大',
      '{s}用前爪拍拍打打，把雪球拍得圆滚滚的',
      '{s}把小雪球抱上大雪球，雪人立了起来',
      '{s}给雪人按上鼻子，往后一坐，满意地看着',
    ],
  },
  {
    head: /\b(?:pandas?|bear cubs?|koalas?)\b|熊猫|小熊|考拉/,
    en: /^(?:slide|slither|shimmy|scoot)$/,
    rest: /\b(?:down|off|from)\b.*\b(?:trees?|trunk|branch|pole|log)\b/i,
    zh: /从树上[^，。]{0,4}(?:滑|摔|掉|溜|跌|出溜)|(?:滑|溜)下树/,
    who: ANIMALS,
    enLines: [
      'hugging the trunk, clinging on halfway up',
      '{their} grip loosens and {they} <slither> down the bark, {feet} scrabbling',
      '{s} <land> on the ground with a soft bump and <roll> over',
      '{s} <sit> up, blinking, then <reach> for the trunk to climb again',
    ],
    zhLines: [
      '抱着树干挂在半空',
      '{s}的爪子一松，顺着树干往下出溜，四肢乱扒',
      '{s}扑通一声落地，打了个滚',
      '{s}坐起来眨巴着眼，又伸爪去抱树干',
    ],
  },
  // A sleeping animal breathing: a loop's whole doing is the rise and fall of its side.
  {
    head: /\b(?:cats?|kittens?|dogs?|pupp(?:y|ies)|hamsters?|rabbits?|bunn(?:y|ies)|foxes|fox)\b|猫|狗|兔|仓鼠|狐/,
    en: /^breathe$/,
    not: /\b(?:hard|heavily|heavy|fast|quickly|rapidly|fire|flames?|smoke|frost|labou?red)\b|^(?:in|out)\b/i,
    zh: /(?:睡|眠)[^，。]*呼吸|呼吸[^，。]*(?:睡|均匀|起伏)/,
    who: ANIMALS,
    enLines: [
      'curled up asleep, eyes closed',
      '{their} side rises and falls with each slow breath',
      'an ear flicks and {they} <let> out a long sigh, still asleep',
      '{s} <sink> deeper into sleep, breathing slow and even',
    ],
    zhLines: [
      '蜷成一团睡着了，双眼紧闭',
      '{s}的身子随着呼吸一起一伏，又慢又匀',
      '{s}的耳朵轻轻抖了一下，长长地舒了口气，仍在熟睡',
      '{s}睡得更沉了，呼吸又慢又匀',
    ],
  },
  // A duck, a duckling or a chick on the water paddles with webbed feet (the dog's four legs
  // and nose above the water are another animal's swim).
  {
    head: /\b(?:ducks?|ducklings?|geese|goose|goslings?|swans?|cygnets?|chicks?)\b|鸭|鹅|小鸡|鸡/,
    en: /^(?:swim|paddle)$/,
    zh: /游泳|游过|游向|游到|游/,
    not: /游戏|游客|游览|旅游/,
    who: ['animal', 'thing'],
    enLines: [
      'bobbing at the water’s edge, peering in',
      '{their} webbed feet paddle beneath the surface, a small wake spreading behind',
      '{s} <glide> ahead, ripples fanning out in rings',
      '{s} <ruffle> {their} feathers and <bob> on, content',
    ],
    zhLines: [
      '在水边探头探脑，低头看着水面',
      '{s}的小脚掌在水下一蹬一蹬，身后拖出一道细细的水纹',
      '{s}顺着水面滑了出去，涟漪一圈圈散开',
      '{s}抖了抖羽毛，悠悠地浮在水上',
    ],
  },
];
