import type { Option } from '../../schemas/option.ts';

/** One option: the English prompt term, and its English and Chinese labels. */
export function opt(value: string, en: string, zh: string): Option {
  return { value, label: { en, zh } };
}
