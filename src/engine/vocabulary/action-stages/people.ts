/** Action stages (see ../action-stages.ts): Doings of words, music, art and handwork. */
import { PEOPLE, ANIMALS, HANDS, type ActionStaging } from './types.ts';

/** Something eaten or drunk together ("share a popsicle"), not something told. */
const SHARED_FOOD =
  /\b(?:popsicles?|ice ?creams?|ice lolly|snacks?|meals?|sandwich(?:es)?|pizza|slices?|cookies?|cakes?|drinks?|milkshakes?|fries|noodles|food|lunch|dinner|breakfast|bowls?|plates?|cups?)\b/i;

const SINGING = {
  enLines: [
    'drawing a slow breath before the first note',
    '{their} eyes close as the melody carries {them}',
    '{s} <reach> for the high note, head tilted back',
    'the last note fades and {s} <let> the silence settle',
  ],
  zhLines: [
    '轻轻吸了一口气，准备开口',
    '{s}微微闭上眼，沉浸在旋律里',
    '{s}唱到高音，微微仰起头',
    '最后一个音落下，{s}静静站着，余音还在',
  ],
} as const;

/** A singer in a loud room: strobes, a club, a crowd dancing. The song is sung to them. */
const LOUD_SINGING = {
  onlyIn:
    /\b(?:strobes?|club|crowd|dancing|dance floor|party|rave|rock|punk|edm|festival|mosh|upbeat|energetic|stadium)\b|频闪|夜店|蹦迪|人群|摇滚|音乐节|狂欢|舞池|体育场/i,
  enLines: [
    'mic in hand, head bowed as the beat builds',
    '{their} hips catch the beat, the mic cord whipping as {they} <turn>',
    '{s} <throw> {their} head back on the chorus, caught mid-turn in the light',
    '{s} <hit> the last line and <freeze>, one arm raised, as the lights cut out',
  ],
  zhLines: [
    '握着麦克风，低头等着鼓点进来',
    '{s}随着节拍扭动，麦克风线跟着甩动',
    '副歌时{s}猛地仰头，转身的一瞬被灯光定格',
    '{s}唱完最后一句，举起手臂定住，灯光骤然熄灭',
  ],
} as const;

export const WORDS_AND_CRAFTS: readonly ActionStaging[] = [
  // A band playing: the count-in, the riff, the chorus together, the last chord.
  {
    head: /\b(?:band|bands|trio|quartet|group)\b|乐队|乐团|组合/,
    en: /^(?:play|perform|jam|rock|rehearse|gig)$/,
    zh: /演奏|演出|表演|弹奏|唱|排练/,
    who: PEOPLE,
    enLines: [
      'the drummer counting in, sticks raised',
      'the guitarist leans into the riff as the singer grips the mic',
      'the drums crash in and {s} <hit> the chorus together',
      '{s} <ring> out the last chord, the singer’s head bowed',
    ],
    zhLines: [
      '里，鼓手举起鼓槌，数着拍子起头',
      '吉他手压低身子弹起主旋律，主唱握紧了话筒',
      '鼓点轰然砸下，{s}一起冲进副歌',
      '{s}拨响最后一个和弦，主唱低下了头',
    ],
  },
  {
    en: /^(?:see|discover|find|meet|touch|taste|experience|feel|hear|visit)$/,
    rest: /\bfirst time\b/i,
    zh: /第一次/,
    who: ANIMALS,
    enLines: [
      'hesitating, unsure of what lies ahead',
      '{their} eyes go wide, nose twitching',
      '{s} <stretch> forward for a first, careful sniff',
      '{s} <bound> in, tail wagging, all caution gone',
    ],
    zhLines: [
      '停在原地，有点不知所措',
      '{s}睁大眼睛，鼻子一抽一抽地嗅着',
      '{s}小心翼翼地凑上去闻了闻',
      '{s}一下子蹦了起来，撒着欢儿扑了进去',
    ],
  },
  {
    en: /^(?:see|discover|find|meet|touch|taste|experience|feel|hear|visit)$/,
    rest: /\bfirst time\b/i,
    zh: /第一次(?:见|看|摸|尝|吃|去|来|坐|到|听|玩|遇|用|骑|穿|做)/,
    // (讲到第一次带队夺冠: a first time told about, and cried over, is no discovery.)
    not: /讲|说起|回忆|谈|聊|哭|泪/,
    who: PEOPLE,
    enLines: [
      'hesitating, unsure of what lies ahead',
      '{their} eyes go wide, taking it all in',
      '{s} <reach> out for a first, careful touch',
      'a wide, delighted smile spreads across {their} face',
    ],
    zhLines: [
      '站在原地，还有点迟疑',
      '{s}睁大眼睛，好奇地打量着眼前的一切',
      '{s}小心翼翼地伸出手',
      '{s}的脸上慢慢绽开惊喜的笑容',
    ],
  },
  {
    en: /^(?:play|strum)$/,
    rest: /guitar|ukulele|banjo|bass/i,
    zh: /吉他|尤克里里|贝斯/,
    who: PEOPLE,
    enLines: [
      'fingers settling on the strings',
      '{their} fingertips press the frets as the other hand strums',
      '{s} <lean> into the chorus, strumming harder',
      'the last chord rings out under {their} still hand',
    ],
    zhLines: [
      '手指轻轻搭上琴弦',
      '{s}左手按着和弦，右手扫过琴弦',
      '{s}扫弦越来越用力，整个人随着节奏晃动',
      '最后一个和弦慢慢散开，{s}的手停在琴弦上',
    ],
  },
  {
    en: /^play$/,
    rest: /piano|keys|keyboard|\borgan\b/i,
    zh: /钢琴|琴键|管风琴/,
    who: PEOPLE,
    enLines: [
      'hands hovering just above the keys',
      '{their} fingers rise and fall across the keys',
      '{s} <lean> into the keys as the music swells',
      '{s} <lift> {their} hands and the last chord hangs in the air',
    ],
    zhLines: [
      '双手悬在琴键上方',
      '{s}的手指在琴键上起起落落',
      '{s}俯身投入，琴声越来越满',
      '{s}抬起双手，最后一个和弦留在空气里',
    ],
  },
  {
    en: /^play$/,
    rest: /violin|cello|viola|fiddle|erhu/i,
    zh: /小提琴|大提琴|中提琴|二胡|拉琴/,
    who: PEOPLE,
    enLines: [
      'bow resting on the strings, waiting',
      '{their} bow glides across the strings as {their} fingers press and shift',
      '{s} <draw> the bow in one long, swelling stroke',
      'the last note fades and {s} slowly <lower> the bow',
    ],
    zhLines: [
      '琴弓轻轻搭在弦上',
      '{s}的琴弓在弦上来回拉动，左手指尖微微颤着',
      '{s}拉出一个悠长饱满的长音',
      '余音散去，{s}缓缓放下琴弓',
    ],
  },
  {
    en: /^(?:play|drum|pound|hit)$/,
    rest: /\bdrums?\b|drum kit/i,
    doer: /\bdrummers?\b|鼓手/,
    zh: /打鼓|敲鼓|击鼓|架子鼓/,
    who: PEOPLE,
    enLines: [
      'sticks raised, counting in',
      '{their} sticks blur between the snare and the cymbals',
      '{s} <crash> into the cymbals on the big hit',
      '{s} <catch> the cymbal to still it, sticks lowered',
    ],
    zhLines: [
      '举起鼓槌，准备起拍',
      '{s}的鼓槌在鼓面和镲片间飞快起落',
      '{s}重重一击，镲片猛地震响',
      '{s}一把按住镲片，余音戛然而止',
    ],
  },
  {
    en: /^(?:play|pluck)$/,
    rest: /harp|guzheng|zither|koto|pipa|lute/i,
    zh: /古筝|琵琶|古琴|竖琴|抚琴/,
    who: PEOPLE,
    enLines: [
      'fingertips resting on the strings',
      '{their} fingers pluck the strings, sliding into each note',
      '{s} <sweep> across every string in one rippling run',
      '{s} <lay> a palm on the strings, stilling the last note',
    ],
    zhLines: [
      '指尖轻轻搭在琴弦上',
      '{s}的手指在弦上轻轻拨动',
      '{s}一串刮奏扫过所有琴弦',
      '{s}手掌轻轻按住琴弦，余音渐渐散去',
    ],
  },
  // A horn or a flute: the breath, the first long note, the soaring run, the note let go.
  {
    en: /^(?:play|blow)$/,
    rest: /\bsax(?:ophone)?\b|trumpet|trombone|flute|clarinet|\bhorn\b|harmonica|oboe/i,
    doer: /\b(?:saxophonists?|sax players?|trumpeters?|trumpet players?|trombonists?|flautists?|flutists?|clarinettists?|clarinetists?)\b|萨克斯手|小号手/,
    zh: /萨克斯|小号|长号|笛子|长笛|单簧管|口琴|吹奏/,
    // (A piper's 吹奏 is the bagpipes, below.)
    unlike: /\b(?:bag ?pipers?|pipers?)\b|风笛/,
    who: PEOPLE,
    enLines: [
      'the instrument raised to {their} lips, eyes closed, drawing a slow breath',
      '{their} fingers ripple over the keys as the first long note swells',
      '{s} <lean> back into a soaring run, the sound climbing',
      '{s} <let> the last note fade and slowly <lower> the instrument',
    ],
    zhLines: [
      '把乐器举到唇边，闭上眼，深吸一口气',
      '{s}的手指在按键上起伏，第一个长音缓缓铺开',
      '{s}向后一仰，吹出一段高亢的华彩',
      '{s}让最后一个音慢慢消散，缓缓放下乐器',
    ],
  },
  // Bagpipes: the bag filled, the drones groaning to life, the tune skirling out over them.
  {
    en: /^(?:play|blow|pipe)$/,
    rest: /\b(?:bag ?pipes?|pipes)\b/i,
    doer: /\b(?:bag ?pipers?|pipers?)\b|风笛手/,
    zh: /风笛|吹奏|演奏/,
    who: PEOPLE,
    enLines: [
      'the bag tucked under {their} arm and filled with a long breath, the drones groaning to life',
      '{their} fingers dance on the chanter and the first tune skirls out over the drones',
      '{s} slowly <pace>, the drones steady, the melody carrying far',
      '{s} <let> the last note die and the drones sigh into silence',
    ],
    zhLines: [
      '把风袋夹在臂下，深吸一口气鼓满，低音管嗡嗡响起',
      '{s}的手指在旋律管上翻飞，第一段曲调高亢地飘了出去',
      '{s}缓缓踱步，低音绵长，曲调传得很远',
      '最后一个音落下，低音管渐渐沉寂',
    ],
  },
  // Singing along at the wheel: the eyes stay on the road.
  {
    en: /^(?:sing|belt|hum)$/,
    onlyIn: /\bdriv\w*|\bbehind the wheel\b|\bconvertible\b|开车|驾车|驾驶/i,
    zh: /唱|哼/,
    who: PEOPLE,
    enLines: [
      'one hand on the wheel, the other tapping the beat on the door',
      '{their} voice at full volume, eyes still on the road',
      '{s} <throw> {their} head back on the chorus as the lights stream past',
      '{s} <grin> at the road ahead as the last line fades',
    ],
    zhLines: [
      '一只手握着方向盘，另一只手在车门上打着拍子',
      '嗓门放到最大，眼睛始终看着前方的路',
      '副歌时{s}仰起头，灯光从身边一道道掠过',
      '最后一句唱完，{s}对着前方的路咧嘴一笑',
    ],
  },
  {
    en: /^(?:sing|belt)$/,
    zh: /唱歌|演唱|唱(?!戏)/,
    who: PEOPLE,
    ...LOUD_SINGING,
  },
  {
    en: /^perform$/,
    head: /\b(?:singers?|vocalists?|divas?|frontm[ae]n|frontwom[ae]n|pop stars?)\b|歌手|主唱/,
    zh: /表演|演出/,
    who: PEOPLE,
    ...LOUD_SINGING,
  },
  {
    en: /^(?:sing|hum|serenade)$/,
    zh: /唱歌|演唱|唱|哼/,
    who: PEOPLE,
    ...SINGING,
  },
  // A rapper's verse: the nod to the beat, the verse cut into the air, the hook to the lens.
  {
    en: /^(?:rap|perform|spit|freestyle|flow)$/,
    head: /\b(?:rappers?|mcs?|emcees?|hip-?hop artists?)\b|说唱歌手|说唱|rapper/i,
    zh: /说唱|表演|演出|freestyle|唱/,
    who: PEOPLE,
    enLines: [
      'head down, nodding to the beat, waiting for the drop',
      'the verse kicks in, one hand slicing the air with every bar',
      '{s} <lean> into the lens on the hook, every word hitting hard',
      '{s} <drop> the last line and <step> back, arms spread wide',
    ],
    zhLines: [
      '低着头随节拍点头，等着鼓点落下',
      '{s}开口进入主歌，一只手随着每一句在空中劈下',
      '副歌时{s}凑近镜头，每个字都砸得很重',
      '{s}甩出最后一句，后退一步，张开双臂',
    ],
  },
  // A singer who performs sings (a magician who performs does not).
  {
    en: /^perform$/,
    head: /\b(?:singers?|vocalists?|divas?|crooners?)\b/,
    who: PEOPLE,
    ...SINGING,
  },
  // Sharing something to eat (a popsicle between a toddler and a dog): passed back and forth.
  {
    en: /^share$/,
    rest: SHARED_FOOD,
    who: ['person', 'animal'],
    enLines: [
      '{obj} held out between them, already starting to drip',
      'one lick, then the other, {obj} passing back and forth',
      'a drip runs down and {s} <dive> for it at once',
      'only the stick is left, and {they} <look> at each other, sticky and content',
    ],
    zhLines: [
      '{obj}举在半空，已经开始往下滴',
      '你舔一口，我舔一口，{obj}在中间传来传去',
      '一滴顺着往下流，{s}同时凑过去接',
      '最后只剩一根小棍，{s}你看看我，我看看你，心满意足',
    ],
  },
  {
    en: /^(?:talk|explain|tell|describe|recall|recount|speak|share|answer)$/,
    zh: /讲述|讲|聊|介绍|说起|回忆|诉说/,
    who: PEOPLE,
    enLines: [
      'settling in, gathering {their} thoughts',
      '{their} hands shape the words in the air',
      '{s} <pause>, eyes dropping, the words catching for a moment',
      '{s} <finish>, and a quiet beat follows',
    ],
    zhLines: [
      '坐定，理了理思绪',
      '{s}的双手不时比划着',
      '{s}停顿片刻，目光垂了下去',
      '{s}安静下来，轻轻点了点头',
    ],
  },
  {
    en: /^(?:argue|quarrel|bicker|fight)$/,
    rest: /^(?!.*\b(?:sword|blade|katana|fist|dragon|monster|shadow|reflection|robot|zombie)).*$/i,
    zh: /争吵|吵架|吵|争执/,
    who: PEOPLE,
    enLines: [
      'facing each other, the air tight with tension',
      'voices rising, hands cutting the air',
      'the argument reaches its breaking point, both voices loud at once',
      'a heavy silence falls, eyes on the floor',
    ],
    zhLines: [
      '面对面站着，气氛紧绷',
      '声音越来越高，手势越来越重',
      '争执到了顶点，双方几乎同时喊出声',
      '屋里突然安静下来，谁也不看谁',
    ],
  },
  {
    en: /^(?:write|practi[cs]e|do)$/,
    rest: /calligraphy/i,
    zh: /书法|毛笔字|练字|挥毫/,
    who: HANDS,
    enLines: [
      'brush dipped in ink, held upright above the paper',
      '{their} brush presses and lifts, each stroke swelling and thinning',
      '{s} <finish> the last character in one sweeping stroke',
      '{s} <lift> the brush away, the fresh ink still wet on the paper',
    ],
    zhLines: [
      '提笔蘸墨，悬腕在宣纸上方',
      '{s}的笔锋一提一按，墨色浓淡相间',
      '{s}一气呵成，写下最后一笔',
      '{s}搁下毛笔，纸上墨迹未干',
    ],
  },
  {
    en: /^(?:type|code|program)$/,
    zh: /打字|敲键盘|写代码|敲代码|编程/,
    who: HANDS,
    enLines: [
      'fingers resting on the keys, eyes on the screen',
      '{their} fingers fly across the keys in quick, clattering flurries',
      '{s} <strike> the last key with one decisive tap',
      '{s} <lean> back, rubbing {their} eyes',
    ],
    zhLines: [
      '手指搭在键盘上，盯着屏幕',
      '{s}的手指在键盘上飞快敲击',
      '{s}重重敲下最后一个键',
      '{s}靠回椅背，揉了揉眼睛',
    ],
  },
  {
    en: /^(?:write|scribble|jot)$/,
    // (One character in a single stroke is calligraphy, not a page filling up.)
    not: /\b(?:one|a single) (?:character|letter|word|stroke)\b|\bsingle stroke\b/i,
    zh: /写信|写日记|写字|写作|在本子上写|写下/,
    who: HANDS,
    enLines: [
      'pen hovering over the page',
      '{their} pen moves steadily, the words filling line after line',
      '{s} <pause> over the page, pen lifted mid-thought',
      '{s} <set> the pen down and <sit> back',
    ],
    zhLines: [
      '握着笔，停在纸面上方',
      '{s}的笔尖在纸上沙沙移动',
      '{s}停笔想了想，又接着往下写',
      '{s}放下笔，靠回椅背',
    ],
  },
  {
    en: /^paint$/,
    not: /\bnails?\b|\bface\b/i,
    zh: /画油画|画水彩|画国画|画画|作画|绘画|写生|画山水/,
    who: HANDS,
    enLines: [
      'brush in hand, studying the surface',
      '{their} brush drags fresh colour across the surface in slow strokes',
      '{s} <step> back, head tilted, weighing the work',
      '{s} <add> one last careful stroke and <lower> the brush',
    ],
    zhLines: [
      '手握画笔，凝神端详',
      '{s}的笔尖蘸满颜料，一笔一笔铺开色彩',
      '{s}退后一步，歪着头打量这幅画',
      '{s}添上最后一笔，放下画笔',
    ],
  },
  // A heart drawn in the breath on a cold window is a fingertip on fogged glass, not a pencil.
  {
    en: /^(?:draw|write|trace|doodle)$/,
    rest: /\bon the (?:[\w-]+ ){0,2}(?:window|glass|windowpane|mirror|windshield|windscreen)\b|\bcondensation\b/i,
    not: /\bcurtains?\b|\bblinds?\b|\bshades?\b/i,
    zh: /哈气|呵气|在(?:起雾的|结霜的|满是雾气的)?(?:车)?(?:窗户?|玻璃|镜子)上(?:画|写)/,
    who: HANDS,
    enLines: [
      'leaning close, {their} breath fogging the cold glass',
      '{their} fingertip traces the shape slowly through the mist',
      '{s} <lean> back to look; through the clear lines the world outside shows sharp',
      'tiny beads gather along the lines as the mist creeps slowly back',
    ],
    zhLines: [
      '凑近冰凉的玻璃，轻轻哈出一口气',
      '{s}的指尖在雾气上慢慢描出形状',
      '{s}往后退了退，透过画出的线条，窗外清晰起来',
      '线条边缘挂上细小的水珠，雾气又慢慢漫了回来',
    ],
  },
  // Sugar painting (糖画): drawn in a thread of molten sugar on a stone slab, not on paper.
  {
    en: /^(?:draw|paint|make|pour)$/,
    onlyIn: /\bsugar (?:paint\w*|art)\b|糖画/i,
    zh: /画|做|浇|勾/,
    who: HANDS,
    enLines: [
      'a ladle of hot amber sugar raised over the stone slab',
      'a thin thread of molten sugar runs from the ladle, the outline drawn in one unbroken line',
      '{s} <press> a bamboo stick into the sugar before it sets',
      '{s} <lift> the finished piece off the slab, glowing amber against the light',
    ],
    zhLines: [
      '舀起一勺熬得金黄的糖稀，悬在石板上方',
      '{s}手腕轻抖，糖丝细细流下，一笔勾出轮廓',
      '{s}趁糖还没凝固，按上一根竹签',
      '{s}用小铲把糖画从石板上铲起，迎着光金黄透亮',
    ],
  },
  {
    en: /^(?:draw|sketch|doodle)$/,
    // (A lipstick drawing a line is a product shot, with no hand to move.)
    unlike: /\b(?:lipsticks?|crayons?|markers?|pens?|pencils?|brush(?:es)?)\b/,
    // (Eyeliner and brows are drawn on a face, in a mirror: 画眼线 is make-up.)
    not: /\b(?:swords?|blades?|katanas?|guns?|pistols?|weapons?|bows?|breath|curtains?|water|bath|crowds?|attention|near|closer|back|level|lots|straws?|eyeliner|brows?|eyebrows?|lips?|wings?)\b|眼线|眉|妆|唇|指甲/i,
    zh: /素描|速写|涂鸦|画(?!面|出)/,
    who: HANDS,
    enLines: [
      'bent over the page',
      '{their} hand moves in quick, sure lines across the page',
      '{s} <hold> the page out at arm’s length, checking it',
      '{s} <set> the pencil down, the drawing finished',
    ],
    zhLines: [
      '俯身凑近纸面',
      '{s}的手在纸上飞快地勾出一道道线条',
      '{s}把纸拿远一些，仔细端详',
      '{s}放下笔，画已经完成',
    ],
  },
  {
    en: /^(?:read)$/,
    // ("reads by the window", "reads in bed": a book, whatever goes unsaid.)
    rest: /book|novel|newspaper|paper|magazine|letter|page|poem|diary|^(?:by|in|on|at|under|beside|near|alone|quietly)\b|^$/i,
    not: /\baloud\b|\bthe room\b|\bher mind\b|\bhis mind\b|\bthe sign\b|\bthe map\b/i,
    zh: /看书|读书|翻书|读信|看信|看报|阅读|翻阅/,
    who: PEOPLE,
    enLines: [
      'settling in, the pages open in {their} hands',
      '{their} eyes move along the lines, a page turning',
      'a faint smile crosses {their} face at one line',
      '{s} <lower> the pages and <gaze> into the distance',
    ],
    zhLines: [
      '捧着书，安静地坐着',
      '{s}的目光沿着字行移动，手指轻轻翻过一页',
      '{s}停在某一行上，嘴角微微扬起',
      '{s}合上书，望着远处出神',
    ],
  },
  {
    en: /^(?:knit|crochet)$/,
    zh: /织毛衣|织围巾|打毛线|钩织|织/,
    // (A spider weaving its web is no knitting.)
    not: /网/,
    who: HANDS,
    enLines: [
      'needles in hand, yarn trailing from the ball',
      '{their} needles click in a steady rhythm, loop after loop',
      '{s} <hold> up the work, checking the rows',
      '{s} <lay> the needles in {their} lap, the ball of yarn smaller now',
    ],
    zhLines: [
      '手里拿着毛线针，线团在一旁',
      '{s}的毛衣针嗒嗒地交错，一针接着一针',
      '{s}举起手里的半截毛衣，眯着眼端详',
      '{s}把毛衣针放在膝上，线团小了一圈',
    ],
  },
  {
    en: /^(?:mend|repair|fix|knot|tie)$/,
    rest: /\bnets?\b/i,
    zh: /补网|织网|修补渔网|补渔网/,
    who: PEOPLE,
    enLines: [
      'the torn net spread across {their} knees, a wooden netting needle in hand',
      'the needle loops through the mesh and pulls each knot tight',
      'the last hole closes, the mesh whole again',
      '{s} <hold> the net up to the light and <look> it over',
    ],
    zhLines: [
      '把破了的渔网摊在膝上，手里捏着木梭',
      '木梭穿过网眼，一个结一个结地拉紧',
      '最后一个破洞补上，网眼又完整了',
      '{s}把渔网举到光下，仔细端详',
    ],
  },
  {
    en: /^(?:sew|stitch|embroider|mend)$/,
    zh: /缝|绣|刺绣|缝补/,
    // A fishing net is mended with a netting needle, not sewn (see the entry before).
    not: /\bnets?\b|渔网|织网|补网|[一条道]缝|门缝|裂缝|缝隙/,
    who: HANDS,
    enLines: [
      'needle threaded, fabric smoothed flat',
      '{their} needle dips in and out, pulling the thread taut',
      '{s} <snip> the thread, the work finished',
      '{s} <smooth> the fabric flat, the stitches neat and even',
    ],
    zhLines: [
      '穿好针线，把布料抚平',
      '{s}手中的针上下穿梭，把线轻轻拉紧',
      '{s}打好最后一个结，剪断线头',
      '{s}抚平布面，针脚细密整齐',
    ],
  },
  {
    en: /^(?:build|make|dig|sculpt)$/,
    rest: /\bsand ?castles?\b/i,
    zh: /堆沙堡|堆城堡|沙堡|堆沙子/,
    who: PEOPLE,
    enLines: [
      'kneeling in the wet sand, a bucket and spade beside {them}',
      'wet sand packed and patted into towers, a moat scooped out around them',
      '{s} <press> a shell onto the tallest tower, the castle finished',
      '{s} <sit> back on {their} heels to admire it, the sea creeping closer',
    ],
    zhLines: [
      '跪在湿沙上，小桶和小铲子放在一旁',
      '湿沙一捧捧拍成塔楼，四周挖出一圈护城河',
      '{s}把一枚贝壳按在最高的塔尖上，城堡完工了',
      '{s}坐回脚跟上欣赏，海水一点点漫近',
    ],
  },
  {
    en: /^(?:build|assemble|put|construct)$/,
    rest: /snowman/i,
    zh: /堆雪人/,
    who: PEOPLE,
    enLines: [
      'gloves on, the first snowball rolled',
      '{their} hands pack fresh snow on and pat it round',
      '{s} <set> the head on top',
      '{s} <step> back to admire it, cheeks red from the cold',
    ],
    zhLines: [
      '戴好手套，滚好了第一个雪球',
      '{s}往雪球上一捧捧添雪，再拍得圆圆的',
      '{s}把雪人的脑袋稳稳放了上去',
      '{s}退后两步打量着它，脸蛋冻得红扑扑的',
    ],
  },
  {
    en: /^(?:build|assemble|construct|put)$/,
    // (A storm or a wave that builds grows; nobody puts it together.)
    unlike:
      /\b(?:storms?|thunderstorms?|clouds?|thunderheads?|waves?|swells?|tension|pressure|fog|snow|wind)\b|风暴|暴风雨|雷雨|乌云|云|浪/,
    // ("puts down her coat", "puts it away": set down, not put together.)
    not: /\b(?:on|up with|down|away|back|aside|out|in|off)\b(?! together)/i,
    zh: /组装|拼装|搭建|搭积木|拼乐高|拼图|搭/,
    who: HANDS,
    enLines: [
      'the pieces spread out within reach',
      '{their} hands fit one piece to the next, pressing each into place',
      '{s} <set> the final piece in place',
      '{s} <sit> back and <look> it over, satisfied',
    ],
    zhLines: [
      '零件摊在手边',
      '{s}把零件一块块拼接到位',
      '{s}装上最后一块',
      '{s}往后一靠，满意地端详着成品',
    ],
  },
  {
    en: /^(?:repair|fix|mend|tinker)$/,
    zh: /修理|维修|修补|修车|修/,
    // (Pruning roses or fixing a bride's hair is no repair job.)
    // (Nor is a bug fixed in code: that is done at a keyboard.)
    not: /修剪|修枝|修眉|修图|\bhair\b|\bmake-?up\b|\btie\b|\bcollar\b|\bveil\b|\bdress\b|\bbugs?\b|\bcode\b|代码|程序|漏洞/i,
    // (An astronaut outside the station works tethered; nothing stays laid out in orbit.)
    unlike: /\b(?:astronauts?|spacewalkers?|cosmonauts?)\b|宇航员|航天员/,
    who: HANDS,
    enLines: [
      'tools laid out, studying the problem',
      '{their} fingers work a tool into a tight spot, turning it carefully',
      'something clicks into place',
      '{s} <wipe> {their} hands on a rag, the job done',
    ],
    zhLines: [
      '工具摆在手边，仔细查看着问题',
      '{s}握着工具伸进狭窄的缝隙，小心地拧动',
      '咔哒一声，零件归了位',
      '{s}在抹布上擦了擦手，活儿干完了',
    ],
  },
  {
    en: /^(?:put|apply|do)$/,
    rest: /make-?up|lipstick|mascara|eyeliner|foundation|blush/i,
    zh: /化妆|上妆|涂口红|画眉|画眼线|补妆/,
    who: PEOPLE,
    enLines: [
      'leaning in close, face bare',
      // (True of eyeliner, blush and lipstick alike: a step names its own part of the face.)
      'a fine brush moves in small, careful strokes, {their} eyes on the mirror',
      '{s} <press> {their} lips together, the colour set',
      '{s} <tilt> {their} head side to side, checking the finished look',
    ],
    zhLines: [
      '素颜，凑近镜子',
      '{s}对着镜子，手里的刷子一笔一笔细细描画',
      '{s}抿了抿嘴唇，颜色上得匀匀的',
      '{s}左右转头，打量着完成的妆容',
    ],
  },
];
