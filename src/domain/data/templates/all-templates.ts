import type { Template } from '../../schemas/template.ts';
import { CINEMATIC_TEMPLATES } from './cinematic.ts';
import { PRODUCT_ADS_TEMPLATES } from './product-ads.ts';
import { UNBOXING_TEMPLATES } from './unboxing.ts';
import { EDUCATION_TEMPLATES } from './education.ts';
import { TRAVEL_TEMPLATES } from './travel.ts';
import { ANIMATION_TEMPLATES } from './animation.ts';
import { MUSIC_VIDEO_TEMPLATES } from './music-video.ts';
import { LOOP_TEMPLATES } from './loop.ts';
import { EXPERIMENTAL_TEMPLATES } from './experimental.ts';
import { SOCIAL_MEDIA_TEMPLATES } from './social-media.ts';

/** Every bundled template, grouped in category display order (cinematic first). */
export const TEMPLATES: readonly Template[] = Object.freeze([
  ...CINEMATIC_TEMPLATES,
  ...PRODUCT_ADS_TEMPLATES,
  ...UNBOXING_TEMPLATES,
  ...EDUCATION_TEMPLATES,
  ...TRAVEL_TEMPLATES,
  ...ANIMATION_TEMPLATES,
  ...MUSIC_VIDEO_TEMPLATES,
  ...LOOP_TEMPLATES,
  ...EXPERIMENTAL_TEMPLATES,
  ...SOCIAL_MEDIA_TEMPLATES,
]);

/** Ids of {@link TEMPLATES}, in the same order. */
export const TEMPLATE_IDS: readonly string[] = Object.freeze(TEMPLATES.map((t) => t.id));

const TEMPLATES_BY_ID: ReadonlyMap<string, Template> = new Map(TEMPLATES.map((t) => [t.id, t]));

/** The template with this id, or undefined when the library has none (e.g. an old link). */
export function getTemplateById(id: string): Template | undefined {
  return TEMPLATES_BY_ID.get(id);
}
