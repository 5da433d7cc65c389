import { PAGE_PATHS } from '../../../domain/site/routes.ts';

/** The search parameter that pre-fills the refiner's and the variants' prompt box. */
export const PROMPT_PARAM = 'prompt';
/** The search parameter the builder may read to pre-fill its scene. */
export const BUILDER_SCENE_PARAM = 'scene';

export type SendTarget = 'refiner' | 'variants' | 'builder';

/** The English path (localise it for /zh) that opens a tool with this text filled in. */
export function sendToPath(target: SendTarget, text: string): string {
  const param = target === 'builder' ? BUILDER_SCENE_PARAM : PROMPT_PARAM;
  return `${PAGE_PATHS[target]}?${new URLSearchParams({ [param]: text }).toString()}`;
}
