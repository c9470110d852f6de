#!/usr/bin/env node
'use strict';
/**
 * Time to the first page of `frontend-urls` (issue 34, item 1; docs/decisions/0130-paged-lists.md):
 * boots the playground (SQLite, a database of its own, `pagesPerType: 0` so every published
 * document is a row) in a child process (server.js), seeds published articles (seed.js) up to
 * each size, and at each size measures, median of `runs`:
 * - `first page`: `GET v1/frontend-urls?page_size=100` (what the admin's table asks first);
 * - `next page`: the same with the first page's `next_cursor` (the scan resumes after it);
 * - `counts`: `counts=true` (page rows counted in SQL, no rows sent);
 * - `whole list`: the streamed whole-list answer (the old way), at sizes up to `--whole-max` only.
 * The first size (100 documents) is the baseline measured in the same run; each size prints its
 * first-page time as a ratio of it (target: at most 1.2x at 1,000,000 documents, measured by the
 * admin's browser benchmark; this is the server's share of it).
 *
 * Run `npm run build` first (the playground loads the plugin from dist/). Usage:
 *   node scripts/bench/first-page.js [--sizes 100,100000,1000000] [--runs 5] [--whole-max 100000]
 */
const { availableParallelism } = require('node:os');
const { parseArgs } = require('node:util');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');
const { timedGet, median } = require('./http');

const PATH = '/api/route-discovery/v1/frontend-urls';

function readOptions() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '100,100000,1000000' },
      runs: { type: 'string', default: '5' },
      'whole-max': { type: 'string', default: '100000' },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error(`--sizes: ${values.sizes}`);
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    runs: Number(values.runs),
    wholeMax: Number(values['whole-max']),
  };
}

/** Median time of `runs` GETs of `url`, in ms, and the last answer's body head (for the cursor). */
async function timed(url, headers, runs) {
  const times = [];
  let last;
  for (let run = 0; run < runs; run += 1) {
    last = await timedGet(url, headers);
    times.push(last.ms);
  }
  return { ms: median(times), last };
}

/** The `next_cursor` of a page's body (its first 4 KiB may not hold it: read it whole). */
async function nextCursor(url, headers) {
  const response = await fetch(url, { headers });
  const body = await response.json();
  return body.metadata.page.next_cursor;
}

async function main() {
  const options = readOptions();
  console.log(
    `frontend-urls time to the first page, ${new Date().toISOString()}, node ${process.versions.node}, ` +
      `${availableParallelism()} cores, SQLite, pagesPerType 0, median of ${options.runs}`,
  );
  const database = await createBenchDatabase('sqlite');
  let server;
  try {
    server = await startServer(database.env, { ROUTE_DISCOVERY_CONFIG: JSON.stringify({ pagesPerType: 0 }) });
    const headers = { Authorization: `Bearer ${server.apiKey}` };
    const base = `${server.baseUrl}${PATH}`;
    // A few untimed answers first, so the baseline does not carry the server's warm-up (JIT,
    // first statements prepared) that the later sizes would not.
    for (let warm = 0; warm < 5; warm += 1) await timedGet(`${base}?page_size=100`, headers);
    let seededTo = 0;
    let baseline = null;
    console.log('  documents   first page   next page      counts   whole list   first page / baseline');
    for (const size of options.sizes) {
      await server.call('seed', { from: seededTo, to: size });
      seededTo = size;
      const first = await timed(`${base}?page_size=100`, headers, options.runs);
      const cursor = await nextCursor(`${base}?page_size=100`, headers);
      const next = cursor
        ? await timed(`${base}?page_size=100&cursor=${encodeURIComponent(cursor)}`, headers, options.runs)
        : null;
      const counts = await timed(`${base}?counts=true`, headers, options.runs);
      const whole = size <= options.wholeMax ? await timed(base, headers, Math.min(options.runs, 3)) : null;
      baseline ??= first.ms;
      const cell = (figure) => (figure ? `${figure.ms.toFixed(1)} ms` : '-').padStart(11);
      console.log(
        `  ${size.toLocaleString('en-US').padStart(9)}  ${cell(first)}  ${cell(next)}  ${cell(counts)}  ${cell(whole)}` +
          `   ${(first.ms / baseline).toFixed(2)}x`,
      );
    }
  } finally {
    await server?.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exitCode = 1;
});
