import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Expectation, FetchLike } from '@route-discovery/check-engine';
import { targetChecker, type CheckSettings, type TargetChecker } from './check-targets';
import type { CheckResult } from './target-state';
import type { WorkerReply, WorkerRequest } from './worker-messages';

/** A checker whose worker, if it started one, ends with `close()`. */
export interface ClosableChecker extends TargetChecker {
  /** Ends the worker thread (its checks under way are given up); resolves once it has exited. */
  close(): Promise<void>;
}

/**
 * The worker's heap limits (MiB): a bound on what a run's checks may hold, above what 2,000 checks
 * in flight to 1,000 hosts need (48 MiB was not enough with a `Pool` per host; with one connection
 * per host the live heap is about 35 MiB and the old generation peaked at 47 MiB). A young
 * generation of 8 MiB, not 16, keeps 8 MiB less resident for the same rate (decision 0257; the
 * monitor benchmark's figures are in docs/benchmarks.md, "Monitor").
 */
const HEAP_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 8 };

/**
 * Where the bundled worker is: beside the server bundle (`dist/server/check-worker.js`), or null
 * when this code does not run from the bundle (tests loading the sources; the ESM bundle has no
 * `__dirname`).
 */
export function checkWorkerFile(): string | null {
  if (typeof __dirname !== 'string') return null;
  const file = join(__dirname, 'check-worker.js');
  return existsSync(file) ? file : null;
}

/**
 * The monitor's checker for one tick (docs/decisions/0244-monitor-checks-in-a-worker-thread.md):
 * the same checks as `targetChecker`, made in a worker thread started at the first check, so a
 * run's thousands of requests do not hold up Strapi's own thread. Without the bundled worker file
 * (`checkWorkerFile` null) the checks run on this thread, as before.
 * A check is rejected when the run stopped, or when the worker failed (the run then ends with the
 * tick's error and is resumed from its checkpoint at a later tick; decision 0217).
 * @param file the worker's file, or null to check on this thread
 * @param fetchImpl the fetch of the checks on this thread (a test's), Node's global `fetch` by default
 */
export function workerChecker(
  config: CheckSettings,
  file: string | null = checkWorkerFile(),
  fetchImpl?: FetchLike,
): ClosableChecker {
  if (file === null) return { ...targetChecker(config, fetchImpl), close: async () => undefined };
  const settings: CheckSettings = {
    hostIntervalMs: config.hostIntervalMs,
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
    userAgent: config.userAgent,
  };
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (result: CheckResult) => void; reject: (error: Error) => void }
  >();
  const signals = new WeakSet<AbortSignal>();
  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
    worker = null;
  };
  const started = () => {
    if (worker) return worker;
    const created = new Worker(file, { workerData: settings, resourceLimits: HEAP_LIMITS });
    created.unref();
    created.on('message', (reply: WorkerReply) => {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if ('result' in reply) waiter?.resolve(reply.result);
      else waiter?.reject(new Error(reply.error));
    });
    created.on('error', (error) => failAll(new Error(`check worker failed: ${error.message}`)));
    created.on('exit', () => failAll(new Error('check worker exited')));
    worker = created;
    return created;
  };
  const send = (message: WorkerRequest) => started().postMessage(message);
  return {
    check(url: string, signal: AbortSignal, expect?: Expectation | null) {
      if (signal.aborted) return Promise.reject(new Error('run stopped'));
      // One listener per signal (a run's window shares one), not one per check.
      if (!signals.has(signal)) {
        signals.add(signal);
        signal.addEventListener(
          'abort',
          () => worker?.postMessage({ type: 'abort' } satisfies WorkerRequest),
          {
            once: true,
          },
        );
      }
      const id = nextId++;
      return new Promise<CheckResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        send({ type: 'check', id, url, expect: expect ?? null });
      });
    },
    async close() {
      const ending = worker;
      worker = null;
      if (ending) await ending.terminate();
    },
  };
}
