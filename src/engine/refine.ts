import type {
  EnhancementName,
  LevelChanges,
  LevelTexts,
  RefineStyle,
} from '../domain/schemas/optimize.ts';
import type { DurationText, ModelId } from '../domain/models/model-ids.ts';
import type { Intensity } from '../domain/schemas/prompt-common.ts';
import type { Language } from '../domain/schemas/template.ts';
import { DEFAULT_SEED } from './expand.ts';
import { levelsForModel, type ProfileExtras } from './render.ts';
import { rewriteLevels } from './rewrite.ts';

/** Options of the refiner's engine (the optimize request without the prompt). */
export interface RefineOptions {
  style: RefineStyle;
  /**
   * The level the person picked. The engine always writes all three so the page can show and
   * compare them; the page highlights this one. It does not change the texts.
   */
  intensity: Intensity;
  enhancements: readonly EnhancementName[];
  /** One of the model's durations. */
  duration: DurationText;
  language?: Language;
  seed?: number;
  /** The model the texts are written for; universal (today's layout) when left out. */
  model?: ModelId;
}

export interface RefineResult extends ProfileExtras {
  original: string;
  variants: LevelTexts;
  changes: LevelChanges;
}

/**
 * Rewrite a prompt at three intensities (the refiner). Light tweaks lighting, material and
 * motion; medium also changes the camera move and lens; heavy also changes the artistic
 * direction toward `style`. Every level first sets the duration in the technical line and
 * adds the lines the enhancement flags ask for when the prompt lacks them. The person's
 * subject and action are kept in all three; each text stays within 2000 characters.
 */
export function refine(prompt: string, options: RefineOptions): RefineResult {
  const rewrites = rewriteLevels(prompt, {
    duration: options.duration,
    language: options.language,
    seed: options.seed ?? DEFAULT_SEED,
    enhancements: options.enhancements,
    target: options.style,
  });
  const { drafts, ...extras } = levelsForModel(
    options.model ?? 'universal',
    rewrites,
    options.duration,
  );
  return {
    original: rewrites.original,
    variants: { light: drafts.light.text, medium: drafts.medium.text, heavy: drafts.heavy.text },
    changes: {
      light: drafts.light.changes,
      medium: drafts.medium.changes,
      heavy: drafts.heavy.changes,
    },
    ...extras,
  };
}
