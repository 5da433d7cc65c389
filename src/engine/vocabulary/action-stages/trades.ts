/**
 * Action stages (see ../action-stages.ts): a person's trade or job done with the hands: a
 * watchmaker's tweezers, a blacksmith's hammer, a tailor's pins, a welder's arc. Most name the
 * tool or the material they need (`rest`) or the trade (`head`), so a bare common verb ("set",
 * "show", "roll") stays with the entries before. Chinese often reads a tradesperson as a thing
 * ("裁缝", "电工"), so these are for HANDS.
 */
import { PEOPLE, HANDS, type ActionStaging } from './types.ts';

export const TRADES: readonly ActionStaging[] = [
  {
    en: /^(?:adjust|check|change|hang|replace|set|swap|start|regulate|slow)$/,
    rest: /\b(?:IV|drip|infusion|saline bag)\b/i,
    not: /\bcoffee\b/i,
    zh: /(?:调(?:整|节)?|换|挂(?:上)?|检查|查看)[^，。]{0,4}(?:输液|点滴|吊瓶|滴速|输液袋)/,
    who: HANDS,
    enLines: [
      'at the bedside, eyes lifting to the bag on its pole',
      '{their} fingers roll the little clamp on the line, eyes on the drip chamber',
      'the drops slow to a steady, even fall, one at a time',
      '{s} <tuck> the blanket back over the patient’s arm and <step> quietly away',
    ],
    zhLines: [
      '站在床边，抬眼看向输液架上的药袋',
      '{s}用指尖轻轻拨动输液管上的调节轮，盯着滴壶',
      '滴壶里的药液变得均匀平稳，一滴，又一滴',
      '{s}把被角掖好，盖住病人的手臂，轻手轻脚地走开',
    ],
  },
  // Tethered and gloved: only outside the craft, where a spacewalk is (`rest`).
  {
    head: /\b(?:astronauts?|spacewalkers?|cosmonauts?|taikonauts?)\b|宇航员|航天员/,
    en: /^(?:tighten|loosen|fasten|secure|bolt|torque|unscrew|replace|install|attach|mount|swap|repair|fix|mend)$/,
    rest: /\b(?:outside|exterior|spacewalk|hull|truss|solar (?:panels?|arrays?|wings?)|in (?:open )?space|in orbit|on the (?:space )?station|ISS|antennas?|satellites?)\b/i,
    zh: /(?:舱外|站外|太空中|太空行走|出舱)[^，。]*(?:拧|紧固|固定|更换|安装|修理|维修|修)/,
    who: PEOPLE,
    enLines: [
      'tethered to a handrail, gold visor down',
      '{their} bulky gloves guide a power tool onto the bolt, every turn slow and deliberate',
      '{s} <give> the bolt one last quarter-turn and <tug> at it: solid',
      '{s} <clip> the tool back to {their} suit and <drift> hand over hand along the rail',
    ],
    zhLines: [
      '系着安全绳攀在扶手上，金色面罩放了下来',
      '{s}戴着厚重的手套，把电动扳手对准螺栓，一圈一圈慢慢拧动',
      '{s}拧完最后四分之一圈，伸手一拉，稳稳固定住了',
      '{s}把工具挂回宇航服上，双手交替，沿着扶手缓缓移开',
    ],
  },
  {
    en: /^(?:pin|hem|tack|mark|take|let|adjust|alter|shorten)$/,
    rest: /\b(?:hem|hemline|skirt|gown|wedding dress|bridal dress|dress|train)\b/i,
    zh: /(?:别|钉)[^，。]{0,2}(?:大头针|别针)|(?:改|收|修|别|量)[^，。]{0,2}(?:裙摆|裙边|下摆|衣摆)/,
    who: HANDS,
    enLines: [
      'kneeling at the hem, a pincushion strapped to one wrist',
      'one pin after another slides in, the fabric turned up neatly to the mark',
      '{s} <sit> back as the hemline falls level all the way round',
      '{s} <smooth> the fabric down with one palm, the length just right',
    ],
    zhLines: [
      '跪在裙摆边，手腕上绑着针插',
      '{s}把布边往上折到记号处，一根根大头针别进去',
      '{s}往后坐回脚跟上，整圈下摆垂得齐齐整整',
      '{s}用掌心把布料抚平，长短刚刚好',
    ],
  },
  {
    head: /\bfire ?fighters?\b|\bfire(?:man|men|woman|women)\b|消防员|消防队员/,
    en: /^(?:drag|haul|carry|pull|advance|run|lug|heave|stretch)$/,
    rest: /\bhoses?\b|\bhose ?lines?\b/i,
    zh: /(?:拖|拉|扛|拽|抱)着?[^，。]{0,2}(?:水带|水枪|消防水管|水管)/,
    who: HANDS,
    enLines: [
      'masks on, gloved hands locked around the heavy hose',
      'the hose scrapes and bucks behind {them}, breath rasping in the mask',
      '{s} <brace> low as the nozzle opens, a hard white jet blasting ahead',
      '{s} <push> forward behind the spray, step by step',
    ],
    zhLines: [
      '戴好面罩，戴着手套的双手死死抓住沉重的水带',
      '水带在身后拖拽、弹跳，面罩里的呼吸声粗重急促',
      '{s}压低身子顶住后坐力，水枪猛地打开，一道白色水柱直冲前方',
      '{s}顶着水雾一步一步向前推进',
    ],
  },
  {
    en: /^flamb[eé]e?$/,
    not: /\b(?:cocktails?|drinks?|shots?|glass(?:es)?)\b/i,
    zh: /火焰(?:虾|香蕉|可丽饼|甜点|牛排)|(?:淋|浇)[^，。]{0,3}(?:酒|白兰地|朗姆)|点燃白兰地|(?:给|把)[^，。]{0,6}(?:可丽饼|虾|香蕉|甜点|牛排|煎饼|锅)[^，。]{0,3}点(?:火|燃)/,
    who: HANDS,
    enLines: [
      'pan hot, a splash of brandy tipped in',
      '{their} wrist tilts the pan toward the burner until the liquor catches',
      'a tall sheet of flame whooshes up from the pan, lighting {their} face',
      'the flames shrink to a blue flicker and die, the sauce glossy and bubbling',
    ],
    zhLines: [
      '把锅烧热，倒进一小股白兰地',
      '{s}手腕一斜，锅沿凑近火苗，酒液呼地燃起',
      '一团火焰从锅里腾空而起，照亮了{s}的脸',
      '火焰渐渐收成一圈幽蓝的火苗，随即熄灭，酱汁油亮，咕嘟冒泡',
    ],
  },
  {
    en: /^(?:blow|shape|form|make|roll|sculpt|craft|work|inflate|puff)$/,
    rest: /\b(?:glass|molten|gather)\b/i,
    doer: /\bglass ?(?:blowers?|makers?|artists?|smiths?)\b/,
    zh: /吹玻璃|吹制|吹管|(?:吹|塑|做|烧)[^，。]*玻璃/,
    who: HANDS,
    enLines: [
      'turning the long pipe, a glowing gather of glass at its end',
      'a wet wooden block cups the molten glass, hissing steam as it turns',
      'one long breath down the pipe and the glowing glass swells into shape',
      'the orange glow fades from the glass, its true colour coming through as {s} <keep> it turning',
    ],
    zhLines: [
      '转动着长长的吹管，管头挂着一团通红的玻璃料',
      '湿木勺托住熔化的玻璃，随着转动嘶嘶冒起白汽',
      '顺着吹管吹进一口长气，通红的玻璃慢慢鼓胀成形',
      '玻璃上的橙红渐渐褪去，透出本来的颜色，{s}手里的吹管还在缓缓转动',
    ],
  },
  {
    head: /\b(?:watchmakers?|watch ?repairers?|horologists?)\b|钟表匠|修表|钟表师/,
    en: /^(?:replace|fit|place|set|insert|install|assemble|adjust|swap|put|seat|change)$/,
    rest: /\b(?:gears?|cogs?|wheels?|springs?|balance|movement|screws?|jewels?|pivots?|parts?|pieces?)\b/i,
    zh: /(?:换|装|放|夹|调|组装|更换|安装)[^，。]{0,6}(?:齿轮|零件|发条|摆轮|游丝|螺丝|机芯)/,
    who: HANDS,
    enLines: [
      'hunched over the open movement, a loupe screwed into one eye',
      'steel tweezers lower a part smaller than a grain of rice between the jewelled pivots',
      'the gears catch and the balance wheel springs back to life, ticking',
      '{s} <lift> the loupe away, the watch ticking steadily in {their} palm',
    ],
    zhLines: [
      '俯身在拆开的机芯前，一只眼睛夹着放大镜',
      '镊子夹起一枚比米粒还小的零件，轻轻落进宝石轴承之间',
      '齿轮咬合，摆轮重新摆动起来，嘀嗒作响',
      '{s}摘下放大镜，手表在掌心里稳稳地走着',
    ],
  },
  // A stone set down on a path is no setting: only a jeweller sets one (`head`).
  {
    head: /\b(?:jewell?ers?|goldsmiths?|silversmiths?|gem ?setters?|stone ?setters?)\b|珠宝|金匠|银匠|首饰|镶嵌师/,
    en: /^(?:set|mount|place|fit|insert|seat|secure|lower)$/,
    rest: /\b(?:diamonds?|stones?|gems?|gemstones?|rub(?:y|ies)|sapphires?|emeralds?|pearls?)\b/i,
    zh: /镶/,
    who: HANDS,
    enLines: [
      'bent over the bench peg, the piece locked in a small clamp',
      'fine tweezers lower the stone into its seat, the tiny prongs standing open around it',
      'the prongs fold down one by one over the stone, and it flashes in the light',
      '{s} <turn> the piece slowly under the lamp, the stone throwing sparks of colour',
    ],
    zhLines: [
      '伏在工作台前，首饰牢牢固定在小夹具里',
      '细镊子夹起宝石，轻轻放进托座，四周的小爪还张着',
      '小爪一根根压下扣紧宝石，宝石倏地闪出一道光',
      '{s}在灯下慢慢转动首饰，宝石折射出点点火彩',
    ],
  },
  {
    en: /^(?:hammer|forge|pound|beat|strike|shape|work|temper|bang)$/,
    rest: /\b(?:blades?|swords?|katanas?|knife|knives|daggers?|axes?|steel|iron|metal|horseshoes?|anvil|red-hot|white-hot|glowing|billets?)\b/i,
    doer: /\b(?:blacksmiths?|smiths?|swordsmiths?|bladesmiths?|farriers?)\b/,
    zh: /打铁(?!花)|锻打|锻造|锤打|铸剑|打(?:造)?(?:一把)?(?:刀|剑)|(?:锤|敲)打[^，。]{0,6}(?:铁|钢|刀|剑)/,
    who: HANDS,
    enLines: [
      'drawing the glowing steel from the forge with long tongs',
      'the hammer rings down again and again, sparks and scale spraying off the anvil',
      'the glowing steel plunges into the quench tank in a hissing burst of steam',
      '{s} <hold> the darkened piece up to the light, turning it',
    ],
    zhLines: [
      '用长钳从炉火里夹出烧得通红的铁料',
      '铁锤一下下砸在铁砧上，火星和氧化皮四处飞溅',
      '烧红的铁料浸入淬火槽，嗤的一声腾起一团白汽',
      '{s}把发黑的成品举到亮处，翻来覆去地端详',
    ],
  },
  // Trimming hair, a hedge or a lawn is other work: only plants are pruned.
  {
    en: /^(?:prune|deadhead|trim)$/,
    rest: /^(?!.*\b(?:hair|beard|moustache|mustache|nails?|hedges?|lawn|grass|fat|budget|costs?|wick|fringe|bangs|sails?|base|foot|rim|edge|clay|pot|bowl|crust|pastry|fabric|thread)\b)/i,
    zh: /修剪(?!指甲|头发|刘海|胡子|草坪)|剪枝|修枝|整枝/,
    who: HANDS,
    enLines: [
      'shears in a gloved hand, eyeing the tangle of stems',
      'the blades close with a crisp snip just above a bud, a cut stem dropping away',
      'one last snip and the plant stands open and tidy, every cut clean',
      '{s} <gather> the clippings into a pile at {their} feet',
    ],
    zhLines: [
      '戴着手套握着剪刀，打量着杂乱的枝条',
      '剪刀在芽点上方咔嚓一剪，剪下的枝条应声落下',
      '最后一剪落下，整株植物变得通透清爽，切口干净利落',
      '{s}把剪下的枝条拢成一堆',
    ],
  },
  // Driving a tractor past the cows is no herding (`not`).
  {
    en: /^(?:herd|drive|move|round|guide|shepherd|bring|muster|steer|walk)$/,
    rest: /\b(?:sheep|flocks?|cattle|cows|goats|lambs|ewes|herds?|livestock|steers|bison|reindeer)\b/i,
    zh: /赶(?:着)?[^，。]{0,3}(?:羊|牛)|放羊|放牛|牧羊|赶羊|赶牛/,
    // (One water buffalo led into a paddy is no herd: 一头水牛, 牵着水牛.)
    not: /^(?:past|by)\b|\b(?:tractor|truck|car|jeep)\b|一头|水牛下田/i,
    who: HANDS,
    enLines: [
      'arms spread wide behind the animals, calling them on',
      'the animals bunch and jostle forward, a sea of backs and drumming hooves',
      'the last stragglers trot through and the whole herd flows on ahead',
      '{s} <stop> to catch {their} breath, watching them settle',
    ],
    zhLines: [
      '张开双臂跟在畜群后面，吆喝着往前赶',
      '畜群挤挤挨挨地往前涌，一片起伏的脊背，蹄声杂沓',
      '最后几只掉队的也跟了上来，整群牲口顺顺当当地往前走去',
      '{s}停下来喘口气，看着它们安顿下来',
    ],
  },
  {
    en: /^(?:splice|strip|wire|connect|join|twist|rewire|hook|terminate)$/,
    rest: /\b(?:wires?|wiring|cables?|breakers?|panel|circuits?|outlets?|sockets?|junction box)\b/i,
    not: /\b(?:hdmi|usb|chargers?|phones?|tv|laptops?|speakers?|headphones?|jumper)\b/i,
    zh: /接线|接电线|剥线|(?:接|剥|拧)[^，。]{0,3}电线|布线/,
    who: HANDS,
    enLines: [
      'the cover off, a nest of coloured wires exposed',
      'the strippers bite the insulation away, the bright copper ends twisted tight together',
      '{s} <screw> a connector down tight over the joint and <give> it a hard tug',
      'the breaker clicks back on and a light glows to life',
    ],
    zhLines: [
      '拆下盖板，一簇五颜六色的电线露在外面',
      '剥线钳一咬一拉，露出亮铜芯，{s}把线头拧在一起',
      '{s}拧紧接线帽，用力拽了拽，接头牢牢吃住了劲',
      '空气开关啪地合上，一盏灯亮了起来',
    ],
  },
  {
    en: /^(?:nail|lay|shingle|tile|hammer|put|install|replace|fit)$/,
    rest: /\bshingles?\b|\broof(?:ing)?\b|\bslates?\b/i,
    zh: /铺瓦|钉瓦|盖瓦|换瓦|铺(?:屋顶|沥青瓦|瓦片)|(?:钉|铺)[^，。]{0,3}屋顶/,
    who: HANDS,
    enLines: [
      'kneeling on the slope of the roof, the next stack close at hand',
      'each new piece slides into line, overlapping the row below',
      '{s} <line> up the last piece of the row, hammer raised',
      '{s} <sit> back and <look> out over the rooftops',
    ],
    zhLines: [
      '跪在倾斜的屋面上，手边码着一摞瓦片',
      '新的一片顺着线铺上去，压住下面那一排',
      '{s}对齐这一排的最后一片，举起了锤子',
      '{s}直起身子，望向一片片屋顶',
    ],
  },
  // A ceiling rolled is no wall (`not`).
  {
    en: /^(?:roll|coat|prime)$/,
    rest: /\b(?:paint|primer|walls?|coat)\b/i,
    not: /\bceilings?\b/i,
    zh: /刷墙|粉刷|刷(?:油)?漆|刷涂料|滚刷|(?:把|给)墙[^，。]{0,4}刷/,
    who: HANDS,
    enLines: [
      'loading the roller in the tray, paint thick and glossy on it',
      'the roller glides up and down with a soft, sticky hiss, a broad stripe of colour spreading',
      'one last long pass and the whole wall glows in fresh, even colour',
      '{s} <step> back, roller lowered, taking in the clean finish',
    ],
    zhLines: [
      '把滚筒在料盘里来回蘸满，油漆厚厚地裹在上面',
      '滚筒上下推动，发出轻轻的沙沙声，一道宽宽的颜色铺展开来',
      '最后长长一推，整面墙焕然一新，颜色均匀饱满',
      '{s}放下滚筒往后退了一步，看着平整干净的墙面',
    ],
  },
  {
    head: /\btattoo(?:ists?| artists?)\b|纹身师|刺青师/,
    en: /^(?:outline|tattoo|ink|line|shade|trace|draw|fill|work|finish|do)$/,
    zh: /纹|刺青|勾线|割线|打雾|上色/,
    who: HANDS,
    enLines: [
      'gloved up, leaning over the stencil on the skin, the machine humming',
      'the needle buzzes along the purple stencil, laying down a crisp line as a paper towel wipes the excess away',
      'the last line joins up and the design sits crisp and finished on the skin',
      '{s} <wipe> the skin clean and <smooth> a thin layer of balm over the fresh ink',
    ],
    zhLines: [
      '戴好手套，俯身对着皮肤上的转印图案，纹身机嗡嗡作响',
      '针头沿着转印线嗡嗡游走，留下一道利落的线条，纸巾随手擦去多余的墨',
      '最后一笔接上，图案清清楚楚地落在皮肤上',
      '{s}把皮肤擦干净，在新纹好的图案上抹一层薄薄的修复膏',
    ],
  },
  {
    head: /\bphotographers?\b|摄影师/,
    en: /^(?:adjust|fix|tuck|smooth|brush|straighten|tweak|move|arrange|pin|style)$/,
    rest: /\b(?:hair|strands?|fringe|bangs|curls?|locks?)\b/i,
    zh: /(?:整理|理|拨|捋|别|弄)[^，。]{0,4}(?:头发|发丝|刘海|碎发|发型)/,
    who: HANDS,
    enLines: [
      'lowering the camera and stepping in close to the model',
      '{their} fingers tuck a stray strand back into place, then loosen it just so',
      '{s} <step> back and <raise> the camera, and the flash pops',
      '{s} <check> the screen and <nod>, every strand falling just right',
    ],
    zhLines: [
      '放下相机，走到模特跟前',
      '{s}用手指把一缕碎发别回原处，又轻轻拨松',
      '{s}退后一步举起相机，闪光灯啪地一亮',
      '{s}看了一眼相机屏幕，点点头，每一缕头发都刚刚好',
    ],
  },
  // (The chopping entry leaves sushi and sashimi to this one.)
  {
    en: /^(?:slice|cut|carve|fillet)$/,
    rest: /\b(?:tuna|toro|salmon|sashimi|yellowtail|hamachi|sushi|nigiri|sea bream)\b/i,
    zh: /(?:切|片)[^，。]{0,6}(?:金枪鱼|三文鱼|刺身|鱼生|鱼腩|大腹|鲷鱼)/,
    who: HANDS,
    enLines: [
      'a long, thin knife poised over the glistening block of fish',
      'the blade draws back through the flesh in one long, smooth pull',
      'a perfect slice peels away and tips over onto the board, glistening',
      '{s} <lay> the slice on the plate and <wipe> the blade with a damp cloth',
    ],
    zhLines: [
      '一把细长的柳刃刀悬在油亮的鱼块上方',
      '刀刃顺着鱼肉一拉到底，一气呵成',
      '一片完美的鱼肉应声翻倒在砧板上，泛着油光',
      '{s}把鱼片摆上盘子，用湿布擦净刀身',
    ],
  },
  {
    en: /^(?:flip|toss|turn|make|cook|grill|griddle|serve|fry|char|warm|sling)$/,
    rest: /\b(?:tacos?|tortillas?|quesadillas?|burritos?)\b/i,
    zh: /塔可|墨西哥卷饼|玉米饼/,
    who: HANDS,
    enLines: [
      'a row of tortillas lined up on the hot griddle, meat sizzling beside them',
      'a spatula turns each tortilla with a quick flick, smoke and steam curling up',
      '{s} <pile> on the meat and toppings and <slide> a loaded plate across the counter',
      '{s} <turn> straight back to the griddle as the next order comes in',
    ],
    zhLines: [
      '守着铁板，一排玉米饼码得整整齐齐，旁边的肉滋滋作响',
      '铲子一挑，饼一张张翻了个面，热气和油烟袅袅升起',
      '{s}码上肉和配料，把满满一盘推过台面',
      '{s}转身又回到铁板前，下一单已经来了',
    ],
  },
  // "Listens to her heart" is no stethoscope: only a doctor, a vet or a nurse (`head`).
  {
    head: /\b(?:doctors?|vets?|veterinarians?|nurses?|p(?:a)?ediatricians?|medics?|physicians?|paramedics?|surgeons?)\b|医生|兽医|护士|大夫/,
    en: /^(?:listen|check|hear|press|place|hold)$/,
    rest: /\b(?:heart ?beats?|hearts?|chest|lungs|breathing|stethoscope)\b/i,
    zh: /听诊|(?:听|测)[^，。]{0,6}(?:心跳|心音|心肺|呼吸)/,
    who: HANDS,
    enLines: [
      'warming the stethoscope’s chestpiece in one palm first',
      'the chestpiece rests gently on the chest, eyes drifting off, counting each beat',
      'a steady, strong beat comes through, and {s} <break> into a smile',
      '{s} <loop> the stethoscope back around {their} neck',
    ],
    zhLines: [
      '先把听诊器的听头在掌心里捂热',
      '听头轻轻贴上胸口，{s}目光放空，默默数着',
      '耳中传来平稳有力的心跳，{s}露出了笑容',
      '{s}把听诊器挂回脖子上',
    ],
  },
  // The frightened face is a child's (`rest`).
  {
    head: /\b(?:dentists?|hygienists?)\b|牙医|口腔医生/,
    en: /^(?:show|explain|introduce|demonstrate|present)$/,
    rest: /\b(?:kids?|child|children|boys?|girls?|toddlers?|little)\b.*\b(?:tools?|instruments?|tray|mirror|drill)\b/i,
    zh: /(?:展示|看|介绍|讲解)[^，。]*(?:工具|器械|小镜子|托盘)/,
    who: HANDS,
    enLines: [
      'rolling closer on a low stool, the tray of gleaming tools within reach',
      '{their} gloved fingers hold up the little mirror, turning it so it catches the light',
      'the frightened face in the chair eases into a small, curious smile',
      'the little patient leans back and opens wide as {s} <reach> for the mirror',
    ],
    zhLines: [
      '坐着矮凳滑近，一盘亮闪闪的器械就在手边',
      '{s}戴着手套的手指举起小镜子，转一转，让它映出亮光',
      '诊椅上那张紧张的小脸慢慢松开，露出一点好奇的笑',
      '{s}伸手去拿小镜子，小病人往后一靠，张大了嘴',
    ],
  },
  {
    en: /^weld$/,
    zh: /焊接|电焊|烧焊|焊(?!点)/,
    who: HANDS,
    enLines: [
      'welding mask snapped down, the torch lined up with the seam',
      'a blinding blue-white arc crackles along the joint, sparks showering down',
      '{s} <flip> up the mask on a fresh bead glowing orange along the seam',
      '{s} <chip> away the slag, the seam cooling to a dull grey',
    ],
    zhLines: [
      '啪地扣下焊接面罩，焊枪对准焊缝',
      '刺眼的蓝白色电弧沿着接缝噼啪推进，火花簌簌落下',
      '{s}掀起面罩，一道新焊缝泛着橙红的光',
      '{s}敲掉焊渣，焊缝慢慢冷却成暗灰色',
    ],
  },
  {
    en: /^(?:arrange|make|build|tie|wrap|assemble|put|compose|create|gather)$/,
    rest: /\b(?:bouquets?|posy|posies|nosegays?)\b/i,
    zh: /(?:扎|包|做|搭配)[^，。]{0,8}(?:花束|捧花)/,
    who: HANDS,
    enLines: [
      'fresh stems laid out across the bench, ribbon and shears at hand',
      '{their} hands turn the bunch as each new stem slips in, the heads spiralling into a dome',
      '{s} <bind> the stems tight with ribbon, the bouquet full and round',
      '{s} <hold> it out at arm’s length, turning it to see every side',
    ],
    zhLines: [
      '把一枝枝新鲜花材摊在工作台上，丝带和剪刀放在手边',
      '{s}一边转动花束，一边添进新的花枝，花头渐渐螺旋成一个圆球',
      '{s}用丝带把花茎紧紧扎好，花束饱满圆润',
      '{s}把花束举远一些，转着圈细细端详',
    ],
  },
];

/**
 * Last of all: hand work no entry above knows (a luthier carving a scroll, a leatherworker
 * stitching a wallet, 修表师傅拆开手表). True of any piece and any tool: bent over the work, the
 * hands going on in small sure movements, a look at it, the tools set down.
 */
export const HANDWORK: readonly ActionStaging[] = [
  {
    en: /^(?:carve|whittle|sculpt|stitch|hand-stitch|sew|knit|crochet|embroider|hand-letter|letter|sand|plane|polish|varnish|glue|assemble|repair|fix|mend|restore|resole|solder|engrave|etch|glaze|bind|tune|rebuild|refurbish|restring|reupholster|upholster|chisel|hammer|rivet)$/,
    // (Where it is done is no piece of work: "sands down the hill" is a slide.)
    not: /^(?:up|down|into|through|across|over|along|out|away|back|around|off|between|past)\b|\b(?:sandcastles?|snow\w*|lego|blocks|forts?|fires?|nests?|hair|nails|relationships?|hearts?|walls?|bowls?|turns?|lines?|corners?|waves?|ramps?|slopes?|the snow|the mountain|bends?|pipes?)\b/i,
    zh: /(?:^|用[^，。]{1,6})(?:雕刻|雕琢|刻|雕|缝|绣|织|编织|刨|削|锉|焊|打磨|抛光|修理|修补|修复|补|拼装|组装|粘|拆开|拆|锻打)/,
    // (In orbit a repair is a spacewalk's or the cabin's, with no bench for tools.)
    notIn: /\bastronauts?\b|\bspace\b|\borbit\b|宇航员|航天员|太空/i,
    who: HANDS,
    enLines: [
      'bent over {obj}, tools laid out within reach',
      '{their} hands work in small, sure movements, the piece taking shape little by little',
      '{s} <pause> and <lean> back, eyes running over the work',
      '{s} <set> the tools down and <give> the finished piece a small, satisfied nod',
    ],
    zhLines: [
      '俯身凑近手里的活，工具摆在手边',
      '{s}的双手一下一下稳稳地动着，手里的活一点点成形',
      '{s}停下手，微微后仰，端详着手里的活',
      '{s}放下工具，满意地点了点头',
    ],
  },
];
