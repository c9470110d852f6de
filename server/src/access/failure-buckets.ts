/** Refused credentials of one address in one bucket. */
export interface FailureBucket {
  /** Start of the bucket, milliseconds since the epoch (a multiple of `bucketLengthMs`). */
  startMs: number;
  failures: number;
}

/**
 * Where the counts live: the app's database (`databaseFailureStore`), so every instance of the
 * app counts the same failures (docs/decisions/0201-shared-failure-throttle.md).
 */
export interface FailureStore {
  /** The address's buckets starting after `afterMs`, any order. */
  buckets(address: string, afterMs: number): Promise<FailureBucket[]>;
  /** Adds one failure to the address's bucket `startMs` (creating it), atomically. */
  add(address: string, startMs: number): Promise<void>;
  /**
   * Forgets buckets starting at or before `beforeMs`; then, past `maxRows` rows, the buckets older
   * than the row at position `maxRows` newest first (that bucket itself stays whole).
   */
  prune(beforeMs: number, maxRows: number): Promise<void>;
}
