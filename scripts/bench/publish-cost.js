#!/usr/bin/env node
'use strict';
/**
 * Benchmark of issue 32, item 3: what the reference index's document service middleware adds to a
 * publish. In one run, boots the playground in a child process on a fresh SQLite file twice, once
 * without the plugin (PLAYGROUND_WITHOUT_PLUGIN=1: no middleware, the baseline) and once with it,
 * `--rounds` times alternately, and times `--count` publishes of one article holding 50 links, one
 * relation and 10 media references (publish-cost-seed.js). Prints milliseconds per publish for each
 * and the ratio with over without (docs/decisions/0182-reference-index-writes.md: the middleware
 * re-extracts the document, and the documents that reference it, in the publish's transaction).
 *
 * Run `npm run build` first. Usage:
 *   node scripts/bench/publish-cost.js [--count 1000] [--rounds 1]
 */
const { parseArgs } = require('node:util');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');
const { median } = require('./http');

function readOptions() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: process.env.BENCH_PUBLISHES || '1000' },
      rounds: { type: 'string', default: process.env.BENCH_RUNS || '1' },
    },
  });
  return { count: Number(values.count), rounds: Number(values.rounds) };
}

/** Boots one server (with or without the plugin) on a fresh SQLite file and times the publishes. */
async function measure(withPlugin, count) {
  const database = await createBenchDatabase('sqlite');
  const server = await startServer(database.env, {
    PLAYGROUND_SEED: 'false',
    ...(withPlugin ? {} : { PLAYGROUND_WITHOUT_PLUGIN: '1' }),
  });
  try {
    return await server.call('publishCost', { count });
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function main() {
  const { count, rounds } = readOptions();
  const without = [];
  const withIndex = [];
  for (let round = 0; round < rounds; round += 1) {
    without.push((await measure(false, count)).perPublishMs);
    withIndex.push((await measure(true, count)).perPublishMs);
    console.log(
      `round ${round + 1}: without the plugin ${without[round].toFixed(2)} ms/publish, ` +
        `with the reference index ${withIndex[round].toFixed(2)} ms/publish`,
    );
  }
  const base = median(without);
  const ours = median(withIndex);
  console.log(`\nSQLite, ${count} publishes of an article with 50 links, 1 relation, 10 media references`);
  console.log(`without the plugin (baseline, same run)  ${base.toFixed(2)} ms per publish`);
  console.log(`with the reference index                 ${ours.toFixed(2)} ms per publish`);
  console.log(
    `ratio                                    ${(ours / base).toFixed(2)}x (+${(ours - base).toFixed(2)} ms)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
