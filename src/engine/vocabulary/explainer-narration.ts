/**
 * The narrator's words for each explainer topic and how-to task. Without them a prompt can only
 * ask for "a narrator explaining each step", and a video model then invents the voice-over:
 * gibberish, or a wrong answer spoken over the right pictures. So each entry says, in the order
 * the steps are shown, the same facts the steps draw, and nothing they do not. Speech has to fit
 * the clip (about 2.5 English words or 4 Chinese characters a second): all of it fits a long
 * clip, and the first two sentences alone still say something whole, because a 10-second clip
 * speaks only the sentences that fit. The Chinese is written as a Chinese science creator would
 * say it, not translated word for word; en and zh keep the same number of sentences so the two
 * stay the same beat.
 */

export interface Narration {
  en: readonly string[];
  zh: readonly string[];
}

/** Keyed by explainer topic id (explainer-topics.ts and explainer-topics-more.ts). */
export const TOPIC_NARRATION: Readonly<Record<string, Narration>> = {
  sunset: {
    en: [
      'At sunset, sunlight crosses far more air to reach us.',
      'On the way, the air scatters the blue light out.',
      'The red and orange left behind paint the sky.',
    ],
    zh: [
      '日落时，阳光要斜穿过厚得多的大气。',
      '一路上，蓝光被空气散射掉了。',
      '剩下的红光和橙光，把天空染成了橙红。',
    ],
  },
  'moon-illusion': {
    en: [
      'Near the horizon, the Moon sits beside trees and roofs.',
      'Measured, it is the same size as up high.',
      'Your brain judges size by what surrounds it.',
    ],
    zh: [
      '月亮贴近地平线时，旁边有树和房子。',
      '用尺子量，它和高空中一样大。',
      '是大脑参照周围的东西，把它看大了。',
    ],
  },
  'sky-blue': {
    en: [
      'Sunlight looks white, but it carries every colour.',
      'Tiny molecules in the air scatter the short blue waves everywhere.',
      'So blue reaches your eye from the whole sky.',
    ],
    zh: [
      '阳光看着是白的，其实混着各种颜色。',
      '空气分子把短波的蓝光散向四面八方。',
      '所以整片天空看上去都是蓝的。',
    ],
  },
  rainbow: {
    en: [
      'With the Sun behind you, sunlight shines into falling raindrops.',
      'Each drop bends the light and fans it into colours.',
      'Millions of drops, one colour each, make the arc.',
    ],
    zh: [
      '太阳在身后，阳光照进前方落下的雨滴。',
      '每颗雨滴都让光折射，散开成各种颜色。',
      '无数雨滴各送来一种颜色，拼成一道弧。',
    ],
  },
  'lunar-eclipse': {
    en: [
      'The Sun, Earth and Moon line up, with Earth in the middle.',
      "Earth's shadow slowly creeps across the full Moon.",
      'Sunlight bent through our air turns it copper red.',
    ],
    zh: [
      '太阳、地球和月亮排成一线，地球在中间。',
      '地球的影子慢慢爬过满月。',
      '大气折射进来的一点阳光，把月亮映成古铜红。',
    ],
  },
  'solar-eclipse': {
    en: [
      'The Moon slides between the Sun and the Earth.',
      'Its shadow falls on a small patch of the Earth.',
      'There, the Sun becomes a black disc with a glowing rim.',
    ],
    zh: [
      '月球从太阳和地球之间滑过。',
      '它的影子落在地球上的一小片地方。',
      '在那里，太阳变成一个黑色圆盘，只露出一圈亮边。',
    ],
  },
  'moon-same-face': {
    en: [
      'The Moon turns once for every trip around the Earth.',
      'Earth’s pull slowed its spin until the two matched.',
      'So the same face always looks back at us.',
    ],
    zh: [
      '月球绕地球一圈，自己也正好转一圈。',
      '地球引力拖慢了它的自转，直到同步。',
      '所以它总是同一面朝着我们。',
    ],
  },
  'moon-phases': {
    en: [
      'The Sun always lights half of the Moon.',
      'The Moon circles the Earth about once a month.',
      'We see more or less of that lit half: crescent, half, full.',
    ],
    zh: [
      '太阳总是照亮月球的一半。',
      '月球绕着地球转，大约一个月一圈。',
      '从地球上看，亮面时多时少：月牙、半月、满月。',
    ],
  },
  'stars-die': {
    en: [
      'Stars low on hydrogen swell into red giants.',
      'Sun-like stars then shed their outer layers, leaving white dwarfs.',
      'Far heavier ones explode as supernovae, leaving neutron stars or black holes.',
    ],
    zh: [
      '恒星的氢快烧完时，会胀成红巨星。',
      '类似太阳的恒星抛掉外层，留下白矮星。',
      '更重的恒星炸成超新星，留下中子星或黑洞。',
    ],
  },
  'black-hole': {
    en: [
      "A giant star's core collapses under its own gravity.",
      "It's crushed so dense that not even light escapes.",
      'A black sphere remains, ringed by glowing, swirling gas.',
    ],
    zh: [
      '巨大恒星的星核在自身引力下坍缩。',
      '它被压得极小极密，连光都逃不出去。',
      '只剩一个黑球，周围的气体旋成发光的圆盘。',
    ],
  },
  'stars-shine': {
    en: [
      "Gravity holds a star's hydrogen in a vast ball.",
      'In the core, hydrogen fuses into helium, releasing huge energy.',
      'That energy streams out into space as light and heat.',
    ],
    zh: [
      '恒星是一大团氢气，靠引力聚在一起。',
      '在核心，氢聚变成氦，放出巨大的能量。',
      '能量传到表面，化作光和热射向太空。',
    ],
  },
  seasons: {
    en: [
      "Earth's axis is tilted, always the same way.",
      'The half leaning toward the Sun gets long, bright days: summer.',
      "Half a year later, that half leans away, and it's winter.",
    ],
    zh: [
      '地轴是斜的，而且始终指向同一方向。',
      '倾向太阳的半球，阳光直、白天长，是夏天。',
      '半年后，这个半球背着太阳，就进入冬天。',
    ],
  },
  tides: {
    en: [
      "The Moon's gravity pulls on the oceans.",
      'The water bulges toward the Moon, and on the far side too.',
      'Shores in a bulge get high tide; between them, low tide.',
    ],
    zh: [
      '月球的引力拉扯着地球上的海水。',
      '海水朝着月球鼓起，背面也鼓起一块。',
      '海岸转进隆起处就涨潮，转到中间就退潮。',
    ],
  },
  lightning: {
    en: [
      "Colliding ice and water split a storm cloud's charge.",
      'When enough builds up, a spark leaps to the ground.',
      "It heats the air so fast the air bursts: that's thunder.",
    ],
    zh: [
      '冰晶和水滴在云里碰撞，让电荷分开。',
      '电荷积累够了，一道电火花就劈向地面。',
      '空气瞬间受热炸开，这就是雷声。',
    ],
  },
  hurricane: {
    en: [
      'Warm, moist air rises off the sea, building storm clouds.',
      "Earth's spin sets the incoming air turning.",
      'Fed by warm water, it becomes a giant swirl around a calm eye.',
    ],
    zh: [
      '暖湿空气从热带海面升起，堆成雷雨云。',
      '地球自转让涌进的空气旋转起来。',
      '靠暖水补给，它长成巨大云涡，中心是风暴眼。',
    ],
  },
  snowflakes: {
    en: [
      'High in a freezing cloud, water vapour freezes onto a speck of dust.',
      'It forms a tiny six-sided ice crystal.',
      'More vapour freezes onto its corners, growing six branching arms.',
    ],
    zh: [
      '在冰冷的云里，水汽在一粒微尘上凝成冰。',
      '一颗小小的六角形冰晶形成了。',
      '更多水汽凝在六个角上，长出六条分叉的枝。',
    ],
  },
  'rain-clouds': {
    en: [
      'The Sun warms a lake, and vapour rises.',
      'High up, it cools into tiny droplets that gather into a cloud.',
      'When the drops grow too heavy, they fall as rain.',
    ],
    zh: [
      '太阳晒热湖面，水化作水汽升上天空。',
      '高空寒冷，水汽凝成小水滴，聚成云朵。',
      '水滴重到飘不住，就落下成雨，流回湖里。',
    ],
  },
  volcano: {
    en: [
      'Deep underground, rock melts into glowing magma.',
      'Gas in the magma builds pressure, like a shaken bottle of soda.',
      'The pressure forces it up and out as lava and ash.',
    ],
    zh: [
      '地下深处，岩石熔化成炽热的岩浆。',
      '岩浆里的气体憋出高压，就像摇过的汽水。',
      '压力把岩浆顶上来，喷出熔岩和火山灰。',
    ],
  },
  earthquake: {
    en: [
      'Where two plates meet, the rock catches and bends for years.',
      'Suddenly it slips, releasing the stored energy at once.',
      'Waves of shaking spread out and rattle the town above.',
    ],
    zh: [
      '板块交界处，岩石被卡住，多年慢慢弯曲。',
      '岩石突然错动，能量一下子释放。',
      '震波传开，地面上的小镇摇晃起来。',
    ],
  },
  'sea-salty': {
    en: [
      'Rivers wash tiny amounts of salt from rocks into the sea.',
      'The water evaporates, but the salt stays behind.',
      'Over millions of years, the sea turns salty.',
    ],
    zh: [
      '河流把岩石里冲出的少量盐分带进大海。',
      '太阳晒得海水蒸发，盐却留了下来。',
      '亿万年积累下来，海水就变咸了。',
    ],
  },
  photosynthesis: {
    en: [
      'Sunlight falls on a green leaf.',
      'Its chlorophyll uses the light to turn water and carbon dioxide into sugar.',
      'Oxygen drifts out, and the sugar feeds the growing plant.',
    ],
    zh: [
      '阳光洒在一片绿叶上。',
      '叶绿素借助光能，把水和二氧化碳变成糖。',
      '氧气释放出来，糖分供植物长大。',
    ],
  },
  'leaves-colour': {
    en: [
      'In summer, green chlorophyll hides the yellow and orange in a leaf.',
      'In autumn, the tree stops making chlorophyll.',
      'As the green fades, the hidden yellow and orange show through.',
    ],
    zh: [
      '夏天，满满的叶绿素把黄色和橙色都盖住了。',
      '秋天转凉，树木不再制造叶绿素。',
      '绿色一褪，藏着的黄和橙就显露出来。',
    ],
  },
  'plants-water': {
    en: [
      'Root hairs soak up water from the soil.',
      'It climbs the stem through thin tubes, like a straw.',
      'Water evaporating from tiny leaf pores pulls more up behind it.',
    ],
    zh: [
      '细细的根毛从土里吸水。',
      '水沿着茎里的细管往上爬，就像用吸管喝水。',
      '叶上的小孔让水蒸发，把下面的水往上拉。',
    ],
  },
  'seed-grows': {
    en: [
      'In damp soil, a seed soaks up water and swells.',
      'Its coat splits, and a root pushes down.',
      'Then a shoot breaks through and unfolds its first leaves.',
    ],
    zh: [
      '种子躺在湿润的泥土里，吸饱水慢慢鼓胀。',
      '种皮裂开，一条小根向下扎进土里。',
      '嫩芽向上钻出地面，展开最初的叶子。',
    ],
  },
  honey: {
    en: [
      'A honeybee sips nectar into its honey stomach.',
      'Bees spread it in wax cells and fan away its water.',
      'The thick, golden honey is sealed under wax.',
    ],
    zh: [
      '蜜蜂吸取花蜜，存进自己的蜜囊。',
      '工蜂把花蜜涂进蜡质巢房，扇干大部分水分。',
      '浓稠金黄的蜂蜜，最后用蜂蜡封存起来。',
    ],
  },
  butterfly: {
    en: [
      'A caterpillar munches leaf after leaf, growing fast.',
      'It hangs from a twig and forms a hard case: the chrysalis.',
      'Then a butterfly climbs out, its new wings slowly unfolding.',
    ],
    zh: [
      '毛毛虫一片接一片地啃叶子，飞快长大。',
      '它倒挂在枝条上，结成一个硬硬的蛹。',
      '蛹壳裂开，蝴蝶爬出来，慢慢展开新翅膀。',
    ],
  },
  'birds-migrate': {
    en: [
      'In autumn, birds fatten up as food runs short.',
      'Then flocks fly off, often in a V, to warmer lands.',
      'In spring, they fly the same route back to nest.',
    ],
    zh: [
      '入秋后，鸟儿拼命进食，攒足脂肪。',
      '它们成群出发，常排成人字，飞向暖和的地方。',
      '春天，它们沿着同一条路线飞回来筑巢。',
    ],
  },
  'cats-purr': {
    en: [
      "A cat's voice-box muscles flutter dozens of times a second.",
      'Air passing them vibrates into a low, steady purr.',
      'Cats purr when content, and sometimes to soothe themselves.',
    ],
    zh: [
      '猫喉部的肌肉每秒收紧放松几十次。',
      '气流进出时被震动，变成低沉的呼噜声。',
      '猫开心时会打呼噜，有时也借此安抚自己。',
    ],
  },
  'cats-land': {
    en: [
      "A falling cat's inner ear senses which way is down.",
      'It twists its front half round, then its back.',
      'All four paws reach down, legs bent to soften the landing.',
    ],
    zh: [
      '猫的内耳一瞬间就感知到哪边是地面。',
      '它先扭转上半身，后半身再跟着转过来。',
      '四爪朝下，腿微微弯曲，稳稳缓冲落地。',
    ],
  },
  'mechanical-watch': {
    en: [
      'A wound mainspring slowly uncoils, driving the gears.',
      'Wheel by wheel, the gear train passes that force along.',
      'A balance wheel keeps a steady beat, and the hands tick forward.',
    ],
    zh: [
      '上紧的发条慢慢松开，把力量推进齿轮。',
      '齿轮组一级级传递这股力量。',
      '摆轮稳稳地来回摆动，指针随每一声滴答前进。',
    ],
  },
  'fish-breathe': {
    en: [
      'A fish gulps water in through its mouth.',
      'The water flows over its gills, feathery and packed with blood vessels.',
      'Oxygen passes into the blood; carbon dioxide passes out.',
    ],
    zh: [
      '鱼张嘴吞进一口水。',
      '水流过鳃，鳃上布满了细细的血管。',
      '水里的氧气进入血液，二氧化碳排到水里。',
    ],
  },
  heart: {
    en: [
      "Oxygen-poor blood flows into the heart's right side.",
      'A squeeze sends it to the lungs to pick up oxygen.',
      'Then the next beat pumps it out to the whole body.',
    ],
    zh: [
      '缺氧的血液流进心脏右侧。',
      '心脏一收缩，把它泵到肺里吸收氧气。',
      '回到心脏后，下一次跳动又把它泵向全身。',
    ],
  },
  lungs: {
    en: [
      'The diaphragm under the lungs tightens and moves down.',
      'The chest widens, and air rushes in through the nose.',
      'In tiny air sacs, oxygen enters the blood; carbon dioxide leaves.',
    ],
    zh: [
      '肺下方的膈肌收缩，向下移动。',
      '胸腔扩大，空气从鼻子涌进肺里。',
      '在无数小小的肺泡里，氧气进入血液，二氧化碳排出来。',
    ],
  },
  digestion: {
    en: [
      'Teeth chew the food small, and saliva softens it.',
      'In the stomach, acid and churning break it down.',
      'In the small intestine, nutrients pass into the blood.',
    ],
    zh: [
      '牙齿把食物嚼碎，唾液把它润湿。',
      '食物滑进胃里，被胃酸和蠕动搅成糊状。',
      '在长长的小肠里，养分穿过肠壁进入血液。',
    ],
  },
  vaccine: {
    en: [
      'A vaccine brings the body a harmless piece of a germ.',
      'Immune cells learn its shape and make matching antibodies.',
      'Later, the trained immune system stops the real germ fast.',
    ],
    zh: [
      '疫苗把病原体无害的一小片送进身体。',
      '免疫细胞记下它的形状，练出抗体。',
      '真正的病原体再来时，很快就被拦下。',
    ],
  },
  eyes: {
    en: [
      'Light from the apple enters the pupil.',
      'The lens casts a small, upside-down image on the back of the eye.',
      'Signals reach the brain, which flips it upright: an apple.',
    ],
    zh: [
      '苹果反射的光，穿过瞳孔进入眼睛。',
      '晶状体把光聚焦，在眼底投出倒立的小像。',
      '大脑把图像正过来，认出这是苹果。',
    ],
  },
  gravity: {
    en: [
      'An apple and the Earth pull on each other.',
      'Earth is so massive its pull wins, drawing the apple in.',
      'The apple lets go and falls faster and faster.',
    ],
    zh: [
      '苹果和地球在互相吸引。',
      '地球质量巨大，它的引力占了上风。',
      '苹果脱离枝头，越落越快，掉向地面。',
    ],
  },
  magnets: {
    en: [
      "Iron filings trace a magnet's field, curving from pole to pole.",
      'Opposite poles snap together.',
      'Like poles push each other apart.',
    ],
    zh: [
      '铁屑顺着磁场，排成从一极到另一极的弧线。',
      '异极靠近，一下子吸在一起。',
      '同极相对，就会互相推开。',
    ],
  },
  'planes-fly': {
    en: [
      'The curved, tilted wing turns the passing air downward.',
      'Pressure drops above it, and the wing is pushed up: lift.',
      "Once lift beats the plane's weight, it lifts off.",
    ],
    zh: [
      '弯曲上仰的机翼，把流过的空气往下压。',
      '上方气压变低，机翼被托起，这就是升力。',
      '升力大过重量，飞机就离开地面。',
    ],
  },
  rocket: {
    en: [
      'Fuel and oxygen burn, and hot gas blasts down.',
      'Pushing gas down pushes the rocket up, off the pad.',
      'Then it tips and speeds sideways, fast enough to orbit.',
    ],
    zh: [
      '燃料和氧化剂燃烧，热气向下喷出。',
      '气体被往下推，火箭就被往上推，离开发射台。',
      '随后它转向水平，快到足以进入轨道。',
    ],
  },
  'solar-panel': {
    en: [
      'Sunlight falls on a solar panel made of thin silicon layers.',
      'The light knocks electrons loose in the silicon.',
      'The layers steer them one way: an electric current.',
    ],
    zh: [
      '阳光照在太阳能板上，板里是薄薄的硅片。',
      '光把硅里的电子撞得脱离原位。',
      '电子被推向一边，顺着导线流成电流。',
    ],
  },
  'heat-pump': {
    en: [
      'Outside, a cold liquid draws heat from chilly air and turns to gas.',
      'A compressor makes the gas much hotter.',
      'Indoors, it gives that heat to the house.',
    ],
    zh: [
      '屋外，冰冷的制冷剂从冷空气吸热，化成气体。',
      '压缩机一压，气体就变得很热。',
      '到了屋里，热气体把热量放给房间，变回液体。',
    ],
  },
  'cold-battery': {
    en: [
      'Inside the battery, lithium ions carry the charge.',
      'Cold thickens the liquid they move through, so they slow down.',
      'The voltage sags, and the phone reads it as nearly empty.',
    ],
    zh: [
      '电池里，锂离子来回搬运电量。',
      '天一冷，电解液变稠，锂离子跑不动了。',
      '电压一降，手机就以为电快用完了。',
    ],
  },
  fridge: {
    en: [
      "Inside, a cold liquid soaks up the food's heat and turns to gas.",
      'A compressor makes the gas hot.',
      'Coils on the back give that heat to the room.',
    ],
    zh: [
      '冰箱里，冰冷的制冷剂吸走食物的热，变成气体。',
      '压缩机把气体压紧，让它变热。',
      '热气流过背后的散热管，把热散到屋里。',
    ],
  },
  'jet-engine': {
    en: [
      'A big front fan gulps in air.',
      'Fuel burns in the squeezed air, and the gas swells.',
      'It blasts out the back, spinning a turbine and pushing the plane forward.',
    ],
    zh: [
      '前面的大风扇吸进一大口空气。',
      '燃油喷进压缩空气里燃烧，热气猛地膨胀。',
      '燃气从尾部喷出，带动涡轮，把飞机推向前方。',
    ],
  },
  microwave: {
    en: [
      'A magnetron sends microwaves into the oven.',
      "They flip the food's water molecules billions of times a second.",
      'All that jostling becomes heat, and steam rises.',
    ],
    zh: [
      '磁控管产生微波，送进炉腔。',
      '微波让食物里的水分子每秒来回翻转几十亿次。',
      '分子剧烈运动，变成热量，食物冒起热气。',
    ],
  },
  battery: {
    en: [
      'A battery holds chemicals between a negative and a positive end.',
      'With a wire connected, the negative end releases electrons.',
      'They flow to the positive end, lighting a bulb.',
    ],
    zh: [
      '电池两端是负极和正极，中间装着化学物质。',
      '接上导线，负极发生反应，放出电子。',
      '电子沿导线流向正极，顺路点亮小灯泡。',
    ],
  },
  electricity: {
    en: [
      'In a power station, steam, water or wind spins a turbine.',
      'It spins magnets in copper coils, pushing electrons along.',
      'Wires carry the current to a socket; a lamp glows.',
    ],
    zh: [
      '发电站里，蒸汽、水流或风推动涡轮。',
      '涡轮带着磁铁在铜线圈里转，推动电子流动。',
      '电线把电送到插座，台灯就亮了。',
    ],
  },
  wifi: {
    en: [
      'The router gets the internet through a cable.',
      'It turns data into radio waves, sent out in every direction.',
      "The laptop's antenna catches them and turns them back into data.",
    ],
    zh: [
      '路由器通过一根网线接入外面的网络。',
      '它把数据变成无线电波，向四周发出。',
      '电脑的天线接住电波，再把它变回数据。',
    ],
  },
  gps: {
    en: [
      'Circling satellites send signals carrying the exact time.',
      "From each signal's delay, the phone works out each satellite's distance.",
      'Where the distances meet is where the phone is.',
    ],
    zh: [
      '卫星发出带着精确时间的信号。',
      '手机看每个信号走了多久，就知道卫星有多远。',
      '这些距离交汇的一点，就是手机的位置。',
    ],
  },
  internet: {
    en: [
      'The phone sends a request, cut into small data packets.',
      'They travel through routers and cables, some under the sea.',
      'The page returns in packets, and the phone reassembles it.',
    ],
    zh: [
      '手机发出请求，切成一个个小数据包。',
      '数据包经过路由器和光缆，有的穿过海底。',
      '网页分成数据包传回，手机再把它拼好。',
    ],
  },
  'bread-rises': {
    en: [
      'Yeast feeds on sugars, giving off bubbles of carbon dioxide.',
      'Stretchy gluten traps the bubbles, and the dough puffs up.',
      'Baking expands the bubbles and sets a light, airy loaf.',
    ],
    zh: [
      '酵母吃掉面粉里的糖，放出二氧化碳小气泡。',
      '面筋把气泡包住，面团慢慢鼓起来。',
      '进烤箱后气泡膨胀，面包变得松软多孔。',
    ],
  },
  crema: {
    en: [
      'Finely ground coffee is packed tight.',
      'Hot water is forced through at nine bars, dissolving oils and gas.',
      'Out of the spout, the gas foams up as crema.',
    ],
    zh: [
      '细腻的咖啡粉被压得紧紧的。',
      '热水在高压下穿过咖啡粉，溶出油脂和气体。',
      '一流出来，气体化作细密的气泡，浮成油脂。',
    ],
  },
  coffee: {
    en: [
      'Ripe red coffee cherries are picked from the plant.',
      'Their seeds, the green beans, are roasted brown and fragrant.',
      "Then they're ground, and hot water drips through into a cup.",
    ],
    zh: [
      '成熟的红色咖啡果被采摘下来。',
      '里面的种子就是生豆，烘焙成棕色，香气四溢。',
      '磨成粉后，热水穿过咖啡粉，滴进杯里。',
    ],
  },
  'bill-to-law': {
    en: [
      'First, a small committee reads the bill and amends it.',
      'Once passed, the head of state signs or vetoes it.',
      'Once signed, the bill becomes law.',
    ],
    zh: [
      '法案先交给一个小委员会审读、修改。',
      '表决通过后，由国家元首签署或者否决。',
      '一经签署，法案就成了法律。',
    ],
  },
  'cats-knead': {
    en: [
      "Kittens knead their mother's belly to help the milk flow.",
      'Grown cats keep doing it when safe and content.',
      'Scent glands in the paws also mark the spot as theirs.',
    ],
    zh: [
      '小猫吃奶时踩妈妈的肚子，让奶水流出来。',
      '长大后，安心满足时它们还会这样踩。',
      '爪垫里的气味腺，还会留下自己的味道。',
    ],
  },
  'bike-gears': {
    en: [
      'A handlebar lever pulls a thin steel cable.',
      'The derailleur swings, moving the chain to a bigger or smaller cog.',
      'A bigger back cog makes hills easier, but flats slower.',
    ],
    zh: [
      '车把上的拨杆拉动一根细钢丝。',
      '拨链器一摆，把链条拨到更大或更小的齿轮上。',
      '后齿轮越大，上坡越省力，平路就越慢。',
    ],
  },
  'cats-push': {
    en: [
      'Like a hunter, the cat taps the cup: is it alive?',
      'Knocking things off also gets it noticed.',
      'So the cat sits back, calm and pleased.',
    ],
    zh: [
      '猫像猎手一样拍杯子，看它是不是活的。',
      '把东西推下去，也是引人注意的好办法。',
      '猫坐了回去，一脸平静又得意。',
    ],
  },
  yawn: {
    en: [
      'A yawn stretches the jaw and draws in cool air.',
      'One leading idea is that this cools a tired brain.',
      'And seeing someone yawn makes others yawn too.',
    ],
    zh: [
      '打哈欠时，嘴张到最大，吸进一口凉气。',
      '一种主流解释是，这能给疲惫的大脑降温。',
      '哈欠还会传染，看见的人也跟着打起来。',
    ],
  },
  dreams: {
    en: [
      'In REM sleep, the brain is nearly as busy as when awake.',
      "One leading idea: it's sorting the day's memories.",
      'By morning, the dream is already fading.',
    ],
    zh: [
      '快速眼动期，大脑几乎和醒着一样活跃。',
      '主流解释认为，它在整理白天的记忆。',
      '醒来时，梦已经慢慢淡去。',
    ],
  },
  'dogs-wag': {
    en: [
      'A dog talks with its tail.',
      'A loose, wide wag means happy; a stiff, fast one means alert.',
      'When its person walks in, the whole back end wags.',
    ],
    zh: [
      '狗用尾巴和同伴、和人说话。',
      '尾巴放松大摆是开心，僵直快摇是警觉。',
      '主人一进门，它连整个后半身都摇了起来。',
    ],
  },
  'cats-boxes': {
    en: [
      "Cats' ancestors hid from predators in small dens.",
      'In a box, nothing sneaks up; a cat just watches the opening.',
      'So a small, safe space helps a cat relax.',
    ],
    zh: [
      '猫的祖先躲在小洞里，避开天敌。',
      '箱子四面有墙，谁也偷袭不了，只要盯着开口。',
      '小小的安全空间，让猫放松下来。',
    ],
  },
  'espresso-machine': {
    en: [
      'A heater brings the water to just below boiling.',
      'A pump forces it through packed coffee at high pressure.',
      'A thick, dark shot pours out, topped with golden crema.',
    ],
    zh: [
      '加热器把水烧到接近沸腾。',
      '水泵用大约九倍大气压，把热水压过咖啡粉饼。',
      '浓稠的咖啡流进杯里，浮着一层金色油脂。',
    ],
  },
  'ice-floats': {
    en: [
      'In liquid water, the molecules tumble close together.',
      'Freezing locks them into an open, six-sided pattern with space inside.',
      'So ice is lighter for its size, and it floats.',
    ],
    zh: [
      '液态水里，水分子挤在一起翻滚。',
      '结冰时，分子排成有空隙的六边形格子。',
      '所以冰比同体积的水轻，能浮在水面上。',
    ],
  },
  'boats-float': {
    en: [
      'As a ship settles in, its hull pushes water aside.',
      'That water pushes back up on the hull.',
      'When the displaced water weighs as much as the ship, it floats.',
    ],
    zh: [
      '船体压进水里，把水推开。',
      '被推开的水，反过来向上托住船体。',
      '推开的水和船一样重时，船就浮起来了。',
    ],
  },
  popcorn: {
    en: [
      'Each kernel holds a little water in its hard shell.',
      'Heat turns it to steam, and the pressure builds.',
      'The shell bursts, and the starch puffs out, fluffy and white.',
    ],
    zh: [
      '每粒玉米的硬壳里，都藏着一点水分。',
      '受热后水变成蒸汽，壳里的压力越来越大。',
      '硬壳砰地裂开，淀粉膨胀成蓬松的白花。',
    ],
  },
  aurora: {
    en: [
      'The Sun sends out a stream of charged particles, the solar wind.',
      'High up, they crash into the thin air.',
      'The air glows where they hit, green from oxygen.',
    ],
    zh: [
      '太阳不断抛出带电粒子，这就是太阳风。',
      '在高空，粒子撞上稀薄的空气。',
      '被撞的空气发出光，氧气发的是绿光。',
    ],
  },
  'onions-cry': {
    en: [
      'Cutting an onion breaks its cells, mixing two substances inside.',
      'They form a gas that stings the eyes.',
      'Tears flow to wash the sting away.',
    ],
    zh: [
      '切开洋葱，细胞破裂，两种物质混在一起。',
      '它们生成一种气体，刺激眼睛。',
      '眼睛流出泪水，把刺激冲洗掉。',
    ],
  },
  'lock-key': {
    en: [
      'Inside a lock, spring-loaded pins block the cylinder.',
      "The right key lifts each pin's gap to the cylinder's edge.",
      'The key turns, the bolt slides back, and the door opens.',
    ],
    zh: [
      '锁里一排分成两截的销子，卡住了锁芯。',
      '钥匙把每根销子的断口，顶到锁芯边缘。',
      '钥匙一转，锁舌缩回，门开了。',
    ],
  },
  zipper: {
    en: [
      'Each tooth has a bump above and a hollow below.',
      "The slider locks each bump into the next tooth's hollow.",
      'Pulled back, a wedge in the slider pries them apart.',
    ],
    zh: [
      '每颗链齿上面有个凸点，下面有个凹槽。',
      '拉头把两排齿挤到一起，凸点卡进凹槽。',
      '往回拉时，拉头里的楔块又把它们撑开。',
    ],
  },
  'noise-cancelling': {
    en: [
      'Microphones on each ear cup pick up the noise.',
      'A chip makes its mirror-image wave, and the two cancel out.',
      'The roar falls to a hush, leaving only the music.',
    ],
    zh: [
      '耳罩外侧的小麦克风，收听周围的噪音。',
      '芯片造出相反的声波，和噪音互相抵消。',
      '轰鸣声安静下来，只剩下音乐。',
    ],
  },
  soap: {
    en: [
      'A soap molecule has a water-loving head and an oil-loving tail.',
      'They wrap bits of dirt in tiny balls.',
      'Water rinses the balls away, and the hands come clean.',
    ],
    zh: [
      '每个肥皂分子都有亲水的头和亲油的尾巴。',
      '分子把污垢裹成一个个小球。',
      '清水把小球冲走，双手干干净净。',
    ],
  },
  goosebumps: {
    en: [
      'Cold or a sudden thrill signals the skin.',
      'Tiny muscles raise each hair, bunching the skin into bumps.',
      'In furry animals, that traps warm air; we just get the bumps.',
    ],
    zh: [
      '寒冷或激动时，神经给皮肤发出信号。',
      '汗毛根部的肌肉收紧，皮肤鼓成小疙瘩。',
      '毛茸茸的动物靠竖毛保暖，人只剩疙瘩。',
    ],
  },
  'chameleon-colour': {
    en: [
      "Under a chameleon's skin, cells hold a grid of tiny crystals.",
      'Widening or narrowing the gaps reflects different colours.',
      'Its colour follows mood and temperature, not just the background.',
    ],
    zh: [
      '变色龙皮肤下，整齐排着微小的晶体。',
      '晶体间距一变，反射的光的颜色也跟着变。',
      '它的颜色随情绪和温度变，不只看背景。',
    ],
  },
};

/** Keyed by tutorial task id (tutorial-steps.ts): the steps said as short, friendly instructions. */
export const TASK_NARRATION: Readonly<Record<string, Narration>> = {
  bowline: {
    en: [
      'Twist a small loop in the rope.',
      'Bring the end up through the loop, around the back, and down again.',
      "Pull it tight: a loop that won't slip.",
    ],
    zh: [
      '在绳子上拧出一个小圈。',
      '绳头从下穿过小圈，绕到主绳后面，再穿回去。',
      '拉紧，一个不会滑动的绳圈就打好了。',
    ],
  },
  'reef-knot': {
    en: [
      'Cross left over right, and tuck it under.',
      'Then right over left, tuck it under, and up through the middle.',
      'Pull both ends: a flat, even reef knot.',
    ],
    zh: [
      '左边压右边，从下面绕过来。',
      '再右边压左边，绕过去，从中间穿出。',
      '两头一起拉紧，平结就打好了。',
    ],
  },
  necktie: {
    en: [
      'Cross the wide end over and wrap it behind.',
      'Bring it across the front and up through the neck loop.',
      'Tuck it through the knot and slide it up snug.',
    ],
    zh: [
      '宽端从前面交叉过去，再绕到后面。',
      '再从前面横过，向上穿过领口的圈。',
      '从结里向下穿出，把结推到领口，就系好了。',
    ],
  },
  shoelaces: {
    en: [
      'Make a loop with one lace; wrap the other around it.',
      'Push it through the gap for a second loop.',
      'Pull both loops tight: a neat bow.',
    ],
    zh: [
      '一根鞋带折个圈，另一根绕着它缠一圈。',
      '从空隙里塞过去，拉出第二个圈。',
      '两个圈拉紧，蝴蝶结就系好了。',
    ],
  },
  'paper-crane': {
    en: [
      'Crease it, then collapse it into a small square.',
      'Fold the sides in, lifting it into a long diamond.',
      'Fold a neck, tail and head, then spread the wings.',
    ],
    zh: [
      '把方纸对折再对角折，收拢成小正方形。',
      '两边折向中线，把下方掀起，压成长菱形。',
      '折出脖子、尾巴和头，轻轻拉开翅膀。',
    ],
  },
  'paper-airplane': {
    en: [
      'Fold the top corners in to the centre crease.',
      'Fold the new edges in again to make a sharp nose.',
      'Fold it in half, then fold down each wing.',
    ],
    zh: [
      '上面两个角向中线折。',
      '斜边再向中线折一次，折出尖尖的机头。',
      '沿中线对折，两侧向下折出机翼，展平就好了。',
    ],
  },
  'paper-boat': {
    en: [
      'Fold the top corners down into a triangle.',
      'Fold the bottom strips up on both sides: a paper hat.',
      'Open it, fold it smaller, and pull out a boat.',
    ],
    zh: [
      '上面两个角向下折，折成三角形。',
      '下面的纸条两面向上折，变成一顶纸帽。',
      '撑开压平，再折小一次，向两边一拉，小船就好了。',
    ],
  },
  'fortune-teller': {
    en: [
      'Crease the square along both diagonals.',
      'Fold all four corners to the centre, turn it over, and repeat.',
      'Fold in half, and work it on your fingertips like a beak.',
    ],
    zh: [
      '正方形纸沿两条对角线各折一次。',
      '四个角向中心折，翻面再折一次。',
      '对折，手指伸进去，一开一合像鸟嘴。',
    ],
  },
  'fold-tshirt': {
    en: [
      'Fold one side in toward the middle, sleeve and all.',
      'Fold the other side in to match.',
      'Fold the hem up to the collar, then in half again.',
    ],
    zh: ['一侧连同袖子向中间折。', '另一侧也同样折进来。', '下摆向上折到领口，再对折一次。'],
  },
  'fitted-sheet': {
    en: [
      'Tuck one corner into the other, so they nest together.',
      'Do the same on the other side.',
      'Lay it flat and fold it into a neat rectangle.',
    ],
    zh: [
      '把一个角塞进另一个角，两角套在一起。',
      '另一边也这样套好。',
      '平铺在床上，叠成方方正正的一块。',
    ],
  },
  'lucky-star': {
    en: [
      'Tie a loose knot and press it flat into a pentagon.',
      'Wrap the strip around it, edge to edge.',
      'Press in all five edges, and a little star puffs up.',
    ],
    zh: [
      '纸条一端打个松结，压平成五边形。',
      '长纸条沿着五边形，一圈圈缠绕。',
      '用指甲把五条边向里压，小星星就鼓起来了。',
    ],
  },
  'wrap-gift': {
    en: [
      'Wrap the box and tape the seam down the middle.',
      'At the ends, fold in the sides, then the flaps.',
      'Tie a ribbon around it and finish with a bow.',
    ],
    zh: [
      '用纸把盒子包起来，接缝用胶带粘好。',
      '两端先折左右，再把上下两片折起。',
      '系上丝带，打一个蝴蝶结。',
    ],
  },
  braid: {
    en: [
      'Split smooth hair into three equal strands.',
      'Cross right over middle, then left over the new middle.',
      'Keep going to the end, and tie it off.',
    ],
    zh: [
      '把梳顺的头发均匀分成三股。',
      '右股压过中间，左股再压过新的中间。',
      '左右交替编到发尾，用皮筋扎好。',
    ],
  },
  ponytail: {
    en: [
      'Brush all the hair back toward the crown.',
      'Gather it in one hand at the height you like.',
      "Loop the hair tie around, twisting and wrapping until it's snug.",
    ],
    zh: [
      '把头发全部往后梳向头顶。',
      '在想要的高度，用手把头发握成一把。',
      '皮筋套上去，翻转缠绕几圈，扎紧就好。',
    ],
  },
  dumplings: {
    en: [
      'Spoon filling onto a wrapper in your palm.',
      'Fold it in half and pinch the middle shut.',
      'Pleat one side, pressing each fold onto the flat side.',
    ],
    zh: [
      '饺子皮放在手心，中间舀一小勺馅。',
      '对折，先把中间捏紧。',
      '一侧捏出褶子，每一褶都压在平的那边。',
    ],
  },
  'crack-egg': {
    en: [
      'Tap the egg firmly on a flat counter.',
      'Over the bowl, push your thumb in and pull the halves apart.',
      'The yolk slides out whole.',
    ],
    zh: [
      '把鸡蛋在平整的台面上用力磕一下。',
      '移到碗上方，拇指抵进裂缝，把蛋壳掰开。',
      '蛋黄完整地滑进碗里。',
    ],
  },
  'latte-art': {
    en: [
      'Tilt the cup and pour from a little height.',
      'At half full, bring the spout close, and white foam blooms.',
      'Rock the jug, then lift and draw through: a heart.',
    ],
    zh: [
      '倾斜杯子，从稍高处把牛奶注入中心。',
      '半满时，壶嘴贴近液面，白色奶泡浮上来。',
      '轻轻晃动，提壶一拉，就是一颗爱心。',
    ],
  },
  'pour-over': {
    en: [
      'Grind the beans medium-fine and level them.',
      "Add a splash of hot water; they'll puff up for half a minute.",
      'Pour the rest in slow circles, centre outward.',
    ],
    zh: [
      '咖啡豆磨成中细粉，倒进滤纸铺平。',
      '先注入少量热水，闷蒸半分钟。',
      '再从中心向外慢慢画圈，注入剩下的水。',
    ],
  },
  tea: {
    en: [
      'Add a spoonful of tea leaves to the pot.',
      'Use just-boiled water for black tea, a little cooler for green.',
      'Steep a few minutes as the leaves unfurl, then pour.',
    ],
    zh: [
      '壶里放入一勺茶叶。',
      '注入热水，红茶用刚开的水，绿茶用稍凉的水。',
      '静置几分钟，等茶叶舒展，再倒进杯里。',
    ],
  },
  pancakes: {
    en: [
      'Ladle batter into the middle of a hot pan.',
      'When bubbles pop and the edges set, flip it.',
      'Cook the other side golden, then stack them up.',
    ],
    zh: [
      '舀一勺面糊倒在锅中央，摊成圆形。',
      '表面冒泡、边缘凝固时，翻个面。',
      '另一面也煎到金黄，一张张叠起来。',
    ],
  },
  rice: {
    en: [
      'Add rice and one and a half times as much water.',
      'Boil it, then cover and turn the heat low.',
      'Simmer about fifteen minutes, then rest and fluff it.',
    ],
    zh: [
      '米倒进锅里，加约一倍半的水。',
      '大火煮开，盖上锅盖，转小火。',
      '焖煮十五分钟左右，关火静置，再拌松。',
    ],
  },
  'boil-egg': {
    en: [
      'Bring the water to a rolling boil.',
      'Lower the eggs in gently with a spoon.',
      'Simmer about six minutes for soft yolks, ten for hard, then cool in cold water.',
    ],
    zh: [
      '锅里的水烧到大滚。',
      '用漏勺把鸡蛋轻轻放进去。',
      '溏心约煮六分钟，全熟十分钟，再放进冷水里。',
    ],
  },
  'knead-dough': {
    en: [
      'Stir water into flour for a shaggy dough.',
      'Push with the heel of your hand, fold it back, and turn.',
      'Keep going for about ten minutes, until it springs back.',
    ],
    zh: [
      '清水倒进面粉，和成絮状的面团。',
      '用掌根向前推开，折回来，转一下。',
      '反复揉上十分钟，直到光滑有弹性。',
    ],
  },
  'cold-brew': {
    en: [
      'Pour cold water over coarse grounds in a jar.',
      "Stir until they're all wet, then chill it overnight.",
      'Strain it, and pour it over ice.',
    ],
    zh: [
      '粗咖啡粉倒进罐里，再倒入冷水。',
      '搅到粉全部浸湿，放进冰箱静置一夜。',
      '滤出咖啡液，倒在冰块上。',
    ],
  },
  'french-press': {
    en: [
      'Put coarse grounds in the jug and pour in hot water.',
      'Stir gently and let it steep for four minutes.',
      'Press the plunger slowly down, then pour.',
    ],
    zh: [
      '粗咖啡粉倒进壶里，注入热水。',
      '轻轻搅一搅，浸泡四分钟。',
      '慢慢压下压杆，就可以倒出来了。',
    ],
  },
  sushi: {
    en: [
      'Spread rice thinly on the nori, then add a line of fillings.',
      'Roll the mat forward, pressing it firm.',
      'Slice the roll into neat rounds.',
    ],
    zh: [
      '海苔上薄薄铺一层饭，再横放一排馅料。',
      '提起竹帘向前卷，边卷边压紧。',
      '把寿司卷切成整齐的小段。',
    ],
  },
  'plant-seed': {
    en: [
      'Poke a hole about twice as deep as the seed is wide.',
      'Drop the seed in and cover it.',
      'Water it, and days later a green sprout appears.',
    ],
    zh: [
      '用手指戳个小洞，深度约为种子直径的两倍。',
      '放进种子，盖上土。',
      '浇点水，几天后嫩芽就会钻出来。',
    ],
  },
  'bike-tyre': {
    en: [
      'Lever the tyre off the rim.',
      'Tuck in a slightly inflated new tube, valve through the hole.',
      'Push the tyre back on and pump it firm.',
    ],
    zh: [
      '用撬胎棒把外胎撬出车圈。',
      '新内胎先打点气，塞进外胎，气门嘴穿过车圈。',
      '把外胎压回去，打足气就能上路了。',
    ],
  },
  'sew-button': {
    en: [
      'Push the needle up from behind, through one hole.',
      'Go down through the opposite hole; repeat a few times.',
      'Wind thread under the button and knot it at the back.',
    ],
    zh: [
      '针从布料背面穿上来，穿过扣子的一个孔。',
      '再从对角的孔穿下去，重复几次。',
      '在扣子下绕几圈线，到背面打结。',
    ],
  },
  'light-bulb': {
    en: [
      'Switch off the lamp and let the old bulb cool.',
      'Unscrew it anticlockwise, then screw the new one in clockwise.',
      'Switch it on, and it glows.',
    ],
    zh: [
      '先关掉开关，等旧灯泡凉下来。',
      '逆时针拧下旧灯泡，顺时针拧紧新灯泡。',
      '打开开关，新灯泡亮了。',
    ],
  },
  'wash-hands': {
    en: [
      'Wet your hands and lather up with soap.',
      'Rub palm to palm, over the backs, and between the fingers.',
      'Rinse under running water and dry on a clean towel.',
    ],
    zh: [
      '双手打湿，抹上肥皂搓出泡沫。',
      '掌心对搓，再搓手背和指缝。',
      '用流水冲净，再用干净的毛巾擦干。',
    ],
  },
  chopsticks: {
    en: [
      'Rest one chopstick in the crook of your thumb, against your ring finger.',
      'Hold the other like a pencil.',
      'Move only the top one, opening and closing to pinch.',
    ],
    zh: [
      '第一根筷子架在虎口，靠着无名指，不要动。',
      '第二根像握笔一样拿着。',
      '只动上面那根，一开一合地夹。',
    ],
  },
};
