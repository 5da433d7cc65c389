import type { FrameRateOption, Option } from '../../schemas/option.ts';
import { opt } from './make-option.ts';

/** Camera movements (20), values as the spec names them. */
export const CAMERA_MOVEMENTS: readonly Option[] = [
  opt('static', 'Static', '固定机位'),
  opt('dolly-in', 'Dolly in', '推镜头'),
  opt('dolly-out', 'Dolly out', '拉镜头'),
  opt('pan-left', 'Pan left', '向左摇'),
  opt('pan-right', 'Pan right', '向右摇'),
  opt('tilt-up', 'Tilt up', '向上摇'),
  opt('tilt-down', 'Tilt down', '向下摇'),
  opt('crane', 'Crane', '摇臂升降'),
  opt('handheld', 'Handheld', '手持'),
  opt('steadicam', 'Steadicam', '斯坦尼康'),
  opt('drone', 'Drone', '无人机航拍'),
  opt('zoom-in', 'Zoom in', '变焦推镜头'),
  opt('zoom-out', 'Zoom out', '变焦拉镜头'),
  opt('tracking', 'Tracking', '跟拍'),
  opt('orbit', 'Orbit', '环绕拍摄'),
  opt('push-in', 'Push in', '缓推镜头'),
  opt('pull-out', 'Pull out', '缓拉镜头'),
  opt('whip-pan', 'Whip pan', '甩镜头'),
  opt('dutch-angle', 'Dutch angle', '荷兰角'),
  opt('crash-zoom', 'Crash zoom', '急推变焦'),
];

/** Shot types (17), values as the spec names them. */
export const SHOT_TYPES: readonly Option[] = [
  opt('extreme close-up', 'Extreme close-up', '大特写'),
  opt('close-up', 'Close-up', '特写'),
  opt('medium close-up', 'Medium close-up', '近景'),
  opt('medium shot', 'Medium shot', '中景'),
  opt('medium long shot', 'Medium long shot', '中全景'),
  opt('long shot', 'Long shot', '全景'),
  opt('extreme long shot', 'Extreme long shot', '大远景'),
  opt('establishing', 'Establishing shot', '建立镜头'),
  opt('over-the-shoulder', 'Over-the-shoulder', '过肩镜头'),
  opt('point of view', 'Point of view', '主观镜头'),
  opt("bird's eye", "Bird's eye", '鸟瞰'),
  opt('low angle', 'Low angle', '低角度仰拍'),
  opt('high angle', 'High angle', '高角度俯拍'),
  opt('eye level', 'Eye level', '平视'),
  opt('insert', 'Insert shot', '插入镜头'),
  opt('two shot', 'Two shot', '双人镜头'),
  opt('macro', 'Macro', '微距'),
];

/** Lenses (10); the builder writes "<value> lens" into the prompt. */
export const LENSES: readonly Option[] = [
  opt('14mm', '14mm ultra-wide', '14mm 超广角'),
  opt('24mm', '24mm wide', '24mm 广角'),
  opt('35mm', '35mm', '35mm 人文'),
  opt('50mm', '50mm standard', '50mm 标准'),
  opt('85mm', '85mm portrait', '85mm 人像'),
  opt('100mm', '100mm macro', '100mm 微距'),
  opt('135mm', '135mm telephoto', '135mm 中长焦'),
  opt('200mm', '200mm telephoto', '200mm 长焦'),
  opt('fisheye', 'Fisheye', '鱼眼'),
  opt('anamorphic', 'Anamorphic', '变形宽银幕'),
];

/** Frame rates; 24 is the film look and is left out of the assembled prompt. */
export const FRAME_RATE_OPTIONS: readonly FrameRateOption[] = [
  { value: 24, label: { en: '24 fps (film)', zh: '24 帧（电影感）' } },
  { value: 30, label: { en: '30 fps (video)', zh: '30 帧（常规视频）' } },
  { value: 60, label: { en: '60 fps (smooth)', zh: '60 帧（流畅）' } },
  { value: 120, label: { en: '120 fps (slow motion)', zh: '120 帧（慢动作）' } },
  { value: 240, label: { en: '240 fps (super slow motion)', zh: '240 帧（超慢动作）' } },
];
