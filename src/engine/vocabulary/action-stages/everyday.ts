/**
 * Action stages (see ../action-stages.ts): Everyday moments blind reviews found unstaged: a cat
 * and a cup, bubbles, dozing off, a gift handed over, noodles pulled, a buzzer-beater, a portrait
 * that turns its head. Each is narrow (a named object or doer), so these come first.
 */
import { PEOPLE, ALIVE, ANIMALS, HANDS, THINGS, type ActionStaging } from './types.ts';

export const EVERYDAY: readonly ActionStaging[] = [
  // A turn and a smile to the lens: the back to camera, the turn, the smile, held.
  {
    en: /^(?:turn|spin|look)$/,
    rest: /^(?:(?:a)?round|back)?\s*(?:and|to) smile\b|^(?:a)?round,? smiling\b|^back (?:and|with a) smil/i,
    zh: /转身(?:一)?(?:笑|微笑)|回眸一笑|回头(?:一)?(?:笑|微笑)/,
    who: PEOPLE,
    enLines: [
      'standing with {their} back to the camera',
      '{their} hair lifts a little as {they} slowly <turn> around',
      '{s} <look> straight into the lens and <break> into a bright smile',
      '{s} <hold> the smile, everything around slowing down',
    ],
    zhLines: [
      '背对着镜头站着',
      '{s}慢慢转过身来，发丝轻轻扬起',
      '{s}抬眼看向镜头，绽开一个明亮的笑',
      '{s}笑着停在原地，一切都慢了下来',
    ],
  },
  // An instant photo developing: the print sliding out, the image rising from the white.
  {
    en: /^(?:develop|appear|emerge|fade)$/,
    head: /\b(?:photos?|photographs?|prints?|polaroids?|pictures?|instax)\b|照片|相片|相纸/,
    zh: /显影|显现|浮现/,
    who: THINGS,
    enLines: [
      'the print sliding out of the camera, a blank milky white',
      'shapes begin to rise faintly out of the white',
      'the colours deepen and the faces sharpen, line by line',
      '{s} <sit> fully developed, the moment caught',
    ],
    zhLines: [
      '相纸从相机里缓缓吐出，一片乳白',
      '画面一点点从白雾里浮出来',
      '颜色慢慢变深，人脸的轮廓清晰起来',
      '{s}完全显影，刚才的那一刻被定格下来',
    ],
  },
  // Riding a camel: the hump rising and falling, the slow sway, a shape in the haze, on toward it.
  {
    en: /^(?:ride|sway|trek|cross|travel)$/,
    rest: /\bcamels?\b/i,
    zh: /骑(?:着)?骆驼/,
    who: PEOPLE,
    enLines: [
      'the hump rising and falling ahead, the reins loose in {their} hands',
      'the camel plods on with a slow, rolling sway, dunes running to the horizon',
      '{s} <squint> as a shape rises slowly out of the heat haze ahead',
      'bells clinking, the camel carries {them} on toward it',
    ],
    zhLines: [
      '骑在驼背上，驼峰在身前一起一伏，缰绳松松地握在手里',
      '骆驼迈着慢悠悠的步子，身子跟着一摇一晃，沙丘连绵到天边',
      '{s}望向远处，热浪里慢慢浮出一片轮廓',
      '驼铃叮当，骆驼驮着{s}朝那片轮廓走去',
    ],
  },
  // Feeding an animal from the hand (birds are fed crumbs in their own entry): the offer, the
  // cautious sniff, the nibble, the nudge for more.
  {
    en: /^(?:feed|offer|give)$/,
    rest: /\b(?:deer|fawns?|goats?|kids|horses?|ponies|pony|donkeys?|llamas?|alpacas?|sheep|lambs?|calf|calves|cows?|giraffes?|elephants?|rabbits?|bunn(?:y|ies)|squirrels?|camels?|kangaroos?|capybaras?)\b/i,
    zh: /喂[^，。]{0,6}(?:鹿|羊|马|驴|兔|松鼠|长颈鹿|大象|骆驼|羊驼|水豚)|(?:鹿|羊|马|驴|兔|松鼠|长颈鹿|大象|骆驼|羊驼|水豚)[^，。]{0,4}喂/,
    who: PEOPLE,
    enLines: [
      'crouched low, the food held out on an open palm',
      'a curious muzzle stretches in, sniffs, and nibbles from {their} hand',
      'it nudges {their} fingers for more, and {s} <laugh> under {their} breath',
      '{s} <hold> out the last piece, the animal pressed close and calm',
    ],
    zhLines: [
      '蹲低身子，摊开手掌，把吃的递过去',
      '一只湿漉漉的鼻子凑过来嗅了嗅，从掌心里小口叼走',
      '它又拱了拱{s}的手指要更多，{s}忍不住笑出声',
      '{s}递出最后一块，小家伙安安静静地挨在身边',
    ],
  },
  // Trying something for the first time: the hesitation, the careful first go, the wobble,
  // the look of surprise.
  {
    en: /^(?:try|attempt)$/,
    rest: /\bfor the (?:very )?first time\b/i,
    // (Food tried is tasted: the face, not the wobble.)
    not: /\b(?:lemons?|limes?|sushi|durian|coffee|chil(?:i|li|es)|peppers?|wasabi|ice cream|food|dish|noodles|kimchi|olives?|cheese|candy|sweets|cake|soup|tea|beer|wine|spic\w*|sour\w*)\b/i,
    zh: /第一次尝试|第一次试(?!吃|喝)/,
    who: ['person', 'animal'],
    enLines: [
      'hesitating, unsure, eyes fixed on what lies ahead',
      'a careful first go, every muscle tense',
      'a wobble and a startled pause, then a second, braver try',
      '{s} <look> up, surprised and a little proud',
    ],
    zhLines: [
      '犹犹豫豫，盯着看了好一会儿',
      '小心翼翼地第一次尝试，浑身都绷着',
      '{s}晃了一下，愣住，又鼓起勇气再来一次',
      '{s}抬起头，又惊讶又有点得意',
    ],
  },
  // A woodpecker at work: braced on the bark, the hammering blur, the listen, the hole.
  {
    head: /\bwoodpeckers?\b|啄木鸟/,
    en: /^(?:drill|peck|hammer|tap|knock|bore|chisel|drum)$/,
    zh: /啄|敲/,
    who: ['animal', 'thing'],
    enLines: [
      'clinging to the bark, tail braced against the trunk',
      'the head hammers in a blur, chips of wood spraying out',
      '{s} <pause>, <cock> {their} head to listen, then <strike> again',
      'a neat round hole left in the trunk as {s} <hitch> up the bark',
    ],
    zhLines: [
      '紧紧抓着树皮，尾羽撑在树干上',
      '脑袋飞快地啄击，木屑四处飞溅',
      '{s}停下来歪头听了听，又接着啄',
      '树干上留下一个圆圆的小洞，{s}沿着树皮往上一跳',
    ],
  },
  // A missed train or bus: the run for it, the doors closing, the lights pulling away.
  {
    en: /^miss$/,
    rest: /\b(?:train|bus|tram|subway|metro|ferry|shuttle)\b/i,
    zh: /(?:错过|没赶上|没能赶上)[^，。]{0,4}(?:车|地铁|公交|火车|电车|轮渡|班车)/,
    who: PEOPLE,
    enLines: [
      'running flat out for the doors, bag bouncing',
      'the doors slide shut a stride ahead of {them}, and {they} <skid> to a stop',
      'the lit carriages pull away, faces in the windows sliding past',
      '{s} <stand> alone, catching {their} breath, as the tail lights shrink away',
    ],
    zhLines: [
      '拼命冲向车门，包在身后一颠一颠',
      '车门在{s}面前一步之遥合上，只好猛地刹住脚步',
      '亮着灯的车厢缓缓开走，窗里的人影一一滑过',
      '{s}独自站着喘气，看着尾灯渐渐远去',
    ],
  },
  // A bowl of noodles in first person: set down, lifted in the chopsticks, slurped, emptied.
  {
    head: /^(?:you|你)(?: |$)/,
    en: /^(?:eat|taste|try|slurp|have)$/,
    rest: /\b(?:noodles?|ramen|pho|udon|soba|soup|bowl)\b/i,
    zh: /^(?:吃|尝|嗦|来)[^，。]*(?:面|粉|米线|汤|粥|馄饨|抄手)/,
    who: PEOPLE,
    enLines: [
      'a steaming bowl set down in front of you',
      'chopsticks lift a tangle of noodles toward the lens, broth dripping',
      'a long slurp, steam fogging the edge of the frame',
      'the bowl nearly empty, the chopsticks resting across it',
    ],
    zhLines: [
      '一碗面端上桌，热气扑面而来',
      '筷子挑起一大口面，汤汁顺着面条往下滴',
      '呼噜一声嗦进嘴里，热气糊了镜头',
      '碗里的面见了底，筷子搁在碗沿上',
    ],
  },
  // Eating in first person: the food comes to the lens; the face that eats it is never seen.
  {
    head: /^(?:you|你)(?: |$)/,
    en: /^(?:eat|taste|try|bite|sample)$/,
    zh: /^(?:吃|尝|咬|品尝)/,
    who: PEOPLE,
    enLines: [
      'a hand reaching out for it, steam rising',
      'it comes up close to the lens, crisp and glistening',
      'a bite, and the crunch fills everything',
      'the hand lowers it, half eaten, and reaches for more',
    ],
    zhLines: [
      '伸手接过来，热气直往上冒',
      '食物凑到镜头前，外皮金黄酥脆',
      '咬下一口，咔嚓一声',
      '手里只剩半块，又伸手去拿下一块',
    ],
  },
  // A first walk: the hold on the furniture, the first wobbly step, two more, the arms.
  {
    en: /^(?:walk|toddle|step)$/,
    rest: /\bfor the first time\b|\bfirst steps?\b/i,
    zh: /(?:第一次)?(?:学)?走路|迈出(?:人生)?第一步|走出第一步|学步/,
    who: PEOPLE,
    enLines: [
      'holding onto the edge of the sofa, wobbling, eyes fixed ahead',
      'one hand lets go, and a first unsteady step lands, arms out for balance',
      '{s} <totter> two more steps, grinning, nearly tipping over',
      '{s} <tumble> into the waiting arms',
    ],
    zhLines: [
      '扶着沙发边摇摇晃晃地站着，眼睛盯着前方',
      '一只小手松开，迈出摇摇晃晃的第一步，两只胳膊张开保持平衡',
      '{s}又踉跄着走了两步，咧嘴笑着，差点摔倒',
      '{s}一头扑进张开的怀抱里',
    ],
  },
  // Peeking out of a den or a burrow: the dark mouth, a nose, the eyes, out into the light.
  {
    en: /^(?:peek|peep|poke|emerge|venture)$/,
    rest: /\b(?:out|from)\b.*\b(?:den|burrow|hole|nest|log|shell|hollow)\b/i,
    zh: /(?:从|在)?[^，。]{0,4}(?:洞|窝|巢)[^，。]{0,3}(?:探出头|探头|钻出来)/,
    who: ANIMALS,
    enLines: [
      'only darkness at first in the mouth of the den',
      'a nose appears, twitching, then two bright eyes',
      '{s} <creep> halfway out, ears turning toward every sound',
      '{s} <step> out into the open, blinking in the light',
    ],
    zhLines: [
      '洞口起初只有一片漆黑',
      '先是一只鼻子探出来，一抽一抽地嗅着，接着是两只亮晶晶的眼睛',
      '{s}探出半个身子，耳朵转向每一个声响',
      '{s}走出洞口，在光里眨着眼',
    ],
  },
  // Teaching a child to ride a bike: the hand on the saddle, running alongside, letting go.
  {
    en: /^(?:teach|help)$/,
    rest: /\bto ride (?:a |her |his |their )?(?:bike|bicycle)\b/i,
    zh: /教[^，。]{0,6}骑(?:自行车|单车)/,
    who: PEOPLE,
    enLines: [
      'one hand steadying the saddle, the child wobbling on the pedals',
      'running alongside, still holding on, the bike picking up speed',
      'the hand lets go, and the bike rolls on alone',
      '{s} <stop>, out of breath, watching the child ride away alone',
    ],
    zhLines: [
      '一只手扶着车座，孩子在踏板上摇摇晃晃',
      '跟着车一路小跑，手还扶着，车子越骑越快',
      '手悄悄松开，车子自己往前骑了出去',
      '{s}停下脚步喘着气，看着孩子一个人越骑越远',
    ],
  },
  // Searching for a lost pet: the look round, the hiding places, a sound, the find.
  {
    en: /^(?:look|search|hunt)$/,
    rest: /^(?:around )?for (?:a |the |his |her |their |its |my )?(?:lost |missing |little )?(?:cat|kitten|dog|puppy|pet)s?\b/i,
    zh: /(?:找|寻找|搜寻)(?:一只|那只|走丢的|丢失的)?(?:小)?(?:猫|狗|宠物)/,
    who: ['person', 'thing'],
    enLines: [
      'stopping at the mouth of an alley, scanning the dark',
      'crates shifted and bins checked, one corner after another',
      'a small sound, and {s} <turn> toward it',
      '{s} <find> it at last, curled up in a corner',
    ],
    zhLines: [
      '在巷口停下，四下张望',
      '纸箱后、垃圾桶旁，一处处翻找过去',
      '一声轻响，{s}猛地转过头去',
      '{s}终于找到了，它蜷在角落里',
    ],
  },
  // Wandering a market: the lights ahead, the stalls sliding past, a vendor's offer, the street.
  {
    en: /^(?:wander|stroll|walk|browse|explore)$/,
    rest: /\b(?:night )?(?:markets?|bazaars?|souks?|food streets?|fairs?)\b/i,
    zh: /逛(?:夜市|集市|市场|庙会|小吃街|美食街)|(?:夜市|集市|市场|庙会|小吃街|美食街)(?:里|中)?(?:穿行|穿梭|闲逛|漫步)/,
    who: PEOPLE,
    enLines: [
      'at the market’s edge, lights and crowds ahead',
      'stalls slide past on both sides as {they} <move> through the crowd',
      'a vendor holds out something hot, straight toward {them}',
      '{s} <look> back over the whole glowing street',
    ],
    zhLines: [
      '站在入口，满眼的灯和人',
      '{s}挤进人流，两边的摊位一家挨一家往后退',
      '摊主把刚出锅的小吃递到眼前',
      '{s}回头望去，整条街的灯火连成一片',
    ],
  },
  // Making one's way through a lit place (在洪崖洞夜景中穿行): the way in, the lights passing,
  // the view opening at a railing, on into the crowd.
  {
    zh: /穿行|穿梭/,
    // (Riding, driving or flying through is no walk with the crowd.)
    not: /骑|开|驾|飞|车/,
    // (A market's lanes are the entry before: stalls, not a railing with a view.)
    notIn: /夜市|集市|市场|庙会|小吃街|美食街|\bmarkets?\b/i,
    onlyIn: /夜|灯|霓虹|\bnight\b|\bneon\b|\blanterns?\b/i,
    who: PEOPLE,
    enLines: [
      'at the way in, the lights ahead layered one above another',
      'lights and eaves slide past on both sides as {they} <move> with the crowd',
      '{s} <reach> a railing, and the whole view opens out ahead',
      '{s} <walk> on, folding back into the crowd',
    ],
    zhLines: [
      '站在入口，前方的灯火层层叠叠',
      '{s}随着人流往前走，两侧的灯火和檐角一一掠过',
      '{s}走到栏杆边，整片景色在眼前豁然展开',
      '{s}继续往前走，融进来往的人群',
    ],
  },
  // Reaching for something just out of reach: the arm stretches, the fingers strain, and close.
  {
    en: /^(?:reach|lunge|stretch|grab|grasp)$/,
    rest: /^(?:out )?(?:for|after|toward|towards)\b/i,
    zh: /伸手(?:去)?(?:够|抓|拿|接)/,
    who: PEOPLE,
    enLines: [
      'eyes fixed on something just out of reach, one hand lifting',
      '{their} arm stretches out, fingers spread, straining for the last inch',
      '{their} fingertips brush the edge of it, almost there',
      '{s} <close> {their} fingers around it at last',
    ],
    zhLines: [
      '眼睛盯着想要的东西，一只手已经抬了起来',
      '{s}的手臂尽力伸长，手指张开，只差最后一点',
      '{s}的指尖擦过了它，就差一点',
      '{s}终于一把抓住了它',
    ],
  },
  // Finding something small on the ground: the search, the crouch, the thing itself, the look.
  {
    en: /^(?:find|discover|spot|stumble)$/,
    rest: /\b(?:flowers?|plants?|seedlings?|sprouts?|shells?|fossils?|coins?|rings?|keys?|stones?|crystals?|footprints?|eggs?|feathers?|bones?)\b/i,
    zh: /(?:发现|找到|看到)了?(?:一朵|一株|一棵|一颗|一枚|一块|一片|一根|一只|一个)?[^，。]{0,4}(?:花|草|嫩芽|幼苗|贝壳|化石|硬币|戒指|钥匙|石头|水晶|脚印|蛋|羽毛|骨头)/,
    who: PEOPLE,
    enLines: [
      'moving slowly, eyes scanning the ground ahead',
      '{their} steps stop short and {they} <crouch> down for a closer look',
      'close on {obj}: small, bright and impossibly there',
      '{s} <stay> crouched beside it, staring',
    ],
    zhLines: [
      '缓缓前行，目光扫过脚下的地面',
      '{s}慢慢蹲下身，凑近细看',
      '特写：它小小的，却真真切切地在那里',
      '{s}蹲在原地，久久凝视着它',
    ],
  },
  {
    en: /^(?:push|knock|nudge|swat|shove|bat|paw|tip|sweep|flick)$/,
    // ("cat knocks cup": a cat knocking a cup knocks it off.)
    rest: /\boff\b|^over\b|\bover$|\bover the edge\b|^(?:a |the |her |his |its )?(?:[\w-]+ )?(?:cup|mug|glass|vase|plate|bowl|pen|phone|remote)s?$/i,
    zh: /推下|推到地上|推掉|碰掉|碰倒|打翻|扒拉下|拍下|拨下|扫下/,
    who: ANIMALS,
    enLines: [
      'sitting at the edge, eyes fixed on {obj}',
      'a single paw nudges {obj} toward the edge, bit by bit',
      '{obj} <topple> over the edge and <shatter> on the floor below',
      '{s} <peer> down at the pieces, utterly unbothered',
    ],
    zhLines: [
      '蹲在桌沿，盯着眼前的东西',
      '{s}伸出一只爪子，一下一下把它拨向边缘',
      '它翻过边缘掉了下去，啪的一声摔碎了',
      '{s}探头往下看了一眼，一脸淡定',
    ],
  },
  {
    en: /^blow$/,
    rest: /bubbles?\b/i,
    not: /\bgum\b/i,
    zh: /吹泡泡/,
    who: PEOPLE,
    enLines: [
      'the wand dipped, a thin film of soap across the ring',
      'one slow breath and the film bulges out, shimmering with colour',
      'a stream of bubbles drifts up and away, rainbows swirling on each',
      '{s} <watch> them float off, smiling',
    ],
    zhLines: [
      '蘸好泡泡水，小圈上蒙着一层薄膜',
      '{s}轻轻呼一口气，薄膜慢慢鼓起，泛着彩光',
      '一串泡泡飘了起来，每一个上面都流转着彩虹色',
      '{s}望着泡泡越飘越远，笑了',
    ],
  },
  {
    en: /^(?:chase|catch|pop|try|run|reach|grab|swat|jump|leap|play)$/,
    rest: /bubbles?\b/i,
    zh: /泡泡/,
    not: /吹泡泡|\b(?:wrap|gum)\b/i,
    who: PEOPLE,
    enLines: [
      'looking up, a cloud of bubbles drifting overhead',
      '{their} hands reach and clap at the air, bubbles slipping just past {their} fingers',
      'a bubble pops against an outstretched palm in a tiny burst of spray',
      '{s} <spin> round, laughing, reaching for the next one',
    ],
    zhLines: [
      '仰着头，一串泡泡在头顶飘着',
      '{s}伸着小手在空中乱抓，泡泡从指缝间溜走',
      '一个泡泡在{s}掌心啪地破了',
      '{s}笑着转了个圈，又奔向下一个',
    ],
  },
  {
    en: /^(?:chase|catch|pop|try|run|snap|bite|jump|leap|play|swat)$/,
    rest: /bubbles?\b/i,
    zh: /泡泡/,
    not: /吹泡泡|\b(?:wrap|gum)\b/i,
    who: ANIMALS,
    enLines: [
      'eyes following the bubbles drifting overhead',
      '{their} jaws snap at the air, bubbles slipping just past {their} nose',
      'a bubble pops right on the tip of {their} nose',
      '{s} <sneeze>, then <bound> after the next one',
    ],
    zhLines: [
      '眼睛紧紧跟着头顶飘过的泡泡',
      '{s}张嘴朝空中一咬，泡泡擦着鼻尖溜走',
      '一个泡泡正好在{s}的鼻尖上破了',
      '{s}打了个喷嚏，又蹦跶着扑向下一个',
    ],
  },
  {
    en: /^blow$/,
    rest: /dandelion/i,
    zh: /吹蒲公英/,
    who: PEOPLE,
    enLines: [
      'a dandelion clock held up close, cheeks filling with air',
      'one long breath, the seeds loosening from the head',
      'the seeds scatter on the air, a cloud of tiny parachutes',
      '{s} <watch> them float away, growing smaller',
    ],
    zhLines: [
      '举着一朵毛茸茸的蒲公英，鼓起腮帮子',
      '{s}长长呼出一口气，绒球上的种子松动起来',
      '种子四散飘开，像一群小小的降落伞',
      '{s}望着它们越飘越远',
    ],
  },
  {
    en: /^(?:fall|drift|nod|doze)$/,
    rest: /^asleep\b|^off\b(?! (?:the|a|an|his|her|its|their|my|your)\b)/i,
    zh: /睡着了|进入梦乡|打瞌睡|打起瞌睡|犯困|昏昏欲睡|迷迷糊糊/,
    who: ALIVE,
    enLines: [
      'eyelids growing heavy, blinking slowly',
      '{their} head droops, jerks up, then droops again',
      '{s} <let> {their} eyes close at last, {their} head sinking down',
      '{s} <breathe> slow and deep, {their} whole body gone soft',
    ],
    zhLines: [
      '眼皮越来越沉，慢慢眨着眼',
      '{s}的脑袋一点一点，猛地抬起，又垂了下去',
      '{s}终于闭上眼睛，脑袋沉沉地歪到一边',
      '{s}的呼吸变得又慢又匀，整个身子软了下来',
    ],
  },
  {
    en: /^(?:give|hand|offer|present)$/,
    rest: /\bto\b|\bout\b|flower|rose|bouquet|gift|present|daisy|tulip|card|letter/i,
    not: /\b(?:speech|talk|lecture|birth|way|thumbs?|high[- ]five|hug|kiss|look|nod|smile|chase|hands?|breath)\b|^(?:up|on|back|in)\b|快递/i,
    zh: /递给|递过|递上|送给|送花|献花|送礼物|交给|捧给/,
    who: HANDS,
    enLines: [
      // (Never "{obj} offered": with no object named, {obj} is "it".)
      'holding {obj} out carefully in both hands',
      'one slow step forward, {their} hands reaching across the small gap',
      'another hand reaches out and gently closes around {obj}',
      'the two share a long, quiet look',
    ],
    zhLines: [
      '双手捧着要送出去的东西',
      '{s}往前迈了一小步，把手伸了出去',
      '另一只手伸过来，轻轻接住了它',
      '两人对视了一眼，脸上都露出了笑',
    ],
  },
  {
    en: /^(?:pull|stretch|hand-pull|swing|twirl|make|slap)$/,
    rest: /noodle|lamian|la mian|^(?:the |a |some )?dough\b/i,
    // (吃拉面 eats the noodles: nobody pulls them.)
    not: /\binstant\b|\bcup noodles?\b|吃|嗦|品尝/i,
    // Ramen in Japan is cut, boiled and lifted from the pot, not pulled by hand like lamian.
    notIn: /\b(?:tokyo|osaka|kyoto|japan\w*|izakaya|tonkotsu|shoyu|miso)\b|日式|日本|东京/i,
    zh: /拉面|抻面|甩面|拉出面条|拉面条/,
    who: HANDS,
    enLines: [
      'a thick rope of dough stretched between both hands',
      '{their} arms swing wide, the dough looping out, folding back, doubling with each pass',
      'the dough parts into a fan of fine, even strands',
      '{s} <drop> the strands into a boiling pot, steam rising',
    ],
    zhLines: [
      '双手握住揉好的面团两端',
      '{s}双臂一抻一甩，面对折再对折，越来越细',
      '{s}手中的面分成一大把细细的面丝，根根均匀',
      '{s}把面丝抖进滚开的锅里，热气升腾',
    ],
  },
  {
    en: /^(?:hit|sink|make|shoot|drain|nail|bury|take|score|win)$/,
    rest: /buzzer|last[- ]second|game[- ]winn|winning (?:shot|basket)|final shot|clutch/i,
    zh: /绝杀|压哨|最后一秒/,
    who: PEOPLE,
    enLines: [
      'ball in hand, the clock ticking down its last seconds',
      'the ball hangs high in its arc, the buzzer blaring',
      'the ball drops through the net with a clean swish',
      'the crowd erupts as {s} <vanish> under a pile of teammates',
    ],
    zhLines: [
      '持球在手，计时器上只剩最后几秒',
      '球在空中划出高高的弧线，终场蜂鸣声响起',
      '球唰的一声空心入网',
      '全场沸腾，队友们一拥而上，把{s}围在中间',
    ],
  },
  {
    head: /\b(?:portraits?|paintings?|pictures?|drawings?|photos?|photographs?|dolls?|statues?|mannequins?|puppets?|busts?|sculptures?)\b|画像|画中|照片|图画|画里|肖像|玩偶|娃娃|雕像|人偶|木偶|塑像/,
    en: /^(?:turn|rotate|swivel|twist|move|look)$/,
    rest: /\b(?:head|face|eyes|around|round|toward|towards)\b|^$/i,
    zh: /转过头|转头|扭头|回头|转过脸|看向|转过来/,
    who: ['person', 'thing'],
    enLines: [
      'perfectly still, eyes fixed ahead',
      'a faint creak as {their} head begins to shift, a fraction at a time',
      '{their} eyes come to rest on the lens and hold there',
      '{s} <stay> utterly still again, only the eyes following',
    ],
    zhLines: [
      '一动不动，目光直视前方',
      '{s}的头微微一动，一点一点地偏转过来',
      '{s}的目光落在镜头上，定住了',
      '{s}又恢复了静止，只有那双眼睛还跟着',
    ],
  },
  // A reflection that does not copy the one in front of the mirror: horror's oldest scare.
  {
    head: /\b(?:reflections?|mirror image|figure in the mirror)\b|人影|倒影|镜中人|镜子里的(?:我|人|她|他)|影子/,
    en: /^(?:move|follow|copy|mimic|lag|stay|smile|turn|blink|wave|stop)$/,
    zh: /没有?跟着|没跟上|不跟着|慢了?一拍|慢半拍|不动|自己动|先动|笑了|眨眼|停住/,
    who: ['person', 'thing'],
    enLines: [
      'copying every small move, as a reflection should',
      'a hand rises in front of the mirror while the reflection stays perfectly still',
      '{s} slowly <tilt> {their} head and <stare> straight into the lens',
      // (No light flickers: the room may be lit by the moon alone.)
      'a blink later, the mirror shows only the empty room',
    ],
    zhLines: [
      '一举一动都和镜前一模一样',
      '镜前的手抬了起来，镜中的{s}却纹丝不动',
      '{s}慢慢歪过头，直直盯着镜头',
      '一眨眼，镜子里只剩空荡荡的房间',
    ],
  },
  {
    en: /^shake$/,
    rest: /water|\boff\b|\bdry\b|itself|himself|herself|\bfur\b|\bcoat\b/i,
    zh: /甩干|抖落|甩掉.*水|甩水|抖水|甩毛|抖毛|甩了甩身上/,
    who: ANIMALS,
    enLines: [
      'dripping wet, fur plastered flat',
      'a ripple starts at {their} head and twists all the way down to {their} tail',
      'water flies off in a wide, spinning halo of droplets',
      '{s} <stand> fluffed up and scruffy, looking pleased',
    ],
    zhLines: [
      '浑身湿透，毛都贴在身上',
      '一股扭动从{s}的脑袋一路传到尾巴',
      '水珠四散飞溅，在身边甩出一圈水雾',
      '{s}浑身的毛蓬了起来，一脸得意',
    ],
  },
  {
    en: /^stretch$/,
    rest: /^(?!.*\b(?:dough|noodles?|canvas|legs? of|wings?)\b)/i,
    zh: /伸懒腰|伸了个懒腰|舒展身体|舒展身子/,
    who: ANIMALS,
    enLines: [
      'curled up, just waking',
      '{their} front {feet} reach far ahead, back arching high',
      '{s} <spread> {their} toes wide in a huge yawn',
      '{s} <settle> back down, blinking slowly',
    ],
    zhLines: [
      '蜷成一团，刚刚醒来',
      '{s}两只前爪向前伸得老长，后背高高拱起',
      '{s}张开爪子，打了个大大的哈欠',
      '{s}慢慢眨着眼，又趴了回去',
    ],
  },
  // A person stretching awake: arms overhead, the clothes moving with them (a silk ad's moment).
  {
    en: /^stretch$/,
    rest: /^(?!.*\b(?:dough|noodles?|canvas|legs? of|wings?)\b)/i,
    zh: /伸懒腰|伸了个懒腰|舒展身体|舒展身子/,
    who: PEOPLE,
    enLines: [
      'still half asleep, slowly sitting up',
      '{their} arms rise high overhead, the fabric sliding softly with the movement',
      '{s} <arch> into a long, slow stretch, eyes closed against the light',
      '{s} <let> {their} arms fall and <smile>, slow and easy',
    ],
    zhLines: [
      '还带着睡意，慢慢坐起身',
      '{s}双臂高高举过头顶，衣料顺着身体柔柔垂下',
      '{s}舒展开身体，迎着光眯起眼睛',
      '{s}放下手臂，露出一个慵懒的微笑',
    ],
  },
];
