/**
 * Business constants and limits (spec sections 5 and 9). Kept free of zod and of any other
 * import so that the lazily loaded engine and the page shell can read them without pulling the
 * schema library into the browser bundle.
 */

/** Generator input: hard maximum in characters. */
export const INPUT_MAX = 2000;
/** Fast mode aims to stay within this many characters (the length badge compares to it). */
export const FAST_SOFT = 500;
/** Advanced mode aims to stay within this many characters. */
export const ADVANCED_MAX = 2000;
/** Generator history keeps this many recent prompts in the browser. */
export const HISTORY_MAX = 10;

/** The prompt checker takes prompts up to this many characters (issue 17). */
export const CHECK_PROMPT_MAX = 5000;

/** Refiner and variants: minimum prompt length. */
export const REFINE_MIN = 10;
/** Refiner and variants: hard cap. */
export const REFINE_MAX = 2000;
/** Refiner and variants: the counter is highlighted from this length on. */
export const REFINE_WARN = 1800;

/** Community submission: minimum prompt length. */
export const SUBMIT_PROMPT_MIN = 50;
/** Community submission: the prompt cannot be longer than the generator allows. */
export const SUBMIT_PROMPT_MAX = 2000;
/** Community submission: tags needed, at least. */
export const TAGS_MIN = 1;
/** Community submission: tags allowed, at most; the tag input disables itself here. */
export const TAGS_MAX = 10;
/** Community submission: longest single tag. */
export const TAG_MAX_LENGTH = 30;
/** Community submission: longest note. */
export const NOTES_MAX = 1000;

/** The safety checklist has 9 items, 7 of which are required. */
export const SAFETY_CHECKLIST_SIZE = 9;
export const SAFETY_REQUIRED_COUNT = 7;

/** Builder: minimum characters of the scene description (the form's hint says 10). */
export const SCENE_MIN = 10;
/** Builder: minimum characters of the main subject ("a fox" is enough). */
export const SUBJECT_MIN = 3;
/** Builder: free-text field caps, so the assembled prompt stays within the generator cap. */
export const TITLE_MAX = 120;
export const SCENE_MAX = 600;
export const SUBJECT_MAX = 200;
export const FIELD_MAX = 200;
export const DIALOGUE_LINE_MAX = 200;
export const BUILDER_STEP_COUNT = 7;

/** Token estimate: one token per four characters, rounded up (spec 9). */
export const CHARS_PER_TOKEN = 4;

/** Number of variant levels (light, medium, heavy). */
export const VARIANT_LEVEL_COUNT = 3;

/** Display limits. */
export const CARD_PREVIEW_CHARS = 150;
export const RESULT_PREVIEW_CHARS = 80;
export const CARD_TAGS_SHOWN = 4;
export const FEATURED_TEMPLATES_MAX = 6;
export const FAQ_TEASER_COUNT = 6;
export const FAQ_COUNT = 12;
export const CATEGORY_COUNT = 10;

/** Timings in milliseconds. */
export const COPIED_INDICATOR_MS = 2000;
export const NEWSLETTER_SUCCESS_MS = 3000;
export const TOAST_DURATION_MS = 5000;
