import type {
  RefinerOptions,
  RefinerTargetStyle,
} from '../../../domain/schemas/refiner-options.ts';
import { DEFAULT_TOOL_DURATION } from '../prompt-results/tool-limits.ts';

export type { RefinerOptions };

// Zod-free copies of the domain's lists and defaults (the domain's module imports zod, which
// must stay out of the first load); refiner-options.test.ts holds them equal to the domain's.

/** Target styles as the page names them; the request turns animation into "animated". */
export const TARGET_STYLES: readonly RefinerTargetStyle[] = ['realistic', 'cinematic', 'animation'];

/** The four enhancement switches in display order: the option flag and the string key. */
export const ENHANCEMENTS = [
  { flag: 'enhanceCamera', key: 'camera' },
  { flag: 'enhancePhysics', key: 'physics' },
  { flag: 'addAudio', key: 'audio' },
  { flag: 'addSafety', key: 'safety' },
] as const satisfies readonly { flag: keyof RefinerOptions; key: string }[];
export type EnhancementFlag = (typeof ENHANCEMENTS)[number]['flag'];

/** Spec 3: cinematic, medium, 15 s; camera, physics and safety on, audio off. */
export const DEFAULT_REFINER_OPTIONS: RefinerOptions = {
  targetStyle: 'cinematic',
  intensity: 'medium',
  duration: DEFAULT_TOOL_DURATION,
  enhanceCamera: true,
  enhancePhysics: true,
  addAudio: false,
  addSafety: true,
};
