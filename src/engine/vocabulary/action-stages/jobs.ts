/**
 * Action stages (see ../action-stages.ts): more jobs and people at work, and the close food and
 * beauty shots a commercial is made of: a locksmith's pick, a sheep shorn, a surgeon's knot,
 * cheese stretching, a mascara wand. Each names its tool, its material (`rest`) or its doer
 * (`head`), so a common verb ("pick", "tie", "lift") stays with the entries before.
 */
import { HANDS, PEOPLE, THINGS, type ActionStaging, type Doer } from './types.ts';

/** "Butter foams …" reads as a person: a food named in `head` is staged whatever its kind. */
const FOOD: readonly Doer[] = ['thing', 'person'];

export const JOBS: readonly ActionStaging[] = [
  // Unloading a truck: the doors open on the load, crate after crate, the last one, an empty bed.
  {
    en: /^(?:unload|offload)$/,
    zh: /卸货|卸车|搬货|下货/,
    who: PEOPLE,
    enLines: [
      'swinging open the truck’s back doors on crates stacked to the roof',
      'crate after crate swung down from the truck, arms braced under the weight',
      '{s} <heave> the last crate onto the stack',
      '{s} <straighten> up and <dust> off {their} hands, the truck bed empty',
    ],
    zhLines: [
      '拉开货车后门，里面的货箱一直码到车顶',
      '{s}一筐接一筐地把货搬下车，手臂绷得紧紧的',
      '{s}把最后一筐货甩上货堆',
      '{s}直起腰拍了拍手，车厢已经空了',
    ],
  },
  // A beekeeper's frame lifted from the hive: smoke, the frame coming up gold, held to the light.
  {
    en: /^(?:lift|pull|raise|hold|check|inspect)$/,
    rest: /\b(?:frames?|combs?|honeycombs?|hives?)\b/i,
    zh: /(?:提起|取出|抽出|举起)(?:一[块张])?(?:巢框|巢脾|蜂巢)/,
    who: PEOPLE,
    enLines: [
      'the hive lid off, a drift of smoke over the frames',
      'the frame comes up slowly, heavy and dripping gold, bees crawling over the comb',
      '{s} <turn> it to the light, the capped honey glowing amber',
      '{s} <ease> the frame back into the hive, bees settling',
    ],
    zhLines: [
      '揭开蜂箱盖，一缕青烟飘过巢框',
      '巢框慢慢提起来，沉甸甸地淌着金色的蜜，蜜蜂在巢脾上爬动',
      '{s}把巢框转向光，封好盖的蜂蜜透出琥珀色的光',
      '{s}把巢框轻轻放回蜂箱，蜜蜂渐渐安静下来',
    ],
  },
  // Haggling at a stall: a question about the price, a head shake, a deal, the money handed over.
  {
    en: /^(?:haggle|bargain|barter)$/,
    zh: /讨价还价|砍价|还价/,
    who: PEOPLE,
    enLines: [
      'pointing at the goods and asking the price',
      'a hand raised, fingers counting out a lower figure, the stallholder shaking their head',
      'the stallholder throws up their hands and laughs, and the deal is struck',
      '{s} <hand> over the money, the bag held tight and a satisfied smile',
    ],
    zhLines: [
      '指着摊上的货问了问价',
      '{s}伸出手指比了个更低的价，摊主连连摇头',
      '摊主两手一摊笑了出来，这价就算谈成了',
      '{s}把钱递过去，拎紧袋子，一脸满意',
    ],
  },
  // A delivery rider's run: the bag on the bars, the ride through the weather, the dash, the handover.
  {
    en: /^(?:deliver|drop)$/,
    rest: /\b(?:food|order|takeout|takeaway|meal|pizza|dinner)\b/i,
    zh: /送餐|送外卖|派送|送快递/,
    who: PEOPLE,
    enLines: [
      'hood pulled low, the delivery bag hooked on the handlebars',
      'the scooter cuts through the street, spray fanning from the wheels',
      '{s} <pull> up at the door and <jog> the last few steps, the bag held close',
      '{s} <hand> the order over with a quick nod and <turn> back to the scooter',
    ],
    zhLines: [
      '兜帽压得很低，外卖袋挂在车把上',
      '电动车穿过街道，车轮溅起一道水花',
      '{s}在楼下停好车，护着餐袋一路小跑进门',
      '{s}把外卖递出去，点点头，转身又跨上电动车',
    ],
  },
  // "Scores" names how a goal ends: the English beats tell the lead-up and end on the idea's
  // own sentence, so its peak is the blade meeting the dough.
  {
    en: /^score$/,
    rest: /\b(?:loaf|loaves|dough|sourdough|boules?|baguettes?|batards?|bread)\b/i,
    zh: /割包|(?:划|割)[^，。]{0,4}(?:面包|面团|生坯|刀口)|(?:面包|面团|生坯)[^，。]{0,4}(?:划|割)/,
    who: HANDS,
    enLines: [
      'the proofed loaf just turned out onto a floured peel',
      'a razor blade hovers over the floured dome, tilted to a shallow angle',
      '{s} <set> {their} wrist, the corner of the blade resting on the taut skin of the dough',
      'the fresh cut spreads open into a pale seam as the loaf slides into the oven',
    ],
    zhLines: [
      '把发酵好的面团倒扣在撒了面粉的木铲上',
      '{s}手腕一带，刀片斜斜切进面皮，划出一道利落的弧线',
      '刀口慢慢张开，翻起一道薄薄的边，露出里面湿润的面芯',
      '{s}把面团送进烤炉，刀口在高温里裂开，烤出一道金黄酥脆的耳朵',
    ],
  },
  // A mechanic goes under a car to work on it: the creeper, the underside, a bolt let go.
  // (A ball or a cat rolls under a car too: only a mechanic, `head`.)
  {
    head: /\b(?:mechanics?|technicians?|grease ?monkeys?)\b|修车|机修|技师/,
    en: /^(?:roll|slide|scoot|wheel|crawl)$/,
    rest: /\bunder(?:neath)? (?:a |an |the |his |her |their )?(?:[\w-]+ ){0,2}(?:cars?|trucks?|pickups?|vans?|jeeps?|vehicles?|buses|tractors?|suvs?)\b/i,
    zh: /(?:钻|躺|滑)[^，。]{0,4}(?:车底|车下|底盘)/,
    who: HANDS,
    enLines: [
      'lying back on a creeper beside the raised vehicle, a wrench in hand',
      'a work light glares across the grimy underside, the wrench fitted over a rust-crusted bolt',
      '{s} <lean> on the wrench until the bolt breaks loose with a crack, grit raining down',
      '{s} <roll> back out into the light, wiping {their} hands on a rag',
    ],
    zhLines: [
      '躺在修车躺板上，旁边就是架起的车身，手里攥着扳手',
      '工作灯照亮满是油污的底盘，扳手卡在一颗锈迹斑斑的螺栓上',
      '{s}压住扳手猛一使劲，一颗锈死的螺栓咔地松开，铁锈碎屑簌簌落下',
      '{s}从车底滑出来，拿抹布擦着手',
    ],
  },
  // A barber's straight-razor shave (a man shaving himself is no customer: `head`).
  {
    head: /\bbarbers?\b|理发师|剃头|理发店/,
    // ("gives him a hot towel shave" is a shave too.)
    en: /^(?:shave|give)$/,
    rest: /\bshave\b|\b(?:razor|customer|client|man|him|face|beard|jaw)\b/i,
    zh: /刮胡|刮脸|修面|剃须/,
    who: HANDS,
    enLines: [
      'stropping the straight razor on a leather strap, the customer tipped back and lathered',
      'the blade glides down the cheek in short, sure strokes, lather gathering on its edge',
      '{s} <draw> the razor along the jawline in one last slow stroke, the skin left smooth',
      '{s} <lay> a steaming towel over the customer’s face',
    ],
    zhLines: [
      '在磨刀皮带上来回荡着剃刀，客人仰躺在椅子上，脸上抹满了泡沫',
      '剃刀贴着脸颊一下一下短促地刮过，泡沫堆在刀刃上',
      '{s}顺着下颌线慢慢刮完最后一刀，皮肤光洁',
      '{s}把一条冒着热气的毛巾敷在客人脸上',
    ],
  },
  {
    en: /^(?:pick|lockpick)$/,
    rest: /\b(?:locks?|padlocks?|deadbolts?|keyholes?)\b/i,
    not: /\blocks? of\b/i,
    zh: /撬锁|开锁|撬(?:开)?[^，。]{0,6}锁/,
    who: HANDS,
    enLines: [
      'crouched at the lock, a tension wrench slid into the bottom of the keyway',
      'a slim pick feels along inside, lifting the pins one by one to the shear line',
      'the last pin sets with a faint click and the lock turns open',
      '{s} <slide> the picks back into a worn leather roll',
    ],
    zhLines: [
      '蹲在锁前，把张力扳手插进锁孔底部',
      '细细的拨片在锁芯里探着，把弹子一颗颗顶到位',
      '最后一颗弹子咔的一声轻响归位，锁芯应声转开',
      '{s}把开锁工具收回磨旧的皮套里',
    ],
  },
  // Hauled from a boat: a net pulled in from the beach is other work (`not`).
  {
    en: /^(?:haul|pull|drag|heave|hoist|winch)$/,
    rest: /\bnets?\b/i,
    not: /\b(?:shore|beach|sand|hair|internet|safety|goal|hoop|butterfly|mosquito|tennis)\b/i,
    zh: /收网|拉网|起网|(?:拉|拖|拽|收)[^，。]{0,4}渔网/,
    who: HANDS,
    enLines: [
      'braced against the gunwale, both hands on the wet net',
      'hand over hand the dripping net comes up, seawater streaming through the mesh',
      'the net swings over the rail and spills a flapping, glittering catch across the deck',
      '{s} <straighten> up, soaked to the elbows, the deck alive with fish',
    ],
    zhLines: [
      '靠在船舷边，双手抓住湿漉漉的渔网',
      '渔网一把一把被拽上来，海水从网眼里哗哗往下淌',
      '渔网翻过船舷，满网活蹦乱跳的鱼倾泻在甲板上，银光闪闪',
      '{s}直起腰，袖子湿到了胳膊肘，满甲板的鱼还在扑腾',
    ],
  },
  {
    en: /^stamp$/,
    rest: /\b(?:books?|due dates?|date cards?|library cards?|slips?)\b/i,
    zh: /(?:盖|戳)[^，。]{0,4}(?:日期|借书|还书)|(?:书|借书卡)[^，。]{0,6}盖章/,
    who: HANDS,
    enLines: [
      'the ink pad open, the date stamp clicked round to the right day',
      'the stamp rocks on the ink pad and thumps down on each slip, a crisp purple date left behind',
      '{s} <thump> down the last one and <square> up the pile with both hands',
      '{s} <slide> the stack across the desk with a small smile',
    ],
    zhLines: [
      '打开印台，把日期章拨到今天',
      '日期章在印台上一按，咚地盖在借书卡上，留下一行清晰的紫色日期',
      '{s}盖完最后一本，双手把整摞书码得整整齐齐',
      '{s}把那摞书推过柜台，微微一笑',
    ],
  },
  {
    en: /^(?:erase|wipe|clean|clear|rub)$/,
    rest: /\b(?:chalk ?boards?|black ?boards?)\b|^the board\b/i,
    zh: /擦黑板|(?:擦|抹)[^，。]{0,3}黑板|擦掉[^，。]{0,6}粉笔字/,
    who: HANDS,
    enLines: [
      'the day’s lesson still chalked across the board, a felt eraser in hand',
      'the eraser sweeps in long arcs, chalk dust drifting down in a fine haze',
      'the last line of writing vanishes, the whole board wiped dark and clean',
      '{s} <set> the eraser on the ledge and <brush> the chalk dust from {their} hands',
    ],
    zhLines: [
      '黑板上还留着今天的板书，手里拿着板擦',
      '板擦一下一下划过黑板，粉笔灰细细地飘落下来',
      '最后一行字被擦去，整块黑板干干净净',
      '{s}把板擦搁在粉笔槽上，拍了拍手上的粉笔灰',
    ],
  },
  {
    en: /^(?:shear|clip|fleece)$/,
    rest: /\b(?:sheep|ewes?|rams?|lambs?|wool|fleece|alpacas?|llamas?)\b/i,
    doer: /\bshearers?\b/,
    zh: /剪羊毛|(?:给|帮)[^，。]{0,4}(?:羊|绵羊|羊驼)剪毛|剪[^，。]{0,3}羊毛/,
    who: HANDS,
    enLines: [
      'the sheep sat back between {their} knees, the clippers buzzing in one hand',
      'the clippers run in long blows close to the skin, the fleece rolling back in one thick, creamy blanket',
      'the whole fleece drops away in one piece and the sheep scrambles up, pale and light',
      '{s} <gather> the fleece up in {their} arms as the shorn sheep trots off',
    ],
    zhLines: [
      '把羊按坐在两膝之间，手里的电剪嗡嗡作响',
      '电剪贴着皮肤一推到底，厚厚的羊毛像毯子一样整片翻卷下来',
      '整张羊毛完整地落下，羊一骨碌爬起来，身上光溜溜的',
      '{s}把整张羊毛抱在怀里，剪完毛的羊一溜小跑走开了',
    ],
  },
  {
    en: /^(?:scrub|wash|bathe|brush|hose|clean)$/,
    rest: /\belephants?\b/i,
    zh: /(?:给|帮)[^，。]{0,3}大象(?:洗澡|刷背|刷洗|搓澡|冲澡)|(?:刷|洗)[^，。]{0,3}大象/,
    who: HANDS,
    enLines: [
      'beside the elephant’s huge grey flank, a long-handled brush in hand, a hose running',
      'stiff bristles rasp over the wrinkled hide, muddy water running down in streams',
      'the elephant’s trunk curls up and showers water over its own back',
      '{s} <step> back, soaked and laughing, the hide dark and gleaming',
    ],
    zhLines: [
      '站在大象庞大的灰色身躯旁，手里握着长柄刷，水管哗哗流着',
      '硬毛刷在满是褶皱的皮肤上来回刷着，泥水一道道往下淌',
      '大象卷起鼻子，把一股水浇到自己背上',
      '{s}往后退了一步，浑身湿透，笑得前仰后合，大象的皮肤湿亮发黑',
    ],
  },
  {
    en: /^mop$/,
    not: /\b(?:brow|forehead|face|sweat|tears?|gravy|sauce|up)\b/i,
    zh: /拖地(?!长)|(?:拖|擦)[^，。]{0,3}地板/,
    who: HANDS,
    enLines: [
      'wringing the mop out over the bucket, the wringer creaking',
      'the wet mop swings in wide arcs, a fresh shine spreading across the floor',
      '{s} <reach> the far end, a long wet gleam stretching back behind {them}',
      '{s} <lean> on the mop handle, then <roll> the bucket on, its wheels rattling',
    ],
    zhLines: [
      '把拖把在水桶上拧干，拧水器吱呀作响',
      '湿拖把左右大幅摆动，地面一片片泛起新亮的光',
      '{s}拖到了尽头，身后一长道湿亮的地面反着光',
      '{s}拄着拖把歇了口气，推着水桶往前走，轮子咯噔咯噔地响',
    ],
  },
  {
    head: /\b(?:pilots?|co-?pilots?|aviators?|first officers?)\b|飞行员|机长|副驾驶/,
    en: /^(?:flip|flick|toggle|set|hit|press|throw|click)$/,
    rest: /\b(?:switch(?:es)?|toggles?|overhead panel|instruments?|controls?|gauges?)\b/i,
    zh: /(?:拨|按|打开|扳|检查)[^，。]{0,4}(?:开关|按钮|仪表)/,
    who: HANDS,
    enLines: [
      'strapped into the cockpit seat, headset on, the panels glowing',
      '{their} fingers run along the overhead panel, flicking switch after switch, each click answered by a light',
      'the engines spool up with a rising whine, every gauge needle swinging alive',
      '{s} <rest> a hand on the throttle, eyes on the runway ahead',
    ],
    zhLines: [
      '系好安全带坐在驾驶舱里，戴着耳机，仪表板泛着微光',
      '{s}的手指顺着头顶的面板一路拨过去，开关咔哒作响，指示灯一盏盏亮起',
      '引擎的轰鸣声渐渐升高，仪表指针齐齐跳动起来',
      '{s}一只手搭在油门杆上，目视前方跑道',
    ],
  },
  // The trades table has a dentist showing the tools; here the child holds one.
  {
    head: /\b(?:dentists?|hygienists?)\b|牙医|口腔医生/,
    en: /^(?:let|hand|give|pass|offer)$/,
    rest: /\b(?:mirror|tools?|instruments?|probe)\b/i,
    zh: /(?:让|给|递)[^，。]*(?:镜子|工具|器械)/,
    who: HANDS,
    enLines: [
      'rolling closer on a low stool, the little mirror in a gloved hand',
      'small, hesitant fingers take the mirror, turning it over and peering into it',
      'the worried little face in the chair breaks into a curious grin',
      'the little patient hands the mirror back and opens wide',
    ],
    zhLines: [
      '坐着矮凳滑近，戴着手套的手里拿着小镜子',
      '一只小手怯生生地接过小镜子，翻来覆去地看，还凑近照了照',
      '诊椅上那张紧张的小脸慢慢松开，露出好奇的笑',
      '小病人把镜子递回去，乖乖张大了嘴',
    ],
  },
  {
    head: /\b(?:surgeons?|doctors?|vets?|veterinarians?|nurses?|medics?|paramedics?|physicians?)\b|外科|医生|大夫|兽医|护士/,
    en: /^(?:tie|knot|close|stitch|suture|throw|sew|place|finish)$/,
    rest: /\b(?:sutures?|stitch(?:es)?|surgical knot|incisions?|wounds?)\b/i,
    not: /\b(?:bandages?|gauze|plasters?|tourniquets?|slings?|dressings?)\b/i,
    zh: /缝合|缝针|缝伤口|(?:打|系)[^，。]{0,3}(?:外科结|缝合结)/,
    who: HANDS,
    enLines: [
      'bent over the wound, needle holder in one gloved hand, forceps in the other',
      'the fine thread loops twice around the needle holder, the tail drawn through',
      'the knot slides down and cinches tight, the edges of the wound meeting flush',
      '{s} <snip> the ends short and <reach> for the next stitch',
    ],
    zhLines: [
      '俯身在伤口上方，一手持针器，一手镊子',
      '细细的缝线在持针器上绕了两圈，线尾被拉了过去',
      '线结顺势推下、收紧，伤口两侧严丝合缝地对齐',
      '{s}剪短线头，接着缝下一针',
    ],
  },
  {
    en: /^thread$/,
    rest: /\bneedles?\b/i,
    // "Threads the needle between two defenders" is a pass.
    not: /\b(?:between|gap|traffic|defen[cs]e|defenders?)\b/i,
    zh: /穿针|纫针|线穿(?:进|过)[^，。]{0,3}针/,
    who: HANDS,
    enLines: [
      'squinting, the end of the thread twisted to a fine point',
      'the tip of the thread wavers toward the tiny eye of the needle, both hands held steady',
      'the thread slips clean through the eye',
      '{s} <draw> the thread through and <knot> the end between {their} fingers',
    ],
    zhLines: [
      '眯起眼睛，把线头捻得又细又尖',
      '线头对着小小的针眼微微颤动，{s}屏住呼吸，稳住双手',
      '线头一下子穿过了针眼',
      '{s}把线拉过来，用指尖在线尾打了个结',
    ],
  },
  {
    en: /^pipe$/,
    rest: /\b(?:buttercream|frosting|icing|cream|rosettes?|swirls?|meringues?|ganache)\b/i,
    zh: /裱花|挤(?:奶油|糖霜|花)|用裱花袋/,
    who: HANDS,
    enLines: [
      'the piping bag twisted tight, the star tip poised just above the surface',
      'the bag squeezes in a slow spiral, the frosting rising in ridged swirls',
      '{s} <lift> the tip away with a quick flick, a perfect rosette standing tall',
      '{s} <move> on to the next one, swirl after finished swirl',
    ],
    zhLines: [
      '把裱花袋拧紧，星形花嘴悬在表面上方',
      '{s}一边挤一边慢慢转圈，奶油一层层盘旋而上，纹路清晰',
      '{s}手腕轻轻一提收尾，一朵玫瑰花立得挺挺的',
      '{s}挪到下一处，一朵接一朵地挤下去',
    ],
  },
  // The cheese pull: what the food does on its own, however it is lifted.
  {
    head: /\b(?:cheese|mozzarella)\b|芝士|奶酪|马苏里拉/,
    en: /^(?:stretch|pull|string)$/,
    zh: /拉丝|拉(?:出|成|长)/,
    who: FOOD,
    enLines: [
      'melted and bubbling, just out of the heat',
      'glossy golden strands pull long and thin, sagging in soft loops',
      'the strands stretch as far as they can and finally snap',
      'the loose ends droop and curl back down, still glistening',
    ],
    zhLines: [
      '刚出炉，融化后还在咕嘟冒泡',
      '芝士被拉成一根根细长的金丝，软软地垂成弧线',
      '芝士丝拉到最长，终于啪地断开',
      '断开的芝士丝软软垂落，卷回表面，油亮亮的',
    ],
  },
  {
    head: /\bbutter\b|黄油/,
    en: /^(?:foam|froth|sizzle|bubble|brown)$/,
    zh: /起泡|冒泡|滋滋|起沫/,
    who: FOOD,
    enLines: [
      'just sliding into the hot pan with a hiss',
      'bubbles crowd and froth across the pan, the butter turning a nutty brown',
      'the foam rises in a golden froth, flecked with toasty brown',
      'the foam settles to a glossy, nut-brown sheen',
    ],
    zhLines: [
      '刚滑进烧热的锅里，滋的一声',
      '细密的气泡挤满锅面，咕嘟翻涌，黄油渐渐变成榛子色',
      '泡沫涌起金黄的一层，点缀着焦褐色的小颗粒',
      '泡沫慢慢平息，锅里只剩一层油亮的焦黄',
    ],
  },
  {
    head: /\b(?:noodles?|ramen|udon|soba|pho)\b|面条|拉面|乌冬|米线|米粉/,
    en: /^(?:lift|raise|pull|rise|hoist)$/,
    zh: /夹起|挑起|提起|捞起|拎起/,
    who: THINGS,
    enLines: [
      'glistening in the steaming bowl',
      'the chopsticks draw a thick bundle up out of the broth, drops falling back in glinting beads',
      'the noodles hang at the top of the lift, glossy and steaming, swaying gently',
      'the noodles dip back into the broth, steam curling up around them',
    ],
    zhLines: [
      '在热气腾腾的碗里泛着油光',
      '筷子从汤里夹起一大束，汤汁顺着往下滴，晶亮晶亮',
      '面被提到最高处，油亮亮地冒着热气，轻轻晃动',
      '面又落回汤里，热气绕着碗口袅袅升起',
    ],
  },
  {
    head: /\b(?:droppers?|pipettes?|serums?)\b|滴管|精华/,
    en: /^(?:release|drip|drop|let|squeeze|shed|deposit|dispense|fall|bead)$/,
    rest: /\b(?:drops?|droplets?|beads?)\b|^$|^(?:on|onto|into|over)\b/i,
    zh: /滴(?:下|落|出|入)?|挤出/,
    who: THINGS,
    enLines: [
      'hovering above the surface, a bead swelling slowly at its tip',
      'the bead stretches and trembles, glowing where the light passes through it',
      'the drop falls and lands, spreading into a small, glossy dome',
      '{s} <lift> away, the single drop gleaming on the surface below',
    ],
    zhLines: [
      '悬在表面上方，尖端慢慢凝聚起一颗饱满的液珠',
      '液珠被拉长，轻轻颤动，光线穿过的地方晶莹透亮',
      '液珠滴落，在表面铺成一颗圆润光亮的小水珠',
      '{s}缓缓抬起移开，那一滴在表面熠熠发亮',
    ],
  },
  {
    head: /\b(?:mascara|mascara wands?|lash (?:brush|wand)(?:es|s)?)\b|睫毛膏|睫毛刷/,
    en: /^(?:sweep|brush|coat|comb|glide|lift|curl|stroke|wiggle|separate|run|slide)$/,
    zh: /(?:刷|扫|梳|涂)[^，。]{0,4}睫毛|刷过|扫过/,
    who: THINGS,
    enLines: [
      'drawn out of the tube, bristles glossy and black',
      'the bristles wiggle in at the roots and comb upward, coating every lash',
      'the wand sweeps off the tips and the lashes fan out long, dark and separated',
      'the eye blinks open wide, framed by full, lifted lashes',
    ],
    zhLines: [
      '从管中抽出，刷头裹满乌黑油亮的膏体',
      '刷头贴着睫毛根部左右轻抖，再往上一梳，每一根睫毛都被刷到',
      '刷头从睫毛尖扫出，睫毛根根分明，浓密卷翘地展开',
      '眼睛眨了眨，睁大开来，浓密上翘的睫毛衬着双眼',
    ],
  },
];
