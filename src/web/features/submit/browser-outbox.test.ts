// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserOutboxStorage, newSubmissionId } from './browser-outbox.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('newSubmissionId', () => {
  it('uses randomUUID where available', () => {
    expect(newSubmissionId({ randomUUID: () => 'a-b-c-d-e', getRandomValues: (a) => a })).toBe(
      'a-b-c-d-e',
    );
  });

  it('falls back to a version-4 UUID made of random bytes (the server needs a UUID key)', () => {
    const getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.fill(255);
      return array;
    };
    const id = newSubmissionId({ getRandomValues });
    expect(id).toMatch(UUID_V4);
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('browserOutboxStorage', () => {
  it('reads, writes, lists and removes local storage', () => {
    expect(browserOutboxStorage.set('k', 'v')).toBe(true);
    expect(browserOutboxStorage.get('k')).toBe('v');
    expect(browserOutboxStorage.keys()).toEqual(['k']);
    browserOutboxStorage.remove('k');
    expect(browserOutboxStorage.get('k')).toBeNull();
  });

  it('never throws when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(browserOutboxStorage.set('k', 'v')).toBe(false);
    expect(browserOutboxStorage.get('k')).toBeNull();
  });
});
