import type { BuilderAudio, BuilderForm } from '../../../../domain/schemas/builder-form.ts';
import type { BuilderOptions } from '../builder-options.ts';

/** Translated error messages of the step on screen, by field path ("scene", "audio.type"). */
export type FieldErrors = Readonly<Record<string, string | undefined>>;

export interface StepProps {
  form: BuilderForm;
  options: BuilderOptions;
  errors: FieldErrors;
  update: <K extends keyof BuilderForm>(key: K, value: BuilderForm[K]) => void;
  updateAudio: <K extends keyof BuilderAudio>(key: K, value: BuilderAudio[K]) => void;
}

/** The DOM id of a field, so errors can focus it and labels can point at it. */
export function fieldId(path: string): string {
  return `builder-${path.replace(/\./g, '-')}`;
}
