/**
 * Action stages (see ../action-stages.ts): family and friends, pets and wild animals caught in
 * a moment, and the hero shots of an ad: siblings over a remote, a stone skipped, a dad who
 * loses on purpose, kittens boxing, rams clashing, a bottle bursting into petals. Each names
 * what it is about (`rest`) or its doer (`head`), so a common verb stays narrow.
 */
import { ANIMALS, HANDS, PEOPLE, THINGS, type ActionStaging, type Doer } from './types.ts';

/** The analyser reads some animals as things ("two bighorn rams"): `head` names them. */
const CREATURE: readonly Doer[] = ['animal', 'thing'];

/** A toy tugged against a child ("a husky pulls a kid on a sled" is no tug). */
const TUG =
  /\b(?:ropes?|toys?|socks?|towels?|blankets?|tug[- ]of[- ]war)\b.*\b(?:toddlers?|kids?|child|children|boys?|girls?|bab(?:y|ies)|little ones?)\b|\b(?:toddlers?|kids?|child|children|boys?|girls?|bab(?:y|ies)|little ones?)\b.*\b(?:ropes?|toys?|socks?|towels?|tug[- ]of[- ]war)\b/i;

export const MOMENTS: readonly ActionStaging[] = [
  // A table's toast: glasses filled, raised from every side, the clink, the laugh after it.
  {
    en: /^(?:raise|lift|clink|toast)$/,
    rest: /\b(?:glass(?:es)?|cups?|drinks?|beers?|bottles?|toast)\b|^$/i,
    zh: /举杯|碰杯|干杯|敬酒/,
    head: /\b(?:friends|family|group|colleagues|team|everyone|guests|people|crowd|couples?)\b|朋友|家人|同事|大家|众人|一家|亲戚|同学/,
    who: PEOPLE,
    enLines: [
      'glasses filled, everyone leaning in around the table',
      'glasses rise from every side and meet in the middle with a clink',
      '{s} <burst> out laughing, a few drops spilling over the rims',
      '{s} <drink>, then <settle> back into the talk, faces flushed and warm',
    ],
    zhLines: [
      '围坐在桌边，杯子都已满上，大家都凑了过来',
      '酒杯从四面八方举起，在桌子中间碰出清脆的一声',
      '{s}笑成一团，几滴酒从杯沿洒了出来',
      '{s}一饮而尽，又坐回去接着聊，脸上红扑扑的',
    ],
  },
  // A pet reacting to something (the cucumber video): it notices, creeps up, startles, eyes it.
  {
    en: /^react$/,
    rest: /^to\b/i,
    zh: /看到[^，。]{0,8}(?:吓|跳)|被[^，。]{0,8}吓/,
    who: ANIMALS,
    enLines: [
      'turning from its bowl, unaware of what waits behind it',
      'it spots {obj} and freezes, ears up, eyes wide',
      '{s} <leap> straight up and back in one startled bound',
      '{s} <peer> at {obj} from a safe distance, neck stretched out',
    ],
    zhLines: [
      '刚从食盆边转过身，还没发现身后的东西',
      '一眼瞥见，整个身子僵住，耳朵竖起，眼睛瞪圆',
      '{s}原地一蹦老高，往后跳开',
      '{s}伸长脖子，远远地打量着那个东西',
    ],
  },
  // A shot played backwards: the pieces fly home (a perfume bottle "shattering in reverse").
  {
    en: /^(?:shatter|explode|burst|break|smash)$/,
    rest: /\bin reverse\b|\breversed?\b|\bbackwards?\b/i,
    zh: /倒放|倒着/,
    who: THINGS,
    enLines: [
      'shards and a fine mist hanging scattered in the air, perfectly still',
      'the shards begin to drift inward, the mist drawing back toward the centre',
      'the pieces snap together into {s} in one bright instant',
      '{s} <stand> whole again, a single drop running down the glass',
    ],
    zhLines: [
      '碎片和细雾静静悬在半空，四散开来',
      '碎片开始向中心缓缓聚拢，雾气也一点点收回',
      '碎片在一瞬间合拢，重新拼回{s}',
      '{s}完好如初地立着，一滴水珠顺着瓶身滑下',
    ],
  },
  // A scuffle, not an argument: "bicker" and "argue" stay with the talk entries.
  {
    en: /^(?:wrestle|fight|tussle|squabble|scuffle|grapple|scrap|battle|tug)$/,
    rest: /\b(?:over|for) (?:the |a |their )?(?:tv |television )?(?:remotes?|remote controls?|controllers?)\b/i,
    zh: /抢[^，。]{0,4}(?:遥控器|手柄)/,
    who: HANDS,
    enLines: [
      'both grabbing for the remote at once',
      'elbows and knees everywhere, the remote jerked back and forth between them',
      'one twists free and holds the remote high in triumph',
      'the other flops back with arms crossed as the channel flicks over',
    ],
    zhLines: [
      '同时扑向遥控器，各自死死攥住一头',
      '胳膊肘、膝盖乱成一团，遥控器被拽过来拽过去',
      '一个猛地一扭挣脱开，把遥控器高高举起，一脸得意',
      '另一个往后一倒，抱着胳膊生闷气，电视频道应声换了',
    ],
  },
  {
    en: /^(?:teach|show|help)$/,
    rest: /\b(?:skip|skim)(?:ping|ming)? (?:a |the )?(?:flat )?(?:stones?|rocks?|pebbles?)\b/i,
    zh: /教[^，。]{0,6}打水漂/,
    who: HANDS,
    enLines: [
      'crouched at the water’s edge beside {obj}, a flat stone held sideways between two fingers',
      'small fingers copy the grip, the arm drawn back low and level with the water',
      'the stone skips once, twice, three times across the water, rings spreading behind it',
      '{obj} <jump> up and down, and {s} <clap> {their} hands',
    ],
    zhLines: [
      '蹲在水边，两根手指捏着一块扁平的石头，侧着拿给孩子看',
      '孩子学着捏好石头，手臂压低，贴着水面往后一拉',
      '石头贴着水面一跳、两跳、三跳，身后荡开一圈圈涟漪',
      '孩子高兴得直蹦，{s}在一旁拍手叫好',
    ],
  },
  {
    en: /^(?:squeeze|cram|pile|huddle|crowd|snuggle|gather|watch|sit|curl|rewatch)$/,
    rest: /\b(?:home (?:videos?|movies)|old (?:family )?(?:videos?|tapes|footage|films?|home movies)|family (?:videos?|movies|footage))\b/i,
    zh: /看[^，。]{0,6}(?:家庭录像|老录像|旧录像|家庭影片)/,
    who: HANDS,
    enLines: [
      'squeezed in shoulder to shoulder, faces turned to the screen',
      'the flickering picture plays across their faces, someone pointing and laughing',
      'a much younger face fills the screen and the whole row bursts out laughing',
      'they settle back against each other, quiet smiles lit by the screen',
    ],
    zhLines: [
      '肩挨着肩挤在一起，老录像刚刚开始播放',
      '画面的光在每个人脸上明明灭灭，有人指着屏幕笑出声',
      '屏幕上出现了多年前稚嫩的面孔，一家人哄堂大笑',
      '大家互相靠着坐回去，脸上映着屏幕的光，嘴角还挂着笑',
    ],
  },
  // Teaching paper folding: the square of paper, the creases copied, the crane, the pride.
  {
    en: /^(?:teach|show|help)$/,
    rest: /\bfold\w*\b.*\b(?:paper|cranes?|origami|boats?|planes?)\b|\borigami\b/i,
    zh: /教[^，。]{0,6}(?:折纸|叠纸|折千纸鹤|叠千纸鹤|折纸鹤|叠纸飞机|折纸飞机)/,
    who: HANDS,
    enLines: [
      'side by side at the table, a square of paper in front of each of them',
      'small fingers copy the fold, pressing each crease down with a thumbnail',
      'the wings open out and a little paper crane stands up in the small palm',
      '{obj} <hold> it up to the light, and {s} <smile>, already reaching for the next sheet',
    ],
    zhLines: [
      '并排坐在桌前，各自面前摆着一张方方正正的彩纸',
      '小手学着一折一压，用指甲把每道折痕刮平',
      '翅膀一拉开，一只小小的纸鹤立在掌心',
      '孩子把纸鹤举到光下看，{s}笑着又拿起一张纸',
    ],
  },
  {
    en: /^(?:teach|show|help|coach)$/,
    rest: /\b(?:parallel[- ]park(?:ing)?|reverse[- ]park(?:ing)?|(?:to |how to )park)\b/i,
    zh: /教[^，。]{0,6}(?:侧方停车|倒车入库|停车|倒车)/,
    who: HANDS,
    enLines: [
      'in the passenger seat beside {obj}, one hand hovering near the handbrake',
      'the car creeps backward, the wheel turning hand over hand, eyes darting between the mirrors',
      'the car swings in and stops a hand’s width from the kerb',
      'both of them sag back in their seats, laughing with relief',
    ],
    zhLines: [
      '坐在副驾驶，一只手悬在手刹旁边',
      '车子一点点往后倒，方向盘一圈圈转着，眼睛在几面后视镜之间来回扫',
      '车身一摆，稳稳停进车位，离路沿只有一掌宽',
      '两个人一起瘫回座椅上，长出一口气，笑了出来',
    ],
  },
  {
    en: /^(?:pretend|fake|let|lose|throw)$/,
    rest: /\barm[- ]?wrestl.*\b(?:sons?|daughters?|kids?|child|boys?|girls?|toddlers?|[\w-]+-year-olds?|little)\b/i,
    zh: /(?:假装|故意)[^，。]*掰手腕|掰手腕[^，。]*(?:假装|故意)/,
    who: HANDS,
    enLines: [
      'elbow planted on the table, {their} big hand wrapped around a tiny one',
      '{their} face screws up in mock strain, arm trembling for show as the small hand pushes with all its might',
      '{their} arm sinks slowly to the table with a long, theatrical groan',
      'the little one leaps up, fists in the air, as {s} <rub> {their} arm in mock defeat',
    ],
    zhLines: [
      '手肘支在桌上，大手握住一只小小的手',
      '{s}故意憋红了脸，胳膊装模作样地发抖，小手使出全身的劲往下压',
      '{s}的胳膊慢慢倒向桌面，夸张地哀嚎一声',
      '小家伙跳起来挥舞拳头欢呼，{s}揉着胳膊，一副甘拜下风的样子',
    ],
  },
  {
    en: /^(?:whisper|talk|confide|murmur|speak)$/,
    rest: /\b(?:goldfish|fish|fishbowl|fish ?tank|aquarium)\b/i,
    zh: /(?:对|跟|和)[^，。]{0,4}(?:金鱼|小鱼|鱼缸)[^，。]{0,4}(?:说|悄悄|小声|耳语|嘀咕)/,
    who: HANDS,
    enLines: [
      'leaning in close to the glass, one hand cupped beside {their} mouth',
      'the fish drifts up to the glass, mouth opening and closing, as {their} lips move in a hush',
      '{s} <press> a finger to {their} lips, eyes darting toward the door',
      'the fish blows a tiny bubble and {s} <nod>, the secret safe',
    ],
    zhLines: [
      '凑近鱼缸，一只手拢在嘴边',
      '{s}压低声音嘀嘀咕咕，小鱼游到玻璃边，嘴巴一张一合',
      '{s}把手指竖在嘴唇前，眼睛偷偷瞟向门口',
      '小鱼吐出一个小泡泡，{s}郑重地点点头，秘密守住了',
    ],
  },
  // A dog and a child on one toy; two animals on one stick are in the creatures table.
  {
    en: /^(?:tug|pull|yank|play)$/,
    rest: TUG,
    zh: /(?:和|跟|与)[^，。]{0,4}(?:小孩|宝宝|孩子|小朋友|娃)[^，。]{0,4}(?:抢|拔河|拽|扯)/,
    who: ANIMALS,
    enLines: [
      'jaws clamped on one end, small hands gripping the other',
      '{feet} braced and tail wagging, {their} head giving gentle shakes as the little one leans back hard',
      'the little one plops down on a padded bottom, still hanging on and giggling',
      '{s} <shuffle> forward, tail going, and the tug starts all over again',
    ],
    zhLines: [
      '一口咬住一头，另一头攥在一双小手里',
      '{s}的{feet}撑着地，尾巴摇得正欢，脑袋轻轻甩着，小家伙使出全身力气往后拽',
      '小家伙一屁股坐在地上，手里还攥着，咯咯直笑',
      '{s}摇着尾巴往前凑，拔河又开始了',
    ],
  },
  // Two animals and a scrap of food or a prize (a stick, a bone or a toy: the creatures table).
  {
    en: /^(?:fight|tussle|squabble|wrestle|scrap|tug|battle|brawl|spar|bicker|quarrel)$/,
    rest: /^over (?:a |an |the |one |some |their |its |half a )?(?:[\w-]+ ){0,2}(?:tails?|fr(?:y|ies)|chips?|crusts?|bread|crumbs?|scraps?|fish|worms?|meat|sandwich(?:es)?|pizza|crackers?|cookies?|biscuits?|nuts?|seeds?|food|treats?|snacks?|leftovers|bananas?|apples?|corn|hot ?dogs?|popcorn|feathers?|mice|mouse)\b/i,
    zh: /(?:抢|争|夺)[^，。]{0,6}(?:薯条|面包|食物|吃的|鱼|肉|尾巴|虫子|零食|猎物)/,
    who: ANIMALS,
    enLines: [
      'both lunging for the prize at the same moment',
      'a scrabbling flurry of {feet}, the prize yanked back and forth between them',
      'one wrenches the prize free and makes off with it',
      'the other gives chase, and the scuffle starts all over again',
    ],
    zhLines: [
      '同时扑向那份战利品',
      '{feet}乱刨乱蹬，战利品被扯过来拽过去',
      '一只猛地把战利品夺到手，扭头就跑',
      '另一只紧追上去，两只又扭打成一团',
    ],
  },
  // Two rams, not a ram and a gate (`not`).
  {
    head: /\b(?:rams?|bighorns?|goats?|ibex(?:es)?|markhors?|mouflons?)\b|(?<!羊驼)羊/,
    en: /^(?:slam|clash|butt|bash|crash|lock|fight|smash|ram|knock|bang|spar|duel)$/,
    rest: /\b(?:horns?|heads?|each other|one another)\b|^(?:on|in|at|across|along|atop)\b|^$/i,
    not: /\b(?:gates?|doors?|fences?|cars?|trucks?|trees?|posts?|walls?|people|man|woman|hikers?)\b|门|车|树|人/i,
    zh: /(?:顶|撞)(?:角|头|架)|打架|斗|角力/,
    who: CREATURE,
    enLines: [
      'backing off a few paces, heads lowered, eyes locked',
      'hooves scrabbling, both rear up on their hind legs and lunge',
      'horns meet with a crack like a rifle shot, both heads snapping back',
      'the two stagger apart, shake it off and square up again',
    ],
    zhLines: [
      '各自后退几步，低下头，死死盯着对方',
      '蹄子刨着地，两只同时扬起前蹄，猛冲过去',
      '羊角迎头相撞，啪的一声脆响，两颗脑袋同时被震得一仰',
      '两只踉跄着分开，甩甩脑袋，又摆好了架势',
    ],
  },
  {
    head: /\botters?\b|水獭|海獭/,
    en: /^(?:juggle|toss|flip|roll|play|spin|twirl)$/,
    rest: /\b(?:pebbles?|stones?|rocks?)\b/i,
    zh: /(?:玩|抛|转|拨弄|耍)[^，。]{0,3}(?:石头|石子|鹅卵石)/,
    who: CREATURE,
    enLines: [
      'floating on {their} back, a smooth pebble clutched to {their} chest',
      '{their} front paws roll and flip the pebble over and over, quick as a conjurer',
      '{s} <toss> the pebble up and <catch> it again, right on {their} belly',
      '{s} <hug> the pebble to {their} chest and <drift> on, bobbing on the swell',
    ],
    zhLines: [
      '仰面漂在水上，小石头抱在胸前',
      '{s}的两只前爪把石头滚来滚去、翻来翻去，灵巧得像在变戏法',
      '{s}把石头往上一抛，又稳稳接住，正好落在肚皮上',
      '{s}把石头搂在怀里，随着水波一起一伏地漂远',
    ],
  },
  {
    head: /\bhumming ?birds?\b|蜂鸟/,
    en: /^(?:dip|sip|drink|feed|hover|probe|poke|slide|push)$/,
    rest: /\b(?:feeders?|flowers?|blossoms?|nectar|beak|bill)\b/i,
    zh: /(?:吸|啜|喝|采)[^，。]{0,3}(?:花蜜|蜜|糖水)|(?:伸|探)[^，。]{0,4}(?:喙|嘴)/,
    who: CREATURE,
    enLines: [
      'hovering in place, wings a whirring blur',
      '{their} wings beat in a figure-eight blur, the tiny body held perfectly still in the air',
      'the long beak slides in and the threadlike tongue flicks, drinking',
      '{s} <dart> backward and <zip> away in a flash of iridescent feathers',
    ],
    zhLines: [
      '悬停在半空，翅膀扇成一团模糊的虚影',
      '{s}的翅膀以八字形飞快扇动，小小的身子却稳稳定在空中',
      '细长的喙探了进去，细丝般的舌头一伸一缩地啜饮',
      '{s}倏地向后一退，闪着羽毛的光泽飞走了',
    ],
  },
  // A dog at work: the herding trades entry is for people.
  {
    head: /\b(?:dogs?|corgis?|collies?|sheepdogs?|pupp(?:y|ies)|pups?|heelers?|kelpies?|shepherds?|aussies?)\b|狗|犬|柯基|边牧/,
    en: /^(?:herd|round|drive|shepherd|steer|guide|usher|move|muster)$/,
    rest: /\b(?:ducklings?|ducks?|geese|goslings?|chickens?|chicks?|hens?|sheep|lambs?|goats?|cattle|cows|turkeys?|flocks?)\b/i,
    zh: /赶[^，。]{0,4}(?:鸭|鹅|鸡|羊|牛)/,
    who: ANIMALS,
    enLines: [
      'crouched low, eyes fixed on the little flock',
      '{feet} darting side to side, nose low, {they} <nudge> the stragglers back into the bunch',
      'the little flock bunches up and trots on in a tidy line',
      '{s} <drop> onto {their} belly, tongue out, watching them go',
    ],
    zhLines: [
      '压低身子，盯着那一小群',
      '{s}左冲右突，鼻子贴着地，把掉队的一个个拱回队伍里',
      '一小群乖乖挤成一团，排成整齐的一列往前走',
      '{s}往地上一趴，吐着舌头，看着它们走远',
    ],
  },
  {
    head: /\b(?:kittens?|cats?|kitties|kitty)\b|猫/,
    en: /^(?:box|spar|slap|play-?fight|wrestle|swat)$/,
    rest: /\b(?:hind legs|back legs|each other|one another)\b|^(?:on|in|at|across)\b|^$/i,
    zh: /打架|互殴|拳击|对打|打拳|扭打|掐架|过招/,
    who: CREATURE,
    enLines: [
      'rising up on their hind legs, face to face',
      'paws bat and swipe in a flurry, ears flattened, tails puffed',
      'one topples over backward and the other pounces on top',
      'they roll apart, and one trots off, tail held high',
    ],
    zhLines: [
      '用后腿站了起来，面对面',
      '小爪子你一下我一下飞快地挥来挥去，耳朵往后压平，尾巴炸成一团',
      '一只往后一仰翻倒在地，另一只立刻扑了上去',
      '两只滚到一边分开，一只竖着尾巴，若无其事地走开了',
    ],
  },
  {
    head: /\b(?:eagles?|ospreys?|hawks?|kites?)\b|鹰|雕|鹗/,
    en: /^(?:snatch|grab|catch|pluck|take|seize|hook|snag|pull|rip|hunt)$/,
    rest: /\b(?:fish|salmon|trout|carp|pike|herring|mullet)\b/i,
    zh: /(?:抓|捉|叼|捕|掠|擒|抄)[^，。]{0,4}(?:鱼|鲑|三文鱼)/,
    who: CREATURE,
    enLines: [
      'gliding low over the water, eyes locked on a glint below',
      '{their} talons swing forward, wings flared wide as {they} <drop> to the surface',
      'the talons strike and rip a thrashing fish out of the water in a burst of spray',
      '{s} <labour> upward on heavy wingbeats, the fish clamped tight below',
    ],
    zhLines: [
      '贴着水面低低滑翔，目光锁定水下的一道反光',
      '{s}双翅大张，利爪向前一探，猛地扑向水面',
      '利爪插进水里，一把抓出一条拼命扭动的鱼，水花四溅',
      '{s}扇动着沉重的翅膀往上爬升，爪下的鱼被牢牢攥住',
    ],
  },
  // A diving bird fishes beak-first: the perch, the plunge, the fish crosswise in its beak.
  {
    head: /\b(?:kingfishers?|herons?|egrets?|gannets?|pelicans?|terns?|cormorants?)\b|翠鸟|鱼狗|白鹭|苍鹭|鹭|鹈鹕|鸬鹚|燕鸥/,
    en: /^(?:dive|plunge|catch|snatch|grab|spear|hunt|fish|strike)$/,
    zh: /扎进水|扎入水|俯冲|冲进水|叼(?:出|起|住)?[^，。]{0,4}鱼|捕鱼|啄起[^，。]{0,3}鱼/,
    who: CREATURE,
    enLines: [
      'perched stock-still above the water, eyes fixed on the surface',
      'wings folded tight, a streak of colour knifing beak-first into the water',
      '{s} <burst> back out in a spray of droplets, a silver fish crosswise in {their} beak',
      '{s} <land> back on the perch, the fish still flapping, water dripping from {their} feathers',
    ],
    zhLines: [
      '一动不动地停在水面上方，紧盯着水下',
      '{s}收起翅膀，头朝下一头扎进水里，像一道彩色的闪电',
      '{s}带着一串水花破水而出，嘴里横叼着一条银亮的小鱼',
      '{s}落回枝头，小鱼还在扑腾，羽毛上的水珠往下滴',
    ],
  },
  {
    head: /\b(?:geckos?|lizards?|skinks?)\b|壁虎|守宫|蜥蜴/,
    en: /^(?:lick|clean|wipe)$/,
    rest: /\b(?:eyes?|eyeballs?)\b/i,
    zh: /舔[^，。]{0,4}眼/,
    who: CREATURE,
    enLines: [
      'perched perfectly still, big eyes shining',
      '{their} tongue slides slowly out, pink and wet',
      'the tongue sweeps right across the eyeball in one wet swipe',
      '{s} <blink> once and <sit> there, eye glistening, looking pleased with {self}',
    ],
    zhLines: [
      '静静地趴着，大眼睛亮晶晶的',
      '{s}慢慢伸出粉嫩湿润的舌头',
      '舌头一下子从眼珠上整个舔了过去',
      '{s}眨了眨眼，眼珠湿漉漉的，一脸心满意足',
    ],
  },
  // A perfume ad's burst: glass into petals, told as the effect, not a breakage.
  {
    en: /^(?:shatter|burst|break|explode|dissolve|crumble|splinter)$/,
    rest: /\binto (?:[\w-]+ ){0,5}(?:petals|flowers|blossoms)\b/i,
    zh: /(?:碎|炸|裂|化)[^，。]{0,4}(?:成|为)[^，。]{0,4}(?:花瓣|花)/,
    who: THINGS,
    enLines: [
      'standing alone, a single highlight sliding down {their} side',
      'hairline cracks race across the surface, light splintering through them',
      '{s} <burst> apart and every shard turns into a petal, blooming outward in the air',
      'the petals drift down and settle in a soft, fragrant heap',
    ],
    zhLines: [
      '静静立着，一道高光沿着表面缓缓滑下',
      '细细的裂纹在表面飞快蔓延，光从裂缝里透出来',
      '{s}骤然碎开，每一片碎片都化作花瓣，在空中绽放开来',
      '花瓣悠悠飘落，堆成柔软的一小堆，香气四溢',
    ],
  },
  // (Mountain hairpins are in the close-ups table.)
  {
    head: /\b(?:cars?|suvs?|sports ?cars?|coupes?|sedans?|convertibles?|roadsters?|jeeps?|vehicles?|evs?|hatchbacks?)\b|汽车|跑车|轿车|越野车|电动车/,
    en: /^(?:glide|cruise|drive|wind|sweep|roll|hug|carve|snake|travel|purr)$/,
    rest: /\b(?:coast(?:al)?|cliffs?|cliff-?side|seaside|ocean|shore(?:line)?|oceanfront)\b/i,
    zh: /(?:沿着|驶过|行驶在|穿行在|飞驰在|开在)[^，。]*(?:海岸|海边|悬崖|沿海|滨海)/,
    who: THINGS,
    enLines: [
      'rounding a bend, the open sea stretching out beside the road',
      'reflections slide across the polished bodywork as it takes the curves, the tyres humming',
      '{s} <sweep> out onto a long open stretch, the coastline unrolling ahead',
      '{s} <glide> on along the coast, growing smaller against the sea',
    ],
    zhLines: [
      '绕过一道弯，公路旁就是一望无际的大海',
      '车身漆面上的倒影随着弯道缓缓流动，轮胎轻声低鸣',
      '{s}驶上一段开阔的长直道，海岸线在前方徐徐展开',
      '{s}沿着海岸继续前行，在大海的映衬下越来越小',
    ],
  },
  // A car's headlights cutting the dark: dark first, the beams, the road lit, the car revealed.
  {
    head: /\bhead ?lights?\b|车灯|大灯/,
    en: /^(?:cut|slice|pierce|sweep|blaze|flick|snap|burn|split|light)$/,
    zh: /划破|刺破|亮起|照亮|劈开|穿透/,
    who: THINGS,
    enLines: [
      'still dark, the car’s shape lost in the night',
      'two beams blaze on and cut into the dark ahead',
      'the beams sweep across the road, everything in their path lit hard and bright',
      'the car’s outline rises out of the dark, light running along its paint',
    ],
    zhLines: [
      '还暗着，车身隐在夜色里',
      '两道光束猛地亮起，刺破前方的黑暗',
      '光束扫过路面，照到的一切都亮得发白',
      '车身的轮廓从黑暗里浮现出来，漆面映着光',
    ],
  },
  // A car on any road: the idle, the pull away, the pass, the road ahead (after the coast).
  {
    head: /\b(?:cars?|suvs?|sports ?cars?|coupes?|sedans?|convertibles?|roadsters?|jeeps?|vehicles?|evs?|hatchbacks?|trucks?|pickups?)\b|汽车|跑车|轿车|越野车|电动车|SUV|suv|皮卡/,
    en: /^(?:glide|cruise|drive|roll|speed|race|tear|roar|power|charge|travel|carve|snake)$/,
    rest: /^(?:(?:slowly|fast|swiftly|smoothly|steadily) )?(?:across|through|along|down|up|over|into|out of|onto)\b/i,
    zh: /驶过|驶向|驶出|驶进|驶入|驶离|飞驰|疾驰|奔驰|行驶|开过|穿过|穿越|冲过|冲出/,
    not: /\b(?:toward|towards|at) (?:the )?(?:camera|lens)\b|镜头/,
    who: THINGS,
    enLines: [
      'still for a beat, the engine idling, a line of light sliding along the bodywork',
      'the tyres bite and the reflections slide across the bodywork as it picks up speed',
      '{s} <sweep> through the frame low and fast, the light streaking off the paint',
      '{s} <carry> on toward the horizon, growing smaller',
    ],
    zhLines: [
      '静静停着，引擎低鸣，一道光沿着车身缓缓滑过',
      '轮胎抓地发力，车身上的倒影随着加速不断流动',
      '{s}压低车身疾驰而过，漆面上的光拉成一道道光带',
      '{s}一路驶向地平线，越来越小',
    ],
  },
  {
    head: /\b(?:trucks?|pickups?|4x4s?|suvs?|jeeps?|land ?cruisers?|tractors?)\b|皮卡|卡车|越野车|拖拉机/,
    en: /^(?:tow|haul|pull|drag)$/,
    rest: /\b(?:boats?|jet ?skis?|trailers?)\b.*\b(?:ramps?|slipways?|out of the (?:water|lake|river|sea))\b/i,
    zh: /(?:拖|拉)[^，。]{0,6}(?:船|游艇|快艇)|(?:船|游艇|快艇)[^，。]{0,10}(?:拖|拉)/,
    who: THINGS,
    enLines: [
      'hitched up, the trailer backed down into the water',
      'the tyres churn and bite, mud spraying from the wheel arches, the hitch straining',
      '{s} <haul> {obj} up onto level ground with a last surge of power',
      '{s} <roll> to a stop, engine ticking over, water streaming off the hull',
    ],
    zhLines: [
      '挂好拖车，拖车尾部还浸在水里',
      '轮胎在泥里打转，又死死咬住地面，泥浆从轮拱里飞溅出来，拖钩绷得紧紧的',
      '{s}猛一发力，把船拖出水面，拉上了平地',
      '{s}稳稳停住，引擎低声轰鸣，水从船身上哗哗淌下',
    ],
  },
  {
    head: /\b(?:smart ?watch(?:es)?|watch(?:es)?|fitness trackers?|wearables?)\b|手表|智能手表|手环/,
    en: /^(?:buzz|vibrate|light|glow|ping|chime|flash|pulse|beep)$/,
    rest: /\b(?:summit|tops? out|peak)\b/i,
    zh: /(?:震动|亮起|响)[^，。]*(?:登顶|山顶)|(?:登顶|山顶)[^，。]*(?:震动|亮起)/,
    who: THINGS,
    enLines: [
      'strapped to a chalked wrist as the climber reaches for the final holds',
      'a pulse of vibration runs through the strap, the screen glowing against chalky skin',
      'the screen flashes up the summit altitude in bright figures, the climber’s chest heaving',
      'the climber raises the wrist against the view, grinning at the glowing screen',
    ],
    zhLines: [
      '戴在沾满镁粉的手腕上，攀登者正伸手去够最后几个岩点',
      '表带传来一阵震动，屏幕在沾满镁粉的皮肤上亮起',
      '{s}屏幕上跳出醒目的海拔数字，攀登者大口喘着气',
      '攀登者把手腕举向眼前的壮阔风景，看着发亮的屏幕咧嘴笑了',
    ],
  },
];
