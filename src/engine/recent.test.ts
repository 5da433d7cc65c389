import { describe, expect, it } from 'vitest';
import { Recent } from './recent.ts';

describe('Recent', () => {
  it('answers for the keys it was given last, by identity', () => {
    const recent = new Recent<object, string>(2);
    const a = {};
    const b = {};
    recent.set(a, 'a');
    recent.set(b, 'b');
    expect(recent.get(a)).toBe('a');
    expect(recent.get(b)).toBe('b');
    expect(recent.get({})).toBeUndefined();
  });

  it('forgets the oldest key when a new one comes in, and replaces a known one in place', () => {
    const recent = new Recent<object, number>(2);
    const [a, b, c] = [{}, {}, {}];
    recent.set(a, 1);
    recent.set(b, 2);
    recent.set(b, 3);
    expect(recent.get(b)).toBe(3);
    recent.set(c, 4);
    expect(recent.get(a)).toBeUndefined();
    expect(recent.get(b)).toBe(3);
    expect(recent.get(c)).toBe(4);
  });
});
