#!/usr/bin/env node
'use strict';
/**
 * Benchmark of issue 32, item 3: what the reference index's document service middleware adds to a
 * publish. For each database asked (SQLite and PostgreSQL by default), in one run, boots the
 * playground in a child process on a fresh database twice, once without the plugin
 * (PLAYGROUND_WITHOUT_PLUGIN=1: no middleware, the baseline) and once with it, `--rounds` times
 * alternately, and times `--count` publishes of one article holding 50 links and 10 relations
 * (plus its category and 10 media references: publish-cost-seed.js). Prints milliseconds per
 * publish for each, the ratio with over without, and the target (at most 1.20x) met or
 * missed (docs/decisions/0182-reference-index-writes.md: the middleware re-extracts the document,
 * and the documents that reference it, in the publish's transaction).
 *
 * Run `npm run build` first. PostgreSQL: the local server of the integration tests (DATABASE_HOST,
 * DATABASE_PORT, DATABASE_USERNAME, DATABASE_PASSWORD; 127.0.0.1:5432, postgres by default).
 * Usage:
 *   node scripts/bench/publish-cost.js [--database sqlite|postgres|both] [--count 1000] [--rounds 1]
 */
const { parseArgs } = require('node:util');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');
const { median } = require('./http');

/** Issue 32, item 3: a publish with the plugin takes at most 20% longer than without. */
const TARGET_RATIO = 1.2;
const DATABASES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** @throws on a database other than sqlite, postgres or both, or a count/rounds below 1 */
function readOptions() {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: process.env.BENCH_DATABASE || 'both' },
      count: { type: 'string', default: process.env.BENCH_PUBLISHES || '1000' },
      rounds: { type: 'string', default: process.env.BENCH_RUNS || '1' },
    },
  });
  const databases = values.database === 'both' ? Object.keys(DATABASES) : [values.database];
  if (!databases.every((name) => name in DATABASES)) {
    throw new Error(`--database must be sqlite, postgres or both (got ${values.database})`);
  }
  const count = Number(values.count);
  const rounds = Number(values.rounds);
  if (!(count >= 1 && rounds >= 1)) throw new Error('--count and --rounds must be at least 1');
  return { databases, count, rounds };
}

/** Boots one server (with or without the plugin) on a fresh database and times the publishes. */
async function measure(client, withPlugin, count) {
  const database = await createBenchDatabase(client);
  try {
    const server = await startServer(database.env, {
      PLAYGROUND_SEED: 'false',
      ...(withPlugin ? {} : { PLAYGROUND_WITHOUT_PLUGIN: '1' }),
    });
    try {
      return await server.call('publishCost', { count });
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** Both sides on one database, `rounds` times alternately; medians in ms per publish. */
async function measureDatabase(client, count, rounds) {
  const without = [];
  const withIndex = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = Date.now();
    without.push((await measure(client, false, count)).perPublishMs);
    const between = Date.now();
    withIndex.push((await measure(client, true, count)).perPublishMs);
    console.log(
      `${DATABASES[client]} round ${round + 1}: without the plugin ${without[round].toFixed(2)} ms/publish ` +
        `(side took ${((between - started) / 1000).toFixed(0)} s with boot), with the reference index ` +
        `${withIndex[round].toFixed(2)} ms/publish (${((Date.now() - between) / 1000).toFixed(0)} s)`,
    );
  }
  return { client, without: median(without), withIndex: median(withIndex) };
}

/** One table row a database; the target column says met or missed. */
function printTable(results, count, rounds) {
  console.log(
    `\n${count} publishes each way, median of ${rounds} round(s), an article with 50 links and 10 ` +
      'relations (plus its category and 10 media references); baseline: the same run without the plugin',
  );
  const header = [
    'database',
    'without (ms/publish)',
    'with (ms/publish)',
    'ratio',
    `target <= ${TARGET_RATIO.toFixed(2)}x`,
  ];
  const rows = results.map(({ client, without, withIndex }) => {
    const ratio = withIndex / without;
    return [
      DATABASES[client],
      without.toFixed(2),
      withIndex.toFixed(2),
      `${ratio.toFixed(2)}x`,
      ratio <= TARGET_RATIO ? 'met' : 'missed',
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  let options;
  try {
    options = readOptions();
  } catch (error) {
    // Bad options: the message says what to pass, a stack trace would not.
    console.error(error.message);
    process.exit(2);
  }
  const { databases, count, rounds } = options;
  const results = [];
  for (const client of databases) results.push(await measureDatabase(client, count, rounds));
  printTable(results, count, rounds);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
