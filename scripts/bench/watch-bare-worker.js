'use strict';
/**
 * The monitor benchmark's bare worker (scripts/bench/watch-run.js): the monitor's own check worker
 * (`workerChecker` of server/src/watch/worker-checker.ts over the built
 * `dist/server/check-worker.js`: its thread, its heap limits, its messages) in a process of its
 * own, with nothing of Strapi around it, checking under the monitor's window, retries and timeout. What this process grows by is what the checks alone cost any process that
 * makes them this way, so a run's RSS growth in Strapi's process can be split into the checks' and
 * the rest (printed beside each run; a measurement, not a target). `worker-checker.ts` is bundled
 * into memory and loaded here (load-source.js).
 *
 * Reads {urls, hostIntervalMs, timeoutMs, maxRetries, concurrency} on IPC, answers {checked, failed, rss, peak,
 * cpuSeconds}: this process's RSS before the worker starts (the URLs received) and its peak RSS
 * (VmHWM) by the end of the checks, in bytes, and the CPU time its threads took over the checks.
 */
const { join } = require('node:path');
const { checkInLanes } = require('./bare-lanes');
const { loadSource, root } = require('./load-source');
// (Node's global, as in the plugin's own sources)
const { AbortController } = globalThis;

process.once('message', async ({ urls, hostIntervalMs, timeoutMs, maxRetries, concurrency }) => {
  const { workerChecker } = loadSource('server/src/watch/worker-checker.ts', ['undici']);
  const file = join(root, 'dist', 'server', 'check-worker.js');
  // (the worker thread starts at the first check, inside the measured loop)
  const checker = workerChecker({ hostIntervalMs, timeoutMs, maxRetries, userAgent: 'bench' }, file);
  const signal = new AbortController().signal;
  const cpuBefore = process.cpuUsage();
  const { failed, rss, peak } = await checkInLanes(
    urls,
    concurrency,
    async (url) => !(await checker.check(url, signal, null)).ok,
  );
  const cpu = process.cpuUsage(cpuBefore);
  await checker.close();
  process.send({ checked: urls.length, failed, rss, peak, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
  process.disconnect();
});
