import { previewText as cardPreviewText } from '../../../domain/search/template-card.ts';

/**
 * The stats a result card shows (spec 9): character count, percent match with the original,
 * camera-term count and beats (sentences).
 */
export interface PromptStats {
  characters: number;
  /** Similarity to the original as a whole percent; null when it could not be computed. */
  percentMatch: number | null;
  /** Camera terms used; null when the vocabulary could not be loaded. */
  cameraTerms: number | null;
  beats: number;
}

/**
 * Camera vocabulary to count: English entries are regex alternations matched as whole words,
 * Chinese entries are `|`-separated substrings. The engine's PRESENCE table (move, shot,
 * lens) has this shape; it is loaded with the engine, never in the page's first load.
 */
export interface CameraVocabulary {
  en: string;
  zh: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One global pattern that finds every camera term of the given vocabularies. */
export function cameraTermPattern(vocabularies: readonly CameraVocabulary[]): RegExp {
  const english = vocabularies.map((v) => `(?:${v.en})`).join('|');
  const chinese = vocabularies
    .flatMap((v) => v.zh.split('|'))
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|');
  const word = `(?<![\\p{L}\\p{N}])(?:${english})(?![\\p{L}\\p{N}])`;
  return new RegExp(chinese ? `${word}|${chinese}` : word, 'giu');
}

/** How many camera terms a prompt uses: every occurrence counts. */
export function countCameraTerms(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** Beats: sentences, ended by . ! ? or their Chinese forms (or the end of the text). */
export function countBeats(text: string): number {
  // A dot between digits ("2.4:1", "1.5x") does not end a sentence.
  return text
    .split(/(?<!\d)[.!?。！？]+|[.!?]+(?!\d)/)
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence)).length;
}

/** The stats of one result, given its similarity to the original (0–1) and the camera pattern. */
export function promptStats(
  text: string,
  similarity: number | null,
  cameraPattern: RegExp | null,
): PromptStats {
  return {
    characters: text.length,
    percentMatch: similarity === null ? null : toPercent(similarity),
    cameraTerms: cameraPattern ? countCameraTerms(text, cameraPattern) : null,
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

/**
 * The collapsed-card preview: the first 80 characters on one line, then an ellipsis; the
 * template cards' rule, so Chinese results join lines without spaces and end in “……”.
 */
export function previewText(text: string, length = PREVIEW_LENGTH): string {
  return cardPreviewText(text, length);
}
