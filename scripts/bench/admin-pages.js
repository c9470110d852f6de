#!/usr/bin/env node
'use strict';
/**
 * Browser benchmark of the admin pages (issue 34, item 5): for each size, boots the playground with
 * its built admin panel in a child process (server.js, `BENCH_DIST_DIR=playground/dist`) on a
 * SQLite database of its own, with every published document listed (`pagesPerType: 0`), seeds N
 * published articles whose body holds three links (another article, a missing upload, an outside
 * page; each also has a cover: links-seed.js), logs a super admin into the admin panel in Chromium
 * (playwright-core, Debian's `chromium --headless --no-sandbox`, as tests/e2e does) and opens the
 * homepage and each report page, printing per page:
 *   first row  ms from navigation to the page's first table row (or its counts, on the homepage)
 *   rows       table rows in the DOM
 *   heap       the page's JS heap after load (CDP `Runtime.getHeapUsage`, used bytes)
 *   plugin     bytes downloaded from the plugin's endpoints (`/route-discovery/`), as received
 *              (CDP `Network.loadingFinished` `encodedDataLength`)
 * beside the same page at the smallest size of the run (the baseline, measured in the same run).
 *
 * Run `npm run build` first; the admin panel is built with `strapi build` unless
 * `--skip-admin-build` (and playground/dist exists). Usage:
 *   node scripts/bench/admin-pages.js [--sizes 100,10000] [--skip-admin-build]
 */
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { parseArgs } = require('node:util');
const { chromium } = require('playwright-core');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');

const ROOT = resolve(__dirname, '..', '..');
const DIST = join(ROOT, 'playground', 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ADMIN = { email: 'bench@example.com', password: 'Bench-Passw0rd!' };
const PLUGIN = '/admin/plugins/route-discovery';
/** Rows the seed inserts per bulk call (one transaction each). */
const SEED_STEP = 5000;
/** The longest a page may take to show its first row. */
const PAGE_TIMEOUT_MS = 300_000;

/** The pages measured: path and the selector of what shows once its data has come. */
const PAGES = [
  { name: 'homepage', path: '/admin', ready: '[data-testid="count-backend"]' },
  { name: 'reports-home', path: PLUGIN, ready: '[data-testid="count-backend"]' },
  { name: 'backend-urls', path: `${PLUGIN}/backend-urls`, ready: '[data-testid="report-row"]' },
  { name: 'frontend-urls', path: `${PLUGIN}/frontend-urls`, ready: '[data-testid="report-row"]' },
  { name: 'exposure', path: `${PLUGIN}/exposure`, ready: '[data-testid="exposure-group-high"]' },
  { name: 'graphql', path: `${PLUGIN}/graphql`, ready: '[data-testid="graphql-operation"]' },
  { name: 'runs', path: `${PLUGIN}/runs`, ready: '[data-testid="runs-trend"], [data-testid="runs-empty"]' },
  { name: 'links', path: `${PLUGIN}/links`, ready: '[data-testid="link-row"]' },
];

function readOptions() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: process.env.BENCH_SIZES || '100,10000' },
      'skip-admin-build': { type: 'boolean', default: false },
    },
  });
  const sizes = values.sizes
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--sizes: whole numbers');
  return { sizes, skipAdminBuild: values['skip-admin-build'] };
}

/** `strapi build` of the playground: the app compiled into playground/dist with its admin panel. */
function buildAdminPanel() {
  const strapiPackage = require.resolve('@strapi/strapi/package.json', { paths: [join(ROOT, 'playground')] });
  const bin = join(strapiPackage, '..', 'bin', 'strapi.js');
  const result = spawnSync(process.execPath, [bin, 'build'], {
    cwd: join(ROOT, 'playground'),
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`strapi build failed:\n${result.stdout}\n${result.stderr}`);
}

/** Opens one page and measures it (see the file's docstring). */
async function measurePage(context, baseUrl, spec) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  let pluginBytes = 0;
  let pluginRequests = 0;
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) || '';
    if (!url.includes('/route-discovery/')) return;
    pluginBytes += event.encodedDataLength;
    pluginRequests += 1;
  });
  const started = Date.now();
  await page.goto(`${baseUrl}${spec.path}`);
  await page.locator(spec.ready).first().waitFor({ timeout: PAGE_TIMEOUT_MS });
  const firstRowMs = Date.now() - started;
  // Requests still under way when the first row shows (the widget's last run, counts) finish.
  await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS }).catch(() => undefined);
  const rows = await page.locator('tbody tr').count();
  await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await page.close();
  return { firstRowMs, rows, heapBytes: usedSize, pluginBytes, pluginRequests };
}

/** Boots, seeds `size` documents, measures every page; stops the server. */
async function measureSize(browser, size) {
  const database = await createBenchDatabase('sqlite');
  const server = await startServer(database.env, {
    SERVE_ADMIN_PANEL: 'true',
    BENCH_DIST_DIR: DIST,
    DEMO_ADMIN_EMAIL: ADMIN.email,
    DEMO_ADMIN_PASSWORD: ADMIN.password,
    ROUTE_DISCOVERY_CONFIG: JSON.stringify({ pagesPerType: 0 }),
  });
  try {
    for (let from = 0; from < size; from += SEED_STEP)
      await server.call('linksSeed', {
        from,
        to: Math.min(size, from + SEED_STEP),
        documents: size,
        three: true,
      });
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const login = await context.newPage();
    await login.goto(`${server.baseUrl}/admin/auth/login`);
    await login.locator('input[name="email"]').fill(ADMIN.email);
    await login.locator('input[name="password"]').fill(ADMIN.password);
    await login.locator('button[type="submit"]').click();
    await login.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 120_000 });
    await login.close();
    const results = {};
    for (const spec of PAGES) {
      try {
        results[spec.name] = await measurePage(context, server.baseUrl, spec);
      } catch (error) {
        results[spec.name] = { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
      }
    }
    await context.close();
    return results;
  } finally {
    await server.stop();
    await database.drop();
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mibText = (bytes) => `${(bytes / 1048576).toFixed(1)} MiB`;

/** One figure beside its baseline: `value (baseline at <size>: x)`. */
function row(name, size, result, baseline) {
  if (result.error) return `${name.padEnd(14)} ${String(size).padStart(7)}  error: ${result.error}`;
  const cell = (value, base, format) =>
    base && !base.error ? `${format(value)} (${format(base)})` : format(value);
  return [
    name.padEnd(14),
    String(size).padStart(7),
    cell(result.firstRowMs, baseline?.firstRowMs, (v) => `${v} ms`).padEnd(22),
    cell(result.rows, baseline?.rows, String).padEnd(16),
    cell(result.heapBytes, baseline?.heapBytes, mibText).padEnd(24),
    `${cell(result.pluginBytes, baseline?.pluginBytes, kib)} in ${result.pluginRequests} requests`,
  ].join('  ');
}

async function main() {
  const options = readOptions();
  if (!options.skipAdminBuild || !existsSync(DIST)) {
    console.log('building the playground admin panel (strapi build)...');
    buildAdminPanel();
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
    headless: true,
  });
  try {
    const bySize = new Map();
    for (const size of options.sizes) {
      console.log(`measuring at ${size} documents...`);
      bySize.set(size, await measureSize(browser, size));
    }
    const smallest = options.sizes[0];
    console.log(`\nadmin pages (SQLite; in parentheses: the same page at ${smallest} documents, same run)`);
    console.log(
      [
        'page'.padEnd(14),
        'docs'.padStart(7),
        'first row'.padEnd(22),
        'rows'.padEnd(16),
        'heap'.padEnd(24),
        'from the plugin',
      ].join('  '),
    );
    for (const spec of PAGES)
      for (const size of options.sizes) {
        const baseline = size === smallest ? undefined : bySize.get(smallest)[spec.name];
        console.log(row(spec.name, size, bySize.get(size)[spec.name], baseline));
      }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
