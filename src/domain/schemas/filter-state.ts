import { z } from 'zod/mini';
import {
  AspectRatioSchema,
  CategoryIdSchema,
  DifficultySchema,
  DurationSchema,
} from './template.ts';

/**
 * Template list filters (spec 3 "Filter state"). Groups combine with AND, values within a
 * group with OR. The spec's "true or unset" flags are booleans here: false means unset, so
 * the shape matches the list's `TemplateFilters` and a stored or shared state parses into it.
 */
export const FilterStateSchema = z.object({
  categoryIds: z._default(z.array(CategoryIdSchema), []),
  durations: z._default(z.array(DurationSchema), []),
  aspectRatios: z._default(z.array(AspectRatioSchema), []),
  difficulties: z._default(z.array(DifficultySchema), []),
  hasAudio: z._default(z.boolean(), false),
  featured: z._default(z.boolean(), false),
});
export type FilterState = z.infer<typeof FilterStateSchema>;

/** Sort orders of the template list (spec 2). */
export const TEMPLATE_SORTS = ['recent', 'popular', 'title', 'duration'] as const;
export const TemplateSortSchema = z.enum(TEMPLATE_SORTS);
export type TemplateSort = z.infer<typeof TemplateSortSchema>;
