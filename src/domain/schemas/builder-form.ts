import { z } from 'zod/mini';
import { DIALOGUE_LINE_MAX, FIELD_MAX, SCENE_MAX, SUBJECT_MAX, TITLE_MAX } from '../limits.ts';
import { FrameRateSchema, TimeOfDaySchema } from './option.ts';
import { SafetyChecksSchema } from './safety.ts';
import type { AspectRatio as ModelAspectRatio } from '../models/model-profile-schema.ts';
import {
  AudioTypeSchema,
  CategoryIdSchema,
  VoiceGenderSchema,
  type AspectRatio,
} from './template.ts';

/** The builder's seven steps, in order (spec 2). */
export const BUILDER_STEP_IDS = [
  'basic',
  'scene',
  'camera',
  'visual',
  'motion',
  'audio',
  'safety',
] as const;
export const BuilderStepIdSchema = z.enum(BUILDER_STEP_IDS);
export type BuilderStepId = z.infer<typeof BuilderStepIdSchema>;

// Free text fields keep what the person typed (no trim here) so the caret does not jump while
// typing; assembly and validation trim.
const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');
const list = (max: number) => z._default(z.array(z.string().check(z.maxLength(max))), []);
/** A choice that may still be unset, as an empty string (what a select control holds). */
const choice = <T extends z.ZodMiniType<string>>(schema: T) =>
  z._default(z.union([schema, z.literal('')]), '');

/** Audio settings of the builder; only used when hasAudio is on. */
export const BuilderAudioSchema = z.object({
  type: choice(AudioTypeSchema),
  musicStyle: text(FIELD_MAX),
  voice: z._default(
    z.object({
      gender: choice(VoiceGenderSchema),
      accent: text(FIELD_MAX),
      tone: text(FIELD_MAX),
    }),
    { gender: '', accent: '', tone: '' },
  ),
  lines: list(DIALOGUE_LINE_MAX),
  sync: text(FIELD_MAX),
});
export type BuilderAudio = z.infer<typeof BuilderAudioSchema>;

/**
 * A clip length the builder may hold: its own list (5 s to 60 s) or a model's (Veo's 4, 6 or
 * 8 s, one per second from 2 s for Wan…), 1 to 60 seconds.
 */
export const BuilderDurationSchema = z.string().check(z.regex(/^([1-9]|[1-5]\d|60)s$/));

/**
 * An aspect ratio the builder may hold: its own list (with 2.4:1) or any model's. Written out
 * so the type stays a union; a test holds it equal to the two lists together.
 */
export const BUILDER_ASPECT_RATIOS = [
  '16:9',
  '9:16',
  '1:1',
  '2.4:1',
  '4:3',
  '3:4',
  '21:9',
  '9:21',
] as const satisfies readonly (AspectRatio | ModelAspectRatio)[];
export const BuilderAspectRatioSchema = z.enum(BUILDER_ASPECT_RATIOS);

/**
 * Builder form data (spec 3) as the wizard holds it: every field present, unset choices as
 * empty strings, defaults duration 10s, aspect ratio 9:16, audio off. Parsing `{}` gives the
 * initial form; parsing a stored or shared draft fills whatever it lacks.
 */
export const BuilderFormSchema = z.object({
  categoryId: choice(CategoryIdSchema),
  duration: z._default(BuilderDurationSchema, '10s'),
  aspectRatio: z._default(BuilderAspectRatioSchema, '9:16'),
  title: text(TITLE_MAX),
  scene: text(SCENE_MAX),
  subject: text(SUBJECT_MAX),
  environment: text(FIELD_MAX),
  timeOfDay: choice(TimeOfDaySchema),
  cameraMovement: list(FIELD_MAX),
  shotType: list(FIELD_MAX),
  lens: text(FIELD_MAX),
  fps: z.optional(FrameRateSchema),
  visualStyle: list(FIELD_MAX),
  lighting: list(FIELD_MAX),
  colorGrading: text(FIELD_MAX),
  motion: list(FIELD_MAX),
  physicsConstraints: list(FIELD_MAX),
  specialEffects: list(FIELD_MAX),
  hasAudio: z._default(z.boolean(), false),
  audio: z._default(BuilderAudioSchema, {
    type: '',
    musicStyle: '',
    voice: { gender: '', accent: '', tone: '' },
    lines: [],
    sync: '',
  }),
  safetyChecks: z._default(SafetyChecksSchema, {}),
});
export type BuilderForm = z.infer<typeof BuilderFormSchema>;

/** A fresh builder form with the spec's defaults. */
export function createBuilderForm(): BuilderForm {
  return BuilderFormSchema.parse({});
}
