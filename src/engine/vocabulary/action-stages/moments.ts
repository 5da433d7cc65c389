/** Action stages (see ../action-stages.ts): family, friends and screen moments: siblings over a remote, a stone skipped, a final pose. */
import type { ActionStaging } from './types.ts';

export const MOMENTS: readonly ActionStaging[] = [];
