#!/usr/bin/env node
'use strict';
/**
 * The exposure audit under load (issue 34, item 6): boots the demo's playground (seeded content,
 * SQLite, a database file of its own) in a child process (server.js) and loads, with autocannon,
 * `GET v1/backend-urls` (the baseline, same run, same server) then `GET v1/exposure`, each for
 * `duration` seconds at `connections` clients. Prints requests/s, p50, p99, errors and non-2xx
 * answers of each, and the targets (exposure >= 500 requests/s, p99 <= 200 ms, no error) as
 * PASS / FAIL; exits 1 when an answer was not 2xx.
 *
 * Run `npm run build` first (the playground loads the plugin from dist/). Usage:
 *   node scripts/bench/exposure-load.js [--duration 10] [--connections 50]
 * Env: BENCH_DURATION, BENCH_CONNECTIONS; BENCH_SERVER_NODE_OPTIONS adds Node flags to the
 * server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it, see child.js).
 */
const { availableParallelism } = require('node:os');
const { parseArgs } = require('node:util');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');
const { loadPath, BACKEND_PATH, EXPOSURE_PATH } = require('./load');

const TARGETS = { requestsPerSecond: 500, p99Ms: 200 };

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: process.env.BENCH_DURATION || '10' },
      connections: { type: 'string', default: process.env.BENCH_CONNECTIONS || '50' },
    },
  });
  const positive = (text, name) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name}: not a positive integer: ${text}`);
    return value;
  };
  return {
    duration: positive(values.duration, 'duration'),
    connections: positive(values.connections, 'connections'),
  };
}

const pass = (ok) => (ok ? 'PASS' : 'FAIL');

/** One line of figures (see load.js summarize()). */
function printFigures(name, figures) {
  console.log(
    `  ${name.padEnd(13)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s` +
      `   p50 ${String(figures.p50).padStart(5)} ms   p99 ${String(figures.p99).padStart(5)} ms` +
      `   ${figures.requests} requests, ${figures.errors} errors, ${figures.non2xx} non-2xx`,
  );
}

async function main() {
  const options = readOptions();
  console.log(
    `exposure audit under load, ${new Date().toISOString()}, node ${process.versions.node}, ` +
      `${availableParallelism()} cores, ${options.connections} clients x ${options.duration} s, demo content on SQLite`,
  );
  const database = await createBenchDatabase('sqlite');
  let server;
  try {
    server = await startServer(database.env);
    const auth = { Authorization: `Bearer ${server.apiKey}` };
    const backend = await loadPath(server, BACKEND_PATH, auth, options);
    const exposure = await loadPath(server, EXPOSURE_PATH, auth, options);
    printFigures('backend-urls', backend);
    printFigures('exposure', exposure);
    console.log('\ntargets (exposure)');
    console.log(
      `  >= ${TARGETS.requestsPerSecond} requests/s: ${exposure.requestsPerSecond.toFixed(0)} ` +
        `${pass(exposure.requestsPerSecond >= TARGETS.requestsPerSecond)}`,
    );
    console.log(`  p99 <= ${TARGETS.p99Ms} ms: ${exposure.p99} ms ${pass(exposure.p99 <= TARGETS.p99Ms)}`);
    const clean = [backend, exposure].every((figures) => figures.errors === 0 && figures.non2xx === 0);
    console.log(`  no errors, every answer 2xx: ${pass(clean)}`);
    if (!clean) process.exitCode = 1;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exitCode = 1;
});
