/**
 * For tests of a vocabulary table: each phrase is written as the rest of the vocabulary is
 * (lower-case English with no full stop, Chinese in Chinese punctuation with no Latin letters)
 * and asks for words in the idea (`mentions`), so it is only ever chosen where it belongs.
 */
import { expect } from 'vitest';
import type { Phrase } from './fit.ts';

export function expectWrittenAsVocabulary(phrases: readonly Phrase[]): void {
  for (const phrase of phrases) {
    expect(phrase.en, phrase.zh).toMatch(/^[a-z]/);
    expect(phrase.en).not.toMatch(/[.。]$|\p{Script=Han}/u);
    expect(phrase.zh, phrase.en).not.toMatch(/[A-Za-z]|[,;:!?()]|。$/);
    expect(phrase.fits?.mentions, phrase.en).toBeInstanceOf(RegExp);
  }
}
