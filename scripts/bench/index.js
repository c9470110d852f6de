#!/usr/bin/env node
'use strict';
/**
 * Benchmarks of issue 14 (see docs/benchmarks.md): for each database, boots the playground in a
 * child process (server.js) on a database of its own, then
 *   pages  seeds published articles up to each size and times frontend-urls?filter=pages
 *          (pagesPerType 0) beside the raw SQL floor and REST paging, with the server's peak RSS;
 *          on database servers twice: right after the bulk load, before the table's statistics
 *          are refreshed (never analysed at the first size), then after ANALYZE;
 *   load   after the first size, loads /_health, backend-urls and exposure with autocannon.
 * Figures and their baselines come from the same run; targets are printed with PASS / FAIL.
 *
 * Run `npm run build` first (the playground loads the plugin from dist/). Usage:
 *   node scripts/bench/index.js [--quick] [--databases sqlite,postgres,mysql] [--sizes 10000,100000]
 *     [--duration 30] [--connections 50] [--runs 3] [--only pages|load]
 * Every option also reads an env variable: BENCH_QUICK=1, BENCH_DATABASES, BENCH_SIZES,
 * BENCH_DURATION, BENCH_CONNECTIONS, BENCH_RUNS, BENCH_ONLY; BENCH_SERVER_NODE_OPTIONS adds Node
 * flags to the server (see child.js).
 */
const { availableParallelism, totalmem } = require('node:os');
const { parseArgs } = require('node:util');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');
const { benchPages } = require('./pages');
const { benchLoad } = require('./load');
const { printPages, printLoad, printTargets } = require('./report');

const REST_MAX_DOCUMENTS = 100000; // REST paging of 1M documents would take many minutes and prove nothing new
const FULL_SIZES = '10000,100000,1000000';
const QUICK_SIZES = '10000';

/** Options from the command line, then BENCH_* variables, then the full (or quick) defaults. */
function readOptions() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: process.env.BENCH_QUICK === '1' },
      databases: { type: 'string', default: process.env.BENCH_DATABASES || 'sqlite,postgres' },
      sizes: { type: 'string', default: process.env.BENCH_SIZES },
      duration: { type: 'string', default: process.env.BENCH_DURATION },
      connections: { type: 'string', default: process.env.BENCH_CONNECTIONS || '50' },
      runs: { type: 'string', default: process.env.BENCH_RUNS || '3' },
      only: { type: 'string', default: process.env.BENCH_ONLY },
    },
  });
  const integers = (text, name) =>
    text.split(',').map((item) => {
      const value = Number(item);
      if (!Number.isInteger(value) || value <= 0)
        throw new Error(`--${name}: not a positive integer: ${item}`);
      return value;
    });
  if (values.only && !['pages', 'load'].includes(values.only)) throw new Error('--only: use pages or load');
  return {
    databases: values.databases.split(','),
    sizes: integers(values.sizes || (values.quick ? QUICK_SIZES : FULL_SIZES), 'sizes').sort((a, b) => a - b),
    duration: integers(values.duration || (values.quick ? '5' : '30'), 'duration')[0],
    connections: integers(values.connections, 'connections')[0],
    runs: integers(values.runs, 'runs')[0],
    pages: values.only !== 'load',
    load: values.only !== 'pages',
  };
}

/** Runs every benchmark on one database client; always stops the server and drops the database. */
async function benchDatabase(client, options) {
  const startedAt = Date.now();
  console.log(`\n=== ${client} ===`);
  const database = await createBenchDatabase(client);
  // SQLite plans keyset pages by rowid and keeps no statistics unless asked: one figure per size.
  const hasStatistics = client !== 'sqlite';
  let server;
  // A fresh server for each measurement: its RSS then starts from a boot, not from what seeding or
  // an earlier size left in V8's heap.
  const boot = async () => {
    await server?.stop();
    server = await startServer(database.env, { ROUTE_DISCOVERY_CONFIG: JSON.stringify({ pagesPerType: 0 }) });
    return server;
  };
  try {
    const pages = [];
    let load = null;
    let seededTo = 0;
    // Statistics are refreshed only by ANALYZE below, not by autovacuum in the middle of a figure.
    if (hasStatistics) await (await boot()).call('freeze');
    for (const size of options.sizes) {
      const seeded = await (await boot()).call('seed', { from: seededTo, to: size });
      seededTo = size;
      console.log(
        `\nseeded ${seeded.documents.toLocaleString('en-US')} published articles ` +
          `(${seeded.rows.toLocaleString('en-US')} rows) in ${(seeded.ms / 1000).toFixed(1)} s`,
      );
      // One run at the largest sizes: each takes long and the median would not move.
      const runs = size > REST_MAX_DOCUMENTS ? 1 : options.runs;
      if (options.pages && hasStatistics) {
        const fresh = await benchPages(await boot(), size, { withRest: false, runs });
        const statistics = seededTo === options.sizes[0] ? 'never analysed' : 'analysed at the previous size';
        printPages({ ...fresh, statistics: `after the bulk load, ${statistics}` });
        pages.push({ ...fresh, fresh: true });
      }
      if (hasStatistics) await (await boot()).call('analyze');
      if (options.pages) {
        const figures = await benchPages(await boot(), size, { withRest: size <= REST_MAX_DOCUMENTS, runs });
        printPages({ ...figures, statistics: hasStatistics ? 'after ANALYZE' : null });
        pages.push(figures);
      }
      if (options.load && !load) {
        console.log(`\nload at ${size.toLocaleString('en-US')} documents`);
        load = await benchLoad(await boot(), options);
        printLoad(load.health, options.duration, options.connections);
        printLoad(load.backend, options.duration, options.connections);
        if (load.exposure) printLoad(load.exposure, options.duration, options.connections);
        else console.log('  /api/route-discovery/v1/exposure: not served by this plugin version, skipped');
      }
    }
    printTargets(pages, load);
    console.log(`\n${client} done in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
    return { client, pages, load };
  } finally {
    await server?.stop();
    await database.drop();
  }
}

async function main() {
  const options = readOptions();
  console.log(
    `route-discovery benchmarks, ${new Date().toISOString()}, node ${process.versions.node}, ` +
      `${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ` +
      `sizes ${options.sizes.join(', ')}, runs ${options.runs}, load ${options.connections} clients x ${options.duration} s` +
      (process.env.BENCH_SERVER_NODE_OPTIONS
        ? `, server node flags ${process.env.BENCH_SERVER_NODE_OPTIONS}`
        : ''),
  );
  for (const client of options.databases) await benchDatabase(client, options);
}

main().catch((error) => {
  // The first line only: a failed bulk insert's message quotes the whole SQL statement.
  console.error(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exitCode = 1;
});
