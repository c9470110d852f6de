'use strict';
/**
 * Prints the benchmark figures and, beside them, the targets of issue 14 with PASS / FAIL.
 */
const { mib, MIB } = require('./procfs');

const TARGETS = {
  pagesOverFloor: 3, // ours <= 3x the raw SQL floor at 100k documents
  pagesRssGrowthMiB: 64, // peak RSS growth of one request <= 64 MiB at 100k
  rssFlatToleranceMiB: 16, // "not growing from 100k to 1M": at most this much more at 1M
  restOverOurs: 25, // REST paging >= 25x slower than ours
  backendOverHealth: 3, // backend-urls mean latency <= 3x /_health's under the same load
  backendRequestsPerSecond: 500,
  loadRssDriftMiB: 64, // RSS after load (after a GC) within 64 MiB of before
};
const TARGET_SIZE = 100000;
const LARGEST_SIZE = 1000000;

const ms = (value) => `${value.toFixed(1).padStart(9)} ms`;
const ratio = (value) => `${value.toFixed(1)}x`;
const count = (value) => (value === null || value === undefined ? '?' : value.toLocaleString('en-US'));

/**
 * Prints one size's pages figures (see pages.js benchPages).
 * @param {{statistics?: string|null}} figures `statistics`: the state of the table's planner statistics, printed beside the size
 */
function printPages({ documents, floor, ours, rest, statistics }) {
  console.log(`\npages at ${count(documents)} documents${statistics ? `, ${statistics}` : ''}`);
  console.log(`  raw SQL floor (knex, published rows)  ${ms(floor.ms)}   ${count(floor.rows)} rows`);
  console.log(
    `  ours: frontend-urls?filter=pages      ${ms(ours.ms)}   ${ratio(ours.ms / floor.ms)} the floor, ` +
      `server peak RSS +${mib(ours.rssGrowth)} MiB, ${count(ours.rows)} rows, ${mib(ours.bytes)} MiB body` +
      (ours.peakReset ? '' : ' (peak RSS could not be reset: growth is since boot)'),
  );
  if (rest) {
    console.log(
      `  REST paging, pageSize 100             ${ms(rest.ms)}   ${ratio(rest.ms / ours.ms)} ours, ` +
        `${count(rest.requests)} requests, ${count(rest.documents)} documents`,
    );
  }
}

/** Prints one endpoint's load figures (see load.js loadPath). */
function printLoad(figures, seconds, connections) {
  console.log(
    `  ${figures.path.padEnd(38)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
      `mean ${figures.mean.toFixed(1)} ms  p50 ${figures.p50} ms  p99 ${figures.p99} ms  ` +
      `errors ${figures.errors}  non-2xx ${figures.non2xx}  ` +
      `RSS ${mib(figures.rssBefore)} -> ${mib(figures.rssAfter)} -> ${mib(figures.rssAfterGc)} MiB after GC` +
      `  (${connections} clients, ${seconds} s)`,
  );
}

/** One target line: `[PASS] what: figure`. */
function check(ok, what, figure) {
  console.log(`  [${ok ? 'PASS' : 'FAIL'}] ${what}: ${figure}`);
}

/**
 * Prints every target that the measured sizes allow checking.
 * @param {Array} pages benchPages results, by size; @param {object|null} load benchLoad result
 */
function printTargets(pages, load) {
  console.log('\ntargets (issue 14; issue 18: also right after the bulk load)');
  const at = (size) => pages.find((entry) => entry.documents === size && !entry.fresh);
  const target = at(TARGET_SIZE);
  const fresh = pages.find((entry) => entry.documents === TARGET_SIZE && entry.fresh);
  if (fresh) {
    const overFloor = fresh.ours.ms / fresh.floor.ms;
    check(
      overFloor <= TARGETS.pagesOverFloor,
      'pages <= 3x the SQL floor at 100k, right after the bulk load',
      ratio(overFloor),
    );
  }
  if (target) {
    const overFloor = target.ours.ms / target.floor.ms;
    check(overFloor <= TARGETS.pagesOverFloor, 'pages <= 3x the SQL floor at 100k', ratio(overFloor));
    check(
      target.ours.rssGrowth <= TARGETS.pagesRssGrowthMiB * MIB,
      'pages peak RSS growth <= 64 MiB at 100k',
      `${mib(target.ours.rssGrowth)} MiB`,
    );
    if (target.rest) {
      const restRatio = target.rest.ms / target.ours.ms;
      check(
        restRatio >= TARGETS.restOverOurs,
        'REST paging >= 25x slower than ours at 100k',
        ratio(restRatio),
      );
    }
  }
  const largest = at(LARGEST_SIZE);
  if (target && largest) {
    const extra = largest.ours.rssGrowth - target.ours.rssGrowth;
    check(
      extra <= TARGETS.rssFlatToleranceMiB * MIB,
      'pages RSS growth not growing from 100k to 1M (<= +16 MiB)',
      `${mib(target.ours.rssGrowth)} -> ${mib(largest.ours.rssGrowth)} MiB`,
    );
  }
  if (load) {
    const { health, backend } = load;
    const latencyRatio = backend.mean / health.mean;
    check(
      latencyRatio <= TARGETS.backendOverHealth,
      'backend-urls <= 3x /_health mean latency',
      ratio(latencyRatio),
    );
    check(
      backend.requestsPerSecond >= TARGETS.backendRequestsPerSecond,
      'backend-urls >= 500 requests/s at 50 clients',
      backend.requestsPerSecond.toFixed(0),
    );
    check(
      backend.errors + backend.non2xx === 0,
      'backend-urls without errors',
      `${backend.errors + backend.non2xx}`,
    );
    const drift = backend.rssAfterGc - health.rssBefore;
    check(
      drift <= TARGETS.loadRssDriftMiB * MIB,
      'RSS after load (after GC) within 64 MiB of before',
      `${mib(health.rssBefore)} -> ${mib(backend.rssAfterGc)} MiB`,
    );
  }
}

module.exports = { printPages, printLoad, printTargets };
