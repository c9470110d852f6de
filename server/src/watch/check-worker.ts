import { parentPort, workerData } from 'node:worker_threads';
import { Agent } from 'undici';
import { targetChecker, type CheckSettings } from './check-targets';
import { requestFetch } from './request-fetch';
import type { WorkerReply, WorkerRequest } from './worker-messages';

/**
 * The monitor's check worker (docs/decisions/0244-monitor-checks-in-a-worker-thread.md): a worker
 * thread that runs the check engine (`targetChecker`) for one tick's checks, so the requests, their
 * parsing and their garbage stay off the thread that serves Strapi's requests. Bundled on its own
 * as `dist/server/check-worker.js` (scripts/build-workers.js). Messages: `WorkerRequest` in,
 * one `WorkerReply` per check out; `abort` gives up every check under way (none of theirs starts).
 */
const port = parentPort;
if (port) {
  const checker = targetChecker(
    workerData as CheckSettings,
    // One connection per host (decision 0257), without fetch's WHATWG objects (decision 0268).
    requestFetch(new Agent({ connections: 1 })),
  );
  let stop = new AbortController();
  port.on('message', (message: WorkerRequest) => {
    if (message.type === 'abort') {
      stop.abort();
      stop = new AbortController();
      return;
    }
    const { id, url, expect } = message;
    checker.check(url, stop.signal, expect).then(
      (result) => port.postMessage({ id, result } satisfies WorkerReply),
      (error: unknown) =>
        port.postMessage({ id, error: (error as Error)?.message ?? String(error) } satisfies WorkerReply),
    );
  });
}
