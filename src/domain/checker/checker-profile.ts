import type { Language } from '../site/languages.ts';

/**
 * What the checker needs to know about a model: a small view of a model profile, so the rules
 * read facts rather than a whole profile (and tests can state a profile in a few lines).
 */
export interface CheckerProfile {
  id: string;
  /** Longest prompt the model takes, in characters. */
  promptLimit: number;
  /** Clip lengths it offers, in seconds, shortest first. */
  durations: readonly number[];
  /**
   * How it reads "no X" in the main prompt: fine, or poorly with a negative-prompt field to move
   * the nouns to (Veo), or poorly with positive phrasing advised instead (Runway, Luma).
   */
  negation: 'fine' | 'negative-field' | 'positive-only';
  /** Prose camera moves, or bracket commands such as `[Pan left]` (Hailuo). */
  cameraSyntax: 'prose' | 'brackets';
  /** Several shots in prose, or numbered 镜头1/镜头2 (Seedance). */
  shotSyntax: 'prose' | 'numbered';
  /** Prompt languages its guide supports. */
  languages: readonly Language[];
  /** Whether duration, aspect ratio and resolution are settings beside the prompt, not prose. */
  settingsOutsidePrompt: boolean;
}
