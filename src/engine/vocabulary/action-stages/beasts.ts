/** Action stages (see ../action-stages.ts): more animals' own behaviour: rams clashing, a hamster's cheeks, crows over a fry. */
import type { ActionStaging } from './types.ts';

export const BEASTS: readonly ActionStaging[] = [];
