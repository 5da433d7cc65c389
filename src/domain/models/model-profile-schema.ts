/**
 * What Promptreel knows about each video model it writes for (issue 16, point 1): the schema.
 * The data is in model-profiles.ts. Every fact about a vendor's model carries whether it was
 * confirmed on the vendor's own page, where, and when, so the page can show an unconfirmed
 * fact as such.
 */
import { z } from 'zod/mini';
import { LANGUAGES } from '../site/languages.ts';
import { DEFAULT_MODEL_ID, MODEL_IDS, type ModelId } from './model-ids.ts';

export { DEFAULT_MODEL_ID, MODEL_IDS, type ModelId };

export const ModelIdSchema = z.enum(MODEL_IDS);

/** A calendar date, as the guides and the shutdown notices give them. */
export const IsoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Aspect ratios any profile may offer. */
export const ASPECT_RATIOS = ['16:9', '9:16', '1:1', '4:3', '3:4', '21:9', '9:21'] as const;
export const AspectRatioSchema = z.enum(ASPECT_RATIOS);
export type AspectRatio = z.infer<typeof AspectRatioSchema>;

/** How a model takes what must not appear. */
export const NEGATIVE_PROMPT_KINDS = ['field', 'positive-only', 'none'] as const;
/** How a camera move is written: in words, or as Hailuo's bracket commands. */
export const CAMERA_SYNTAXES = ['prose', 'brackets'] as const;
/** How spoken lines are written: a labelled Dialogue block, quoted in the prose, or not at all. */
export const DIALOGUE_SYNTAXES = ['labelled-block', 'quoted', 'none'] as const;
/** How several shots are written in one prompt, where the model reads them from the text. */
export const SHOT_SYNTAXES = ['none', 'numbered', 'numbered-timed', 'blocks'] as const;
/** Whether the model makes sound: natively, not at all, or its guide does not say. */
export const AUDIO_KINDS = ['native', 'none', 'not-documented'] as const;

/**
 * The parts of a prompt in the order a guide recommends. `words` is the person's own
 * description (subject, context and action); the others are the sections the engine adds.
 */
export const SECTION_KEYS = [
  'words',
  'style',
  'scene',
  'beats',
  'camera',
  'lens',
  'lighting',
  'palette',
  'texture',
  'physics',
  'motion',
  'audio',
  'dialogue',
  'technical',
  'safety',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

const urlText = z.string().check(z.regex(/^https:\/\/[^\s]+$/));

/**
 * One fact and how sure we are of it. `verified` means it was read on the vendor's own page
 * (`source`) on `checkedOn`; an unverified fact may name the secondary page it came from.
 */
export const factSchema = <T extends z.core.SomeType>(value: T) =>
  z.object({
    value,
    verified: z.boolean(),
    source: z.optional(urlText),
    checkedOn: z.optional(IsoDateSchema),
  });

export interface Fact<T> {
  value: T;
  verified: boolean;
  source?: string;
  checkedOn?: string;
}

const bilingual = z.object({ en: z.string().check(z.minLength(1)), zh: z.string() });

export const ModelProfileSchema = z
  .object({
    id: ModelIdSchema,
    names: bilingual,
    maker: bilingual,
    status: z.enum(['active', 'retired']),
    retiredOn: z.optional(factSchema(IsoDateSchema)),
    /** The longest prompt the model takes, in characters. */
    promptLimit: factSchema(z.int().check(z.positive())),
    /** A separate limit for Chinese prompts, where the guide sets one. */
    promptLimitZh: z.optional(factSchema(z.int().check(z.positive()))),
    /** Clip lengths the model offers, in seconds. */
    durations: factSchema(z.array(z.int().check(z.positive())).check(z.minLength(1))),
    /** The length a request without one gets (one of `durations`). */
    defaultDuration: z.int().check(z.positive()),
    aspectRatios: factSchema(z.array(AspectRatioSchema).check(z.minLength(1))),
    resolutions: factSchema(z.array(z.string())),
    /** Duration, ratio and resolution are set outside the prompt (API fields or the app's controls). */
    settingsAsParameters: factSchema(z.boolean()),
    negativePrompt: factSchema(z.enum(NEGATIVE_PROMPT_KINDS)),
    cameraSyntax: factSchema(z.enum(CAMERA_SYNTAXES)),
    dialogueSyntax: factSchema(z.enum(DIALOGUE_SYNTAXES)),
    audio: factSchema(z.enum(AUDIO_KINDS)),
    multiShot: factSchema(z.boolean()),
    shotSyntax: factSchema(z.enum(SHOT_SYNTAXES)),
    /** Languages the guide says prompts may be written in. */
    languages: factSchema(z.array(z.enum(LANGUAGES)).check(z.minLength(1))),
    sectionOrder: factSchema(z.array(z.enum(SECTION_KEYS)).check(z.minLength(1))),
  })
  .check(
    z.refine((profile) => profile.durations.value.includes(profile.defaultDuration), {
      message: 'defaultDuration must be one of durations',
      path: ['defaultDuration'],
    }),
    z.refine((profile) => (profile.status === 'retired') === (profile.retiredOn !== undefined), {
      message: 'a retired profile has retiredOn, an active one has not',
      path: ['retiredOn'],
    }),
  );

export type ModelProfile = z.infer<typeof ModelProfileSchema>;
export type NegativePromptKind = (typeof NEGATIVE_PROMPT_KINDS)[number];
