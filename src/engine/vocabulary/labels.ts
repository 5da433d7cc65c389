import type { Pair } from './pair.ts';

/** The kinds of labelled lines the engine writes and recognises. */
export type LineKind =
  | 'style'
  | 'scene'
  | 'camera'
  | 'lens'
  | 'lighting'
  | 'texture'
  | 'palette'
  | 'physics'
  | 'motion'
  | 'beats'
  | 'audio'
  | 'dialogue'
  | 'technical'
  | 'safety';

/** Labels the engine writes, per language. */
export const LABELS: Record<LineKind, Pair> = {
  style: ['Style', '风格'],
  scene: ['Scene', '场景'],
  camera: ['Camera', '镜头'],
  lens: ['Lens', '焦段'],
  lighting: ['Lighting', '光线'],
  texture: ['Texture', '质感'],
  palette: ['Palette', '配色'],
  physics: ['Physics', '物理'],
  motion: ['Motion', '动作'],
  beats: ['Action beats', '动作节拍'],
  audio: ['Audio', '声音'],
  dialogue: ['Dialogue', '对白'],
  technical: ['Technical', '技术参数'],
  safety: ['Safety', '安全'],
};

/** Other headings people write for the same thing: recognised, never produced. */
export const LABEL_ALIASES: Partial<Record<LineKind, string>> = {
  style: 'look|visual style|画风|视觉风格',
  scene: 'setting|环境',
  camera: 'camera work|camera movement|camera move|shot|cinematography|运镜|机位',
  lighting: 'light|lighting & palette|lighting and palette|灯光|光影|布光',
  palette:
    'colou?r palette|colou?rs|colou?r grade|colou?r grading|lighting & palette|lighting and palette|色调|色彩|调色',
  beats: 'beats|action|shot list|shots|分镜|节拍',
  audio: 'sound|music|soundtrack|sfx|音频|音乐|音效|配乐',
  dialogue: 'voiceover|voice-over|lines|台词|旁白',
  technical: 'specs?|技术',
  safety: 'safety notes?|compliance|安全说明|合规',
};

/** Order of labelled lines in an engine-written prompt; the user's text sits after style. */
export const LINE_ORDER: readonly LineKind[] = [
  'style',
  'scene',
  'camera',
  'lens',
  'lighting',
  'texture',
  'palette',
  'physics',
  'motion',
  'beats',
  'audio',
  'dialogue',
  'technical',
  'safety',
];
