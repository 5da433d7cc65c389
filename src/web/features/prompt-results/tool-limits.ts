import { REFINE_MAX, REFINE_MIN, REFINE_WARN } from '../../../domain/limits.ts';
import type { GeneratorDuration } from '../../../domain/schemas/prompt-common.ts';
import type { LengthLimits } from './prompt-length.ts';

// The domain keeps its option lists beside zod schemas; importing a value from there would
// put zod into the page's first load. So the page holds this copy, and tool-limits.test.ts
// fails the moment it differs from the domain's.

/** The refiner's and the variants' duration choices (spec 9). */
export const TOOL_DURATIONS: readonly GeneratorDuration[] = ['10s', '15s', '25s'];
export type ToolDuration = GeneratorDuration;
export const DEFAULT_TOOL_DURATION: ToolDuration = '15s';

/** Prompt length rules: 10 to 2000 characters, highlighted from 1800 (spec 5). */
export const TOOL_PROMPT_LIMITS: LengthLimits = {
  min: REFINE_MIN,
  max: REFINE_MAX,
  warnAt: REFINE_WARN,
};
