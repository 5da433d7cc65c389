import { DEFAULT_MODEL_ID } from '../models/model-ids.ts';
import type { ModelProfile } from '../models/model-profile-schema.ts';
import type { Language } from '../site/languages.ts';

/**
 * What the checker needs to know about a model: a small view of a model profile, so the rules
 * read facts rather than a whole profile (and tests can state a profile in a few lines).
 */
export interface CheckerProfile {
  id: string;
  /** Longest prompt the model takes, in characters. */
  promptLimit: number;
  /** A separate limit for Chinese prompts, where the model's guide sets one (Seedance). */
  promptLimitZh?: number;
  /** Clip lengths it offers, in seconds, shortest first. */
  durations: readonly number[];
  /**
   * Any length is fine: the universal profile stands for any model, so its lengths are only
   * the product's usual picks (the builder offers 5 to 60 s), not lengths a model refuses.
   */
  anyLength?: boolean;
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
  /**
   * The essentials its guide asks for besides a subject doing something: a shot or camera
   * move, light, a style (Runway's guide asks for motion, not light).
   */
  asks: { camera: boolean; light: boolean; style: boolean };
}

/**
 * Models whose main prompt reads "no X" poorly (issue 17: Veo, Runway, Luma). Runway and Luma
 * say so through their profiles (positive wording only); of the models with a negative-prompt
 * field, the issue names Veo alone. Kling and Wan have a field too but their guides do not warn
 * against negation, so a "no" in their prompts is left alone. (A profile fact would be better
 * than this list: see the report to the lead.)
 */
const NEGATIVE_FIELD_INSTEAD: ReadonlySet<string> = new Set(['veo']);

/** The checker's view of a model profile (issue 16's data). */
export function checkerProfileOf(profile: ModelProfile): CheckerProfile {
  const negativePrompt = profile.negativePrompt.value;
  return {
    id: profile.id,
    promptLimit: profile.promptLimit.value,
    ...(profile.promptLimitZh ? { promptLimitZh: profile.promptLimitZh.value } : {}),
    durations: [...profile.durations.value].sort((a, b) => a - b),
    ...(profile.id === DEFAULT_MODEL_ID ? { anyLength: true } : {}),
    negation:
      negativePrompt === 'positive-only'
        ? 'positive-only'
        : negativePrompt === 'field' && NEGATIVE_FIELD_INSTEAD.has(profile.id)
          ? 'negative-field'
          : 'fine',
    cameraSyntax: profile.cameraSyntax.value,
    // Seedance's 镜头1/镜头2 (issue 17). Wan's timed shots and Sora's blocks are read as prose.
    shotSyntax: profile.shotSyntax.value === 'numbered' ? 'numbered' : 'prose',
    languages: profile.languages.value,
    settingsOutsidePrompt: profile.settingsAsParameters.value,
    asks: {
      camera: profile.sectionOrder.value.includes('camera'),
      light: profile.sectionOrder.value.includes('lighting'),
      style: profile.sectionOrder.value.includes('style'),
    },
  };
}
