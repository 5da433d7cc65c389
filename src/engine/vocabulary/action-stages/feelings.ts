/** Action stages (see ../action-stages.ts): Feelings and home: hugs, tears, laughter, waiting, sleep, gifts, doors, gardens. */
import { PEOPLE, ALIVE, ANIMALS, THINGS, type ActionStaging } from './types.ts';

export const FEELINGS_AND_HOME: readonly ActionStaging[] = [
  {
    en: /^(?:hug|embrace|cuddle)$/,
    zh: /拥抱|抱住|相拥|抱在一起|搂住/,
    who: ALIVE,
    enLines: [
      'a step apart, eyes meeting',
      'arms wrap tight, a hand pressing into a back',
      '{s} <hold> on tight, eyes squeezed shut',
      '{s} slowly <ease> apart, still smiling',
    ],
    zhLines: [
      '隔着几步站定，目光相遇',
      '双臂紧紧环住对方，手掌按在背上',
      '{s}抱得更紧，紧紧闭上眼睛',
      '{s}慢慢松开，两人看着对方',
    ],
  },
  {
    en: /^kiss$/,
    zh: /亲吻|接吻|吻/,
    who: PEOPLE,
    enLines: [
      'faces close, a breath apart',
      'a hand rises gently to a cheek',
      'the kiss lingers, eyes closed',
      '{s} slowly <part>, foreheads touching',
    ],
    zhLines: [
      '{s}的脸靠得很近，只隔着一个呼吸',
      '一只手轻轻抚上脸颊',
      '两人闭上眼睛，久久停住',
      '{s}慢慢分开，额头抵着额头',
    ],
  },
  {
    en: /^(?:cry|weep|sob|tear)$/,
    rest: /^(?!.*\b(?:up|apart|open|down|off|out|into)\b)/i,
    zh: /哭泣|哭|流泪|落泪|抽泣|啜泣/,
    // ("给哭闹的小朋友打针": someone else is crying; the nurse is not.)
    not: /哭闹的|哭着的|在哭的|哭泣的/,
    who: PEOPLE,
    enLines: [
      'eyes glistening, holding it together',
      'a tear slips down {their} cheek',
      '{their} shoulders shake as the sob breaks free',
      '{s} slowly <quiet>, breath still catching',
    ],
    zhLines: [
      '眼眶泛红，强忍着',
      '一滴眼泪顺着{s}的脸颊滑落',
      '{s}的肩膀一抽一抽，终于哭出声来',
      '{s}慢慢平静下来，呼吸还有些发颤',
    ],
  },
  // A smile is no laughing fit: it warms and holds.
  {
    en: /^(?:smile|beam)$/,
    zh: /微笑|笑着|浅笑|露出笑容|一笑/,
    not: /说|问|答|道|大笑|笑出声/,
    who: PEOPLE,
    enLines: [
      'glancing down, then up at the lens',
      '{their} face softens as a smile starts at the corners of {their} mouth',
      '{s} <smile> fully, eyes bright',
      '{s} <hold> the smile, warm and easy',
    ],
    zhLines: [
      '垂下眼睛，又抬眼看向镜头',
      '{s}的神情慢慢柔和下来，嘴角微微上扬',
      '{s}露出灿烂的笑容，眼睛亮亮的',
      '{s}保持着笑容，自然又放松',
    ],
  },
  {
    en: /^(?:laugh|giggle|chuckle|grin)$/,
    zh: /大笑|哈哈大笑|笑出声|笑/,
    not: /说|问|答|道/,
    who: PEOPLE,
    enLines: [
      'eyes bright, a giggle building',
      // (Said without a mouth to count: "the kids laugh" is two of them.)
      'laughter bursting out, eyes crinkling shut',
      '{s} <throw> {their} head back, shaking with it',
      '{s} <catch> {their} breath, still grinning',
    ],
    zhLines: [
      '抿着嘴，努力憋着',
      '{s}的嘴角忍不住上扬，眼睛弯成了月牙',
      '{s}仰起头，笑得前仰后合',
      '{s}擦了擦眼角，还没缓过劲来',
    ],
  },
  {
    en: /^wave$/,
    rest: /goodbye|hello|farewell|\bat\b|\bto\b|hand|^$/i,
    zh: /挥手|招手|挥手告别|挥别/,
    who: PEOPLE,
    enLines: [
      'looking out, searching for a face',
      '{their} raised hand sways side to side, slow and wide',
      '{s} <rise> onto {their} toes, both arms high',
      '{s} slowly <lower> {their} hand, eyes still on the distance',
    ],
    zhLines: [
      '望向远处，寻找着那个身影',
      '{s}高高举起手，左右慢慢摆动',
      '{s}踮起脚，两只手一起举过头顶',
      '{s}慢慢放下手，目光还停在远处',
    ],
  },
  {
    en: /^(?:wait)$/,
    zh: /等待|等着|守候|等/,
    who: PEOPLE,
    enLines: [
      'standing still, eyes on the distance',
      '{their} fingers fidget, turning something over and over',
      '{s} <look> up at a sound, then slowly <lower> {their} eyes',
      '{s} <let> out a quiet breath, eyes still on the same spot',
    ],
    zhLines: [
      '静静站着，望向远处',
      '{s}的手指不安地绞在一起',
      '听到一点动静，{s}猛地抬头，又慢慢垂下眼',
      '{s}轻轻叹了口气，还是望着那个方向',
    ],
  },
  {
    en: /^(?:turn|look|glance)$/,
    rest: /^(?:around|back|over (?:his|her|their|its) shoulder|to look back)/i,
    zh: /回头|转过头|转身|回眸/,
    // (转身上了火车, 转身离开: turning to go is leaving, not looking back.)
    not: /转身(?:就|便)?(?:上|走|离|进|跑|出)/,
    who: ['person', 'thing'],
    enLines: [
      'still, back half turned',
      '{their} shoulders shift first, then {their} head comes slowly round',
      '{their} eyes settle on something out of frame, and hold',
      '{s} <hold> the look a beat longer',
    ],
    zhLines: [
      '背影静止，一动不动',
      '{s}的肩膀先微微一动，接着头慢慢转了过来',
      '{s}的目光落在画外某处，停住了',
      '{s}就那样定定地望着',
    ],
  },
  // Looking down or away in a scene is shame or hurt, not taking in the view.
  {
    en: /^(?:look|stare|glance)$/,
    rest: /^(?:down|away)(?: at (?:his|her|their) (?:feet|hands|shoes|plate|cup))?$/i,
    zh: /低下头|低头不语|移开(?:了)?(?:视线|目光)|别过(?:脸|头)/,
    who: PEOPLE,
    enLines: [
      'a breath held, the words landing',
      '{their} eyes drop, {their} jaw tightening',
      '{s} <swallow>, unable to meet the other’s gaze',
      '{s} <stay> like that a moment, shoulders sinking',
    ],
    zhLines: [
      '{s}屏住一口气，话还悬在空中',
      '{s}垂下目光，下颌绷紧',
      '{s}咽了一下，不敢迎上对方的眼睛',
      '{s}就那样僵了一会儿，肩膀慢慢塌下来',
    ],
  },
  // Eyes on the floor in a hard talk: not looking up, not meeting anyone's eyes.
  {
    en: /^(?:stare|look|gaze)$/,
    rest: /^(?:down )?at (?:the |his |her |their |my )?(?:floor|ground|feet|shoes|hands|table)\b|^down$/i,
    zh: /低头(?:看着|盯着)?(?:地面|地板|脚尖|自己的手)|低下头/,
    who: PEOPLE,
    enLines: [
      'a long silence, shoulders sinking',
      '{their} eyes lowered, hands knotted together',
      '{s} <swallow> hard, jaw tight',
      '{s} <stay> like that, head still bowed',
    ],
    zhLines: [
      '沉默良久，肩膀慢慢垂了下去',
      '{s}垂着眼，两只手绞在一起',
      '{s}用力咽了一下，下巴绷紧',
      '{s}就那样低着头，一动不动',
    ],
  },
  // A look straight into the lens (in disbelief, a wink, a deadpan): the reaction to camera.
  {
    en: /^(?:look|stare|glance|turn|gaze)$/,
    rest: /\b(?:into|at|to|toward|towards) the (?:camera|lens)\b/i,
    zh: /看向镜头|望向镜头|盯着镜头|对着镜头(?:看|瞪)/,
    who: PEOPLE,
    enLines: [
      'frozen for a beat, still taking in what just happened',
      '{their} head turns slowly until {their} eyes meet the lens',
      '{s} <stare> straight into the camera, eyebrows up, mouth half open',
      '{s} <hold> the look a beat too long, then a grin breaks through',
    ],
    zhLines: [
      '愣了一下，还没回过神来',
      '头慢慢转过来，目光对上镜头',
      '{s}直直盯着镜头，眉毛一挑，嘴巴半张',
      '{s}多盯了一秒，终于忍不住笑出来',
    ],
  },
  {
    en: /^(?:gaze|stare|look|watch|observe|contemplate)$/,
    rest: /^(?:out|up|at|into|over|across|toward|towards|through|down)\b|^$|\b(?:stars|sky|sea|ocean|horizon|city|rain|window)\b/i,
    zh: /凝视|注视|望着|望向|看着|眺望|仰望|看星星|发呆|凝望|看海|看雨/,
    who: PEOPLE,
    enLines: [
      'still, shoulders loose',
      '{their} eyes move slowly, taking in every detail',
      'something shifts in {their} expression, a quiet realisation',
      '{s} <draw> a slow breath, lost in thought',
    ],
    zhLines: [
      '一动不动，肩膀放松',
      '{s}的目光慢慢移动，把每个细节都看在眼里',
      '{s}的神情微微一动，像是想起了什么',
      '{s}轻轻呼出一口气，久久出神',
    ],
  },
  {
    en: /^(?:gaze|stare|look|watch|observe)$/,
    // ("looks annoyed" is how it seems, not where it looks.)
    // (A cat looking into the lens looks at us, not at something moving ahead.)
    not: /^(?:annoyed|angry|sad|happy|bored|confused|surprised|guilty|innocent|scared|tired|sleepy|proud|pleased|worried|unimpressed|offended|smug|grumpy|shocked|betrayed)\b|\bcamera\b|镜头/i,
    zh: /凝视|注视|望着|望向|看着|盯着|眺望/,
    who: ANIMALS,
    enLines: [
      'ears pricked, body still',
      '{their} eyes track every movement',
      '{their} head tilts to one side, curious',
      '{s} <settle> down, eyes still fixed ahead',
    ],
    zhLines: [
      '竖着耳朵，一动不动',
      '{s}的眼睛紧紧追着前方的动静',
      '{s}歪了歪脑袋，满是好奇',
      '{s}趴了下来，目光还停在前方',
    ],
  },
  {
    en: /^(?:bask|sunbathe|sun|laze|lounge)$/,
    zh: /晒太阳|晒暖|打滚晒/,
    who: ANIMALS,
    enLines: [
      'sprawled out, eyes half closed',
      '{their} eyes narrowed to slits, body loose and warm',
      '{s} <roll> onto {their} back, stretching long',
      '{s} <let> out a slow, contented yawn',
    ],
    zhLines: [
      '摊开身子，眼睛半眯着',
      '{s}的眼睛眯成一条缝，浑身松软',
      '{s}翻了个身，伸了个长长的懒腰',
      '{s}打了个大大的哈欠',
    ],
  },
  {
    en: /^(?:sleep|nap|doze|slumber|snooze)$/,
    zh: /睡觉|睡着|打盹|午睡|熟睡|酣睡|睡/,
    who: ANIMALS,
    enLines: [
      'curled up tight, eyes closed',
      'each slow breath gently lifts {their} side',
      'an ear twitches and {s} <stir>, half-dreaming',
      '{s} <sink> back into deep sleep',
    ],
    zhLines: [
      '蜷成一团，闭着眼睛',
      '{s}的肚子随着呼吸一起一伏',
      '{s}的耳朵轻轻抖了一下',
      '{s}又沉沉睡去',
    ],
  },
  {
    en: /^(?:sleep|nap|doze|slumber|snooze)$/,
    zh: /睡觉|睡着|打盹|午睡|熟睡|酣睡|睡/,
    who: PEOPLE,
    enLines: [
      'eyes closed, face soft',
      'each slow breath gently lifts {their} chest',
      '{s} <stir>, turning slightly in {their} sleep',
      '{s} <settle> back into deep sleep',
    ],
    zhLines: [
      '闭着眼睛，面容放松',
      '{s}的胸口随着呼吸轻轻起伏',
      '{s}动了动，在睡梦中轻轻翻了个身',
      '{s}又沉沉睡去',
    ],
  },
  {
    en: /^(?:open|unwrap|unbox)$/,
    rest: /gift|present|box|parcel|package/i,
    zh: /拆礼物|打开礼物|拆开.*(?:盒|礼物|包裹|快递)|打开.*(?:盒|礼物|包裹|快递)/,
    who: PEOPLE,
    enLines: [
      'the box held in both hands',
      '{their} fingers peel back the paper',
      '{s} <gasp> at what is inside, eyes wide',
      '{s} <lift> it out and <hold> it up',
    ],
    zhLines: [
      '捧着盒子，端详了一会儿',
      '{s}的手指掀开包装纸，揭开盒盖',
      '{s}看到里面的东西，眼睛一下亮了',
      '{s}把它拿出来，举到眼前',
    ],
  },
  {
    en: /^(?:open|push|pull|unlock)$/,
    rest: /door|gate/i,
    zh: /推开.*门|打开.*门|开门|拉开.*门/,
    who: PEOPLE,
    enLines: [
      'one hand on the handle, hesitating',
      'the gap widens inch by inch, the hinges creaking',
      '{s} <stop> on the threshold, taking in what is on the other side',
      '{s} <step> through',
    ],
    zhLines: [
      '一只手搭在门把手上，迟疑了一下',
      '门缝一点点变宽，合页吱呀作响',
      '{s}停在门口，打量着门后的一切',
      '{s}迈过门槛',
    ],
  },
  // A door that slams somewhere in a horror: open on the dark, the swing, the bang, the silence.
  {
    en: /^(?:slam|bang)$/,
    head: /\b(?:doors?|gates?)\b|门/,
    zh: /砰地关上|猛地关上|砰的一声关上/,
    who: THINGS,
    enLines: [
      'standing open, only darkness beyond it',
      'the bang rolls away through the dark, the frame jolting with it',
      '{s} <stand> shut now, a thin line of black beneath {them}',
      'the echo dies and the silence rushes back in',
    ],
    zhLines: [
      '{s}敞开着，门后只有一片漆黑',
      '巨响在黑暗里滚开，画面跟着一震',
      '{s}紧紧关着，门缝下透出一线漆黑',
      '回声散去，死一般的寂静又涌了回来',
    ],
  },
  // A door that shuts by itself: the gap narrows, never widens.
  {
    en: /^(?:creak|swing|slam|close|shut|ease|drift)$/,
    rest: /\b(?:shut|closed?)\b|^$/i,
    head: /\b(?:doors?|gates?)\b|门/,
    onlyIn: /\b(?:shut|close[sd]?|closing|slams?)\b|关上|合上|关了/i,
    zh: /关上|合上|关了|砰地/,
    who: THINGS,
    enLines: [
      'standing ajar, a strip of dark beyond it',
      'the gap narrows slowly, the hinges creaking',
      '{s} <meet> the frame with a soft, final click',
      'the room holds still, {s} shut',
    ],
    zhLines: [
      '虚掩着，门缝外一片漆黑',
      '门缝一点点变窄，合页吱呀作响',
      '{s}轻轻碰上门框，咔哒一声关死',
      '屋里一片寂静，{s}紧闭着',
    ],
  },
  // A door that opens only a crack: the horror is the inch, and the dark behind it.
  {
    en: /^(?:open|creak|swing|ease|inch|drift)$/,
    head: /\b(?:doors?|gates?)\b|门/,
    rest: /\b(?:an inch|a crack|a few inches|slightly|ajar|a little|just a bit)\b/i,
    zh: /(?:开|裂)了?一(?:条|道)缝|微微(?:打开|开了)/,
    who: THINGS,
    enLines: [
      'shut and still in the dark',
      'slowly, by itself, it eases open',
      '{s} <stop> a hand’s width open, only darkness in the gap',
      'all is still; the dark sliver behind {s} holds the frame',
    ],
    zhLines: [
      '在黑暗中紧闭着，一动不动',
      '吱呀一声细长的轻响，四下空无一人',
      '{s}只开了一掌宽就停住，门缝里一片漆黑',
      '四下一片死寂，那道漆黑的门缝一直留在画面里',
    ],
  },
  {
    en: /^(?:open|creak|swing)$/,
    head: /\b(?:doors?|gates?)\b|门/,
    zh: /打开|开了|推开|敞开/,
    not: /\b(?:shut|closed?)\b/i,
    who: THINGS,
    enLines: [
      'shut and still',
      'the gap widens slowly, the hinges creaking',
      '{s} <swing> wide, the doorway gaping',
      '{s} <bump> softly against the wall and <stop>',
    ],
    zhLines: [
      '紧紧关着，一动不动',
      '门缝一点点变宽，合页吱呀作响',
      '{s}完全敞开，门后的一切露了出来',
      '{s}轻轻碰到墙上，停住了',
    ],
  },
  {
    en: /^(?:feed|scatter|toss|throw)$/,
    rest: /pigeon|bird|duck|goose|geese|swan|gull|sparrow|crumb|seed|bread/i,
    zh: /喂鸽子|喂鸟|喂鸭子|喂天鹅|喂海鸥|撒面包屑|撒鸟食/,
    who: PEOPLE,
    enLines: [
      'a handful of crumbs ready',
      'crumbs scatter from {their} hand, wings fluttering in close',
      '{s} <hold> out an open palm and a bird hops onto it',
      '{s} <brush> off {their} hands, the flock pecking around {their} feet',
    ],
    zhLines: [
      '手里攥着一把面包屑',
      '面包屑从{s}指间撒落，鸽子扑棱着翅膀围拢过来',
      '一只鸟落在{s}摊开的掌心',
      '{s}拍了拍手，脚边的鸟还在低头啄食',
    ],
  },
  {
    en: /^water$/,
    // (浇汤, 浇汁 and 浇头 go on a dish, not a flower bed.)
    zh: /浇水|浇花|浇(?!汤|汁|头|上|在|淋|油|酱|卤|[^，。]{0,3}(?:汤|汁|油|酱|卤|糖|奶|醋|酒))/,
    who: PEOPLE,
    enLines: [
      'watering can in hand',
      'water streams from the spout, darkening the soil',
      'droplets bead on the leaves and roll off',
      '{s} <straighten> up, looking over the damp soil',
    ],
    zhLines: [
      '提着水壶走近',
      '水从壶嘴细细洒下，泥土一点点湿润变深',
      '水珠挂在叶片上，又滚落下来',
      '{s}直起身，看着湿润的泥土',
    ],
  },
  {
    en: /^plant$/,
    zh: /种花|种树|栽|种/,
    who: PEOPLE,
    enLines: [
      'a small hole dug, the seedling cupped in {their} hands',
      '{their} hands press the soil down around the stem',
      '{s} <sit> back on {their} heels, looking at it',
      '{s} <pat> the soil once more and <stand> up',
    ],
    zhLines: [
      '挖好小坑，手里捧着幼苗',
      '{s}双手把土拢到根部，轻轻压实',
      '{s}蹲在地上，端详着刚种下的苗',
      '{s}又拍了拍土，站起身来',
    ],
  },
  {
    en: /^(?:wash|scrub|rinse|do)$/,
    rest: /dish|plate|bowl|cup|pan|pot/i,
    zh: /洗碗|刷碗|洗盘子/,
    who: PEOPLE,
    enLines: [
      'sleeves rolled up at the sink',
      'suds slide off each plate under the running water',
      '{s} <hold> up a plate, squeaky clean',
      '{s} <stack> the last one in the rack and <dry> {their} hands',
    ],
    zhLines: [
      '挽起袖子，站在水池前',
      '泡沫顺着碗沿滑落，水声哗哗',
      '{s}举起一只洗得锃亮的碗',
      '{s}把最后一只碗放进架子，擦干双手',
    ],
  },
];
