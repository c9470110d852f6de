/** Progress of a batch: how many items finished, passed and failed, and whether it still runs. */
export interface BatchProgress {
  total: number;
  done: number;
  passed: number;
  failed: number;
  state: 'running' | 'paused' | 'cancelled' | 'finished';
}

/** Controls of a running batch. */
export interface BatchHandle {
  pause(): void;
  resume(): void;
  cancel(): void;
  /** Resolves with the final progress once every started item settled. */
  done: Promise<BatchProgress>;
}

/**
 * Runs `worker` over `items` with at most `concurrency` at once. Pausing stops new items from
 * starting (running ones finish); cancelling stops new items for good. A worker resolves true
 * for a pass and false for a failure; a thrown error counts as a failure.
 * @param concurrency at least 1
 */
export function runBatch<T>(
  items: readonly T[],
  worker: (item: T) => Promise<boolean>,
  options: { concurrency: number; onProgress?: (progress: BatchProgress) => void },
): BatchHandle {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const progress: BatchProgress = { total: items.length, done: 0, passed: 0, failed: 0, state: 'running' };
  let next = 0;
  let active = 0;
  let finish: (value: BatchProgress) => void = () => undefined;
  const done = new Promise<BatchProgress>((resolve) => (finish = resolve));
  const report = () => options.onProgress?.({ ...progress });

  const settleIfIdle = () => {
    const exhausted = next >= items.length || progress.state === 'cancelled';
    if (active === 0 && exhausted) {
      if (progress.state !== 'cancelled') progress.state = 'finished';
      report();
      finish({ ...progress });
    }
  };

  const pump = () => {
    while (progress.state === 'running' && active < concurrency && next < items.length) {
      const item = items[next++];
      active += 1;
      worker(item)
        .catch(() => false)
        .then((passed) => {
          active -= 1;
          progress.done += 1;
          if (passed) progress.passed += 1;
          else progress.failed += 1;
          report();
          pump();
          settleIfIdle();
        });
    }
  };

  queueMicrotask(() => {
    report();
    pump();
    settleIfIdle();
  });

  return {
    pause() {
      if (progress.state === 'running') {
        progress.state = 'paused';
        report();
      }
    },
    resume() {
      if (progress.state === 'paused') {
        progress.state = 'running';
        report();
        pump();
        settleIfIdle();
      }
    },
    cancel() {
      if (progress.state === 'running' || progress.state === 'paused') {
        progress.state = 'cancelled';
        report();
        settleIfIdle();
      }
    },
    done,
  };
}
