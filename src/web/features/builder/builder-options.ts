import type { ChoiceOption } from './fields/choice-group.tsx';

/** A checklist item in the page's language. */
export interface SafetyItemView {
  id: string;
  required: boolean;
  text: string;
}

/**
 * Every option list of the builder, labelled in the page's language only. Built at prerender
 * by the route loader and embedded in the HTML, so the page's JavaScript carries neither the
 * lists nor the other language.
 */
export interface BuilderOptions {
  categories: ChoiceOption[];
  durations: ChoiceOption[];
  popularDurations: string[];
  aspectRatios: ChoiceOption[];
  popularAspectRatios: string[];
  timesOfDay: ChoiceOption[];
  environments: ChoiceOption[];
  cameraMovements: ChoiceOption[];
  shotTypes: ChoiceOption[];
  lenses: ChoiceOption[];
  frameRates: ChoiceOption[];
  visualStyles: ChoiceOption[];
  lighting: ChoiceOption[];
  colorGrades: ChoiceOption[];
  motionKeywords: ChoiceOption[];
  physicsConstraints: ChoiceOption[];
  specialEffects: ChoiceOption[];
  audioTypes: ChoiceOption[];
  musicStyles: ChoiceOption[];
  voiceGenders: ChoiceOption[];
  voiceAccents: ChoiceOption[];
  voiceTones: ChoiceOption[];
  safety: SafetyItemView[];
}
