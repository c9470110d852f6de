#!/usr/bin/env node
'use strict';
/**
 * Two builds of the admin panel side by side (an admin change before and after): boots one site
 * per built app (`--before` and `--after`, each a `playground/dist` made by `strapi build`) on
 * databases of their own with `--size` published link documents, and opens each page `--repeat`
 * times on each, in turns (before, after, after, before, ...) so both see the same machine load.
 * Prints per page and build, medians over the loads, in ms from navigation:
 *   first row   the frame that painted the page's first row (admin-pages-shown.js, as admin-pages.js)
 *   config      the `GET /route-discovery/report-config` answer, fully received
 *   first read  the first report read sent (`/api/route-discovery/v1/...`)
 *   mints       `POST /route-discovery/report-access` requests per load (decision 0192)
 * Usage (run `npm run build` first; both apps built, e.g. one in a git worktree):
 *   node scripts/bench/admin-pages-ab.js --before ../old/playground/dist --after playground/dist \
 *     [--size 100] [--repeat 10] [--pages backend-urls,exposure] [--database sqlite|postgres]
 */
const { resolve } = require('node:path');
const { URL } = require('node:url');
const { parseArgs } = require('node:util');
const { launchBrowser, openSite } = require('./admin-pages-site');
const { PAGES } = require('./admin-pages-options');
const { readShownMs, watchShown } = require('./admin-pages-shown');
const { median } = require('./http');

const PAGE_TIMEOUT_MS = 300_000;

/** The options; throws an Error naming a bad one. */
function readOptions() {
  const { values } = parseArgs({
    options: {
      before: { type: 'string' },
      after: { type: 'string' },
      size: { type: 'string', default: '100' },
      repeat: { type: 'string', default: '10' },
      pages: { type: 'string', default: 'reports-home,backend-urls,exposure,links' },
      database: { type: 'string', default: 'sqlite' },
    },
  });
  if (!values.before || !values.after) throw new Error('--before and --after: two built apps');
  const names = values.pages.split(',');
  const pages = PAGES.filter((spec) => names.includes(spec.name));
  if (pages.length !== names.length) throw new Error(`--pages: among ${PAGES.map((p) => p.name).join(', ')}`);
  return {
    dists: { before: resolve(values.before), after: resolve(values.after) },
    size: Number(values.size),
    repeat: Math.max(1, Number(values.repeat)),
    pages,
    database: values.database,
  };
}

/** Opens `spec` once on `site`: the figures of the file's docstring for this load. */
async function loadOnce(site, spec) {
  const page = await site.context.newPage();
  const cdp = await site.context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sent = new Map();
  const load = { configMs: null, firstReadMs: null, mints: 0 };
  let started = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const path = new URL(request.url).pathname;
    sent.set(requestId, path);
    if (request.method === 'POST' && path === '/route-discovery/report-access') load.mints += 1;
    if (path.startsWith('/api/route-discovery/v1/')) load.firstReadMs ??= Date.now() - started;
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    if (sent.get(requestId) === '/route-discovery/report-config') load.configMs ??= Date.now() - started;
  });
  await watchShown(page, spec.ready);
  started = Date.now();
  await page.goto(`${site.baseUrl}${spec.path}`, { waitUntil: 'commit' });
  await page.locator(spec.ready).first().waitFor({ timeout: PAGE_TIMEOUT_MS });
  const firstRowMs = await readShownMs(page);
  await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS }).catch(() => undefined);
  await page.close();
  return { ...load, firstRowMs };
}

/** Medians of each figure over `loads` (loads that lack one are left out of its median). */
function medians(loads) {
  const of = (key) => {
    const values = loads.map((load) => load[key]).filter((value) => value !== null);
    return values.length ? Math.round(median(values)) : null;
  };
  return {
    firstRowMs: of('firstRowMs'),
    configMs: of('configMs'),
    firstReadMs: of('firstReadMs'),
    mints: of('mints'),
  };
}

async function main() {
  const options = readOptions();
  const browser = await launchBrowser();
  const sites = {};
  try {
    for (const build of ['before', 'after']) {
      sites[build] = await openSite(
        browser,
        options.size,
        { database: options.database },
        options.dists[build],
      );
    }
    console.log(
      `${new Date().toISOString()} ${options.database}, ${options.size} documents, repeat ${options.repeat}`,
    );
    console.log(
      'page            build    first row   config   first read   mints   (medians, ms from navigation)',
    );
    for (const spec of options.pages) {
      const loads = { before: [], after: [] };
      for (let run = 0; run < options.repeat; run += 1) {
        const order = run % 2 ? ['after', 'before'] : ['before', 'after'];
        for (const build of order) loads[build].push(await loadOnce(sites[build], spec));
      }
      for (const build of ['before', 'after']) {
        const m = medians(loads[build]);
        console.log(
          `${spec.name.padEnd(15)} ${build.padEnd(8)} ${String(m.firstRowMs).padStart(9)} ${String(m.configMs).padStart(8)} ${String(m.firstReadMs).padStart(12)} ${String(m.mints).padStart(7)}`,
        );
      }
    }
  } finally {
    for (const site of Object.values(sites)) {
      await site.context.close();
      await site.close();
    }
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
