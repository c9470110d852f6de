'use strict';
/**
 * The steps of the monitor benchmark (watch-run.js): the fake web and the bare client in their own
 * processes, the latency probes, and one "Check now" run followed to its end.
 */
const { fork } = require('node:child_process');
const { join } = require('node:path');
const { performance } = require('node:perf_hooks');
const { askInTurn } = require('./turns');
const { loadSource } = require('./load-source');
const { BACKEND_PATH } = require('./load');
const { readMemory, resetPeak } = require('./procfs');

/** Forks `script` and returns a `call(command, args)` over IPC once it said it is ready. */
async function forkDriven(script, env) {
  const child = fork(join(__dirname, script), [], { env: { ...process.env, ...env } });
  const ready = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.on('message', (message) => message.ready && resolve(message));
  });
  let nextId = 1;
  const call = (command, args = {}) =>
    new Promise((resolve) => {
      const id = nextId++;
      const listener = (message) => {
        if (message.id !== id) return;
        child.off('message', listener);
        resolve(message.result);
      };
      child.on('message', listener);
      child.send({ id, command, ...args });
    });
  return { ready, call, stop: () => child.connected && child.disconnect() };
}

/** How the fake web's requests of a phase spread over its hosts (fake-web.js 'stats'). */
const spreadOf = ({ hosts, most, least }) => `${hosts} hosts asked, ${least} to ${most} requests each`;

const rateOf = ({ requests, first, last }) => (requests > 1 ? ((requests - 1) * 1000) / (last - first) : 0);

/**
 * The bare client (watch-bare.js), or the bare worker (watch-bare-worker.js), over `urls` in a
 * process of its own, under the monitor's limits: the per-host interval `options.interval`, and the
 * monitor's defaults (`watchConfigSchema`) for its checks in flight (unless `options.concurrency`),
 * timeout and retries.
 * @returns {Promise<{checked: number, failed: number, rss: number, peak: number}>} memory in bytes
 */
async function bareRun(urls, options, script = 'watch-bare.js') {
  const monitor = loadSource('server/src/config/schema.ts').watchConfigSchema.parse({});
  const child = fork(join(__dirname, script));
  const done = new Promise((resolve) => child.once('message', resolve));
  child.send({
    urls,
    hostIntervalMs: options.interval,
    timeoutMs: monitor.timeoutMs,
    maxRetries: monitor.maxRetries,
    concurrency: options.concurrency ?? monitor.concurrency,
  });
  return done;
}

/** `/_health` and `backend-urls`, one client each, until `stop()`. */
function probeUntil(server) {
  let running = true;
  const auth = { Authorization: `Bearer ${server.apiKey}` };
  const both = Promise.all([
    askInTurn(`${server.baseUrl}/_health`, {}, () => running),
    askInTurn(`${server.baseUrl}${BACKEND_PATH}`, auth, () => running),
  ]);
  return {
    stop: async () => {
      running = false;
      const [health, backend] = await both;
      return { health, backend };
    },
  };
}

/**
 * `fetch`, asked once more after a connection reset: a kept-alive connection the server closed
 * while idle (Node's `keepAliveTimeout`) resets the next request sent on it. "Check now" answers the
 * run already queued, so a second POST starts no second run.
 */
async function fetchOnce(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error?.cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

/**
 * "Check now" and wait for the run to end, reading `GET v1/monitor` every `pollMs` ms as the admin's
 * Monitoring page does while a run is in progress. Returns the run's answer and how long each of
 * those reads took (ms), since they are Strapi's work during the run too.
 */
async function monitorRun(server, pollMs) {
  const auth = { Authorization: `Bearer ${server.apiKey}` };
  const posted = await fetchOnce(`${server.baseUrl}/api/route-discovery/v1/monitor/runs`, {
    method: 'POST',
    headers: auth,
  });
  const { run } = await posted.json();
  if (posted.status !== 202) throw new Error(`POST v1/monitor/runs answered ${posted.status}`);
  const polls = [];
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const started = performance.now();
    const answer = await (
      await fetch(`${server.baseUrl}/api/route-discovery/v1/monitor`, { headers: auth })
    ).json();
    polls.push(performance.now() - started);
    const current = answer.runs.find((candidate) => candidate.id === run.id);
    if (current?.state === 'done') return { run: current, polls };
  }
}

/**
 * The server's RSS after a full collection (`gc`), in bytes, its peak (VmHWM) reset to it: the level
 * a phase's growth is measured from, holding no garbage of the steps before.
 */
async function collectedRss(server) {
  await server.call('gc');
  const { rss } = readMemory(server.pid);
  resetPeak(server.pid);
  return rss;
}

/**
 * One monitor run with nothing else asking the server (no probes): what the run alone grows
 * Strapi's process by. The server is collected first (`gc`), so the RSS it starts from holds no
 * garbage of the steps before.
 * @returns {Promise<{run: object, rate: number, stats: object, growth: number, rss: number}>} growth
 *   and rss in bytes (peak RSS over the run, VmHWM, over the level it started from), rate in
 *   requests/s, stats the fake web's (fake-web.js)
 */
async function quietRun(server, web, pollMs) {
  const rss = await collectedRss(server);
  await web.call('stats');
  const { run } = await monitorRun(server, pollMs);
  const stats = await web.call('stats');
  return { run, rate: rateOf(stats), stats, growth: readMemory(server.pid).peak - rss, rss };
}

module.exports = { forkDriven, rateOf, spreadOf, bareRun, probeUntil, monitorRun, quietRun, collectedRss };
