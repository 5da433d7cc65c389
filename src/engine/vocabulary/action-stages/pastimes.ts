/** Action stages (see ../action-stages.ts): people's pastimes, games and everyday moments: a pitch, a first date, a flat tyre, panning for gold. */
import type { ActionStaging } from './types.ts';

export const PASTIMES: readonly ActionStaging[] = [];
