import { ADVANCED_MAX, FAST_SOFT, HISTORY_MAX, INPUT_MAX } from '../../../../domain/limits.ts';
import type { GenerateMode } from '../../../../domain/schemas/generate.ts';
import type { GeneratorDuration } from '../../../../domain/schemas/prompt-common.ts';
import type { ModelChoice } from '../../models/model-choice.ts';

export type { GenerateMode as GeneratorMode, GeneratorDuration };

/**
 * The domain's lists (GENERATE_MODES, GENERATOR_DURATIONS) sit beside its zod schemas, and
 * importing a value from those modules would put zod into the page's first load. So the values
 * are repeated here, checked against the domain's types, and a unit test pins them equal.
 */
export const GENERATOR_MODES = ['fast', 'advanced'] as const satisfies readonly GenerateMode[];
export const GENERATOR_DURATIONS = [
  '10s',
  '15s',
  '25s',
] as const satisfies readonly GeneratorDuration[];

export const DEFAULT_MODE: GenerateMode = 'fast';

/**
 * The model and length before the model field hydrates: universal, 15 s of the three lengths
 * above (spec 9). prompt-results/tool-model.test.ts holds it equal to the universal profile.
 */
export const GENERATOR_CHOICE: ModelChoice = {
  model: 'universal',
  duration: '15s',
  durations: [10, 15, 25],
};
export const DEFAULT_DURATION: GeneratorDuration = '15s';

/** Longest input the Generate button accepts. */
export const GENERATOR_INPUT_MAX = INPUT_MAX;
/** What the length badge compares the prompt with, per mode (spec 9). */
export const MODE_LENGTH_TARGET: Record<GenerateMode, number> = {
  fast: FAST_SOFT,
  advanced: ADVANCED_MAX,
};
export const HISTORY_LIMIT = HISTORY_MAX;
