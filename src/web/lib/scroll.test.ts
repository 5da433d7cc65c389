import { describe, expect, it } from 'vitest';
import { hashScrollOffset } from './scroll.ts';

describe('hashScrollOffset', () => {
  it('clears the 74 px sticky bar for ordinary anchors', () => {
    expect(hashScrollOffset('#faq')).toBe(74);
  });
  it('nets about 49 px for the generator anchor', () => {
    expect(hashScrollOffset('#create')).toBe(49);
  });
});
