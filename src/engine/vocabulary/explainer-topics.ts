/**
 * The science and how-things-work questions creators most often make explainers of, each with
 * what a good explainer shows: the picture it opens on, then 4 steps in causal order. The steps
 * are what is drawn and moved on screen (the Sun, the orbit, the scattered light), so a model
 * has the answer to show and not only the question; they ask for no on-screen text. Facts are
 * kept simple and correct; the Chinese is written as a Chinese science creator would write it,
 * not translated word for word. A step marked "~" is the one a 3-beat clip leaves out, so a
 * short clip shows one step a beat instead of crowding two into one. The first topic whose
 * pattern matches wins: the narrower ones (rainbow, lightning) come before the wider ones
 * (rain and clouds).
 */

import { topic, type ExplainerTopic } from './explainer-table.ts';
import { MORE_TOPICS } from './explainer-topics-more.ts';

export { tableSteps, type ExplainerTopic, type Step } from './explainer-table.ts';

export const EXPLAINER_TOPICS: readonly ExplainerTopic[] = [
  topic(
    'sunset',
    /\bsunsets?\b[^.?!]*\b(?:red|orange)\b|\b(?:red|orange)\b[^.?!]*\bsunsets?\b|(?:夕阳|晚霞|日落|朝霞)[^。？！]{0,8}(?:红|橙)|(?:红|橙)[^。？！]{0,4}(?:夕阳|晚霞)|为什么会?有晚霞/i,
    `
      the Sun sitting low on the horizon | 贴近地平线的夕阳
      ~ at noon, sunlight comes down steeply through a thin layer of air | 正午，阳光几乎垂直地穿过薄薄一层大气
      at sunset, sunlight slants through a far longer stretch of air to reach the eye | 日落时，阳光要斜穿过厚得多的大气，才能到达眼睛
      along the way, the air scatters the blue light out of the beam | 一路上，蓝光被空气散射出光束
      mostly red and orange light is left, and it paints the sky and the clouds | 剩下的主要是红光和橙光，把天空和云彩染成橙红
    `,
  ),
  topic(
    'sky-blue',
    /\bsky\b[^.?!]*\bblue\b|\bblue sky\b|天空?[^，。？！]{0,6}蓝|蓝天/i,
    `
      a clear blue sky over a low green hill | 低矮青山上方一片晴朗的蓝天
      a beam of white sunlight travels from the Sun toward the Earth | 一束白色的阳光从太阳射向地球
      ~ the white light is a mix of every colour, drawn as waves from long red to short violet | 白光由各种颜色混合而成，画成从长长的红光到短短的紫光依次排开的光波
      in the air, tiny gas molecules scatter the short blue waves in every direction, while the long red waves pass straight through | 阳光穿过大气层时，微小的气体分子把波长短的蓝光散射向四面八方，波长长的红光则几乎直穿而过
      the scattered blue light reaches the eye from every part of the sky, so the whole sky glows blue | 被散射的蓝光从天空的每个角落进入眼睛，整片天空于是呈现蓝色
    `,
  ),
  topic(
    'rainbow',
    /\brainbows?\b|彩虹/i,
    `
      a rainbow arching over a passing rain shower | 阵雨过后天边的一道彩虹
      the Sun shines from behind the viewer into a curtain of falling raindrops | 太阳在观看者身后，照向前方正在落下的雨帘
      sunlight enters each drop and bends, fanning out into red, orange, yellow, green, blue and violet | 阳光射入每一颗雨滴时发生折射，散开成红、橙、黄、绿、蓝、紫
      ~ the light bounces off the back of the drop and comes back out toward the viewer | 光在雨滴背面反射，再折射出来，射向观看者
      millions of drops each send one colour to the eye, and together they make the arc | 无数雨滴各自把一种颜色送进眼睛，合在一起就是一道彩色的弧
    `,
  ),
  topic(
    'lunar-eclipse',
    /\blunar eclipses?\b|\beclipses? of the moon\b|月食|月全食/i,
    `
      a bright full Moon | 一轮明亮的满月
      the Sun, the Earth and the Moon line up, with the Earth in the middle | 太阳、地球和月球排成一线，地球在中间
      the Earth's shadow slowly creeps across the full Moon | 地球的影子慢慢爬过满月
      ~ a little sunlight bends through the Earth's air into the shadow | 少量阳光经过地球的大气折射，弯进影子里
      the Moon glows a deep copper red, then slides back out into full light | 月球被映成暗暗的古铜红色，随后慢慢移出影子，重新变亮
    `,
  ),
  topic(
    'solar-eclipse',
    /\beclipses?\b|日食|日全食/i,
    `
      the Sun shining on the Earth, the Moon off to one side | 照耀着地球的太阳，月球在一旁
      ~ the Moon circles the Earth, and now and then its path lines up exactly with the Sun | 月球绕着地球转，偶尔它的轨道会和太阳正好排成一线
      the Moon slides between the Sun and the Earth | 月球从太阳和地球之间滑过
      the Moon's shadow falls on a small patch of the Earth | 月球的影子落在地球上的一小片地方
      there, the Sun is covered by a black disc, with only its glowing outer ring showing | 在那里，太阳被一个黑色圆盘遮住，只露出一圈发光的外缘
    `,
  ),
  topic(
    'moon-phases',
    /\bmoon\b[^.?!]*\b(?:phases?|change (?:its )?shapes?|crescent)\b|\bphases? of the moon\b|\bmoon phases?\b|月相|阴晴圆缺|月亮[^。？！]{0,8}(?:圆|缺|弯|形状|变)/i,
    `
      the Moon as a thin crescent | 一弯细细的月牙
      the Sun shines from one side, always lighting one half of the Moon | 太阳从一侧照来，月球总有一半被照亮
      the Moon circles the Earth, once in about a month | 月球绕着地球转，大约一个月转一圈
      from the Earth we see more or less of the lit half: crescent, half, full | 从地球上看，能看到的亮面时多时少：月牙、半月、满月
      ~ the lit part shrinks back to a thin crescent as the cycle closes | 亮面又慢慢缩回一弯细细的月牙，一个周期结束
    `,
  ),
  topic(
    'stars-die',
    /\bstars?\b[^.?!]*\b(?:die|dies|death|end their lives)\b|\bsupernovae?\b|\bwhite dwarfs?\b|(?:恒星|星星)[^。？！]{0,6}(?:死亡|死去|消亡|一生|演化)|超新星|白矮星/i,
    `
      a star glowing in dark space | 太空中一颗发光的恒星
      ~ for billions of years, a star shines by fusing hydrogen in its core | 几十亿年里，恒星靠核心的氢聚变发光
      when a star's hydrogen runs low, it swells into a red giant | 恒星的氢快用完时，它会膨胀成一颗红巨星
      a star like the Sun then sheds its outer layers as a glowing cloud, leaving a small white dwarf | 像太阳这样的恒星随后抛出外层，化作一团发光的星云，留下一颗小小的白矮星
      a much heavier star blows apart in a supernova, leaving a neutron star or a black hole | 质量大得多的恒星则在超新星爆发中炸开，留下中子星或黑洞
    `,
  ),
  topic(
    'black-hole',
    /\bblack holes?\b|黑洞/i,
    `
      a giant star glowing in dark space | 太空中一颗巨大的恒星
      ~ a star many times heavier than the Sun burns through the last of its fuel | 一颗比太阳重许多倍的恒星，燃料渐渐耗尽
      the giant star's core collapses inward under its own gravity | 巨大恒星的星核在自身引力下向内坍缩
      the core is crushed so small and dense that its gravity traps everything nearby, even light | 星核被压得极小极密，引力强到连光都逃不出去
      a black sphere remains, with gas swirling around it in a glowing disc | 只剩一个漆黑的球体，周围的气体旋转成一圈发光的圆盘
    `,
  ),
  topic(
    'stars-shine',
    /\bstars?\b[^.?!]*\b(?:shine|shines|glow|glows|burn|burns|make light)\b|\b(?:the )?sun\b[^.?!]*\b(?:shine|shines|burn|burns|so hot|make light|makes light)\b|(?:恒星|星星|太阳)[^。？！]{0,6}(?:发光|燃烧|发热)/i,
    `
      a star glowing in dark space | 太空中一颗发光的恒星
      a star is a huge ball of hydrogen gas, held together by its own gravity | 恒星是一团巨大的氢气，靠自身引力聚在一起
      ~ gravity squeezes the core until it is millions of degrees hot | 引力把核心压得越来越紧，温度高达上千万度
      in the core, hydrogen nuclei fuse into helium and release enormous energy | 在核心，氢原子核聚变成氦，释放出巨大的能量
      the energy works its way out to the surface and streams into space as light and heat | 能量一路传到表面，化作光和热射向太空
    `,
  ),
  topic(
    'seasons',
    /\bseasons?\b|四季|季节/i,
    `
      the Earth, tilted on its axis, beside the Sun | 地轴倾斜的地球，和一旁的太阳
      the Earth's axis is tilted, and it keeps pointing the same way all year | 地球的自转轴是倾斜的，而且一年到头都指向同一个方向
      ~ the Earth travels around the Sun once a year | 地球用一年时间绕太阳转一圈
      the half tilted toward the Sun gets steeper, stronger sunlight and longer days: summer | 朝太阳倾斜的半球，阳光照得更直、更强，日照时间更长，那里就是夏天
      half a year later the same half tilts away, the sunlight slants in weakly, and it is winter there | 半年后，这个半球背着太阳倾斜，阳光斜斜照下，热量变少，那里就进入冬天
    `,
  ),
  topic(
    'tides',
    /\btides?\b|潮汐|涨潮|退潮|潮起潮落/i,
    `
      a beach where the sea creeps up the sand | 海水慢慢漫上沙滩的海岸
      the Moon's gravity pulls on the Earth's oceans | 月球的引力拉扯着地球上的海水
      the water heaps up in a bulge on the side facing the Moon, and in a second bulge on the far side | 海水在朝向月球的一侧鼓起，背对月球的一侧也鼓起一块
      ~ the Earth turns through both bulges every day | 地球自转，每天都转过这两处隆起
      a shore turning into a bulge has high tide, and between the bulges low tide, about twice a day | 海岸转进隆起处就是涨潮，转到两处之间就是退潮，大约一天两次
    `,
  ),
  topic(
    'lightning',
    /\b(?:lightning|thunder(?:storms?)?)\b|闪电|打雷|雷电|雷声|雷暴/i,
    `
      a tall storm cloud towering over flat land | 平原上空一朵高耸的雷雨云
      ~ inside the storm cloud, ice and water drops collide in rising and falling air | 雷雨云里，冰晶和水滴随着上下翻腾的气流不断碰撞
      the colliding ice and water split the charge: positive gathers at the top of the cloud, negative at the bottom | 冰晶和水滴的碰撞让电荷分开：正电荷聚在云顶，负电荷聚在云底
      when enough charge builds up, a bright spark leaps between the cloud and the ground | 电荷积累到足够多时，一道耀眼的电火花在云和地面之间划过
      the spark heats the air so fast that it bursts outward, and that blast is the thunder | 闪电瞬间把空气加热，空气猛烈膨胀炸开，这声巨响就是雷声
    `,
  ),
  topic(
    'hurricane',
    /\b(?:hurricanes?|typhoons?|tropical cyclones?)\b|台风|飓风/i,
    `
      a warm tropical sea under a few towering clouds | 热带温暖的海面，上空几朵高耸的云
      ~ the Sun heats a tropical sea until the surface water is very warm | 太阳把热带海面晒得很暖
      warm, moist air rises fast, cools and builds tall storm clouds, drawing in more air below | 温暖潮湿的空气快速上升、冷却，堆成高耸的雷雨云，下方又吸进更多空气
      the Earth's spin sets the incoming air turning, and the storm starts to spiral | 地球自转让涌进来的空气旋转起来，风暴开始打旋
      fed by the warm water, it grows into a giant swirl of cloud around a calm, clear eye | 在暖水的不断补给下，它长成一个巨大的云涡，中间是平静晴朗的风暴眼
    `,
  ),
  topic(
    'snowflakes',
    /\bsnowflakes?\b|\bsnow\b[^.?!]*\b(?:form|forms|made)\b|\bhow does (?:it )?snow\b|雪花|下雪|雪是怎么/i,
    `
      a single snowflake drifting down | 一片缓缓飘落的雪花
      high in a freezing cloud, water vapour freezes onto a speck of dust | 在冰冷的云里，水汽在一粒微尘上凝华成冰
      a tiny six-sided ice crystal forms | 一颗小小的六角形冰晶形成了
      more vapour freezes onto its six corners, growing six branching arms | 更多水汽凝结在六个角上，长出六条分叉的枝
      ~ the snowflake grows heavy and drifts down to the ground | 雪花越长越重，缓缓飘落到地面
    `,
  ),
  topic(
    'rain-clouds',
    /\bwater cycle\b|\bclouds?\b(?! (?:computing|storage|servers?))|\brain(?:drops?)?\b|水循环|下雨|降雨|雨是怎么|云是怎么|云的形成|云朵/i,
    `
      the Sun above a lake and a hill | 太阳照着湖面和远处的山
      the Sun warms the lake, and water rises from it as faint wisps of vapour | 太阳晒热湖面，水化作淡淡的水汽升上天空
      high up the air is cold, and the vapour cools into tiny droplets that gather into a cloud | 高空空气寒冷，水汽遇冷凝结成无数小水滴，聚成云朵
      ~ the droplets bump together and grow into heavier drops | 小水滴相互碰撞合并，越长越大
      the drops grow too heavy to float, fall as rain and run back into the lake | 水滴重到飘不住时便落下成雨，又流回湖里
    `,
  ),
  topic(
    'volcano',
    /\bvolcan\w*|\berupt\w*|火山/i,
    `
      a cone-shaped volcano, cut open to show its inside | 一座剖开、露出内部的锥形火山
      deep underground, rock melts into glowing magma | 地下深处，岩石熔化成炽热的岩浆
      ~ the magma is lighter than the rock around it, so it rises and pools in a chamber under the volcano | 岩浆比周围的岩石轻，慢慢上升，汇聚在火山下方的岩浆房里
      gas in the magma builds up pressure, like a shaken bottle of soda | 岩浆里的气体越积越多，压力不断升高，就像摇晃过的汽水瓶
      the pressure forces the magma up the vent, and it bursts out as lava and ash | 压力把岩浆顶上火山口，喷出熔岩和火山灰
    `,
  ),
  topic(
    'earthquake',
    /\bearthquakes?\b|\btectonic\b|地震/i,
    `
      a cut-away block of ground, a small town on top | 一块剖开的地层，上面是一座小镇
      ~ the Earth's crust is broken into huge plates that slowly push against each other | 地壳分成一块块巨大的板块，彼此缓慢挤压
      where two plates meet, the rock catches and bends as strain builds up for years | 两块板块相接处，岩石被卡住、慢慢弯曲，力量一年年积累
      suddenly the rock slips, releasing the stored energy at once | 岩石突然错动，积攒的能量一下子释放
      waves of shaking spread out through the ground and rattle the town above | 震波从震源向四周传开，地面上的小镇随之摇晃
    `,
  ),
  topic(
    'sea-salty',
    /\b(?:sea|seas|ocean|oceans)\b[^.?!]*\bsalt\w*|海水?[^。？！]{0,6}咸/i,
    `
      waves rolling across a wide sea | 一望无际的大海
      ~ rain falls on land and trickles over rocks, picking up tiny amounts of salt and minerals | 雨水落在陆地上，流过岩石，带走一点点盐分和矿物质
      rivers carry tiny amounts of salt, washed out of rocks, down to the sea | 河流把从岩石里冲刷出的少量盐分带进大海
      the Sun warms the sea, and the water evaporates while the salt stays behind | 太阳晒热海面，水分蒸发上天，盐却留在海里
      over millions of years the salt builds up, and the sea turns salty | 经过亿万年的积累，海水就变咸了
    `,
  ),
  topic(
    'photosynthesis',
    /\bphotosynthesis\b|\bplants?\b[^.?!]*\b(?:make|makes|get|gets) (?:their |its )?(?:food|energy)\b|光合作用|植物[^。？！]{0,6}(?:制造|养分|食物|营养)/i,
    `
      a green leaf in sunlight | 阳光下的一片绿叶
      sunlight falls on a green leaf | 阳光洒在一片绿叶上
      ~ the leaf takes in carbon dioxide from the air, and the roots draw up water | 叶片从空气中吸进二氧化碳，根从土里吸上水分
      inside the leaf, green chlorophyll uses the light's energy to turn water and carbon dioxide into sugar | 叶片里的叶绿素借助光能，把水和二氧化碳变成糖
      oxygen drifts out of the leaf, and the sugar feeds the plant as it grows | 氧气从叶片里释放出来，糖分则供植物生长
    `,
  ),
  topic(
    'leaves-colour',
    /\bleaves\b[^.?!]*\b(?:colou?rs?|red|yellow|orange|turn|turns)\b|\bautumn leaves\b|\bfall foliage\b|(?:树叶|叶子)[^。？！]{0,6}(?:变色|变黄|变红|颜色|黄|红)|秋叶|红叶/i,
    `
      a tree full of green leaves | 一棵枝叶翠绿的树
      in summer, the leaves are full of green chlorophyll, which hides the yellow and orange colours also in them | 夏天，叶片里满是绿色的叶绿素，盖住了叶子里原有的黄色和橙色
      in autumn, the days grow shorter and cooler, and the tree stops making chlorophyll | 到了秋天，日照变短、天气转凉，树木停止制造叶绿素
      as the green fades, the yellow and orange that were there all along show through | 绿色渐渐褪去，原本就在的黄色和橙色显露出来
      ~ some trees also make new red colour, and the leaves glow red before they fall | 有些树还会生成新的红色色素，叶子变得火红，随后飘落
    `,
  ),
  topic(
    'plants-water',
    /\b(?:plants?|trees?)\b[^.?!]*\b(?:drink|drinks|water|absorb)\b|植物[^。？！]{0,6}(?:喝水|吸水|水分)|(?:树|植物)[^。？！]{0,6}(?:怎么|如何)[^。？！]{0,3}(?:喝|吸)水/i,
    `
      a potted plant, the soil cut away to show its roots | 一盆剖开土壤、露出根系的植物
      fine root hairs soak up water from the soil | 细细的根毛从土壤里吸收水分
      the water climbs through thin tubes inside the stem, like a drink through a straw | 水沿着茎里细细的导管往上爬，就像用吸管喝水
      ~ it spreads through the veins into every leaf | 水顺着叶脉流进每一片叶子
      water evaporates from tiny pores under the leaves, pulling more water up behind it | 叶片上的小气孔把水分蒸发出去，同时把下面的水往上拉
    `,
  ),
  topic(
    'seed-grows',
    /\bseeds?\b[^.?!]*\b(?:grow|grows|sprout|sprouts|become|becomes)\b|\bplants? grow\b|种子[^。？！]{0,6}(?:发芽|长|生长)|植物[^。？！]{0,4}(?:生长|长大)/i,
    `
      a seed in dark soil | 埋在泥土里的一粒种子
      the seed lies in damp soil and soaks up water until it swells | 种子躺在湿润的泥土里，吸饱水后慢慢鼓胀
      its coat splits, and a root pushes down into the soil | 种皮裂开，一条小根向下扎进土里
      a shoot climbs up, breaks through the surface and unfolds its first leaves | 嫩芽向上钻出地面，展开最初的两片叶子
      ~ with light, water and air, the seedling grows taller and puts out new leaves | 有了阳光、水和空气，幼苗越长越高，长出新叶
    `,
  ),
  topic(
    'honey',
    /\bhoney\b|\bbees?\b[^.?!]*\bmake\b|蜂蜜|酿蜜|采蜜|蜜蜂/i,
    `
      a honeybee on a flower | 停在花朵上的一只蜜蜂
      a honeybee sips sweet nectar from a flower and stores it in its honey stomach | 蜜蜂从花朵里吸取甜甜的花蜜，存进蜜囊
      ~ back at the hive, it passes the nectar to other bees, mouth to mouth | 回到蜂巢，它把花蜜一口口传给其他工蜂
      the bees spread the nectar into wax cells and fan it with their wings until most of the water is gone | 工蜂把花蜜涂进蜡质巢房，扇动翅膀，让大部分水分蒸发
      the thick, golden honey is sealed in under a wax cap | 花蜜变成浓稠金黄的蜂蜜，再用一层蜂蜡封住
    `,
  ),
  topic(
    'butterfly',
    /\bcaterpillars?\b|\bbutterfl(?:y|ies)\b|\bmetamorphosis\b|\bchrysalis\b|毛毛虫|蝴蝶|破茧|化蝶|羽化/i,
    `
      a tiny egg on a green leaf | 绿叶上一颗小小的卵
      a newly hatched caterpillar munches through leaf after leaf, growing fast | 刚孵出的毛毛虫一片接一片地啃叶子，飞快长大
      it hangs from a twig and forms a hard case around itself, the chrysalis | 它倒挂在枝条上，在身体外面结成一个硬硬的蛹
      ~ inside, its body breaks down and rebuilds into wings, legs and antennae | 在蛹里，它的身体被分解，又重组成翅膀、腿和触角
      a butterfly climbs out of the split chrysalis, its new wings slowly unfolding | 蛹壳裂开，蝴蝶爬出来，新生的翅膀慢慢舒展开
    `,
  ),
  topic(
    'birds-migrate',
    /\bmigrat\w*|迁徙|候鸟/i,
    `
      a flock of swallows gathering on a wire at the end of summer | 夏末聚在电线上的一群燕子
      as autumn comes and food grows scarce, the birds eat all they can to build up fat | 秋天来临，食物变少，鸟儿拼命进食，储存脂肪
      they set off in flocks, often flying in a V, toward warmer lands | 它们成群出发，常排成人字形，飞向温暖的地方
      ~ they find their way by the Sun, the stars, landmarks and the Earth's magnetic field | 它们靠太阳、星星、地标和地球磁场辨认方向
      in spring they fly the same long route back to nest | 到了春天，它们沿着同一条漫长的路线飞回来筑巢繁殖
    `,
  ),
  topic(
    'cats-purr',
    /\bpurr\w*|呼噜/i,
    `
      a cat curled up and relaxed | 蜷成一团、神情放松的猫
      ~ the cat breathes in and out, slow and calm | 猫平静地一呼一吸
      muscles in a cat's voice box tighten and relax very fast, dozens of times a second | 猫喉部的肌肉以极快的速度收紧又放松，每秒几十次
      the air moving past them vibrates, making a low, steady purr on every breath in and out | 气流经过时被震动，吸气和呼气都发出低沉平稳的呼噜声
      the cat purrs on, eyes half closed: cats purr when content, and sometimes to soothe themselves | 猫眯起眼睛，呼噜个不停：满足放松时会打呼噜，有时也借此安抚自己
    `,
  ),
  topic(
    'cats-land',
    /\bcats?\b[^.?!]*\bland\w*\b[^.?!]*\bfeet\b|猫[^。？！]{0,10}(?:落地|四脚着地|摔不死)/i,
    `
      a cat falling upside down, paws to the sky | 一只四脚朝天往下掉的猫
      the cat's inner ear senses which way is down within a split second | 猫的内耳在一瞬间感知到哪边是地面
      it twists its front half round first, tucking its front legs in | 它先扭转上半身，把前腿收紧
      ~ then its back half follows, the spine bending like a spring | 接着后半身跟着转过来，脊柱像弹簧一样弯曲
      all four paws reach down, legs bent to soak up the landing | 四只爪子向下伸出，腿微微弯曲，稳稳缓冲落地
    `,
  ),
  topic(
    'mechanical-watch',
    /\bmechanical watch\w*\b|\bwatch movement\b|机械表|机芯/i,
    `
      a mechanical watch movement, the back open, gears in macro close-up | 打开后盖的机械表机芯，齿轮微距特写
      the wound mainspring slowly uncoils, pushing its stored energy into the gears | 上紧的发条慢慢松开，把储存的力量推进齿轮
      the gear train steps that force down, each wheel turning a smaller one | 齿轮组一级级传递力量，大齿轮带动小齿轮
      ~ the escapement lets the gears move one tiny tick at a time | 擒纵机构让齿轮一格一格地走
      the balance wheel swings back and forth at a steady beat, and the hands move with every tick | 摆轮以稳定的节奏来回摆动，指针随着每一声滴答向前走
    `,
  ),
  topic(
    'fish-breathe',
    /\bfish\b[^.?!]*\bbreathe\b|\bgills?\b|鱼[^。？！]{0,6}呼吸|鳃/i,
    `
      a fish swimming in clear water | 清水里游动的一条鱼
      the fish gulps water in through its mouth | 鱼张嘴吞进一口水
      the water flows over its gills, feathery red filaments packed with blood vessels | 水流过鳃，鳃是一片片布满血管的红色细丝
      oxygen dissolved in the water passes into the blood, and carbon dioxide passes out | 水中溶解的氧气进入血液，二氧化碳排到水里
      ~ the water leaves through the gill slits behind its head | 水从头后的鳃裂流出去
    `,
  ),
  topic(
    'heart',
    /\bheart\b|\bheartbeats?\b|\bblood\b[^.?!]*\b(?:pump|circulat)\w*|心脏|心跳|血液循环/i,
    `
      a human heart, drawn simply and cut open to show its four chambers | 一颗剖开、露出四个腔室的心脏
      blood low in oxygen, drawn in blue, flows into the right side of the heart | 用蓝色表示的缺氧血液，流进心脏右侧
      the heart squeezes and pumps it to the lungs, where it picks up oxygen | 心脏收缩，把血液泵到肺里，血液在那里吸收氧气
      ~ the oxygen-rich blood, now bright red, flows back into the left side of the heart | 吸饱氧气、变得鲜红的血液流回心脏左侧
      the next beat pumps it out to the whole body, and the loop repeats with every heartbeat | 心脏再次跳动，把鲜红的血液泵向全身，每跳动一次，循环就重复一次
    `,
  ),
  topic(
    'lungs',
    /\blungs?\b|\bbreath\w*|肺|呼吸/i,
    `
      a person’s chest, drawn see-through to show the lungs | 透视的胸腔，露出两叶肺
      the dome-shaped diaphragm under the lungs tightens and moves down | 肺下方穹顶状的膈肌收缩，向下移动
      the chest widens, and air rushes in through the nose and down the windpipe into the lungs | 胸腔扩大，空气从鼻子经气管涌进肺里
      in millions of tiny air sacs, oxygen passes into the blood and carbon dioxide passes out | 在无数微小的肺泡里，氧气进入血液，二氧化碳从血液里出来
      ~ the diaphragm relaxes and rises, pushing the used air back out | 膈肌放松上移，把用过的空气推出体外
    `,
  ),
  topic(
    'digestion',
    /\bdigest\w*|\bstomach\b|消化|胃/i,
    `
      a bite of food, and a see-through body showing the digestive tract | 一口食物，和透视的人体消化道
      teeth chew the food into small pieces, and saliva softens it | 牙齿把食物嚼碎，唾液把它润湿
      the food slides down the food pipe into the stomach, where acid and churning break it down | 食物顺着食道滑进胃里，胃酸和胃的蠕动把它分解成糊状
      in the long, coiled small intestine, nutrients pass through the wall into the blood | 在长长的、盘绕的小肠里，养分穿过肠壁进入血液
      ~ the large intestine takes back water, and what is left moves on as waste | 大肠吸收剩下的水分，残渣最后作为废物排出
    `,
  ),
  topic(
    'vaccine',
    /\bvaccin\w*|\bimmuni[sz]\w*|疫苗/i,
    `
      a small vaccine vial beside a simple outline of the body | 一小瓶疫苗，旁边是一个简单的人体轮廓
      the vaccine carries a harmless piece of a germ, or a weakened copy, into the body | 疫苗把病原体的一小片无害部分，或减毒后的病原体，带进身体
      ~ immune cells find the piece and learn its shape | 免疫细胞发现它，记住它的形状
      immune cells train to make antibodies that fit the piece, and memory cells keep its shape | 免疫细胞据此练出能与它结合的抗体，记忆细胞把这个形状记下来
      later the real germ arrives, and the trained immune system stops it fast | 日后真正的病原体入侵，训练有素的免疫系统迅速把它拦下
    `,
  ),
  topic(
    'eyes',
    /\beyes?\b[^.?!]*\b(?:see|work|works)\b|\bhow (?:do|can) we see\b|\bvision\b|眼睛[^。？！]{0,6}(?:看|工作)|视觉|我们(?:怎么|如何|为什么能)看/i,
    `
      a human eye looking at a red apple | 注视着一个红苹果的眼睛
      light bounces off the apple and enters the eye through the dark pupil | 光从苹果上反射出来，穿过黑色的瞳孔进入眼睛
      the lens bends the light and focuses a small, upside-down image on the back of the eye | 晶状体让光线偏折，在眼底投出一个倒立的小像
      ~ millions of light-sensitive cells there turn the image into nerve signals | 视网膜上数以百万计的感光细胞，把图像变成神经信号
      the signals travel to the brain, which turns the picture the right way up and sees an apple | 信号传到大脑，大脑把图像正过来，认出这是一个苹果
    `,
  ),
  topic(
    'gravity',
    /\bgravity\b|\bthings fall\b|\bobjects fall\b|\bwhy do (?:things|objects|we|apples) fall\b|引力|重力|(?:东西|苹果|物体)[^。？！]{0,6}(?:掉|落)/i,
    `
      an apple hanging from a branch above the ground | 挂在枝头的一个苹果
      an apple hangs from a branch, and the apple and the Earth pull on each other, as any two masses do | 苹果挂在枝头，苹果和地球在互相吸引，任何两个有质量的物体都是这样
      the Earth is so massive that its pull wins, drawing the apple toward its centre | 地球质量巨大，它的引力占了上风，把苹果拉向地心
      the apple lets go of the branch and speeds up as it falls to the ground | 苹果脱离枝头，越落越快，掉向地面
      ~ the same pull keeps the Moon circling the Earth | 同样的引力，让月球一直绕着地球转
    `,
  ),
  topic(
    'magnets',
    /\bmagnet(?:s|ism|ic)?\b|磁铁|磁体|磁力/i,
    `
      two bar magnets on a table, iron filings scattered nearby | 桌上两根条形磁铁，旁边撒着铁屑
      ~ inside a magnet, countless tiny atomic magnets all point the same way | 磁铁内部，无数微小的原子磁体都朝同一个方向排列
      the magnet's field, shown by iron filings, curves from one pole to the other | 磁铁周围有磁场，铁屑顺着磁场排成从一极到另一极的弧线
      opposite poles brought close snap toward each other | 异极靠近，两块磁铁一下子吸在一起
      like poles pushed together shove each other apart | 同极相对，它们互相推开
    `,
  ),
  topic(
    'planes-fly',
    /\b(?:planes?|airplanes?|aeroplanes?|aircraft|jets?|airliners?)\b[^.?!]*\b(?:fly|flies|stay up|stay in the air|take off)\b|\bhow (?:do|does) (?:an? )?(?:plane|airplane|aeroplane)s?\b|(?<!纸)飞机/i,
    `
      an airliner waiting at the end of a runway | 停在跑道尽头的一架客机
      ~ the engines push the plane forward down the runway, faster and faster | 发动机推着飞机在跑道上越跑越快
      air flows over the curved, slightly tilted wing, which turns the airflow downward | 空气流过弯曲、略微上仰的机翼，机翼把气流往下压
      the air pressure above the wing drops below the pressure underneath, and the wing is pushed up: lift | 机翼上方气压变低、下方气压更高，机翼被向上托起，这就是升力
      once the lift is greater than the plane's weight, it rises off the ground and climbs | 升力大过飞机的重量时，飞机离开地面，开始爬升
    `,
  ),
  topic(
    'rocket',
    /\brockets?\b|火箭/i,
    `
      a tall rocket standing on the launch pad | 立在发射台上的一枚火箭
      fuel and oxygen burn in the engines, and hot gas blasts down out of the nozzles | 燃料和氧化剂在发动机里燃烧，炽热的气体从喷口向下喷出
      pushing the gas down pushes the rocket up, and it lifts off the pad | 气体被往下推，火箭就被往上推，离开发射台
      ~ as each stage runs out of fuel, it drops away to make the rocket lighter | 每一级燃料用完就脱落，让火箭变得更轻
      the rocket tips over and speeds sideways, fast enough to stay in orbit around the Earth | 火箭逐渐转向水平，速度快到足以绕地球飞行，进入轨道
    `,
  ),
  topic(
    'solar-panel',
    /\bsolar (?:panels?|cells?|power|energy)\b|\bphotovoltaic\b|太阳能|光伏/i,
    `
      solar panels on a roof under the Sun | 屋顶上迎着太阳的太阳能板
      sunlight falls on the solar panel, made of thin layers of silicon | 阳光照在太阳能板上，板里是薄薄的几层硅片
      the light knocks electrons loose in the silicon | 光把硅里的电子撞得脱离原位
      the layers push the freed electrons one way, and they flow out through wires as a current | 硅片的结构把这些电子推向同一个方向，电子沿导线流出，形成电流
      ~ an inverter turns the current into the kind a house uses, and the lights come on | 逆变器把电流变成家里能用的电，屋里的灯亮了起来
    `,
  ),
  topic(
    'heat-pump',
    /\bheat pumps?\b|热泵/i,
    `
      a house in winter, a heat pump unit outside its wall | 冬天的一栋房子，墙外装着热泵外机
      outside, a cold liquid in the pipes soaks up heat from the chilly air and turns to gas | 屋外，管道里冰冷的制冷剂从寒冷的空气中吸收热量，变成气体
      a compressor squeezes the gas, making it much hotter | 压缩机把气体压紧，温度一下子升高
      indoors, the hot gas gives its heat to the house and turns back into liquid | 到了屋里，热气体把热量放给房间，重新变回液体
      ~ the liquid passes through a valve, cools right down, and flows outside to gather heat again | 液体经过膨胀阀，温度骤降，再流到屋外继续吸热
    `,
  ),
  topic(
    'cold-battery',
    /\b(?:phone|battery|batteries)\b[^.?!]*\b(?:cold|winter|freez\w*)\b|\b(?:cold|winter|freez\w*)\b[^.?!]*\b(?:phone|battery|batteries)\b|(?:冬天|寒冷|低温|冷)[^。？]*(?:手机|电池|电量)|(?:手机|电池|电量)[^。？]*(?:冬天|寒冷|低温|怕冷)/i,
    `
      a phone at 60% battery taken out into the snow | 一部电量 60% 的手机被带到雪地里
      inside the battery, tiny lithium ions carry the charge from one side to the other | 电池里，细小的锂离子从一边游到另一边，搬运电量
      in the cold the liquid they swim through thickens, and the ions slow to a crawl | 天一冷，它们穿过的电解液变得黏稠，锂离子走得越来越慢
      the battery can't deliver power fast enough, the voltage sags, and the phone reads the charge as nearly empty | 电池供电跟不上，电压下降，手机误以为电快用完了
      ~ back in a warm pocket the ions speed up again, and much of the missing charge comes back | 放回温暖的口袋里，锂离子又快了起来，掉下去的电量回来了不少
    `,
  ),
  topic(
    'fridge',
    /\b(?:fridges?|refrigerat\w*)\b|冰箱/i,
    `
      a fridge, cut away to show the pipes inside its walls | 剖开、露出内部管路的冰箱
      a cold liquid flows through pipes inside the fridge, soaks up heat from the food and turns to gas | 冰冷的制冷剂流过冰箱内部的管道，吸走食物的热量，变成气体
      a compressor at the back squeezes the gas and makes it hot | 背后的压缩机把气体压紧，温度升高
      the hot gas runs through the coils on the back, gives its heat to the room and turns back into liquid | 热气体流过冰箱背后的散热管，把热量散到屋里，重新变回液体
      ~ the liquid squeezes through a narrow valve, turns cold again and flows back inside | 液体挤过细细的阀门，再次变冷，流回冰箱内部
    `,
  ),
  topic(
    'jet-engine',
    /\bjet engines?\b|\bturbofans?\b|喷气(?:式)?发动机|涡扇发动机|飞机发动机/i,
    `
      a jet engine cut open to show its parts, mounted under a wing | 一台剖开的喷气发动机，挂在机翼下面
      the big fan at the front sucks in a huge gulp of air | 前面的大风扇吸进一大口空气
      ~ rows of compressor blades squeeze the air tighter and tighter | 一排排压气机叶片把空气越压越紧
      fuel is sprayed into the squeezed air and burns, and the hot gas swells | 燃油喷进压缩空气里燃烧，热气猛地膨胀
      the gas blasts out of the back, spinning a turbine on its way, and pushes the plane forward | 燃气从尾部高速喷出，顺路带动涡轮旋转，把飞机推向前方
    `,
  ),
  topic(
    'microwave',
    /\bmicrowaves?\b|微波炉/i,
    `
      a bowl of soup inside a microwave oven | 微波炉里的一碗汤
      a part called a magnetron sends microwaves into the oven | 磁控管产生微波，送进炉腔
      ~ the waves bounce off the metal walls and pass into the food | 微波在金属内壁之间来回反射，钻进食物里
      they make the water molecules in the food flip back and forth billions of times a second | 微波让食物里的水分子每秒来回翻转几十亿次
      all that jostling turns into heat, and steam rises from the food | 分子的剧烈运动变成热量，食物冒起热气
    `,
  ),
  topic(
    'battery',
    /\bbatter(?:y|ies)\b|电池/i,
    `
      a battery, cut open to show its layers, wired to a small bulb | 一节剖开的电池，用导线连着一个小灯泡
      a battery has a negative end and a positive end, with chemicals packed between them | 电池两端分别是负极和正极，中间装着化学物质
      when a wire joins the two ends, a chemical reaction frees electrons at the negative end | 导线连通两端后，负极发生化学反应，释放出电子
      the electrons flow through the wire to the positive end, lighting a small bulb on the way | 电子沿着导线流向正极，途中点亮一个小灯泡
      ~ as the chemicals are used up, the flow weakens and the bulb dims | 化学物质慢慢耗尽，电流变弱，灯泡渐渐暗下来
    `,
  ),
  topic(
    'electricity',
    /\belectricity\b|\bpower (?:plants?|stations?|grid)\b|\belectric (?:current|power)\b|电是怎么|电从哪|电力|发电站|发电厂|电网/i,
    `
      a power station by a river, wires running toward a town | 河边的一座发电站，电线一路通向小镇
      in the power station, steam, falling water or wind spins a turbine | 在发电站里，蒸汽、水流或风力推动涡轮转动
      the turbine turns magnets inside coils of copper wire, pushing electrons along the wire | 涡轮带动磁铁在铜线圈里旋转，推动电子沿导线流动
      ~ tall power lines carry the current across the fields to the town | 高高的输电线把电流送过田野，送到小镇
      wires in the walls bring the current to a socket, and a lamp lights up | 墙里的电线把电送到插座，台灯一下亮了
    `,
  ),
  topic(
    'wifi',
    /\bwi-?fi\b|\bwireless (?:internet|network|router)\b|无线网|wi-?fi/i,
    `
      a router on a shelf and a laptop across the room | 架子上的路由器，和房间另一头的笔记本电脑
      the router gets the internet through a cable from outside | 路由器通过一根网线接入外面的网络
      it turns the data into radio waves and sends them out in all directions, drawn as ripples | 它把数据变成无线电波，向四周发出，画成一圈圈扩散的波纹
      the laptop's antenna catches the waves and turns them back into data | 笔记本电脑的天线接住电波，再把它变回数据
      ~ the laptop answers with waves of its own, and the two trade signals many times a second | 电脑也发出自己的电波回应，两者每秒来回通信许多次
    `,
  ),
  topic(
    'gps',
    /\bgps\b|\bsat ?nav\b|\bsatellite navigation\b|卫星定位|卫星导航|北斗|导航是怎么/i,
    `
      a phone with a map, satellites circling high above the Earth | 一部打开地图的手机，高空中卫星绕着地球运行
      satellites circle the Earth, each sending out signals that carry the exact time | 卫星绕着地球运行，每一颗都持续发出带有精确时间的信号
      ~ the phone picks up signals from at least four satellites | 手机同时收到至少四颗卫星的信号
      from how long each signal took to arrive, the phone works out how far away each satellite is | 手机根据每个信号在路上花的时间，算出到每颗卫星的距离
      the point where those distances meet is the phone's position, a dot on the map | 这些距离交汇的一点就是手机的位置，在地图上变成一个小圆点
    `,
  ),
  topic(
    'internet',
    /\binternet\b|\bweb pages?\b|互联网|因特网|网络是怎么|上网/i,
    `
      a phone in a hand, and a server far across the world | 手里的一部手机，和远在地球另一边的服务器
      a tap on a link, and the phone sends a request cut into small packets of data | 手机发出请求，请求被分成一个个小数据包
      the packets travel through the router and along cables, some under the sea | 数据包经过路由器，沿着光缆传输，有的还穿过海底
      ~ routers pass them from network to network until they reach the server that holds the page | 一台台路由器接力转发，把数据包送到存放网页的服务器
      the server sends the page back in packets, and the phone puts them together into the page | 服务器把网页分成数据包送回，手机重新拼出完整的网页
    `,
  ),
  topic(
    'bread-rises',
    /\bbread\b[^.?!]*\brises?\b|\byeast\b|\bdough\b[^.?!]*\brises?\b|面包[^。？！]{0,6}(?:发|膨|蓬松)|酵母|发面|面团[^。？！]{0,6}(?:发|膨)/i,
    `
      a ball of dough in a bowl | 碗里的一团面团
      ~ yeast is mixed into flour and water to make a dough | 把酵母揉进面粉和水里，做成面团
      the yeast feeds on sugars in the flour and gives off tiny bubbles of carbon dioxide | 酵母吃掉面粉里的糖，放出二氧化碳的小气泡
      stretchy gluten in the dough traps the bubbles, and the dough puffs up | 面团里有弹性的面筋把气泡包住，面团慢慢鼓起来
      in the hot oven the bubbles expand and the bread sets, light and full of holes | 进了烤箱，气泡受热膨胀，面包定型，松软多孔
    `,
  ),
  // (Before coffee: "how does an espresso machine make crema" asks about the foam, not the farm.)
  topic(
    'crema',
    /\bcrema\b|咖啡油脂|(?:意式浓缩|浓缩咖啡)[^。？！]{0,8}油脂/i,
    `
      a fresh shot of espresso topped with golden-brown foam | 一杯刚萃取的意式浓缩，表面浮着金棕色的泡沫
      ~ finely ground coffee is tamped firmly into the metal basket | 细研磨的咖啡粉被压实在金属粉碗里
      the machine forces hot water through the packed coffee at about nine bars of pressure | 咖啡机用约九个大气压，把热水压过压实的咖啡粉
      under that pressure the water dissolves oils and carbon dioxide from the fresh roast | 高压下，热水溶出新鲜咖啡粉里的油脂和二氧化碳
      leaving the spout, the gas escapes in tiny bubbles that rise as a golden foam, the crema | 从出液口流出时，气体化成细密的气泡浮上来，聚成金黄的泡沫，这就是油脂
    `,
  ),
  topic(
    'coffee',
    // (An espresso machine's workings are the machine's topic, not the farm's.)
    /^(?!.*\bespresso\b|.*意式|.*浓缩)(?:.*\bcoffee\b[^.?!]*\b(?:made|make|grown|grow|comes? from|bean to cup|produced)\b|.*\bcoffee beans?\b|.*咖啡(?:豆|是怎么|从|的制作))/is,
    `
      a coffee plant hung with ripe red cherries | 挂满红色咖啡果的咖啡树
      ripe red coffee cherries are picked from the plant | 成熟的红色咖啡果从树上被采摘下来
      ~ the seeds inside, the green coffee beans, are taken out and dried in the sun | 取出果实里的种子，也就是生咖啡豆，在阳光下晒干
      the green beans are roasted until they turn brown and fragrant | 生豆经过烘焙，颜色变成棕色，香气散发出来
      the roasted beans are ground, and hot water drips through them into a cup | 烘好的咖啡豆被磨成粉，热水穿过咖啡粉，滴进杯中
    `,
  ),
];

/** The topic an idea asks about, when it is one of these. */
export function explainerTopic(text: string): ExplainerTopic | undefined {
  return [...EXPLAINER_TOPICS, ...MORE_TOPICS].find((entry) => entry.asks.test(text));
}
