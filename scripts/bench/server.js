'use strict';
/**
 * Benchmark server: boots the playground in THIS process (so the load generator and the client
 * stay out of its memory figures), listening on 127.0.0.1 on a free port. Run it with
 * `node --expose-gc` through child_process.fork: the parent sets the environment (database,
 * secrets, DISCOVERY_API_KEY) and talks to it over the IPC channel:
 *
 *   -> {id, command: 'seed', from, to}  inserts published articles number `from` to `to` - 1 (seed.js)
 *   -> {id, command: 'freeze'}     stops the server refreshing the statistics of `articles` by itself
 *   -> {id, command: 'analyze'}    refreshes them (ANALYZE)
 *   -> {id, command: 'scan'}       times the raw SQL scan of published articles on Strapi's connection
 *   -> {id, command: 'gc'}         runs a full garbage collection
 *   -> {id, command: 'link-categories'} / {id, command: 'scan-site'}  site URLs through a relation (site-seed.js)
 *   -> {id, command: 'linksSeed', from, to, documents, outsideOrigin?, three?} / 'linksScan': content-links benchmark (links-seed.js)
 *   -> {id, command: 'filesSeed', from, to}: upload files and index rows for the Files page (files-seed.js)
 *   -> {id, command: 'transferFloor', bytes}: a plain HTTP server sending that many bytes of rows (transfer-floor.js)
 *   -> {id, command: 'barePipeline', threads}: a plain HTTP server doing the content-links work bare, on 1 or 2 threads (bare-pipeline.js)
 *   -> {id, command: 'linksIndexFloor', step}: a step of the index-floor benchmark (links-index-sql.js)
 *   -> {id, command: 'watchSeed', urls}: outside links in the reference index for the monitor benchmark (watch-seed.js)
 *   -> {id, command: 'publishCost', count}: times `count` publishes of one article with 50 links and 10 relations (publish-cost-seed.js)
 *   -> {id, command: 'blocks'}: how long the event loop was held since the last `blocks` (blockMeter)
 *   -> {id, command: 'threads'}: peak memory per thread since the last `threads`, with BENCH_THREAD_MEMORY=1 (thread-memory.js)
 *   <- {id, result} or {id, error}
 *
 * It first sends {ready: true, port}. SIGUSR2 also runs a garbage collection; the IPC channel
 * closing (parent gone) or SIGTERM stops Strapi and exits.
 */
const { resolve } = require('node:path');
const { seedArticles, scanPublished, freezeStatistics, analyzeArticles } = require('./seed');
const { linkCategories, scanWithCategory } = require('./site-seed');
const { seedLinkArticles, scanLinkColumns } = require('./links-seed');
const { seedFilesAndReferences } = require('./files-seed');
const { serveRows } = require('./transfer-floor');
const { serveBarePipeline } = require('./bare-pipeline');
const { publishCost } = require('./publish-cost-seed');
const { indexFloor } = require('./links-index-sql');
const { seedWatchLinks } = require('./watch-seed');

const PLAYGROUND_DIR = resolve(__dirname, '..', '..', 'playground');

function collectGarbage() {
  if (typeof globalThis.gc !== 'function') throw new Error('start the server with node --expose-gc');
  globalThis.gc();
}

/** Period (ms) of the timer that measures how late it fires: a late tick is the thread held. */
const TICK_MS = 10;

/**
 * Measures the event loop's blocks from now on: a timer due every TICK_MS that fires late was
 * held by work on Strapi's thread for that long. Returns a reader of the figures since its last
 * call: the longest block, and the count and sum of blocks of 50 ms and more (ms).
 */
function blockMeter() {
  const { performance } = require('node:perf_hooks');
  let last = performance.now();
  let figures = { longestMs: 0, blocks50: 0, blocked50Ms: 0 };
  setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    last = now;
    figures.longestMs = Math.max(figures.longestMs, late);
    if (late >= 50) {
      figures.blocks50 += 1;
      figures.blocked50Ms += late;
    }
  }, TICK_MS).unref();
  return () => {
    const read = figures;
    figures = { longestMs: 0, blocks50: 0, blocked50Ms: 0 };
    return read;
  };
}

async function main() {
  const readThreads = process.env.BENCH_THREAD_MEMORY ? require('./thread-memory').watchWorkers() : null;
  const { createStrapi } = require('@strapi/strapi');
  // BENCH_DIST_DIR: the compiled app with its admin panel (`strapi build`), for the browser benchmark.
  const instance = createStrapi({
    appDir: PLAYGROUND_DIR,
    distDir: process.env.BENCH_DIST_DIR || PLAYGROUND_DIR,
  });
  instance.log.level = process.env.BENCH_LOG_LEVEL || 'error';
  const strapi = await instance.load();
  strapi.server.mount();
  await new Promise((ready) => strapi.server.httpServer.listen(0, '127.0.0.1', ready));
  const knex = strapi.db.connection;
  const client = process.env.DATABASE_CLIENT || 'sqlite';

  const readBlocks = blockMeter();
  const commands = {
    blocks: async () => readBlocks(),
    threads: async () => readThreads?.() ?? null,
    seed: ({ from, to }) => seedArticles(knex, client, from, to),
    scan: () => scanPublished(knex),
    freeze: () => freezeStatistics(knex, client),
    analyze: () => analyzeArticles(knex, client),
    gc: async () => collectGarbage(),
    'link-categories': () => linkCategories(knex),
    'scan-site': () => scanWithCategory(knex),
    linksSeed: ({ from, to, documents, outsideOrigin, three }) =>
      seedLinkArticles(knex, client, from, to, documents, outsideOrigin, three),
    linksScan: () => scanLinkColumns(knex),
    filesSeed: ({ from, to }) => seedFilesAndReferences(knex, client, from, to),
    transferFloor: ({ bytes }) => serveRows(bytes),
    barePipeline: async ({ threads }) => ({ port: (await serveBarePipeline(knex, { threads })).port }),
    publishCost: (args) => publishCost(strapi, args),
    linksIndexFloor: (args) => indexFloor(knex, client, args),
    watchSeed: ({ urls }) => seedWatchLinks(knex, client, urls),
  };

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await strapi.destroy().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGUSR2', collectGarbage);
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  process.on('message', async ({ id, command, ...args }) => {
    try {
      const handler = commands[command];
      if (!handler) throw new Error(`unknown command ${command}`);
      process.send({ id, result: await handler(args) });
    } catch (error) {
      process.send({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  process.send({ ready: true, port: strapi.server.httpServer.address().port });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
