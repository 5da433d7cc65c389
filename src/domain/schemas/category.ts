import { z } from 'zod/mini';
import { CategoryIdSchema, LocalizedTextSchema } from './template.ts';

/** A template category (spec 3). `icon` is a lucide icon name; `color` a #rrggbb accent. */
export const CategorySchema = z.object({
  id: CategoryIdSchema,
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  icon: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
  /** 1-based display order. */
  order: z.int().check(z.positive()),
  featured: z.boolean(),
});
export type Category = z.infer<typeof CategorySchema>;
