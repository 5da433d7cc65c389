import { useCallback, useState } from 'react';
import type { BuilderAudio, BuilderForm } from '../../../domain/schemas/builder-form.ts';
import { initialForm } from './initial-form.ts';

/** The form state with stable setters (fields are updated one at a time). */
export function useBuilderForm() {
  const [form, setForm] = useState<BuilderForm>(initialForm);
  const update = useCallback(
    <K extends keyof BuilderForm>(key: K, value: BuilderForm[K]) =>
      setForm((current) => ({ ...current, [key]: value })),
    [],
  );
  const updateAudio = useCallback(
    <K extends keyof BuilderAudio>(key: K, value: BuilderAudio[K]) =>
      setForm((current) => ({ ...current, audio: { ...current.audio, [key]: value } })),
    [],
  );
  return { form, setForm, update, updateAudio };
}
