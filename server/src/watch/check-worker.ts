import { parentPort, workerData } from 'node:worker_threads';
import type { FetchLike } from '@route-discovery/check-engine';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { targetChecker, type CheckSettings } from './check-targets';
import type { WorkerReply, WorkerRequest } from './worker-messages';

/**
 * The worker's fetch (docs/decisions/0257-check-worker-one-connection-per-host.md): undici's
 * `fetch` over an `Agent` with `connections: 1`, which keeps one `Client` (one connection) per
 * origin instead of a `Pool` (undici's lib/dispatcher/agent.js, `defaultFactory`). A run asks one
 * request at a time per host (the check engine's `HostLimiter`), so one connection serves it; a
 * `Pool` per origin kept a 2,048-slot queue (16 KiB) live for each of a run's 1,000 hosts.
 */
function workerFetch(): FetchLike {
  const dispatcher = new Agent({ connections: 1 });
  return (url, init) =>
    undiciFetch(url, { ...(init as UndiciRequestInit), dispatcher }) as unknown as Promise<Response>;
}

/**
 * The monitor's check worker (docs/decisions/0244-monitor-checks-in-a-worker-thread.md): a worker
 * thread that runs the check engine (`targetChecker`) for one tick's checks, so the requests, their
 * parsing and their garbage stay off the thread that serves Strapi's requests. Bundled on its own
 * as `dist/server/check-worker.js` (scripts/build-workers.js). Messages: `WorkerRequest` in,
 * one `WorkerReply` per check out; `abort` gives up every check under way (none of theirs starts).
 */
const port = parentPort;
if (port) {
  const checker = targetChecker(workerData as CheckSettings, workerFetch());
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
