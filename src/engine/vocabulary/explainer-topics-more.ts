/**
 * More explainer topics (see explainer-topics.ts for the rules): everyday questions blind
 * reviewers asked that the first table lacked. Facts kept simple and correct.
 */
import { topic, type ExplainerTopic } from './explainer-table.ts';

export const MORE_TOPICS: readonly ExplainerTopic[] = [
  topic(
    'moon-same-face',
    /\bmoon\b[^.?!]*\b(?:same (?:side|face)|one (?:side|face)|far side|dark side)\b|\b(?:same|one|far|dark|other) (?:side|face) of the moon\b|\btidal(?:ly)? lock\w*|(?:月亮|月球)[^。？！]{0,10}(?:同一面|一面朝|背面)|潮汐锁定/i,
    `
      the Moon hanging beside the Earth, the same face turned toward it | 月球悬在地球旁边，总是同一面朝着地球
      the Moon circles the Earth once in about 27 days | 月球大约 27 天绕地球转一圈
      it also turns once on its own axis in those same 27 days | 它自己也在自转，转一圈同样是 27 天左右
      ~ long ago the Earth's pull stretched the Moon slightly and slowed its spin until the two matched | 很久以前，地球的引力把月球拉得微微变形，一点点拖慢它的自转，直到两者同步
      so as it goes round, it turns just enough to keep one face toward the Earth: tidal locking | 于是它每绕一圈，正好自转一圈，始终同一面朝向地球，这就叫潮汐锁定
    `,
  ),
  topic(
    'moon-illusion',
    /\bmoon\b[^.?!]*\b(?:bigger|larger|huge|so big)\b|\bmoon illusion\b|月亮[^。？！]{0,10}(?:更大|很大|变大|特别大)|月亮错觉/i,
    `
      a huge full Moon rising just above the rooftops | 一轮巨大的满月刚刚升过屋顶
      low on the horizon, beside trees and buildings, the Moon looks huge | 月亮贴近地平线，挨着树和楼房，看起来格外大
      ~ high in the empty sky, the same Moon looks small | 升到空旷的高空，同一个月亮显得小了
      a ruler held at arm's length shows both Moons are exactly the same size | 伸直手臂用尺子一量，两个月亮其实一样大
      the brain judges size by what is around it, and the Moon near the horizon is seen as bigger | 大脑会参照周围的东西判断大小，于是贴近地平线的月亮就被看大了
    `,
  ),
  topic(
    'bill-to-law',
    /\b(?:a |the )?bills?\b[^.?!]*\b(?:become|becomes|turns? into|made into)\b[^.?!]*\blaws?\b|\bhow (?:are )?laws (?:are )?made\b|法案[^。？！]{0,8}(?:成为|变成)[^。？！]{0,4}法律|法律是怎么(?:制定|产生)/i,
    `
      a sheet of paper with a scroll icon on it: an idea for a new rule, drafted as a bill | 一张带卷轴图标的纸：一条新规则的想法被写成一份法案
      the bill is introduced in the lawmakers' chamber and sent to a small committee, who read it and change it | 法案被提交到议会，先交给一个小委员会审读、修改
      ~ the whole chamber debates it and votes; more yes than no and it moves on, often to a second chamber that votes again | 全体议员辩论并投票；赞成多于反对就通过，往往还要送到第二个议院再投一次
      the head of state signs it, or sends it back with a veto | 国家元首签署它，或者否决退回
      signed, the bill becomes law: the scroll icon turns into a stamped seal | 签署之后，法案就成了法律：卷轴图标变成一枚盖好的印章
    `,
  ),
  topic(
    'cats-knead',
    /\bcats?\b[^.?!]*\bknead\w*|\bmaking biscuits\b|猫[^。？！]{0,6}踩奶/i,
    `
      a cat on a soft blanket, front paws pressing in and out, left, right, left | 一只猫趴在软毯子上，两只前爪一左一右轮流往下踩
      kittens knead their mother's belly while nursing, to help the milk flow | 小奶猫吃奶时会用爪子踩妈妈的肚子，帮奶水流出来
      ~ grown cats keep the habit when they feel safe and content: it is comfort from kittenhood | 长大的猫在觉得安全、满足的时候还会这样踩：这是小时候留下的安心感
      scent glands in the paw pads leave the cat's smell on the blanket: this spot is mine | 爪垫里的气味腺把猫的气味留在毯子上：这块地方是我的
      the cat circles once, curls up on the kneaded spot and closes its eyes | 猫转了一圈，蜷在踩过的地方，闭上眼睛
    `,
  ),
  topic(
    'bike-gears',
    /\b(?:bike|bicycle|cycle)\b[^.?!]*\bgears?\b|\bgears?\b[^.?!]*\b(?:bike|bicycle)\b|\bderailleurs?\b|自行车[^。？！]{0,6}(?:变速|齿轮)/i,
    `
      a bicycle's chain running from the pedals to a stack of cogs on the back wheel | 自行车的链条从脚踏连到后轮上一排大小不一的齿轮
      a lever on the handlebar pulls a thin steel cable | 车把上的拨杆拉动一根细细的钢丝
      the derailleur at the back swings sideways and guides the chain onto a bigger or smaller cog | 后轮旁的拨链器向一侧摆动，把链条拨到更大或更小的齿轮上
      ~ a bigger cog at the back turns the wheel less for each push on the pedals: easier uphill, slower on the flat | 后面的齿轮越大，每踩一圈车轮转得越少：上坡更省力，平路更慢
      the rider pedals on, the chain settled on its new cog | 骑车的人继续踩踏，链条稳稳落在新的齿轮上
    `,
  ),
  topic(
    'cats-push',
    /\bcats?\b[^.?!]*\b(?:push\w*|knock\w*|swat\w*)\b[^.?!]*\b(?:off|over|down)\b|猫[^。？！]{0,8}(?:推|拍|扒拉|碰)[^。？！]{0,6}(?:下|掉|倒)/i,
    `
      a cat on a table, one paw resting beside a cup near the edge | 一只猫坐在桌上，一只爪子搭在靠近桌边的杯子旁
      the cat taps the cup toward the edge, once, then again: a hunter testing whether a small thing is alive | 猫用爪子把杯子往桌边拍，一下，又一下：像猎手在试探小东西是不是活的
      ~ the cat watches the cup fall and listens for the sound it makes | 猫盯着杯子掉下去，竖起耳朵听它落地的声音
      a person hurries over and looks at the cat: pushing things off is also a sure way to be noticed | 主人赶过来看着猫：把东西推下去，也是让人注意它的好办法
      the cat sits back, calm and pleased, its tail curled around its paws | 猫坐了回去，一脸平静又得意，尾巴绕在爪子边
    `,
  ),
  topic(
    'yawn',
    /\b(?:we|people|humans|you|dogs?|cats?)\b[^.?!]*\byawn\w*|\byawn\w*\b[^.?!]*\bcontagious\b|打哈欠|打呵欠/i,
    `
      a person at a desk in the afternoon, eyes heavy, opening into a big yawn | 午后坐在书桌前的人眼皮发沉，张嘴打了个大大的哈欠
      a tired person's jaw stretches wide in a yawn, a deep breath pulling cool air in | 一个疲惫的人打起哈欠，下巴张到最大，深深吸进一口凉凉的空气
      ~ the stretch speeds up blood flow through the face and head | 这一拉伸让脸部和头部的血流加快
      one leading idea: the cool air and blood flow help cool a warm, tired brain | 一种主流的解释：凉空气和加快的血流帮一个发热、疲惫的大脑降温
      the person next to them sees it and yawns too: yawns spread between people who see them | 旁边的人看见了，也跟着打起哈欠：哈欠会在看见它的人之间传开
    `,
  ),
  topic(
    'dreams',
    /\b(?:we|people|humans|you)\b[^.?!]*\bdream\b|\bwhy (?:do )?dreams?\b|为什么(?:人|我们)?会?做梦/i,
    `
      a person asleep in a dim bedroom, eyes moving quickly under the lids | 昏暗的卧室里，一个人睡着了，眼皮下的眼珠在快速转动
      in deep sleep the brain is quiet; then it lights up again in REM sleep, almost as busy as when awake | 深睡时大脑安静下来；进入快速眼动睡眠后又亮了起来，几乎和醒着时一样活跃
      ~ pieces of the day drift past: faces, places, a half-finished task, mixed in new ways | 白天的片段一闪而过：人脸、地方、没做完的事，以新的方式拼在一起
      one leading idea: the brain sorts the day's memories, keeping some and letting others go | 一种主流的解释：大脑在整理白天的记忆，留下一些，放掉一些
      morning light reaches the bed and the person wakes, the dream already fading | 晨光照到床边，这个人醒来，梦已经慢慢淡去
    `,
  ),
  topic(
    'dogs-wag',
    /\bdogs?\b[^.?!]*\bwag\w*|狗[^。？！]{0,6}摇尾巴/i,
    `
      a dog in a doorway, its tail sweeping from side to side | 一只狗站在门口，尾巴左右甩动
      the dog's tail sweeps from side to side: the tail is how a dog talks to other dogs and to people | 狗的尾巴左右甩动：尾巴是狗和同伴、和人说话的方式
      ~ a loose, wide wag with a wiggling body says happy and friendly | 尾巴大幅度放松地摇、连身子一起扭，说明它开心又友好
      a stiff tail held high with short, fast wags says alert, not friendly | 尾巴僵直高举、快速小幅摆动，说明它在警觉，并不是友好
      its person comes through the door and the whole back end of the dog wags | 主人进门，狗连整个后半身都摇了起来
    `,
  ),
  topic(
    'cats-boxes',
    /\bcats?\b[^.?!]*\b(?:boxes|box|cardboard)\b|猫[^。？！]{0,8}(?:纸箱|箱子|盒子)/i,
    `
      a cat curled up snugly inside a cardboard box | 一只猫舒舒服服地蜷在纸箱里
      a wild cat's ancestors hid in small dens and hollows, out of sight of predators | 猫的祖先在野外躲进狭小的洞穴和树洞，避开天敌的视线
      inside the box, walls on every side: nothing can sneak up, and the cat can watch the opening | 箱子四面有墙，谁也没法偷偷靠近，猫只要盯着开口就行
      ~ cardboard holds in body heat, and cats like it warmer than people do | 纸板能留住体温，而猫喜欢的温度比人高
      the cat's body relaxes, its breathing slows: a small, safe space calms it down | 猫的身体放松下来，呼吸变慢：一个小小的安全空间让它安心
    `,
  ),
  topic(
    'espresso-machine',
    /\bespresso machines?\b|\bespresso\b[^.?!]*\b(?:made|work|works)\b|意式咖啡机|咖啡机[^。？！]{0,6}(?:原理|怎么|如何)/i,
    `
      a shiny espresso machine with a cup under its spout | 一台锃亮的意式咖啡机，出水口下放着杯子
      a heater inside the machine warms the water to just below boiling | 机器里的加热器把水加热到接近沸腾
      ~ finely ground coffee is pressed into a tight, flat puck in the metal basket | 细细的咖啡粉被压进金属粉碗，压成紧实平整的粉饼
      a pump pushes the hot water through the puck at high pressure, about nine times the pressure of the air around us | 水泵用很高的压力，大约是身边空气的九倍，把热水压过粉饼
      a thick, dark shot streams into the cup, topped with golden crema | 浓稠的深色咖啡流进杯中，表面浮着一层金色的油脂
    `,
  ),
  topic(
    'ice-floats',
    /\bice\b[^.?!]*\bfloats?\b|冰[^。？！]{0,6}(?:浮|漂)/i,
    `
      an ice cube bobbing at the top of a glass of water | 一块冰浮在一杯水的水面上
      in liquid water, the tiny molecules tumble close together | 液态水里，细小的水分子挤在一起翻滚
      as water freezes, the molecules lock into an open, six-sided lattice with space inside | 水结冰时，分子排成有空隙的六边形格子
      ~ the same water now takes up more room, so ice is lighter for its size | 同样多的水占的地方变大了，所以冰比同体积的水轻
      the lighter ice is pushed up by the water and floats at the surface | 更轻的冰被水托起，浮在水面上
    `,
  ),
  topic(
    'boats-float',
    /\b(?:boats?|ships?)\b[^.?!]*\bfloats?\b|(?:船|轮船)[^。？！]{0,6}(?:浮|沉)/i,
    `
      a heavy steel ship sitting high on calm water | 一艘沉重的钢铁轮船稳稳浮在平静的水面上
      the hull pushes water aside as it settles in | 船体压进水里，把水推开
      ~ the hull is hollow, full of air, so the ship is light for its size | 船体是空心的，里面充满空气，所以按体积算它很轻
      the pushed-aside water pushes back up on the hull | 被推开的水反过来向上托住船体
      when the water pushed aside weighs as much as the ship, the ship floats | 当被推开的水和船一样重时，船就浮起来了
    `,
  ),
  topic(
    'popcorn',
    /\bpopcorn\b[^.?!]*\bpops?\b|\bwhy does popcorn\b|爆米花[^。？！]{0,6}(?:爆|为什么|怎么)/i,
    `
      a handful of hard corn kernels in a hot pan | 一把硬硬的玉米粒躺在热锅里
      each kernel holds a tiny drop of water inside its hard shell | 每粒玉米的硬壳里都藏着一点点水分
      the heat turns the water to steam, and the pressure builds inside the shell | 受热后水变成蒸汽，壳里的压力越来越大
      ~ the shell bursts open with a pop | 硬壳承受不住，砰的一声裂开
      the soft starch inside puffs out and sets into a fluffy white cloud | 里面软软的淀粉膨胀出来，凝固成蓬松的白色爆米花
    `,
  ),
  topic(
    'aurora',
    /\baurora\b|\bnorthern lights\b|极光/i,
    `
      green ribbons of light rippling over a snowy night sky | 绿色的光带在雪夜的天空中飘动
      the Sun throws out a stream of tiny charged particles, the solar wind | 太阳不断抛出细小的带电粒子，这就是太阳风
      ~ the Earth's magnetic field steers the particles toward the poles | 地球的磁场把这些粒子引向南北两极
      high in the sky, the particles crash into the thin air | 在高空，粒子撞上稀薄的空气
      the air glows where they hit, green from oxygen, the light dancing as the wind changes | 被撞到的空气发出光，氧气发绿光，随着太阳风变化，光带不停舞动
    `,
  ),
  topic(
    'onions-cry',
    /\bonions?\b[^.?!]*\b(?:cry|tears?|eyes water)\b|洋葱[^。？！]{0,8}(?:流泪|流眼泪|辣眼睛|哭)/i,
    `
      a knife slicing through a halved onion on a board | 刀切开砧板上的半个洋葱
      cutting breaks open the onion's cells, and two substances inside them mix | 刀切破洋葱的细胞，里面的两种物质混在一起
      ~ they react and make a light gas that rises from the board | 它们发生反应，生成一种很轻的气体，从砧板上飘起来
      the gas reaches the eyes and stings the thin wet layer covering them | 气体飘进眼睛，刺激眼球表面那层薄薄的泪膜
      the eyes make tears to wash the sting away | 眼睛分泌泪水，把刺激冲洗掉
    `,
  ),
  topic(
    'lock-key',
    /\b(?:locks?|keys?)\b[^.?!]*\b(?:work|open)\w*\b|\bpin tumbler\b|锁[^。？！]{0,6}(?:钥匙|原理|怎么开)|钥匙[^。？！]{0,6}(?:开锁|原理)/i,
    `
      a brass key sliding into a door lock, seen in a cut-away | 剖面视角下，一把黄铜钥匙插进门锁
      inside, a row of small pins in two parts is pushed down by springs, blocking the cylinder | 锁芯里有一排分成上下两截的小销子，被弹簧压着，卡住锁芯
      ~ the key's jagged edge lifts each pin to exactly the right height | 钥匙的齿形把每根销子顶到刚好的高度
      the gaps between the pin parts line up with the edge of the cylinder, the shear line | 每根销子的断口正好对齐锁芯边缘那条分界线
      the key turns, the cylinder rotates and the bolt slides back: the door opens | 钥匙一转，锁芯跟着转动，锁舌缩回，门开了
    `,
  ),
  topic(
    'zipper',
    /\bzipp?ers?\b[^.?!]*\bwork\w*\b|\bhow (?:does|do) (?:a )?zipp?ers?\b|拉链[^。？！]{0,6}(?:原理|怎么)/i,
    `
      a zipper half open on a jacket, seen close | 夹克上半开的拉链，近景
      two rows of tiny teeth, each tooth with a bump on top and a hollow underneath | 两排细小的链齿，每颗齿上面有个凸点，下面有个凹槽
      ~ the slider squeezes the two rows together at an angle, so each bump locks into the hollow of the tooth above | 拉头把两排链齿斜着挤到一起，每个凸点卡进上面那颗齿的凹槽里
      pulled the other way, a wedge inside the slider pries the teeth apart again | 往回拉时，拉头里的楔块又把链齿一颗颗撑开
      the zipper runs closed to the top in one smooth pull | 一拉到底，拉链顺滑地合上
    `,
  ),
  topic(
    'noise-cancelling',
    /\bnoise[- ]cancel\w*\b|\bactive noise\b|降噪[^。？！]{0,6}(?:原理|怎么|耳机)|主动降噪/i,
    `
      a commuter on a loud train putting on a pair of headphones | 嘈杂的地铁上，一位通勤者戴上耳机
      tiny microphones on the outside of each ear cup listen to the noise around | 每只耳罩外侧的小麦克风收听周围的噪音
      ~ a chip makes the mirror image of that sound wave, its peaks where the noise has troughs | 芯片生成一段与噪音镜像相反的声波，噪音的波谷正对它的波峰
      the two waves meet in the ear and cancel each other out | 两段声波在耳朵里相遇，彼此抵消
      the roar drops to a hush and only the music is left | 轰鸣声一下子安静下来，只剩下音乐
    `,
  ),
  topic(
    'soap',
    /\bsoap\b[^.?!]*\b(?:work|clean|kill)\w*\b|\bhow (?:does|do) soap\b|肥皂[^。？！]{0,6}(?:原理|为什么|怎么)|洗手液[^。？！]{0,6}原理/i,
    `
      two hands lathering soap under a running tap | 两只手在流动的水龙头下搓出泡沫
      each soap molecule has a head that loves water and a tail that loves oil and grease | 每个肥皂分子都有一个亲水的头，和一条亲油的尾巴
      ~ the tails dig into greasy dirt and germs and break them apart | 尾巴钻进油污和细菌里，把它们拆散
      the molecules wrap the bits of dirt in tiny balls, the water-loving heads facing out | 分子把污垢裹成一个个小球，亲水的头朝外
      the water rinses the little balls away, and the hands come out clean | 清水把这些小球冲走，双手干干净净
    `,
  ),
  topic(
    'goosebumps',
    /\bgoose ?bumps\b|\bgoose ?flesh\b|起鸡皮疙瘩/i,
    `
      a bare arm in a cold breeze, fine hairs catching the light | 冷风里一条裸露的手臂，细小的汗毛在光下可见
      the cold, or a sudden thrill, sends a quick signal down the nerves to the skin | 寒冷或一阵激动，让神经迅速给皮肤发出信号
      ~ a tiny muscle at the root of each hair pulls tight and the hair stands up | 每根汗毛根部的小肌肉一收紧，汗毛就竖了起来
      the skin around each hair bunches into a little bump | 汗毛周围的皮肤随之鼓成一个个小疙瘩
      in furry animals the raised coat traps warm air; in us, only the bumps are left | 在毛茸茸的动物身上，竖起的毛能锁住暖空气；在人身上，只剩下这些小疙瘩
    `,
  ),
  topic(
    'chameleon-colour',
    /\bchameleons?\b[^.?!]*\b(?:colou?rs?|change)\w*\b|变色龙[^。？！]{0,6}(?:变色|颜色)/i,
    `
      a green chameleon on a branch, seen close | 树枝上一只绿色的变色龙，近景
      under its skin, layers of cells hold tiny crystals packed in a tight grid | 它的皮肤下有几层细胞，里面整齐排列着微小的晶体
      ~ when the chameleon relaxes or tenses its skin, the gaps between the crystals change | 变色龙放松或绷紧皮肤时，晶体之间的间距随之改变
      wider or narrower gaps reflect different colours of light, from green to yellow to red | 间距变宽或变窄，反射出的光的颜色也跟着变，从绿到黄再到红
      its colour shifts with its mood and temperature, not just its background | 它的颜色更多随情绪和温度变化，而不只是随背景
    `,
  ),
];
