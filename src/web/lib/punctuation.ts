import type { Language } from '../../domain/site/languages.ts';

export interface Punctuation {
  /** After a label: "Severity: " / "严重程度：". */
  colon: string;
  /** Between two short phrases read together: "Step 1, current" / "第 1 步，当前步骤". */
  comma: string;
  /** A remark after a word: "Errors (3)" / "错误（3）". */
  parens: (text: string | number) => string;
  /** Between a sentence and what follows it (a link, a second sentence): none in Chinese. */
  space: string;
}

const EN: Punctuation = {
  colon: ': ',
  comma: ', ',
  parens: (text) => ` (${text})`,
  space: ' ',
};

/** Full-width marks and no spaces around them, as Chinese is typeset (docs/glossary-zh.md). */
const ZH: Punctuation = {
  colon: '：',
  comma: '，',
  parens: (text) => `（${text}）`,
  space: '',
};

/**
 * The punctuation a component writes between translated words. It lives in code, not in the
 * locale files, because the words come from different keys; a hard-coded ": " or " (" put
 * half-width marks into Chinese text (issue 19, the native read of 2026-11-26).
 */
export function punctuation(language: Language): Punctuation {
  return language === 'zh' ? ZH : EN;
}
