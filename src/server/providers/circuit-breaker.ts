export interface CircuitBreakerOptions {
  /** Consecutive upstream failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit skips the upstream before letting one trial call through. */
  cooldownMs: number;
  /** Clock, replaceable in tests. */
  now?: () => number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * A small consecutive-failure circuit breaker. While the upstream is down every request would
 * otherwise wait for a timeout before falling back; with the circuit open it falls back at once.
 *
 * closed → (N failures in a row) → open → (cool-down passed) → half-open: exactly one trial
 * call goes through; success closes the circuit, failure opens it for another cool-down.
 */
export class CircuitBreaker {
  readonly #threshold: number;
  readonly #cooldownMs: number;
  readonly #now: () => number;
  #failures = 0;
  #openUntil = 0;
  #trialInFlight = false;

  constructor({ failureThreshold, cooldownMs, now = Date.now }: CircuitBreakerOptions) {
    this.#threshold = Math.max(1, failureThreshold);
    this.#cooldownMs = Math.max(0, cooldownMs);
    this.#now = now;
  }

  get state(): CircuitState {
    if (this.#openUntil === 0) return 'closed';
    return this.#now() < this.#openUntil ? 'open' : 'half-open';
  }

  /**
   * Whether a call may go upstream now. In half-open state only the first caller gets `true`
   * until it reports back, so a recovering upstream is not hit by a burst.
   */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.#trialInFlight) return false;
    this.#trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.#failures = 0;
    this.#openUntil = 0;
    this.#trialInFlight = false;
  }

  /**
   * Counts one upstream failure. `retryAfterMs` (from an upstream 429) opens the circuit at
   * once for that long, capped at ten cool-downs: the quota is shared by every user, so
   * asking again before then only earns more 429s.
   */
  recordFailure(retryAfterMs?: number): void {
    this.#trialInFlight = false;
    this.#failures += 1;
    const now = this.#now();
    if (retryAfterMs !== undefined && retryAfterMs > 0) {
      const wait = Math.min(retryAfterMs, this.#cooldownMs * 10);
      this.#openUntil = Math.max(this.#openUntil, now + wait);
      return;
    }
    if (this.#failures >= this.#threshold) this.#openUntil = now + this.#cooldownMs;
  }
}
