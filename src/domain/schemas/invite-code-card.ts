import { z } from 'zod/mini';
import { ACCESS_LEVELS } from '../data/invite-codes/invite-codes.ts';

export const AccessLevelSchema = z.enum(ACCESS_LEVELS);

/**
 * One card of the invite-code page (spec 3): the shared code, its access level and how many
 * times it has been copied (a stable base plus this browser's own copies).
 */
export const InviteCodeCardSchema = z.object({
  code: z.string().check(z.regex(/^[A-Z0-9]{5,8}$/)),
  accessLevel: AccessLevelSchema,
  copyCount: z.int().check(z.nonnegative()),
});
export type InviteCodeCard = z.infer<typeof InviteCodeCardSchema>;

/** Copies made in this browser, by code, as kept in local storage. */
export const LocalCopyCountsSchema = z.record(z.string(), z.int().check(z.nonnegative()));
export type LocalCopyCounts = z.infer<typeof LocalCopyCountsSchema>;
