/**
 * What a profile renderer takes and gives back. The engine's compose step and the builder's form
 * both produce sections; render-profile.ts writes them the way a model's guide asks.
 */
import type { AspectRatio, SectionKey } from '../../models/model-profile-schema.ts';
import type { Language } from '../../site/languages.ts';

export type SectionKind = Exclude<SectionKey, 'words'>;

/** One part of a prompt the engine or the builder adds (the engine's `Section` has this shape). */
export interface PromptSection {
  kind: SectionKind;
  /** The content after the label; beats and dialogue are several lines. */
  lines: readonly string[];
  /** What was added, in the output language ('' when there is nothing to say). */
  note: string;
  /** Essentials come first when the budget is short (duration, camera, safety). */
  essential: boolean;
}

/** Duration, ratio and resolution: set outside the prompt where the model takes them so. */
export interface PromptSettings {
  /** "8s". */
  duration: string;
  aspectRatio?: AspectRatio;
  resolution?: string;
}

export interface RenderRequest {
  /** The person's words, verbatim ('' when every part is a section, as in the builder). */
  words: string;
  sections: readonly PromptSection[];
  lang: Language;
  settings: PromptSettings;
}

export interface RenderedPrompt {
  prompt: string;
  /** The notes of the sections written, in the order they appear, then the profile's own. */
  enhancements: string[];
  /** For a model with a negative-prompt field: what must not appear, as plain nouns. */
  negativePrompt?: string;
}
