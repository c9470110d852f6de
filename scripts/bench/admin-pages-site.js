'use strict';
/**
 * One site of the admin pages benchmark (scripts/bench/admin-pages.js): the playground's admin
 * panel built with `strapi build`, and a server booted in a child process (child.js) on a database
 * of its own, seeded with link documents (links-seed.js), with a super admin logged in in a
 * Chromium browser context.
 */
const { chromium } = require('playwright-core');
const { buildAdminPanel } = require('../build-admin-panel');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium, headless, as tests/e2e launches it (`CHROMIUM_PATH` to use another). */
function launchBrowser() {
  return chromium.launch({
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
}

const ADMIN = { email: 'bench@example.com', password: 'Bench-Passw0rd!' };
/** Documents the seed inserts per call to the server (one transaction each). */
const SEED_STEP = 5000;

/**
 * Seeds `size` link documents in steps (and, with `files`, one upload file per document and their
 * index rows: files-seed.js); prints and returns the time it took.
 */
async function seed(server, size, database, files = false) {
  const started = Date.now();
  for (let from = 0; from < size; from += SEED_STEP) {
    const to = Math.min(size, from + SEED_STEP);
    await server.call('linksSeed', { from, to, documents: size, three: true });
    if (files) await server.call('filesSeed', { from, to });
  }
  if (database === 'postgres') await server.call('analyze');
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `  seeded ${size} documents${files ? ' (and as many upload files)' : ''} in ${seconds.toFixed(1)} s (${Math.round(size / seconds)} documents/s)`,
  );
  return seconds;
}

/** Logs the benchmark's super admin in, in `context` (its session stays for the pages). */
async function logIn(context, baseUrl) {
  const login = await context.newPage();
  await login.goto(`${baseUrl}/admin/auth/login`);
  await login.locator('input[name="email"]').fill(ADMIN.email);
  await login.locator('input[name="password"]').fill(ADMIN.password);
  await login.locator('button[type="submit"]').click();
  await login.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 120_000 });
  await login.close();
}

/**
 * Boots a server on a database of its own, seeds `size` documents, logs in a browser context.
 * @param {{database: 'sqlite'|'postgres', files?: boolean}} options
 * @param {string} dist the built app (`playground/dist`)
 * @returns {Promise<{size: number, seedSeconds: number, context: object, baseUrl: string, close: () => Promise<void>, seedOne: (index: number) => Promise<unknown>}>}
 */
async function openSite(browser, size, options, dist) {
  const database = await createBenchDatabase(options.database);
  const server = await startServer(database.env, {
    SERVE_ADMIN_PANEL: 'true',
    BENCH_DIST_DIR: dist,
    DEMO_ADMIN_EMAIL: ADMIN.email,
    DEMO_ADMIN_PASSWORD: ADMIN.password,
    ROUTE_DISCOVERY_CONFIG: JSON.stringify({ pagesPerType: 0 }),
  });
  const close = async () => {
    await server.stop();
    await database.drop();
  };
  try {
    const seedSeconds = await seed(server, size, options.database, options.files);
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    await logIn(context, server.baseUrl);
    // One more published document (decision 0149's after-change load): the summary's data moved.
    const seedOne = (index) =>
      server.call('linksSeed', { from: size + index, to: size + index + 1, documents: size, three: true });
    return { size, seedSeconds, context, baseUrl: server.baseUrl, close, seedOne };
  } catch (error) {
    await close();
    throw error;
  }
}

module.exports = { buildAdminPanel, launchBrowser, openSite };
