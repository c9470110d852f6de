'use strict';
/**
 * The load benchmark: `GET /_health` (Strapi's own liveness route, the latency floor of a request
 * through Strapi's Koa stack) and `GET backend-urls`, each for `duration` seconds at `connections`
 * concurrent clients with autocannon, and the server's RSS before, after (once the server has
 * finished the requests it had accepted), and after a full GC.
 */
const autocannon = require('autocannon');
const { timedGet } = require('./http');
const { readMemory, waitForIdle } = require('./procfs');

const BACKEND_PATH = '/api/route-discovery/v1/backend-urls';
const EXPOSURE_PATH = '/api/route-discovery/v1/exposure';

/** One autocannon run; resolves with its result (autocannon's Promise API, README "API"). */
function runLoad(url, headers, connections, duration) {
  return autocannon({ url, headers, connections, duration, timeout: 30 });
}

/** The figures we print from an autocannon result; latencies in ms. */
function summarize(result) {
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.mean,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Loads one path and reads the server's RSS around it.
 * @returns {Promise<object>} summarize() figures plus rssBefore, rssAfter, rssAfterGc (bytes)
 */
async function loadPath(server, path, headers, options) {
  await timedGet(`${server.baseUrl}${path}`, headers); // warm-up: first-use work of this boot
  await server.call('gc');
  const rssBefore = readMemory(server.pid).rss;
  const result = await runLoad(`${server.baseUrl}${path}`, headers, options.connections, options.duration);
  if (!(await waitForIdle(server.pid)))
    console.log(`  (the server was still busy 2 minutes after the ${path} load)`);
  const rssAfter = readMemory(server.pid).rss;
  await server.call('gc');
  const rssAfterGc = readMemory(server.pid).rss;
  return { path, ...summarize(result), rssBefore, rssAfter, rssAfterGc };
}

/** Whether the server answers `path` with 2xx (an older plugin version has no exposure endpoint). */
async function answers(server, path, headers) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers });
  await response.arrayBuffer();
  return response.ok;
}

/**
 * /_health first (the baseline), then backend-urls, then the exposure audit (figures only, it has
 * no target; skipped, as null, on a plugin version without it, e.g. a "before" run), on the same
 * server.
 * @param {{connections: number, duration: number}} options duration in seconds
 * @returns {Promise<{health: object, backend: object, exposure: object|null}>}
 */
async function benchLoad(server, options) {
  const auth = { Authorization: `Bearer ${server.apiKey}` };
  const health = await loadPath(server, '/_health', {}, options);
  const backend = await loadPath(server, BACKEND_PATH, auth, options);
  const exposure = (await answers(server, EXPOSURE_PATH, auth))
    ? await loadPath(server, EXPOSURE_PATH, auth, options)
    : null;
  return { health, backend, exposure };
}

module.exports = { benchLoad, loadPath, BACKEND_PATH, EXPOSURE_PATH };
