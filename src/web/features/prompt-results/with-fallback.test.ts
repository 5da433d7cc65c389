import { describe, expect, it, vi } from 'vitest';
import { errorMessage, withFallback } from './with-fallback.ts';

describe('withFallback', () => {
  it('uses the API answer when it comes', async () => {
    const local = vi.fn(async () => 'local');
    await expect(withFallback(async () => 'api', local)).resolves.toEqual({
      result: 'api',
      offline: false,
    });
    expect(local).not.toHaveBeenCalled();
  });

  it('falls back to the local engine, marked offline, when the API fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      withFallback(
        async () => Promise.reject(new Error('500')),
        async () => 'local',
      ),
    ).resolves.toEqual({ result: 'local', offline: true });
  });

  it('rejects when the local engine fails too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      withFallback(
        async () => Promise.reject(new Error('500')),
        async () => Promise.reject(new Error('chunk failed')),
      ),
    ).rejects.toThrow('chunk failed');
  });
});

describe('errorMessage', () => {
  it('reads messages of errors and strings, null otherwise', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(new Error('  '))).toBeNull();
    expect(errorMessage({ message: 'not an error' })).toBeNull();
  });
});
