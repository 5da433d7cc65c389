import { describe, expect, it } from 'vitest';
import { canSubmitPrompt, formatCount, lengthState } from './prompt-length.ts';

const LIMITS = { min: 10, max: 2000, warnAt: 1800 };

describe('lengthState', () => {
  it('moves from short to ok at the minimum, to warn at 1800 and to limit at 2000', () => {
    expect(lengthState(0, LIMITS)).toBe('short');
    expect(lengthState(9, LIMITS)).toBe('short');
    expect(lengthState(10, LIMITS)).toBe('ok');
    expect(lengthState(1799, LIMITS)).toBe('ok');
    expect(lengthState(1800, LIMITS)).toBe('warn');
    expect(lengthState(1999, LIMITS)).toBe('warn');
    expect(lengthState(2000, LIMITS)).toBe('limit');
  });
});

describe('canSubmitPrompt', () => {
  it('needs 10 to 2000 characters and no run in progress', () => {
    expect(canSubmitPrompt('123456789', LIMITS, false)).toBe(false);
    expect(canSubmitPrompt('1234567890', LIMITS, false)).toBe(true);
    expect(canSubmitPrompt('1234567890', LIMITS, true)).toBe(false);
    expect(canSubmitPrompt('x'.repeat(2000), LIMITS, false)).toBe(true);
    expect(canSubmitPrompt('x'.repeat(2001), LIMITS, false)).toBe(false);
  });

  it('does not count surrounding whitespace', () => {
    expect(canSubmitPrompt(`   ${'x'.repeat(9)}   `, LIMITS, false)).toBe(false);
  });
});

describe('formatCount', () => {
  it('groups thousands with a comma', () => {
    expect(formatCount(2000)).toBe('2,000');
    expect(formatCount(10)).toBe('10');
  });
});
