import type { FailureBucket, FailureStore } from './failure-buckets';

/**
 * Failure buckets in this process's memory: what the failure throttle counts in while the app's
 * database cannot be reached, so requests that need no database (`v1/platform`) keep being answered
 * and refused credentials keep being throttled, per instance meanwhile (docs/decisions/0201-shared-failure-throttle.md).
 * Bounded like the database store (`prune`).
 */
export class MemoryFailureStore implements FailureStore {
  /** Address -> bucket start (ms) -> failures. */
  private readonly byAddress = new Map<string, Map<number, number>>();

  async buckets(address: string, afterMs: number): Promise<FailureBucket[]> {
    const buckets = this.byAddress.get(address) ?? new Map<number, number>();
    return [...buckets]
      .filter(([startMs]) => startMs > afterMs)
      .map(([startMs, failures]) => ({ startMs, failures }));
  }

  async add(address: string, startMs: number): Promise<void> {
    const buckets = this.byAddress.get(address) ?? new Map<number, number>();
    buckets.set(startMs, (buckets.get(startMs) ?? 0) + 1);
    this.byAddress.set(address, buckets);
  }

  /** Buckets held now (for tests and diagnostics). */
  get rows(): number {
    return [...this.byAddress.values()].reduce((sum, buckets) => sum + buckets.size, 0);
  }

  /** As `FailureStore.prune`: the buckets out of the window, then the oldest past `maxRows`. */
  async prune(beforeMs: number, maxRows: number): Promise<void> {
    for (const buckets of this.byAddress.values())
      for (const startMs of buckets.keys()) if (startMs <= beforeMs) buckets.delete(startMs);
    const starts = [...this.byAddress.values()]
      .flatMap((buckets) => [...buckets.keys()])
      .sort((x, y) => y - x);
    const edge = starts[maxRows];
    if (edge !== undefined)
      for (const buckets of this.byAddress.values())
        for (const startMs of buckets.keys()) if (startMs < edge) buckets.delete(startMs);
    for (const [address, buckets] of this.byAddress) if (buckets.size === 0) this.byAddress.delete(address);
  }
}
