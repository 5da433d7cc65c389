/** Action stages (see ../action-stages.ts): more jobs and people at work: a locksmith's pick, a sheep shorn, a surgeon's knot. */
import type { ActionStaging } from './types.ts';

export const JOBS: readonly ActionStaging[] = [];
