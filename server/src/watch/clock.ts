/**
 * The monitor's clock: every time it stores or compares (lease expiry, due runs, target history)
 * comes from `now()`, so tests drive it with a fake clock instead of waiting.
 */
export interface WatchClock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The real clock (`Date.now`). */
export const systemClock: WatchClock = { now: () => Date.now() };
