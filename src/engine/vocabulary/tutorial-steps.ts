/**
 * Common how-to tasks with their real steps, so a tutorial's beats show how it is done and not
 * "the first step" and "the last step". Each table reads, one "English | 中文" line each: what
 * is laid out at the start, the steps in order (3–5, each one beat), and the finished result.
 * The steps are told as they are seen (the hands, the rope, the paper), not as orders to the
 * viewer: a video model stages what a prompt describes. A step marked "~" is one a short clip
 * may leave out. The first task whose pattern matches the idea wins.
 */
import { tableSteps, type Step } from './explainer-topics.ts';

export interface TutorialTask {
  id: string;
  /** Matched against the task the idea names ("tie a bowline knot", "叠纸鹤"). */
  does: RegExp;
  /** What is laid out at the start: a noun phrase ("a length of rope", "一段绳子"). */
  tools: Step;
  steps: readonly Step[];
  /** The finished result, as a beat ("the finished bowline is pulled tight: …"). */
  done: Step;
}

function task(id: string, does: RegExp, table: string): TutorialTask {
  const lines = tableSteps(table);
  const none: Step = { en: '', zh: '', optional: false };
  const tools = lines[0] ?? none;
  const done = lines.at(-1) ?? none;
  return { id, does, tools, steps: lines.slice(1, -1), done };
}

export const TUTORIAL_TASKS: readonly TutorialTask[] = [
  // ── Knots and folds ───────────────────────────────────────────────────────────────────
  task(
    'bowline',
    /\bbowline\b|称人结|布林结|单套结/i,
    `
      a length of rope | 一段绳子
      the hands twist a small loop into the standing part of the rope, the end side crossing on top | 双手在主绳上拧出一个小圈，靠近绳头的一段压在上面
      the working end comes up through the small loop from underneath | 绳头从下往上穿过小圈
      the end passes around behind the standing part and goes back down through the small loop | 绳头绕到主绳后面，再从上往下穿回小圈
      the finished bowline is pulled tight: a fixed loop at the end of the rope that keeps its size under load | 拉紧主绳，称人结打好了：绳端一个固定的绳圈，受力时大小保持不变
    `,
  ),
  task(
    'reef-knot',
    /\b(?:reef|square) knots?\b|平结/i,
    `
      two rope ends | 两段绳头
      the left end crosses over the right end and tucks under it | 左边的绳头压过右边的绳头，从下面绕过来
      the ends come up, the right end crosses over the left, tucks under and comes up through the middle | 两个绳头向上翻起，这次右边压过左边，从下面绕过，再从中间穿出
      ~ both ends are pulled at once, and the knot snugs down flat | 同时拉两端，绳结收紧压平
      the knot lies flat and even, its two loops locked together | 平结打好了，平整对称，两个绳圈互相扣紧
    `,
  ),
  task(
    'necktie',
    /\b(?:neck)?ties? (?:a |your |my )?(?:neck)?tie\b|\b(?:windsor|four[- ]in[- ]hand)\b|系领带|打领带|领带/i,
    `
      a necktie draped around a shirt collar | 搭在衬衫领口上的一条领带
      ~ the tie hangs around the collar, the wide end on the right and well below the narrow end | 领带挂在领口，宽端在右侧，垂得比窄端低很多
      the wide end crosses over the narrow end and wraps once around behind it | 宽端从窄端前面交叉过去，再绕到后面
      the wide end crosses the front again and comes up through the neck loop from underneath | 宽端再从前面横过，向上穿过领口处的圈
      the wide end tucks down through the knot at the front | 宽端从前面的结里向下穿过
      the knot slides up snug to the collar: a neat four-in-hand, centred | 把结向上推紧，一个端正的四手结正好位于领口中间
    `,
  ),
  task(
    'shoelaces',
    /\b(?:tie|lace) (?:your |my |a |the )?(?:shoe ?laces?|shoes?|laces|sneakers?|trainers?)\b|鞋带/i,
    `
      a shoe with its laces undone | 一只鞋带松开的鞋
      ~ the laces cross, one tucks under, and the knot is pulled snug | 两根鞋带交叉，一根从下面穿过，打一个单结拉紧
      one lace folds into a loop, and the other lace wraps around it | 一根鞋带折出一个圈，另一根绕着这个圈缠一圈
      the wrapped lace pushes through the gap to make a second loop | 把缠过来的鞋带从空隙里塞过去，拉出第二个圈
      both loops pull out into a neat, even bow | 向两侧拉紧两个圈，一个整齐对称的蝴蝶结打好了
    `,
  ),
  task(
    'paper-crane',
    /\b(?:paper |origami )?cranes?\b|纸鹤/i,
    `
      a square sheet of paper | 一张正方形的纸
      two hands crease the square in half both ways and collapse it into a small square base | 双手把正方形纸对折、再对角折，收拢成一个小正方形
      the side edges fold to the centre line, and the bottom flap lifts up into a long diamond, front and back | 两侧边折向中线，再把下方的纸掀起压平成长菱形，背面重复一次
      ~ the lower edges fold to the centre on both sides, slimming the two legs | 两面的下边缘再向中线折，把下半部分折细
      the two thin points fold up inside to make the neck and the tail | 两个细长的尖角向内反折上去，做成脖子和尾巴
      a small head folds down and the wings spread gently: a finished paper crane | 一端折下一个小尖做头，轻轻拉开翅膀，一只纸鹤折好了
    `,
  ),
  task(
    'paper-airplane',
    /\bpaper (?:air|aero)?planes?\b|\bpaper jets?\b|纸飞机/i,
    `
      a sheet of white paper | 一张长方形的白纸
      ~ the paper folds in half lengthwise and opens again | 纸沿长边对折，再打开
      the two top corners fold in to meet the centre crease | 上面两个角向中线折
      the new slanted edges fold to the centre again, making a sharp nose | 新的斜边再向中线折一次，折出尖尖的机头
      the plane folds in half, and each side folds down into a wing | 沿中线对折，再把两侧向下折出机翼
      the wings open out level, and the paper airplane is ready to throw | 两翼展平，纸飞机折好了
    `,
  ),
  task(
    'paper-boat',
    /\bpaper boats?\b|纸船/i,
    `
      a rectangular sheet of paper | 一张长方形的纸
      ~ the paper folds in half top to bottom, and a centre crease is marked | 纸从上往下对折，再折出一道中线
      the top corners fold down to the centre crease, making a triangle | 上面两个角向下折到中线，折成三角形
      the strips along the bottom fold up on both sides, making a paper hat | 下面的纸条两面都向上折起，变成一顶纸帽
      the hat opens into a square and folds into a smaller triangle, front and back | 纸帽撑开压成正方形，两面再向上折成小三角形
      the sides pull apart and a little paper boat pops open | 向两边拉开，一只小纸船撑了起来
    `,
  ),
  task(
    'fortune-teller',
    /\bfortune[- ]tellers?\b|\bcootie catchers?\b|东南西北/i,
    `
      a square sheet of paper | 一张正方形的纸
      the square creases corner to corner both ways and opens flat | 正方形纸沿两条对角线各折一次，再展开
      all four corners fold in to meet at the centre | 四个角都向中心折
      ~ the paper turns over and the new corners fold to the centre again | 翻面，把新的四个角再向中心折
      it folds in half, and the fingers slide under the four flaps | 对折，手指伸进四个小口袋里
      the finished fortune teller opens and closes on the fingertips like a beak | 折好的东南西北在指尖一开一合，像鸟嘴一样
    `,
  ),
  task(
    'fold-tshirt',
    /\bfold (?:a |the |your )?(?:t-?shirts?|tees?|shirts?|clothes)\b|叠(?:衣服|短袖|衬衫)|叠\s*t恤/i,
    `
      a T-shirt laid flat | 一件平铺的短袖
      ~ the shirt lies face down, smoothed flat | 衣服背面朝上平铺，抚平褶皱
      one side folds in toward the middle, sleeve and all | 一侧连同袖子向中间折
      the other side folds in to match | 另一侧同样折进来
      the hem folds up to the collar, then in half again | 下摆向上对折到领口，再对折一次
      the shirt turns over: a neat, flat rectangle | 把衣服翻过来，叠得方方正正
    `,
  ),
  task(
    'fitted-sheet',
    /\bfold (?:a |the |your )?fitted sheets?\b|叠(?:松紧)?床笠/i,
    `
      a fitted sheet held up by two corners, inside out | 双手撑开床笠的两个角，里面朝外
      the hands tuck one corner into the other, so the two corners nest together | 把一个角塞进另一个角里，两个角套在一起
      the same on the other side: two corner pockets, one in each hand | 另一边也这样套好，两只手各撑一个叠好的角
      ~ the nested corners fold over to meet, the curved edges tucked inside | 两边叠好的角再对折到一起，弯曲的松紧边塞在里面
      the sheet lies flat on the bed and folds into a neat rectangle | 床笠平铺在床上，叠成方方正正的一块
    `,
  ),
  task(
    'lucky-star',
    /\b(?:paper|lucky|origami) stars?\b|幸运星|折星星/i,
    `
      a long, thin strip of paper | 一根细长的纸条
      a loose knot near one end of the strip is pressed flat into a small pentagon | 纸条一端打个松松的结，轻轻压平成一个小五边形
      ~ the short tail is tucked into the pentagon | 把短的那头塞进五边形里
      the long strip wraps around the pentagon, edge to edge, again and again | 长纸条沿着五边形的边，一圈又一圈地缠绕
      ~ the last bit of the strip tucks under a fold | 把剩下的一小段塞进缝里
      a fingernail presses each of the five edges in, and a small star puffs up | 用指甲把五条边依次向里压，一颗小星星鼓了起来
    `,
  ),
  task(
    'wrap-gift',
    /\bwrap (?:a |the |your )?(?:gifts?|presents?|boxe?s?)\b|\bgift[- ]wrap\w*|包礼物|包装礼物|礼物[^。？！]{0,4}包/i,
    `
      a box, a roll of wrapping paper, tape, scissors and a ribbon | 一个盒子、一卷包装纸、胶带、剪刀和一根丝带
      ~ a sheet of paper is cut to wrap the box with a little overlap | 裁一块刚好能裹住盒子、边缘略有重叠的包装纸
      the paper wraps around the box, and the seam is taped down the middle | 用纸把盒子包起来，接缝处用胶带粘在中间
      at each end the sides fold in, then the top flap folds down and the bottom flap up | 两端先把左右两边向内折，再把上下两片折起压平
      a ribbon ties around the box and finishes in a bow | 系上丝带，打一个蝴蝶结
      the wrapped gift sits finished, its bow on top | 礼物包好了，整整齐齐，蝴蝶结系在上面
    `,
  ),
  // ── Hair ──────────────────────────────────────────────────────────────────────────────
  task(
    'braid',
    /(?<!french |dutch |fishtail )\b(?:braid|braids|braiding|plait|plaits|plaiting)\b|编辫子|编头发|扎辫子|麻花辫|三股辫/i,
    `
      long brushed hair and a hair tie | 梳顺的长发和一根皮筋
      the hair is brushed smooth and split into three equal strands | 头发梳顺，均匀分成三股
      the right strand crosses over the middle one, then the left over the new middle | 右边一股压过中间一股，左边一股再压过新的中间一股
      ~ right, then left, again and again, pulled snug all the way down | 左右交替，一路编到发尾，每次都拉紧
      a hair tie wraps the end: a neat three-strand braid | 发尾用皮筋扎好，一条整齐的三股辫
    `,
  ),
  task(
    'ponytail',
    /\bponytails?\b|扎马尾|绑马尾|马尾辫/i,
    `
      brushed hair, a brush and a hair tie | 梳顺的头发、一把梳子和一根皮筋
      the brush sweeps all the hair back toward the crown | 梳子把头发全部往后梳向头顶
      one hand gathers it into a bunch at the chosen height | 一只手在想要的高度把头发握成一把
      ~ the brush smooths out any bumps | 用梳子把鼓包梳平
      the hair tie loops around the bunch, twisting and wrapping until it is snug | 皮筋套住发束，翻转缠绕几圈，直到扎紧
      the hair tie holds it fast: a smooth, neat ponytail | 皮筋扎牢，一束顺滑整齐的马尾
    `,
  ),
  // ── Kitchen ───────────────────────────────────────────────────────────────────────────
  task(
    'dumplings',
    /\bdumplings?\b|\bjiaozi\b|饺子/i,
    `
      round dumpling wrappers, a bowl of filling and a small dish of water | 圆形饺子皮、一碗馅料和一小碟清水
      a wrapper lies in the palm, and a spoonful of filling goes in the centre | 饺子皮放在手心，中间舀上一小勺馅
      ~ a wet fingertip runs around the edge of the wrapper | 指尖蘸水，把饺子皮边缘抹湿
      ~ the wrapper folds in half and is pinched shut in the middle | 对折，先捏紧中间
      one side is pleated toward the middle, each fold pressed onto the flat side | 一侧向中间捏出褶子，每一褶都压在另一侧平整的皮上
      the finished dumplings sit in a plump, pleated row on a floured board | 包好的饺子鼓鼓的，带着褶子，在撒了面粉的案板上排成一排
    `,
  ),
  task(
    'crack-egg',
    /\bcrack (?:an |the |a )?eggs?\b|单手[^。？！]{0,3}蛋|磕(?:鸡)?蛋|打鸡蛋/i,
    `
      an egg and a glass bowl | 一枚鸡蛋和一只玻璃碗
      ~ one hand holds the egg, the thumb on top and the fingers curled along the side | 单手握蛋，拇指在上，其余手指扶住侧面
      the egg taps once, firmly, on the flat counter, cracking its middle | 在平整的台面上用力磕一下，让中间裂开
      over the bowl, the thumb presses into the crack and the fingers pull the halves apart | 移到碗上方，拇指抵进裂缝，手指把两半蛋壳掰开
      ~ the egg slides out into the bowl | 蛋液滑进碗里
      the yolk sits whole and round in the bowl, the empty shell still in one hand | 碗里一颗完整的圆蛋黄，空蛋壳还在手里
    `,
  ),
  task(
    'latte-art',
    /\blatte art\b|\b(?:pour|make) a (?:latte )?heart\b|拉花/i,
    `
      a cup of fresh espresso and a jug of steamed milk | 一杯刚萃取的浓缩咖啡和一杯打好的奶泡
      ~ the milk is steamed to a smooth, glossy foam and swirled in the jug | 牛奶打成细腻有光泽的奶泡，在奶缸里轻轻摇匀
      the cup tilts, and milk pours from a little height into the centre to mix with the espresso | 倾斜咖啡杯，从稍高处向中心注入，让牛奶和咖啡融合
      when the cup is half full, the spout drops close to the surface and white foam blooms on top | 杯子半满时，壶嘴贴近液面，白色奶泡浮上表面
      the jug rocks gently as the foam spreads, then lifts and draws a line through it | 轻轻晃动让奶泡铺开，最后提高壶嘴向前一拉
      a white heart sits on the coffee's brown surface | 咖啡表面浮出一颗白色的爱心
    `,
  ),
  task(
    'pour-over',
    /\bpour[- ]?overs?\b|\bhand[- ]?drip\b|\bv60\b|\bchemex\b|手冲/i,
    `
      a dripper with a paper filter over a cup, coffee beans and a gooseneck kettle | 架在杯上的滤杯和滤纸、咖啡豆和一把细口手冲壶
      ~ hot water rinses the paper filter | 用热水润湿滤纸
      the beans are ground medium-fine and levelled in the filter | 咖啡豆磨成中细粉，倒进滤纸铺平
      a little hot water wets the grounds, which puff up and bubble for half a minute | 先注入少量热水，咖啡粉闷蒸半分钟，鼓起冒泡
      the rest of the water pours in slow circles from the centre outward | 再从中心向外慢慢画圈，注入剩下的水
      the last drops fall and the dripper lifts away: a clear cup of coffee | 咖啡滴完，移开滤杯，一杯清澈的手冲咖啡
    `,
  ),
  task(
    'tea',
    /\b(?:make|brew|steep) (?:a (?:cup|pot) of )?(?:green |black |oolong )?tea\b|泡茶|沏茶|冲茶/i,
    `
      a teapot, loose tea leaves and a kettle | 一把茶壶、一些散茶和一个水壶
      ~ hot water warms the teapot and is poured away | 先用热水温壶，再倒掉
      a spoonful of tea leaves goes into the pot | 放入一勺茶叶
      hot water pours over the leaves, just off the boil for black tea, a little cooler for green | 注入热水，红茶用刚开的水，绿茶用稍凉的水
      the leaves unfurl as the tea steeps for a few minutes | 静置几分钟，茶叶慢慢舒展
      the tea pours into a cup, clear and amber | 茶汤倒进杯里，色泽清亮
    `,
  ),
  task(
    'pancakes',
    /\bpancakes?\b|松饼|班戟/i,
    `
      a bowl of batter, a frying pan and a spatula | 一碗面糊、一口平底锅和一把锅铲
      ~ a lightly oiled pan heats over a medium flame | 平底锅刷一层薄油，中火加热
      a ladle of batter pours into the middle and spreads into a circle | 舀一勺面糊倒在锅中央，摊成圆形
      ~ bubbles pop on the surface and the edges set | 表面冒出小泡，边缘慢慢凝固
      the spatula slides under and flips it, the other side turning golden | 锅铲铲起翻面，另一面也煎到金黄
      the pancakes stack up on a plate, golden | 煎好的松饼在盘子里叠成金黄的一摞
    `,
  ),
  task(
    'rice',
    /\bcook (?:white )?rice\b|\bmake rice\b|煮米饭|蒸米饭|煮饭|焖饭/i,
    `
      a pot, a cup of rice and water | 一口锅、一杯米和清水
      ~ the rice is rinsed in cold water until the water runs almost clear | 用冷水淘米，直到水变得较清
      the rice goes into the pot with about one and a half times as much water | 米倒进锅里，加入约为米量一倍半的水
      it comes to the boil, then the lid goes on and the heat turns down low | 大火煮开，盖上锅盖，转小火
      it simmers for about fifteen minutes, until the water is absorbed | 小火焖煮十五分钟左右，直到水被吸干
      the rice rests off the heat and is fluffed with a fork, soft and white | 关火焖一会儿，再把米饭拌松，一锅松软的白米饭
    `,
  ),
  task(
    'boil-egg',
    /\bboil (?:an |the |some )?eggs?\b|\b(?:soft|hard)[- ]boiled eggs?\b|煮(?:鸡)?蛋|水煮蛋/i,
    `
      a small pot of water, eggs and a slotted spoon | 一小锅水、几个鸡蛋和一把漏勺
      the water in the pot comes to a rolling boil | 锅里的水烧到大滚
      the spoon lowers the eggs gently into the water | 用漏勺把鸡蛋轻轻放进水里
      ~ the eggs simmer, about six minutes for soft yolks and ten for hard | 转小火煮着，溏心约六分钟，全熟约十分钟
      the eggs go into a bowl of cold water to stop the cooking | 捞出鸡蛋放进冷水里，让它停止受热
      a peeled egg is cut in half, its yolk cooked just right | 剥好的鸡蛋切成两半，蛋黄熟得正好
    `,
  ),
  task(
    'knead-dough',
    /\bknead\w*|\bmake (?:a |the |some )?(?:bread )?dough\b|揉面|和面/i,
    `
      a bowl of flour, a jug of water and a floured board | 一碗面粉、一壶清水和撒了面粉的案板
      water pours into the flour and is stirred into a shaggy dough | 清水倒进面粉里，和成絮状的面团
      ~ the dough is tipped out onto the floured board | 把面团倒在撒了面粉的案板上
      the heel of the hand pushes the dough away, folds it back and turns it a quarter | 用掌根把面团向前推开，再折回来，转四分之一圈
      ~ push, fold and turn, again and again for about ten minutes | 推开、折回、转动，反复揉上十分钟左右
      the dough is smooth and springs back when poked | 面团揉得光滑又有弹性
    `,
  ),
  task(
    'cold-brew',
    /\bcold[- ]brew\b|冷萃/i,
    `
      coarsely ground coffee, a big jar and a jug of cold water | 粗研磨的咖啡粉、一个大玻璃罐和一壶冷水
      the coarse grounds tip into the jar | 粗咖啡粉倒进玻璃罐
      cold water pours over them and a spoon stirs until every ground is wet | 倒入冷水，用勺子搅到咖啡粉全部浸湿
      ~ the lid goes on and the jar sits in the fridge overnight, twelve to eighteen hours | 盖上盖子，放进冰箱静置一夜，十二到十八个小时
      the dark coffee strains through a filter into a clean bottle | 深色的咖啡液经过滤网，流进干净的瓶子
      the cold brew pours over ice in a tall glass | 冷萃咖啡倒在冰块上，装满一只高杯
    `,
  ),
  task(
    'french-press',
    /\bfrench press\b|\bcafeti[eè]re\b|法压壶/i,
    `
      a French press, coarsely ground coffee and a kettle | 一个法压壶、粗研磨的咖啡粉和一个水壶
      the coarse grounds go into the glass jug | 把粗研磨的咖啡粉倒进玻璃壶里
      hot water pours over them, and a spoon gives a gentle stir | 注入热水，用勺子轻轻搅一搅
      ~ the lid goes on and the coffee steeps for four minutes | 盖上盖子，浸泡四分钟
      the plunger presses slowly down, pushing the grounds to the bottom | 慢慢压下压杆，把咖啡粉压到壶底
      the coffee pours into a cup, rich and dark | 咖啡倒进杯中，浓郁醇厚
    `,
  ),
  task(
    'sushi',
    /\bsushi\b|\bmaki\b|寿司/i,
    `
      a bamboo mat, a sheet of nori, sushi rice and fillings | 一张竹帘、一片海苔、寿司饭和馅料
      ~ the nori lies shiny side down on the bamboo mat | 海苔光面朝下，铺在竹帘上
      ~ wet fingers spread a thin layer of rice over the nori, a strip left bare at the top | 手指蘸水，把米饭薄薄铺在海苔上，上方留出一条空边
      a line of fillings goes across the rice spread on the nori | 一排馅料横放在铺好米饭的海苔上
      the mat lifts and rolls forward, pressed firm to keep the roll tight | 提起竹帘向前卷，边卷边压紧
      the roll is sliced into neat rounds, cut side up | 卷好的寿司切成整齐的小段，切面朝上
    `,
  ),
  // ── Home and garden ───────────────────────────────────────────────────────────────────
  task(
    'plant-seed',
    /\b(?:plant|sow) (?:a |the |some )?seeds?\b|\bsow\b|种(?:下)?种子|播种/i,
    `
      a small pot, potting soil, a few seeds and a watering can | 一个小花盆、培养土、几粒种子和一个洒水壶
      ~ the pot fills with soil, pressed down lightly | 往花盆里装土，轻轻压实
      a finger pokes a hole about twice as deep as the seed is wide | 手指戳一个小洞，深度约为种子直径的两倍
      the seed drops in and is covered with soil | 把种子放进去，盖上土
      ~ the watering can sprinkles the soil until it is damp | 用洒水壶浇水，直到土壤湿润
      days later, a green sprout pushes up through the soil | 几天后，一株嫩绿的幼芽从土里钻出来
    `,
  ),
  task(
    'bike-tyre',
    /\b(?:bike|bicycle|cycle)\b[^.?!]*\b(?:tyres?|tires?|tubes?|flats?|punctures?)\b|\b(?:tyres?|tires?|tubes?|flats?|punctures?)\b[^.?!]*\b(?:bike|bicycle)\b|补胎|换内胎|自行车[^。？！]{0,6}(?:轮胎|内胎|胎)/i,
    `
      a bicycle wheel, two tyre levers, a new inner tube and a pump | 一只自行车车轮、两根撬胎棒、一条新内胎和打气筒
      two tyre levers hook under the tyre's edge and prise it off the rim | 两根撬胎棒插进外胎边缘，把它撬出车圈
      ~ the old tube comes out, and a finger runs around inside the tyre to find anything sharp | 取出旧内胎，手指沿外胎内侧摸一圈，找出扎胎的尖物
      the new tube, with a little air in it, tucks into the tyre, the valve through the rim | 给新内胎稍微打点气，塞进外胎，气门嘴穿过车圈的孔
      ~ thumbs push the tyre's edge back over the rim | 用拇指把外胎边缘压回车圈
      the pump fills the tyre until it is firm, ready to ride | 用打气筒把轮胎打足气，车轮可以上路了
    `,
  ),
  task(
    'sew-button',
    /\bsew (?:on )?(?:a |the )?buttons?\b|\bbuttons? back on\b|钉扣子|缝扣子|缝纽扣|钉纽扣/i,
    `
      a shirt, a button, a needle and thread | 一件衬衫、一颗扣子、一根针和线
      ~ the needle is threaded, the thread doubled and knotted at the end | 穿针，线对折，在线尾打结
      the needle comes up from the back of the cloth and through one hole of the button | 针从布料背面穿上来，穿过扣子的一个孔
      it goes down through the opposite hole and the cloth, again and again | 再从对角的孔穿下去，穿回布料，重复几次
      the thread winds a few times under the button, then knots off at the back | 在扣子下面用线绕几圈，再到背面打结，剪断线头
      the button holds firm on the shirt | 扣子牢牢钉在衣服上
    `,
  ),
  task(
    'light-bulb',
    /\b(?:change|replace|swap) (?:a |the )?(?:light ?)?bulbs?\b|换灯泡/i,
    `
      a lamp and a new bulb | 一盏台灯和一只新灯泡
      ~ a finger flicks the switch off, and the old bulb is left to cool | 先关掉开关，等旧灯泡凉下来
      the old bulb turns anticlockwise and comes out | 把旧灯泡逆时针拧下来
      the new bulb screws in clockwise until it is snug | 把新灯泡顺时针拧紧
      ~ the switch flicks on | 打开开关
      the new bulb glows warmly | 新灯泡亮起温暖的光
    `,
  ),
  task(
    'wash-hands',
    /\bwash (?:your |my |the )?hands\b|\bhand ?washing\b|洗手/i,
    `
      a sink, running water and a bar of soap | 一个洗手池、流动的清水和一块肥皂
      the hands wet under the tap and lather up with soap | 双手在水龙头下打湿，抹上肥皂搓出泡沫
      palm rubs against palm, then each palm over the back of the other hand | 掌心对掌心搓，再用掌心搓另一只手的手背
      the fingers lace together and scrub between them | 十指交叉，搓洗指缝
      ~ the thumbs and fingertips get a careful scrub too | 拇指和指尖也仔细搓洗一遍
      the hands rinse under running water and dry on a clean towel | 在流水下冲净，用干净的毛巾擦干
    `,
  ),
  task(
    'chopsticks',
    /\bchopsticks?\b|(?:拿|用|握|使用)筷子/i,
    `
      a pair of chopsticks | 一双筷子
      the first chopstick rests in the crook of the thumb, its lower end on the ring finger, and stays still | 第一根筷子架在虎口，下端靠在无名指上，保持不动
      the second chopstick is held like a pencil, between the thumb, index and middle finger | 第二根筷子像握笔一样，夹在拇指、食指和中指之间
      ~ the tips tap on the table to line up evenly | 筷子尖在桌上轻轻一顿，对齐
      only the top chopstick moves, opening and closing to pinch | 只动上面那根，一开一合地夹
      the chopstick tips pick up a dumpling and hold it firmly | 筷子尖夹起一只饺子，稳稳当当
    `,
  ),
];

/** The task a tutorial teaches, when it is one of these. */
export function tutorialTask(text: string): TutorialTask | undefined {
  return TUTORIAL_TASKS.find((entry) => entry.does.test(text));
}
