/**
 * The stats a result card shows (spec 9): character count, percent match with the original,
 * camera-term count and beats (sentences).
 */
export interface PromptStats {
  characters: number;
  /** Similarity to the original as a whole percent, or null when it could not be computed. */
  percentMatch: number | null;
  cameraTerms: number;
  beats: number;
}

/**
 * Camera vocabulary counted in a prompt: movements, shot sizes, lenses and rigs, in English
 * and Chinese. Multi-word terms are matched as phrases, so "dolly in" counts once.
 */
export const CAMERA_TERMS: readonly string[] = [
  'dolly in',
  'dolly out',
  'dolly',
  'push-in',
  'push in',
  'pull-out',
  'pull out',
  'pan',
  'panning',
  'whip pan',
  'whip-pan',
  'tilt',
  'tilting',
  'tracking shot',
  'tracking',
  'crane shot',
  'crane',
  'jib',
  'steadicam',
  'gimbal',
  'handheld',
  'orbit',
  'orbiting',
  'zoom',
  'zoom in',
  'zoom out',
  'crash zoom',
  'drone',
  'aerial',
  'dutch angle',
  'close-up',
  'close up',
  'extreme close-up',
  'medium shot',
  'wide shot',
  'long shot',
  'establishing shot',
  'over-the-shoulder',
  'point of view',
  'pov',
  "bird's eye",
  'low angle',
  'high angle',
  'eye level',
  'macro',
  'lens',
  'anamorphic',
  'fisheye',
  'focal length',
  'shallow depth of field',
  'depth of field',
  'rack focus',
  'bokeh',
  'camera',
  '推镜',
  '拉镜',
  '摇镜',
  '俯仰',
  '跟拍',
  '跟随镜头',
  '升降镜头',
  '摇臂',
  '稳定器',
  '手持',
  '环绕',
  '变焦',
  '航拍',
  '无人机',
  '特写',
  '近景',
  '中景',
  '远景',
  '全景',
  '俯拍',
  '仰拍',
  '镜头',
  '景深',
  '微距',
];

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest terms first so a phrase wins over the word inside it ("tracking shot" over
// "tracking"); Latin terms need word boundaries, Chinese ones cannot have them.
const CAMERA_PATTERN = new RegExp(
  [...CAMERA_TERMS]
    .sort((x, y) => y.length - x.length)
    .map((term) => (/^[\x20-\x7e]+$/.test(term) ? `\\b${escape(term)}\\b` : escape(term)))
    .join('|'),
  'gi',
);

/** How many camera terms a prompt uses (each occurrence counts, overlapping phrases once). */
export function countCameraTerms(text: string): number {
  return text.match(CAMERA_PATTERN)?.length ?? 0;
}

/** Beats: sentences, ended by . ! ? or their Chinese forms (or the end of the text). */
export function countBeats(text: string): number {
  // A dot between digits ("2.4:1", "1.5x") does not end a sentence.
  return text
    .split(/(?<!\d)[.!?。！？]+|[.!?]+(?!\d)/)
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence)).length;
}

/** The stats of one result, given its similarity to the original (0–1) if known. */
export function promptStats(text: string, similarity: number | null): PromptStats {
  return {
    characters: text.length,
    percentMatch: similarity === null ? null : toPercent(similarity),
    cameraTerms: countCameraTerms(text),
    beats: countBeats(text),
  };
}

/** A 0–1 similarity as a whole percent, clamped. */
export function toPercent(similarity: number): number {
  if (!Number.isFinite(similarity)) return 0;
  return Math.round(Math.min(1, Math.max(0, similarity)) * 100);
}

/** How much of a result a collapsed card shows (spec 9). */
export const PREVIEW_LENGTH = 80;

/** The collapsed-card preview: the first 80 characters (whitespace folded), then an ellipsis. */
export function previewText(text: string, length = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length).trimEnd()}…`;
}
