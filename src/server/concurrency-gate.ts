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

  /** Runs `work` if a slot is free; returns `{ ok: false }` at once when none is. */
  async run<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    if (this.#inFlight >= this.limit) return { ok: false };
    this.#inFlight += 1;
    try {
      return { ok: true, value: await work() };
    } finally {
      this.#inFlight -= 1;
    }
  }
}
