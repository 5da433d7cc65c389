import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, fuzzyWalk, maxTypos, type SearchDoc } from './search-index.ts';

const FILLER = 'quiet harbor morning light';
/** A template whose fields are filler of equal length, with `word` put into one field. */
function doc(id: string, field: 'title' | 'prompt' | 'tags' | 'scene' | null, word = 'zebra') {
  const text = (f: string) => (f === field ? `${word} harbor morning light` : FILLER);
  return {
    id,
    title: text('title'),
    prompt: text('prompt'),
    tags: [text('tags')],
    scene: text('scene'),
  } satisfies SearchDoc;
}

describe('field weights (title 2, prompt 1.5, tags 1, scene 0.8)', () => {
  it('ranks the same word by the field it is in', () => {
    const index = buildSearchIndex([
      doc('in-scene', 'scene'),
      doc('in-tags', 'tags'),
      doc('in-prompt', 'prompt'),
      doc('in-title', 'title'),
      doc('nowhere', null),
    ]);
    expect(index.search('zebra')).toEqual(['in-title', 'in-prompt', 'in-tags', 'in-scene']);
  });
});

const LIBRARY: SearchDoc[] = [
  {
    id: 'a',
    title: 'Neon Rain Alley',
    prompt: 'A woman walks through neon rain at night.',
    tags: ['noir'],
    scene: 'alley',
  },
  {
    id: 'b',
    title: 'Desert Highway',
    prompt: 'A car on a desert road, neon motel sign.',
    tags: ['road trip'],
    scene: 'desert',
  },
  {
    id: 'c',
    title: 'Storm Lighthouse',
    prompt: 'Waves break below the lighthouse in the rain.',
    tags: ['storm', 'sea'],
    scene: 'cape',
  },
  {
    id: 'd',
    title: 'Time-lapse Valley',
    prompt: 'Clouds race over the valley.',
    tags: ['landscape'],
    scene: 'valley',
  },
  {
    id: 'e',
    title: 'Gift Card Reveal',
    prompt: 'Hands open a gift card.',
    tags: ['unboxing'],
    scene: 'desk',
  },
  {
    id: 'f',
    title: 'Shopping Cart Race',
    prompt: 'A cart rolls downhill.',
    tags: ['funny'],
    scene: 'parking lot',
  },
  {
    id: 'g',
    title: 'Knitted Snail',
    prompt: 'A yarn snail crawls.',
    tags: ['cute', '毛线'],
    scene: '花园里的小路',
  },
];
const index = buildSearchIndex(LIBRARY);

describe('matching', () => {
  it('returns every template, in library order, for an empty or whitespace query', () => {
    const all = LIBRARY.map((d) => d.id);
    expect(index.search('')).toEqual(all);
    expect(index.search('   ')).toEqual(all);
    expect(index.search('n')).toEqual(all);
  });

  it('requires every word of the query (AND)', () => {
    expect(index.search('neon rain ')).toEqual(['a']);
    expect(index.search('neon ').sort()).toEqual(['a', 'b']);
    expect(index.search('neon storm ')).toEqual([]);
  });

  it('matches the word being typed as a prefix, finished words exactly', () => {
    expect(index.search('lightho')).toEqual(['c']);
    expect(index.search('lightho ')).toEqual([]);
    expect(index.search('neon ra')).toEqual(['a']);
  });

  it('finds either spelling of a hyphenated word', () => {
    expect(index.search('timelapse')).toEqual(['d']);
    expect(index.search('time-lapse')).toEqual(['d']);
  });

  it('tolerates one typo in 4–5 letter words and two in longer words', () => {
    expect(index.search('valey ')).toEqual(['d']);
    expect(index.search('ligxtxoxse ')).toEqual([]); // three edits
    expect(index.search('lighthuose ')).toEqual(['c']); // two edits
    expect(index.search('desrt ')).toEqual(['b']);
  });

  it('counts two swapped letters as one typo', () => {
    expect(index.search('snial ')).toEqual(['g']);
  });

  it('does not look for typos in words of three letters or fewer', () => {
    expect(index.search('sae ')).toEqual([]);
    expect(index.search('sea ')).toEqual(['c']);
  });

  it('does not drown a correctly spelt word in look-alikes', () => {
    expect(index.search('card ')).toEqual(['e']);
    expect(index.search('cart ')).toEqual(['f']);
  });

  it('typo-matches the word being typed against the start of longer words', () => {
    // "lighth" is 6 letters: "ligth" (5) is one swap from "light", the start of "lighthouse".
    expect(index.search('ligth')).toEqual(['c']);
  });

  it('finds Chinese by characters and pairs', () => {
    expect(index.search('毛线')).toEqual(['g']);
    expect(index.search('花园')).toEqual(['g']);
    expect(index.search('园')).toEqual(['g']);
    expect(index.search('花线')).toEqual([]);
  });

  it('ranks an exact word above a prefix or typo match', () => {
    const ranked = buildSearchIndex([
      { id: 'typo', title: 'Stromy night', prompt: '', tags: [], scene: '' },
      { id: 'prefix', title: 'Stormy night', prompt: '', tags: [], scene: '' },
      { id: 'exact', title: 'Storm night', prompt: '', tags: [], scene: '' },
    ]);
    expect(ranked.search('storm')).toEqual(['exact', 'prefix']);
    expect(ranked.search('stromy ')).toEqual(['typo']);
  });

  it('keeps library order between equal scores', () => {
    const same = buildSearchIndex([doc('x', 'title'), doc('y', 'title'), doc('z', 'title')]);
    expect(same.search('zebra')).toEqual(['x', 'y', 'z']);
  });

  it('reports its size and vocabulary', () => {
    expect(index.size).toBe(LIBRARY.length);
    expect(index.termCount).toBeGreaterThan(20);
  });
});

describe('maxTypos', () => {
  it('allows 0 edits up to 3 letters, 1 for 4–5, 2 from 6', () => {
    expect([1, 2, 3, 4, 5, 6, 12].map(maxTypos)).toEqual([0, 0, 0, 1, 1, 2, 2]);
  });
});

describe('fuzzyWalk', () => {
  const tree = new SearchableMap<number>();
  ['snail', 'sail', 'snake', 'nails', 'lighthouse', 'light'].forEach((w, i) => tree.set(w, i));
  const walk = (query: string, edits: number, mode: 'word' | 'prefix') => {
    const found: Record<string, number> = {};
    fuzzyWalk(tree, query, edits, mode, (word, _id, distance) => (found[word] = distance));
    return found;
  };

  it('finds whole words within the edit limit', () => {
    expect(walk('snial', 1, 'word')).toEqual({ snail: 1 });
    expect(walk('snail', 1, 'word')).toEqual({ snail: 0, sail: 1 });
  });

  it('finds words whose beginning is within the limit, with the closest distance', () => {
    expect(walk('ligth', 1, 'prefix')).toEqual({ light: 1, lighthouse: 1 });
    expect(walk('lighth', 0, 'prefix')).toEqual({ lighthouse: 0 });
  });
});
