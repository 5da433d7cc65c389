/**
 * Scene details for common activities and settings that name no place of their own: a kickflip
 * needs a stair set, a buzzer beater an arena, a cat knocking a glass off a table the table's
 * edge, a get-ready-with-me a vanity. Each is written only where the idea names the activity,
 * and tagged so that it never contradicts the idea (no sunlit lawn at night, no packed stands
 * in an empty gym). Spread at the end of DETAILS in scene-details.ts.
 */
import { ENVIRONMENTS } from '../../domain/prompt/plan.ts';
import {
  AUTUMN,
  EMPTY_PLACE,
  MARS,
  NOODLE_PULLING,
  PLANET_BASE,
  PRO_KITCHEN,
  p,
  type Phrase,
  SPRINT_START,
} from './fit.ts';

/** An idea that names both things, in either order. */
const both = (a: RegExp, b: RegExp) =>
  new RegExp(`^(?=[\\s\\S]*?(?:${a.source}))(?=[\\s\\S]*?(?:${b.source}))`, 'i');

/** Night and dusk: no sunlit lawn or sunny sill then. */
const DARK = ['dusk', 'night'] as const;
/** Weather that puts out the sun. */
const GREY = ['rain', 'storm', 'snow', 'fog'] as const;

// Sports
const SKATE =
  /\bskateboard\w*|\bskaters?\b(?<!\b(?:ice|figure|speed|roller) skaters?)|\bkickflip\w*|\bheelflip\w*|\bollies?\b|\bsk8\b|滑板/i;
const STAIRS =
  /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)[- ]?stairs?\b|\bstairs\b|\bstair(?:case|way| set)\b|\bstair (?:rail|gap)\b|\brail\b|楼梯|台阶/i;
/** Where a skater already has a place: the existing lines (stair set, bowl, ramp) or a road. */
const SKATE_PLACE =
  /\bstair ?sets?\b|\bhandrails?\b|\b(?:skate|concrete|empty pool) bowl\b|skate ?park|half-?pipe|\bramps?\b|\bbowl\b|\bpool\b|\b(?:down ?hill|hill|road|street|highway|boardwalk|rooftop|mall|parking \w+|car park|beach|promenade|alley|warehouse)\b|台阶|楼梯扶手|滑板场|碗池|下坡|公路|街|马路|广场/i;
const BASKETBALL =
  /\bbasketball\b|\b(?:slam[- ])?dunk(?:s|ed|ing)?\b(?! (?:a |the |his |her |their )?(?:cookies?|biscuits?|donuts?|doughnuts?|oreos?|bread|fries)\b)|\bbuzzer[- ]beaters?\b|\blay-?ups?\b|\bjump shot\b|\bthree-pointer\b|\bfree throws?\b|篮球|扣篮|灌篮/i;
/** Food dunked in something: a strawberry in chocolate is no slam dunk. */
const DUNKED_FOOD =
  /\b(?:cookies?|biscuits?|strawberr\w*|chocolate|fondue|donuts?|doughnuts?|oreos?|churros?|fries|bread|tea ?bags?|dunk tank)\b|饼干|巧克力/i;
const STREETBALL =
  /\bstreetball\b|\bstreet court\b|\bplayground\b|\boutdoor court\b|\bdriveway\b|\bpark\b|\bblacktop\b|街头|野球|公园|操场|户外|室外/i;
const CROWD =
  /\bcrowds?\b|\barena\b|\bstands\b|\bfans\b|\bspectators\b|\bstadium\b|全场|观众|球迷|沸腾|看台/i;
const LAST_SECONDS =
  /\bbuzzer\b|\bgame[- ]winn\w*|\blast[- ]second\b|\bfinal seconds?\b|\bclock (?:runs|running|ticks) (?:out|down)\b|绝杀|最后(?:一|两|三|几|\d)秒/i;
const ALONE = /\balone\b|\blone(?:ly)?\b|\bby (?:him|her|them)self\b|独自|一个人|空荡/i;
const FOOTBALL =
  /\bsoccer\b|\bfootball(?:ers?)?\b|\bpenalty (?:kick|shot|spot)\b|\bfree[- ]kick\b|\bgoalkeeper\b|\bstriker\b|足球|点球|任意球|守门员/i;
/** Football that is no soccer pitch: the American game, or a kick-about somewhere else. */
const NOT_A_PITCH =
  /\bamerican football\b|\bnfl\b|\bquarterback\b|\btouchdown\b|\bsuper bowl\b|\b(?:street|alley|beach|backyard|garden|rooftop|futsal|living room|table football|foosball)\b|橄榄球|街|巷|沙滩|后院|屋顶|客厅|桌上足球/i;
const MARATHON = /\bmarathons?\b|\bhalf[- ]marathon\b|马拉松/i;
/** A marathon off the city's roads, or one of films. */
const NOT_A_ROAD_RACE =
  /\btrail\b|\bultra\b|\bmountains?\b|\bdesert\b|\b(?:movie|film|netflix|tv|series|gaming|binge)\b|越野|山|沙漠|追剧|刷剧/i;
const FINISH = /\bfinish\w*|终点|冲线/i;
const BOULDER = /\bboulder(?:er|ers|ing)\b|\bcrash pads?\b|抱石/i;
const CLIMBING_GYM =
  /\bclimbing (?:gym|wall|centre|center)\b|\bbouldering (?:gym|wall)\b|\bindoor climb\w*|攀岩馆|岩馆|室内攀岩/i;
const ROCK_CLIMB = /\brock[- ]?climb\w*|\bsport climb\w*|\bcrag\b|\bcrimps?\b|\bdyno\w*|攀岩/i;
const WORKOUT =
  /\bkettlebells?\b|\bdumbbells?\b|\bpush-?ups?\b|\bburpees?\b|\bhome workout\b|壶铃|哑铃|俯卧撑/i;

// Getting ready, showing, selling
const MAKEUP =
  /\bmake-?up\b|\bfull glam\b|\blipsticks?\b|\bfoundation\b|\bmascara\b|\beyeliner\b|化妆|上妆|妆容|美妆|彩妆|口红/i;
const GRWM =
  /\bget[- ]ready[- ]with[- ]me\b|\bgrwm\b|\bmake-?up (?:routine|look|tutorial|transformation)\b|\bdo(?:es|ing)? (?:her|his|their|my) make-?up\b|\bfull glam\b|化妆|上妆|美妆博主(?![^。]*(?:口红|唇釉|唇彩|介绍|测评|试色))/i;
const SKINCARE =
  /\bskin ?care\b|\bserums?\b|\bmoisturi[sz]er\b|\bcleanser\b|\btoner\b|护肤|精华|面霜|水乳/i;
/** Skincare with no make-up: the bathroom shelf, not the vanity. */
const SKINCARE_ONLY = new RegExp(
  `^(?![\\s\\S]*(?:${MAKEUP.source}))[\\s\\S]*(?:${SKINCARE.source})`,
  'i',
);
const BATHROOM = /\bbathroom\b|浴室|卫生间|洗手间/i;
const BEAUTY_ITEMS =
  /\blipsticks?\b|\blip ?(?:gloss|tint|balm)\w*|\bpalettes?\b|口红|唇釉|唇彩|唇膏|彩妆|化妆品/i;
const TO_CAMERA =
  /口播|博主|主播|直播|带货|测评|试色|种草|\btalk\w* to (?:the )?camera\b|\breview\w*|\bshow\w* (?:her|his|their|my|off)\b/i;
const OUTFIT =
  /\boutfits?\b|\bootd\b|\btr(?:y|ies|ying) on\b|\btry-on\b|\bthrift\w*|\bclothing haul\b|穿搭|换装|试穿/i;
const CLOSET =
  /\bcloset (?:makeover|tour|organi[sz]\w*|clean-?out)\b|\bwardrobe (?:makeover|tour)\b|衣帽间|衣柜改造/i;

// Product ads with no set of their own
const LIPSTICK = /\blipsticks?\b|\blip ?(?:gloss|tint|balm)\w*|口红|唇釉|唇膏|唇彩/i;
const PERFUME = /\bperfumes?\b|\bfragrances?\b|\bcolognes?\b|\beau de\b|香水/i;
const EARBUDS = /\bear ?buds?\b|\bairpods\b|\bwireless earphones?\b|(?<!头戴式?)耳机/i;
const WATCH = /\bsmart ?watch\w*|\bwatch(?:es)?\b(?= ad\b| commercial\b)|智能手表|手表|腕表/i;
const SHOE = /\bsneakers?\b|\b(?:running |basketball )?shoes?\b|\btrainers\b|球鞋|跑鞋|运动鞋/i;
const PHONE = /\bsmartphones?\b|\bphones?\b|\bfoldables?\b|手机|折叠屏/i;
const PRODUCTS = new RegExp(
  [LIPSTICK, PERFUME, EARBUDS, WATCH, SHOE, PHONE].map((r) => r.source).join('|'),
  'i',
);
/** The idea already sets the product somewhere: on marble, in water, on black glass, on silk. */
const SET_NAMED =
  /\b(?:background|backdrop|wall|marble|silk|satin|velvet|water|ink|sand|snow|rain|puddles?|splash\w*|mud|table|counter|desk|on (?:black |a |the )?(?:glass|mirror)|stone|slate|wood(?:en)?|moss|leaves|flowers|grass|street|road|track|court|city|beach|studio|floating|zero gravity|mid-?air|in the air|summit|mountain|climb\w*|hik\w*|pool|swim\w*|surf\w*)\b|背景|墙|台面|桌|大理石|丝绸|绸|丝缎|(?<!防)水|墨|沙|雪|雨|玻璃台|石|木|街|路|城市|影棚|空中|悬浮|失重|山|登顶|跑道|泳/i;
const WEIGHTLESS =
  /\bzero[- ]gravity\b|\bweightless\w*|\bfloat(?:s|ing)? in (?:mid-?)?air\b|\bmid-?air\b|在空中|悬浮|失重/i;
const RISES_FROM_WATER =
  /\b(?:ris\w*|emerg\w*|surfac\w*) (?:up )?(?:out of|from) (?:the |a )?(?:water|pool)\b|从水(?:中|里|面)(?:升起|浮出|冒出|跃出)|出水/i;
const IN_WATER = /\bunder ?water\b|\bin (?:the |clear )?water\b|\bsubmerged\b|水中|水下|水里/i;
const NO_PLACE = { env: ENVIRONMENTS } as const;

// Pets and animals
const CAT = /\b(?:cats?|kittens?|kitty|tabby)\b|猫/i;
const DOG =
  /\b(?:dogs?|pupp(?:y|ies)|corgis?|retrievers?|huskies|husky|shiba|beagles?|poodles?|terriers?|dachshunds?|pugs?|collies?)\b|狗|柯基|金毛|哈士奇|柴犬/i;
const PET = new RegExp(`${CAT.source}|${DOG.source}`, 'i');
const KNOCKS_OFF =
  /\bknock\w*\b[^.]{0,30}\b(?:over|off)\b|\bpush\w*\b[^.]{0,30}\boff\b|推下|推到地上|推倒|打翻|碰倒|扫下|拍下/i;
const WINDOWSILL = /\bwindow ?sills?\b|\bwindow ledge\b|窗台/i;
const SUNNING =
  /\bsun(?:light|lit|ny|shine|beams?|bath\w*|bask\w*|s)?\b|\bbask\w*|晒太阳|阳光|太阳/i;
const SNOW_FIRST =
  /\bsnow\b[^.]*\bfirst time\b|\bfirst time\b[^.]*\bsnow\b|\bfirst snow\b|第一次(?:见|看)(?:到|见)?雪|初雪/i;
const PANDA = /\bpandas?\b|熊猫/i;

// Horror at home
const NURSERY = /\bbaby monitor\b|\bnursery\b|\bcrib\b|婴儿房|婴儿床|婴儿监视器|监控器/i;
const CLOSET_NOISE = both(
  /\bcloset\b|\bwardrobe\b|衣柜|柜子/i,
  /\bknock\w*|\bscratch\w*|\bbang\w*|\btap\w*|敲|挠|声音|响/i,
);
const BABYSITTER = /\bbabysitter\b|\bnanny\b|\bbabysitting\b|保姆/i;

// Moving about
const COASTER = /\broller ?coasters?\b|过山车/i;
const AIRPORT =
  /\bairports?\b|\bdeparture (?:gate|lounge)\b|\bboarding gate\b|\b(?:late for|miss\w*|catch\w*|mak\w*) (?:a |the |my |your |her |his |their )?(?:connecting )?flight\b|机场|登机口|航站楼|赶飞机/i;
const STAIRWELL =
  /\bstairwells?\b|\bfire stairs\b|\bemergency stairs\b|\b\d+[- ]floor stairwell\b|楼梯间|消防通道|安全通道/i;
const NEW_JOB =
  /\bfirst day (?:at|of) (?:a |the |my |your |her |his )?(?:new )?(?:job|work|office)\b|\bnew job\b|入职第一天|上班第一天|新工作/i;
const WORKPLACES =
  /\b(?:restaurant|caf[eé]|kitchen|school|hospital|shop|store|factory|farm|site|salon|gym|bar|hotel|warehouse|classroom|studio|lab)\b|餐厅|咖啡|厨房|学校|医院|商店|工厂|工地|酒吧|酒店|仓库|教室/i;

export const ACTIVITY_SCENES: readonly Phrase[] = [
  // A sprint start: the red track and its white lane lines.
  p(
    'a red running track, white lane lines stretching away ahead',
    '红色的塑胶跑道，白色分道线一路向前延伸',
    {
      mentions: SPRINT_START,
      boost: 2,
    },
    { indoor: true },
  ),
  // A kickflip down a ten-stair: the stair set and its rail are the spot (a named stair set or
  // handrail has its own line).
  p(
    'a concrete stair set with a scuffed steel rail down its side',
    '一段水泥台阶，旁边一道磨花了的钢扶手',
    { mentions: both(SKATE, STAIRS), boost: 2 },
    { mentions: /\bstair ?sets?\b|\bhandrails?\b|台阶|楼梯扶手/i, indoor: true },
  ),
  // A kickflip named with no spot lands on a plaza's smooth concrete, ledges and kerbs.
  p(
    'a smooth concrete plaza, a waxed granite ledge and a low kerb',
    '平整的水泥广场，一道打过蜡的花岗岩台沿和低矮的路沿',
    { mentions: SKATE, boost: 1 },
    { mentions: new RegExp(`${SKATE_PLACE.source}|${STAIRS.source}`, 'i'), indoor: true },
  ),
  // A buzzer beater is the clock: the scoreboard down to its last seconds.
  p(
    'the scoreboard hanging over centre court, the game clock down to its last seconds',
    '球场中央上方悬着记分牌，比赛时间只剩最后几秒',
    { mentions: both(BASKETBALL, LAST_SECONDS), boost: 2 },
    {
      mentions: new RegExp(
        `${STREETBALL.source}|${DUNKED_FOOD.source}|${EMPTY_PLACE.source}|${ALONE.source}`,
        'i',
      ),
      indoor: false,
    },
  ),
  // "全场沸腾", "crowd erupts": the stands are packed (never in an empty gym or a lone practice).
  p(
    'packed stands rising steeply on every side of the court',
    '四面的看台坐得满满当当，一层层往上叠',
    { mentions: both(BASKETBALL, CROWD), boost: 2 },
    {
      mentions: new RegExp(
        `${STREETBALL.source}|${DUNKED_FOOD.source}|${EMPTY_PLACE.source}|${ALONE.source}`,
        'i',
      ),
      indoor: false,
    },
  ),
  // Any basketball indoors: the hardwood, the key and the rim.
  p(
    'polished hardwood boards, the painted key and the rim overhead',
    '锃亮的木地板、涂了色的三秒区和头顶的篮筐',
    { mentions: BASKETBALL, boost: 1 },
    { mentions: new RegExp(`${STREETBALL.source}|${DUNKED_FOOD.source}`, 'i'), indoor: false },
  ),
  // Streetball: the cage court, not an arena.
  p(
    'a cracked asphalt court behind a chain-link fence, the net on the hoop frayed',
    '铁丝网围着一块开裂的水泥球场，篮筐上的网已经磨得起了毛',
    { mentions: both(BASKETBALL, STREETBALL), boost: 2 },
    // (A court read as a gym or a stadium has its hardwood lines: no asphalt beside them.)
    { mentions: DUNKED_FOOD, indoor: true, env: ['gym', 'stadium'] },
  ),
  // A penalty in a downpour: a pitch churned to mud.
  p(
    'a rain-soaked pitch, the goalmouth churned to mud',
    '被雨水泡透的球场，球门前的草皮踩成了烂泥',
    { mentions: FOOTBALL, weather: ['rain', 'storm'], boost: 2 },
    { mentions: NOT_A_PITCH, indoor: true },
  ),
  // A football match in fine weather: the striped grass and the lines.
  p(
    'a freshly striped pitch, the white lines crisp on the grass',
    '修剪出条纹的草皮球场，白线清清楚楚',
    { mentions: FOOTBALL, boost: 1 },
    { mentions: NOT_A_PITCH, weather: ['rain', 'storm', 'snow'], indoor: true },
  ),
  // "全场沸腾" at a football match: the stands behind the goal are full.
  p(
    'packed stands rising behind the goal',
    '球门后的看台座无虚席',
    { mentions: both(FOOTBALL, CROWD), boost: 2 },
    { mentions: new RegExp(`${NOT_A_PITCH.source}|${EMPTY_PLACE.source}`, 'i'), indoor: true },
  ),
  // Mile 20 of a marathon: a closed city road and the water station's litter.
  p(
    'a closed city road lined with barriers, paper cups scattered around a water station',
    '封闭的城市马路两旁拦着护栏，补给站周围散落着纸杯',
    { mentions: MARATHON, boost: 2 },
    { mentions: new RegExp(`${NOT_A_ROAD_RACE.source}|${FINISH.source}`, 'i'), indoor: true },
  ),
  // A marathon's finish: the barriers and the gantry over the road ahead.
  p(
    'a closed city road lined with barriers, the finish gantry spanning it ahead',
    '封闭的城市马路两旁拦着护栏，前方横跨着终点拱门',
    { mentions: both(MARATHON, FINISH), boost: 2 },
    { mentions: NOT_A_ROAD_RACE, indoor: true },
  ),
  // Bouldering on a crash pad is outdoors: the boulder and the pads beneath it.
  p(
    'a chalk-streaked boulder, crash pads laid out on the ground beneath it',
    '一块抹满镁粉的大石头，下面铺着几块抱石垫',
    { mentions: BOULDER, boost: 2 },
    { mentions: CLIMBING_GYM, indoor: true },
  ),
  // A climbing gym: the wall of holds and the mats.
  p(
    'a climbing wall studded with holds, thick mats below',
    '布满岩点的攀岩墙，下面铺着厚厚的软垫',
    { mentions: CLIMBING_GYM, boost: 2 },
  ),
  // A rock climber dynoing to a crimp is on a real rock face, high up.
  p(
    'a sheer rock face, chalked crimps and tick marks, the ground far below',
    '陡峭的岩壁上是抹着镁粉的小岩点，地面远在脚下',
    { mentions: ROCK_CLIMB, boost: 2 },
    {
      mentions: new RegExp(`${BOULDER.source}|${CLIMBING_GYM.source}|\\bice\\b|冰`, 'i'),
      indoor: true,
    },
  ),
  // Kettlebell swings for a Reel: a corner at home with a mat.
  p(
    'a home workout corner, a rubber mat on the floorboards and a water bottle by the wall',
    '家里的健身角，木地板上铺着一块橡胶垫，墙边放着一只水杯',
    { mentions: WORKOUT, boost: 1 },
    {
      env: ['gym', 'stadium', 'beach', 'garden', 'street', 'countryside', 'mountain', 'sea'],
      mentions: /\bgym\b|\bpark\b|\bbeach\b|\boutdoors?\b|健身房|公园|海边|户外/i,
      indoor: false,
    },
  ),

  // A barista's POV sees the counter in front of them, not behind it.
  p(
    'a café counter crowded with order tickets, stacked cups and milk jugs',
    '咖啡店吧台上堆着点单小票、摞起的杯子和奶缸',
    { type: ['pov'], mentions: /\bbaristas?\b|咖啡师/i, boost: 2 },
  ),
  // Bubble tea tried or sold: the shop counter and its sealed cups.
  p(
    'a bubble tea shop counter, sealed cups lined up beside a tub of tapioca pearls',
    '奶茶店的柜台上，封好膜的杯子排成一排，旁边一桶珍珠',
    { mentions: /\bbubble tea\b|\bboba\b|奶茶/i, boost: 1 },
    // (An ad or a food clip films the cup itself: its cold sides, not a shop around it.)
    {
      mentions: SET_NAMED,
      env: ['home', 'street', 'beach', 'road', 'vehicle', 'office'],
      type: ['product', 'food'],
      format: ['ad'],
    },
  ),
  // A bubble tea ad films the cup: pearls at its foot and a clean backdrop.
  p(
    'a few tapioca pearls scattered at the foot of the cup, a clean backdrop behind',
    '杯底周围散落着几颗珍珠，背后是干净的背景',
    { format: ['ad'], mentions: /\bbubble tea\b|\bboba\b|奶茶/i, boost: 1 },
    { mentions: SET_NAMED, medium: ['animation'] },
  ),
  // Whipped coffee is made at home: the counter, the bowl and the whisk.
  p(
    'a kitchen counter, a mixing bowl and a whisk beside the glass',
    '厨房台面上，打发用的碗和打蛋器放在杯子旁边',
    { mentions: /\bwhipped coffee\b|\bdalgona\b|打发咖啡|达尔戈纳/i, boost: 2 },
  ),
  // Hand-pulled noodles: the floured board and the broth boiling behind.
  p(
    'a flour-dusted noodle board, a big pot of broth boiling behind it',
    '撒满面粉的面案，身后一口大锅里的汤翻滚着',
    { mentions: new RegExp(`${NOODLE_PULLING.source}|\\bhand-?pulled\\b`, 'i'), boost: 2 },
  ),
  // A clay fox baking a cake: a small kitchen, the bowl, the pin and the oven.
  p(
    'a cosy kitchen, a mixing bowl and a rolling pin on the counter, the oven door below',
    '温馨的小厨房，台面上放着搅拌碗和擀面杖，下面是烤箱门',
    {
      mentions:
        /\bbak(?:e|es|ing) (?:a |the |some |her |his )?(?:cake|cakes|bread|cookies|pie|muffins|cupcakes|croissants|pastries)\b|\bovens?\b|烤箱|烤蛋糕|烘焙/i,
      boost: 1,
    },
    { mentions: PRO_KITCHEN, indoor: false, type: ['product', 'explainer'] },
  ),
  // Birthday candles: the cake, paper plates and balloons on the table.
  p(
    'a kitchen table, a frosted cake, paper plates and a few balloons',
    '厨房的餐桌上放着抹好奶油的蛋糕、纸盘和几只气球',
    { mentions: both(/\bbirthday\b|生日/i, /\bcandles?\b|\bcake\b|蜡烛|蛋糕/i), boost: 2 },
    { indoor: false, type: ['product', 'explainer'] },
  ),
  // Longjing unfurling in a glass: a plain tea tray and a clean backdrop.
  p(
    'a plain wooden tea tray, nothing behind the glass but a clean backdrop',
    '素净的木茶盘，玻璃杯后面只有干净的背景',
    {
      mentions: both(
        /龙井|绿茶|茶叶|碧螺春|\btea leaves\b|\bgreen tea\b|\bloose[- ]leaf\b/i,
        /\bglass\b|玻璃杯|杯/i,
      ),
      boost: 2,
    },
    NO_PLACE,
  ),

  // A get-ready-with-me is at the bedroom vanity, products laid out.
  p(
    'a bedroom vanity, brushes standing in a cup and products laid out in a neat row',
    '卧室的梳妆台，化妆刷插在杯子里，瓶瓶罐罐排成一排',
    { mentions: GRWM, boost: 2 },
    {
      mentions: new RegExp(`${BATHROOM.source}|${SKINCARE_ONLY.source}`, 'i'),
      type: ['horror', 'product'],
      indoor: false,
    },
  ),
  // "Doing make-up in a bathroom mirror": the small bathroom and its crowded counter.
  p(
    'a small bathroom, products crowding the counter under the mirror',
    '小小的卫生间，镜子下的台面上挤满了瓶瓶罐罐',
    {
      mentions: both(
        BATHROOM,
        new RegExp(`${GRWM.source}|${MAKEUP.source}|${SKINCARE.source}`, 'i'),
      ),
      boost: 2,
    },
    { type: ['horror', 'product'] },
  ),
  // A skincare routine with no make-up: serums and creams on the bathroom shelf.
  p(
    'a bathroom shelf of serums and creams, a folded towel beside the sink',
    '浴室的架子上摆着精华和面霜，水池边叠着一条毛巾',
    { mentions: SKINCARE_ONLY, boost: 2 },
    { mentions: BATHROOM, type: ['horror', 'product'], indoor: false },
  ),
  // A blogger talking a lipstick through to camera: the desk of products and a plain wall.
  p(
    'a desk lined with lipsticks and palettes, a plain backdrop wall behind',
    '桌上摆着一排口红和眼影盘，身后是干净的背景墙',
    { mentions: both(BEAUTY_ITEMS, TO_CAMERA), boost: 2 },
    { mentions: GRWM, type: ['horror', 'product'], indoor: false },
  ),
  // Showing outfits: the bedroom's full-length mirror and a rail of clothes.
  p(
    'a bedroom corner, a full-length mirror and a rail of hangers',
    '卧室一角，一面落地镜和一排挂着衣服的衣架',
    { mentions: OUTFIT, boost: 1 },
    { mentions: CLOSET, type: ['horror', 'product'], indoor: false },
  ),
  // A closet makeover is the closet: shelves of folded clothes and the rail.
  p(
    'a walk-in closet, shelves of folded clothes and a rail of hangers',
    '步入式衣帽间，一格格叠好的衣服和一排衣架',
    { mentions: CLOSET, boost: 2 },
    { type: ['horror'] },
  ),

  // A product ad that names no set: the studio it is shot in.
  p(
    'a seamless studio backdrop',
    '无缝的影棚背景',
    { type: ['product'], mentions: PRODUCTS, boost: 1 },
    { ...NO_PLACE, mentions: SET_NAMED, people: true, medium: ['animation'] },
  ),
  // A model wearing the lipstick or the scent: the studio behind her, out of focus.
  p(
    'a seamless studio backdrop, softly out of focus behind the model',
    '模特身后是柔和虚化的无缝影棚背景',
    {
      type: ['product'],
      people: true,
      mentions: new RegExp(
        `${LIPSTICK.source}|${PERFUME.source}|${MAKEUP.source}|${SKINCARE.source}`,
        'i',
      ),
      boost: 1,
    },
    { ...NO_PLACE, mentions: SET_NAMED, medium: ['animation'] },
  ),
  // A lipstick shown alone stands on a glossy plinth, its cap beside it.
  p(
    'a glossy acrylic plinth, the lipstick’s cap set down beside it',
    '一块光亮的亚克力展台，口红的盖子放在一旁',
    { type: ['product'], mentions: LIPSTICK, boost: 1 },
    { ...NO_PLACE, mentions: SET_NAMED, people: true, medium: ['animation'] },
  ),
  // A perfume bottle on a mirror plinth: the bottle doubled in it.
  p(
    'a mirror-polished plinth holding the bottle’s reflection',
    '镜面般光洁的展台，映出瓶身的倒影',
    { type: ['product'], mentions: PERFUME, boost: 1 },
    { ...NO_PLACE, mentions: SET_NAMED, people: true, medium: ['animation'] },
  ),
  // Earbuds are sold with their case: it stands open on the plinth.
  p(
    'a low matte plinth, the open charging case at its edge',
    '一块低矮的哑光展台，打开的充电盒放在边上',
    { type: ['product'], mentions: EARBUDS, boost: 1 },
    { ...NO_PLACE, mentions: SET_NAMED, people: true, medium: ['animation'] },
  ),
  // A shoe stands on raw concrete: texture against the clean upper.
  p(
    'a block of raw concrete under the shoe',
    '鞋子下方垫着一块粗粝的水泥块',
    { type: ['product'], mentions: SHOE, boost: 1 },
    { ...NO_PLACE, mentions: SET_NAMED, people: true, medium: ['animation'] },
  ),
  // A watch ad with no set: a stone plinth, the strap curving over its edge.
  p(
    'a low stone plinth, the strap curving down over its edge',
    '一块低矮的石质展台，表带顺着边缘垂下',
    { type: ['product'], mentions: WATCH, boost: 1 },
    {
      ...NO_PLACE,
      mentions: new RegExp(`${SET_NAMED.source}|\\bwater-?(?:proof|resistant)\\b|防水`, 'i'),
      people: true,
      medium: ['animation'],
    },
  ),
  // A waterproof watch is shown wet: a film of water on a glass plinth.
  p(
    'a glass plinth under a thin film of water',
    '一块覆着薄薄水膜的玻璃展台',
    {
      type: ['product'],
      mentions: both(WATCH, /\bwater-?(?:proof|resistant)\b|\bswim\w*|防水/i),
      boost: 2,
    },
    { ...NO_PLACE, people: true, medium: ['animation'] },
  ),
  // A product floating in zero gravity or unfolding in mid-air: no surface at all.
  p(
    'an empty seamless backdrop, no floor and no horizon in sight',
    '空旷的无缝背景，没有地面，也没有地平线',
    { type: ['product'], mentions: both(PRODUCTS, WEIGHTLESS), boost: 2 },
    { ...NO_PLACE, people: true, medium: ['animation'] },
  ),
  // A product rising out of water: the still pool and its rings.
  p(
    'a still pool of water, rings spreading out across its surface',
    '一汪静止的水面，一圈圈涟漪向外荡开',
    { type: ['product'], mentions: both(PRODUCTS, RISES_FROM_WATER), boost: 2 },
    { ...NO_PLACE, people: true, medium: ['animation'], mentions: /\bink\b|墨/i },
  ),
  // A bottle turning in water: clear water and fine bubbles.
  p(
    'clear water, a thin stream of fine bubbles rising around it',
    '清澈的水中，细小的气泡一串串升起',
    { type: ['product'], mentions: both(PRODUCTS, IN_WATER), boost: 2 },
    { ...NO_PLACE, people: true, medium: ['animation'], mentions: RISES_FROM_WATER },
  ),

  // A cat knocking a glass off a table: the table's edge and the hard floor below.
  p(
    'the edge of a wooden table, a hard tiled floor a long way below',
    '木桌的桌沿，往下是硬邦邦的瓷砖地面',
    { mentions: both(CAT, KNOCKS_OFF), boost: 2 },
    {
      mentions:
        /\b(?:counter|shelf|shelves|desk|dresser|mantel\w*|windowsill|bookcase)\b|柜|架|窗台|书桌/i,
      indoor: false,
    },
  ),
  // A cat stealing fish from the table: the dinner laid out, unguarded.
  p(
    'a dinner table set for a meal, a plate of fish left unguarded',
    '摆好饭菜的餐桌，一盘鱼就那么放着没人看',
    { mentions: both(CAT, both(/\bsteal\w*|\bsneak\w*|偷吃|偷/i, /\bfish\b|鱼/i)), boost: 2 },
    { indoor: false },
  ),
  // A cat sunning itself on the windowsill: the sill, a plant and the roofs outside.
  p(
    'a sunny windowsill, a potted plant beside it and rooftops beyond the glass',
    '洒满阳光的窗台，旁边一盆绿植，窗外是一片屋顶',
    { mentions: both(WINDOWSILL, SUNNING), boost: 2 },
    { time: DARK, weather: GREY },
  ),
  // A cookie left on a snowy sill for a fox: frost on the sill, the woods beyond.
  p(
    'a frosted windowsill, snowy woods at the far end of the garden',
    '结了霜的窗台，院子尽头是覆着雪的树林',
    { mentions: both(WINDOWSILL, /\bsnow\w*|\bfrost\w*|\bwinter\b|雪|霜|冬/i), boost: 2 },
  ),
  // A cat asleep by a fireplace: the hearth, the logs and the rug.
  p(
    'a stone hearth, a basket of logs and a rug before it',
    '石砌的壁炉，一筐木柴，炉前铺着地毯',
    { mentions: /\bfireplace\b|\bhearth\b|壁炉/i, boost: 1 },
    { indoor: false },
  ),
  // A cat napping by a space heater: the heater, an armchair and a blanket.
  p(
    'a small heater beside a worn armchair and a folded blanket',
    '一台小取暖器，旁边是旧扶手椅和一条叠好的毯子',
    { mentions: /\bspace heater\b|\bheater\b|取暖器|电暖器/i, boost: 1 },
    { indoor: false },
  ),
  // A cat sleeping by a rainy window: the window seat and the rain on the glass.
  p(
    'a cushioned window seat, raindrops running down the glass',
    '铺着软垫的飘窗，雨珠顺着玻璃往下淌',
    {
      mentions: both(
        /\brainy window\b|\bwindow\b[^.]{0,20}\brain\w*|\brain\w*\b[^.]{0,20}\bwindow\b|雨[^，。]{0,6}窗|窗[^，。]{0,6}雨/i,
        // (Someone curled up there: a pet asleep, a girl reading; not the raindrops alone.)
        new RegExp(
          `${PET.source}|\\b(?:sleep\\w*|asleep|nap\\w*|curl\\w*|read\\w*|study\\w*)\\b|睡|看书|读书|学习`,
          'i',
        ),
      ),
      boost: 1,
    },
    { indoor: true, env: ['vehicle', 'office', 'restaurant', 'station'] },
  ),
  // A pet asleep in a sunbeam: the rug and the floorboards it falls on.
  p(
    'a worn rug on old floorboards, the edge of the sofa behind',
    '老木地板上一块旧地毯，身后是沙发的一角',
    {
      mentions: both(PET, /\bsunbeam\b|\bpatch of sun\w*|\bsun ?patch\b|阳光下|太阳底下/i),
      boost: 1,
    },
    { mentions: WINDOWSILL, time: DARK, indoor: false },
  ),
  // A puppy asleep in its food bowl: the kitchen floor and the mat.
  p(
    'a kitchen floor, the food bowl on a rubber mat, a few kibbles scattered around it',
    '厨房地板上，食盆放在橡胶垫上，周围散落着几粒干粮',
    {
      mentions: /\bfood bowl\b|\bdog bowl\b|\bwater bowl\b|\bkibble\b|狗盆|猫盆|食盆|饭盆/i,
      boost: 1,
    },
    { indoor: false },
  ),
  // A pet chasing a laser dot or its own tail is in the living room.
  p(
    'a living-room rug, the sofa and a bare stretch of wall',
    '客厅里的地毯、沙发和一面空白的墙',
    {
      mentions: both(
        PET,
        /\blaser(?: pointer| dot)?\b|\b(?:its|his|her) own tail\b|\bchas\w* (?:its|his|her) tail\b|激光笔|追(?:自己的)?尾巴|第一次(?:见|看)(?:到|见)?(?:猫|狗)/i,
      ),
      boost: 1,
    },
    { indoor: false },
  ),
  // A puppy's first stairs: the carpeted staircase of a family home.
  p(
    'a carpeted staircase rising from a family hallway',
    '家里门厅铺着地毯的楼梯',
    {
      mentions: both(
        /\b(?:pupp(?:y|ies)|kittens?|dogs?|cats?|toddlers?)\b|小狗|小猫|宝宝/i,
        /\bstairs\b|楼梯/i,
      ),
      boost: 1,
    },
    {
      mentions: new RegExp(
        `${STAIRWELL.source}|${SKATE.source}|\\b(?:stone|concrete|temple|porch|park)\\b|石阶|台阶`,
        'i',
      ),
      indoor: false,
    },
  ),
  // A dog catching a frisbee: a sunlit park lawn (never at night or in the rain).
  p(
    'a wide, sunlit park lawn, a line of trees along its far edge',
    '阳光下开阔的公园草坪，远处一排树',
    { mentions: /\bfrisbees?\b|飞盘/i, boost: 1 },
    { time: DARK, weather: GREY, indoor: true, mentions: /\bbeach\b|沙滩|海边/i },
  ),
  // A dog chasing bubbles: the back garden, grass freshly cut.
  p(
    'a sunny back garden, the grass freshly cut',
    '阳光充足的后院，草坪刚修剪过',
    { mentions: both(PET, /\bbubbles\b|泡泡/i), boost: 1 },
    { time: DARK, weather: GREY, indoor: true, mentions: /\bbath\w*|洗澡|浴缸/i },
  ),
  // A corgi chasing autumn leaves: a park path deep in them.
  p(
    'a park path deep in fallen leaves, the trees half bare',
    '公园小路上铺满厚厚的落叶，树已半秃',
    { mentions: both(PET, AUTUMN), boost: 1 },
    { indoor: true, env: ['forest', 'mountain', 'street', 'city', 'beach'] },
  ),
  // A puppy's first snow: the back garden under it (a named garden has its own snow line).
  p(
    'a back garden under fresh snow, the fence and the bushes softly buried',
    '后院覆着一层新雪，篱笆和灌木都被埋得圆鼓鼓的',
    { mentions: both(PET, SNOW_FIRST), boost: 2 },
    { env: ['garden', 'forest', 'mountain', 'street', 'city', 'snowfield'] },
  ),

  // A fox hunting mice in deep snow: the open snowfield and the grass poking through.
  p(
    'a wide snowfield, dry grass stalks poking through the crust',
    '开阔的雪原，几根枯草茎从雪壳里探出来',
    { mentions: /\bdeep snow\b|\bsnowdrifts?\b|深雪|厚厚的(?:积)?雪|齐膝深的雪/i, boost: 1 },
    { indoor: true, env: ['snowfield', 'street', 'city', 'home', 'garden'] },
  ),
  // A pangolin rolls up in the grass: tall dry grass, a termite mound, thorn scrub.
  p(
    'tall dry grass and a termite mound, thorn scrub behind',
    '高高的枯草和一座白蚁丘，后面是带刺的灌木丛',
    { mentions: /\bpangolins?\b|穿山甲/i, boost: 2 },
    { indoor: true },
  ),
  // A snow leopard on the prowl: broken rock, old snow and ridgelines.
  p(
    'a steep slope of broken rock and old snow, ridgelines stacked behind',
    '陡峭的碎石坡上残留着积雪，身后山脊层层叠叠',
    { mentions: /\bsnow leopards?\b|雪豹/i, boost: 2 },
    // (A named mountain or cliff has its own rock and scree.)
    { indoor: true, env: ['mountain'], mentions: /\bzoo\b|动物园/i },
  ),
  // A panda cub tumbling out of a tree: the low tree and soft ground of a bamboo grove.
  p(
    'a low, crooked tree in a bamboo grove, soft leaf litter beneath it',
    '竹林里一棵歪歪的矮树，树下铺着松软的落叶',
    { mentions: both(PANDA, /\btrees?\b|树/i), boost: 2 },
    { indoor: true, mentions: /\bzoo\b|\bslides?\b|动物园|基地|滑梯/i },
  ),
  // A panda eating bamboo: the grove and the chewed stalks.
  p(
    'a dense bamboo grove, chewed stalks scattered on the ground',
    '茂密的竹林，地上散落着啃剩的竹竿',
    { mentions: both(PANDA, /\bbamboo\b|竹/i), boost: 2 },
    { indoor: true, mentions: /\bzoo\b|\bslides?\b|动物园|基地|滑梯/i },
  ),

  // A baby monitor that whispers: the nursery, the crib and the monitor on the dresser.
  p(
    'a dim nursery, the crib and its mobile hanging still, a baby monitor on the dresser',
    '昏暗的婴儿房，婴儿床上方的床铃一动不动，斗柜上放着婴儿监视器',
    { type: ['horror'], mentions: NURSERY, boost: 2 },
  ),
  // Knocking from inside the closet while babysitting: a child's bedroom, the closet shut.
  p(
    'a child’s darkened bedroom, toys on the rug, the closet doors shut',
    '孩子昏暗的卧室，地毯上散着玩具，衣柜门紧闭',
    { type: ['horror'], mentions: both(BABYSITTER, CLOSET_NOISE), boost: 2 },
    { mentions: NURSERY },
  ),
  // Knocking from inside the wardrobe, alone at night: the dark bedroom, the wardrobe shut.
  p(
    'a dark bedroom, the wardrobe doors shut against the far wall',
    '昏暗的卧室，远处墙边的衣柜门紧闭',
    { type: ['horror'], mentions: CLOSET_NOISE, boost: 2 },
    { mentions: new RegExp(`${BABYSITTER.source}|${NURSERY.source}`, 'i') },
  ),
  // A child's drawing on the fridge: the family kitchen and its crowded fridge door.
  p(
    'a family kitchen, the fridge door crowded with magnets and photos',
    '一家人的厨房，冰箱门上贴满冰箱贴和照片',
    {
      mentions: both(/\bfridge\b|\brefrigerator\b|冰箱/i, /\bdrawings?\b|\bpictures?\b|画/i),
      boost: 2,
    },
    { indoor: false },
  ),
  // A reflection that does not blink: the small bathroom mirror over the sink.
  p(
    'a small bathroom, the mirror over the sink, a toothbrush cup on the ledge',
    '小小的浴室，水池上方一面镜子，台沿上放着漱口杯',
    { type: ['horror'], mentions: /\breflections?\b|\bmirrors?\b|镜子|镜中|倒影/i, boost: 1 },
    {
      mentions:
        /\b(?:hall\w*|corridor|bedroom|elevator|lift|wardrobe|closet|dressing|funhouse|carnival|mansion|ballroom|attic|house|room)\b|走廊|卧室|电梯|衣柜|阁楼|哈哈镜|老宅|房子|出租屋|房间|宿舍/i,
      // (A place the idea names is the room the mirror is in.)
      ...NO_PLACE,
    },
  ),
  // Something in the space station's vents: ducts, cable runs and a loose grille.
  p(
    'a narrow corridor of ducts and cable runs, a vent grille hanging loose',
    '狭窄的通道里布满管道和线缆，一块通风口格栅松松地挂着',
    {
      env: ['space'],
      mentions: both(/\bstation\b|空间站/i, /\bvents?\b|\bducts?\b|通风/i),
      boost: 2,
    },
    { mentions: MARS },
  ),

  // Potatoes grown in a Mars base: the grow trays inside it.
  p(
    'rows of grow trays of dark soil, irrigation pipes along the walls, a porthole onto the red dust',
    '舱内一排排种植槽，黑土整整齐齐，灌溉管道沿墙铺开，舷窗外是红色的尘土',
    {
      env: ['space'],
      mentions: both(
        both(MARS, PLANET_BASE),
        /\bpotato\w*|\bgrow\w*|\bgreenhouse\b|\bfarm\w*|\bcrops?\b|\bseedlings?\b|土豆|种出|种植|种下|温室|蔬菜/i,
      ),
      boost: 2,
    },
  ),
  // A clay robot on a tiny planet: the little round world curving away.
  p(
    'a tiny round world, its grass curving away on every side, a few stars hung in the sky',
    '一颗小小的圆形星球，草地向四面弯下去，天上挂着几颗星星',
    { mentions: /\b(?:tiny|little|small) planet\b|小星球|小小的星球/i, boost: 2 },
    { mentions: MARS },
  ),

  // A paper boat in a puddle while it rains: the puddle and its rain rings.
  p(
    'a puddle on wet asphalt, raindrops ringing its surface',
    '湿漉漉的柏油路上一汪水坑，雨点在水面上激起一圈圈涟漪',
    { mentions: /\bpuddles?\b|水坑|水洼/i, weather: ['rain', 'storm'], boost: 1 },
    { indoor: true },
  ),
  // A paper boat down a rain gutter: the gutter running with water and leaves.
  p(
    'a kerbside gutter running with rainwater, a few fallen leaves caught in it',
    '路边的排水沟里雨水哗哗流过，几片落叶卡在里面',
    { mentions: /\b(?:rain )?gutters?\b|排水沟|水沟/i, boost: 1 },
    { indoor: true },
  ),
  // Waiting for the bus in the rain (to be splashed): the stop and the puddle by the kerb.
  p(
    'a bus stop pole at a wet kerb, a wide puddle in the road beside it',
    '湿漉漉的路边立着公交站牌，旁边路面上积着一大滩水',
    {
      mentions: both(
        /\bwait\w* for (?:the|a) bus\b|等公交|等车|等巴士/i,
        /\brain\w*|\bumbrella\b|\bpuddles?\b|\bsplash\w*|雨|水坑|溅/i,
      ),
      boost: 2,
    },
    // (A bus in the idea can read as the setting "vehicle": the stop is outside it all the same.)
    { mentions: /\bbus (?:stop|shelter)\b|公交站|候车亭/i },
  ),
  // A lava lamp loop: the cluttered shelf it stands on.
  p(
    'a cluttered shelf beside the lamp, a stack of records and a pot plant',
    '灯旁是一层杂物架，摞着唱片，摆着一盆绿植',
    { mentions: /\blava lamps?\b|熔岩灯/i, boost: 1 },
  ),
  // A mechanical watch explained: the open movement, filmed close.
  p(
    'an open watch movement on a watchmaker’s mat, the jewels and the balance wheel in close view',
    '钟表匠软垫上摊开的机芯，宝石轴承和摆轮近在眼前',
    {
      type: ['explainer'],
      mentions:
        /\bmechanical watch\b|\bwatch (?:movement|gears)\b|\bbalance wheel\b|\bhow (?:a |the )?watch\w* works?\b|机械表|机芯|表芯/i,
      boost: 2,
    },
  ),
  // Bicycle gears explained: the bike on a stand, drivetrain in view.
  p(
    'a bike up on a work stand, the chain, derailleur and cassette in close view',
    '架在维修架上的自行车，链条、拨链器和飞轮近在眼前',
    {
      type: ['explainer'],
      mentions: both(
        /\bbi(?:cycle|ke)s?\b|自行车|单车/i,
        /\bgears?\b|\bshift\w*|\bderailleur\b|变速/i,
      ),
      boost: 2,
    },
  ),
  // A watchmaker at work: the bench, the tweezers, the loupe.
  p(
    'a watchmaker’s bench, tweezers, a loupe and tiny screws laid on a soft mat',
    '钟表匠的工作台，软垫上摆着镊子、放大镜和细小的螺丝',
    { mentions: /\bwatchmakers?\b|\bhorolog\w*|钟表匠|修表/i, boost: 2 },
    { type: ['explainer'] },
  ),
  // A flower opening from bud in time-lapse: a single stem in a vase, a plain backdrop.
  p(
    'a single stem in a small vase against a plain backdrop',
    '一枝花插在小花瓶里，背后是干净的背景',
    {
      type: ['timelapse'],
      mentions:
        /花苞|花骨朵|含苞|\bfrom (?:a )?bud\b|\bbuds? (?:to|into)\b|\bflowers? (?:bloom|open)\w*|\bblooming flower\b/i,
      boost: 2,
    },
    {
      mentions:
        /\bfields?\b|\bmeadows?\b|\bgardens?\b|\btrees?\b|\bhillsides?\b|花海|花田|田野|山坡|树|花园|满山/i,
    },
  ),
  // Peach blossoms named (古风 sword dance): the trees in bloom and the petals on the path.
  p(
    'peach trees in full bloom, fallen petals carpeting the path between them',
    '满树盛开的桃花，落花铺满了林间小径',
    { mentions: /\bpeach (?:blossoms?|trees?|orchard|grove)\b|桃花|桃林/i, boost: 2 },
    { indoor: true },
  ),
  // A Ghibli girl cycling downhill in summer: the hill road to the sea town.
  p(
    'a narrow road winding down a green hillside toward a small seaside town, tall summer grass on either side',
    '一条小路沿着绿色山坡蜿蜒而下，通向海边的小镇，两旁是茂盛的夏草',
    {
      medium: ['animation'],
      mentions: both(
        /\bbi(?:cycle|ke)s?\b|\bcycling\b|自行车|单车/i,
        /\bhill\w*|\bdownhill\b|下坡|山坡/i,
      ),
      boost: 2,
    },
    {
      time: DARK,
      weather: ['snow', 'storm'],
      mentions:
        /\bwinter\b|\bautumn\b|\bmountain bik\w*|\bmtb\b|\bbmx\b|\btrail\b|冬|秋|山地车|越野/i,
    },
  ),
  // The Faroe Islands from the air: turf roofs on the green slopes, the sea between islands.
  p(
    'turf-roofed houses scattered on steep green slopes, the sea cutting in between the islands',
    '草皮屋顶的小房子散落在陡峭的绿色山坡上，海水在岛屿之间切入',
    { mentions: /\bfaroe(?:se)?\b|法罗群岛/i, boost: 3 },
    { mentions: /\bcliffs?\b|悬崖/i },
  ),
  // A busker in a subway passage: the tiles and the open instrument case.
  p(
    'a tiled subway passage, the open instrument case on the floor at the player’s feet',
    '铺着瓷砖的地铁通道，打开的琴盒放在演奏者脚边',
    {
      mentions: both(
        /\bviolin\w*|\bcell(?:o|ist)\w*|\bguitar\w*|\bsax\w*|\bbusk\w*|小提琴|大提琴|吉他|萨克斯|卖艺|街头艺人/i,
        /\bsubway\b|\bmetro\b|\bunderground\b|\btube station\b|\bunderpass\b|地铁|地下通道/i,
      ),
      boost: 2,
    },
  ),
  // A city from day to night in time-lapse: the skyline and the streets below.
  p(
    'a skyline of towers, streets and bridges laid out below',
    '高楼林立的天际线，下方街道和桥梁纵横交错',
    {
      type: ['timelapse'],
      mentions: /\bday (?:to|into) night\b|\bday-to-night\b|日转夜|白天到(?:黑夜|夜晚|晚上)/i,
      boost: 1,
    },
    // (A junction's time-lapse is its trails and signals, seen from the street.)
    { indoor: true, mentions: /\b(?:intersection|crossroads?|junction|roundabout)\b|路口/i },
  ),
  // A grandma's first video call: her living room, reading glasses on the table.
  p(
    'a living-room sofa, reading glasses and a cup of tea on the coffee table',
    '客厅的沙发，茶几上放着老花镜和一杯热茶',
    {
      mentions: both(
        /\bvideo[- ]?call\w*|\bfacetime\w*|视频通话|视频聊天|打视频/i,
        /\bgrand(?:ma|pa|mother|father|parents?)\b|\bgranny\b|奶奶|爷爷|外婆|外公|姥姥|姥爷|老人/i,
      ),
      boost: 2,
    },
    { indoor: false },
  ),

  // Synthwave through Miami: the ocean boulevard, its palms and art-deco hotels.
  p(
    'an ocean boulevard lined with palm trees and pastel art-deco hotels',
    '海滨大道两旁排着棕榈树和粉彩色的装饰艺术风格酒店',
    { mentions: /\bmiami\b|迈阿密/i, boost: 3 },
    { indoor: true },
  ),
  // A drive down an empty highway at night: two lanes and the centre line into the dark.
  p(
    'an empty two-lane highway, the dashed centre line running off into the dark',
    '空荡荡的双车道公路，中间的虚线一路延伸进黑暗里',
    {
      time: ['night'],
      mentions: both(
        EMPTY_PLACE,
        /\bhighways?\b|\bfreeways?\b|\binterstate\b|\broads?\b|公路|高速/i,
      ),
      boost: 2,
    },
    { indoor: true },
  ),
  // A car through tunnels: the tiled walls and the strip lights streaking past.
  p(
    'a long tunnel curving ahead, its walls and lights streaking past',
    '长长的隧道向前弯去，墙面和灯光飞快地掠过',
    {
      mentions: both(
        /\btunnels?\b|隧道/i,
        /\bdriv\w*|\bcars?\b|\bconvertible\b|\bmotorbike\b|\bmotorcycle\b|开车|驾车|汽车|跑车|摩托/i,
      ),
      boost: 2,
    },
  ),
  // A synthwave drive in the rain: the wet road and the wipers.
  p(
    'rain-slick asphalt, raindrops beading on the windscreen and the bonnet',
    '被雨打湿的路面，挡风玻璃和引擎盖上挂满雨珠',
    {
      type: ['music-video'],
      weather: ['rain', 'storm'],
      mentions: /\bdriv\w*|\bcars?\b|开车|驾车|汽车/i,
      boost: 1,
    },
    // (Rain already on the windshield is said; a convertible has no roof to bead on.)
    {
      env: ['vehicle'],
      mentions: /\bconvertible\b|\bwind(?:shield|screen)\b|\bwipers?\b|敞篷|挡风玻璃|雨刷/i,
    },
  ),
  // Dancing between arcade cabinets: the rows of machines and the carpet.
  p(
    'rows of arcade cabinets, joysticks and buttons worn smooth, a patterned carpet underfoot',
    '一排排街机，摇杆和按键被磨得光滑，脚下是花纹地毯',
    {
      mentions:
        /\barcade (?:cabinets?|machines?|games?)\b|\b(?:video|retro|neon|80s|amusement) arcades?\b|游戏厅|街机/i,
      boost: 2,
    },
  ),
  // An empty bowling alley: the lanes, the pins and the seats.
  p(
    'polished lanes running to the pins, ball returns and rows of moulded seats',
    '锃亮的球道一直通向球瓶，旁边是回球机和一排排塑料座椅',
    { mentions: /\bbowling\b|保龄球/i, boost: 2 },
  ),
  // A ballroom: gilt mirrors, parquet and chandeliers.
  p(
    'a vast ballroom, gilt mirrors along the walls and chandeliers over the parquet',
    '宽敞的宴会厅，墙上镶着描金的镜子，拼花地板上方悬着水晶吊灯',
    { mentions: /\bballrooms?\b|宴会厅|舞厅/i, boost: 2 },
  ),
  // A flooded ballroom: the water across the parquet, chairs standing in it.
  p(
    'ankle-deep water across the parquet, gilt chairs standing in it',
    '齐踝深的水漫过拼花地板，描金椅子立在水里',
    {
      mentions: both(/\bballrooms?\b|宴会厅|舞厅/i, /\bflooded\b|\bflooding\b|\bwater\b|淹|积水/i),
      boost: 2,
    },
  ),
  // A laundromat at night: the machines, the folding table, the chairs.
  p(
    'rows of washing machines, a folding table and a line of plastic chairs',
    '一排排洗衣机，一张折衣台和一排塑料椅',
    { mentions: /\blaundromats?\b|\blaund(?:e)?rettes?\b|自助洗衣/i, boost: 2 },
  ),
  // A roller coaster from the front seat: the track climbing ahead, the lap bar below.
  p(
    'the track climbing steeply ahead, the lap bar and the front of the car at the bottom of the frame',
    '前方轨道陡然上扬，画面下方是压杠和车头',
    { type: ['pov'], mentions: COASTER, boost: 2 },
  ),
  // From the top of the first hill by day: the park laid out small below.
  p(
    'the park’s rides and paths laid out small far below',
    '游乐园的设施和小路在脚下远远铺开',
    { type: ['pov'], mentions: COASTER, boost: 1 },
    { time: DARK },
  ),
  // Running late through the airport: the concourse and the departure boards.
  p(
    'a long terminal concourse, departure boards overhead and gate signs stretching into the distance',
    '长长的航站楼大厅，头顶是航班信息屏，登机口的指示牌一路延伸到远处',
    { mentions: AIRPORT, boost: 2 },
    {
      mentions: /\brunways?\b|\btak\w* off\b|\blanding\b|\btarmac\b|跑道|起飞|降落|停机坪/i,
      indoor: false,
    },
  ),
  // Climbing a forty-floor stairwell: concrete flights and the floor numbers on each landing.
  p(
    'a concrete stairwell turning back on itself floor after floor, the numbers stencilled on each landing',
    '水泥楼梯间一层层折返向上，每个平台的墙上都刷着楼层号',
    { mentions: STAIRWELL, boost: 2 },
    { indoor: false },
  ),
  // The first day at a new job: the open-plan office everyone turns in.
  p(
    'an open-plan office, rows of desks and monitors, a glass meeting room at the far end',
    '开放式办公区，一排排工位和显示器，尽头是一间玻璃会议室',
    { mentions: NEW_JOB, boost: 2 },
    {
      env: [
        'restaurant',
        'shop',
        'kitchen',
        'hospital',
        'classroom',
        'stage',
        'studio',
        'gym',
        'lab',
      ],
      mentions: new RegExp(`${WORKPLACES.source}|${GRWM.source}`, 'i'),
      indoor: false,
    },
  ),
];
