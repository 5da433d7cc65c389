import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from './concurrency-gate.ts';

describe('ConcurrencyGate', () => {
  it('refuses work beyond the limit and frees the slot when work ends, even on failure', async () => {
    const gate = new ConcurrencyGate(1);
    let release: () => void = () => {};
    const held = gate.run(() => new Promise<string>((resolve) => (release = () => resolve('a'))));
    expect(gate.inFlight).toBe(1);
    await expect(gate.run(async () => 'b')).resolves.toEqual({ ok: false });
    release();
    await expect(held).resolves.toEqual({ ok: true, value: 'a' });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.inFlight).toBe(0);
    await expect(gate.run(async () => 'c')).resolves.toEqual({ ok: true, value: 'c' });
  });

  it('with limit 0 sheds everything', async () => {
    await expect(new ConcurrencyGate(0).run(async () => 1)).resolves.toEqual({ ok: false });
  });
});
