#!/usr/bin/env node
'use strict';
/**
 * Benchmark of issue 19 (docs/benchmarks.md, "Content links"): for each database, boots the
 * playground in a child process on a database of its own, seeds published articles with a blocks
 * body of 10 links and a cover media field (links-seed.js), then times
 *   ours   GET v1/content-links (every link row), with the server's peak RSS growth;
 *   floor  the raw SQL scan of the same columns (document_id, locale, content, cover url and
 *          formats), inside the server, in the same run;
 *   transfer the same number of bytes of encoded rows from a plain Node HTTP server (transfer-floor.js),
 *          read by the same client: what sending the answer costs alone;
 *   bare   the same reading, parsing, walking and encoding written plainly for this one schema, with
 *          no offline decision (bare-pipeline.js), read by the same client: a lower bound of any
 *          single-threaded pipeline; and the same with the parsing, walking and encoding on a worker
 *          thread (the machine's second core, shared with the client and the database);
 *   decide GET v1/content-links?kind=document: the links decided offline (one database lookup
 *          batch per page), as decisions per second end to end.
 * Targets (printed with PASS / FAIL): ours <= 4x the floor, peak RSS growth <= 64 MiB.
 *
 * Run `npm run build` first. Usage:
 *   node scripts/bench/links.js [--databases sqlite,postgres] [--sizes 10000,100000] [--runs 1]
 */
const { availableParallelism } = require('node:os');
const { parseArgs } = require('node:util');
const { openRebootable } = require('./rebootable');
const { timedGet, median } = require('./http');
const { readMemory, resetPeak, mib } = require('./procfs');

const PATH = '/api/route-discovery/v1/content-links';
/** Once per row: JSON escapes a quote inside a value, so no link text can fake one. */
const ROW_MARKER = { rows: '"field_path":"' };
const TARGETS = { overFloor: 4, rssGrowthMiB: 64 };

function readOptions() {
  const { values } = parseArgs({
    options: {
      databases: { type: 'string', default: process.env.BENCH_DATABASES || 'sqlite,postgres' },
      sizes: { type: 'string', default: process.env.BENCH_SIZES || '100000' },
      runs: { type: 'string', default: process.env.BENCH_RUNS || '1' },
    },
  });
  return {
    databases: values.databases.split(','),
    sizes: values.sizes
      .split(',')
      .map(Number)
      .sort((a, b) => a - b),
    runs: Number(values.runs),
  };
}

/** `runs` timed GETs after one warm-up, with the server's peak RSS growth over all of them. */
async function measure(server, query, runs) {
  const get = () =>
    timedGet(
      `${server.baseUrl}${PATH}${query}`,
      { Authorization: `Bearer ${server.apiKey}` },
      { markers: ROW_MARKER },
    );
  await server.call('gc');
  const before = readMemory(server.pid).rss;
  const peakReset = resetPeak(server.pid);
  await get();
  const answers = [];
  for (let run = 0; run < runs; run += 1) answers.push(await get());
  for (const answer of answers) {
    if (answer.count !== answer.found.rows)
      throw new Error(`count ${answer.count} but ${answer.found.rows} rows in the body`);
  }
  return {
    ms: median(answers.map((a) => a.ms)),
    rows: answers[0].count,
    bytes: answers[0].bytes,
    rssGrowth: readMemory(server.pid).peak - before,
    peakReset,
  };
}

/**
 * A plain HTTP server started in the benchmark server's process by `command` (the transfer floor,
 * transfer-floor.js, or the bare pipeline, bare-pipeline.js), read by the same client: median of
 * `runs` GETs after a warm-up, with the rows counted in the body.
 */
async function measureServed(server, command, args, runs) {
  const { port } = await server.call(command, args);
  const get = () => timedGet(`http://127.0.0.1:${port}/`, {}, { markers: ROW_MARKER });
  await get();
  const answers = [];
  for (let run = 0; run < runs; run += 1) answers.push(await get());
  return { ms: median(answers.map((a) => a.ms)), bytes: answers[0].bytes, rows: answers[0].found.rows };
}

const fmt = (value) => `${value.toFixed(1).padStart(9)} ms`;

async function benchDatabase(client, options) {
  console.log(`\n=== ${client} ===`);
  const site = await openRebootable(client);
  let server;
  const boot = async () => (server = await site.boot());
  try {
    let seededTo = 0;
    const largest = options.sizes[options.sizes.length - 1];
    for (const size of options.sizes) {
      const seeded = await (await boot()).call('linksSeed', { from: seededTo, to: size, documents: largest });
      seededTo = size;
      console.log(
        `\nseeded ${size.toLocaleString('en-US')} published link articles (${seeded.rows.toLocaleString('en-US')} rows) in ${(seeded.ms / 1000).toFixed(1)} s`,
      );
      const ours = await measure(await boot(), '', options.runs);
      const floors = [];
      for (let run = 0; run < Math.max(1, options.runs); run += 1)
        floors.push(await server.call('linksScan'));
      const floor = { ms: median(floors.map((f) => f.ms)), rows: floors[0].rows };
      const transfer = await measureServed(server, 'transferFloor', { bytes: ours.bytes }, options.runs);
      const bare = await measureServed(server, 'barePipeline', { threads: 1 }, options.runs);
      const bareTwo = await measureServed(server, 'barePipeline', { threads: 2 }, options.runs);
      const decide = await measure(await boot(), '?kind=document', options.runs);
      const over = ours.ms / floor.ms;
      console.log(
        `  raw SQL floor (same columns)      ${fmt(floor.ms)}   ${floor.rows.toLocaleString('en-US')} published rows`,
      );
      console.log(
        `  ours: v1/content-links            ${fmt(ours.ms)}   ${over.toFixed(1)}x the floor, ${ours.rows.toLocaleString('en-US')} link rows, ` +
          `${mib(ours.bytes)} MiB body, server peak RSS +${mib(ours.rssGrowth)} MiB${ours.peakReset ? '' : ' (peak not reset)'}`,
      );
      console.log(
        `  transfer floor (same bytes, sent)  ${fmt(transfer.ms)}   ${(transfer.ms / floor.ms).toFixed(1)}x the floor: ` +
          `${mib(transfer.bytes)} MiB of encoded rows from a plain Node HTTP server, read by the same client`,
      );
      console.log(
        `  bare pipeline (same work, plainly) ${fmt(bare.ms)}   ${(bare.ms / floor.ms).toFixed(1)}x the floor: ` +
          `${bare.rows.toLocaleString('en-US')} rows, ${mib(bare.bytes)} MiB, read, parsed, walked and encoded with no offline decision`,
      );
      console.log(
        `  bare pipeline on two threads       ${fmt(bareTwo.ms)}   ${(bareTwo.ms / floor.ms).toFixed(1)}x the floor: ` +
          `${bareTwo.rows.toLocaleString('en-US')} rows, ${mib(bareTwo.bytes)} MiB, parsed, walked and encoded on a worker thread`,
      );
      console.log(
        `  offline decisions (kind=document) ${fmt(decide.ms)}   ${decide.rows.toLocaleString('en-US')} decisions, ` +
          `${Math.round(decide.rows / (decide.ms / 1000)).toLocaleString('en-US')} per second end to end`,
      );
      console.log(
        `  target ours <= ${TARGETS.overFloor}x floor: ${over <= TARGETS.overFloor ? 'PASS' : 'FAIL'} (${over.toFixed(1)}x)`,
      );
      console.log(
        `  target RSS growth <= ${TARGETS.rssGrowthMiB} MiB: ${ours.rssGrowth / 2 ** 20 <= TARGETS.rssGrowthMiB ? 'PASS' : 'FAIL'} (+${mib(ours.rssGrowth)} MiB)`,
      );
    }
  } finally {
    await site.close();
  }
}

async function main() {
  const options = readOptions();
  console.log(
    `route-discovery content-links benchmark, ${new Date().toISOString()}, node ${process.versions.node}, ${availableParallelism()} cores, sizes ${options.sizes.join(', ')}, runs ${options.runs}`,
  );
  for (const client of options.databases) await benchDatabase(client, options);
}

main().catch((error) => {
  console.error(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exitCode = 1;
});
