/** Action stages (see ../action-stages.ts): animals' own behaviour: grooming, nest-building, fighting over something, carrying, howling. */
import type { ActionStaging } from './types.ts';

export const CREATURES: readonly ActionStaging[] = [];
