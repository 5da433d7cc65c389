import { describe, expect, it } from 'vitest';
import { indexTokens, isActiveQuery, normalizeText, queryTerms } from './tokenize.ts';

describe('indexTokens', () => {
  it('lower-cases, strips accents and drops stop words and one-letter words', () => {
    expect(indexTokens('The Café at a Dawn-lit Pier, 4K')).toEqual([
      'café'.normalize('NFKD').replace(/\p{M}/gu, ''),
      'dawnlit',
      'dawn',
      'lit',
      'pier',
      '4k',
    ]);
  });

  it('indexes hyphenated words as their parts and joined', () => {
    expect(indexTokens('time-lapse')).toEqual(['timelapse', 'time', 'lapse']);
  });

  it('splits possessives with straight and curly apostrophes', () => {
    expect(indexTokens("Watchmaker's Snail’s")).toEqual([
      'watchmakers',
      'watchmaker',
      'snails',
      'snail',
    ]);
  });

  it('indexes Chinese runs as single characters and neighbouring pairs', () => {
    expect(indexTokens('霓虹雨巷')).toEqual(['霓', '虹', '雨', '巷', '霓虹', '虹雨', '雨巷']);
  });

  it('separates Latin and Chinese parts of one run', () => {
    expect(indexTokens('Lo-fi雨夜')).toEqual(['lofi', 'lo', 'fi', '雨', '夜', '雨夜']);
  });
});

describe('normalizeText', () => {
  it('keeps ASCII as lower case and removes diacritics elsewhere', () => {
    expect(normalizeText('NEON')).toBe('neon');
    expect(normalizeText('Crème Brûlée')).toBe('creme brulee');
  });
});

describe('queryTerms', () => {
  it('treats the last word as unfinished unless the query ends with a space', () => {
    expect(queryTerms('neon ra')).toEqual([
      { text: 'neon', cjk: false, prefix: false },
      { text: 'ra', cjk: false, prefix: true },
    ]);
    expect(queryTerms('neon rain ').map((t) => t.prefix)).toEqual([false, false]);
  });

  it('drops stop words, except the word being typed', () => {
    expect(queryTerms('rain in the').map((t) => t.text)).toEqual(['rain', 'the']);
    expect(queryTerms('rain in the ').map((t) => t.text)).toEqual(['rain']);
  });

  it('drops one-letter Latin words, which match nearly everything', () => {
    expect(queryTerms('a')).toEqual([]);
    expect(queryTerms('x neon').map((t) => t.text)).toEqual(['neon']);
  });

  it('looks Chinese up by pairs, or by the character alone', () => {
    expect(queryTerms('霓虹雨')).toEqual([
      { text: '霓虹', cjk: true, prefix: false },
      { text: '虹雨', cjk: true, prefix: false },
    ]);
    expect(queryTerms('鲸')).toEqual([{ text: '鲸', cjk: true, prefix: false }]);
  });

  it('splits hyphenated query words like the index does', () => {
    expect(queryTerms('time-lapse').map((t) => t.text)).toEqual(['time', 'lapse']);
  });
});

describe('isActiveQuery', () => {
  it('is false for empty, whitespace and one-letter queries', () => {
    for (const query of ['', '   ', '\t\n', 'a', ' c ']) expect(isActiveQuery(query)).toBe(false);
  });
  it('is true for two letters or one Chinese character', () => {
    expect(isActiveQuery('ne')).toBe(true);
    expect(isActiveQuery('雨')).toBe(true);
  });
});
