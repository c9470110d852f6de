import type { FailureBucket, FailureStore } from './failure-buckets';
import { MemoryFailureStore } from './memory-failure-store';

/** Limits of the failure throttle (plugin setting `failureThrottle`, docs/configuration.md). */
export interface ThrottleLimits {
  /** Refused credentials allowed per address within the window; the next request answers 429. */
  maxFailures: number;
  /** Length of the sliding window, in seconds. */
  windowSeconds: number;
  /** Addresses kept at most (times the buckets of a window); past it the oldest buckets are forgotten. */
  maxAddresses: number;
}

/** Buckets a window is cut into: a throttled address waits at most one bucket longer than the window. */
export const BUCKETS_PER_WINDOW = 4;

export type { FailureBucket, FailureStore } from './failure-buckets';

/** Length of one bucket, ms. */
export const bucketLengthMs = (limits: ThrottleLimits): number =>
  Math.ceil((limits.windowSeconds * 1000) / BUCKETS_PER_WINDOW);

/** Buckets starting after this time still count at `nowMs`: every one that overlaps the window. */
const countedAfterMs = (limits: ThrottleLimits, nowMs: number): number =>
  nowMs - limits.windowSeconds * 1000 - bucketLengthMs(limits);

/**
 * Whole seconds (at least 1) until an address with these buckets may try again, or null when it
 * is not throttled: the buckets overlapping the window `(now - windowSeconds, now]` hold
 * `maxFailures` failures or more. Every failure of the window is in them, so no window ever sees
 * more than `maxFailures`; a bucket counts until its end leaves the window, so an address waits
 * at most one bucket (windowSeconds / 4) longer than the exact rule would make it.
 * @param nowMs current time in milliseconds since the epoch
 */
export function throttledForSeconds(
  buckets: readonly FailureBucket[],
  limits: ThrottleLimits,
  nowMs: number,
): number | null {
  const after = countedAfterMs(limits, nowMs);
  const counted = buckets.filter((bucket) => bucket.startMs > after).sort((a, b) => a.startMs - b.startMs);
  let total = counted.reduce((sum, bucket) => sum + bucket.failures, 0);
  if (total < limits.maxFailures) return null;
  const span = limits.windowSeconds * 1000 + bucketLengthMs(limits);
  for (const bucket of counted) {
    total -= bucket.failures;
    // This bucket stops counting once `now` passes its start plus the window and one bucket.
    if (total < limits.maxFailures) return Math.max(1, Math.ceil((bucket.startMs + span - nowMs) / 1000));
  }
  return 1;
}

/**
 * Counts refused credentials per client address in time buckets kept by `store` (docs/security.md,
 * "Throttled failures"): an address with `maxFailures` failures in the buckets overlapping the
 * last `windowSeconds` is throttled until enough of them leave it. One write per failure (an
 * atomic increment of the address's current bucket); old buckets are pruned at most once a bucket
 * per instance, and at most `maxAddresses` addresses' worth of buckets are kept.
 */
export class FailureThrottle {
  private lastPruneMs = 0;

  /**
   * @param store where the counts live (the app's database)
   * @param fallback where they are counted while `store` fails and `isUnavailable` says the
   *   database cannot be reached: this instance's memory (docs/decisions/0201-shared-failure-throttle.md)
   * @param isUnavailable whether an error of `store` means the database is unreachable (any other
   *   error is thrown; by default none is)
   */
  constructor(
    private readonly limits: ThrottleLimits,
    private readonly store: FailureStore,
    private readonly fallback: FailureStore = new MemoryFailureStore(),
    private readonly isUnavailable: (error: unknown) => Promise<boolean> = async () => false,
  ) {}

  /** `work` on the database's counts, or on this instance's while the database is unreachable. */
  private async counts<T>(work: (store: FailureStore) => Promise<T>): Promise<T> {
    try {
      return await work(this.store);
    } catch (error) {
      if (!(await this.isUnavailable(error))) throw error;
      return work(this.fallback);
    }
  }

  /**
   * @param nowMs current time in milliseconds since the epoch
   * @returns whole seconds (at least 1) until the address may try again, or null when not throttled
   */
  async retryAfterSeconds(address: string, nowMs: number): Promise<number | null> {
    return (await this.check(address, nowMs)).retryAfterSeconds;
  }

  /**
   * As `retryAfterSeconds`, and whether the counts came from this instance's memory because the
   * database is unreachable (the caller may then answer 503 at once rather than wait for it again).
   */
  async check(
    address: string,
    nowMs: number,
  ): Promise<{ retryAfterSeconds: number | null; inMemory: boolean }> {
    const after = countedAfterMs(this.limits, nowMs);
    let inMemory = false;
    const buckets = await this.counts((store) => {
      inMemory = store === this.fallback;
      return store.buckets(address, after);
    });
    return { retryAfterSeconds: throttledForSeconds(buckets, this.limits, nowMs), inMemory };
  }

  /** Records one refused credential from the address at `nowMs` (milliseconds since the epoch). */
  async recordFailure(address: string, nowMs: number): Promise<void> {
    const length = bucketLengthMs(this.limits);
    await this.counts((store) => store.add(address, Math.floor(nowMs / length) * length));
    if (nowMs - this.lastPruneMs < length) return;
    this.lastPruneMs = nowMs;
    const before = countedAfterMs(this.limits, nowMs);
    const maxRows = this.limits.maxAddresses * (BUCKETS_PER_WINDOW + 2);
    await this.fallback.prune(before, maxRows);
    await this.counts((store) => store.prune(before, maxRows));
  }
}
