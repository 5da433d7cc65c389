import { SCENE_MAX, SCENE_MIN, SUBJECT_MAX, SUBJECT_MIN, TITLE_MAX } from '../limits.ts';
import type { BuilderForm, BuilderStepId } from '../schemas/builder-form.ts';
import { allRequiredChecked } from '../schemas/safety.ts';
import { cleanEntries } from './assemble-prompt.ts';

/**
 * Error keys of the builder namespace (`errors.*` in the builder locale files). Values to
 * interpolate: sceneTooShort {min: SCENE_MIN}, subjectTooShort {min: SUBJECT_MIN},
 * safetyRequired {total: 7, unchecked: uncheckedRequiredCount(form.safetyChecks)}.
 */
export const BUILDER_ERROR_KEYS = {
  categoryRequired: 'errors.categoryRequired',
  durationRequired: 'errors.durationRequired',
  aspectRatioRequired: 'errors.aspectRatioRequired',
  sceneRequired: 'errors.sceneRequired',
  sceneTooShort: 'errors.sceneTooShort',
  subjectRequired: 'errors.subjectRequired',
  subjectTooShort: 'errors.subjectTooShort',
  environmentRequired: 'errors.environmentRequired',
  timeOfDayRequired: 'errors.timeOfDayRequired',
  cameraMovementRequired: 'errors.cameraMovementRequired',
  shotTypeRequired: 'errors.shotTypeRequired',
  lensRequired: 'errors.lensRequired',
  visualStyleRequired: 'errors.visualStyleRequired',
  lightingRequired: 'errors.lightingRequired',
  colorGradingRequired: 'errors.colorGradingRequired',
  motionRequired: 'errors.motionRequired',
  audioTypeRequired: 'errors.audioTypeRequired',
  safetyRequired: 'errors.safetyRequired',
  tooLong: 'errors.tooLong',
} as const;
export type BuilderErrorKey = (typeof BUILDER_ERROR_KEYS)[keyof typeof BUILDER_ERROR_KEYS];

/** Field paths the builder validates ("audio.type" for the nested audio type). */
export type BuilderField =
  | 'categoryId'
  | 'duration'
  | 'aspectRatio'
  | 'title'
  | 'scene'
  | 'subject'
  | 'environment'
  | 'timeOfDay'
  | 'cameraMovement'
  | 'shotType'
  | 'lens'
  | 'visualStyle'
  | 'lighting'
  | 'colorGrading'
  | 'motion'
  | 'audio.type'
  | 'safetyChecks';

export type BuilderErrors = Partial<Record<BuilderField, BuilderErrorKey>>;

const K = BUILDER_ERROR_KEYS;

/** Required-and-minimum check for a free-text field. */
function textError(
  value: string,
  min: number,
  max: number,
  keys: { required: BuilderErrorKey; tooShort: BuilderErrorKey },
): BuilderErrorKey | undefined {
  const text = value.trim();
  if (text === '') return keys.required;
  if (text.length < min) return keys.tooShort;
  if (text.length > max) return K.tooLong;
  return undefined;
}

function collect(checks: readonly [BuilderField, BuilderErrorKey | undefined | false][]) {
  const errors: BuilderErrors = {};
  for (const [field, key] of checks) if (key) errors[field] = key;
  return errors;
}

/**
 * The errors of one builder step, by field path, as i18n keys (spec 5 "Builder required").
 * An empty object means the step is complete. The audio step asks for nothing while audio is
 * off; optional fields (title, physics, effects, dialogue, sync, frame rate) only fail when
 * they are too long.
 */
export function validateStep(stepId: BuilderStepId, form: BuilderForm): BuilderErrors {
  switch (stepId) {
    case 'basic':
      return collect([
        ['categoryId', form.categoryId === '' && K.categoryRequired],
        ['duration', !form.duration && K.durationRequired],
        ['aspectRatio', !form.aspectRatio && K.aspectRatioRequired],
        ['title', form.title.trim().length > TITLE_MAX && K.tooLong],
      ]);
    case 'scene':
      return collect([
        [
          'scene',
          textError(form.scene, SCENE_MIN, SCENE_MAX, {
            required: K.sceneRequired,
            tooShort: K.sceneTooShort,
          }),
        ],
        [
          'subject',
          textError(form.subject, SUBJECT_MIN, SUBJECT_MAX, {
            required: K.subjectRequired,
            tooShort: K.subjectTooShort,
          }),
        ],
        ['environment', form.environment.trim() === '' && K.environmentRequired],
        ['timeOfDay', form.timeOfDay === '' && K.timeOfDayRequired],
      ]);
    case 'camera':
      return collect([
        [
          'cameraMovement',
          cleanEntries(form.cameraMovement).length === 0 && K.cameraMovementRequired,
        ],
        ['shotType', cleanEntries(form.shotType).length === 0 && K.shotTypeRequired],
        ['lens', form.lens.trim() === '' && K.lensRequired],
      ]);
    case 'visual':
      return collect([
        ['visualStyle', cleanEntries(form.visualStyle).length === 0 && K.visualStyleRequired],
        ['lighting', cleanEntries(form.lighting).length === 0 && K.lightingRequired],
        ['colorGrading', form.colorGrading.trim() === '' && K.colorGradingRequired],
      ]);
    case 'motion':
      return collect([['motion', cleanEntries(form.motion).length === 0 && K.motionRequired]]);
    case 'audio':
      return collect([
        ['audio.type', form.hasAudio && form.audio.type === '' && K.audioTypeRequired],
      ]);
    case 'safety':
      return collect([
        ['safetyChecks', !allRequiredChecked(form.safetyChecks) && K.safetyRequired],
      ]);
  }
}

/** Whether a step has no errors. */
export function isStepComplete(stepId: BuilderStepId, form: BuilderForm): boolean {
  return Object.keys(validateStep(stepId, form)).length === 0;
}
