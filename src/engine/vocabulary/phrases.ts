/**
 * What the engine may add, each phrase tagged with where it fits. Lists are tried in order of
 * preference; compose picks among the ones that fit with the seed. Chinese is written as a
 * Chinese creator writes it, not translated word for word.
 */
import { p, type Phrase } from './fit.ts';

const LIVE = { medium: ['live-action'] } as const;
const ANIM = { medium: ['animation'] } as const;

/** The look, up front. Animation styles first (they must win on any animated plan). */
export const STYLES: readonly Phrase[] = [
  p(
    'Hand-drawn anime style, clean line art and cel shading, painted backgrounds',
    '日式手绘动画风格，线条干净，赛璐璐上色，手绘背景',
    { style: ['anime'] },
  ),
  p(
    'Claymation stop-motion, handmade clay textures and fingerprints, charming imperfect motion',
    '黏土定格动画，手工黏土质感带着指纹，动作略带顿挫的手作感',
    { style: ['clay'] },
  ),
  p(
    'Crisp pixel art, limited palette, smooth sprite animation',
    '清晰的像素风，有限色板，流畅的像素动画',
    { style: ['pixel'] },
  ),
  p(
    'Chinese ink-wash animation, flowing brush strokes and generous negative space',
    '水墨动画风格，笔触流动，大量留白',
    { style: ['ink'] },
  ),
  p(
    'Soft watercolour animation, paper texture and gentle bleeding edges',
    '柔和的水彩动画，纸张纹理，边缘自然晕染',
    { style: ['watercolor'] },
  ),
  p(
    'Stylised 3D animation, soft global illumination, rounded appealing shapes',
    '风格化三维动画，柔和的全局光照，造型圆润讨喜',
    { style: ['3d'] },
  ),
  p(
    'Clean 2D animation, bold shapes, expressive timing',
    '干净利落的二维动画，造型鲜明，节奏富有表现力',
    { style: ['cartoon'] },
  ),
  p(
    'Film noir, high-contrast black and white, hard shadows',
    '黑色电影风格，高反差黑白画面，硬朗的阴影',
    { style: ['noir'] },
  ),
  p(
    'Synthwave look, neon grid glow, retro-futuristic haze',
    '合成器浪潮风格，霓虹网格发光，复古未来的朦胧感',
    { style: ['synthwave'], ...LIVE },
  ),
  p(
    'Cyberpunk look, dense neon and rain-slick reflections',
    '赛博朋克风格，密集的霓虹与湿润的反光',
    { style: ['cyberpunk'] },
  ),
  p(
    'Vintage film look, warm faded colour, soft halation',
    '复古胶片质感，色彩温暖褪色，高光柔和晕开',
    { style: ['vintage'] },
  ),
  p('Photoreal live action, true-to-life light and colour', '照片级写实实拍，光线与色彩真实自然', {
    style: ['photoreal'],
  }),
  p('Grounded documentary realism, handheld and honest', '扎实的纪实风格，手持拍摄，真实坦诚', {
    style: ['documentary'],
  }),
  p(
    'Natural-history documentary look, patient and observational',
    '自然纪录片质感，耐心克制的观察视角',
    { type: ['nature'], ...LIVE },
  ),
  p(
    'Premium product commercial, clean and precise, crisp macro detail',
    '高级产品广告质感，干净精准，微距细节清晰',
    { type: ['product'], ...LIVE },
  ),
  p(
    'Warm food-commercial look, appetising detail, shallow depth of field',
    '温暖的美食广告质感，细节诱人，浅景深',
    { type: ['food'], ...LIVE },
  ),
  p(
    'Travel documentary feel, natural colour and a strong sense of place',
    '旅行纪录片质感，色彩自然，地域感鲜明',
    { type: ['travel'], ...LIVE },
  ),
  p(
    'Clean explainer look, simple clear visuals and an uncluttered frame',
    '简洁的科普讲解风格，画面清楚，构图干净',
    { type: ['explainer'] },
  ),
  p(
    'Stylised music-video look, bold contrast, performance-driven energy',
    '风格化的 MV 质感，反差强烈，以表演带动节奏',
    { type: ['music-video'], ...LIVE },
  ),
  p(
    'Naturalistic drama, intimate and observational, subtle 35mm film texture',
    '写实剧情片质感，亲密克制的观察视角，淡淡的 35mm 胶片颗粒',
    { type: ['drama'], ...LIVE },
  ),
  p(
    'Bright, tactile unboxing video, clean tabletop, satisfying detail',
    '明亮的开箱视频，桌面干净，细节解压',
    { type: ['unboxing'], ...LIVE },
  ),
  p(
    'Seamless loop, calm and hypnotic, the last frame matching the first',
    '无缝循环，平静而催眠，最后一帧与第一帧衔接',
    { type: ['loop'] },
  ),
  p(
    'Vertical social-first video, bold and immediate, a hook in the first second',
    '竖屏短视频风格，开门见山，第一秒就抓住眼球',
    { type: ['social'] },
  ),
  p(
    'High-energy sports commercial look, crisp motion and high shutter speed',
    '高燃的运动广告质感，动作利落，高速快门',
    { type: ['sports'], ...LIVE },
  ),
  p(
    'Grand science-fiction look, vast scale, hard light in the vacuum',
    '宏大的科幻质感，尺度壮阔，真空中的硬光',
    { type: ['space'], ...LIVE },
  ),
  p(
    'Slow-burn horror, deep shadows and unsettling stillness',
    '慢热的恐怖氛围，阴影深重，静得让人不安',
    { type: ['horror'], ...LIVE },
  ),
  p('Documentary interview look, natural and honest', '纪录片采访质感，自然真实', {
    type: ['interview'],
    ...LIVE,
  }),
  p(
    'Time-lapse, hours compressed into seconds, smooth and even',
    '延时摄影，数小时压缩成几秒，流畅均匀',
    { type: ['timelapse'], ...LIVE },
  ),
  p('First-person POV, immersive and grounded', '第一人称主观视角，沉浸而真实', {
    type: ['pov'],
    ...LIVE,
  }),
  p(
    'Wildlife film look, quiet and patient, true natural colour',
    '野生动物影片质感，安静耐心，色彩真实自然',
    { type: ['nature'], ...LIVE },
  ),
  p(
    'Sleek product film, minimal set, every surface precisely lit',
    '利落的产品短片，布景极简，每个表面都经过精确布光',
    { type: ['product'], ...LIVE },
  ),
  p('Close, tactile food film, slow and sensory', '贴近而有触感的美食短片，节奏舒缓，调动感官', {
    type: ['food'],
    ...LIVE,
  }),
  p(
    'Warm travel film, unhurried and observant, local colour',
    '温暖的旅行短片，从容细致，充满在地气息',
    { type: ['travel'], ...LIVE },
  ),
  p(
    'Intimate drama, natural performances, quiet and unhurried',
    '细腻的剧情片，表演自然，节奏安静从容',
    { type: ['drama'], ...LIVE },
  ),
  p(
    'Atmospheric horror, dread built through stillness and sound',
    '氛围恐怖，用静止和声音慢慢堆出不安',
    { type: ['horror'], ...LIVE },
  ),
  p(
    'Hard science fiction, realistic spacecraft and true vacuum light',
    '硬科幻风格，写实的飞船与真实的真空光照',
    { type: ['space'], ...LIVE },
  ),
  p('Raw, kinetic sports film, close to the action', '粗粝而有冲击力的运动影像，贴近动作', {
    type: ['sports'],
    ...LIVE,
  }),
  p(
    'Immersive first-person footage, natural and unpolished',
    '沉浸式第一人称画面，自然、不刻意修饰',
    { type: ['pov'], ...LIVE },
  ),
  p('Clean time-lapse with smooth, even motion', '干净的延时摄影，运动平滑均匀', {
    type: ['timelapse'],
    ...LIVE,
  }),
  p(
    'Bold music-video look, graphic framing and strong colour',
    '大胆的 MV 风格，构图有设计感，色彩浓烈',
    { type: ['music-video'], ...LIVE },
  ),
  p(
    'Honest documentary portrait, natural light and real texture',
    '真诚的纪录片人物肖像，自然光，质感真实',
    { type: ['interview'], ...LIVE },
  ),
  p(
    'Fast, native short-video look, punchy and personal',
    '节奏快、原生感强的短视频风格，有冲击力也有个人感',
    { type: ['social'] },
  ),
  p('Calm, endlessly repeatable motion in a still frame', '画面静止，动作平静且可无限重复', {
    type: ['loop'],
  }),
  p('Satisfying unboxing close-ups, crisp and clean', '解压的开箱特写，清晰干净', {
    type: ['unboxing'],
    ...LIVE,
  }),
  p('Friendly explainer visuals, one idea per shot', '亲切的讲解画面，一个镜头讲清一件事', {
    type: ['explainer'],
  }),
  p(
    'Naturalistic cinematic look, soft contrast and real light',
    '自然的电影质感，反差柔和，光线真实',
    LIVE,
  ),
  p(
    'Cinematic live action, naturalistic colour, subtle film grain',
    '电影感实拍，色彩自然，淡淡的胶片颗粒',
    LIVE,
  ),
  p(
    'Polished animation, appealing shapes and clear staging',
    '精致的动画风格，造型讨喜，调度清晰',
    ANIM,
  ),
];

/** Concrete details of the place; the setting decides, the type fills in when it is unknown. */
export const DETAILS: readonly Phrase[] = [
  p('rust-red dust and rocks under a pale sky', '淡色天空下锈红色的尘土和岩石', {
    env: ['space'],
    mentions: /mars|martian|火星/i,
  }),
  p('condensation beading on a cold glass', '冰凉杯壁上凝结的水珠', {
    type: ['food', 'product'],
    mentions:
      /\biced?\b|cold|frozen|smoothie|milkshake|bubble tea|boba|冰|冷饮|奶茶|沙冰|雪糕|冰淇淋/i,
  }),
  p('a foggy shoreline where sea and sky blur together', '雾中的海岸线，海天连成一片', {
    env: ['sea', 'beach'],
    weather: ['fog'],
  }),
  p(
    'long swells rolling under a wide sky',
    '长长的涌浪在辽阔的天空下起伏',
    { env: ['sea'] },
    { time: ['night'], weather: ['fog', 'storm'] },
  ),
  p('spray lifting off the bow', '船头溅起的浪花', {
    env: ['sea'],
    mentions: /(?<!paper |toy |model )\b(?:boat|ship|deck|sail|yacht|ferry)|(?<!纸)船|帆|甲板/i,
  }),
  p('moonlight breaking into silver on the water', '月光在水面碎成一片银色', {
    env: ['sea', 'water', 'beach'],
    time: ['night'],
  }),
  p('wet rope and weathered wood on deck', '甲板上湿漉漉的缆绳和风化的木板', {
    env: ['sea'],
    mentions: /(?<!paper |toy |model )\b(?:boat|ship|deck|sail|yacht|ferry)|(?<!纸)船|帆|甲板/i,
  }),
  p(
    'a wide horizon and gulls riding the wind',
    '开阔的海平线和乘风滑翔的海鸥',
    { env: ['sea', 'beach'], air: true },
    { time: ['night'], weather: ['fog', 'storm', 'rain'] },
  ),
  p('foam lacing the wet sand', '白色泡沫在湿沙上勾出花边', { env: ['beach'] }),
  p(
    'shafts of light wavering through the water',
    '光柱在水中轻轻摇曳',
    { env: ['underwater'] },
    { time: ['night'] },
  ),
  p('drifting particles and slow bubbles', '悬浮的微粒和缓缓上升的气泡', { env: ['underwater'] }),
  p('coral and swaying sea grass', '珊瑚和摇曳的海草', { env: ['underwater'] }),
  p('the curve of a planet filling the window', '一颗行星的弧线占满舷窗', {
    env: ['space'],
    indoor: true,
  }),
  p('fine grey dust and crisp bootprints', '细腻的灰色月尘和清晰的脚印', {
    env: ['space'],
    mentions: /moon|lunar|月球|月面/i,
  }),
  p(
    'a planet hanging huge in the black sky',
    '一颗巨大的星球悬在漆黑的天空中',
    { env: ['space'] },
    { indoor: true },
  ),
  p('stars that do not twinkle in the black', '漆黑中不会闪烁的星星', { env: ['space'] }),
  p('small floating objects drifting in zero gravity', '失重中缓缓漂浮的小物件', {
    env: ['space'],
    indoor: true,
  }),
  p('wet asphalt reflecting shop signs', '湿漉漉的路面倒映着店铺招牌', {
    env: ['street'],
    weather: ['rain'],
  }),
  p('steam rising from food stalls', '小吃摊升起的热气', {
    env: ['street'],
    time: ['dusk', 'night'],
    mentions: /market|stall|food|夜市|小吃|摊/i,
  }),
  p('paper lanterns strung overhead', '头顶挂着一串纸灯笼', {
    env: ['street'],
    time: ['dusk', 'night'],
    mentions: /market|lantern|old town|古镇|夜市|灯笼|老街/i,
  }),
  p('long shadows across the pavement', '长长的影子铺在路面上', {
    env: ['street', 'city', 'road'],
    time: ['golden', 'morning'],
  }),
  p('shop signs flickering on one by one', '店铺招牌一盏盏亮起', {
    env: ['street'],
    time: ['dusk', 'night'],
  }),
  p(
    'passers-by blurred in the background',
    '背景里模糊的行人',
    { env: ['street'] },
    { type: ['timelapse'] },
  ),
  p('bamboo stalks swaying overhead', '头顶的竹子轻轻摇曳', {
    env: ['forest'],
    mentions: /bamboo|竹/i,
  }),
  p('worn cobblestones and shuttered shopfronts', '磨旧的石板路和拉下卷帘门的店面', {
    env: ['street'],
    time: ['dawn', 'morning'],
  }),
  p('a skyline of lit windows', '亮着灯的楼群天际线', { env: ['city'], time: ['dusk', 'night'] }),
  p('rooftop water tanks and antennas against the sky', '屋顶的水箱和天线映衬着天空', {
    env: ['city'],
  }),
  p('traffic streaming far below', '远处车流涌动', { env: ['city'] }, { indoor: true }),
  p('tall trunks and ferns in soft layers', '高大的树干和层层叠叠的蕨类', { env: ['forest'] }),
  p('drifting mist between the trees', '林间飘荡的薄雾', {
    env: ['forest', 'mountain'],
    weather: ['fog'],
  }),
  p(
    'fallen leaves and moss underfoot',
    '脚下的落叶与青苔',
    { env: ['forest'] },
    { weather: ['snow'] },
  ),
  p('fresh snow weighing down the branches', '新雪压弯了枝头', {
    env: ['forest', 'mountain', 'snowfield'],
    weather: ['snow'],
  }),
  p('layered ridgelines fading into haze', '层层山脊渐渐隐入雾霭', { env: ['mountain'] }),
  p('wind-rippled dunes', '被风吹出波纹的沙丘', { env: ['desert'] }),
  p('untouched snow catching the light', '未经踩踏的雪面映着光', { env: ['snowfield'] }),
  p(
    'tall grass moving in waves',
    '高高的草丛像波浪一样起伏',
    { env: ['countryside'] },
    { weather: ['snow'] },
  ),
  p('a weathered wooden fence and a dirt track', '风化的木栅栏和一条土路', {
    env: ['countryside'],
  }),
  p('ripples spreading across still water', '平静水面上荡开的涟漪', { env: ['water'] }),
  p('reeds along the bank', '岸边的芦苇', { env: ['water'] }),
  p('dew on leaves and flower beds', '叶片和花坛上的露珠', {
    env: ['garden'],
    time: ['dawn', 'morning'],
  }),
  p(
    'a gravel path between flower beds',
    '花坛间的碎石小路',
    { env: ['garden'] },
    { weather: ['snow'] },
  ),
  p('snow on the benches and bare branches', '长椅上的积雪和光秃秃的枝条', {
    env: ['garden'],
    weather: ['snow'],
  }),
  p('a worn wooden counter, well-used pans on hooks', '磨旧的木质台面，挂钩上用旧了的锅', {
    env: ['kitchen'],
  }),
  p('steam rising from the stove', '灶上升起的热气', { env: ['kitchen'] }),
  p(
    'a cluttered windowsill with herbs in pots',
    '窗台上摆满了盆栽香草',
    { env: ['kitchen'] },
    { time: ['night'] },
  ),
  p(
    'lived-in details: a chipped mug, a coat over a chair',
    '有生活气息的细节：磕了口的马克杯，搭在椅背上的外套',
    { env: ['home', 'kitchen'] },
    { type: ['horror'] },
  ),
  p('a long hallway of closed doors', '一条长长的走廊，门都关着', {
    env: ['home'],
    type: ['horror'],
  }),
  p('a seamless backdrop with a soft gradient', '带柔和渐变的无缝背景', { env: ['studio'] }),
  p('a polished stone plinth', '一块打磨光滑的石质展台', { env: ['studio'], type: ['product'] }),
  p('haze catching the stage beams', '舞台光束里的烟雾', { env: ['stage'] }),
  p('a crowd of raised hands in silhouette', '一片举起的手臂剪影', { env: ['stage'] }),
  p('monitors glowing on empty desks', '空荡的工位上亮着的显示器', {
    env: ['office'],
    time: ['night', 'dusk'],
  }),
  p('stacks of paper and a cold cup of coffee', '成摞的文件和一杯凉掉的咖啡', { env: ['office'] }),
  p('chalk dust on a green board', '黑板上的粉笔灰', { env: ['classroom'] }),
  p('shelves of neatly arranged goods', '整齐摆放的货架', { env: ['shop'] }),
  p('warm tables and clinking glasses in the background', '背景里暖意融融的餐桌和碰杯声', {
    env: ['restaurant'],
  }),
  p('chalk lines and scuffed floor', '地上的划线和磨痕', { env: ['stadium', 'gym'] }),
  p('crumbling stone overgrown with vines', '爬满藤蔓的斑驳石墙', { env: ['ruins'] }),
  p('rain streaking the windows', '雨水划过车窗', { env: ['vehicle'], weather: ['rain'] }),
  // No place named: the type decides.
  p('a clean, minimal surface with one soft reflection', '干净极简的台面，只有一道柔和的反光', {
    type: ['product', 'unboxing'],
  }),
  p(
    'droplets and fine texture in sharp focus',
    '清晰对焦的水珠和细腻纹理',
    { type: ['product', 'food'] },
    ANIM,
  ),
  p(
    'rising steam catching the light',
    '热气在光里升腾',
    { type: ['food'] },
    {
      env: ['space', 'underwater'],
      mentions:
        /\biced?\b|cold|frozen|smoothie|milkshake|bubble tea|boba|冰|冷饮|奶茶|沙冰|雪糕|冰淇淋/i,
    },
  ),
  p(
    'a rustic table with linen and ceramics',
    '铺着亚麻布、摆着陶瓷器皿的乡村风木桌',
    { type: ['food'] },
    { env: ['street', 'sea', 'space'] },
  ),
  p('tissue paper and a matte box', '拷贝纸和一只哑光纸盒', { type: ['unboxing'] }),
  p('simple shapes and clear labels-free diagrams', '简单的图形和不带文字的示意图', {
    type: ['explainer'],
  }),
  p('a clean frame with nothing competing for attention', '画面干净，没有多余元素抢戏', {
    type: ['loop', 'social', 'interview'],
  }),
  p('soft rain streaking the air', '细雨在空气中划出斜线', { weather: ['rain'], indoor: false }),
  p('snow drifting down in large, slow flakes', '大片雪花缓缓飘落', { weather: ['snow'] }),
  p('fog softening everything in the distance', '雾气让远处的一切变得柔和', { weather: ['fog'] }),
  p(
    'dust drifting in a shaft of light',
    '一束光里浮动的尘埃',
    { type: ['horror', 'cinematic', 'drama'], indoor: true },
    { time: ['night', 'dusk'] },
  ),
  p('a door left ajar onto darkness', '一扇虚掩的门通向黑暗', { type: ['horror'] }),
  p('a softly blurred background that keeps the eye on the face', '背景柔和虚化，视线留在人脸上', {
    type: ['interview', 'drama'],
    people: true,
  }),
  p('background layers that give depth', '前中后景层次分明，画面有纵深', {
    type: ['animation', 'travel', 'nature', 'pov', 'timelapse', 'sports', 'music-video', 'space'],
  }),
];

/** One shot, one move and a lens that go together; the format and type decide. */
export interface Camera {
  shot: Phrase;
  move: Phrase;
  lens: Phrase;
  fits?: Phrase['fits'];
  never?: Phrase['never'];
}
const cam = (
  shot: Phrase,
  move: Phrase,
  lens: Phrase,
  fitsTags?: Phrase['fits'],
  neverTags?: Phrase['never'],
): Camera => ({
  shot,
  move,
  lens,
  ...(fitsTags ? { fits: fitsTags } : {}),
  ...(neverTags ? { never: neverTags } : {}),
});

export const CAMERAS: readonly Camera[] = [
  cam(
    p('flat, front-on frame', '平面正视构图'),
    p('a slow zoom into each step as it builds', '随每一步展开缓慢推镜头'),
    p('', ''),
    { type: ['explainer'], medium: ['animation'] },
  ),
  cam(
    p('first-person POV', '第一人称主观视角'),
    p('head-mounted, moving with the rider', '头戴视角，随骑行移动'),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['pov'], moving: true },
  ),
  cam(
    p('wide shot', '全景'),
    p('locked-off on a tripod', '三脚架固定机位'),
    p('24mm lens', '24mm 镜头'),
    { type: ['timelapse'] },
  ),
  cam(
    p('wide shot', '全景'),
    p('a slow motion-control slide', '电控滑轨缓慢平移'),
    p('35mm lens', '35mm 镜头'),
    { type: ['timelapse'] },
  ),
  cam(
    p('first-person POV at eye level', '第一人称平视视角'),
    p('moving forward with natural head movement', '随自然的头部晃动向前移动'),
    p('wide 16mm lens', '16mm 广角镜头'),
    { type: ['pov'] },
  ),
  cam(
    p('static medium close-up, the subject slightly off-centre', '固定机位近景，人物略偏离中心'),
    p('the camera stays still', '镜头保持不动'),
    p('85mm lens', '85mm 镜头'),
    { type: ['interview'] },
  ),
  cam(p('medium shot', '中景'), p('a locked-off frame', '固定机位'), p('50mm lens', '50mm 镜头'), {
    type: ['loop'],
  }),
  cam(
    p(
      'long-lens observational shot from a respectful distance',
      '长焦远距离观察镜头，与动物保持距离',
    ),
    p('a slow pan that follows the animal', '缓慢摇镜跟随动物'),
    p('400mm telephoto lens', '400mm 长焦镜头'),
    { type: ['nature'], subject: ['animal'] },
    { env: ['underwater'] },
  ),
  cam(
    p('wide shot', '全景'),
    p('swimming slowly alongside', '缓缓在一旁同游'),
    p('16mm wide lens in an underwater housing', '装在防水壳里的 16mm 广角镜头'),
    { env: ['underwater'] },
  ),
  cam(
    p('long-lens tracking shot from a distance', '远距离长焦跟拍'),
    p('keeping pace with the animal', '与动物保持同步'),
    p('600mm telephoto lens', '600mm 长焦镜头'),
    { moving: true, type: ['nature'], subject: ['animal'] },
    { env: ['underwater'] },
  ),
  cam(
    p('low, ground-level close-up', '贴地低角度特写'),
    p('a slow push-in', '缓慢推镜头'),
    p('100mm macro lens', '100mm 微距镜头'),
    { type: ['product'] },
  ),
  cam(
    p('medium close-up', '近景'),
    p('a slow arc around the performer', '缓慢弧形环绕表演者'),
    p('50mm lens', '50mm 镜头'),
    { type: ['music-video'] },
  ),
  cam(
    p('over-the-shoulder shot', '过肩镜头'),
    p('a gentle handheld drift', '手持轻轻漂移'),
    p('50mm lens', '50mm 镜头'),
    { type: ['drama'], group: true },
  ),
  cam(
    p('wide shot', '全景'),
    p('a slow tilt up to reveal the scale', '缓慢上摇，展现尺度'),
    p('24mm lens', '24mm 镜头'),
    { type: ['space', 'travel'] },
  ),
  cam(
    p('low-angle medium shot', '低角度中景'),
    p('a slow, creeping push-in', '缓慢逼近的推镜头'),
    p('28mm lens', '28mm 镜头'),
    { type: ['horror'] },
  ),
  cam(
    p('wide shot', '全景'),
    p('a fast tracking shot alongside', '侧面快速跟拍'),
    p('70-200mm telephoto lens', '70-200mm 长焦镜头'),
    { type: ['sports'] },
  ),
  cam(
    p('medium wide shot', '中全景'),
    p('a slow push-in', '缓慢推镜头'),
    p('50mm lens', '50mm 镜头'),
    { type: ['cinematic'] },
  ),
  cam(
    p('wide establishing shot', '大全景'),
    p('a slow drone glide', '无人机缓慢滑行'),
    p('24mm lens', '24mm 镜头'),
    { type: ['nature', 'travel'], indoor: false },
    { subject: ['animal'] },
  ),
  cam(
    p('macro close-up', '微距特写'),
    p('a slow 180-degree orbit around it', '缓慢环绕 180 度'),
    p('100mm macro lens', '100mm 微距镜头'),
    { type: ['product'] },
  ),
  cam(
    p('close-up', '特写'),
    p('a slow push-in', '缓慢推镜头'),
    p('100mm macro lens', '100mm 微距镜头'),
    { type: ['product', 'food'] },
  ),
  cam(
    p('overhead top-down shot', '正上方俯拍'),
    p('a locked-off frame', '固定机位'),
    p('50mm lens', '50mm 镜头'),
    { type: ['food', 'unboxing'] },
  ),
  cam(
    p('overhead shot with hands in frame', '俯拍，双手入画'),
    p('a gentle push-in as the lid lifts', '开盖时缓缓推镜头'),
    p('35mm lens', '35mm 镜头'),
    { type: ['unboxing'] },
  ),
  cam(
    p('medium two-shot', '中景双人镜头'),
    p('a slow push-in toward the speaker', '缓慢推向说话的人'),
    p('50mm lens', '50mm 镜头'),
    { type: ['drama', 'interview'], group: true },
  ),
  cam(
    p('medium close-up', '近景'),
    p('a slow push-in', '缓慢推镜头'),
    p('50mm lens', '50mm 镜头'),
    { type: ['drama'], people: true },
  ),
  cam(
    p('low tracking shot at the animal’s eye level', '贴近动物视线高度的低机位跟拍'),
    p('keeping pace alongside', '与它并行'),
    p('35mm lens', '35mm 镜头'),
    { subject: ['animal'], medium: ['live-action'], moving: true },
    { type: ['nature'] },
  ),
  cam(
    p('medium close-up', '近景'),
    p('handheld, breathing with the actors', '手持跟拍，随演员呼吸般轻晃'),
    p('35mm lens', '35mm 镜头'),
    { type: ['drama'] },
  ),
  cam(
    p('low-angle tracking shot', '低角度跟拍'),
    p('keeping pace alongside', '与主体并行'),
    p('24mm lens', '24mm 镜头'),
    { moving: true, type: ['sports'] },
  ),
  cam(
    p('wide shot', '全景'),
    p('a slow push-in from wide to medium', '从全景缓慢推至中景'),
    p('24mm lens', '24mm 镜头'),
    { type: ['space'] },
  ),
  cam(
    p('medium shot', '中景'),
    p('a slow creeping dolly-in', '缓慢逼近的推镜头'),
    p('35mm lens', '35mm 镜头'),
    { type: ['horror'] },
  ),
  cam(
    p('medium shot', '中景'),
    p('a handheld orbit around the performer', '手持环绕表演者'),
    p('35mm lens', '35mm 镜头'),
    { type: ['music-video'] },
  ),
  cam(
    p('medium shot', '中景'),
    p('a smooth gimbal tracking shot', '稳定器平稳跟拍'),
    p('35mm lens', '35mm 镜头'),
    { moving: true, type: ['travel'] },
  ),
  cam(
    p('medium close-up', '近景'),
    p('handheld, selfie-style', '手持自拍视角'),
    p('wide 24mm lens', '24mm 广角镜头'),
    { type: ['social'], people: true },
  ),
  cam(p('medium shot', '中景'), p('a quick push-in', '快速推镜头'), p('35mm lens', '35mm 镜头'), {
    type: ['social'],
  }),
  cam(
    p('medium shot', '中景'),
    p('a slow push-in on the key moment', '关键处缓慢推镜头'),
    p('50mm lens', '50mm 镜头'),
    { type: ['explainer'] },
  ),
  cam(
    p('wide shot', '全景'),
    p('a layered parallax pan', '分层视差横移'),
    p('virtual 35mm lens', '35mm 虚拟镜头'),
    { type: ['animation'] },
  ),
  cam(
    p('medium shot', '中景'),
    p('a slow dolly-in', '缓慢推镜头'),
    p('virtual 50mm lens', '50mm 虚拟镜头'),
    { type: ['animation'] },
  ),
  cam(p('medium shot', '中景'), p('a slow dolly-in', '缓慢推镜头'), p('35mm lens', '35mm 镜头'), {
    type: ['cinematic'],
  }),
  cam(
    p('wide shot', '全景'),
    p('a slow lateral tracking shot', '缓慢横向跟拍'),
    p('35mm lens', '35mm 镜头'),
    { type: ['cinematic'] },
  ),
  cam(p('medium shot', '中景'), p('a slow dolly-in', '缓慢推镜头'), p('35mm lens', '35mm 镜头')),
];

/** Light with named sources: time and place first, then the type. */
export const LIGHTS: readonly Phrase[] = [
  p('soft cel-shaded light with clean, graphic shadows', '柔和的赛璐璐光影，阴影干净利落', {
    medium: ['animation'],
    style: ['anime', 'cartoon'],
  }),
  p('flat, even light with no harsh shadows', '平整均匀的光，没有生硬的阴影', {
    medium: ['animation'],
    type: ['explainer'],
  }),
  p('soft painted light, gentle and glowing', '柔和的手绘光感，温柔而通透', {
    medium: ['animation'],
  }),
  p(
    'harsh fluorescent tubes and deep shadow between them',
    '刺眼的日光灯管，灯与灯之间是浓重的阴影',
    {
      time: ['night'],
      indoor: true,
      type: ['drama', 'horror'],
      env: ['office', 'home', 'shop', 'lab', 'classroom', 'gym'],
    },
  ),
  p(
    'hard, unfiltered sunlight from one side and deep black shadows',
    '单侧强烈无遮挡的阳光，阴影漆黑',
    { env: ['space'] },
    { indoor: true },
  ),
  p(
    'cool instrument glow and the planet’s reflected light through the window',
    '仪表的冷光和舷窗外行星的反光',
    { env: ['space'], indoor: true },
  ),
  p(
    'shafts of sunlight filtering down through the water',
    '阳光化作光柱穿过水面洒下',
    { env: ['underwater'] },
    { time: ['night'] },
  ),
  p('a diver’s torch cutting through the dark water', '潜水手电划开漆黑的海水', {
    env: ['underwater'],
    time: ['night'],
  }),
  p('moonlight on the water and one warm lantern on deck', '水面上的月光和甲板上一盏暖色提灯', {
    env: ['sea'],
    time: ['night'],
  }),
  p('first light of dawn low over the water', '黎明的第一缕光贴着水面', {
    env: ['sea', 'beach', 'water'],
    time: ['dawn'],
  }),
  p(
    'sodium streetlights and neon signs reflecting off the wet street',
    '钠灯路灯和霓虹招牌倒映在湿漉漉的路面上',
    { env: ['street', 'city'], time: ['night', 'dusk'], weather: ['rain'] },
  ),
  p(
    'sodium streetlights and glowing neon signs',
    '钠灯路灯和亮起的霓虹招牌',
    { env: ['street', 'city'], time: ['night', 'dusk'] },
    { weather: ['rain'] },
  ),
  p('warm shop windows and strings of bulbs overhead', '温暖的店铺橱窗和头顶的一串串灯泡', {
    env: ['street'],
    time: ['night', 'dusk'],
  }),
  p('moonlight and cool blue shadows', '月光和冷蓝色的阴影', { time: ['night'], indoor: false }),
  p('a single desk lamp and the cold glow of a screen', '一盏台灯和屏幕的冷光', {
    time: ['night'],
    env: ['office'],
  }),
  p('one weak ceiling light and deep darkness beyond it', '一盏昏暗的顶灯，光外是浓重的黑暗', {
    time: ['night'],
    type: ['horror'],
  }),
  p('warm practical lamps and deep shadows', '温暖的室内实景灯和浓重的阴影', {
    time: ['night', 'dusk'],
    indoor: true,
  }),
  p('soft window light, cool and even', '柔和均匀的窗光，略带冷调', {
    time: ['dawn', 'morning'],
    indoor: true,
  }),
  p('low pink-gold dawn light with long soft shadows', '低角度的粉金色晨光，影子柔长', {
    time: ['dawn'],
  }),
  p('cool pre-dawn blue turning to the first warm sunlight', '黎明前的冷蓝色渐渐转为第一缕暖阳', {
    time: ['dawn'],
  }),
  p('the first sunlight of the morning, low and clean', '清晨的第一缕阳光，低而干净', {
    time: ['morning'],
  }),
  p(
    'a warm low sun and a glowing sky behind',
    '低垂的暖阳，身后天空泛着光',
    { time: ['golden', 'dusk'] },
    { indoor: true },
  ),
  p('moonlight with a faint silver rim on every edge', '月光给每个轮廓镶上一道淡淡的银边', {
    time: ['night'],
    indoor: false,
  }),
  p(
    'fresh morning sun at a low angle',
    '清新的早晨阳光，角度很低',
    { time: ['morning'] },
    { indoor: true },
  ),
  p(
    'bright midday sun with crisp shadows',
    '明亮的正午阳光，影子清晰',
    { time: ['day'], indoor: false },
    { weather: ['rain', 'fog', 'storm', 'snow'] },
  ),
  p('soft overcast daylight', '柔和的阴天散射光', { time: ['day'] }),
  p('warm afternoon sun through the window', '午后暖阳透过窗户洒进来', {
    time: ['day', 'golden'],
    indoor: true,
  }),
  p(
    'low golden-hour sun and long warm shadows',
    '低垂的黄金时刻阳光，暖色长影',
    { time: ['golden', 'dusk'] },
    { indoor: true },
  ),
  p('fading blue-hour light with the first lamps coming on', '渐暗的蓝调天光，第一批灯亮起', {
    time: ['dusk'],
  }),
  p(
    'diffuse grey light through the rain',
    '雨中灰蒙蒙的漫射光',
    { weather: ['rain', 'storm'] },
    { time: ['night'] },
  ),
  p('soft light diffused by the fog', '被雾气柔化的光', { weather: ['fog'] }),
  // No time named: the type decides.
  p('a large softbox key with a crisp rim light', '大柔光箱主光加清晰的轮廓光', {
    type: ['product', 'unboxing'],
  }),
  p(
    'warm backlight that makes the steam glow',
    '暖色逆光，让热气发亮',
    { type: ['food'] },
    {
      mentions:
        /\biced?\b|cold|frozen|smoothie|milkshake|bubble tea|boba|冰|冷饮|奶茶|沙冰|雪糕|冰淇淋/i,
    },
  ),
  p(
    'cool backlight that makes the ice and condensation sparkle',
    '冷色逆光，让冰块和杯壁水珠闪闪发亮',
    {
      type: ['food', 'product'],
      mentions:
        /\biced?\b|cold|frozen|smoothie|milkshake|bubble tea|boba|冰|冷饮|奶茶|沙冰|雪糕|冰淇淋/i,
    },
  ),
  p(
    'soft natural window light',
    '柔和自然的窗光',
    { type: ['drama', 'interview', 'explainer', 'social'] },
    { indoor: false, medium: ['animation'], time: ['night'] },
  ),
  p(
    'soft, even light off the snow',
    '雪地反射的柔和均匀的光',
    { weather: ['snow'] },
    { indoor: true },
  ),
  p('soft overcast daylight on the faces', '柔和的阴天光线落在脸上', {
    type: ['drama', 'interview'],
    indoor: false,
  }),
  p('saturated stage beams and haze', '饱和的舞台光束和烟雾', { type: ['music-video'] }),
  p('a single flickering bulb and pools of darkness', '一盏闪烁的灯泡和大片黑暗', {
    type: ['horror'],
  }),
  p(
    'crisp stadium floodlights',
    '清晰明亮的球场泛光灯',
    { type: ['sports'], env: ['stadium', 'gym'] },
    { indoor: false, env: ['road', 'mountain', 'sea'] },
  ),
  p('soft natural daylight', '柔和的自然光', { indoor: false }),
  p('soft, even key light with gentle shadows', '柔和均匀的主光，阴影轻柔'),
];

/** 3–5 named colours that fit the plan. */
export const PALETTES: readonly Phrase[] = [
  p('rust red, ochre, dusty pink and pale butterscotch', '锈红、赭石、灰粉与浅奶油黄', {
    env: ['space'],
    mentions: /mars|martian|火星/i,
  }),
  p('jet black, white and mid greys', '纯黑、白与中灰', { style: ['noir'] }),
  p('magenta, electric cyan, deep purple and chrome', '洋红、电光青、深紫与金属银', {
    style: ['synthwave', 'cyberpunk'],
  }),
  p('sodium orange, neon magenta, teal and deep navy', '钠灯橙、霓虹洋红、青绿与深海军蓝', {
    env: ['street', 'city'],
    time: ['night', 'dusk'],
  }),
  p('pale gold, slate blue, soft pink and pearl grey', '浅金、石板蓝、淡粉与珍珠灰', {
    env: ['sea', 'beach', 'water'],
    time: ['dawn', 'morning'],
  }),
  p('silver, ink blue, deep teal and one warm amber', '银白、墨蓝、深青绿，点缀一抹暖琥珀', {
    env: ['sea', 'beach', 'water'],
    time: ['night'],
  }),
  p(
    'deep navy, aqua, turquoise and sunlit white',
    '深海军蓝、水蓝、绿松石与阳光白',
    { env: ['underwater', 'sea', 'beach'] },
    { weather: ['fog', 'storm', 'rain'], time: ['night'] },
  ),
  p(
    'black, cold white, steel blue and one amber warning light',
    '黑、冷白、钢蓝，一点琥珀色警示灯',
    { env: ['space'] },
  ),
  p(
    'moss green, bark brown, soft gold and mist grey',
    '苔绿、树皮棕、柔金与雾灰',
    { env: ['forest', 'garden'] },
    { weather: ['snow'] },
  ),
  p('snow white, ice blue, pine green and pale gold', '雪白、冰蓝、松绿与浅金', {
    weather: ['snow'],
  }),
  p('sand beige, burnt orange, pale sky blue and ochre', '沙米色、焦橙、淡天蓝与赭石', {
    env: ['desert'],
  }),
  p('slate grey, cold blue, wet black and a touch of amber', '石板灰、冷蓝、湿黑，一点琥珀色', {
    weather: ['rain', 'storm', 'fog'],
  }),
  p('rose pink, apricot, lavender and soft gold', '玫瑰粉、杏色、薰衣草紫与柔金', {
    time: ['dawn'],
  }),
  p('amber, honey gold, dusty rose and warm brown', '琥珀、蜂蜜金、灰玫瑰与暖棕', {
    time: ['golden', 'dusk'],
  }),
  p('deep indigo, cool blue, warm lamp amber and black', '深靛蓝、冷蓝、暖灯琥珀与黑', {
    time: ['night'],
  }),
  p('sky blue, cherry pink, warm cream and ink black', '天蓝、樱花粉、暖奶油色与墨黑', {
    style: ['anime', 'watercolor'],
  }),
  p('ink black, rice-paper white, pale jade and vermilion', '墨黑、宣纸白、淡青与朱红', {
    style: ['ink'],
  }),
  p('warm terracotta, mustard yellow, teal and cream', '暖陶土红、芥末黄、青绿与奶油色', {
    style: ['clay', '3d', 'cartoon'],
  }),
  p('bright red, sunny yellow, grass green and sky blue', '亮红、明黄、草绿与天蓝', {
    style: ['pixel'],
  }),
  p('faded teal, warm orange, cream and brown', '褪色青绿、暖橙、奶油色与棕', {
    style: ['vintage'],
  }),
  p('espresso brown, cream, caramel and soft white', '咖啡棕、奶油色、焦糖色与柔白', {
    type: ['food'],
  }),
  p(
    'pure white, soft grey, brushed silver and one accent colour from the product',
    '纯白、浅灰、拉丝银，外加产品本身的一种点缀色',
    { type: ['product', 'unboxing'] },
  ),
  p(
    'warm skin tones, muted olive, faded denim blue and off-white',
    '温暖的肤色、低饱和橄榄绿、褪色牛仔蓝与米白',
    { type: ['drama', 'interview'] },
  ),
  p('deep red, black, sickly green and bone white', '暗红、黑、病态的绿与骨白', {
    type: ['horror'],
  }),
  p('electric blue, hot red, white and black', '电光蓝、炽红、白与黑', {
    type: ['sports', 'music-video'],
  }),
  p('forest green, sky blue, earth brown and soft gold', '森林绿、天蓝、大地棕与柔金', {
    type: ['nature', 'travel'],
  }),
  p('white, soft blue, one bright accent yellow and charcoal', '白、浅蓝、一抹亮黄与炭灰', {
    type: ['explainer', 'social'],
  }),
  p('warm amber, teal shadows, soft cream and deep charcoal', '暖琥珀、青色阴影、柔奶油色与深炭灰'),
];

/** Ambient sound of the place (nothing that needs air in space or underwater). */
export const AMBIENCE: readonly Phrase[] = [
  p('near silence, only the low hum of the ship’s systems', '近乎寂静，只有舱内设备低沉的嗡鸣', {
    env: ['space'],
    indoor: true,
  }),
  p('silence; a low musical drone stands in for the void', '一片寂静，用低沉的音乐长音代替真空', {
    env: ['space'],
  }),
  p('muffled bubbles and the deep hush of water', '闷闷的气泡声和水下深沉的寂静', {
    env: ['underwater'],
  }),
  p('waves against the hull and rigging creaking in the wind', '海浪拍打船身，缆绳在风中吱呀作响', {
    env: ['sea'],
    air: true,
  }),
  p('gentle surf and distant gulls', '轻柔的浪声和远处的海鸥', { env: ['beach'], air: true }),
  p('rain on pavement and distant traffic', '雨打在路面上，远处的车流声', {
    env: ['street', 'city'],
    weather: ['rain'],
  }),
  p(
    'street chatter, sizzling stalls and distant traffic',
    '街头的人声、小吃摊的滋滋声和远处的车流',
    { env: ['street'] },
  ),
  p('a low city hum and a distant siren', '低沉的城市嗡鸣和远处的警笛', { env: ['city'] }),
  p(
    'birdsong, rustling leaves and a distant stream',
    '鸟鸣、树叶沙沙声和远处的溪流',
    { env: ['forest', 'garden'], air: true },
    { time: ['night'], weather: ['snow'] },
  ),
  p(
    'crickets and a soft night breeze',
    '虫鸣和柔和的夜风',
    { time: ['night'], indoor: false, air: true },
    { env: ['sea', 'city', 'street', 'snowfield', 'desert'] },
  ),
  p('the hush of falling snow and creaking footsteps', '落雪的静谧和踩雪的咯吱声', {
    weather: ['snow'],
    air: true,
  }),
  p('wind across the ridge', '山脊上掠过的风声', {
    env: ['mountain', 'desert', 'snowfield'],
    air: true,
  }),
  p('running water and reeds in the breeze', '流水声和风吹芦苇的声响', { env: ['water'] }),
  p(
    'a soft breeze through the grass and distant birds',
    '微风吹过草丛，远处的鸟鸣',
    { env: ['countryside'], air: true },
    { time: ['night'] },
  ),
  p('a gentle sizzle and soft kitchen sounds', '轻微的滋滋声和厨房里的细碎声响', {
    env: ['kitchen'],
  }),
  p('a quiet room tone, a ticking clock', '安静的室内底噪，时钟滴答', {
    env: ['home', 'office', 'classroom'],
  }),
  p('murmured conversation and clinking cutlery', '低低的交谈声和餐具碰撞声', {
    env: ['restaurant'],
  }),
  p('the roar of the crowd', '观众的呐喊声', { env: ['stage', 'stadium'] }),
  p('wind through broken stone and dripping water', '风穿过残垣，水滴落下', { env: ['ruins'] }),
  p('crisp rustle of paper and the snap of tape', '清脆的纸张摩擦声和撕胶带声', {
    type: ['unboxing'],
  }),
  p('soft, close detail sounds: a click, a pour, a tap', '细腻的近距离声响：咔哒、倾倒、轻敲', {
    type: ['product', 'food'],
  }),
  p('a faint creak and an unsettling silence', '一声轻微的吱呀，然后是令人不安的寂静', {
    type: ['horror'],
  }),
  p('sneaker squeaks, breath and impact', '球鞋摩擦声、喘息和撞击声', { type: ['sports'] }),
  p('steady rain on leaves, stone and rooftops', '连绵的雨打在树叶、石板和屋顶上', {
    weather: ['rain', 'storm'],
  }),
  p('distant thunder rolling', '远处滚过的雷声', { weather: ['storm'] }),
  p('a soft wind and the muffled quiet of the weather', '轻柔的风声和天气带来的沉静', {
    weather: ['fog', 'wind'],
    air: true,
  }),
  p('a quiet room tone', '安静的室内底噪', { indoor: true }),
  p(
    'a quiet night, distant and hushed',
    '安静的夜，一切都显得遥远而轻柔',
    { time: ['night'] },
    { env: ['space', 'underwater'], type: ['horror', 'music-video'] },
  ),
  p('deep silence, a slow low drone', '深沉的寂静，一个缓慢低沉的长音', { env: ['space'] }),
  p(
    'natural outdoor ambience: a light breeze and distant life',
    '自然的户外环境声：微风和远处隐约的生活声响',
    { indoor: false, air: true },
  ),
  p('a clean, quiet soundbed', '干净安静的声音底', { type: ['explainer', 'loop'] }),
  p(
    'quiet room tone and the small sounds of the conversation',
    '安静的室内底噪和交谈中的细微声响',
    { type: ['interview', 'drama'] },
  ),
  p('close, natural sounds of the action', '贴近动作的自然声响', {
    type: ['social', 'pov', 'cinematic', 'sports', 'travel'],
  }),
  p('playful, exaggerated sound effects', '俏皮夸张的拟音效果', { type: ['animation'] }),
  p('ambient sound true to the place', '贴合场景的环境声'),
];

/** Music (Advanced). */
export const MUSIC: readonly Phrase[] = [
  p('the track’s beat drives every cut', '歌曲的节拍带动每一次剪辑', { type: ['music-video'] }),
  p('a minimal electronic pulse', '极简的电子脉冲', { type: ['product', 'unboxing', 'explainer'] }),
  p('soft acoustic guitar', '轻柔的木吉他', { type: ['food', 'travel', 'social'] }),
  p('a sparse, tender piano', '稀疏而温柔的钢琴', { type: ['drama', 'interview'] }),
  p('low strings and a slow swell', '低沉的弦乐缓缓推起', {
    type: ['nature', 'space', 'timelapse', 'cinematic'],
  }),
  p('a dissonant drone that never resolves', '始终不解决的不协和长音', { type: ['horror'] }),
  p('driving percussion', '强劲的打击乐', { type: ['sports', 'pov'] }),
  p('a gentle looping melody', '温柔循环的旋律', { type: ['loop'] }),
  p('a playful orchestral theme', '俏皮的管弦乐主题', { type: ['animation'] }, { style: ['ink'] }),
  p('guqin and soft flute', '古琴与轻柔的笛声', { style: ['ink'] }),
  p('a warm, understated score', '温暖克制的配乐'),
];

/** A short voice line for formats that call for one when the idea has none. */
export const VOICE_LINES: readonly Phrase[] = [
  p('Made for the moments that matter.', '为每个重要时刻而生。', { type: ['product', 'unboxing'] }),
  p('Fresh, simple, made by hand.', '新鲜、简单、亲手做。', { type: ['food'] }),
  p('Here is how it works, step by step.', '一步一步，看懂它的原理。', { type: ['explainer'] }),
];

export const VOICE_SPEAKERS: Record<'ad' | 'explainer', Phrase> = {
  ad: p('Voice-over', '画外音'),
  explainer: p('Narrator', '旁白'),
};

/** Safety notes: a short one for Fast, a fuller one for Advanced and the refiner. */
export const SAFETY_LINES: { short: Phrase; full: Phrase } = {
  short: p(
    'original, fictional content; no real people, logos or copyrighted characters',
    '原创虚构内容，不出现真实人物、品牌标志或版权角色',
  ),
  full: p(
    'original, fictional characters and places only; no real people or public figures, no logos or copyrighted characters, nothing violent, hateful or explicit',
    '仅使用原创、虚构的角色与场景；不出现真实人物或公众人物，不出现品牌标志或受版权保护的角色，不含暴力、仇恨或露骨内容',
  ),
};
