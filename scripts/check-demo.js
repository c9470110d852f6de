#!/usr/bin/env node
'use strict';
/**
 * Checks the README's demo start-up under the running Node: runs `npm run demo` (plugin build,
 * admin panel build, seeding, `strapi start`) on a free port in its own process group, waits until
 * the discovery API answers `GET /api/route-discovery/v1/backend-urls` with 200 and rows, then
 * stops it with SIGINT to the group, as Ctrl-C in a terminal does, and expects every process of the
 * group (Strapi included) to end and the API to stop answering. Prints how long the start-up took.
 * Fails (exit code 1) when the demo exits first, the API does not answer within LIMIT_MS, or the
 * stop is not clean. Usage: node scripts/check-demo.js
 * Env: CHECK_DEMO_OUTPUT, a file the demo's whole output is appended to as it comes (CI runs the
 * Node-major suites beside the demo once that output says the plugin is built: .ci/run).
 * SIGTERM or SIGINT to this script stops the demo's process group too (a failed CI run's cleanup).
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { createServer } = require('node:net');
const { appendFileSync } = require('node:fs');
const { resolve } = require('node:path');
const { performance } = require('node:perf_hooks');

/** Longest the whole start-up may take (the admin panel build is most of it), ms. */
const LIMIT_MS = 600_000;
/** Longest the demo may take to exit after SIGINT, ms. */
const STOP_LIMIT_MS = 30_000;
/** Characters of the demo's output shown when the check fails. */
const OUTPUT_TAIL = 6000;

const root = resolve(__dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

/** A port nothing listens on now. */
function freePort() {
  return new Promise((found, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => found(port));
    });
  });
}

/** Number of rows `backend-urls` answers with, or undefined while it does not answer 200. */
async function backendRows(base, key) {
  try {
    const response = await fetch(`${base}/api/route-discovery/v1/backend-urls`, {
      headers: { authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status !== 200) return undefined;
    const body = await response.json();
    return Array.isArray(body.urls) ? body.urls.length : undefined;
  } catch {
    return undefined;
  }
}

/** Whether any process of this process group is left (signal 0 only checks). */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const port = await freePort();
  const key = `rd_${randomBytes(24).toString('hex')}`;
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // Its own process group, so SIGINT reaches npm, the shell and Strapi alike, as Ctrl-C does.
  const demo = spawn(npm, ['run', 'demo'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DISCOVERY_API_KEY: key },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const outputFile = process.env.CHECK_DEMO_OUTPUT;
  const keep = (chunk) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
    if (outputFile) appendFileSync(outputFile, chunk);
  };
  demo.stdout.on('data', keep);
  demo.stderr.on('data', keep);
  let end;
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      if (!end) process.kill(-demo.pid, 'SIGKILL');
      process.exit(128 + (signal === 'SIGTERM' ? 15 : 2));
    });
  }
  const exited = new Promise((done) =>
    demo.once('exit', (code, signal) => {
      end = { code, signal };
      done(end);
    }),
  );
  const fail = (message) => {
    console.error(`FAIL ${message}\n--- demo output (tail) ---\n${output}`);
    if (!end) process.kill(-demo.pid, 'SIGKILL');
    process.exit(1);
  };

  let rows;
  while (!end && performance.now() - started < LIMIT_MS && rows === undefined) {
    rows = await backendRows(base, key);
    if (rows === undefined) await Promise.race([sleep(1000), exited]);
  }
  if (end) fail(`npm run demo exited (${end.code ?? end.signal}) before the API answered`);
  if (rows === undefined) fail(`the API did not answer within ${LIMIT_MS / 1000} s`);
  const ready = performance.now() - started;
  console.log(
    `Node ${process.version}: npm run demo answered backend-urls (${rows} rows) after ${(ready / 1000).toFixed(0)} s`,
  );

  process.kill(-demo.pid, 'SIGINT');
  const stopped = await Promise.race([exited, sleep(STOP_LIMIT_MS)]);
  if (!stopped) fail(`npm run demo did not exit within ${STOP_LIMIT_MS / 1000} s of SIGINT`);
  // npm and its shell end by the SIGINT itself (130 or the signal); the demo must end cleanly.
  if (![0, 130].includes(stopped.code) && stopped.signal !== 'SIGINT') {
    fail(`npm run demo exited with ${stopped.code ?? stopped.signal} on SIGINT`);
  }
  for (const until = performance.now() + STOP_LIMIT_MS; groupAlive(demo.pid); await sleep(200)) {
    if (performance.now() > until) fail('a process of npm run demo outlived the SIGINT');
  }
  if ((await backendRows(base, key)) !== undefined) fail('the API still answers after SIGINT');
  console.log(`Node ${process.version}: npm run demo stopped Strapi and exited on SIGINT`);
}

main().catch((error) => {
  console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
