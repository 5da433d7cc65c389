/**
 * Famous places an idea names, and what a camera sees there: Santorini's caldera, 桂林's karst
 * peaks along the river. A travel idea that names a place gets that place, not a stock view.
 * Each place's words are one pattern (English and Chinese names, minus the look-alikes: Venice
 * Beach is in Los Angeles, 桂林米粉 is a bowl of noodles), shared by its scene and its palette.
 * Scene phrases are the place itself: no time of day (the idea's own time lights it) and no one
 * doing anything. They go before the other details, so a named place wins a tie.
 */
import { AUTUMN, p, type Phrase, type Tags } from './fit.ts';

/** A view of a place: not indoors, not under the sea, not in a close-up of a dish or a product. */
export const AWAY: Tags = {
  indoor: true,
  env: ['underwater', 'space'],
  type: ['food', 'product', 'unboxing'],
};
/** A place's colours are daylight colours, and a look with its own colours keeps them. */
const OWN_COLOURS: Tags = {
  time: ['night'],
  style: ['noir', 'ink', 'cyberpunk', 'synthwave'],
};

const SANTORINI = /\bsantorini\b|\boia\b|\bfira\b|圣托里尼|伊亚小镇/i;
// (Venice Beach and Venice, California are in Los Angeles; 威尼斯人 is a casino in Macau.)
const VENICE =
  /\bvenice\b(?! beach|,? (?:ca|california|la)\b)|\bvenetian canals?\b|\brialto\b|威尼斯(?!人)/i;
const LISBON = /\blisbon\b|\balfama\b|里斯本/i;
const TORII = /\btorii\b|\bfushimi inari\b|鸟居|伏见稻荷/i;
const KYOTO = /\bkyoto\b|\bgion\b|\bhigashiyama\b|京都|祇园/i;
// (Plaster of Paris is a powder; 巴黎世家 a fashion house.)
const PARIS = /(?<!plaster of )\bparis(?:ian)?\b|\beiffel\b|巴黎(?!世家|欧莱雅)|埃菲尔|艾菲尔/i;
// (冰岛 is also a Yunnan tea.)
/** A lagoon of icebergs at a glacier's foot (Jökulsárlón). */
const GLACIER_LAGOON =
  /\bglacier(?:al)? lagoons?\b|\bj[öo]kuls[áa]rl[óo]n\b|\bicebergs?\b|冰河湖|冰川湖|冰湖|冰山/i;
const ICELAND = /\biceland(?:ic)?\b|\breykjavik\b|冰岛(?!茶|普洱|古树)/i;
const SHORE =
  /\b(?:beach|black sand|shore|coast\w*|sea|ocean|waves|reynisfjara)\b|海滩|沙滩|黑沙|海岸|海边|大海|海浪/i;
// (The Japanese Alps have no chalets; 瑞士卷 is a cake, 瑞士军刀 a knife.)
const ALPS =
  /(?<!japanese |southern )\balps\b|\bswitzerland\b|\bmatterhorn\b|\bzermatt\b|\bgrindelwald\b|\blauterbrunnen\b|阿尔卑斯|瑞士(?!卷|军刀|表|手表|银行|糖)|马特洪峰|少女峰/i;
// (雅鲁藏布大峡谷, 怒江大峡谷, 恩施大峡谷 are other canyons.)
const GRAND_CANYON = /\bgrand canyon\b|科罗拉多大峡谷|美国大峡谷|(?<![江布行施山河谷岭])大峡谷/i;
const MACHU_PICCHU = /\bmachu picchu\b|马丘比丘/i;
// ("a great wall of water" is a wave; 长城汽车 a car maker.)
const GREAT_WALL =
  /\bgreat wall\b(?! of (?!china))|\bbadaling\b|\bmutianyu\b|长城(?!汽车|宽带|葡萄酒|电脑)|八达岭|慕田峪|司马台|金山岭/i;
const HA_LONG = /\bha ?long bay\b|\bhalong\b|下龙湾/i;
// (A New York strip is a steak, a Manhattan a cocktail.)
const NEW_YORK =
  /\bnew york\b(?!(?:-style)? (?:times|strip|cheesecake|bagels?|pizza))|\bmanhattan\b(?! (?:cocktail|glass))|\bnyc\b|纽约|曼哈顿/i;
const SHIBUYA = /\bshibuya\b|涩谷/i;
const TOKYO = /\btokyo\b|\bshinjuku\b|东京|新宿/i;
const CAPPADOCIA = /\bcappadocia\b|\bg[oö]reme\b|卡帕多[奇西]亚|格雷梅/i;
const AMALFI = /\bamalfi\b|\bpositano\b|阿马尔菲|阿玛菲|波西塔诺/i;
const MALDIVES = /\bmaldives\b|\bmaldivian\b|马尔代夫/i;
// (Patagonia is also a clothing brand.)
const PATAGONIA =
  /\bpatagonia(?:n)?\b(?! (?:jackets?|fleeces?|vests?|hoodies?|gear|store))|\btorres del paine\b|\bfitz ?roy\b|巴塔哥尼亚|百内/i;
const SAHARA = /\bsahara\b|\berg chebbi\b|\bmerzouga\b|撒哈拉/i;
const BALI = /\bbali(?:nese)?\b|\bubud\b|巴厘岛?/i;
const RICE = /\brice\b|\bpadd(?:y|ies)\b|\bterrace[sd]?\b|梯田|稻田/i;
// (九龙壁 is a wall in the Forbidden City.)
const HONG_KONG =
  /\bhong ?kong\b|\bkowloon\b|\bvictoria harbou?r\b|香港|维港|维多利亚港|九龙(?!壁)/i;
/** Seen from far off or high up: a skyline, a harbour, a drone, a time-lapse. */
const FROM_AFAR =
  /\b(?:harbou?r|skyline|drone|aerial|time-?lapse|flyover)\b|维港|维多利亚港|天际线|航拍|延时|无人机|鸟瞰|夜景/i;
const LONDON = /\blondon\b|\bbig ben\b|\bthames\b|\bwestminster\b|伦敦|大本钟|泰晤士河/i;
// ("chrome" and "romance" are no Rome; 罗马尼亚 is Romania, 罗马柱 a column in a living room.)
const ROME =
  /\brome\b|\bcolosseum\b|\bcoliseum\b|\broman forum\b|罗马(?!尼亚|数字|字母|柱|式|音|鞋)|斗兽场/i;
const ISTANBUL =
  /\bistanbul\b|\bbosphorus\b|\bhagia sophia\b|\bblue mosque\b|伊斯坦布尔|博斯普鲁斯|蓝色清真寺/i;
const MARRAKECH = /\bmarrakes?ch\b|\bjemaa el-?fnaa\b|马拉喀什/i;
// (Angkor Thom, 吴哥城, is another temple: the Bayon's stone faces, not the five towers.)
const ANGKOR_WAT = /\bangkor\b(?! thom)|吴哥(?!城)/i;
// Ta Prohm is the temple the trees took, not Angkor Wat.
const TA_PROHM = /\bta prohm\b|塔布隆寺|塔普伦寺|塔布茏寺/i;
const TAJ_MAHAL = /\btaj mahal\b|泰姬陵/i;
const YOSEMITE = /\byosemite\b|\bel capitan\b|\bhalf dome\b|优胜美地|约塞米蒂|酋长岩/i;
const BANFF = /\bbanff\b|\blake louise\b|\bmoraine lake\b|班夫|路易斯湖|梦莲湖/i;
const FAROE = /\bfaroe(?:se)?\b|\bfaroes\b|法罗群岛/i;
const HIGHLANDS =
  /\bscottish highlands\b|\bhighlands of scotland\b|\bscotland\b|\bglen ?coe\b|\bisle of skye\b|苏格兰/i;
const SCOTTISH_CITY = /\bedinburgh\b|\bglasgow\b|爱丁堡|格拉斯哥/i;
const FUJI =
  /\bmount fuji\b|\bmt\.? fuji\b|\bfuji(?:san)?\b(?! (?:apples?|film|camera|x-?\w+))|富士山/i;
const ULURU = /\buluru\b|\bayers rock\b|乌鲁鲁|艾尔斯岩/i;
const CHEFCHAOUEN = /\bchefchaouen\b|\bchaouen\b|舍夫沙万|舍夫沙温/i;
const ZHANGJIAJIE = /张家界|武陵源|天子山|袁家界|\bzhangjiajie\b|\bwulingyuan\b/i;
// (黄山毛峰 is a tea.)
const HUANGSHAN = /黄山(?!毛峰|烧饼)|\bhuangshan\b|\byellow mountains?\b/i;
// (西湖醋鱼 is a dish, 西湖龙井 a tea.)
const WEST_LAKE = /西湖(?!醋鱼|龙井|牛肉羹|莼菜)|杭州|雷峰塔|苏堤|\bwest lake\b|\bhangzhou\b/i;
// (桂林米粉 is a bowl of noodles.)
const GUILIN = /桂林(?!米粉)|漓江|阳朔|遇龙河|\bguilin\b|\bli river\b|\byangshuo\b/i;
const JIUZHAIGOU = /九寨|\bjiuzhaigou\b/i;
const POTALA = /布达拉|拉萨|\bpotala\b|\blhasa\b/i;
const GULANGYU = /鼓浪屿|\bgulangyu\b|\bkulangsu\b/i;
const LIJIANG = /丽江|束河|\blijiang\b/i;
const PINGYAO = /平遥|\bpingyao\b/i;
const DUNHUANG =
  /敦煌|鸣沙山|月牙泉|\bdunhuang\b|\bcrescent (?:moon )?(?:lake|spring)\b|\bsinging sand dunes\b/i;
const MOGAO = /莫高窟|\bmogao\b/i;
const AMSTERDAM = /阿姆斯特丹|\bamsterdam\b/i;

export const LANDMARK_DETAILS: readonly Phrase[] = [
  // Santorini is its caldera: white cubes and blue domes above a deep blue sea.
  p(
    'whitewashed cube houses and blue-domed churches stacked along the caldera rim, cliffs dropping sheer to a deep blue sea',
    '白色方块小屋和蓝顶教堂沿着火山口边缘层层叠叠，悬崖直落深蓝色的大海',
    { mentions: SANTORINI, boost: 3 },
    AWAY,
  ),
  // Lisbon is its hills: steep cobbles, tiled façades and the yellow trams.
  p(
    'steep cobbled streets between azulejo-tiled façades, a yellow tram climbing the hill',
    '陡峭的石板街两旁是贴满蓝白瓷砖的老房子，一辆黄色有轨电车正爬坡而上',
    { mentions: LISBON, boost: 3 },
    AWAY,
  ),
  // Amsterdam is its canals: bikes on every bridge, tall gabled houses along the water.
  p(
    'canal bridges crowded with parked bikes, narrow gabled houses leaning over the water',
    '运河桥上停满了自行车，窄窄的山墙老房子沿着水边排开',
    { mentions: AMSTERDAM, boost: 3 },
    AWAY,
  ),
  // Venice is its water: moored gondolas, canals and old palazzi rising straight out of it.
  p(
    'gondolas moored at striped poles along a green canal, faded palazzi rising straight from the water, a stone bridge arching over',
    '贡多拉系在彩条木桩旁，绿色运河两岸斑驳的老宫殿直接从水中立起，一座石桥横跨其上',
    { mentions: VENICE, boost: 3 },
    AWAY,
  ),
  // Fushimi Inari's torii stand so close they make a tunnel up the hill.
  p(
    'a tunnel of vermilion torii gates climbing the wooded hillside, black lettering down each post',
    '朱红色鸟居连成长廊，沿着林木葱郁的山坡向上延伸，每根柱子上写着黑色的字',
    { mentions: TORII, boost: 3 },
    AWAY,
  ),
  // Kyoto's old streets: wooden townhouses on stone lanes below the Yasaka pagoda.
  p(
    'wooden machiya townhouses with latticed fronts along a sloping lane, a five-storey pagoda rising beyond the tiled roofs',
    '坡道两旁是木格窗的町屋，一座五重塔在层层瓦顶之后耸立',
    { mentions: KYOTO, boost: 3 },
    { ...AWAY, mentions: TORII },
  ),
  // Paris is its stone and iron: cream Haussmann facades, the Eiffel Tower above the roofs.
  p(
    'cream stone Haussmann facades with wrought-iron balconies, the iron lattice of the Eiffel Tower rising above grey zinc rooftops',
    '奶油色石材的奥斯曼式立面配着铁艺阳台，埃菲尔铁塔镂空的钢铁塔身高出一片灰色锌皮屋顶',
    { mentions: PARIS, boost: 3 },
    AWAY,
  ),
  // A glacier lagoon is its icebergs, and the blue ice they calve from.
  p(
    'icebergs drifting on a still lagoon, the glacier’s blue ice wall behind',
    '静静的冰湖上漂着一块块冰山，身后是冰川蓝色的冰壁',
    { mentions: GLACIER_LAGOON, boost: 4 },
    AWAY,
  ),
  // Iceland is volcanic and bare: moss over lava, waterfalls off dark basalt.
  p(
    'moss-covered lava fields under bare mountains, a waterfall dropping over dark basalt cliffs',
    '覆满苔藓的熔岩原延伸到光秃的山脚，一道瀑布从深色玄武岩崖壁上倾泻而下',
    { mentions: ICELAND, boost: 3 },
    { ...AWAY, mentions: new RegExp(`${SHORE.source}|${GLACIER_LAGOON.source}`, 'i') },
  ),
  // Its black beaches: basalt columns under the cliffs, sea stacks offshore.
  p(
    'hexagonal basalt columns stacked like organ pipes at the foot of the cliffs, dark sea stacks offshore',
    '六棱形的玄武岩柱像管风琴一样排在崖脚，近海立着黑色的海蚀柱',
    {
      mentions: new RegExp(`^(?=.*(?:${ICELAND.source}))(?=.*(?:${SHORE.source}))`, 'is'),
      boost: 3,
    },
    AWAY,
  ),
  // The Swiss Alps in summer: green meadows under rock and snow, chalets on the slopes.
  p(
    'jagged snow-capped peaks above steep green meadows, dark wooden chalets scattered on the slopes',
    '参差的雪峰之下是陡峭的绿色高山草甸，深色木屋散落在山坡上',
    { mentions: ALPS, boost: 3 },
    { ...AWAY, weather: ['snow'], after: ['snow'] },
  ),
  // The Grand Canyon is depth and layers: banded rock walls and a river far below.
  p(
    'banded red and orange rock walls falling away in tiers, the Colorado River a thin ribbon far below',
    '红橙相间的岩层一级级向下跌落，科罗拉多河在谷底细如丝带',
    { mentions: GRAND_CANYON, boost: 3 },
    AWAY,
  ),
  // Machu Picchu is grey Inca stone on a green saddle, Huayna Picchu's peak behind it.
  p(
    'grey Inca stone walls and grassy terraces along a high ridge, the steep green peak of Huayna Picchu behind, forested slopes falling away on every side',
    '灰色的印加石墙和长满青草的梯台沿着高高的山脊铺开，身后是陡峭翠绿的瓦伊纳比丘峰，四面都是陡然落下的林坡',
    { mentions: MACHU_PICCHU, boost: 3 },
    AWAY,
  ),
  // The Great Wall is its line: brick ramparts and watchtowers following the ridges.
  p(
    'grey brick ramparts and square watchtowers snaking along the mountain ridges into the distance',
    '灰砖城墙的垛口和方形敌楼沿着山脊蜿蜒，一直伸向远方',
    { mentions: GREAT_WALL, boost: 3 },
    AWAY,
  ),
  // Ha Long Bay is hundreds of karst islets standing in green water.
  p(
    'hundreds of sheer limestone islets rising from jade-green water, their sides draped in jungle',
    '数以百计的石灰岩小岛从翠绿的海水中陡然立起，岛壁上挂满丛林',
    { mentions: HA_LONG, boost: 3 },
    AWAY,
  ),
  // Manhattan is its avenues: a canyon of towers, yellow cabs, fire escapes on brick.
  p(
    'a straight avenue running between towering skyscrapers, yellow cabs at the kerb, iron fire escapes zigzagging down brick facades',
    '笔直的大道穿行在高耸的摩天楼之间，黄色出租车停在路边，铁制消防梯在砖墙立面上折来折去',
    { mentions: NEW_YORK, boost: 3 },
    AWAY,
  ),
  // Tokyo is density: towers, elevated rail lines, lanes of vertical signs (Shibuya has its own).
  p(
    'dense towers and elevated rail lines over the streets, narrow side lanes crowded with vertical shop signs',
    '密集的高楼和高架铁路横跨街道，狭窄的小巷里挤满竖排的招牌',
    { mentions: TOKYO, boost: 3 },
    { ...AWAY, mentions: SHIBUYA },
  ),
  // Hong Kong is height and density: towers packed between the harbour and steep hills.
  p(
    'towers packed tight between Victoria Harbour and steep green hills, a green-and-white Star Ferry on the water',
    '高楼密密挤在维多利亚港与陡峭的青山之间，绿白相间的天星小轮行驶在水面上',
    { mentions: HONG_KONG, boost: 3 },
    AWAY,
  ),
  p(
    'old tenement blocks hung with air-conditioners and laundry poles above a double-decker tram',
    '老唐楼外墙挂满空调外机和晾衣竹竿，下方驶过一辆双层电车',
    { mentions: HONG_KONG, boost: 2 },
    // (From the harbour or the air, the streets are out of sight.)
    { ...AWAY, mentions: FROM_AFAR },
  ),
  // London is the Thames at Westminster: Big Ben's gilded tower, red buses on the bridge.
  p(
    'the gilded clock tower of Big Ben above the Thames, red double-decker buses crossing Westminster Bridge',
    '大本钟金饰的钟楼立在泰晤士河畔，红色双层巴士驶过威斯敏斯特桥',
    { mentions: LONDON, boost: 3 },
    AWAY,
  ),
  // Rome is its ruins among the living city: the Colosseum's broken arches, umbrella pines.
  p(
    'the Colosseum’s tiers of weathered travertine arches, one side broken away, umbrella pines and terracotta rooftops around it',
    '斗兽场一层层风化的石灰华拱廊，一侧已经残缺，四周是伞松和赤陶色的屋顶',
    { mentions: ROME, boost: 3 },
    AWAY,
  ),
  // Istanbul is domes and minarets over the Bosphorus, ferries and gulls on the water.
  p(
    'mosque domes and pencil-thin minarets above the Bosphorus, ferries crossing among circling gulls',
    '清真寺的圆顶和细长的宣礼塔耸立在博斯普鲁斯海峡之上，渡轮在盘旋的海鸥间穿行',
    { mentions: ISTANBUL, boost: 3 },
    AWAY,
  ),
  // Marrakech is the red city: souk lanes under reed shade, lanterns, spices and rugs.
  p(
    'narrow souk lanes under slatted reed shade, brass lanterns, cones of spices and stacked rugs against ochre-red walls',
    '狭窄的集市小巷上方搭着透光的芦苇凉棚，铜灯、堆成尖锥的香料和成摞的地毯靠着赭红色的墙',
    { mentions: MARRAKECH, boost: 3 },
    // (A souk's lanes are roofed: "inside the souk" is still the souk.)
    { env: AWAY.env, type: AWAY.type },
  ),
  // Cappadocia is soft rock: fairy chimneys and cave houses cut into pale valleys.
  p(
    'cone-shaped fairy chimneys and cave dwellings cut into pale tuff valleys',
    '淡色凝灰岩山谷里立着锥形的精灵烟囱，岩壁上凿着洞穴民居',
    { mentions: CAPPADOCIA, boost: 3 },
    AWAY,
  ),
  // Its balloons go up at sunrise: not in an idea set at noon or at night.
  p(
    'dozens of hot-air balloons hanging in the sky above the valleys',
    '几十只热气球悬在山谷上空',
    { mentions: CAPPADOCIA, boost: 2 },
    { ...AWAY, time: ['day', 'night'] },
  ),
  // The Amalfi coast is a cliff town: pastel houses stacked down to a deep blue sea.
  p(
    'pastel houses stacked down steep cliffs to a small harbour, lemon terraces clinging to the slopes above a deep blue sea',
    '粉彩色的房子沿陡峭的山崖层层叠下直到小港湾，柠檬园梯田攀在山坡上，下方是深蓝色的大海',
    { mentions: AMALFI, boost: 3 },
    AWAY,
  ),
  // The Maldives are flat atolls: overwater villas above a turquoise lagoon and a reef edge.
  p(
    'overwater villas on stilts above a clear turquoise lagoon, a ring of white sand and the reef edge where the water turns deep blue',
    '水上屋架在高脚桩上，下面是清澈的青绿色潟湖，一圈白沙之外，礁盘边缘的海水骤然变成深蓝',
    { mentions: MALDIVES, boost: 3 },
    AWAY,
  ),
  // Patagonia is granite spires over glacial lakes and wind-flattened steppe.
  p(
    'jagged granite spires above milky turquoise glacial lakes, wind-flattened grass on the open steppe',
    '参差的花岗岩尖峰耸立在乳蓝色的冰川湖之上，开阔草原上的草被风压得贴着地面',
    { mentions: PATAGONIA, boost: 3 },
    AWAY,
  ),
  // The Sahara is a sea of dunes: sharp orange crests to the horizon.
  p(
    'tall orange dunes with knife-edge crests rolling to the horizon',
    '高大的橙色沙丘，刀锋般的沙脊一道道绵延到天边',
    { mentions: SAHARA, boost: 3 },
    AWAY,
  ),
  // Bali is its temples: carved split gates, frangipani and palms in the green.
  p(
    'carved split stone temple gates, frangipani trees and coconut palms rising from dense green jungle',
    '雕满花纹的石砌分裂式寺门，鸡蛋花树和椰子树从浓密的绿色丛林中探出',
    { mentions: BALI, boost: 3 },
    { ...AWAY, mentions: RICE },
  ),
  // Bali's rice fields: palms standing over the paddies, a small shrine at their edge.
  p(
    'coconut palms standing tall over the paddies, a small carved shrine at the edge of the fields',
    '椰子树高高立在稻田之间，田边一座雕花的小神龛',
    { mentions: new RegExp(`^(?=.*(?:${BALI.source}))(?=.*(?:${RICE.source}))`, 'is'), boost: 3 },
    AWAY,
  ),
  // Angkor Wat is its five lotus-bud towers, doubled in the pond before them.
  p(
    'the five lotus-bud towers of Angkor Wat mirrored in the lily pond before them, long galleries of carved sandstone',
    '吴哥窟五座莲花苞形的宝塔倒映在前方的莲池里，长长的砂岩回廊布满浮雕',
    { mentions: ANGKOR_WAT, boost: 3 },
    { ...AWAY, mentions: TA_PROHM },
  ),
  // Ta Prohm is the temple the jungle took: roots pouring over its stones.
  p(
    'giant tree roots pouring over tumbled temple stones, moss on the carved walls',
    '巨大的树根像瀑布一样漫过坍塌的寺庙石块，雕花的石墙上长满青苔',
    { mentions: TA_PROHM, boost: 3 },
    AWAY,
  ),
  // The Taj Mahal is white marble in symmetry: dome, four minarets, a long pool.
  p(
    'the white marble dome and four minarets of the Taj Mahal at the end of a long reflecting pool, rows of cypress along its sides',
    '泰姬陵白色大理石的穹顶和四座宣礼塔立在长长的倒影池尽头，水池两侧是成排的柏树',
    { mentions: TAJ_MAHAL, boost: 3 },
    AWAY,
  ),
  // Yosemite is its granite: El Capitan and Half Dome over a valley of pines and meadows.
  p(
    'sheer granite walls of El Capitan and Half Dome above a valley floor of pines and meadows',
    '酋长岩和半穹顶陡直的花岗岩壁耸立在满是松林和草甸的谷底之上',
    { mentions: YOSEMITE, boost: 3 },
    AWAY,
  ),
  // Banff is glacier water: milky turquoise lakes under spruce and ice-hung peaks.
  p(
    'a milky turquoise glacial lake ringed by dark spruce forest, a glacier-hung peak at its far end',
    '乳蓝色的冰川湖被深色的云杉林环绕，湖的尽头是一座挂着冰川的山峰',
    { mentions: BANFF, boost: 3 },
    AWAY,
  ),
  // The Faroes are treeless and green: turf-roofed villages on slopes running down to the sea.
  p(
    'turf-roofed houses in a tiny village, treeless green slopes running steeply down to the sea',
    '屋顶长满青草的小房子聚成一个小村，不见一棵树的绿色山坡陡陡地伸进大海',
    { mentions: FAROE, boost: 3 },
    // (Not where the idea says there is no one and nothing built: "no people, no buildings";
    // nor where it says its own roofs: "a tiny red-roofed village".)
    { ...AWAY, mentions: /\bempty\b|\broof(?:s|ed)?\b/i },
  ),
  // The Highlands are bare hills and glens: heather, bracken and a dark loch.
  p(
    'bare, treeless mountains above a long glen, heather and bracken on the slopes, a dark loch below',
    '光秃秃、不见树木的山峦之下是一道长长的峡谷，坡上长着石楠和蕨丛，谷底一汪深色的湖',
    { mentions: HIGHLANDS, boost: 3 },
    { ...AWAY, mentions: SCOTTISH_CITY },
  ),
  // Mount Fuji is one volcanic cone standing alone (its snow cap comes and goes with the season).
  p(
    'the near-perfect volcanic cone of Mount Fuji standing alone above the lakes and low hills around it',
    '富士山近乎完美的火山锥独自耸立在湖泊和低矮的山丘之上',
    { mentions: FUJI, boost: 3 },
    AWAY,
  ),
  // Uluru is one red rock alone on a flat plain.
  p(
    'the great red monolith of Uluru rising alone from a flat plain of spinifex and desert oaks',
    '乌鲁鲁巨大的红色独体岩孤零零地立在长满鬣刺草和沙漠橡树的平原上',
    { mentions: ULURU, boost: 3 },
    AWAY,
  ),
  // Chefchaouen is the blue town: every wall and stair washed in blue.
  p(
    'steep stepped lanes of houses washed in every shade of blue, painted doorways and potted plants along the walls',
    '陡峭的台阶小巷两旁，房屋刷成深浅不一的蓝色，墙边是彩绘门洞和一盆盆绿植',
    { mentions: CHEFCHAOUEN, boost: 3 },
    AWAY,
  ),
  // 张家界 is its sandstone pillars: sheer columns rising from the forest, pines on top.
  p(
    'hundreds of sheer sandstone pillars rising from the forest, pines clinging to their tops, deep gorges between them',
    '数百根陡峭的砂岩石柱从森林中拔地而起，峰顶攀着松树，柱间是幽深的沟壑',
    { mentions: ZHANGJIAJIE, boost: 3 },
    AWAY,
  ),
  // 黄山 is granite and pine: jagged peaks, gnarled pines out of the rock, steps cut in cliffs.
  p(
    'jagged granite peaks, gnarled pines growing straight out of cracks in the rock, stone steps cut into the cliff face',
    '嶙峋的花岗岩山峰，虬曲的黄山松从石缝里直接长出来，石阶凿在峭壁上',
    { mentions: HUANGSHAN, boost: 3 },
    AWAY,
  ),
  // 西湖 is a calm lake of willow causeways, arched bridges and a pagoda on the hill.
  p(
    'willow-lined causeways crossing the calm lake, arched stone bridges and a pagoda on the hill beyond',
    '垂柳夹岸的长堤横过平静的湖面，石拱桥一座接一座，远处山上立着一座宝塔',
    { mentions: WEST_LAKE, boost: 3 },
    AWAY,
  ),
  // 桂林 is karst: rows of green peaks along the clear Li River, bamboo at the bank.
  p(
    'rows of steep green karst peaks along the Li River, feathery bamboo leaning over its clear shallow water',
    '漓江两岸一座座青翠陡峭的喀斯特山峰，凤尾竹斜倚在清浅的江面上',
    { mentions: GUILIN, boost: 3 },
    AWAY,
  ),
  // 九寨沟 is its water: clear turquoise lakes in steps, fallen trunks on the lakebed.
  p(
    'terraced lakes of startlingly clear turquoise water, fallen trunks lying on the lakebed, travertine shoals between them',
    '层层叠叠的湖泊清澈见底，碧蓝的湖底躺着倒伏的树干，湖与湖之间是钙华浅滩',
    { mentions: JIUZHAIGOU, boost: 3 },
    AWAY,
  ),
  // 布达拉宫 is the palace on the hill: white and red walls climbing to golden roofs.
  p(
    'the white and crimson walls of the Potala Palace climbing the hill in tiers, golden roofs at the top, prayer flags strung across the slope',
    '布达拉宫白色与绛红色的宫墙沿山势层层升起，顶上是金顶，山坡上拉着经幡',
    { mentions: POTALA, boost: 3 },
    AWAY,
  ),
  // 鼓浪屿 is old villas under banyans on narrow lanes, the sea between them.
  p(
    'red-brick colonial villas half hidden behind banyan trees on narrow lanes, the sea glimpsed between them',
    '窄巷里，红砖老洋楼半掩在榕树后面，楼宇之间望得见大海',
    { mentions: GULANGYU, boost: 3 },
    AWAY,
  ),
  // 丽江古城 is Naxi wood and water: grey-tiled houses, streams along stone lanes, the snow mountain.
  p(
    'grey-tiled wooden Naxi houses packed along stone-paved lanes, clear streams running beside them, Jade Dragon Snow Mountain beyond',
    '青瓦木楼的纳西民居挤在五花石铺的小巷两旁，清澈的溪水沿街流淌，远处是玉龙雪山',
    { mentions: LIJIANG, boost: 3 },
    AWAY,
  ),
  // 平遥古城 is Ming and Qing brick and wood inside a great city wall.
  p(
    'grey-brick Ming and Qing shopfronts with carved wooden eaves and red lanterns, the massive city wall and its gate towers around them',
    '明清时期的青砖铺面挑着雕花木檐，檐下挂着红灯笼，厚重的城墙和城门楼环绕四周',
    { mentions: PINGYAO, boost: 3 },
    AWAY,
  ),
  // 敦煌 is sand and water: tall dunes ringing the crescent spring (Mogao has its caves).
  p(
    'tall sand dunes ringing a crescent-shaped spring, an old pavilion on its bank',
    '高大的沙丘环抱着一弯月牙形的泉水，泉边立着一座古朴的楼阁',
    { mentions: DUNHUANG, boost: 3 },
    { ...AWAY, mentions: MOGAO },
  ),
  // 莫高窟 is a cliff honeycombed with cave shrines, the red Nine-Storey Building against it.
  p(
    'a long cliff face honeycombed with cave shrines, a nine-storey red pavilion built against the rock',
    '长长的崖壁上密布着一个个石窟，朱红色的九层楼依崖而建',
    { mentions: MOGAO, boost: 3 },
    AWAY,
  ),
];

export const LANDMARK_PALETTES: readonly Phrase[] = [
  // Santorini: whitewash and blue domes over the Aegean, the caldera's rust-coloured rock.
  p(
    'whitewash white, cobalt blue, deep Aegean blue and volcanic rust',
    '石灰白、钴蓝、爱琴海深蓝与火山岩锈红',
    { mentions: SANTORINI, boost: 3 },
    OWN_COLOURS,
  ),
  // Lisbon: the trams' yellow, the tiles' blue, terracotta roofs and pale limestone.
  p(
    'tram yellow, azulejo blue, terracotta and limestone white',
    '电车黄、瓷砖蓝、陶土红与石灰岩白',
    { mentions: LISBON, boost: 3 },
    OWN_COLOURS,
  ),
  // 桂林: green karst over jade water, the mist between the peaks.
  p(
    'karst green, river jade, mist white and pale gold',
    '喀斯特青绿、江水碧青、雾白与淡金',
    { mentions: GUILIN, boost: 3 },
    OWN_COLOURS,
  ),
  // Venice: faded plaster over green lagoon water.
  p(
    'faded terracotta, ochre, lagoon green and weathered rose',
    '褪色的赤陶、赭黄、潟湖绿与旧玫瑰色',
    { mentions: VENICE, boost: 3 },
    OWN_COLOURS,
  ),
  // The Faroes: green turf over dark cliffs and a slate sea; a golden hour warms the grass.
  p(
    'turf green, warm gold, sea slate blue and cliff grey',
    '草坡绿、暖金、海水石板蓝与崖壁灰',
    { mentions: FAROE, time: ['golden', 'dusk', 'dawn'], boost: 3 },
    OWN_COLOURS,
  ),
  p(
    'turf green, sea slate blue, cliff grey and surf white',
    '草坡绿、海水石板蓝、崖壁灰与浪花白',
    { mentions: FAROE, boost: 2 },
    OWN_COLOURS,
  ),
  // Iceland: black sand and basalt, green moss, glacier ice and snow.
  p(
    'basalt black, moss green, glacier blue and snow white',
    '玄武岩黑、苔藓绿、冰川蓝与雪白',
    { mentions: ICELAND, boost: 3 },
    // (An Icelandic sunset or dawn is coloured by it, not by the moss and ice.)
    { ...OWN_COLOURS, time: ['night', 'dusk', 'golden', 'dawn'] },
  ),
  // The Grand Canyon: banded red and orange rock, buff sandstone, sage scrub.
  p(
    'canyon red, burnt orange, sandstone buff and sage green',
    '峡谷红、焦橙、砂岩浅黄与鼠尾草绿',
    { mentions: GRAND_CANYON, boost: 3 },
    OWN_COLOURS,
  ),
  // Cappadocia: pale honey and rose tuff under a pale sky, the balloons' red.
  p(
    'honey beige, dusty rose, pale sky blue and balloon red',
    '蜂蜜米色、灰玫瑰粉、淡天蓝与热气球红',
    { mentions: CAPPADOCIA, boost: 3 },
    OWN_COLOURS,
  ),
  // The Amalfi coast: lemons, terracotta and pastel walls over a deep blue sea.
  p(
    'lemon yellow, terracotta, soft coral and deep sea blue',
    '柠檬黄、赤陶、柔珊瑚色与深海蓝',
    { mentions: AMALFI, boost: 3 },
    OWN_COLOURS,
  ),
  // The Maldives: a turquoise lagoon, white coral sand, the reef's deep blue, palms.
  p(
    'lagoon turquoise, coral-sand white, reef blue and palm green',
    '潟湖青绿、珊瑚沙白、礁海深蓝与椰林绿',
    { mentions: MALDIVES, boost: 3 },
    OWN_COLOURS,
  ),
  // The Sahara: orange dunes, their shadowed sides, under a deep blue sky.
  p(
    'saffron orange, burnt sienna, sand gold and deep sky blue',
    '藏红花橙、焦赭、沙金与深天蓝',
    { mentions: SAHARA, boost: 3 },
    OWN_COLOURS,
  ),
  // Marrakech: pink-red walls, saffron, cobalt tiles and mint tea.
  p(
    'terracotta pink, saffron yellow, cobalt blue and mint green',
    '赤陶粉、藏红花黄、钴蓝与薄荷绿',
    { mentions: MARRAKECH, boost: 3 },
    OWN_COLOURS,
  ),
  // The Taj Mahal: white marble, the red sandstone gateway, dark cypresses.
  p(
    'ivory marble white, red sandstone, cypress green and pale sky blue',
    '象牙大理石白、红砂岩、柏树绿与淡天蓝',
    { mentions: TAJ_MAHAL, boost: 3 },
    OWN_COLOURS,
  ),
  // Banff: milky turquoise glacier water, dark spruce, grey rock and snow.
  p(
    'glacial turquoise, spruce green, granite grey and snow white',
    '冰川碧蓝、云杉绿、花岗岩灰与雪白',
    { mentions: BANFF, boost: 3 },
    OWN_COLOURS,
  ),
  // Chefchaouen: every shade of blue on whitewash.
  p(
    'powder blue, cobalt, indigo and whitewash white',
    '粉蓝、钴蓝、靛蓝与石灰白',
    { mentions: CHEFCHAOUEN, boost: 3 },
    OWN_COLOURS,
  ),
  // 张家界: weathered grey sandstone, deep green pines, no snow.
  p(
    'weathered sandstone grey, deep pine green, pale sky blue and ochre',
    '风化砂岩灰、深松绿、淡天蓝与赭石',
    { mentions: ZHANGJIAJIE, boost: 3 },
    OWN_COLOURS,
  ),
  // 敦煌鸣沙山: golden dunes, the green spring among them.
  p(
    'sand gold, warm ochre, spring-water green and pale sky blue',
    '沙金、暖赭、泉水碧绿与淡天蓝',
    { mentions: DUNHUANG, boost: 3 },
    { ...OWN_COLOURS, mentions: MOGAO },
  ),
  // 九寨沟: turquoise and peacock-blue water, green forest, white travertine.
  p(
    'turquoise, peacock blue, emerald green and travertine white',
    '松石绿、孔雀蓝、翠绿与钙华白',
    { mentions: JIUZHAIGOU, boost: 3 },
    { ...OWN_COLOURS, mentions: AUTUMN },
  ),
  // In autumn its forest turns: the same blue water under red and gold.
  p(
    'turquoise, peacock blue, maple red and larch gold',
    '松石绿、孔雀蓝、枫红与落叶松金',
    {
      mentions: new RegExp(`^(?=.*(?:${JIUZHAIGOU.source}))(?=.*(?:${AUTUMN.source}))`, 'is'),
      boost: 3,
    },
    OWN_COLOURS,
  ),
  // 布达拉宫: white and crimson walls, golden roofs, the high plateau's blue sky.
  p(
    'lime white, deep crimson, gilded gold and high-altitude blue',
    '石灰白、绛红、鎏金与高原蓝',
    { mentions: POTALA, boost: 3 },
    OWN_COLOURS,
  ),
];
