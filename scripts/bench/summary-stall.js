#!/usr/bin/env node
'use strict';
/**
 * Does `v1/summary` stall the CMS on SQLite? (issue 44, item 1; decision 0248). The summary reads
 * a fingerprint of the content (one SQL statement of aggregates) on every request. Two servers in
 * turn, each on a fresh SQLite database with `--documents` published articles (seed.js):
 *
 *   - in-thread: the fingerprint read on Strapi's thread, as before 0248 (the worker's file is
 *     set aside, which is the plugin's own fallback);
 *   - worker: the read in the fingerprint worker thread (`dist/server/fingerprint-worker.js`).
 *
 * For each: the counts are made current first (the first walk is not measured), then `/_health`
 * and `v1/backend-urls` p99 (one client each asking in turn) idle, and while `--clients` clients
 * ask for `v1/summary` back to back, then while as many ask anonymously for Strapi's own public
 * category list (the control: Strapi's answers, no plugin code, under the same load). Prints each
 * p99 beside the idle one (target: within 1.5x), and the control's.
 *
 * `--before DIR` first measures the worker mode of another build of the plugin in DIR (as
 * openapi-stall.js's `--before`: its package.json, strapi-server.js and dist/, inside this
 * repository), for a before/after pair in one run.
 *
 * Run `npm run build` first. Usage:
 *   node scripts/bench/summary-stall.js [--documents 100000] [--clients 10] [--duration 10] [--before DIR]
 */
const { existsSync, renameSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { parseArgs } = require('node:util');
const { performance } = require('node:perf_hooks');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');
const { BACKEND_PATH } = require('./load');
const { askInTurn, percentile } = require('./turns');
const { askRepeatedly } = require('./repeat-askers');

const SUMMARY_PATH = '/api/route-discovery/v1/summary';
/** Strapi's own public category list: the control, Strapi's answers under the same load. */
const CONTROL_PATH = '/api/categories';
const WORKER_FILE = join(__dirname, '..', '..', 'dist', 'server', 'fingerprint-worker.js');
const SEED_CHUNK = 10_000;
const P99_RATIO = 1.5;

function readOptions() {
  const { values } = parseArgs({
    options: {
      documents: { type: 'string', default: '100000' },
      clients: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
      before: { type: 'string' },
    },
  });
  const positive = (text, name) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name}: not a positive integer: ${text}`);
    return value;
  };
  return {
    documents: positive(values.documents, 'documents'),
    clients: positive(values.clients, 'clients'),
    duration: positive(values.duration, 'duration'),
    before: values.before ? resolve(values.before) : null,
  };
}

/** `/_health` and `backend-urls`, one client each, for `seconds`, while `load()` runs. */
async function probeDuring(server, seconds, load = async () => []) {
  const auth = { Authorization: `Bearer ${server.apiKey}` };
  const end = performance.now() + seconds * 1000;
  const going = () => performance.now() < end;
  const [health, backend, loaded] = await Promise.all([
    askInTurn(`${server.baseUrl}/_health`, {}, going),
    askInTurn(`${server.baseUrl}${BACKEND_PATH}`, auth, going),
    load(going),
  ]);
  return { health, backend, loaded };
}

/** `clients` loops asking for the summary while `going()`: every answer's time (ms), sorted. */
async function askSummary(server, clients, going) {
  const auth = { Authorization: `Bearer ${server.apiKey}` };
  const times = [];
  const loop = async () => {
    while (going()) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}${SUMMARY_PATH}`, { headers: auth });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`v1/summary answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  return times.sort((a, b) => a - b);
}

/** Asks for the summary until its counts are current (the first walk done), at most 10 minutes. */
async function untilCounted(server) {
  const auth = { Authorization: `Bearer ${server.apiKey}` };
  const deadline = performance.now() + 600_000;
  while (performance.now() < deadline) {
    const response = await fetch(`${server.baseUrl}${SUMMARY_PATH}`, { headers: auth });
    const body = await response.json();
    if (response.status === 200 && (body.summary?.counts_state ?? 'current') === 'current') return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the summary was not counted within 10 minutes');
}

async function measure(mode, options, env = {}) {
  const database = await createBenchDatabase('sqlite');
  const server = await startServer(database.env, env);
  try {
    for (let from = 0; from < options.documents; from += SEED_CHUNK) {
      await server.call('seed', { from, to: Math.min(options.documents, from + SEED_CHUNK) });
    }
    await untilCounted(server);
    await probeDuring(server, 2);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await probeDuring(server, options.duration);
    const loaded = await probeDuring(server, options.duration, (going) =>
      askSummary(server, options.clients, going),
    );
    // The control: Strapi's own public category list under the same load (no plugin code).
    const control = await probeDuring(server, options.duration, async (going) => {
      const askers = askRepeatedly(server, options.clients, CONTROL_PATH);
      while (going()) await new Promise((resolve) => setTimeout(resolve, 100));
      return askers.stop();
    });
    const ratio = (key, phase = loaded) => phase[key].p99 / idle[key].p99;
    const worst = Math.max(ratio('health'), ratio('backend'));
    console.log(
      `${mode}: idle /_health p99 ${idle.health.p99.toFixed(1)} ms, backend-urls ${idle.backend.p99.toFixed(1)} ms; ` +
        `${options.clients} clients on v1/summary (${loaded.loaded.length} answers, median ` +
        `${percentile(loaded.loaded, 0.5).toFixed(1)} ms): /_health p99 ${loaded.health.p99.toFixed(1)} ms = ` +
        `${ratio('health').toFixed(2)}x, backend-urls ${loaded.backend.p99.toFixed(1)} ms = ` +
        `${ratio('backend').toFixed(2)}x, target <= ${P99_RATIO}x ${worst <= P99_RATIO ? 'PASS' : 'FAIL'}; ` +
        `control (${options.clients} clients on ${CONTROL_PATH}, ${control.loaded.length} answers): ` +
        `/_health ${ratio('health', control).toFixed(2)}x, backend-urls ${ratio('backend', control).toFixed(2)}x, ` +
        `the summary at most the control ${ratio('health') <= ratio('health', control) && ratio('backend') <= ratio('backend', control) ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function main() {
  const options = readOptions();
  if (!existsSync(WORKER_FILE)) throw new Error(`${WORKER_FILE} is missing: run npm run build first`);
  console.log(
    `Summary benchmark: SQLite, ${options.documents} published articles, ${options.clients} clients`,
  );
  if (options.before) {
    await measure(`worker thread, plugin from ${options.before}`, options, {
      ROUTE_DISCOVERY_PLUGIN_DIR: options.before,
    });
  }
  const aside = `${WORKER_FILE}.aside`;
  renameSync(WORKER_FILE, aside);
  try {
    await measure('in-thread (as before 0248)', options);
  } finally {
    renameSync(aside, WORKER_FILE);
  }
  await measure('worker thread', options);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
