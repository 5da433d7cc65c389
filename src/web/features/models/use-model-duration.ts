import { useState } from 'react';
import type { DurationText } from '../../../domain/models/model-ids.ts';
import { nearestDuration } from '../../../domain/models/model-fit.ts';
import type { ModelOption } from './model-options.ts';
import { useModelChoice } from './use-model-choice.ts';

/** What a model change moved, to tell the person (model-notice.tsx words it). */
export interface ModelNotice {
  model: ModelOption;
  duration?: { from: number; to: number };
  ratio?: { from: string; to: string };
}

/**
 * The chosen model and a clip length it offers, for the generator, refiner and variants.
 * Untouched, the length is the model's own default; a length the person picked stays picked
 * while models change, moved to the nearest the new model offers (and the person is told).
 * A model chosen elsewhere (another tab, another tool) moves the length the same way, without
 * a notice: nobody here pressed anything.
 */
export function useModelDuration() {
  const { option, choose } = useModelChoice();
  const [picked, setPicked] = useState<number | null>(null);
  const [notice, setNotice] = useState<ModelNotice | null>(null);
  const seconds =
    picked === null ? option.defaultDuration : nearestDuration(option.durations, picked);

  function setDuration(duration: DurationText | string) {
    setPicked(Number.parseInt(duration, 10));
    setNotice(null);
  }

  function changeModel(next: ModelOption) {
    const moved = nearestDuration(next.durations, seconds);
    setPicked(moved);
    setNotice(moved === seconds ? null : { model: next, duration: { from: seconds, to: moved } });
    choose(next.id);
  }

  return {
    model: option,
    duration: `${seconds}s` as DurationText,
    setDuration,
    changeModel,
    notice,
  };
}
