import { z } from 'zod/mini';
import { LanguageSchema } from './template.ts';

/** An entry of the language switcher: its code, English name and name in its own language. */
export const LanguageOptionSchema = z.object({
  code: LanguageSchema,
  label: z.string().check(z.minLength(1)),
  nativeLabel: z.string().check(z.minLength(1)),
});
export type LanguageOption = z.infer<typeof LanguageOptionSchema>;
