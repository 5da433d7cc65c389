/**
 * What the engine may add, each phrase tagged with where it fits. Lists are tried in order of
 * preference; compose picks among the ones that fit with the seed. Chinese is written as a
 * Chinese creator writes it, not translated word for word.
 */
import type { Environment } from '../../domain/prompt/plan.ts';
import { XIANXIA } from '../analyse/cues.ts';
import {
  COMIC,
  FIZZY,
  WHITEBOARD,
  KIDS,
  MARS,
  MARTIAL,
  ON_ICE,
  p,
  VEHICLE,
  type Phrase,
  LOW_ORBIT,
  EAST_PERIOD,
  LOFI,
  PAPER_CUTOUT,
  PAPER_FOLDED,
} from './fit.ts';

/** Someone cooking at home for family: a grandmother, a mother, 奶奶, 妈妈. */
const HOME_COOK =
  /\b(?:grandma|granny|nana|grandmother|grandpa|grandfather|mom|mum|mother|dad|father|homemade|home-cooked)\b|奶奶|外婆|姥姥|妈妈|爷爷|外公|爸爸|家常|妈妈的味道/i;

/** A 16mm film look, said in words ("grainy 16mm film", 16mm胶片). */
const SIXTEEN_MM = /\b16 ?mm (?:film|footage|look|grain|camera)\b|16 ?mm ?胶片/i;

/** A cold light the person names: a warm look would contradict it. */
const COLD_LIGHT =
  /\b(?:cold|cool|icy) (?:blue )?(?:back)?light\b|\bblue light\b|冷光|冷色调?的?(?:灯光|逆光|光线|光)|蓝光/i;

/** Warm light the idea asks for. */
const WARM_LIGHT = /\bwarm (?:back)?light\w*|\bgolden hour\b|\bwarm glow\b|暖色|暖光|暖黄/i;

/** A small magic creature or a newborn one (a tiny dragon hatching, 小龙宝宝). */
const SMALL_MAGIC =
  /\b(?:tiny|little|baby|small|newborn|cute|chubby)\s+(?:\w+\s+)?(?:dragons?|unicorns?|phoenix|griffins?|creatures?|fair(?:y|ies))\b|\bhatchlings?\b|(?:小|迷你|宝宝|幼)龙|小独角兽|小精灵|龙宝宝/i;
const LIVE = { medium: ['live-action'] } as const;
const ANIM = { medium: ['animation'] } as const;

/** The look, up front. Animation styles first (they must win on any animated plan). */
/** Horror filmed as if on a found camcorder. */
export const FOUND_FOOTAGE = /found[- ]footage|camcorder|handheld camera|伪纪录|手持摄像/i;

/** Out on the ground under an open sky: a ship hovering there is seen from below, not in space. */
const GROUND: Environment[] = [
  'city',
  'street',
  'desert',
  'sea',
  'beach',
  'countryside',
  'mountain',
  'forest',
  'water',
  'snowfield',
  'road',
];

/** A sports moment alone and quiet: an empty gym, a slow kneel, tears (no commercial look). */
const QUIET_SPORT =
  /\b(?:kneels?|kneeling|sinks? to (?:his|her|their) knees|tears?|cries|crying|sobs?|sobbing|grief|grieving)\b|跪下|跪倒|流泪|落泪|哭/i;

/** A cozy lamp asked for: the unboxing is warm and intimate, not a bright white set. */
const COZY_LAMP = /\b(?:cozy|cosy|warm) (?:desk[- ]?)?lamp\b|\bdesk[- ]?lamp\b|台灯/i;

export const STYLES: readonly Phrase[] = [
  p(
    'Hand-drawn anime style, clean line art and cel shading, painted backgrounds',
    '日式手绘动画风格，线条干净，赛璐璐上色，手绘背景',
    { style: ['anime'] },
  ),
  // Stop-motion in paper is cut paper, not clay.
  p(
    'Paper cut-out stop-motion, layered paper textures, soft drop shadows and charming stepped motion',
    '剪纸定格动画，层层纸片质感，柔和的投影，动作带着一格一格的手作感',
    {
      style: ['clay'],
      mentions: PAPER_CUTOUT,
      boost: 3,
    },
  ),
  p(
    'Claymation stop-motion, handmade clay textures and fingerprints, charming imperfect motion',
    '黏土定格动画，手工黏土质感带着指纹，动作略带顿挫的手作感',
    { style: ['clay'] },
    { mentions: new RegExp(`${PAPER_CUTOUT.source}|${PAPER_FOLDED.source}`, 'is') },
  ),
  // An origami crane in stop-motion is folded paper, crisp creases, not clay.
  p(
    'Paper stop-motion, crisp folded creases and paper grain, charming stepped motion',
    '折纸定格动画，利落的折痕和纸张纹理，动作带着一格一格的手作感',
    { style: ['clay'], mentions: PAPER_FOLDED, boost: 3 },
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
  // 国漫 with swords and immortals is xianxia donghua, not a Western cartoon.
  p(
    'Chinese xianxia animation, fine line work, luminous colour, flowing robes and trails of sword light',
    '国漫仙侠动画风格，线条精致，色彩瑰丽，衣袂飘飘，剑光流转',
    { style: ['cartoon'], mentions: XIANXIA },
  ),
  p(
    'Whiteboard animation, black marker lines drawn step by step on clean white',
    '白板手绘动画，黑色马克笔线条在白底上一步步画出',
    { style: ['cartoon'], mentions: WHITEBOARD, boost: 4 },
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
  // An energy drink or a soda is sold loud: bold colour, hard light, impact.
  p(
    'High-energy product commercial, bold colour and hard, punchy light',
    '高能量的产品广告，色彩浓烈，光线硬朗有冲击力',
    { type: ['product'], mentions: FIZZY, boost: 2, ...LIVE },
  ),
  // A neon street that is no cyberpunk city: a film's night, its blacks deep and its signs bright.
  p(
    'Moody neon-noir look, deep blacks and saturated reflections',
    '霓虹黑色电影质感，暗部深沉，反光饱和',
    { type: ['cinematic', 'drama'], mentions: /\bneon\b|霓虹/i, boost: 2, ...LIVE },
  ),
  // VHS is video, not film: scan lines and colour bleed, not halation.
  // (The decade is the idea's: an 80s tape is no 90s one.)
  p(
    '80s VHS camcorder look, soft scan lines, colour bleed and tracking noise',
    '80 年代家用录像带质感，扫描线、色彩溢出与跟踪噪点',
    {
      style: ['vintage'],
      mentions: /^(?=.*(?:\bvhs\b|camcorder|录像带))(?=.*(?:\b80s\b|1980s|80年代))/is,
      boost: 1,
    },
  ),
  p(
    '90s VHS camcorder look, soft scan lines, colour bleed and tracking noise',
    '90 年代家用录像带质感，扫描线、色彩溢出与跟踪噪点',
    { style: ['vintage'], mentions: /\bvhs\b|camcorder|录像带/i },
    { mentions: /\b80s\b|1980s|80年代/i },
  ),
  p(
    'Vintage film look, warm faded colour, soft halation',
    '复古胶片质感，色彩温暖褪色，高光柔和晕开',
    { style: ['vintage'] },
  ),
  p('Photoreal live action, true-to-life light and colour', '照片级写实实拍，光线与色彩真实自然', {
    style: ['photoreal'],
  }),
  // (A tiny or baby creature is no epic: a storybook close-up, warm and intimate.)
  p(
    'Storybook fantasy look, warm and intimate, soft glowing light and fine detail',
    '童话奇幻质感，温暖亲切，光线柔和微亮，细节精致',
    { style: ['fantasy'], mentions: SMALL_MAGIC },
  ),
  p(
    'Epic fantasy look, painterly skies and a sense of grand scale',
    '史诗奇幻质感，天空如油画般壮丽，尺度宏大',
    { style: ['fantasy'] },
    { mentions: SMALL_MAGIC },
  ),
  p(
    'Classical wuxia look, flowing robes and weightless, graceful movement, muted ink-like colour',
    '古风武侠质感，衣袂飘飘，身法轻灵，色调如水墨般清雅',
    { style: ['wuxia'], mentions: MARTIAL },
  ),
  // 古风 with no fighting in it: the period and its grace, not the martial arts.
  p(
    'Classical Chinese period look, flowing hanfu and soft, painterly colour',
    '古风质感，衣袂飘飘，色调清雅如工笔画',
    { style: ['wuxia'] },
    { mentions: MARTIAL },
  ),
  p(
    'Classic samurai-film look: wide, still compositions, restrained movement, natural light',
    '经典武士片质感：开阔沉静的构图，克制的动作，自然光',
    { mentions: /\b(?:samurai|ronin|shogun)\b|武士|浪人/i, ...LIVE, boost: 1 },
  ),
  // A documentary of an animal is watched from far off with a long lens, never handheld.
  p(
    'Natural-history documentary realism, patient long-lens observation',
    '自然纪录片的真实质感，长焦远观，耐心克制',
    { style: ['documentary'], type: ['nature'], ...LIVE },
  ),
  // (An interview is filmed from a tripod: "handheld" would contradict its static frame.)
  p(
    'Grounded documentary realism, handheld and honest',
    '扎实的纪实风格，手持拍摄，真实坦诚',
    { style: ['documentary'] },
    { type: ['interview'] },
  ),
  p('Grounded documentary realism, calm and honest', '扎实的纪实风格，平静而真诚', {
    style: ['documentary'],
    type: ['interview'],
  }),
  p(
    'Natural-history documentary look, patient and observational',
    '自然纪录片质感，耐心克制的观察视角',
    { type: ['nature'], ...LIVE },
  ),
  p(
    'Premium automotive commercial, sculpted reflections and open-road scale',
    '高级汽车广告质感，车身反光利落，道路开阔大气',
    { type: ['product'], mentions: VEHICLE, ...LIVE },
    { mentions: /\b(?:toy|die-?cast|lego|hot wheels)\b|玩具|模型车/i },
  ),
  // A model in a fragrance or fashion ad is a film about them, not a tabletop macro shot.
  p(
    'Cinematic commercial look, rich colour, glossy light and shallow depth of field',
    '电影感广告质感，色彩浓郁，光泽动人，浅景深',
    { type: ['product'], subject: ['person'], boost: 1, ...LIVE },
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
    // "Cold blue light" asked for is no warm commercial, nor is a drink over ice; a grandmother
    // making dumplings at home is no commercial either.
    { mentions: new RegExp(`${COLD_LIGHT.source}|${ON_ICE.source}|${HOME_COOK.source}`, 'i') },
  ),
  p(
    'Warm home-cooking film, intimate and unhurried, real textures',
    '温暖的家常烹饪短片，亲切从容，质感真实',
    { type: ['food'], mentions: HOME_COOK, ...LIVE },
  ),
  // (Unless the idea asks for warm light: then the warm look above keeps it.)
  p(
    'Crisp, refreshing drinks-commercial look, cool highlights and glistening condensation',
    '清爽的饮品广告质感，冷调高光，表面凝着晶莹的水珠',
    { type: ['food', 'product'], mentions: ON_ICE, ...LIVE },
    { mentions: WARM_LIGHT },
  ),
  p(
    'Precise fine-dining look, cool and exact, shallow depth of field',
    '精致的高级料理质感，冷静而精准，浅景深',
    { type: ['food'], mentions: COLD_LIGHT, ...LIVE },
  ),
  p(
    'Travel documentary feel, natural colour and a strong sense of place',
    '旅行纪录片质感，色彩自然，地域感鲜明',
    { type: ['travel'], ...LIVE },
  ),
  p(
    'Clean 2D motion-graphics explainer, simple shapes and clear visual steps',
    '简洁的二维动态图形科普风格，图形简单，步骤清楚',
    { type: ['explainer'], medium: ['animation'] },
  ),
  p(
    'Clean explainer look, simple clear visuals and an uncluttered frame',
    '简洁的科普讲解风格，画面清楚，构图干净',
    { type: ['explainer'] },
  ),
  // Lo-fi is quiet and grainy, not a performance.
  p(
    'Lo-fi music-video look, soft grain, muted colour and a slow, dreamy pace',
    '低保真 MV 质感，轻微颗粒，色彩低饱和，节奏慵懒',
    {
      type: ['music-video'],
      mentions: LOFI,
      boost: 2,
      ...LIVE,
    },
  ),
  p(
    'Stylised music-video look, bold contrast, performance-driven energy',
    '风格化的 MV 质感，反差强烈，以表演带动节奏',
    { type: ['music-video'], ...LIVE },
  ),
  // "温馨的家庭氛围", a family cooking together: a home, not a food commercial.
  p(
    'Warm, intimate family look, soft home light and lived-in detail',
    '温馨的家庭质感，柔和的居家光线，满是生活气息的细节',
    {
      people: true,
      mentions:
        /温馨|家庭氛围|一家人|全家|\b(?:cozy family|family dinner|family moment|homey|heartwarming)\b/i,
      boost: 3,
      ...LIVE,
    },
  ),
  // 相声, a stand-up set: a live comedy on a stage, the audience out in the dark.
  p(
    'Live stage comedy, warm stage light on the performers, the audience in the dark beyond',
    '现场舞台喜剧质感，暖色舞台光打在演员身上，台下观众隐在暗处',
    {
      mentions: /\bstand-?up\b|\bcomedy club\b|\bcomedians?\b|相声|小品|脱口秀|捧哏|逗哏/i,
      boost: 3,
      ...LIVE,
    },
  ),
  // Grown-ups bickering over the last slice are a comedy too: bright, and timed for the laugh.
  p(
    'Light comedy look, bright and naturalistic, timing that lands every line',
    '轻喜剧质感，明亮自然，节奏卡准每一句笑点',
    { type: ['drama'], mentions: COMIC, boost: 2, ...LIVE },
    // (Kids have their own comedy, below.)
    { mentions: KIDS },
  ),
  // Kids plotting a heist or fighting over pizza are a comedy, bright and quick.
  p(
    'Warm family-comedy look, bright and lively, playful timing',
    '温暖明快的家庭喜剧质感，节奏轻快俏皮',
    { type: ['drama'], mentions: KIDS, boost: 1, ...LIVE },
  ),
  // 古装剧: robes, palaces and a weighty pace, not a modern kitchen-sink drama.
  p(
    'Period drama look, richly detailed costumes and sets, measured and weighty',
    '古装剧质感，服化道考究，光影沉稳厚重',
    { type: ['drama'], mentions: EAST_PERIOD, boost: 2, ...LIVE },
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
    // (By a cozy lamp it is warm and intimate, below.)
    { mentions: COZY_LAMP },
  ),
  p(
    'Warm, cozy unboxing video, a lamp-lit desk, tactile and unhurried',
    '温暖惬意的开箱视频，台灯下的桌面，细节解压，不慌不忙',
    { type: ['unboxing'], mentions: COZY_LAMP, boost: 2, ...LIVE },
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
    // (Alone in an empty gym, a quiet moment: below.)
    { mentions: QUIET_SPORT },
  ),
  p(
    'Quiet, intimate sports drama, an empty venue, natural light and long pauses',
    '安静而私密的运动剧情质感，空旷的场馆，自然光，留白很长',
    { type: ['sports'], mentions: QUIET_SPORT, boost: 2, ...LIVE },
  ),
  // A spacewalk in Earth orbit is filmed like the real thing: NASA footage, not space opera.
  p(
    'Grounded, realistic spacewalk look, hard sunlight and deep black space',
    '写实的太空行走质感，强烈的日光与深黑的太空',
    {
      type: ['space'],
      // (A tether is a spacewalk's too.)
      mentions: new RegExp(`${LOW_ORBIT.source}|\\btether\\w*`, 'i'),
      boost: 2,
      ...LIVE,
    },
    { indoor: true },
  ),
  p(
    'Grand science-fiction look, vast scale, hard light in the vacuum',
    '宏大的科幻质感，尺度壮阔，真空中的硬光',
    { type: ['space'], ...LIVE },
    // Mars has air, thin and dusty: no vacuum there. A cramped capsule is no vast scale. A ship
    // over a city is seen from its streets.
    {
      mentions: MARS,
      indoor: true,
      env: GROUND,
    },
  ),
  // A ship over a real city: the scale seen from the ground, in the city's own light.
  p(
    'Grand science-fiction look, a vast ship looming over the real world below, grounded and awe-struck',
    '宏大的科幻质感，巨大的飞船压在真实世界的上空，写实而震撼',
    {
      type: ['space'],
      env: GROUND,
      boost: 2,
      ...LIVE,
    },
  ),
  p(
    'Grounded science-fiction look, cramped practical interiors, the glow of instrument panels',
    '写实的科幻质感，狭窄真实的舱内空间，仪表盘的微光',
    { type: ['space'], indoor: true, ...LIVE },
  ),
  p(
    'Grand science-fiction look, vast scale, thin dusty light under a pale sky',
    '宏大的科幻质感，尺度壮阔，淡色天空下蒙着尘的稀薄光线',
    { type: ['space'], mentions: MARS, ...LIVE },
  ),
  // "shot on 35mm film": the film stock is the look.
  p(
    'Shot on 35mm film: natural grain, soft halation and true-to-life colour',
    '35mm 胶片拍摄：自然的颗粒、柔和的光晕与真实的色彩',
    { mentions: /\b(?:35|65) ?mm film\b|\bfilm stock\b|\bkodak\b|胶片/i, boost: 3, ...LIVE },
    { mentions: SIXTEEN_MM },
  ),
  // ("grainy 16mm film look": the creator's 16mm is kept, never made 35mm.)
  p(
    'Shot on 16mm film: coarse grain, soft halation and muted, warm colour',
    '16mm 胶片拍摄：粗颗粒、柔和的光晕与温暖低饱和的色彩',
    { mentions: SIXTEEN_MM, boost: 3, ...LIVE },
  ),
  // Found footage is raw and shaking, never still.
  p(
    'Found-footage horror, raw camcorder look, grain and a timestamp in the corner',
    '伪纪录片式恐怖，粗粝的家用摄像机质感，颗粒和角落里的时间码',
    { type: ['horror'], mentions: FOUND_FOOTAGE, boost: 3, ...LIVE },
  ),
  p(
    'Slow-burn horror, deep shadows and unsettling stillness',
    '慢热的恐怖氛围，阴影深重，静得让人不安',
    { type: ['horror'], ...LIVE },
    { mentions: FOUND_FOOTAGE },
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
interface SafetyLines {
  short: Phrase;
  full: Phrase;
}

export const SAFETY_LINES: SafetyLines & { ownBrand: SafetyLines; realPlace: SafetyLines } = {
  // For a real place the idea names (the Faroe Islands, 重庆): the place is real, the people not.
  realPlace: {
    short: p(
      'original characters, the real place as it is; no real people, logos or copyrighted characters',
      '人物原创虚构，地点按实景呈现；不出现真实人物、品牌标志或版权角色',
    ),
    full: p(
      'original, fictional characters only, the real place shown as it is; no real people or public figures, no logos or copyrighted characters, nothing violent, hateful or explicit',
      '人物均为原创虚构，真实地点按实景呈现；不出现真实人物或公众人物，不出现品牌标志或受版权保护的角色，不含暴力、仇恨或露骨内容',
    ),
  },
  // For an ad that shows its own brand's logo: other people's logos stay out.
  ownBrand: {
    short: p(
      'original, fictional content; no real people, no other brands’ logos or copyrighted characters',
      '原创虚构内容，不出现真实人物、其他品牌标志或版权角色',
    ),
    full: p(
      'original, fictional characters and places only; no real people or public figures, no other brands’ logos or copyrighted characters, nothing violent, hateful or explicit',
      '仅使用原创、虚构的角色与场景；不出现真实人物或公众人物，不出现其他品牌的标志或受版权保护的角色，不含暴力、仇恨或露骨内容',
    ),
  },
  short: p(
    'original, fictional content; no real people, logos or copyrighted characters',
    '原创虚构内容，不出现真实人物、品牌标志或版权角色',
  ),
  full: p(
    'original, fictional characters and places only; no real people or public figures, no logos or copyrighted characters, nothing violent, hateful or explicit',
    '仅使用原创、虚构的角色与场景；不出现真实人物或公众人物，不出现品牌标志或受版权保护的角色，不含暴力、仇恨或露骨内容',
  ),
};
