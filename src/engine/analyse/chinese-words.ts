/**
 * Chinese words as Intl.Segmenter cuts them (built into Node and browsers). A one-character
 * keyword matches only a whole word, so 海 is not found in 上海, 浪 in 浪漫, 茶 in 奶茶 or 夜 in
 * 年夜饭; a longer keyword matches inside a word as well ("夜市" in "夜市里").
 */

export interface ChineseWords {
  text: string;
  words: readonly { word: string; index: number }[];
}

let segmenter: Intl.Segmenter | undefined;

/**
 * Recent results: one idea is segmented whole and clause by clause several times while it is
 * read, and the segmenter's objects are most of what an analysis allocates.
 */
const recent = new Map<string, ChineseWords>();

/** The words of a text, with their offsets. */
export function segment(text: string): ChineseWords {
  const known = recent.get(text);
  if (known) return known;
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words: { word: string; index: number }[] = [];
  for (const part of segmenter.segment(text)) {
    if (part.isWordLike) words.push({ word: part.segment, index: part.index });
  }
  if (recent.size >= 64) recent.clear();
  const result = { text, words };
  recent.set(text, result);
  return result;
}

/** Where a keyword occurs as a word (one character) or inside the text (longer), or -1. */
export function containsWord(zh: ChineseWords, keyword: string): number {
  if ([...keyword].length > 1) return zh.text.indexOf(keyword);
  for (const { word, index } of zh.words) if (word === keyword) return index;
  return -1;
}

/** How many Chinese words a text has (the word diff counts these). */
export function chineseWordCount(text: string): number {
  return segment(text).words.length;
}
