import type { Pair } from './pair.ts';

/** Times of day the engine recognises in an input, with light and palette that fit them. */
export const TIMES = ['dawn', 'morning', 'day', 'dusk', 'night'] as const;
export type TimeKey = (typeof TIMES)[number];

export const TIME_VOCAB: Record<
  TimeKey,
  { en: string; zh: string; light: readonly Pair[]; palette: Pair }
> = {
  dawn: {
    en: 'dawn|sunrise|daybreak|first light',
    zh: '黎明|日出|破晓|拂晓',
    light: [
      [
        'low dawn sun raking across the scene, cool blue skylight as fill',
        '低角度的黎明阳光斜扫过画面，冷蓝色天光作补光',
      ],
      [
        'pale pink first light on the horizon, soft lavender shadows',
        '地平线上淡粉色的第一缕晨光，阴影泛着淡紫',
      ],
    ],
    palette: ['rose pink, pale gold, icy blue and soft grey', '玫瑰粉、淡金、冰蓝与柔灰'],
  },
  morning: {
    en: 'morning',
    zh: '早晨|清晨|上午|早上',
    light: [
      [
        'fresh morning sun through light mist, soft long shadows',
        '清新的晨光穿过薄雾，拉出柔和的长影',
      ],
      ['bright, clean morning light from the side', '明亮干净的侧向晨光'],
    ],
    palette: ['soft white, pale yellow, fresh green and sky blue', '柔白、淡黄、清新绿与天蓝'],
  },
  day: {
    en: 'noon|midday|daytime|afternoon',
    zh: '正午|中午|白天|午后|下午',
    light: [
      ['high, bright sun with crisp, short shadows', '高悬的明亮太阳，阴影短而清晰'],
      ['clear daylight softened by thin cloud', '被薄云柔化的晴朗日光'],
    ],
    palette: [
      'vivid blue, clean white, saturated greens and warm sand',
      '鲜蓝、纯白、饱和的绿与暖沙色',
    ],
  },
  dusk: {
    en: 'dusk|sunset|twilight|evening',
    zh: '黄昏|日落|傍晚|夕阳|暮色',
    light: [
      [
        'low golden sunset light from behind, a warm rim on every edge',
        '身后低垂的金色夕阳，每条边缘都镶着暖色轮廓光',
      ],
      [
        'the fading dusk sky as the main light, first street lamps flickering on',
        '渐暗的暮色天空作为主光，第一批路灯亮起',
      ],
    ],
    palette: ['burnt orange, dusty rose, violet and deep navy', '焦橙、灰玫瑰、紫罗兰与深藏青'],
  },
  night: {
    en: 'night|midnight|nighttime|moonlit',
    zh: '夜|晚上|午夜',
    light: [
      [
        'cool moonlight as key with warm practical lights in the distance',
        '清冷的月光作主光，远处点缀温暖的实景灯光',
      ],
      [
        'neon signs and street lamps reflecting on wet surfaces',
        '霓虹招牌与路灯映在湿漉漉的地面上',
      ],
    ],
    palette: ['midnight blue, sodium orange, neon pink and black', '午夜蓝、钠灯橙、霓虹粉与黑'],
  },
};
