import type { Level } from './result-model.ts';

/** One accent colour per level, so a level looks the same on every card and legend. */
export const LEVEL_ACCENT: Record<Level, string> = {
  light: 'bg-sky-500',
  medium: 'bg-brand-500',
  heavy: 'bg-fuchsia-500',
};
