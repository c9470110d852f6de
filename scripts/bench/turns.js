'use strict';
/**
 * One client asking for a URL again as soon as it is answered, while `keepGoing()` holds: the
 * latency probe of the stall benchmarks (openapi-stall.js, watch-run.js).
 */
const { performance } = require('node:perf_hooks');

/** The `share` percentile (0..1) of ascending `sorted` values (nearest rank); NaN when empty. */
const percentile = (sorted, share) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : NaN;

/**
 * Asks for `url` in turn until `keepGoing()` is false: every answer's time (ms), the last one
 * included however long after the end it comes (a request held by a blocked server counts in
 * full, which a load tool that stops at the end would leave out).
 * @returns {Promise<{p50: number, p99: number, requests: number, bad: number}>} ms; `bad`: non-2xx or network errors
 */
async function askInTurn(url, headers, keepGoing) {
  const times = [];
  let bad = 0;
  while (keepGoing()) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) bad += 1;
    } catch {
      bad += 1;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), requests: times.length, bad };
}

module.exports = { askInTurn, percentile };
