import type { DurationText } from '../../../domain/models/model-ids.ts';
import { nearestDuration, nearestRatio } from '../../../domain/models/model-fit.ts';
import type { ModelChoice } from './model-choice.ts';
import type { ModelOption } from './model-options.ts';

/** What a model change moved, to tell the person (model-notice.tsx words it). */
export interface ModelNotice {
  model: ModelOption;
  duration?: { from: number; to: number };
  ratio?: { from: string; to: string };
}

/** A tool's own lists, offered when the model is universal (the builder's 5–60 s, 2.4:1). */
export interface ToolLists {
  durations?: readonly number[];
  aspectRatios?: readonly string[];
}

/**
 * The choice for another model: its lengths and ratios (or the tool's own for universal), and
 * the current length and ratio moved to the nearest it offers. The notice says what moved.
 */
export function fitChoice(
  current: ModelChoice,
  next: ModelOption,
  own: ToolLists = {},
): { choice: ModelChoice; notice: ModelNotice | null } {
  const universal = next.id === 'universal';
  const durations = (universal && own.durations) || next.durations;
  const from = Number.parseInt(current.duration, 10);
  const to = nearestDuration(durations, from);
  const choice: ModelChoice = {
    model: next.id,
    duration: `${to}s` as DurationText,
    durations,
  };
  const notice: ModelNotice = { model: next };
  if (to !== from) notice.duration = { from, to };
  if (current.aspectRatio !== undefined) {
    const aspectRatios = (universal && own.aspectRatios) || next.aspectRatios;
    const ratio = nearestRatio(aspectRatios, current.aspectRatio);
    choice.aspectRatio = ratio;
    choice.aspectRatios = aspectRatios;
    if (ratio !== current.aspectRatio) notice.ratio = { from: current.aspectRatio, to: ratio };
  }
  return { choice, notice: notice.duration || notice.ratio ? notice : null };
}
