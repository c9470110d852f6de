#!/usr/bin/env node
'use strict';
/**
 * Benchmark of issue 33, item 2 (docs/benchmarks.md, "Shards balanced by time"): how evenly
 * `smoke --shard i/n` spreads a run's time over its shards, split by hash (no `--timings`) and by
 * the durations of a recorded run (`--timings`), both computed in the same run from the same
 * recording: `fixtures/skewed-run.json`, a merged JSON report of 364 checks whose 24 slow website
 * pages (2-9 s each) hold most of the time. Each shard's expected time is the sum of its checks'
 * recorded durations; the spread is the longest shard over the shortest (1.00 is even). Target
 * (PASS / FAIL): timed shards within 10% of each other (spread at most 1.10).
 * The CLI's own modules (packages/cli/src/site/shard.ts, timed-shards.ts) are bundled in memory
 * with esbuild, so the figures are those of this checkout's code. Usage:
 *   node scripts/bench/shard-spread.js [--shards 2,3,4,8] [--run scripts/bench/fixtures/skewed-run.json]
 */
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join, resolve } = require('node:path');
const { parseArgs } = require('node:util');
const { buildSync } = require('esbuild');

const TARGET_SPREAD = 1.1;

/** The CLI's shard modules, compiled from TypeScript in memory. */
function loadShardModules() {
  const cli = resolve(__dirname, '../../packages/cli');
  const built = buildSync({
    absWorkingDir: cli,
    stdin: {
      contents:
        "export { checkKey, shardOf } from './src/site/shard';\nexport { planTimedShards, shardSpread } from './src/site/timed-shards';\n",
      resolveDir: cli,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    external: ['commander'],
    logLevel: 'warning',
  });
  const loaded = new Module(join(cli, 'shard-bench.js'));
  loaded.paths = Module._nodeModulePaths(cli);
  loaded._compile(built.outputFiles[0].text, join(cli, 'shard-bench.js'));
  return loaded.exports;
}

function main() {
  const { values } = parseArgs({
    options: {
      shards: { type: 'string', default: '2,3,4,8' },
      run: { type: 'string', default: join(__dirname, 'fixtures', 'skewed-run.json') },
    },
  });
  const { checkKey, shardOf, planTimedShards, shardSpread } = loadShardModules();
  const results = JSON.parse(readFileSync(values.run, 'utf8')).results;
  const durations = new Map(results.map((r) => [checkKey(r), r.ms]));
  const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
  const spreadText = (s) => (Number.isFinite(s) ? s.toFixed(2) : 'inf');
  let pass = true;
  console.log(
    `recorded run: ${results.length} checks, ${seconds(results.reduce((n, r) => n + r.ms, 0))} s of check time`,
  );
  for (const total of values.shards.split(',').map(Number)) {
    const hashed = new Array(total).fill(0);
    for (const r of results) hashed[shardOf(r, total) - 1] += r.ms;
    const timed = planTimedShards(results.map(checkKey), durations, total).expectedMs;
    const hashSpread = shardSpread(hashed);
    const timedSpread = shardSpread(timed);
    const ok = timedSpread <= TARGET_SPREAD;
    pass &&= ok;
    console.log(`\n--shard i/${total}`);
    console.log(`  hash  (baseline): ${hashed.map(seconds).join(' ')} s; spread ${spreadText(hashSpread)}`);
    console.log(
      `  timed (--timings): ${timed.map(seconds).join(' ')} s; spread ${spreadText(timedSpread)} ${ok ? 'PASS' : 'FAIL'} (target <= ${TARGET_SPREAD})`,
    );
  }
  process.exitCode = pass ? 0 : 1;
}

main();
