import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from './concurrency-gate.ts';

describe('ConcurrencyGate', () => {
  it('refuses work beyond the limit and frees the slot when work ends, even on failure', async () => {
    const gate = new ConcurrencyGate(1);
    let release: () => void = () => {};
    const held = gate.run(() => new Promise<string>((resolve) => (release = () => resolve('a'))));
    expect(gate.inFlight).toBe(1);
    let ran = false;
    expect(
      gate.run(async () => {
        ran = true;
        return 'b';
      }),
    ).toBeUndefined();
    expect(ran).toBe(false);
    release();
    await expect(held).resolves.toBe('a');
    expect(gate.inFlight).toBe(0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.inFlight).toBe(0);
    await expect(gate.run(async () => 'c')).resolves.toBe('c');
  });

  it('frees the slot when work throws before it returns a promise', () => {
    const gate = new ConcurrencyGate(1);
    expect(() =>
      gate.run((): Promise<number> => {
        throw new Error('sync');
      }),
    ).toThrow('sync');
    expect(gate.inFlight).toBe(0);
  });

  it('with limit 0 sheds everything', () => {
    expect(new ConcurrencyGate(0).run(async () => 1)).toBeUndefined();
  });
});
