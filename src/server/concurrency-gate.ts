/**
 * Counts API work in flight and refuses more than `limit` at once. Local answers take well under
 * a millisecond, so the count matters for the AI path, where each request may wait up to
 * AI_TIMEOUT_MS on the upstream: without a cap a burst would pile up sockets and memory.
 */
export class ConcurrencyGate {
  readonly limit: number;
  #inFlight = 0;

  constructor(limit: number) {
    this.limit = Math.max(0, limit);
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /**
   * Starts `work` if a slot is free and returns its promise, which frees the slot when it
   * settles; returns `undefined` at once when no slot is free. Not an async function on
   * purpose: the local engine answers in microseconds, and each await here would add a
   * microtask hop to every API request.
   */
  run<T>(work: () => Promise<T>): Promise<T> | undefined {
    if (this.#inFlight >= this.limit) return undefined;
    this.#inFlight += 1;
    let pending: Promise<T>;
    try {
      pending = work();
    } catch (error) {
      this.#inFlight -= 1;
      throw error;
    }
    return pending.then(
      (value) => {
        this.#inFlight -= 1;
        return value;
      },
      (error: unknown) => {
        this.#inFlight -= 1;
        throw error;
      },
    );
  }
}
