import type { Pair } from './pair.ts';

/**
 * Scene types the engine recognises, in tie-break order: specific formats (loop, social,
 * unboxing) win over broad subjects (travel, nature), and cinematic is the fallback.
 */
export const SCENE_TYPES = [
  'loop',
  'social',
  'unboxing',
  'product',
  'food',
  'education',
  'music',
  'animation',
  'travel',
  'nature',
  'cinematic',
] as const;
export type SceneType = (typeof SCENE_TYPES)[number];

/**
 * Keywords per type: English stems (matched at a word start, common endings allowed), Chinese
 * substrings, and a weight (format words are stronger evidence than subject words).
 */
export const SCENE_KEYWORDS: Record<SceneType, { en: string; zh: string; weight: number }> = {
  loop: { en: 'loop|seamless|cinemagraph|endless|infinite', zh: '循环|无缝|无限', weight: 3 },
  social: {
    en: 'tiktok|reel|shorts|instagram|vertical|vlog|influencer|creator|selfie',
    zh: '抖音|小红书|快手|竖屏|短视频|网红|博主|自拍|vlog',
    weight: 3,
  },
  unboxing: {
    en: 'unbox|unwrap|parcel|package|opening the box',
    zh: '开箱|拆箱|拆封|快递|包裹',
    weight: 3,
  },
  product: {
    en: 'product|bottle|perfume|sneaker|wristwatch|smartwatch|headphone|earbud|smartphone|laptop|cosmetic|skincare|serum|lipstick|packshot|commercial|advert|ad|brand|jewel|gadget|device',
    zh: '产品|广告|商品|香水|护肤|精华|口红|手表|耳机|手机|球鞋|珠宝|电商',
    weight: 1,
  },
  food: {
    en: 'food|coffee|latte|espresso|cappuccino|cafe|café|tea|matcha|dish|meal|cook|chef|kitchen|dessert|cake|pastry|bread|noodle|ramen|sushi|pizza|burger|cocktail|restaurant|bakery|barista|chocolate',
    zh: '美食|咖啡|拿铁|拉花|茶|料理|烹饪|厨房|厨师|甜品|蛋糕|面包|面条|拉面|火锅|餐厅|早餐|奶茶',
    weight: 1,
  },
  education: {
    en: 'explain|explainer|tutorial|lesson|how to|how it works|diagram|science|scientific|student|classroom|teacher|learn|chemistry|biology|history|math',
    zh: '教程|讲解|科普|课堂|教学|学习|原理|实验|老师|学生',
    weight: 1,
  },
  music: {
    en: 'music video|song|band|singer|concert|dj|dancer|rapper|guitarist|drummer|stage|choreograph',
    zh: '音乐|MV|歌手|演唱会|乐队|舞蹈|跳舞|舞者|说唱|舞台',
    weight: 1,
  },
  animation: {
    en: 'animated|animation|cartoon|anime|3d character|claymation|stop-motion|stop motion|mascot|creature|dragon|fairy|toy',
    zh: '动画|卡通|二次元|动漫|定格|手绘|萌|怪兽',
    weight: 2,
  },
  travel: {
    en: 'travel|trip|journey|vacation|holiday|tourist|landmark|destination|city|street|skyline|village|market|temple|road trip|backpack|hotel|island',
    zh: '旅行|旅游|城市|街头|古镇|景点|风景|度假|海岛|小镇|寺|夜市',
    weight: 1,
  },
  nature: {
    en: 'fox|deer|wolf|bear|bird|eagle|owl|whale|dolphin|animal|wildlife|forest|wood|jungle|mountain|river|waterfall|lake|ocean|snow|meadow|flower|tree|leaf|leaves|butterfl|horse|tiger|lion',
    zh: '森林|狐狸|动物|野生|雪|山|瀑布|湖|花|草原|海洋|鸟|鹿|狼|熊|鲸|树',
    weight: 1,
  },
  cinematic: {
    en: 'cinematic|film|movie|noir|thriller|drama|epic|detective|heist|spy|knight|samurai',
    zh: '电影|大片|史诗|剧情|悬疑|侦探|武侠',
    weight: 1,
  },
};

/** What the engine may add for a scene type. Beats: opening, four middles, closing. */
export interface SceneVocab {
  style: readonly Pair[];
  details: readonly Pair[];
  shot: readonly Pair[];
  move: readonly Pair[];
  lens: readonly Pair[];
  light: readonly Pair[];
  palette: readonly Pair[];
  beats: readonly Pair[];
  ambience: readonly Pair[];
  music: readonly Pair[];
  /** Speaker and lines for a short dialogue block; types without them get none. */
  voice?: { speaker: Pair; lines: readonly Pair[] };
}

const NARRATOR: Pair = ['Narrator', '旁白'];

export const SCENE_VOCAB: Record<SceneType, SceneVocab> = {
  cinematic: {
    style: [
      [
        'Cinematic live action on 35mm film, soft grain, shallow depth of field',
        '电影感实拍，35mm 胶片质感，细腻颗粒与浅景深',
      ],
      [
        'Moody cinematic drama, widescreen framing with gentle lens flares',
        '情绪化的电影剧情片风格，宽银幕构图，带柔和的镜头光晕',
      ],
    ],
    details: [
      ['a light haze hanging in the air', '空气中飘着一层薄雾'],
      [
        'one practical lamp glowing in the background, slightly out of focus',
        '背景里一盏实景灯亮着，略微虚焦',
      ],
    ],
    shot: [
      ['medium shot at eye level', '平视中景'],
      ['low-angle medium wide shot', '低角度中全景'],
    ],
    move: [
      ['slow dolly-in', '缓慢轨道推镜'],
      ['smooth lateral tracking shot', '平稳的横向跟拍'],
    ],
    lens: [['35mm lens', '35mm 镜头']],
    light: [
      [
        'warm key light from a window on the left, soft bounce fill, thin rim light from behind',
        '左侧窗户透进暖色主光，柔和反光补光，身后一道细细的轮廓光',
      ],
      [
        'a single hard key from a practical lamp, deep shadows, faint blue ambient fill',
        '画内台灯作为单一硬光主光，阴影深重，微弱的蓝色环境补光',
      ],
    ],
    palette: [['amber, deep teal, charcoal and warm skin tones', '琥珀色、深青色、炭灰与温暖肤色']],
    beats: [
      ['{s} is revealed in stillness as the shot settles', '镜头稳定下来，{s}静静地出现在画面中'],
      [
        '{s} turns slightly, as if noticing something off-screen',
        '{s}微微转身，仿佛察觉到画外的动静',
      ],
      ['{s} takes one deliberate step forward', '{s}坚定地向前迈出一步'],
      [
        'a small detail shifts in the background, adding tension',
        '背景里一个小细节发生变化，带来一丝张力',
      ],
      ['{s} pauses, breath visible, the moment held', '{s}停顿片刻，呼吸可见，情绪被定格'],
      ['{s} holds the final pose as the light subtly changes', '{s}保持最后的姿态，光线微微变化'],
    ],
    ambience: [
      ['low room tone and a distant city hum', '低沉的空间底噪与远处城市的嗡鸣'],
      ['soft wind and faint footsteps', '轻柔的风声与隐约的脚步声'],
    ],
    music: [['a sparse piano motif over a low string pad', '简约的钢琴动机，配低沉的弦乐铺底']],
  },
  nature: {
    style: [
      [
        'Natural-history documentary, photoreal 4K, filmed from a respectful distance',
        '自然纪录片风格，4K 写实画质，保持尊重的拍摄距离',
      ],
      [
        'Quiet wildlife film, true-to-life colour, patient observational framing',
        '安静的野生动物影片，真实还原的色彩，耐心的观察式构图',
      ],
    ],
    details: [
      [
        'foreground branches softly out of focus, framing the shot',
        '前景的枝叶虚化，自然地为画面做框',
      ],
      [
        'a thin layer of frost or dew glinting on the nearest surfaces',
        '近处的表面覆着一层薄霜或露水，微微闪光',
      ],
    ],
    shot: [
      ['wide shot at the subject’s eye level', '与主体视线齐平的全景'],
      ['low-angle long shot from ground level', '贴地低角度远景'],
    ],
    move: [
      ['slow tracking shot alongside the subject', '与主体平行的缓慢跟拍'],
      ['gentle push-in from a distance', '从远处缓缓推近'],
      ['slow pan following the subject', '缓慢横摇跟随主体'],
    ],
    lens: [['200mm lens', '200mm 镜头']],
    light: [
      ['soft natural daylight filtered through the canopy', '透过林冠洒下的柔和自然光'],
      [
        'low sun from behind, glowing rim light on fur and leaves',
        '身后的低角度太阳，在毛发和叶片上勾出发光的轮廓',
      ],
    ],
    palette: [['moss green, stone grey, sky blue and warm amber', '苔绿、岩灰、天蓝与暖琥珀']],
    beats: [
      ['{s} appears at the edge of the frame, alert and still', '{s}出现在画面边缘，警觉而安静'],
      ['{s} moves forward with careful, measured steps', '{s}迈着小心而从容的步子向前'],
      ['{s} stops, lifts its head and listens', '{s}停下，抬头倾听'],
      [
        'a gust of wind stirs the surroundings; {s} barely reacts',
        '一阵风吹动四周，{s}几乎不为所动',
      ],
      ['{s} crosses the open ground at an easy pace', '{s}不紧不慢地穿过开阔地'],
      ['{s} slips into the landscape as the shot holds', '镜头停留，{s}渐渐隐入风景之中'],
    ],
    ambience: [
      ['wind, soft footfalls and distant birdsong', '风声、轻柔的脚步声与远处的鸟鸣'],
      ['the hush of open country and one far-off call', '旷野的寂静，远处传来一声鸣叫'],
    ],
    music: [['a restrained orchestral theme with warm strings', '克制的管弦乐主题，温暖的弦乐']],
  },
  product: {
    style: [
      [
        'Premium commercial product film, clean studio look, crisp 4K detail',
        '高端商业产品片，干净的棚拍质感，4K 锐利细节',
      ],
      [
        'Sleek tech-ad aesthetic with glossy surfaces and precise reflections',
        '简洁的科技广告质感，光亮表面与精确反射',
      ],
    ],
    details: [
      ['a seamless backdrop with a soft gradient', '带柔和渐变的无缝背景'],
      ['a glossy surface reflecting the product', '光亮台面映出产品倒影'],
    ],
    shot: [
      ['hero close-up at product height', '与产品齐平的主视觉特写'],
      ['macro detail shot', '微距细节镜头'],
    ],
    move: [
      ['slow 180-degree orbit around the product', '围绕产品缓慢环绕 180 度'],
      ['smooth motion-control push-in', '平稳的机械臂推镜'],
    ],
    lens: [['100mm macro lens', '100mm 微距镜头']],
    light: [
      [
        'a large softbox key from above, two strip lights for crisp edge highlights',
        '顶部大柔光箱做主光，两侧条形灯勾出清晰高光边',
      ],
      [
        'soft gradient backlight with one controlled specular highlight',
        '柔和的渐变背光，配一道受控的镜面高光',
      ],
    ],
    palette: [
      [
        'brushed silver, graphite, clean white and one accent colour',
        '拉丝银、石墨灰、纯白，外加一个点缀色',
      ],
    ],
    beats: [
      [
        '{s} rests in soft darkness as light sweeps across it',
        '{s}静置在柔和的暗部中，一道光扫过表面',
      ],
      ['the camera finds the signature detail of {s}', '镜头找到{s}最具标志性的细节'],
      ['a texture close-up shows the material and finish', '质感特写展示材质与工艺'],
      ['{s} turns to catch a clean highlight along its edge', '{s}转动，边缘掠过一道干净的高光'],
      ['a droplet falls past in slow motion', '一颗水珠以慢动作划过画面'],
      [
        '{s} settles into a hero angle with space for a tagline',
        '{s}定格在主视觉角度，留出标语空间',
      ],
    ],
    ambience: [
      ['subtle whooshes and soft tactile clicks', '细微的转场风声与轻柔的触感咔嗒声'],
      ['a clean low hum with crisp detail sounds', '干净的低频嗡鸣，配清脆的细节音效'],
    ],
    music: [['a minimal electronic beat, confident and modern', '极简电子节拍，自信而现代']],
    voice: {
      speaker: ['Voiceover', '旁白'],
      lines: [
        ['Designed for the moments that matter.', '为重要的时刻而设计。'],
        ['Simple. Precise. Yours.', '简单，精准，属于你。'],
      ],
    },
  },
  unboxing: {
    style: [
      [
        'Bright lifestyle unboxing, top-down and tactile, natural colour',
        '明亮的生活方式开箱风格，俯拍视角，触感十足，色彩自然',
      ],
      ['Cosy desk-setup unboxing with a shallow depth of field', '温馨的桌面开箱，浅景深'],
    ],
    details: [
      ['a clean wooden desk with a neatly wrapped box', '干净的木质桌面上放着包装整齐的盒子'],
      ['tissue paper and a small card tucked inside', '盒内的包装薄纸和一张小卡片'],
    ],
    shot: [
      ['top-down overhead shot', '正上方俯拍'],
      ['close-up on the hands', '手部特写'],
    ],
    move: [
      ['slow push-in as the lid lifts', '开盖时缓慢推近'],
      ['gentle handheld follow of the hands', '手持轻柔跟随双手'],
    ],
    lens: [['35mm lens', '35mm 镜头']],
    light: [
      ['soft daylight from a large window, gentle shadows', '大窗户透进的柔和日光，阴影轻柔'],
      ['a warm desk lamp as key with cool window fill', '暖色台灯作主光，冷色窗光补光'],
    ],
    palette: [
      ['kraft brown, off-white, sage green and matte black', '牛皮纸棕、米白、鼠尾草绿与哑光黑'],
    ],
    beats: [
      ['hands slide the sealed box into frame', '双手把封好的盒子推入画面'],
      ['a thumb breaks the seal and the lid lifts slowly', '拇指划开封条，盒盖缓缓掀起'],
      ['tissue paper folds back to reveal {s}', '掀开包装薄纸，露出{s}'],
      ['{s} is lifted out and turned in the light', '拿起{s}，在光线下转动'],
      ['a close look at the texture and small details', '近距离展示质感与细节'],
      ['{s} is set down beside the open box, ready to use', '{s}被放在打开的盒子旁，随时可以使用'],
    ],
    ambience: [
      ['crisp paper rustles and the soft pop of the lid', '清脆的纸张沙沙声，盒盖轻轻弹开的声音'],
      ['tactile taps and slides in a quiet room', '安静房间里轻敲、滑动的触感声'],
    ],
    music: [['a light, upbeat lo-fi beat', '轻快的 Lo-fi 节拍']],
    voice: {
      speaker: ['Voiceover', '旁白'],
      lines: [
        ['Okay, let’s see what’s inside.', '好，来看看里面是什么。'],
        ['That finish is even better in person.', '这个质感，实物比照片还好看。'],
      ],
    },
  },
  food: {
    style: [
      [
        'Warm food-commercial look, appetising detail, shallow depth of field',
        '温暖的美食广告质感，细节诱人，浅景深',
      ],
      ['Intimate café documentary style, natural and unhurried', '亲切的咖啡馆纪实风格，自然从容'],
    ],
    details: [
      ['rising steam catching the light', '升腾的热气在光里清晰可见'],
      ['fine crumbs, droplets and glossy textures', '细碎的颗粒、水珠与油亮的质感'],
    ],
    shot: [
      ['macro close-up at table height', '与桌面齐平的微距特写'],
      ['overhead top-down shot', '正上方俯拍'],
    ],
    move: [
      ['slow push-in', '缓慢推近'],
      ['gentle arc around the table', '围绕桌面的轻柔弧形运镜'],
      ['locked-off shot in slow motion', '固定机位慢动作'],
    ],
    lens: [['100mm macro lens', '100mm 微距镜头']],
    light: [
      [
        'soft window side light with a warm practical lamp in the background',
        '柔和的窗边侧光，背景点缀一盏暖色台灯',
      ],
      ['warm backlight that makes the steam glow', '暖色逆光，让热气发亮'],
    ],
    palette: [
      ['espresso brown, cream, caramel and soft white', '浓缩咖啡棕、奶油色、焦糖色与柔白'],
    ],
    beats: [
      ['{s} sits in soft focus as the frame settles', '{s}在柔焦中静静呈现，画面慢慢稳定'],
      ['steam curls upward through the light', '热气在光线中袅袅上升'],
      ['a slow pour adds movement, folding into the surface', '缓缓注入，液体在表面层层交融'],
      ['the texture of {s} glistens in close-up', '特写中{s}的质感闪着光泽'],
      ['a hand adds the final touch', '一只手添上最后的点缀'],
      ['{s} is finished and slid gently toward the camera', '{s}完成，被轻轻推向镜头'],
    ],
    ambience: [
      [
        'café murmur, clinking cups and the hiss of a steam wand',
        '咖啡馆的低语、杯碟轻碰与蒸汽棒的嘶嘶声',
      ],
      ['a gentle sizzle and soft kitchen sounds', '轻微的滋滋声与厨房里柔和的声响'],
    ],
    music: [['soft acoustic jazz', '轻柔的原声爵士']],
    voice: {
      speaker: NARRATOR,
      lines: [
        ['Every cup starts with a single pour.', '每一杯，都从一次注入开始。'],
        ['Slow down. This one’s worth it.', '慢一点，这一口值得等。'],
      ],
    },
  },
  education: {
    style: [
      [
        'Clean explainer style, bright and clear, with simple shapes and labels',
        '清晰的科普讲解风格，明亮干净，配简洁的图形和标注',
      ],
      [
        'Friendly documentary-explainer look with crisp macro detail',
        '亲切的纪录片式讲解风格，配清晰的微距细节',
      ],
    ],
    details: [
      [
        'a clean, uncluttered background that keeps focus on the idea',
        '干净简洁的背景，把注意力留给要讲的内容',
      ],
      ['simple on-screen diagrams appearing beside the subject', '简单的图示出现在主体旁边'],
    ],
    shot: [
      ['medium shot, centred framing', '居中构图的中景'],
      ['close-up insert shots on key details', '关键细节的插入特写'],
    ],
    move: [
      ['slow push-in on each key step', '每个关键步骤缓慢推近'],
      ['smooth lateral slide', '平稳的横移'],
    ],
    lens: [['50mm lens', '50mm 镜头']],
    light: [
      ['even, soft high-key lighting with no harsh shadows', '均匀柔和的高调光，没有生硬阴影'],
      [
        'a bright soft key with a subtle coloured background light',
        '明亮柔和的主光，背景加一点淡淡的彩色光',
      ],
    ],
    palette: [
      [
        'clean white, friendly blue, warm yellow and soft grey',
        '干净的白、亲和的蓝、温暖的黄与柔和的灰',
      ],
    ],
    beats: [
      ['{s} is introduced in a clear, simple frame', '{s}在简洁清晰的画面中登场'],
      ['the first step is shown up close', '近景展示第一步'],
      ['a simple diagram highlights what changes', '简单的图示标出变化之处'],
      ['the key moment happens in slow motion', '关键时刻以慢动作呈现'],
      ['a side-by-side comparison makes the idea click', '左右对比，让人一下子看懂'],
      ['the result is shown in full with a short recap', '完整展示结果，并做简短回顾'],
    ],
    ambience: [
      [
        'quiet room tone with soft pops as labels appear',
        '安静的空间底噪，标注出现时伴有轻微的提示音',
      ],
      ['soft clicks and gentle transitions', '轻柔的点击声与柔和的转场声'],
    ],
    music: [['light, curious pizzicato strings', '轻快好奇的弦乐拨奏']],
    voice: {
      speaker: NARRATOR,
      lines: [
        [
          'Here’s what really happens, step by step.',
          '来看看这背后到底发生了什么，一步一步讲清楚。',
        ],
        ['And that’s the whole idea in one picture.', '一张图，就把整个原理讲明白了。'],
      ],
    },
  },
  travel: {
    style: [
      [
        'Travel documentary, vivid natural colour, sweeping and immersive',
        '旅行纪录片风格，色彩鲜活自然，大气沉浸',
      ],
      [
        'Dreamy travel film with soft grain and golden warmth',
        '梦幻的旅行短片，细腻颗粒与金色暖调',
      ],
    ],
    details: [
      ['locals and small everyday details in the background', '背景里有当地人和日常生活的小细节'],
      ['a sense of scale: the landscape dwarfs the subject', '空间感：广阔的风景衬托出主体的渺小'],
    ],
    shot: [
      ['wide establishing aerial shot', '大全景航拍建立镜头'],
      ['medium shot following from behind', '从身后跟随的中景'],
    ],
    move: [
      ['slow drone rise revealing the view', '无人机缓缓升起，展现全景'],
      ['smooth gimbal walk-and-follow', '稳定器平稳地跟随行走'],
    ],
    lens: [['24mm wide lens', '24mm 广角镜头']],
    light: [
      ['warm late sun with long soft shadows', '温暖的傍晚阳光，拉出长长的柔和阴影'],
      [
        'bright, clear daylight with a soft haze in the distance',
        '明亮通透的日光，远处带一点柔和薄雾',
      ],
    ],
    palette: [
      ['terracotta, ocean blue, sun-bleached white and olive', '陶土红、海洋蓝、日晒白与橄榄绿'],
    ],
    beats: [
      ['the destination is revealed in one wide, breathtaking view', '一个壮阔的大全景揭开目的地'],
      ['{s} comes into frame and takes in the view', '{s}进入画面，凝望眼前的风景'],
      [
        'a close detail: hands, textures, a local moment',
        '一个细节特写：双手、质感或当地的日常瞬间',
      ],
      ['{s} moves through a lively street or path', '{s}穿行在热闹的街道或小路上'],
      ['the light shifts as the day moves on', '随着时间推移，光线悄然变化'],
      [
        '{s} pauses at the best viewpoint as the camera pulls back',
        '{s}在最佳观景点停下，镜头缓缓拉远',
      ],
    ],
    ambience: [
      ['distant chatter, footsteps and wind', '远处的人声、脚步声与风声'],
      ['waves, gulls and a light breeze', '海浪、海鸥与微风'],
    ],
    music: [['uplifting acoustic guitar with light percussion', '明快的木吉他配轻打击乐']],
    voice: {
      speaker: NARRATOR,
      lines: [
        ['Some places you don’t visit. You feel them.', '有些地方不是用来打卡的，是用来感受的。'],
        ['Stay a little longer.', '再多停留一会儿。'],
      ],
    },
  },
  animation: {
    style: [
      [
        'Stylised 3D animated feature look, soft shading and expressive characters',
        '风格化的 3D 动画电影质感，柔和的明暗和富有表现力的角色',
      ],
      ['Hand-drawn 2D animation with painterly backgrounds', '2D 手绘动画，配绘画感的背景'],
    ],
    details: [
      [
        'rounded, friendly shapes and slightly exaggerated proportions',
        '圆润可爱的造型，略带夸张的比例',
      ],
      [
        'a richly detailed background with small moving elements',
        '细节丰富的背景，点缀着会动的小元素',
      ],
    ],
    shot: [
      ['medium shot at character eye level', '与角色视线齐平的中景'],
      ['wide shot showing the whole world', '展现整个世界的全景'],
    ],
    move: [
      ['playful push-in', '俏皮的推近'],
      ['smooth arc around the character', '围绕角色的平滑弧形运镜'],
    ],
    lens: [['virtual 35mm lens', '虚拟 35mm 镜头']],
    light: [
      ['warm key light with a soft coloured rim', '暖色主光配柔和的彩色轮廓光'],
      ['bright storybook daylight with gentle bounce', '明亮的绘本式日光与柔和反光'],
    ],
    palette: [['candy pink, sky blue, sunny yellow and mint', '糖果粉、天空蓝、阳光黄与薄荷绿']],
    beats: [
      ['{s} is introduced with a small, charming gesture', '{s}以一个可爱的小动作登场'],
      [
        '{s} notices something and reacts with a big, readable expression',
        '{s}发现了什么，表情夸张又清晰',
      ],
      ['{s} bounces into motion with squash and stretch', '{s}带着挤压拉伸的弹性动起来'],
      [
        'the world reacts: leaves, lights or small creatures join in',
        '周围的世界随之回应：树叶、灯光或小动物加入进来',
      ],
      ['{s} tries again, and this time it works', '{s}再试一次，这次成功了'],
      ['{s} ends on a happy pose, looking toward camera', '{s}以开心的姿势收尾，望向镜头'],
    ],
    ambience: [
      [
        'playful cartoon foley: boings, swishes and soft pops',
        '俏皮的卡通音效：弹跳声、嗖嗖声和轻轻的啵声',
      ],
      ['gentle magical chimes and a soft breeze', '轻柔的魔法铃音与微风'],
    ],
    music: [
      [
        'a whimsical orchestral score with pizzicato and glockenspiel',
        '奇趣的管弦乐，配弦乐拨奏和钟琴',
      ],
    ],
  },
  music: {
    style: [
      [
        'Stylised music-video look, bold contrast and rhythmic energy',
        '风格化的 MV 质感，强烈反差，富有节奏感',
      ],
      ['Moody performance film with haze and coloured light', '情绪化的表演影像，薄雾与彩色灯光'],
    ],
    details: [
      ['haze in the air catching coloured beams', '空气中的烟雾接住彩色光束'],
      ['a reflective floor and silhouettes in the background', '反光地面与背景中的剪影'],
    ],
    shot: [
      ['low-angle medium shot', '低角度中景'],
      ['tight close-up', '紧凑的特写'],
    ],
    move: [
      ['slow 360-degree orbit', '缓慢 360 度环绕'],
      ['energetic handheld push-in on the beat', '踩着节拍的手持推进'],
    ],
    lens: [['24mm wide lens', '24mm 广角镜头']],
    light: [
      [
        'saturated magenta and cyan backlights cutting through haze',
        '高饱和的洋红与青色逆光穿透烟雾',
      ],
      [
        'a single hard spotlight from above, the rest in darkness',
        '头顶一束硬光追光，其余陷入黑暗',
      ],
    ],
    palette: [['magenta, electric blue, deep purple and black', '洋红、电光蓝、深紫与黑']],
    beats: [
      ['{s} stands still in silhouette as the first beat lands', '第一个节拍落下，{s}以剪影静立'],
      ['light hits {s} as the movement begins', '光打在{s}身上，动作随之开始'],
      ['{s} moves in sync with the rhythm', '{s}随着节奏同步律动'],
      ['the lights pulse and shift colour on the downbeat', '灯光在重拍上闪烁变色'],
      ['{s} turns sharply to face the camera', '{s}猛地转身面向镜头'],
      ['{s} freezes on the final beat as the lights cut out', '最后一拍，{s}定格，灯光骤灭'],
    ],
    ambience: [
      ['subtle room reverb and breath', '细微的空间混响与呼吸声'],
      ['the hum of amplifiers and a distant crowd', '音箱的嗡鸣与远处的人群声'],
    ],
    music: [['a driving electronic track at 120 bpm', '120 BPM 的强劲电子曲']],
  },
  loop: {
    style: [
      [
        'Seamless looping clip, hypnotic and smooth; the last frame matches the first',
        '无缝循环短片，顺滑催眠，最后一帧与第一帧衔接',
      ],
      ['Calm ambient loop, minimal and satisfying', '宁静的氛围循环，极简而解压'],
    ],
    details: [
      ['a simple composition with one clear motion', '构图简洁，只有一个清晰的动作'],
      [
        'no cuts and no text, nothing that breaks the loop',
        '没有剪辑、没有文字，没有任何打断循环的元素',
      ],
    ],
    shot: [
      ['centred locked-off shot', '居中的固定机位'],
      ['symmetrical wide shot', '对称构图的全景'],
    ],
    move: [
      ['no camera movement, locked off', '机位完全固定'],
      ['a very slow continuous drift that returns to its start', '极慢的连续漂移，最终回到起点'],
    ],
    lens: [['50mm lens', '50mm 镜头']],
    light: [
      ['constant soft light so the loop point is invisible', '恒定柔光，让循环衔接处看不出痕迹'],
      ['gentle, even backlight', '柔和均匀的逆光'],
    ],
    palette: [['soft pastels with one calm accent', '柔和粉彩，配一个宁静的点缀色']],
    beats: [
      ['{s} begins its motion from a resting position', '{s}从静止状态开始运动'],
      ['the motion builds smoothly', '动作平稳地展开'],
      ['{s} reaches the midpoint of its cycle', '{s}到达循环的中点'],
      ['the motion eases back toward the start', '动作缓缓回落，回到起点附近'],
      ['everything lines up again with the opening position', '一切重新对齐开场的位置'],
      [
        '{s} returns exactly to the opening frame for a seamless loop',
        '{s}精确回到开场画面，实现无缝循环',
      ],
    ],
    ambience: [
      ['a soft, continuous ambient tone', '柔和连续的环境音'],
      ['a gentle, repeating natural sound', '轻柔重复的自然声'],
    ],
    music: [['a short ambient pad that loops cleanly', '可无缝循环的简短氛围铺底']],
  },
  social: {
    style: [
      [
        'Vertical social-media clip, punchy, bright and scroll-stopping',
        '竖屏社交短视频风格，节奏明快，明亮抓眼',
      ],
      ['Authentic creator-style footage, natural and close', '真实的博主风格画面，自然且亲近'],
    ],
    details: [
      ['a clear subject in the centre of the vertical frame', '竖屏画面正中有清晰的主体'],
      ['room at the top and bottom for captions', '上下留出放字幕的空间'],
    ],
    shot: [
      ['vertical medium close-up', '竖屏近景'],
      ['selfie-angle close-up', '自拍角度特写'],
    ],
    move: [
      ['quick push-in on the hook', '开场钩子处快速推近'],
      ['handheld follow with natural energy', '充满自然活力的手持跟拍'],
    ],
    lens: [['24mm wide lens', '24mm 广角镜头']],
    light: [
      ['a bright, flattering ring-light key with soft fill', '明亮讨喜的环形灯主光，柔和补光'],
      ['natural window light, clean and bright', '自然窗光，干净明亮'],
    ],
    palette: [
      ['bright white, coral, electric blue and sunshine yellow', '明亮白、珊瑚色、电光蓝与阳光黄'],
    ],
    beats: [
      ['a bold hook in the first second: {s} fills the frame', '第一秒就抓人：{s}占满画面'],
      ['{s} shows the key moment up close', '{s}近距离展示关键时刻'],
      ['a quick reaction or twist keeps attention', '一个快速反应或反转抓住注意力'],
      ['{s} demonstrates the result', '{s}展示最终效果'],
      ['a fast cut to a satisfying detail', '快切到一个让人满足的细节'],
      ['{s} ends with a clear payoff and a look to camera', '{s}以明确的结果收尾，看向镜头'],
    ],
    ambience: [
      ['natural room sound with crisp, punchy effects', '自然环境声，配清脆有力的音效'],
      ['whoosh transitions and a soft pop on the payoff', '嗖嗖的转场声，高潮处轻轻一声啵'],
    ],
    music: [['an upbeat, catchy pop beat', '轻快上口的流行节拍']],
    voice: {
      speaker: ['Creator', '博主'],
      lines: [
        ['Wait for it…', '等一下，重点来了……'],
        ['Okay, this actually worked.', '好吧，这个真的有用。'],
      ],
    },
  },
};
