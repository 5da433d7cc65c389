import { z } from 'zod/mini';

/** The newsletter sign-up form: one required e-mail address. */
export const NewsletterFormSchema = z.object({
  email: z.email().check(z.trim(), z.maxLength(254)),
});
export type NewsletterForm = z.infer<typeof NewsletterFormSchema>;
