#!/usr/bin/env node
'use strict';
/**
 * Floor of the index path for `v1/content-links` (issue 32, item 2; docs/decisions/0186): can
 * reading the reference index's rows ever cost less than what the index would replace, reading
 * the content columns and extracting their links? For each database, on a fresh database of its
 * own: boots the playground in a child process (child.js), seeds published articles with a blocks
 * body of 10 links and a cover (links-seed.js, 12 link rows each), restarts, rebuilds the index
 * (`POST v1/references/rebuild`, waiting for `done`), then times in the same run:
 *   walk          GET v1/content-links end to end (links.js "ours");
 *   content       inside the server, streamed: the articles' link columns in keyset pages, each
 *                 body and cover through the plugin's own extraction (links-index-sql.js), and
 *   content raw   the same as one streamed statement (the driver floor of that read);
 *   index table   the index's published link and media rows as the table is today, by id;
 *   index covering the same rows from a copy with `source_row_id` and a covering index, in index
 *                 order (keyset pages), and
 *   index raw     the same as one streamed statement (SQLite: better-sqlite3 `.raw().iterate()`,
 *                 PostgreSQL: a cursor), the lowest an index layout can read;
 *   transfer      the transfer floor of the walk's bytes (transfer-floor.js).
 * Each in-server step: median of `runs` after a warm-up, the steps interleaved round by round.
 *
 * Run `npm run build` first. Usage:
 *   node scripts/bench/links-index-floor.js [--databases sqlite,postgres] [--sizes 100000] [--runs 2]
 */
const { availableParallelism } = require('node:os');
const { parseArgs } = require('node:util');
const { openRebootable } = require('./rebootable');
const { timedGet, median } = require('./http');
const { mib } = require('./procfs');

const API = '/api/route-discovery/v1';
/** Once per row: JSON escapes a quote inside a value, so no link text can fake one. */
const ROW_MARKER = { rows: '"field_path":"' };
const REBUILD_POLL_MS = 2000;
const STEPS = [
  ['content', '2  content columns + parse + extract (pages)'],
  ['contentRaw', '2r content columns + parse + extract (one stream)'],
  ['indexTable', '3a index rows, table as today (pages by id)'],
  ['indexCovering', '3b index rows, covering index (pages)'],
  ['indexRaw', '3c index rows, covering index (one stream)'],
];

function readOptions() {
  const { values } = parseArgs({
    options: {
      databases: { type: 'string', default: 'sqlite,postgres' },
      sizes: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '2' },
    },
  });
  return {
    databases: values.databases.split(','),
    sizes: values.sizes
      .split(',')
      .map(Number)
      .sort((a, b) => a - b),
    runs: Math.max(1, Number(values.runs)),
  };
}

const auth = (server) => ({ Authorization: `Bearer ${server.apiKey}` });
const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** The rebuild's state (`GET v1/references/rebuild`). */
async function rebuildState(server) {
  const response = await fetch(`${server.baseUrl}${API}/references/rebuild`, { headers: auth(server) });
  if (!response.ok) throw new Error(`GET references/rebuild answered ${response.status}`);
  return (await response.json()).rebuild;
}

/** Waits until no rebuild is building (the first boot indexes the demo content in the background). */
async function untilBuilt(server) {
  for (;;) {
    const state = await rebuildState(server);
    if (state.status !== 'building') return state;
    await sleep(REBUILD_POLL_MS);
  }
}

/** Rebuilds the index from scratch and waits for it: `{ms, versions}`. */
async function rebuild(server) {
  await untilBuilt(server);
  const started = Date.now();
  const response = await fetch(`${server.baseUrl}${API}/references/rebuild`, {
    method: 'POST',
    headers: auth(server),
  });
  if (response.status !== 202) throw new Error(`POST references/rebuild answered ${response.status}`);
  const state = await untilBuilt(server);
  if (state.status !== 'done') throw new Error(`the rebuild ended ${state.status}`);
  return { ms: Date.now() - started, versions: state.processed_versions };
}

/** `runs` timed GETs of the whole list after a warm-up, with the rows counted in the body. */
async function measureWalk(server, runs) {
  const get = () => timedGet(`${server.baseUrl}${API}/content-links`, auth(server), { markers: ROW_MARKER });
  await get();
  const answers = [];
  for (let run = 0; run < runs; run += 1) answers.push(await get());
  for (const answer of answers) {
    if (answer.count !== answer.found.rows)
      throw new Error(`count ${answer.count} but ${answer.found.rows} rows in the body`);
  }
  const all = answers.map((a) => a.ms);
  return { ms: median(all), min: Math.min(...all), all, rows: answers[0].count, bytes: answers[0].bytes };
}

/** The in-server steps, interleaved: a warm-up round, then `runs` rounds; the median of each. */
async function measureSteps(server, runs) {
  const results = Object.fromEntries(STEPS.map(([step]) => [step, []]));
  for (let round = 0; round <= runs; round += 1) {
    for (const [step] of STEPS) {
      await server.call('gc');
      const result = await server.call('linksIndexFloor', { step });
      if (round > 0) results[step].push(result);
    }
  }
  return Object.fromEntries(
    STEPS.map(([step]) => {
      const all = results[step];
      const times = all.map((r) => r.ms);
      return [step, { ...all[0], ms: median(times), min: Math.min(...times), all: times }];
    }),
  );
}

/** The transfer floor of `bytes`, served in the server's process, read by the same client. */
async function measureTransfer(server, bytes, runs) {
  const { port } = await server.call('transferFloor', { bytes });
  const get = () => timedGet(`http://127.0.0.1:${port}/`, {}, { markers: ROW_MARKER });
  await get();
  const answers = [];
  for (let run = 0; run < runs; run += 1) answers.push(await get());
  return { ms: median(answers.map((a) => a.ms)), bytes: answers[0].bytes };
}

const fmt = (ms) => `${ms.toLocaleString('en-US', { maximumFractionDigits: 0 }).padStart(7)} ms`;
const count = (n) => (n === undefined ? '' : n.toLocaleString('en-US'));

/** Prints the figures, each against (2), and the verdicts on the medians and on the fastest runs. */
function report({ walk, steps, transfer }) {
  const content = steps.content.ms;
  const runs = (r) => `runs ${r.all.map((ms) => ms.toFixed(0)).join(', ')}`;
  const line = (label, ms, detail) =>
    console.log(`  ${label.padEnd(52)} ${fmt(ms)}  ${(ms / content).toFixed(2)}x (2)  ${detail}`);
  line(
    '1  walk: GET v1/content-links',
    walk.ms,
    `${count(walk.rows)} link rows, ${mib(walk.bytes)} MiB (${runs(walk)})`,
  );
  for (const [step, label] of STEPS) {
    const r = steps[step];
    const links = r.links === undefined ? 'index rows' : `article rows -> ${count(r.links)} links`;
    line(label, r.ms, `${count(r.rows)} ${links} (${runs(r)})`);
  }
  line('4  transfer floor (same bytes)', transfer.ms, `${mib(transfer.bytes)} MiB`);
  const index = ['indexTable', 'indexCovering', 'indexRaw'];
  for (const [statistic, of] of [
    ['median', (step) => steps[step].ms],
    ['fastest run', (step) => steps[step].min],
  ]) {
    const best = Math.min(...index.map(of));
    const verdict = (ms, against) => `${fmt(ms)} < ${fmt(against)}? ${ms < against ? 'YES' : 'NO'}`;
    console.log(`  ${statistic}: min(3a,3b,3c) < (2): ${verdict(best, of('content'))}`);
    console.log(`  ${statistic}: one stream each, 3c < 2r: ${verdict(of('indexRaw'), of('contentRaw'))}`);
  }
}

async function benchDatabase(client, options) {
  console.log(`\n=== ${client} ===`);
  const site = await openRebootable(client);
  let server;
  const boot = async () => (server = await site.boot());
  try {
    let seededTo = 0;
    await untilBuilt(await boot());
    for (const size of options.sizes) {
      const seeded = await server.call('linksSeed', { from: seededTo, to: size, documents: size });
      seededTo = size;
      console.log(
        `\nseeded ${count(size)} published link articles (${count(seeded.rows)} rows) in ${(seeded.ms / 1000).toFixed(1)} s`,
      );
      const rebuilt = await rebuild(await boot());
      console.log(
        `index rebuilt: ${count(rebuilt.versions)} versions in ${(rebuilt.ms / 1000).toFixed(1)} s`,
      );
      const prepared = await server.call('linksIndexFloor', { step: 'prepare' });
      console.log(
        `covering copy: ${count(prepared.copied)} index rows copied and indexed in ${(prepared.ms / 1000).toFixed(1)} s; plans:`,
      );
      for (const [step, plan] of Object.entries(prepared.plans)) console.log(`  ${step}: ${plan}`);
      const sizes = Object.entries(prepared.sizes).map(([name, bytes]) => `${name} ${mib(bytes)} MiB`);
      console.log(`sizes: ${sizes.join(', ')}`);
      const walk = await measureWalk(server, options.runs);
      const steps = await measureSteps(server, options.runs);
      const transfer = await measureTransfer(server, walk.bytes, options.runs);
      console.log(`\n${client}, ${count(size)} articles, median of ${options.runs} after a warm-up:`);
      report({ walk, steps, transfer });
    }
  } finally {
    await site.close();
  }
}

async function main() {
  const options = readOptions();
  console.log(
    `route-discovery content-links index floor, ${new Date().toISOString()}, node ${process.versions.node}, ${availableParallelism()} cores, sizes ${options.sizes.join(', ')}, runs ${options.runs}`,
  );
  for (const client of options.databases) await benchDatabase(client, options);
}

main().catch((error) => {
  console.error(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exitCode = 1;
});
