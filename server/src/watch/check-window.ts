import { performance } from 'node:perf_hooks';
import type { CheckResult } from './target-state';
import type { StoredTarget } from './target-store';

/** A target checked in this run, with the check's result, not yet written. */
export interface CheckedTarget {
  target: StoredTarget;
  result: CheckResult;
}

/** What a run's window of checks reads, checks and writes (watch-run.ts gives them). */
export interface CheckWindow {
  /** Checks started and not finished at most at once (those waiting for their host's turn included). */
  concurrency: number;
  /** Results written per checkpoint at most; a checkpoint is written as soon as this many are in hand. */
  batchSize: number;
  /**
   * Milliseconds the oldest unwritten result may wait before a checkpoint writes what is in hand,
   * fewer than `batchSize` results included (docs/decisions/0263-checkpoints-by-size-and-time.md).
   */
  checkpointMs: number;
  /** Checks this run may still start (its budget left). */
  budget: number;
  /** The next targets to check in the run's order, at most `limit`; fewer when none are left. */
  next(limit: number): Promise<StoredTarget[]>;
  /** One check; `signal` aborts when the window ends early (stop, lost lease, error). */
  check(url: string, signal: AbortSignal, target: StoredTarget): Promise<CheckResult>;
  /** Writes a batch of results (the run's checkpoint); throws to end the window (a lost lease). */
  checkpoint(done: CheckedTarget[]): Promise<void>;
  /** True once the instance is stopping. */
  shouldStop(): boolean;
}

/** A promise and the function that settles it: one wake-up of the window's loop. */
function wakeUp(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * Checks a run's targets as a sliding window (docs/monitoring.md, "Runs and budget"): up to
 * `concurrency` checks in flight at once, refilled when half have finished, so the check engine's
 * per-host limiter always has work for every host rather than waiting, batch after batch, for the
 * slowest host of each batch (scripts/bench/watch-run.js measured that at 0.31x a bare client's
 * rate). Results are written as they arrive, at most `batchSize` at a time, once `batchSize` are in
 * hand or the oldest of them has waited `checkpointMs` (on SQLite each commit holds Strapi's thread;
 * docs/decisions/0263-checkpoints-by-size-and-time.md). When the instance stops, the
 * results in hand are written and the checks still in flight are given up (not written: the next
 * owner checks them again, so no target is reported twice).
 * @returns `stopped`: true when the window ended because the instance is stopping
 * @throws what `next`, `checkpoint` or a check throws (the checks in flight are aborted first)
 */
export async function checkInWindow(window: CheckWindow): Promise<{ stopped: boolean }> {
  const inFlight = new Set<string>();
  const settled: CheckedTarget[] = [];
  const abort = new AbortController();
  let failure: { error: unknown } | null = null;
  let started = 0;
  let exhausted = false;
  let wake = wakeUp();
  // When the oldest result not yet written arrived (performance.now()), and the timer that wakes
  // the loop when it has waited `checkpointMs`.
  let oldestAt = 0;
  let dueTimer: NodeJS.Timeout | null = null;
  const launch = (target: StoredTarget) => {
    inFlight.add(target.id);
    started += 1;
    window
      .check(target.url, abort.signal, target)
      .then(
        (result) => {
          if (settled.length === 0) oldestAt = performance.now();
          settled.push({ target, result });
        },
        (error: unknown) => void (failure ??= { error }),
      )
      .finally(() => {
        inFlight.delete(target.id);
        wake.resolve();
      });
  };
  try {
    for (;;) {
      if (failure) throw (failure as { error: unknown }).error;
      const stopping = window.shouldStop();
      // Results first: written as soon as a batch is full, so a successor re-checks only what was
      // in flight when this instance died.
      const waited = performance.now() - oldestAt;
      const flush = settled.length > 0 && (inFlight.size === 0 || stopping || waited >= window.checkpointMs);
      if (settled.length >= window.batchSize || flush) {
        await window.checkpoint(settled.splice(0, window.batchSize));
        if (settled.length > 0) oldestAt = performance.now();
        continue;
      }
      const room = Math.min(window.concurrency - inFlight.size, window.budget - started);
      if (!stopping && !exhausted && room > 0 && inFlight.size <= window.concurrency / 2) {
        const targets = await window.next(room);
        if (targets.length === 0) exhausted = true;
        targets.forEach(launch);
        continue;
      }
      if (stopping) return { stopped: true };
      if (inFlight.size === 0) return { stopped: false };
      if (settled.length > 0 && dueTimer === null) {
        dueTimer = setTimeout(() => {
          dueTimer = null;
          wake.resolve();
        }, window.checkpointMs - waited);
      }
      await wake.promise;
      wake = wakeUp();
    }
  } finally {
    if (dueTimer) clearTimeout(dueTimer);
    abort.abort();
  }
}
