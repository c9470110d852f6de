#!/usr/bin/env node
'use strict';
/**
 * Benchmark of issue 21 (docs/benchmarks.md, "Site URLs through a relation"): frontend-urls page
 * rows with the relation-path pattern `/blog/[category.slug]/[slug]` (pagesPerType 0, every
 * article linked to a category) beside the raw SQL scan of the columns those URLs need, the join
 * included, in the same run; and the same request without siteUrl. Prints the server's peak RSS
 * growth per size: flat memory means the growth does not follow the number of documents.
 * Run `npm run build` first. Usage:
 *   node scripts/bench/site-pages.js [--databases sqlite,postgres] [--sizes 10000,100000] [--runs 3]
 */
const { parseArgs } = require('node:util');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');
const { timedGet, median } = require('./http');
const { readMemory, resetPeak, mib } = require('./procfs');

const PAGES_PATH = '/api/route-discovery/v1/frontend-urls?filter=pages';
const SITE = 'https://www.example.com';
const PATTERN_CONFIG = {
  pagesPerType: 0,
  siteUrl: SITE,
  urlPatterns: { 'api::article.article': '/blog/[category.slug]/[slug]' },
};
const MARKERS = { articles: '"page_type":"api::article.article"', filled: `"site_url":"${SITE}/blog/` };
const TARGET_RATIO = 3;

/** Median time of `runs` requests after a warm-up, and the peak RSS growth over all of them. */
async function measureOurs(server, runs) {
  const get = () =>
    timedGet(
      `${server.baseUrl}${PAGES_PATH}`,
      { Authorization: `Bearer ${server.apiKey}` },
      { markers: MARKERS },
    );
  await server.call('gc');
  const before = readMemory(server.pid).rss;
  resetPeak(server.pid);
  await get();
  const times = [];
  let last;
  for (let run = 0; run < runs; run += 1) {
    last = await get();
    times.push(last.ms);
  }
  return { ms: median(times), found: last.found, rssGrowth: readMemory(server.pid).peak - before };
}

async function measureFloor(server, runs) {
  await server.call('scan-site');
  const times = [];
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    const scan = await server.call('scan-site');
    times.push(scan.ms);
    rows = scan.rows;
  }
  return { ms: median(times), rows };
}

async function benchDatabase(client, sizes, runs) {
  console.log(`\n=== ${client} ===`);
  const database = await createBenchDatabase(client);
  let server;
  const boot = async (config) => {
    await server?.stop();
    server = await startServer(database.env, { ROUTE_DISCOVERY_CONFIG: JSON.stringify(config) });
    return server;
  };
  try {
    let seededTo = 0;
    for (const size of sizes) {
      const seeding = await boot({ pagesPerType: 0 });
      await seeding.call('seed', { from: seededTo, to: size });
      const linked = await seeding.call('link-categories');
      seededTo = size;
      console.log(
        `\n${size.toLocaleString('en-US')} published articles, ${linked.links.toLocaleString('en-US')} new category links`,
      );
      const ours = await measureOurs(await boot(PATTERN_CONFIG), runs);
      const floor = await measureFloor(server, runs);
      const plain = await measureOurs(await boot({ pagesPerType: 0 }), runs);
      if (ours.found.articles !== floor.rows || ours.found.filled !== floor.rows) {
        throw new Error(
          `answer holds ${ours.found.articles} article rows, ${ours.found.filled} with a site_url; the scan read ${floor.rows}`,
        );
      }
      const ratio = ours.ms / floor.ms;
      console.log(
        `  raw SQL scan with the category join (floor): ${floor.ms.toFixed(0)} ms for ${floor.rows.toLocaleString('en-US')} rows`,
      );
      console.log(
        `  frontend-urls?filter=pages, [category.slug] pattern: ${ours.ms.toFixed(0)} ms, peak RSS +${mib(ours.rssGrowth)} MiB`,
      );
      console.log(
        `  frontend-urls?filter=pages, no siteUrl (same data):   ${plain.ms.toFixed(0)} ms, peak RSS +${mib(plain.rssGrowth)} MiB`,
      );
      console.log(
        `  ratio to the floor: ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x): ${ratio <= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
      );
    }
  } finally {
    await server?.stop();
    await database.drop();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      databases: { type: 'string', default: 'sqlite' },
      sizes: { type: 'string', default: '10000,100000' },
      runs: { type: 'string', default: '3' },
    },
  });
  const sizes = values.sizes
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  console.log(
    `route-discovery site-pages benchmark, ${new Date().toISOString()}, node ${process.versions.node}`,
  );
  for (const client of values.databases.split(',')) await benchDatabase(client, sizes, Number(values.runs));
}

main().catch((error) => {
  console.error(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exitCode = 1;
});
