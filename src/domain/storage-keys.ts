/**
 * Local-storage keys (spec 3 and 4), in a module without zod so that every page can import
 * them without putting zod into its first load. The favorites key keeps the upstream
 * generator's name because existing visitors' favorites live under it.
 */
export const STORAGE_KEYS = {
  favorites: 'sora-prompt-favorites',
  language: 'language',
  history: 'promptreel-history',
  builderDraft: 'promptreel-builder-draft',
  /** The builder's prompt language (中文 / English), chosen apart from the page language. */
  promptLanguage: 'promptreel-prompt-language',
  /** The video model the generator, builder, refiner and variants write for (one for all four). */
  model: 'promptreel-model',
  /** A prompt on its way to the checker, in session storage, when it is too long for a URL. */
  checkCarry: 'promptreel-check-carry',
  /** Submissions are stored under this prefix plus a random id. */
  submissionPrefix: 'promptreel-submission-',
} as const;
