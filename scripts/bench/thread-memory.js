'use strict';
/**
 * Memory of the benchmark server's threads (watch-run.js `--memory`): Strapi's thread
 * (`process.memoryUsage`, its event loop utilization) and each worker thread started after
 * `watchWorkers()` (its own `process.memoryUsage().heapUsed/heapTotal`, `v8.getHeapStatistics`,
 * event loop utilization), sampled every 250 ms; `read()` answers the peaks since the last read.
 * A worker reports over a `BroadcastChannel` (Node's worker_threads docs: "Class:
 * BroadcastChannel"): the benchmark wraps the worker's file in a two-line script that starts the
 * reporter first, so the plugin's code is unchanged.
 */
const workerThreads = require('node:worker_threads');

const { BroadcastChannel } = workerThreads;
const { performance } = require('node:perf_hooks');

const CHANNEL = 'rd-bench-thread-memory';
const SAMPLE_MS = 250;
const MIB = 1024 * 1024;

/** The arguments of a worker started with the reporter first (a file given by path only). */
function wrapped(file, options, reporter) {
  if (typeof file !== 'string' || options.eval) return [file, options];
  const code = `require(${JSON.stringify(reporter)});require(${JSON.stringify(file)});`;
  // BENCH_WORKER_LIMITS: JSON resourceLimits to try instead of the plugin's (an experiment).
  const limits = process.env.BENCH_WORKER_LIMITS ? JSON.parse(process.env.BENCH_WORKER_LIMITS) : null;
  return [code, { ...options, eval: true, ...(limits ? { resourceLimits: limits } : {}) }];
}

/** Wraps `Worker` so each worker started from now on reports its memory. */
function watchWorkers() {
  const Original = workerThreads.Worker;
  const reporter = require.resolve('./thread-memory-report');
  workerThreads.Worker = class extends Original {
    constructor(file, options = {}) {
      super(...wrapped(file, options, reporter));
    }
  };
  let peaks = {};
  let workers = {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = ({ data }) => {
    const seen = workers[data.thread] ?? {};
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'number') seen[key] = Math.max(seen[key] ?? 0, value);
    }
    workers[data.thread] = seen;
  };
  channel.unref();
  let elu = performance.eventLoopUtilization();
  const sample = () => {
    const usage = process.memoryUsage();
    for (const key of ['rss', 'heapUsed', 'heapTotal', 'external', 'arrayBuffers']) {
      peaks[key] = Math.max(peaks[key] ?? 0, usage[key]);
    }
  };
  setInterval(sample, SAMPLE_MS).unref();
  return function read() {
    sample();
    const mib = (object) =>
      Object.fromEntries(
        Object.entries(object).map(([key, value]) => [
          key,
          key === 'elu' ? value : +(value / MIB).toFixed(1),
        ]),
      );
    const answer = {
      main: { ...mib(peaks), elu: +performance.eventLoopUtilization(elu).utilization.toFixed(3) },
      workers: Object.values(workers).map(mib),
    };
    elu = performance.eventLoopUtilization();
    peaks = {};
    workers = {};
    return answer;
  };
}

module.exports = { watchWorkers, CHANNEL, SAMPLE_MS };
