import type { LanguageOption } from '../schemas/language-option.ts';

/** The language switcher's entries; each is shown by its native label. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', label: 'English', nativeLabel: 'English' },
  { code: 'zh', label: 'Chinese', nativeLabel: '中文' },
];
