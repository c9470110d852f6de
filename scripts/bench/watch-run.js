#!/usr/bin/env node
'use strict';
/**
 * Is the monitor polite and fast? (issue 45, item 7; docs/benchmarks.md, "Monitor"). A fake web of
 * `--hosts` hosts (fake-web.js, its own process) serves `--links` outside links, which are seeded
 * into the playground's reference index (SQLite unless `--database`, watch-seed.js). Then, in one run:
 *
 *   1. bare: the check engine alone checks every link under the same per-host limit and as many
 *      checks in flight as the monitor (watch-bare.js), its own RSS growth printed; then the
 *      monitor's check worker alone in a process of its own (watch-bare-worker.js), its rate and
 *      its process's RSS growth printed (what the checks cost; each run's growth is printed beside it);
 *   2. idle: `/_health` and `v1/backend-urls` p99, one client each asking in turn (openapi-stall.js),
 *      twice (10 s each; the second says how far the idle figure moves by itself);
 *      then the bare client once more beside those two probes, the server idle: the machine's load
 *      without the monitor, and the server's RSS growth under the probes alone, printed beside each
 *      run's figures (not a target);
 *   3. quiet runs: one pass over the links ("Check now" runs with no probes), the server's RSS
 *      growth over each (the run's own memory; with the probes it also holds their garbage);
 *   4. runs: `--runs` monitor runs ("Check now", `checksPerRun` = every link), each while the same
 *      two clients ask; between runs a different tenth of the links breaks (404) and the previous
 *      one recovers, so runs record broken and recovered links.
 *
 * The rate is measured where requests arrive (requests after the first over the time from the
 * first to the last, at the fake web). Targets: each run's rate at least 0.9x the bare client's,
 * the server's RSS at most 64 MiB above its level before the run (peak, VmHWM; printed for the
 * quiet runs and for the runs beside the probes), and the p99s
 * within 1.5x of idle. Prints PASS / FAIL per target.
 *
 * Run `npm run build` first. Usage:
 *   node scripts/bench/watch-run.js [--hosts 1000] [--links 100000] [--interval 1000] [--runs 2]
 *     [--batch N] [--checkpoint SECONDS] [--concurrency N] [--poll 2000] [--database sqlite]
 *     [--sqlite-journal wal] [--sqlite-synchronous normal]
 * (`--batch` and `--checkpoint` set `watch.batchSize` and `watch.checkpointSeconds`; the plugin's
 * defaults otherwise. During a run the benchmark reads `GET v1/monitor` every `--poll` ms, as the
 * admin's Monitoring page does while a run is in progress (`PROGRESS_POLL_MS` of
 * admin/src/components/monitor/MonitorView.tsx), and prints what those reads took. `--database`:
 * sqlite, postgres or mysql, on the servers the tests use; `--sqlite-journal` and
 * `--sqlite-synchronous` set those pragmas on Strapi's SQLite connections.)
 */
const { performance } = require('node:perf_hooks');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');
const { readMemory } = require('./procfs');
const { readOptions } = require('./watch-run-options');
const {
  forkDriven,
  rateOf,
  spreadOf,
  bareRun,
  probeUntil,
  monitorRun,
  quietRun,
  collectedRss,
} = require('./watch-run-steps');

const TARGETS = { rate: 0.9, memoryMiB: 64, p99Ratio: 1.5 };
const MIB = 1024 * 1024;

/** The two probes for `duration` ms against the server as it is. */
async function probeFor(server, duration) {
  const probe = probeUntil(server);
  await new Promise((resolve) => setTimeout(resolve, duration));
  return probe.stop();
}

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)];
const ms = (value) => `${value.toFixed(1)} ms`;
const pass = (ok) => (ok ? 'PASS' : 'FAIL');

async function main() {
  const options = readOptions();
  const web = await forkDriven('fake-web.js', { FAKE_WEB_HOSTS: String(options.hosts) });
  const { ports } = web.ready;
  const urls = Array.from(
    { length: options.links },
    (_, n) => `http://127.0.0.1:${ports[n % ports.length]}/l/${n}`,
  );
  const tenth = Math.floor(options.links / 10);
  console.log(
    `Monitor benchmark: ${options.hosts} hosts, ${options.links} links, ${options.interval} ms between ` +
      `requests to a host, batch ${options.batch ?? 'default'}, checkpoint ${options.checkpoint ?? 'default'} s` +
      `${options.concurrency ? `, concurrency ${options.concurrency}` : ''}, ${options.database}, ` +
      `GET v1/monitor every ${options.poll} ms${Object.keys(options.sqlite).length ? ` ${JSON.stringify(options.sqlite)}` : ''}`,
  );

  await web.call('stats');
  let started = performance.now();
  const bare = await bareRun(urls, options);
  const bareStats = await web.call('stats');
  const bareRate = rateOf(bareStats);
  console.log(
    `bare client: ${bare.checked} checked in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
      `${bareRate.toFixed(0)} requests/s at the fake web; its RSS peak +${((bare.peak - bare.rss) / MIB).toFixed(1)} MiB ` +
      `over ${(bare.rss / MIB).toFixed(0)} MiB (the engine alone at this load, its URLs loaded)`,
  );

  // The monitor's check worker alone in a process of its own: what the checks cost a process.
  await web.call('stats');
  const bareWorker = await bareRun(urls, options, 'watch-bare-worker.js');
  const workerGrowth = bareWorker.peak - bareWorker.rss;
  const bareWorkerRate = rateOf(await web.call('stats'));
  console.log(
    `bare worker (the monitor's check worker alone, its own process): ${bareWorkerRate.toFixed(0)} requests/s = ` +
      `${(bareWorkerRate / bareRate).toFixed(2)}x the bare client; its process's RSS peak +${(workerGrowth / MIB).toFixed(1)} MiB, ` +
      `its CPU ${bareWorker.cpuSeconds.toFixed(1)} s`,
  );

  const database = await createBenchDatabase(options.database);
  const watch = {
    enabled: false,
    checksPerRun: options.perRun ?? Math.min(options.links, 50_000),
    ...(options.batch ? { batchSize: options.batch } : {}),
    ...(options.checkpoint ? { checkpointSeconds: options.checkpoint } : {}),
    allowPrivateHosts: true,
    hostIntervalMs: options.interval,
    leaseSeconds: 600,
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
  };
  const server = await startServer(database.env, {
    ROUTE_DISCOVERY_CONFIG: JSON.stringify({ watch }),
    ...options.sqlite,
  });
  try {
    await server.call('watchSeed', { urls });
    const warm = probeUntil(server);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await warm.stop();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await probeFor(server, 10_000);
    console.log(`idle: /_health p99 ${ms(idle.health.p99)}, backend-urls p99 ${ms(idle.backend.p99)}`);
    // The same idle probes once more, nothing changed: how far the targets' denominator moves by
    // itself within one run of the benchmark (printed, not a target).
    const idleAgain = await probeFor(server, 10_000);
    console.log(
      `idle again: /_health p99 ${ms(idleAgain.health.p99)} = ${(idleAgain.health.p99 / idle.health.p99).toFixed(2)}x ` +
        `the first, backend-urls p99 ${ms(idleAgain.backend.p99)} = ${(idleAgain.backend.p99 / idle.backend.p99).toFixed(2)}x`,
    );

    // The bare client again, beside the same two probes against the idle server: the machine's
    // load without the monitor (the fake web, a client at the per-host limit, the probes). It says
    // how much of a run's figures the plugin adds on this machine, and what 2 cores allow.
    // Its memory too: Strapi's own growth under the probes alone (their garbage, collected when V8
    // chooses), from the same level the runs start from, printed beside each run's growth.
    const besideBefore = await collectedRss(server);
    await web.call('stats');
    const besideProbe = probeUntil(server);
    await bareRun(urls, options);
    const beside = await besideProbe.stop();
    const besideGrowth = readMemory(server.pid).peak - besideBefore;
    const besideRate = rateOf(await web.call('stats'));
    console.log(
      `bare client beside the probes (server idle): ${besideRate.toFixed(0)} requests/s = ` +
        `${(besideRate / bareRate).toFixed(2)}x alone; /_health p99 ${ms(beside.health.p99)} = ` +
        `${(beside.health.p99 / idle.health.p99).toFixed(2)}x idle, backend-urls p99 ` +
        `${ms(beside.backend.p99)} = ${(beside.backend.p99 / idle.backend.p99).toFixed(2)}x idle; RSS peak +${(besideGrowth / MIB).toFixed(1)} MiB`,
    );

    // Runs with nothing else asking (one pass over the links): the run's own memory, without the
    // probes' garbage, which Strapi's thread collects when V8 chooses (the control above).
    const passRuns = Math.ceil(options.links / watch.checksPerRun);
    let runNumber = 0;
    const breakNext = () => {
      // A different tenth of the links fails in each run; the one before recovers.
      const at = runNumber++ % 10;
      return web.call('broken', { from: at * tenth, to: (at + 1) * tenth });
    };
    for (let index = 0; index < options.quietPasses * passRuns; index += 1) {
      await breakNext();
      const quiet = await quietRun(server, web, options.poll);
      console.log(
        `quiet run ${index + 1} (no probes): ${quiet.run.checked} checked, rate ${(quiet.rate / bareRate).toFixed(2)}x ` +
          `the bare client (${spreadOf(quiet.stats)}); RSS peak +${(quiet.growth / MIB).toFixed(1)} MiB over ${(quiet.rss / MIB).toFixed(0)} MiB, ` +
          `target <= ${TARGETS.memoryMiB} MiB ${pass(quiet.growth <= TARGETS.memoryMiB * MIB)}`,
      );
    }

    const rssBefore = await collectedRss(server);
    const threadsBefore = await server.call('threads');
    if (threadsBefore) console.log(`threads before the runs (peaks, MiB): ${JSON.stringify(threadsBefore)}`);
    const runs = Math.max(1, options.runs) * passRuns;
    for (let index = 0; index < runs; index += 1) {
      await breakNext();
      await web.call('stats');
      const probe = probeUntil(server);
      started = performance.now();
      const { run, polls } = await monitorRun(server, options.poll);
      const seconds = (performance.now() - started) / 1000;
      const loaded = await probe.stop();
      const stats = await web.call('stats');
      const rate = rateOf(stats);
      const { peak } = readMemory(server.pid);
      const threads = await server.call('threads');
      if (threads) console.log(`  threads (peaks, MiB): ${JSON.stringify(threads)}`);
      const ratio = {
        health: loaded.health.p99 / idle.health.p99,
        backend: loaded.backend.p99 / idle.backend.p99,
      };
      console.log(
        `\nrun ${index + 1}: ${run.checked} checked in ${seconds.toFixed(1)} s (failed ${run.failed}, ` +
          `broken ${run.broken}, recovered ${run.recovered})\n` +
          `  rate ${rate.toFixed(0)} requests/s = ${(rate / bareRate).toFixed(2)}x the bare client, target >= ${TARGETS.rate}x ${pass(rate / bareRate >= TARGETS.rate)}` +
          ` (${(rate / besideRate).toFixed(2)}x the bare client beside the probes; ${spreadOf(stats)})\n` +
          `  RSS peak +${((peak - rssBefore) / MIB).toFixed(1)} MiB over ${(rssBefore / MIB).toFixed(0)} MiB, target <= ${TARGETS.memoryMiB} MiB ${pass(peak - rssBefore <= TARGETS.memoryMiB * MIB)}` +
          ` (the probes beside the bare client, no run: +${(besideGrowth / MIB).toFixed(1)} MiB; the bare worker: +${(workerGrowth / MIB).toFixed(1)} MiB)\n` +
          `  /_health p99 ${ms(loaded.health.p99)} = ${ratio.health.toFixed(2)}x idle, backend-urls p99 ${ms(loaded.backend.p99)} = ` +
          `${ratio.backend.toFixed(2)}x idle, target <= ${TARGETS.p99Ratio}x ${pass(Math.max(ratio.health, ratio.backend) <= TARGETS.p99Ratio)}` +
          ` (beside the bare client: ${(loaded.health.p99 / beside.health.p99).toFixed(2)}x and ` +
          `${(loaded.backend.p99 / beside.backend.p99).toFixed(2)}x)\n` +
          `  GET v1/monitor every ${options.poll} ms: ${polls.length} reads, median ${ms(quantile(polls, 0.5))}, ` +
          `max ${ms(Math.max(...polls))}`,
      );
    }
  } finally {
    await server.stop();
    await database.drop();
    web.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
