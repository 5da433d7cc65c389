import type { Pair } from './pair.ts';

/** The three artistic directions the refiner targets. */
export type StyleClass = 'realistic' | 'cinematic' | 'animated';

/**
 * A swappable term: its English and Chinese forms, an optional English regex for its
 * variants ("dolly in", "dollies in", "dolly-in"), and for styles and palettes its class.
 */
export interface Term {
  en: string;
  zh: string;
  re?: string;
  cls?: StyleClass;
  /** Swaps stay within a group, so a time-of-day light becomes another time-of-day light. */
  group?: string;
}

/** Light sources and qualities (light level). */
export const LIGHT_TERMS: readonly Term[] = [
  { en: 'golden hour', zh: '黄金时刻', re: 'golden[- ]hour', group: 'time' },
  { en: 'blue hour', zh: '蓝调时刻', re: 'blue[- ]hour', group: 'time' },
  { en: 'soft window light', zh: '柔和窗光', re: '(?:soft )?window light', group: 'source' },
  { en: 'overcast daylight', zh: '阴天散射光', re: 'overcast(?: daylight| light)?', group: 'time' },
  { en: 'neon glow', zh: '霓虹光', re: 'neon (?:glow|lights?|lighting)', group: 'source' },
  { en: 'candlelight', zh: '烛光', re: 'candle-?l(?:ight|it)', group: 'source' },
  { en: 'moonlight', zh: '月光', re: 'moon-?l(?:ight|it)', group: 'time' },
  { en: 'backlight', zh: '逆光', re: 'back-?l(?:ight(?:ing)?|it)', group: 'quality' },
  { en: 'rim light', zh: '轮廓光', re: 'rim[- ]light(?:ing)?', group: 'quality' },
  { en: 'hard noon sun', zh: '正午硬光', re: 'hard (?:noon )?(?:sun|light)', group: 'time' },
  {
    en: 'volumetric light',
    zh: '体积光',
    re: 'volumetric (?:light(?:ing)?|rays|fog)|god rays',
    group: 'quality',
  },
  { en: 'warm lamplight', zh: '暖黄灯光', re: '(?:warm )?lamp-?light', group: 'source' },
  {
    en: 'soft diffused light',
    zh: '柔和漫射光',
    re: 'soft(?: diffused)? light(?:ing)?|diffused light',
    group: 'quality',
  },
  { en: 'sunlight', zh: '阳光', re: 'sun-?l(?:ight|it)', group: 'time' },
  { en: 'firelight', zh: '火光', re: 'fire-?light', group: 'source' },
  { en: 'high-key lighting', zh: '高调光', re: 'high[- ]key(?: light(?:ing)?)?', group: 'quality' },
  { en: 'low-key lighting', zh: '低调光', re: 'low[- ]key(?: light(?:ing)?)?', group: 'quality' },
];

/** How things move (light level). */
export const MOTION_TERMS: readonly Term[] = [
  { en: 'slowly', zh: '缓缓', group: 'calm' },
  { en: 'gently', zh: '轻轻', group: 'calm' },
  { en: 'gracefully', zh: '优雅地', group: 'calm' },
  { en: 'smoothly', zh: '平稳地', group: 'calm' },
  { en: 'steadily', zh: '稳稳地', group: 'calm' },
  { en: 'swiftly', zh: '迅速', group: 'lively' },
  { en: 'calmly', zh: '从容地', group: 'calm' },
  { en: 'playfully', zh: '俏皮地', group: 'lively' },
  { en: 'carefully', zh: '小心翼翼地', group: 'calm' },
  { en: 'briskly', zh: '轻快地', group: 'lively' },
  { en: 'eagerly', zh: '急切地', group: 'lively' },
];

/** Camera moves (medium level). */
export const MOVE_TERMS: readonly Term[] = [
  { en: 'dolly-in', zh: '推镜', re: 'dolly(?:ing|ies)?[- ]?in' },
  { en: 'dolly-out', zh: '拉镜', re: 'dolly(?:ing|ies)?[- ]?(?:out|back)' },
  { en: 'push-in', zh: '推近', re: 'push-in|push in shot|camera push(?:es)? in' },
  { en: 'pull-back', zh: '拉远', re: 'pull-back|pull-out|pullback|camera pulls (?:back|out)' },
  { en: 'tracking shot', zh: '跟拍', re: 'tracking shot|lateral tracking|tracking camera' },
  {
    en: 'slow orbit',
    zh: '弧形运镜',
    re: '(?:slow |\\d+-degree )orbit|orbit(?:ing)? (?:shot|around)|arc shot',
  },
  { en: 'crane shot', zh: '摇臂', re: 'crane (?:shot|up|down|rise)' },
  { en: 'drone shot', zh: '航拍', re: 'drone (?:shot|rise)|aerial (?:shot|view)' },
  { en: 'handheld', zh: '手持跟拍', re: 'hand-?held' },
  { en: 'steadicam glide', zh: '稳定器', re: 'steadicam(?: glide)?|gimbal' },
  { en: 'whip pan', zh: '甩镜头', re: 'whip[- ]?pan' },
  { en: 'slow pan', zh: '横摇', re: 'slow pan|pan(?:s|ning)? (?:left|right|across)' },
  { en: 'tilt up', zh: '上摇', re: 'tilt(?:s|ing)? (?:up|down)|tilt shot' },
  { en: 'slow zoom', zh: '变焦', re: 'crash[- ]zoom|slow zoom|zoom(?:s|ing)? (?:in|out)' },
  { en: 'locked-off shot', zh: '固定机位', re: 'locked[- ]off(?: shot)?|static (?:shot|camera)' },
];

/** Shot sizes and angles (medium level, when no move is written). */
export const SHOT_TERMS: readonly Term[] = [
  { en: 'extreme close-up', zh: '大特写', re: 'extreme close[- ]?up', group: 'close' },
  { en: 'close-up', zh: '特写', re: 'close[- ]?up', group: 'close' },
  { en: 'medium shot', zh: '中景', re: 'medium shot', group: 'close' },
  { en: 'wide shot', zh: '全景', re: 'wide shot|full shot', group: 'wide' },
  { en: 'long shot', zh: '远景', re: 'long shot', group: 'wide' },
  { en: 'establishing shot', zh: '建立镜头', re: 'establishing shot', group: 'wide' },
  { en: 'low-angle shot', zh: '低角度仰拍', re: 'low[- ]angle(?: shot)?', group: 'angle' },
  { en: 'high-angle shot', zh: '高角度俯拍', re: 'high[- ]angle(?: shot)?', group: 'angle' },
  { en: "bird's-eye view", zh: '鸟瞰', re: "bird'?s[- ]eye(?: view)?", group: 'angle' },
  {
    en: 'over-the-shoulder shot',
    zh: '过肩镜头',
    re: 'over[- ]the[- ]shoulder(?: shot)?',
    group: 'angle',
  },
  {
    en: 'point-of-view shot',
    zh: '主观镜头',
    re: 'point[- ]of[- ]view(?: shot)?|pov(?: shot)?',
    group: 'angle',
  },
];

/** Focal lengths and lens types (medium level). */
export const LENS_TERMS: readonly Term[] = [
  { en: '24mm', zh: '24mm', re: '24 ?mm(?! film)' },
  { en: '35mm', zh: '35mm', re: '35 ?mm(?! film| 胶片)' },
  { en: '50mm', zh: '50mm', re: '50 ?mm(?! film)' },
  { en: '85mm', zh: '85mm', re: '85 ?mm(?! film)' },
  { en: '135mm', zh: '135mm', re: '135 ?mm(?! film)' },
  { en: '200mm', zh: '200mm', re: '200 ?mm(?! film)' },
  { en: 'anamorphic', zh: '变形宽银幕', re: 'anamorphic' },
  { en: 'wide-angle', zh: '广角', re: 'wide[- ]angle' },
  { en: 'telephoto', zh: '长焦', re: 'telephoto' },
];

/** Style words by direction (heavy level). */
export const STYLE_TERMS: readonly Term[] = [
  { en: 'photorealistic', zh: '照片级写实', re: 'photo-?realistic', cls: 'realistic' },
  { en: 'documentary', zh: '纪录片', cls: 'realistic' },
  { en: 'live action', zh: '实拍', re: 'live[- ]action', cls: 'realistic' },
  { en: 'cinematic', zh: '电影感', cls: 'cinematic' },
  { en: 'film noir', zh: '黑色电影', re: '(?:film )?noir', cls: 'cinematic' },
  { en: '35mm film', zh: '35mm 胶片', re: '35 ?mm film', cls: 'cinematic' },
  { en: 'epic blockbuster', zh: '史诗大片', re: 'epic blockbuster', cls: 'cinematic' },
  { en: 'anime', zh: '日式动画', cls: 'animated' },
  { en: '3D animation', zh: '3D 动画', re: '3d animat(?:ion|ed)', cls: 'animated' },
  { en: 'stop-motion', zh: '定格动画', re: 'stop[- ]motion', cls: 'animated' },
  { en: 'claymation', zh: '黏土动画', cls: 'animated' },
  { en: 'cartoon', zh: '卡通', re: 'cartoon(?:ish|y)?', cls: 'animated' },
  { en: 'watercolour', zh: '水彩', re: 'watercolou?r', cls: 'animated' },
  { en: 'hand-drawn', zh: '手绘', re: 'hand[- ]drawn', cls: 'animated' },
];

/** Colour words by direction (heavy level). */
export const PALETTE_TERMS: readonly Term[] = [
  { en: 'teal and orange', zh: '青橙色调', re: 'teal(?: and | & )orange', cls: 'cinematic' },
  { en: 'desaturated', zh: '低饱和', cls: 'cinematic' },
  { en: 'black and white', zh: '黑白', re: 'black(?: and | & )white', cls: 'cinematic' },
  { en: 'moody blues', zh: '忧郁蓝调', re: 'moody blues?', cls: 'cinematic' },
  { en: 'natural colour', zh: '自然色彩', re: 'natural colou?rs?', cls: 'realistic' },
  { en: 'muted earth tones', zh: '大地色', re: '(?:muted )?earth(?:y)? tones', cls: 'realistic' },
  {
    en: 'true-to-life colour',
    zh: '真实色彩',
    re: 'true[- ]to[- ]life colou?rs?',
    cls: 'realistic',
  },
  { en: 'pastel colours', zh: '粉彩', re: 'pastels?(?: colou?rs)?', cls: 'animated' },
  { en: 'candy colours', zh: '糖果色', re: 'candy colou?rs', cls: 'animated' },
  {
    en: 'saturated colours',
    zh: '高饱和色彩',
    re: '(?:vivid |bright )?saturated colou?rs',
    cls: 'animated',
  },
];

/** Whole style lines per direction, for a Style line the heavy level writes or replaces. */
export const STYLE_LINES: Record<StyleClass, readonly Pair[]> = {
  realistic: [
    [
      'Photorealistic live action, natural light behaviour and true-to-life colour',
      '照片级写实实拍，自然的光线表现与真实色彩',
    ],
    [
      'Grounded documentary realism with handheld intimacy and natural textures',
      '扎实的纪实写实风格，手持的亲近感与自然质感',
    ],
  ],
  cinematic: [
    [
      'Cinematic widescreen look, anamorphic framing, filmic grain and controlled contrast',
      '电影感宽银幕画面，变形镜头构图，胶片颗粒与克制的反差',
    ],
    [
      'Epic feature-film style with sweeping scale and rich, moody colour',
      '史诗级电影长片风格，宏大的尺度与浓郁的情绪色彩',
    ],
  ],
  animated: [
    [
      'Stylised 3D animation with soft shading, rounded shapes and saturated colour',
      '风格化 3D 动画，柔和的明暗、圆润的造型与饱和的色彩',
    ],
    [
      'Hand-drawn 2D animation with painterly backgrounds and expressive linework',
      '2D 手绘动画，绘画感背景与富有表现力的线条',
    ],
  ],
};

/** Palette lines per direction. */
export const PALETTE_LINES: Record<StyleClass, readonly Pair[]> = {
  realistic: [
    ['natural, true-to-life colour with soft neutrals', '自然真实的色彩，配柔和的中性色'],
  ],
  cinematic: [['teal shadows, amber highlights and deep blacks', '青色暗部、琥珀色高光与深邃的黑']],
  animated: [
    ['bright candy pink, sky blue, sunny yellow and mint', '明亮的糖果粉、天蓝、阳光黄与薄荷绿'],
  ],
};

/** Texture lines (light level, "material"). */
export const TEXTURE_LINES: readonly Pair[] = [
  [
    'fine, true-to-life surface texture with soft specular highlights',
    '细腻真实的表面质感，带柔和的镜面高光',
  ],
  [
    'visible grain, fibres and small imperfections on every surface',
    '每个表面都能看到纹理、纤维和细小瑕疵',
  ],
  [
    'crisp micro-detail in fabric, skin, wood and metal',
    '布料、皮肤、木头与金属都有清晰的微观细节',
  ],
];

/** Physics lines (the refiner's physics_constraints flag). */
export const PHYSICS_LINES: readonly Pair[] = [
  [
    'real weight and momentum under natural gravity; cloth, hair and liquids react believably',
    '真实的重量与惯性，自然的重力；布料、发丝和液体的反应真实可信',
  ],
  [
    'objects keep their shape and position from moment to moment, with no morphing or sliding',
    '物体前后保持形状和位置，不变形、不漂移',
  ],
  [
    'contact looks physical: footsteps press in, splashes rise and settle',
    '接触符合物理规律：脚步会压出痕迹，水花溅起又自然回落',
  ],
];

/** Safety notes: a short one for Fast, a fuller one for Advanced and the refiner. */
export const SAFETY_LINES: { short: Pair; full: Pair } = {
  short: [
    'original, fictional content; no real people, logos or copyrighted characters',
    '原创虚构内容，不出现真实人物、品牌标志或版权角色',
  ],
  full: [
    'original, fictional characters and places only; no real people or public figures, no logos or copyrighted characters, nothing violent, hateful or explicit',
    '仅使用原创、虚构的角色与场景；不出现真实人物或公众人物，不出现品牌标志或受版权保护的角色，不含暴力、仇恨或露骨内容',
  ],
};
