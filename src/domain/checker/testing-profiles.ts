/**
 * Profiles stated in a few lines for the checker's own tests: each one has exactly the facts
 * a rule needs, so a test reads as "this prompt, for a model like that".
 */
import type { CheckerProfile } from './checker-profile.ts';

/** Any model: the spec's 10/15/25 s, 2000 characters, prose, both languages. */
export const ANY_MODEL: CheckerProfile = {
  id: 'universal',
  promptLimit: 2000,
  durations: [10, 15, 25],
  negation: 'fine',
  cameraSyntax: 'prose',
  shotSyntax: 'prose',
  languages: ['en', 'zh'],
  settingsOutsidePrompt: false,
  asks: { camera: true, light: true, style: true },
};

/** Like Veo: 4/6/8 s, a negative-prompt field, English prompts, settings beside the prompt. */
export const VEO_LIKE: CheckerProfile = {
  ...ANY_MODEL,
  id: 'veo',
  durations: [4, 6, 8],
  negation: 'negative-field',
  languages: ['en'],
  settingsOutsidePrompt: true,
};

/** Like Runway and Luma: positive wording only, 5/10 s. */
export const POSITIVE_ONLY: CheckerProfile = {
  ...ANY_MODEL,
  id: 'runway',
  durations: [5, 10],
  negation: 'positive-only',
  languages: ['en'],
  settingsOutsidePrompt: true,
};

/** Like Hailuo: bracket camera commands, 6/10 s. */
export const BRACKETS: CheckerProfile = {
  ...ANY_MODEL,
  id: 'hailuo',
  durations: [6, 10],
  cameraSyntax: 'brackets',
};

/** Like Seedance: numbered shots, 4–15 s. */
export const NUMBERED_SHOTS: CheckerProfile = {
  ...ANY_MODEL,
  id: 'seedance',
  durations: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  shotSyntax: 'numbered',
};

/** A model that reads Chinese prompts only (to test the language rule on English ones). */
export const CHINESE_ONLY: CheckerProfile = { ...ANY_MODEL, id: 'zh-only', languages: ['zh'] };

/** A short limit, so length tests stay readable. */
export const SHORT_LIMIT: CheckerProfile = { ...ANY_MODEL, id: 'short', promptLimit: 160 };
