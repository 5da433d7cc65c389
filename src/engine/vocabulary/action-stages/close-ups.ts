/** Action stages (see ../action-stages.ts): things, food and vehicles seen close: honey drizzling, a chocolate bar snapping, a gondola gliding. */
import type { ActionStaging } from './types.ts';

export const CLOSE_UPS: readonly ActionStaging[] = [];
