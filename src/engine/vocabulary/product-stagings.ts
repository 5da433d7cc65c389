/**
 * How a commercial director shoots a product whose idea names no action ("new running shoe
 * commercial", "新款手机广告"): its defining moment of use or its signature motion, close and
 * tactile. Without this table such an ad fell back to a still life ("revealed as the frame
 * settles … hold on the shoe as the shot ends"), which blind reviewers scored low: "no running,
 * no foot, no motion", "stock ending", "a fragment".
 *
 * Four beats in each language, in order: the set-up, the action starting, its peak, and a held
 * end-frame that is still about this product. English is lower-case with no full stop and
 * Chinese has no 。 at the end (the engine adds timing, capitals and stops). `{name}` is the
 * product's short name ("the shoe", "the headphones", "手机"); it comes once in the first beat.
 * Since the name may be singular or plural, English never makes `{name}` the subject of a verb
 * or gives it an 's: it stands after "on", "as" or before a comma, so no verb has to agree.
 * No faces (hands, feet, a wrist or a jaw will do), no brand names, no writing on screen, no
 * negations (a checker reads "no" or 不要 as a leave-this-out).
 *
 * `is` is tested against the product's noun phrase in either language; the first entry that
 * matches wins, so a narrower product comes before a wider one ("trail running shoes" before
 * "shoes", "in-ear headphones" before "headphones", "电动滑板车" before "电动车"). A bare word
 * with another everyday sense ("case", "can", "pad", "bag", "ring") is only taken with the
 * words around it that make it the product.
 */

export interface ProductStaging {
  id: string;
  is: RegExp;
  en: readonly string[];
  zh: readonly string[];
}

export const PRODUCT_STAGINGS: readonly ProductStaging[] = [
  // A smartwatch is not the mechanical watch of product-beats: its screen wakes.
  {
    id: 'smartwatch',
    is: /\bsmart ?watch(?:es)?\b|\b(?:fitness|activity) (?:trackers?|bands?)\b|智能手表|智能手环|运动手环|手环/i,
    en: [
      'close on {name}, on a wrist at rest, the screen dark and glossy',
      'the wrist turns up and the screen wakes in a soft bloom of colour',
      'a fingertip taps the glass and bright rings of light sweep round to close',
      'the wrist swings with a running stride, the screen still glowing',
    ],
    zh: [
      '开场：{name}戴在手腕上，屏幕暗着，黑亮如镜',
      '手腕一抬，屏幕亮起，色彩柔柔铺开',
      '指尖轻点，几道彩色光环转满一圈',
      '手腕随着跑步的节奏摆动，屏幕一直亮着',
    ],
  },

  // Footwear, narrowest first: a generic "shoe" is the sneaker at the end.
  {
    id: 'running-shoe',
    is: /\b(?:(?:trail[- ])?running|jogging|marathon|racing) (?:shoes?|sneakers?|trainers?|flats)\b|跑鞋|跑步鞋|运动鞋/i,
    en: [
      'close on {name}, laced tight on a runner’s foot, heel lifted to push off',
      'the foot drives off, the sole bending at the toe and peeling off the ground',
      'slow motion: the heel strikes down and the foam midsole squashes, then springs back',
      'the next stride caught in the air, the tread of the sole turned to the lens',
    ],
    zh: [
      '开场：{name}系紧在跑者脚上，脚跟微抬，蓄势待发',
      '脚掌发力蹬地，鞋底从前掌处弯折，离开地面',
      '慢镜头：脚跟落地，中底被压扁，随即猛地回弹',
      '下一步腾空定格，鞋底纹路正对镜头',
    ],
  },
  {
    id: 'hiking-boot',
    is: /\b(?:hiking|trekking|mountain|walking|waterproof|work|outdoor|trail) boots?\b|\b(?:hiking|trekking|approach|trail) shoes?\b|登山鞋|登山靴|徒步鞋|徒步靴|户外鞋|户外靴|工装靴/i,
    en: [
      'close on {name}, laced high, planted at the edge of a shallow stream',
      'the boot steps into the water, a splash bursting up around the ankle',
      'the sole pushes onto a wet rock and grips, mud squeezing from the deep tread',
      'the boot stands firm on the rock, water beading and running off the leather',
    ],
    zh: [
      '开场：{name}鞋带系到脚踝，踏在浅溪边',
      '一脚踩进溪水，水花在脚踝边溅开',
      '鞋底踩上湿滑的岩石，稳稳抓地，泥水从纹路里挤出',
      '鞋子稳稳踩在岩石上，水珠沿着鞋面缓缓滚落',
    ],
  },
  {
    id: 'high-heels',
    is: /\bhigh[- ]?heel(?:ed)?s?\b|\b(?:stilettos?|slingbacks?|court shoes?)\b|\bheels\b|高跟鞋|细跟鞋/i,
    en: [
      'close on {name} as fingers fasten the slim strap around an ankle',
      'the heel lifts and comes down on a polished floor with a sharp click',
      'slow motion: the slender heel meets the floor as the ankle rises into the next step',
      'the heel stops, poised on its point, its reflection crisp in the polished floor',
    ],
    zh: [
      '开场：手指把{name}细细的绑带扣在脚踝上',
      '鞋跟抬起，落在光洁的地面上，一声清脆',
      '慢镜头：细跟点地，脚踝顺势抬起，迈出下一步',
      '鞋跟稳稳立住，倒影清晰地映在地面上',
    ],
  },
  {
    id: 'dress-shoe',
    is: /\b(?:leather|dress|formal|oxford|derby|brogue|wingtip) shoes?\b|\b(?:oxfords|brogues|loafers?|derbies|wingtips)\b|皮鞋|乐福鞋|牛津鞋|布洛克鞋/i,
    en: [
      'close on {name} as a heel slides in along a shoehorn',
      'the foot steps onto a polished floor, the sole meeting it with a crisp click',
      'the leather creases softly across the toe as the weight rolls forward',
      'the pair at rest side by side, a line of light along each toe cap',
    ],
    zh: [
      '开场：鞋拔抵着脚跟，脚缓缓滑进{name}',
      '脚踏上光洁的地面，鞋跟落下，一声清脆',
      '重心前移，鞋面皮革在脚背处柔柔起褶',
      '一双鞋并排停稳，鞋头各映着一道光',
    ],
  },
  {
    id: 'sneaker',
    is: /(?:\b(?:sneakers?|basketball shoes?|skate shoes?|canvas shoes?|shoes?|footwear)\b|(?<!\b(?:personal|fitness|dog|horse|animal) )\btrainers\b)(?! ?(?:shops?|stores?|box(?:es)?|racks?|horns?|laces?|polish|makers?|cabinets?)\b)|球鞋|板鞋|帆布鞋|篮球鞋|潮鞋|(?<!拖|凉)鞋(?!店|柜|架|盒|带|油|垫)/i,
    en: [
      'close on {name} as a hand pulls the laces snug on a foot',
      'the foot steps down onto concrete, the toe creasing as the weight rolls forward',
      'a jump and a landing in slow motion, the sole squashing flat and springing back',
      'the foot plants side-on to the lens, the laces settling against the tongue',
    ],
    zh: [
      '开场：{name}穿在脚上，一只手把鞋带拉紧',
      '一脚踩上水泥地，重心前移，鞋头压出细细的褶',
      '慢镜头：起跳、落地，鞋底压扁又弹回',
      '脚稳稳落定，鞋身侧对镜头，鞋带轻轻垂下',
    ],
  },

  // Frozen, then sweet: a bar on a stick before a scoop, ice cream before chocolate.
  {
    id: 'ice-lolly',
    is: /\b(?:ice[- ]?lolly|ice[- ]?lollies|popsicles?|ice[- ]?pops?|ice[- ]?cream (?:bars?|sticks?)|fudgesicles?|creamsicles?)\b|雪糕|冰棍|冰棒|冰糕/i,
    en: [
      'close on {name}, lifted from a bed of crushed ice, cold mist curling off it',
      'the frost melts from the surface and a first bead slides toward the stick',
      'slow motion: a clean snap, the bar splitting in two, icy shards scattering',
      'the two halves held up to the lens, the cold, creamy centre glistening',
    ],
    zh: [
      '开场：{name}从碎冰里拿起，冒着丝丝凉气',
      '表面的白霜渐渐化开，第一颗水珠滑向木棍',
      '慢镜头：咔嚓一声掰成两半，冰渣四溅',
      '两半举向镜头，冰凉绵密的切面闪着光',
    ],
  },
  {
    id: 'ice-cream',
    is: /\b(?:ice[- ]?creams?|gelato|soft[- ]serve|frozen yogh?urt|sorbet)\b(?! ?(?:trucks?|vans?|shops?|parlou?rs?|stands?|carts?|man|men|makers?|machines?)\b)|(?:冰淇淋|冰激凌|甜筒)(?!店|车|机)/i,
    en: [
      'close on {name} as a scoop drags across the tub, a thick curl rolling up',
      'the round scoop drops into a crisp waffle cone',
      'slow motion: a single drip slides down the scoop and over the waffle edge',
      'the cone turns toward the lens, the scoop’s curled ridges frosty and glistening',
    ],
    zh: [
      '开场：挖球勺刮过一整盒{name}，卷起厚厚一团',
      '圆滚滚的一球落进酥脆的蛋筒',
      '慢镜头：一滴融化的奶油顺着球面滑下，流过蛋筒边',
      '蛋筒转向镜头，表面的卷纹清晰，冒着丝丝凉气',
    ],
  },
  {
    id: 'chocolate',
    is: /(?<!\bhot )\bchocolates?\b(?! ?(?:cakes?|milk|milkshakes?|shakes?|chips?|cookies?|sauce|fountains?|labs?|labradors?|brown|muffins?|brownies?|croissants?|drinks?|fondue|mousse|spread|ice cream|gelato)\b)|(?<!热)巧克力(?!蛋糕|奶|色|酱|饼干|冰淇淋|拿铁|慕斯)/i,
    en: [
      'close on {name}, the foil peeled back from the first glossy square',
      'fingers bend the bar and the square snaps cleanly away',
      'slow motion: the snap, tiny shards scattering, the dense, velvety centre revealed',
      'the square rests on the foil, its broken edge dense and glossy in the light',
    ],
    zh: [
      '开场：{name}的锡纸剥开，露出第一格光亮的巧克力',
      '手指轻轻一掰，一格巧克力应声断开',
      '慢镜头：断开的一瞬，碎屑四溅，断面细腻绵密',
      '那一格落在锡纸上，断口细密，泛着光',
    ],
  },

  // A drink in a can is cracked open, not poured into a glass as product-beats' drinks are.
  {
    id: 'drink-can',
    is: /\b(?:energy drinks?|(?:drink|soda|cola|seltzer|beer|aluminium|aluminum) cans?|canned (?:drinks?|sodas?|cocktails?|coffee|beer|water))\b|能量饮料|功能饮料|易拉罐|罐装饮料/i,
    en: [
      'close on {name}, ice-cold, beads of condensation sliding down the metal',
      'a finger hooks the tab and cracks it open, a burst of fizz spraying up',
      'slow motion: the fine spray hangs glittering above the opening',
      'the can tilts toward the lens, the open mouth fizzing, cold mist drifting out',
    ],
    zh: [
      '开场：冰镇的{name}，水珠顺着罐身往下滑',
      '手指勾住拉环，啪地拉开，气泡猛地喷涌',
      '慢镜头：细密的水雾悬在罐口，闪闪发亮',
      '罐身斜向镜头，罐口嘶嘶冒泡，丝丝凉气飘出',
    ],
  },

  // Skin, hair and scent. Sun cream before face cream; a scented candle before a fragrance.
  {
    id: 'sunscreen',
    is: /\b(?:sunscreens?|sun ?blocks?|sun ?creams?|sun lotions?|spf(?: ?\d+)?)\b|防晒/i,
    en: [
      'close on {name} as the cap flips open in bright sunlight',
      'a squeeze, and a line of white lotion is drawn across a sunlit shoulder',
      'fingers smooth it in until it vanishes, the skin glowing in the hard sun',
      'water splashes over the shoulder and beads up, rolling off in the light',
    ],
    zh: [
      '开场：阳光下，{name}的盖子啪地弹开',
      '轻轻一挤，一道白色乳液落在晒着太阳的肩头',
      '指尖抹开，乳液很快隐去，肌肤在烈日下透着光',
      '一捧水泼上肩头，凝成水珠滚落，闪闪发亮',
    ],
  },
  {
    id: 'serum',
    is: /\bserums?\b|\b(?:face|facial) oils?\b|\bampoules?\b|\bdropper bottles?\b|精华|安瓶/i,
    en: [
      'close on {name}, the glass dropper lifting slowly out of the bottle',
      'a bead of serum swells at the dropper’s tip, catching the light',
      'the drop falls in slow motion and lands on the back of a hand',
      'the drop spreads into a glossy sheen, the bottle standing behind it in soft focus',
    ],
    zh: [
      '开场：{name}的玻璃滴管缓缓从瓶中提起',
      '滴管尖端凝出一颗饱满的精华，映着光',
      '慢镜头：精华滴落，轻轻落在手背上',
      '精华在肌肤上晕开一层润泽的光，瓶身在后面虚化',
    ],
  },
  {
    id: 'face-cream',
    is: /\b(?:face|facial|night|day|eye|moisturi[sz]ing|hydrating|anti[- ]age?ing|skin|cold) creams?\b|\bmoisturi[sz]ers?\b|\bcream jars?\b|\bjars? of (?:face )?cream\b|面霜|乳霜|保湿霜|晚霜|日霜|眼霜/i,
    en: [
      'close on {name} as the lid twists off, the cream smooth and untouched',
      'a fingertip sweeps through the surface, lifting a soft peak of cream',
      'dabbed on the back of a hand, the cream melts into a dewy sheen',
      'the jar open, a fresh swirl left in the cream where the finger passed',
    ],
    zh: [
      '开场：旋开{name}的盖子，霜体平整细腻',
      '指尖轻轻划过表面，挑起一小团绵软的霜',
      '点在手背上，轻轻推开，化作一层水润光泽',
      '罐子敞着口，霜面上留下一道指尖划过的旋纹',
    ],
  },
  {
    id: 'candle',
    is: /\bcandles?\b(?![- ]?(?:lights?|lit|holders?|sticks?|wax)\b)|蜡烛|香薰烛|香氛烛/i,
    en: [
      'close on {name}, its wick still dark, a match flaring beside it',
      'the flame touches the wick and catches, a thin curl of smoke rising',
      'the wax around the wick melts into a glossy pool, the flame steady',
      'the candle glows in the dim room, warm light pooling on the surface around it',
    ],
    zh: [
      '开场：{name}的烛芯还暗着，一根火柴在旁边擦亮',
      '火苗凑近烛芯，轻轻点着，升起一缕细烟',
      '烛芯周围的蜡慢慢化开，汪成一圈亮亮的蜡油',
      '昏暗里烛光温暖，火苗稳稳亮着，光晕铺在四周',
    ],
  },
  {
    id: 'perfume',
    is: /\b(?:perfumes?|fragrances?|colognes?|parfums?|eau de (?:parfum|toilette|cologne)|scent bottles?|atomi[sz]ers?)\b|香水|香氛(?!机|精油)|古龙水/i,
    en: [
      'close on {name} as a fingertip settles on the atomiser',
      'a single press, and a fine mist bursts out, glittering in a shaft of light',
      'the droplets drift and slowly settle, the mist curling around the bottle',
      'the mist thins away, the bottle glowing, one droplet running down the glass',
    ],
    zh: [
      '开场：{name}立在光里，指尖轻轻落在喷头上',
      '轻轻一按，细密的香雾喷薄而出，在光束里闪烁',
      '雾粒慢慢飘散，绕着瓶身缓缓落下',
      '香雾散去，瓶身莹莹透亮，一颗雾珠沿瓶壁滑落',
    ],
  },
  {
    id: 'shampoo',
    is: /\bshampoos?\b|(?<!\bair )\b(?:hair )?conditioners?\b|\bhair masks?\b|洗发水|洗发露|洗发液|护发素|发膜/i,
    en: [
      'close on {name} as a thick, glossy ribbon pours into a cupped palm',
      'hands work it into wet hair, a rich lather building between the fingers',
      'a stream of water rinses through, the foam sliding away down glossy strands',
      'the wet hair falls sleek and smooth, a few drops glinting at the ends',
    ],
    zh: [
      '开场：{name}挤出浓稠顺滑的一股，落进掌心',
      '双手揉进湿发，丰盈的泡沫在指间堆起',
      '水流冲过，泡沫顺着发丝滑落',
      '湿发垂顺发亮，发梢挂着几颗晶莹的水珠',
    ],
  },
  {
    id: 'body-wash',
    is: /\b(?:shower (?:gels?|creams?|foams?|oils?)|body ?wash(?:es)?|bath (?:gels?|foams?)|bubble bath)\b|沐浴露|沐浴乳|沐浴液|沐浴油|沐浴啫喱/i,
    en: [
      'close on {name} as a squeeze lays a glossy coil of gel in a palm',
      'hands rub together and the gel blooms into a thick, creamy lather',
      'the lather slides down a forearm under the warm shower spray',
      'the bottle on wet tiles, water streaming down it, foam drifting past',
    ],
    zh: [
      '开场：轻轻一挤，{name}在掌心盘成晶亮的一团',
      '双手一搓，绵密的泡沫瞬间涌了出来',
      '泡沫顺着手臂滑下，温热的水流哗哗淋过',
      '瓶子立在湿漉漉的瓷砖上，水流顺着瓶身淌下',
    ],
  },

  // Sound: over-ear headphones before the earbuds that take every other 耳机.
  {
    id: 'headphones',
    is: /(?<!\bin[- ]ear )\b(?:(?:over|on)[- ]ear )?head ?phones?\b|(?<!\b(?:vr|virtual reality) )\bheadsets?\b|头戴式耳机|头戴耳机|耳罩式耳机/i,
    en: [
      'close on {name}, resting on a stand, light sliding over the ear cushions',
      'hands lift the headband, the ear cups swivelling as it flexes open',
      'the ear cup settles over an ear, the soft cushion sinking around it',
      'close on the outer cup, a slow ring of light tracing its rim',
    ],
    zh: [
      '开场：{name}挂在支架上，光从耳罩上缓缓滑过',
      '一双手取下耳机，头梁微微张开，耳罩随之转动',
      '耳罩轻轻扣上耳朵，柔软的耳垫缓缓下陷',
      '近景：耳罩外壳上，一圈光沿着边缘缓缓走过',
    ],
  },
  {
    id: 'earbuds',
    is: /\b(?:ear ?buds?|earphones?|in[- ]ear (?:headphones?|monitors?)|true wireless)\b|耳机(?!盒|仓)/i,
    en: [
      'close on {name}, the case lid flipping open with a soft click',
      'fingertips pluck one bud out, its surface glinting as it turns',
      'the bud twists gently into an ear and settles snug',
      'the open case in the foreground, the other bud still cradled inside, a small light glowing',
    ],
    zh: [
      '开场：咔哒一声，{name}的充电盒弹开',
      '指尖捏起一只耳机，外壳在光下一闪',
      '耳机轻轻旋进耳朵，稳稳贴合',
      '打开的充电盒留在前景，另一只耳机还躺在里面，指示灯微亮',
    ],
  },
  {
    id: 'smart-speaker',
    is: /\bsmart speakers?\b|智能音箱|智能音响/i,
    en: [
      'close on {name}, the fabric shell dark and still on a shelf',
      'a ring of light wakes along its top and pulses gently',
      'a hand taps the top, the light sweeping round as music starts',
      'the speaker glows softly, the ring of light breathing in time with the music',
    ],
    zh: [
      '开场：{name}静静立着，织物外壳一片暗',
      '顶部一圈光缓缓亮起，轻轻呼吸',
      '手指轻点顶部，光环随之旋转，音乐响起',
      '音箱静静发着柔光，光环随着音乐一明一暗',
    ],
  },
  {
    id: 'portable-speaker',
    is: /\b(?:bluetooth|wireless|portable|waterproof|party|outdoor) speakers?\b|\bboombox(?:es)?\b|音箱|音响/i,
    en: [
      'close on {name}, water droplets scattered across its top',
      'a thumb presses play and the bass thumps, the grille pulsing',
      'slow motion: the droplets leap off the surface with each beat',
      'the droplets rain back down, the grille still pulsing with the beat',
    ],
    zh: [
      '开场：{name}表面洒满细小的水珠',
      '拇指一按，低音轰然响起，网罩随之震动',
      '慢镜头：水珠随着鼓点从表面跳起',
      '水珠纷纷落回，网罩还在跟着节拍起伏',
    ],
  },

  // Screens and devices. A laptop or tablet "with a keyboard" is the laptop or tablet.
  {
    id: 'game-controller',
    is: /\b(?:(?:video[- ])?game|gaming|wireless|console) controllers?\b|\b(?:game ?pads?|joypads?)\b|游戏手柄|无线手柄|(?<!刀|锅|门)手柄/i,
    en: [
      'close on {name}, gripped in two hands, thumbs hovering over the sticks',
      'the thumbs snap into motion, a stick rolling, buttons pressed in quick bursts',
      'a trigger squeezes all the way down and the whole controller shudders in the hands',
      'the thumbs come to rest, the light strip glowing softly along the controller',
    ],
    zh: [
      '开场：双手握着{name}，拇指悬在摇杆上',
      '拇指飞快动起来，摇杆转动，按键连按',
      '扳机一扣到底，手柄在掌心里猛地一震',
      '拇指停下，手柄上的灯带静静亮着',
    ],
  },
  {
    id: 'backpack',
    is: /\b(?:backpacks?|rucksacks?|daypacks?|school ?bags?|hiking packs?)\b|双肩包|登山包|书包|背包(?!客)/i,
    en: [
      'close on {name}, packed full and resting on the ground, straps hanging loose',
      'a hand grabs the top loop and swings it up onto a shoulder',
      'the chest buckle snaps shut and the straps pull tight',
      'close on the pack riding on a back, swaying gently with each step',
    ],
    zh: [
      '开场：{name}装得鼓鼓的，放在地上，肩带垂着',
      '一只手抓起提手，把包甩上肩头',
      '胸扣咔哒扣紧，肩带一拉，稳稳贴合',
      '近景：背包贴在背上，随着步子轻轻晃动',
    ],
  },
  {
    id: 'handbag',
    is: /\b(?:handbags?|purses?|totes?|tote bags?|clutch bags?|shoulder bags?|crossbody(?: bags?)?|leather bags?|designer bags?|satchels?|bucket bags?)\b|手提包|手袋|包包|女包|斜挎包|托特包|手拿包|皮包|单肩包|挎包/i,
    en: [
      'close on {name}, resting on a table, light sliding along the leather',
      'fingers pinch the clasp and it opens with a soft click',
      'a hand lifts the bag by its handle, the bag swinging gently, the hardware glinting',
      'the bag sways to a stop in the crook of an arm, the clasp catching the light',
    ],
    zh: [
      '开场：{name}放在桌面上，光沿着皮面缓缓滑过',
      '指尖捏住搭扣，咔哒一声轻轻打开',
      '一只手提起包，包身轻轻摇晃，五金件闪着光',
      '包挂在臂弯里慢慢停稳，搭扣上闪着一点光',
    ],
  },
  {
    id: 'laptop',
    is: /\b(?:laptops?|notebook (?:computers?|pcs?)|ultrabooks?)\b(?! ?(?:bags?|sleeves?|cases?|stands?|backpacks?|desks?)\b)|笔记本电脑|轻薄本|游戏本|手提电脑/i,
    en: [
      'close on {name}, closed, a thin seam of light along its edge',
      'fingertips lift the lid and the screen’s glow spills across the keys',
      'fingers tap across the keys, each one glowing softly from below',
      'the lid eases shut, the laptop a slim wedge with light running along its edge',
    ],
    zh: [
      '开场：{name}合着，边缘透出一道细细的光',
      '指尖掀开屏幕，屏幕的光洒在键盘上',
      '手指在键盘上敲击，键帽透出柔和的背光',
      '屏幕缓缓合上，机身薄如一片，边缘划过一道光',
    ],
  },
  {
    id: 'tablet',
    is: /\b(?:tablet (?:computers?|pcs?)|drawing tablets?|graphics tablets?)\b|(?<!\b(?:stone|clay|pill|vitamin|medicine|effervescent|dishwasher|sleeping|water|chlorine|headache|wax) )\btablets?\b(?! ?(?:stands?|cases?|holders?|covers?)\b)|平板电脑|平板(?!车|拖车|支架|电视)/i,
    en: [
      'close on {name}, lying flat, a stylus resting beside it',
      'the stylus touches down and a line of ink flows across the screen',
      'quick strokes bloom into a bright watercolour sketch under the tip',
      'the tablet tilts up toward the lens, the finished sketch glowing on the screen',
    ],
    zh: [
      '开场：{name}平放着，一支触控笔搁在旁边',
      '笔尖落下，一道笔触在屏幕上流畅划开',
      '几笔挥过，一幅鲜亮的水彩速写在笔下绽开',
      '平板缓缓立起，完成的画作在屏幕上透亮',
    ],
  },
  {
    id: 'keyboard',
    is: /(?<!\b(?:piano|synth|synthesi[sz]er|electric|electronic|musical|midi) )\bkeyboards?\b(?! ?(?:players?|stands?)\b)|机械键盘|(?<!电子)键盘(?!手)/i,
    en: [
      'close on {name}, the backlight rippling across the keys in a slow wave',
      'fingers land on the keys and start to type, each key sinking with a crisp clack',
      'slow motion: one keycap pressed all the way down, the switch beneath springing back',
      'the hands lift away, a last ripple of light running across the rows of keys',
    ],
    zh: [
      '开场：{name}的背光在键帽上缓缓起伏，像一道波浪',
      '手指落下开始打字，每个按键都清脆地一沉',
      '慢镜头：一颗键帽按到底，下面的轴体随即回弹',
      '双手抬起，最后一道光在一排排键帽上流过',
    ],
  },
  {
    id: 'smartphone',
    is: /(?:\b(?:smart ?phones?|cell ?phones?|mobile phones?)\b|(?<!\b(?:pay|rotary|landline|toy|desk|office) )\bphones?\b)(?! ?(?:booths?|box(?:es)?|calls?|cases?|covers?|numbers?|lines?|stands?|mounts?|chargers?|cables?|holders?|shops?|stores?|towers?)\b)|手机(?!壳|套|支架|膜|店|号)/i,
    en: [
      'close on {name}, lying face-down, the camera lenses catching a sliver of light',
      'a hand turns it over and the screen wakes in a bloom of colour',
      'a thumb swipes across the glass, colours sliding by under a streak of light',
      'the phone turns edge-on to the lens, its slim frame a bright line of light',
    ],
    zh: [
      '开场：{name}背面朝上，镜头模组映着一线光',
      '一只手把它翻过来，屏幕亮起，色彩铺满',
      '拇指在玻璃上一划，色彩随之流动，光从表面掠过',
      '手机转成侧面对着镜头，纤薄的机身化作一道亮线',
    ],
  },
  {
    id: 'camera',
    is: /(?<!\b(?:security|surveillance|cctv|traffic|speed|web|hidden|spy|body|dash|doorbell|phone) )\b(?:cameras?|camcorders?|dslrs?)\b(?! ?(?:crews?|operators?|phones?|man|men|bags?|straps?|angles?|rolls?|shy|work|moves?)\b)|相机(?!包|带)|单反|微单|胶片机|摄像机/i,
    en: [
      'close on {name} as the lens twists onto the body with a firm click',
      'a fingertip settles on the shutter button and presses down',
      'deep in the lens, the aperture blades snap shut and open again',
      'the camera turns to face the lens, rings of light glowing in its glass',
    ],
    zh: [
      '开场：镜头旋上{name}的机身，咔哒一声卡紧',
      '指尖落在快门键上，稳稳按下',
      '镜头深处，光圈叶片倏地收拢，又张开',
      '相机转过来正对镜头，镜片里映着一圈圈光',
    ],
  },

  // Jewellery: a ring goes on a finger; a necklace, earring or bracelet is lifted and worn.
  {
    id: 'ring',
    is: /(?<!\b(?:boxing|key|onion|smoke|tree|fairy|napkin|nose|belly|lip|tongue|bull|piston|teething|door|curtain|binder|split|wrestling|circus|phone) |-)\brings?\b(?! ?(?:lights?|roads?|tones?|fingers?|leaders?|masters?|side|bearers?|binders?|fences?|of|toss|doorbells?|cameras?)\b)|戒指|钻戒|婚戒|对戒|指环/i,
    en: [
      'close on a small velvet box as a thumb eases open its lid, {name} inside',
      'the ring rises from the cushion, its stone throwing sparks of light',
      'the ring slides slowly onto a finger and settles at its base',
      'the hand turns slightly, the stone catching the light in a burst of sparkle',
    ],
    zh: [
      '开场：拇指轻轻推开丝绒小盒，{name}静静躺在里面',
      '戒指从软垫上取起，戒面折射出点点光芒',
      '戒指缓缓套上手指，停在指根',
      '手轻轻一转，戒面迎着光，闪出一簇火彩',
    ],
  },
  {
    id: 'jewellery',
    is: /\b(?:jewell?e?ry|jewels?|necklaces?|earrings?|bracelets?|bangles?|anklets?|chokers?|lockets?|brooches?)\b|\bpendants?\b(?! ?(?:lights?|lamps?)\b)|项链|吊坠|耳环|耳坠|耳钉|手链|手镯|脚链|珠宝|首饰|胸针/i,
    en: [
      'close on {name}, coiled in an open velvet box, the metal glowing softly',
      'fingers lift it from the box, light rippling along every facet and link',
      'lowered onto skin, the piece sways gently, then settles still',
      'close on the piece at rest on skin, one bright glint sliding across it',
    ],
    zh: [
      '开场：{name}盘在打开的丝绒盒里，泛着柔光',
      '手指把它轻轻提起，光在每一处切面和链节上流动',
      '轻轻落在肌肤上，微微一晃，随即静止',
      '近景：饰品贴着肌肤，一点亮光从上面缓缓滑过',
    ],
  },

  // In the kitchen and the bathroom.
  {
    id: 'coffee-machine',
    is: /\b(?:espresso|coffee|cappuccino|latte|capsule|pod) (?:machines?|makers?)\b|咖啡机/i,
    en: [
      'close on {name} as the portafilter locks in with a firm twist',
      'two dark threads of espresso stream down into a small glass cup',
      'the crema blooms golden, swirling and rising as the cup fills',
      'the last drip falls into a cup topped with thick, tiger-striped crema',
    ],
    zh: [
      '开场：手柄咔哒一声扣进{name}，稳稳拧紧',
      '两股深褐色的咖啡液缓缓流进小玻璃杯',
      '金棕色的油脂慢慢翻涌上来，杯子渐渐满了',
      '最后一滴落下，杯面盖着厚厚一层虎斑油脂',
    ],
  },
  {
    id: 'kettle',
    is: /\bkettles?\b(?! ?(?:drums?|corn|chips?)\b)|电水壶|烧水壶|电热水壶|热水壶|养生壶|电茶壶/i,
    en: [
      'close on {name} as the lid clicks shut and the switch glows on',
      'a first wisp of steam curls from the spout',
      'the water rolls to a boil, steam billowing up as the switch clicks off',
      'the kettle tips, a clear, steaming arc filling a cup, steam curling past',
    ],
    zh: [
      '开场：{name}的盖子咔哒合上，开关灯亮起',
      '壶嘴飘出第一缕细细的蒸汽',
      '水翻滚沸腾，蒸汽涌起，开关啪地跳开',
      '壶身一倾，冒着热气的水流注满杯子',
    ],
  },
  {
    id: 'blender',
    is: /\b(?:blenders?|smoothie makers?|juicers?)\b|破壁机|料理机|榨汁机|搅拌机|果汁机/i,
    en: [
      'close on {name}, the jar packed with berries, banana and ice',
      'the blades spin up and the fruit is pulled down into a whirling vortex',
      'the mix churns into a bright, silky swirl, flecks of fruit flying up the jar',
      'the jar tips, a thick pink smoothie pouring in a glossy ribbon into a glass',
    ],
    zh: [
      '开场：{name}的杯里塞满莓果、香蕉和冰块',
      '刀片飞速转起，果块一下被卷了下去',
      '杯里翻涌成鲜亮细滑的漩涡，碎果粒沿杯壁飞溅',
      '杯身一倾，浓稠的粉色果昔顺滑地流进玻璃杯',
    ],
  },
  {
    id: 'electric-toothbrush',
    is: /\b(?:electric|sonic|power|smart|rechargeable) tooth ?brush(?:es)?\b|电动牙刷|声波牙刷/i,
    en: [
      'close on {name} as a neat ribbon of toothpaste is laid on the bristles',
      'a thumb presses the button and the brush head buzzes into a blur',
      'the head dips into a glass of water, the surface shivering into fine ripples',
      'the brush back on its charging base, droplets beading on the handle, a small light glowing',
    ],
    zh: [
      '开场：一道牙膏整齐地挤在{name}的刷毛上',
      '拇指一按，刷头高速震动，化作一团虚影',
      '刷头探进一杯清水，水面震出细密的波纹',
      '牙刷立回底座，手柄挂着水珠，指示灯微亮',
    ],
  },
  {
    id: 'razor',
    is: /\b(?:razors?|shavers?)\b(?![- ](?:sharp|wire|clams?|scooters?|edge|thin)\b)|剃须刀|刮胡刀/i,
    en: [
      'close on {name}, water beading on the blades, lather thick on a jaw',
      'the razor glides down in one long stroke, clearing a smooth path through the foam',
      'the head pivots over the curve of the jaw, following it closely',
      'the razor rinsed under the tap, foam swirling away, the blades gleaming',
    ],
    zh: [
      '开场：{name}的刀片挂着水珠，下颌抹满泡沫',
      '剃刀顺势一刮，泡沫里划出一道光洁的痕迹',
      '刀头贴着下颌的弧线灵活转动',
      '剃刀在水龙头下冲洗，泡沫旋着流走，刀片锃亮',
    ],
  },
  {
    id: 'hair-dryer',
    is: /\b(?:hair ?dryers?|hair ?driers?|blow[- ]?dryers?)\b|吹风机|电吹风/i,
    en: [
      'close on {name} as a thumb slides the switch and the motor hums up',
      'a stream of warm air meets wet hair, the strands lifting and rippling',
      'fine droplets scatter off the hair into the light, the strands parting and flowing',
      'the hair falls dry and glossy, swinging softly as the dryer lowers',
    ],
    zh: [
      '开场：拇指推开{name}的开关，电机嗡地转起',
      '暖风吹向湿发，发丝被轻轻掀起，层层起伏',
      '细小的水珠从发间飞散，在光里闪烁',
      '头发干爽顺滑地落下，轻轻摆动，吹风机缓缓放低',
    ],
  },

  // On wheels: the scooter and e-bike before any car, "电动滑板车" before "电动车".
  {
    id: 'e-scooter',
    is: /\b(?:e-|electric |kick |motori[sz]ed )scooters?\b|\bescooters?\b|电动滑板车|滑板车/i,
    en: [
      'close on {name} as a foot steps onto the deck and the headlight flicks on',
      'a thumb nudges the throttle and the scooter glides off, wheels humming',
      'the small wheels roll over a seam in the pavement, the suspension soaking up the bump',
      'the scooter coasts to a stop, a foot stepping off onto the pavement beside it',
    ],
    zh: [
      '开场：一只脚踩上{name}的踏板，车灯随之亮起',
      '拇指轻推油门，滑板车悄无声息地滑了出去',
      '小轮子碾过路面接缝，减震轻轻一沉，稳稳吸收',
      '滑板车缓缓停下，一只脚落在一旁的路面上',
    ],
  },
  {
    id: 'e-bike',
    is: /\b(?:e-|electric |pedal[- ]assist )(?:bikes?|bicycles?|cycles?|mopeds?)\b|\bebikes?\b|电动自行车|电助力车|电单车|电瓶车|电动车/i,
    en: [
      'close on {name} as the headlight blinks on and the handlebar display glows',
      'a foot presses the pedal and the bike surges forward, silent and smooth',
      'the rear wheel spins through a puddle, spray fanning out behind it',
      'the bike leans through a turn, the spokes a blur, the tail light streaking red',
    ],
    zh: [
      '开场：{name}的车头灯一闪亮起，仪表盘泛着光',
      '车轮悄然转动，车子平稳有力地滑了出去',
      '后轮碾过一片积水，水花在身后扇形散开',
      '车子压弯驶过，辐条转成一片虚影，尾灯拖出红色光迹',
    ],
  },
  {
    id: 'car',
    is: /(?<!\b(?:cable|tram|train|railway|rail|dining|sleeping|toy|model|slot|bumper|box|freight|subway|buffet|funicular|go) )\b(?:(?:sports|electric|luxury|family) cars?|cars?|sedans?|suvs?|coupes?|hatchbacks?|roadsters?|supercars?|hypercars?|pickup trucks?|estate cars?|station wagons?|electric vehicles?|evs?|minivans?)\b(?![- ]?(?:parks?|wash(?:es)?|seats?|keys?|crash(?:es)?|chases?|alarms?|rides?|doors?|windows?|boots?|radios?|shows?|dealers?|dealerships?|lots?|ports?|pools?|wrecks?|accidents?|horns?|mechanics?|chargers?|fresheners?|mats?|covers?|tyres?|tires?|batter(?:y|ies)|charging)\b)|汽车(?!站|票|人|模型)|轿车|跑车|越野车|新车|新能源车|豪车/i,
    en: [
      'open on {name} in darkness as the headlights flare into two crisp lines of light',
      'the car rolls slowly forward out of the dark, light sliding along its bodywork',
      'close on a front wheel turning, the tyre pressing into wet tarmac, the rim flashing',
      'the car comes to rest in a pool of light, its reflection glinting on the wet ground',
    ],
    zh: [
      '开场：一片漆黑中，{name}的大灯骤然亮起，两道光锐利分明',
      '车子从暗处缓缓驶出，光沿着车身线条流过',
      '近景：前轮缓缓转动，轮胎压过湿润的路面，轮毂闪着光',
      '车子停在一片光里，车身锃亮，倒影映在湿漉漉的地面上',
    ],
  },

  // Carried outdoors.
  {
    id: 'water-bottle',
    is: /\b(?:water bottles?|sports bottles?|insulated (?:bottles?|tumblers?|flasks?)|vacuum flasks?|thermos(?:es)?|travel (?:mugs?|tumblers?)|reusable bottles?)\b|保温杯|保温瓶|保温壶|运动水壶|随行杯|水杯|水瓶(?!座)/i,
    en: [
      'close on {name} as ice cubes tumble in with a bright clatter',
      'the lid twists shut and the bottle is shaken hard, ice rattling inside',
      'the lid flips open and a cold stream pours out, ice clinking at the mouth',
      'the bottle stands in hot sunlight, a wisp of cold mist curling from its open mouth',
    ],
    zh: [
      '开场：冰块哗啦啦落进{name}',
      '盖子一拧到底，瓶子使劲一摇，冰块咣当作响',
      '盖子弹开，一股冰水倒了出来，冰块在瓶口叮当碰撞',
      '瓶子立在炽热的阳光里，瓶口飘出一缕凉气',
    ],
  },
  {
    id: 'umbrella',
    is: /(?<!\b(?:cocktail|beach|patio|market|garden) )\bumbrellas?\b(?! ?(?:stands?|terms?|policy|policies|company|companies|organi[sz]ations?|insurance|brands?)\b)|雨伞|折叠伞|晴雨伞|(?<!降落|遮阳|太阳)伞(?!兵)/i,
    en: [
      'close on {name}, furled, rain drumming on the ground around it',
      'a thumb presses the catch and the canopy snaps open with a whoosh',
      'raindrops hammer the taut canopy and burst into tiny splashes',
      'water streams off the rim in a ring of glittering drops, the space beneath dry and calm',
    ],
    zh: [
      '开场：{name}收拢着，四周雨点噼啪打在地上',
      '拇指一按，伞面嘭地撑开',
      '雨点砸在绷紧的伞面上，溅成细碎的水花',
      '雨水顺着伞沿流成一圈晶亮的水帘，伞下一片安稳',
    ],
  },
  {
    id: 'sunglasses',
    is: /\b(?:sun ?glasses|sunnies|aviator shades|polari[sz]ed (?:glasses|lenses|shades))\b|墨镜|太阳镜|太阳眼镜/i,
    en: [
      'close on {name}, folded in bright sun, a hard glint on each lens',
      'a hand flicks the arms open, the frame flashing in the sun',
      'lifted toward the lens, the sky and sun slide across the tinted glass',
      'the sun flares into a small bright star along the rim of one lens',
    ],
    zh: [
      '开场：{name}折叠着放在阳光里，镜片上各有一点亮光',
      '一只手轻轻甩开镜腿，镜框在阳光下一闪',
      '眼镜举向镜头，天空和太阳从深色镜片上滑过',
      '阳光在一侧镜片边缘绽成一颗亮星',
    ],
  },
];

/** The staging for a product named by this noun phrase: the first entry whose pattern matches. */
export function productStaging(subjectPhrase: string): ProductStaging | undefined {
  return PRODUCT_STAGINGS.find((staging) => staging.is.test(subjectPhrase));
}
