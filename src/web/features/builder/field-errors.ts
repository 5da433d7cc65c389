import type { TFunction } from 'i18next';
import type { BuilderErrors } from '../../../domain/prompt/builder-steps.ts';
import type { BuilderForm } from '../../../domain/schemas/builder-form.ts';
import { SAFETY_REQUIRED_COUNT, SCENE_MIN, SUBJECT_MIN } from '../../../domain/limits.ts';
import type { FieldErrors } from './steps/step-props.ts';

/**
 * The domain's error keys (`errors.*` of the builder strings) turned into messages, with the
 * numbers each message names.
 */
export function translateErrors(
  errors: BuilderErrors,
  form: BuilderForm,
  uncheckedRequired: (checks: BuilderForm['safetyChecks']) => number,
  t: TFunction<'builder'>,
): FieldErrors {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) {
    if (!key) continue;
    out[field] = t(key, {
      min: field === 'subject' ? SUBJECT_MIN : SCENE_MIN,
      total: SAFETY_REQUIRED_COUNT,
      unchecked: field === 'safetyChecks' ? uncheckedRequired(form.safetyChecks) : 0,
    });
  }
  return out;
}
