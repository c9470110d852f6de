/** Limits of the failure throttle (plugin setting `failureThrottle`, docs/configuration.md). */
export interface ThrottleLimits {
  /** Refused credentials allowed per address within the window; the next request answers 429. */
  maxFailures: number;
  /** Length of the sliding window, in seconds. */
  windowSeconds: number;
  /** Addresses tracked at most; past it, the address whose last failure is oldest is forgotten. */
  maxAddresses: number;
}

/**
 * Counts refused credentials per client address in memory, per Strapi instance (docs/security.md,
 * "Throttled failures"): an address with `maxFailures` failures within the last `windowSeconds`
 * is throttled until the oldest of them leaves the window, so at most `maxFailures` failures
 * happen in any window. Memory is bounded: at most `maxFailures` timestamps for each of at most
 * `maxAddresses` addresses (a Map kept in order of last failure, the oldest evicted first).
 */
export class FailureThrottle {
  /** Address -> times of its recent failures in milliseconds, oldest first. */
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits) {}

  /** How many addresses are tracked now (for tests and diagnostics). */
  get trackedAddresses(): number {
    return this.failures.size;
  }

  /**
   * @param nowMs current time in milliseconds since the epoch
   * @returns whole seconds (at least 1) until the address may try again, or null when not throttled
   */
  retryAfterSeconds(address: string, nowMs: number): number | null {
    const times = this.recent(address, nowMs);
    if (times.length < this.limits.maxFailures) return null;
    const oldestCounted = times[times.length - this.limits.maxFailures];
    return Math.max(1, Math.ceil((oldestCounted + this.windowMs - nowMs) / 1000));
  }

  /** Records one refused credential from the address at `nowMs` (milliseconds since the epoch). */
  recordFailure(address: string, nowMs: number): void {
    const times = this.recent(address, nowMs);
    times.push(nowMs);
    if (times.length > this.limits.maxFailures) times.splice(0, times.length - this.limits.maxFailures);
    // Re-inserting moves the address to the end: the Map's first key is the one to evict.
    this.failures.delete(address);
    this.failures.set(address, times);
    while (this.failures.size > this.limits.maxAddresses) {
      const oldest = this.failures.keys().next().value as string;
      this.failures.delete(oldest);
    }
  }

  private get windowMs(): number {
    return this.limits.windowSeconds * 1000;
  }

  /** The address's failures still inside the window; forgets the address when none is left. */
  private recent(address: string, nowMs: number): number[] {
    const times = this.failures.get(address);
    if (!times) return [];
    const cutoff = nowMs - this.windowMs;
    const kept = times.filter((time) => time > cutoff);
    if (kept.length === 0) this.failures.delete(address);
    else if (kept.length !== times.length) this.failures.set(address, kept);
    return kept;
  }
}
