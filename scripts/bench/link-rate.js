#!/usr/bin/env node
'use strict';
/**
 * Benchmark of issue 19, item 7 (docs/benchmarks.md, "Content links", per-host rate): the CLI's
 * outside-link checking (`smoke --links all`) against a fake outside host on 127.0.0.1, measured
 * where the requests arrive. The playground (SQLite) is seeded with link articles whose two outside
 * links each point at the fake host (`/a/<n>`, `/b/<n>`), so one run sends the host one request
 * per distinct URL. For each `--host-interval` the achieved rate (requests after the first, over
 * the time from the first arrival to the last) is printed beside the configured one, and beside
 * the same run with `--host-interval 0` (no per-host limit: how fast the CLI would go) as the
 * baseline. Target (PASS / FAIL): the achieved rate within 10% of 1000 / interval per second.
 *
 * Run `npm run build && npm run build -w packages/cli` first. Usage:
 *   node scripts/bench/link-rate.js [--intervals 1000,200,50] [--articles 30]
 */
const { execFile } = require('node:child_process');
const { createServer } = require('node:http');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { parseArgs } = require('node:util');
const { performance } = require('node:perf_hooks');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');

const CLI = join(__dirname, '..', '..', 'packages', 'cli', 'dist', 'cli.js');
const TOLERANCE = 0.1;

function readOptions() {
  const { values } = parseArgs({
    options: {
      intervals: { type: 'string', default: '1000,200,50' },
      articles: { type: 'string', default: '30' },
    },
  });
  return { intervals: values.intervals.split(',').map(Number), articles: Number(values.articles) };
}

/** A fake outside host answering 200 to every request, recording arrival times (ms). */
async function startFakeHost() {
  const arrivals = [];
  const server = createServer((request, response) => {
    arrivals.push(performance.now());
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.end(request.method === 'HEAD' ? undefined : 'ok');
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    arrivals,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** One `smoke --links all` run as a child process; resolves with its exit code. */
function runCli(server, interval, reportDir) {
  const args = [
    CLI,
    'smoke',
    '--url',
    server.baseUrl,
    '--key',
    server.apiKey,
    '--include',
    '/api/homepage',
    '--quiet',
    '--links',
    'all',
    '--host-interval',
    String(interval),
    '--report',
    `json=${join(reportDir, `links-${interval}.json`)}`,
  ];
  return new Promise((done) => {
    execFile(process.execPath, args, { maxBuffer: 64 * 2 ** 20 }, (error) =>
      done(error ? (error.code ?? 1) : 0),
    );
  });
}

/** Requests per second over the arrivals: (n - 1) / (last - first). */
const rateOf = (arrivals) =>
  arrivals.length < 2 ? 0 : (arrivals.length - 1) / ((arrivals.at(-1) - arrivals[0]) / 1000);

async function main() {
  const options = readOptions();
  console.log(
    `route-discovery link-rate benchmark, ${new Date().toISOString()}, node ${process.versions.node}, ${options.articles} link articles`,
  );
  const host = await startFakeHost();
  const database = await createBenchDatabase('sqlite');
  const reportDir = mkdtempSync(join(tmpdir(), 'rd-bench-link-rate-'));
  const server = await startServer(database.env, { PLAYGROUND_OUTSIDE_ORIGIN: host.origin });
  try {
    await server.call('linksSeed', {
      from: 0,
      to: options.articles,
      documents: options.articles,
      outsideOrigin: host.origin,
    });
    for (const interval of [0, ...options.intervals]) {
      host.arrivals.length = 0;
      const started = performance.now();
      const exitCode = await runCli(server, interval, reportDir);
      const seconds = (performance.now() - started) / 1000;
      const rate = rateOf(host.arrivals);
      const line = `  --host-interval ${String(interval).padStart(5)} ms: ${String(host.arrivals.length).padStart(4)} requests at the host, ${rate.toFixed(2).padStart(8)} per second (run ${seconds.toFixed(1)} s, exit ${exitCode})`;
      if (interval === 0) {
        console.log(`${line}   baseline: no per-host limit`);
        continue;
      }
      const configured = 1000 / interval;
      const off = rate / configured - 1;
      console.log(
        `${line}   configured ${configured.toFixed(2)} per second, ${(off * 100).toFixed(1)}%: ${Math.abs(off) <= TOLERANCE ? 'PASS' : 'FAIL'} (within ${TOLERANCE * 100}%)`,
      );
    }
  } finally {
    await server.stop();
    await database.drop();
    await host.close();
    rmSync(reportDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exitCode = 1;
});
