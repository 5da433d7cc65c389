/**
 * Phrases only the refiner and variants write: material (texture), motion feel and physics.
 * Tagged like every other phrase (fit.ts): no texture line on animation, no squash and stretch
 * on live action.
 */
import { p, type Phrase } from './fit.ts';

const LIVE = { medium: ['live-action'] } as const;
const ANIM = { medium: ['animation'] } as const;

export const TEXTURES: readonly Phrase[] = [
  p(
    'fine, true-to-life surface texture with soft specular highlights',
    '细腻真实的表面质感，带柔和的镜面高光',
    { ...LIVE, type: ['product', 'food', 'unboxing'] },
  ),
  p(
    'crisp micro-detail in fabric, skin, wood and metal',
    '布料、皮肤、木头与金属都有清晰的微观细节',
    { ...LIVE, people: true },
  ),
  p(
    'visible grain, fibres and small imperfections on every surface',
    '每个表面都能看到纹理、纤维和细小瑕疵',
    LIVE,
  ),
  p('weathered, tactile surfaces that catch the light', '饱经风霜、富有触感的表面，映着光', {
    ...LIVE,
    indoor: false,
  }),
];

export const MOTIONS: readonly Phrase[] = [
  p(
    'snappy squash-and-stretch timing with clear anticipation',
    '利落的挤压与拉伸，预备动作清楚',
    ANIM,
  ),
  p('smooth, floaty motion with gentle overshoot', '顺滑轻盈的动作，略带回弹', ANIM),
  p('natural weight and momentum in every movement', '每个动作都有自然的重量和惯性', LIVE),
  p('slow, deliberate movement, nothing rushed', '动作缓慢从容，毫不仓促', {
    type: [
      'drama',
      'horror',
      'product',
      'loop',
      'nature',
      'cinematic',
      'interview',
      'timelapse',
      'space',
    ],
  }),
  p('quick, energetic movement with crisp stops', '动作迅捷有力，收得干脆', {
    type: ['sports', 'music-video', 'social', 'pov'],
  }),
];

export const PHYSICS: readonly Phrase[] = [
  p(
    'real weight and momentum under natural gravity; cloth, hair and liquids react believably',
    '真实的重量与惯性，自然的重力；布料、发丝和液体的反应真实可信',
    LIVE,
    { env: ['space', 'underwater'] },
  ),
  p(
    'weightless drift: objects keep moving until something stops them',
    '失重漂浮：物体会一直运动，直到被什么挡住',
    { env: ['space'] },
  ),
  p(
    'slow, buoyant movement; hair and fabric float in the water',
    '缓慢而有浮力的动作，头发和衣料在水中漂动',
    { env: ['underwater'] },
  ),
  p(
    'objects keep their shape and position from moment to moment, with no morphing or sliding',
    '物体前后保持形状和位置，不变形、不漂移',
  ),
];
