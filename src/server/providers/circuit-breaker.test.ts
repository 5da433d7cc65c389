import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';

function breakerAt(start = 1_000) {
  const clock = { t: start };
  const breaker = new CircuitBreaker({
    failureThreshold: 3,
    cooldownMs: 30_000,
    now: () => clock.t,
  });
  return { breaker, clock };
}

describe('CircuitBreaker', () => {
  it('stays closed below the threshold and resets on success', () => {
    const { breaker } = breakerAt();
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe('closed');
    breaker.recordSuccess();
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('opens after N consecutive failures and skips calls during the cool-down', () => {
    const { breaker, clock } = breakerAt();
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    clock.t += 29_999;
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('lets exactly one trial through when half-open; success closes, failure reopens', () => {
    const { breaker, clock } = breakerAt();
    for (let i = 0; i < 3; i += 1) breaker.recordFailure();
    clock.t += 30_000;
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    clock.t += 30_000;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('opens at once for an upstream Retry-After, capped at ten cool-downs', () => {
    const { breaker, clock } = breakerAt();
    breaker.recordFailure(5_000);
    expect(breaker.tryAcquire()).toBe(false);
    clock.t += 5_000;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure(10 * 60 * 60 * 1000);
    clock.t += 300_000 - 1;
    expect(breaker.state).toBe('open');
    clock.t += 1;
    expect(breaker.state).toBe('half-open');
  });
});
