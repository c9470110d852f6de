'use strict';
/**
 * The monitor benchmark's bare client (scripts/bench/watch-run.js): the check engine alone
 * (`checkLink` with one `HostLimiter`, packages/check-engine), every URL at once, under the
 * limits the monitor is given, with nothing around it: no Strapi, no database, no checkpoints.
 * It is the rate a scheduled run is compared with. The engine's TypeScript sources are bundled
 * with esbuild (already a dependency of the admin build) into memory and loaded here.
 *
 * Reads {urls, hostIntervalMs, timeoutMs} on IPC, answers {checked, failed}.
 */
const Module = require('node:module');
const { join } = require('node:path');
const { buildSync } = require('esbuild');

function loadCheckEngine() {
  const entry = join(__dirname, '..', '..', 'packages', 'check-engine', 'src', 'index.ts');
  const [output] = buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
  }).outputFiles;
  const engine = new Module(entry);
  engine._compile(output.text, entry);
  return engine.exports;
}

process.once('message', async ({ urls, hostIntervalMs, timeoutMs }) => {
  const { checkLink, HostLimiter, FAILING_LINK_OUTCOMES } = loadCheckEngine();
  const limiter = new HostLimiter({ intervalMs: hostIntervalMs, concurrency: 1 });
  const results = await Promise.all(
    urls.map((url) =>
      checkLink(url, {
        fetchImpl: fetch,
        limiter,
        timeoutMs,
        maxRetries: 1,
        headers: { 'User-Agent': 'bench' },
      }),
    ),
  );
  const failed = results.filter((result) => FAILING_LINK_OUTCOMES.includes(result.outcome)).length;
  process.send({ checked: results.length, failed });
  process.disconnect();
});
