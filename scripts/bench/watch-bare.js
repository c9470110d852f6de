'use strict';
/**
 * The monitor benchmark's bare client (scripts/bench/watch-run.js): the check engine alone
 * (`checkLink` with one `HostLimiter`, packages/check-engine), under the limits the monitor is
 * given (the per-host interval, and as many checks in flight as the monitor's window, `concurrency`),
 * with nothing around it: no Strapi, no database, no checkpoints. It is the rate a scheduled run is
 * compared with, and its memory says what the engine alone holds at that load. The engine's
 * TypeScript sources are bundled into memory and loaded here (load-source.js).
 *
 * Reads {urls, hostIntervalMs, timeoutMs, maxRetries, concurrency} on IPC, answers {checked, failed, rss, peak}:
 * this process's RSS once the engine is loaded and the URLs received, and its peak RSS (VmHWM) by
 * the end of the checks, in bytes.
 */
const { checkInLanes } = require('./bare-lanes');
const { loadSource } = require('./load-source');

process.once('message', async ({ urls, hostIntervalMs, timeoutMs, maxRetries, concurrency }) => {
  const { checkLink, HostLimiter, FAILING_LINK_OUTCOMES } = loadSource('packages/check-engine/src/index.ts');
  const limiter = new HostLimiter({ intervalMs: hostIntervalMs, concurrency: 1 });
  const headers = { 'User-Agent': 'bench' };
  const { failed, rss, peak } = await checkInLanes(urls, concurrency, async (url) => {
    const result = await checkLink(url, { fetchImpl: fetch, limiter, timeoutMs, maxRetries, headers });
    return FAILING_LINK_OUTCOMES.includes(result.outcome);
  });
  process.send({ checked: urls.length, failed, rss, peak });
  process.disconnect();
});
