#!/usr/bin/env node
'use strict';
/**
 * Browser benchmark of the admin pages (issue 34, item 5): for each size, boots the playground with
 * its built admin panel in a child process (server.js, `BENCH_DIST_DIR=playground/dist`) on a
 * database of its own (SQLite, or PostgreSQL on 127.0.0.1 with `--database postgres`), with every
 * published document listed (`pagesPerType: 0`), seeds N published articles whose body holds three
 * links (another article, a missing upload, an outside page; each also has a cover: links-seed.js)
 * and prints how long that took, logs a super admin into the admin panel in Chromium
 * (playwright-core, Debian's `chromium --headless --no-sandbox`, as tests/e2e does) and opens the
 * homepage and each plugin page `--repeat` times, printing per page:
 *   first row  ms from navigation to the frame that paints the page's first table row (the first
 *              page's; the homepage and reports home: the counts), timed in the page
 *              (admin-pages-shown.js), median
 *   rows       table rows in the DOM (`tbody tr`), once the page's requests have settled
 *   heap       the page's JS heap after load and a GC (CDP `Runtime.getHeapUsage`, used bytes)
 *   plugin     bytes downloaded from the plugin's endpoints (`/route-discovery/`), as received
 *              (CDP `Network.loadingFinished` `encodedDataLength`)
 * beside the same page at the smallest size of the run (the baseline, measured in the same run),
 * then PASS / FAIL per target (admin-pages-report.js). Exits 1 when a target fails.
 *
 * Run `npm run build` first; the admin panel is built with `strapi build` unless
 * `--skip-admin-build` (and playground/dist exists). Usage:
 *   node scripts/bench/admin-pages.js [--sizes 100,10000] [--database sqlite|postgres] [--repeat 3]
 *     [--pages files,links] [--files] [--after-change] [--skip-admin-build] [--json results.json]
 * `--pages` measures only the pages named (PAGES' names); `--files` also seeds one upload file per
 * document with its references in the index (files-seed.js), so the Files page's lists grow with N.
 * `--after-change` then publishes one more document at each size and times the homepage's counts
 * (shown `updating`) and their update (decision 0149). On the homepage the plugin's and Strapi's
 * own widgets' requests are traced (admin-pages-trace.js).
 */
const { existsSync, writeFileSync } = require('node:fs');
const { loadavg } = require('node:os');
const { join, resolve } = require('node:path');
const { buildAdminPanel, launchBrowser, openSite } = require('./admin-pages-site');
const { median } = require('./http');
const { printReport } = require('./admin-pages-report');
const { readShownMs, watchShown } = require('./admin-pages-shown');
const { readOptions } = require('./admin-pages-options');
const {
  measureAfterChange,
  printTrace,
  timeAlone,
  traceFigures,
  tracedPath,
} = require('./admin-pages-trace');

const ROOT = resolve(__dirname, '..', '..');
const DIST = join(ROOT, 'playground', 'dist');
/** The longest a page may take to show its first row. */
const PAGE_TIMEOUT_MS = 300_000;

/** Opens one page once and measures it (see the file's docstring). */
async function measureOnce(context, baseUrl, spec) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  let pluginBytes = 0;
  let pluginRequests = 0;
  /** The homepage's data requests (the plugin's summary, Strapi's own widgets): ms from navigation. */
  const traced = new Map();
  // The page's own requests only: the alone timings below are not the page's bytes.
  let pageLoading = true;
  let started = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    const path = spec.name === 'homepage' && tracedPath(event.request.url, event.request.method);
    if (path) traced.set(event.requestId, { path, sentMs: Date.now() - started });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) || '';
    const trace = traced.get(event.requestId);
    if (trace) trace.doneMs = Date.now() - started;
    if (!url.includes('/route-discovery/') || !pageLoading) return;
    pluginBytes += event.encodedDataLength;
    pluginRequests += 1;
  });
  await watchShown(page, spec.ready);
  started = Date.now();
  await page.goto(`${baseUrl}${spec.path}`, { waitUntil: 'commit' });
  await page.locator(spec.ready).first().waitFor({ timeout: PAGE_TIMEOUT_MS });
  // Timed in the page: Playwright's own wait sees a row up to 500 ms late (admin-pages-shown.js).
  const polledMs = Date.now() - started;
  const firstRowMs = (await readShownMs(page)) ?? polledMs;
  // Requests still under way when the first row shows (the widget's last run, counts) finish.
  await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS }).catch(() => undefined);
  const rows = await page.locator('tbody tr').count();
  await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  pageLoading = false;
  const requests = [...traced.values()];
  const alone = spec.name === 'homepage' ? await timeAlone(page, requests) : undefined;
  await page.close();
  return { firstRowMs, polledMs, rows, heapBytes: usedSize, pluginBytes, pluginRequests, requests, alone };
}

/** The median time to the first row of `runs`, with the last load's other figures. */
function summarize(runs) {
  const firstRowRuns = runs.map((run) => run.firstRowMs);
  const polledMs = median(runs.map((run) => run.polledMs));
  return {
    ...runs[runs.length - 1],
    firstRowMs: median(firstRowRuns),
    firstRowRuns,
    polledMs,
    trace: traceFigures(runs),
  };
}

/** Measures a page on the site and on the baseline site (if any) in turns, `repeat` times each. */
async function measurePair(site, baseSite, spec, repeat) {
  const runs = [];
  const baseRuns = [];
  try {
    for (let run = 0; run < repeat; run += 1) {
      if (baseSite) baseRuns.push(await measureOnce(baseSite.context, baseSite.baseUrl, spec));
      runs.push(await measureOnce(site.context, site.baseUrl, spec));
    }
  } catch (error) {
    const failed = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    return { result: runs.length === repeat ? summarize(runs) : failed, baseline: failed };
  }
  return { result: summarize(runs), baseline: baseSite ? summarize(baseRuns) : undefined };
}

/**
 * Measures every page at `size`, each load of a page at the baseline size right before it, so
 * both see the same machine load (a shared machine's load moves within minutes).
 * @returns {Promise<{name: string, size: number, result: object, baseline?: object}[]>}
 */
async function measureSize(site, baseSite, options) {
  const entries = [];
  for (const spec of options.pages) {
    const { result, baseline } = await measurePair(site, baseSite, spec, options.repeat);
    entries.push({ name: spec.name, size: site.size, result, baseline });
    const figure = (value) => (value?.error ? 'error' : `${value?.firstRowMs} ms`);
    console.log(`  ${spec.name}: ${figure(result)}${baseline ? ` (baseline ${figure(baseline)})` : ''}`);
    if (!result.error) printTrace(result, baseline?.error ? undefined : baseline);
  }
  if (options.afterChange && options.pages.some((spec) => spec.name === 'homepage')) {
    const after = await measureAfterChange(site, PAGE_TIMEOUT_MS);
    console.log(
      `  homepage after one more document: counts in ${after.countsMs} ms (${after.state}), current after ${after.currentMs} ms`,
    );
  }
  return entries;
}

async function main() {
  const options = readOptions();
  if (!options.skipAdminBuild || !existsSync(DIST)) {
    console.log('building the playground admin panel (strapi build)...');
    buildAdminPanel();
  }
  const browser = await launchBrowser();
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(
    `${new Date().toISOString()} ${options.database}, repeat ${options.repeat}, load average ${load()}`,
  );
  let failed = 0;
  const [smallest, ...larger] = options.sizes;
  let baseSite;
  try {
    console.log(`baseline: ${smallest} documents (load average ${load()})...`);
    baseSite = await openSite(browser, smallest, options, DIST);
    const entries = [];
    if (larger.length === 0) entries.push(...(await measureSize(baseSite, undefined, options)));
    for (const size of larger) {
      console.log(`measuring at ${size} documents, beside ${smallest} (load average ${load()})...`);
      const site = await openSite(browser, size, options, DIST);
      try {
        entries.push(...(await measureSize(site, baseSite, options)));
      } finally {
        await site.context.close();
        await site.close();
      }
    }
    if (options.json) writeFileSync(options.json, JSON.stringify(entries, null, 2));
    failed = printReport(entries, smallest, options.database === 'sqlite' ? 'SQLite' : 'PostgreSQL');
    console.log(`\n${new Date().toISOString()} load average ${load()}; ${failed} target(s) missed`);
  } finally {
    await baseSite?.context.close();
    await baseSite?.close();
    await browser.close();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
