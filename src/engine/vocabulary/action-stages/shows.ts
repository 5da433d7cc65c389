/** Action stages (see ../action-stages.ts): more products, food, places and fantasy seen close: a mascara wand, cheese stretching, a dragon on a lighthouse. */
import type { ActionStaging } from './types.ts';

export const SHOWS: readonly ActionStaging[] = [];
