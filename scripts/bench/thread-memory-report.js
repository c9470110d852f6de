'use strict';
/** Loaded first in each worker thread of the benchmark server (thread-memory.js): reports its memory. */
const { threadId, BroadcastChannel } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const v8 = require('node:v8');
const { CHANNEL, SAMPLE_MS } = require('./thread-memory');

// BENCH_WORKER_AGENT=client: one undici Client per origin (an Agent with `connections: 1`) as
// this thread's fetch dispatcher, instead of a Pool per origin (an experiment).
if (process.env.BENCH_WORKER_AGENT === 'client') {
  const { Agent, setGlobalDispatcher } = require('undici');
  setGlobalDispatcher(new Agent({ connections: 1 }));
}
const channel = new BroadcastChannel(CHANNEL);
channel.unref();
let elu = performance.eventLoopUtilization();
let live = 0;
// BENCH_THREAD_MEMORY=live: a full collection every 2 s (with --expose-gc), for the live heap.
if (process.env.BENCH_THREAD_MEMORY === 'live' && typeof globalThis.gc === 'function') {
  setInterval(() => {
    globalThis.gc();
    live = process.memoryUsage().heapUsed;
  }, 2000).unref();
}
// BENCH_WORKER_SNAPSHOT=dir: one heap snapshot of the worker 10 s into its first busy period.
let busySince = 0;
const snapshotDir = process.env.BENCH_WORKER_SNAPSHOT;
setInterval(() => {
  if (snapshotDir && busySince >= 0 && process.memoryUsage().heapUsed > 40 * 1024 * 1024) {
    busySince ||= Date.now();
    if (Date.now() - busySince > 10_000) {
      busySince = -1;
      v8.writeHeapSnapshot(require('node:path').join(snapshotDir, `worker-${threadId}.heapsnapshot`));
    }
  }
  const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]),
  );
  const now = performance.eventLoopUtilization(elu);
  elu = performance.eventLoopUtilization();
  channel.postMessage({
    thread: threadId,
    heapUsed,
    heapTotal,
    external,
    arrayBuffers,
    mallocedMemory: heap.malloced_memory,
    physical: heap.total_physical_size,
    newSpace: spaces.new_space ?? 0,
    oldSpace: spaces.old_space ?? 0,
    live,
    elu: now.utilization,
  });
}, SAMPLE_MS).unref();
