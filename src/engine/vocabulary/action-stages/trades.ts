/** Action stages (see ../action-stages.ts): a person's trade or job done with the hands: a watchmaker's tweezers, a blacksmith's hammer, a tailor's pins. */
import type { ActionStaging } from './types.ts';

export const TRADES: readonly ActionStaging[] = [];
