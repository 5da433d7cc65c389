import { z } from 'zod/mini';
import { LANGUAGES } from '../site/languages.ts';

/** The ten categories, in the order the spec lists them (this order is the display order). */
export const CATEGORY_IDS = [
  'cinematic',
  'product-ads',
  'unboxing',
  'education',
  'travel',
  'animation',
  'music-video',
  'loop',
  'experimental',
  'social-media',
] as const;
export const CategoryIdSchema = z.enum(CATEGORY_IDS);
export type CategoryId = z.infer<typeof CategoryIdSchema>;

/** Template id prefix per category: cin-001, prod-001, … */
export const TEMPLATE_ID_PREFIX: Record<CategoryId, string> = {
  cinematic: 'cin',
  'product-ads': 'prod',
  unboxing: 'unbox',
  education: 'edu',
  travel: 'travel',
  animation: 'anim',
  'music-video': 'music',
  loop: 'loop',
  experimental: 'exp',
  'social-media': 'social',
};
export const TEMPLATE_ID_PATTERN = /^(cin|prod|unbox|edu|travel|anim|music|loop|exp|social)-\d{3}$/;

export { LANGUAGES, type Language } from '../site/languages.ts';
export const LanguageSchema = z.enum(LANGUAGES);

const text = z.string().check(z.trim(), z.minLength(1));
/** Text a person reads, in both languages. */
export const LocalizedTextSchema = z.object({ en: text, zh: text });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;
/** A list a person reads, in both languages (same length in each). */
export const LocalizedListSchema = z.object({ en: z.array(text), zh: z.array(text) });
export type LocalizedList = z.infer<typeof LocalizedListSchema>;

export const DURATIONS = ['5s', '10s', '15s', '20s', '25s', '30s', '60s'] as const;
export const DurationSchema = z.enum(DURATIONS);
export type Duration = z.infer<typeof DurationSchema>;

export const ASPECT_RATIOS = ['16:9', '9:16', '1:1', '2.4:1'] as const;
export const AspectRatioSchema = z.enum(ASPECT_RATIOS);
export type AspectRatio = z.infer<typeof AspectRatioSchema>;

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const DifficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof DifficultySchema>;

export const AUDIO_TYPES = [
  'music',
  'foley',
  'voice',
  'music+foley',
  'music+voice',
  'music+foley+voice',
] as const;
export const AudioTypeSchema = z.enum(AUDIO_TYPES);
export type AudioType = z.infer<typeof AudioTypeSchema>;

export const VOICE_GENDERS = ['male', 'female', 'neutral'] as const;
export const VoiceGenderSchema = z.enum(VOICE_GENDERS);

export const TemplateAudioSchema = z.object({
  type: AudioTypeSchema,
  musicStyle: z.optional(LocalizedTextSchema),
  sync: z.optional(LocalizedTextSchema),
  voice: z.optional(
    z.object({ accent: LocalizedTextSchema, gender: VoiceGenderSchema, tone: LocalizedTextSchema }),
  ),
  /**
   * Dialogue lines: `en` is the line as spoken in the English prompt, `zh` the same line as a
   * Chinese creator would write it (and as the Chinese prompt has it).
   */
  lines: z.optional(z.array(LocalizedTextSchema)),
});
export type TemplateAudio = z.infer<typeof TemplateAudioSchema>;

/**
 * A ready-made prompt in the library. `prompt` is the English prompt, `promptZh` the same shot
 * written in Chinese as a Chinese creator would write it (not a literal translation); the
 * detail page offers both. Everything shown around them is bilingual.
 */
export const TemplateSchema = z.object({
  id: z.string().check(z.regex(TEMPLATE_ID_PATTERN)),
  title: LocalizedTextSchema,
  categoryId: CategoryIdSchema,
  duration: DurationSchema,
  aspectRatio: AspectRatioSchema,
  scene: LocalizedTextSchema,
  subject: LocalizedTextSchema,
  visualStyle: LocalizedListSchema,
  camera: LocalizedListSchema,
  physicsConstraints: LocalizedListSchema,
  motion: LocalizedListSchema,
  audio: z.optional(TemplateAudioSchema),
  safety: LocalizedListSchema,
  prompt: z.string().check(z.minLength(200), z.maxLength(2000)),
  promptZh: z.string().check(z.minLength(100), z.maxLength(1500)),
  /** Search keywords per language (the lists need not match one to one); English lower-case. */
  tags: z.object({
    en: z.array(text).check(z.minLength(1)),
    zh: z.array(text).check(z.minLength(1)),
  }),
  difficulty: DifficultySchema,
  featured: z.boolean(),
  /** ISO date (YYYY-MM-DD) the template was published. */
  createdAt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  author: text,
  /** Copies in the original library, used by the "most popular" sort. */
  popularity: z.number().check(z.int(), z.nonnegative()),
});
export type Template = z.infer<typeof TemplateSchema>;
