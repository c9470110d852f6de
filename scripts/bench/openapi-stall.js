#!/usr/bin/env node
'use strict';
/**
 * Does `v1/openapi` stall the CMS? (issue 44, item 1). Boots the playground with the wide page
 * (PLAYGROUND_WIDE_PAGE=1: a dynamic zone of 40 components, playground/src/fixtures/wide-page.js)
 * on SQLite in a child process (server.js), then measures, with one client each asking in turn
 * for `GET /_health` and `GET v1/backend-urls` at the same time (each answer timed in full):
 *
 *   1. idle: nothing else asked (after 2 s of warm-up and a 5 s pause), and again right before
 *      each phase below (that phase's baseline);
 *   2. floor, control, then exposure: 10 clients ask for `/_health` (the floor: what 10 clients
 *      cost the probes whatever they ask), then for Strapi's public category list `/api/categories`
 *      anonymously (the control: Strapi's own answers, no plugin code on their path, under the same
 *      load; each later phase prints the control's ratio beside its own), then for `v1/exposure`
 *      from the server's first one (the audit's first build), at once, each again as soon as
 *      answered;
 *   3. graphql: the same on `v1/graphql` (the operation listing);
 *   4. cold: the same on `v1/openapi`, from the server's first `v1/openapi` (the first build of
 *      the document; the audit it also reads is built by then);
 *   5. warm: the same 10 clients once the document was built (waiting for it after the cold
 *      phase when the build outlasts it).
 *
 * Each phase prints the blocks of Strapi's thread (server.js `blocks`). Then `v1/openapi` alone,
 * sequentially (`--samples` requests), from the cache. Prints each p99 beside the idle ones and the
 * targets (p99 within 1.5x of idle, and no more than the control's ratio: decision 0259; cached
 * `v1/openapi` under 50 ms, median) as PASS / FAIL.
 *
 * `--before DIR` first runs the same on a server loading the plugin from DIR (another build:
 * its package.json, strapi-server.js and dist/, inside this repository so its node_modules
 * resolve; docs/benchmarks.md says how to make one), for a before/after pair in one run.
 *
 * Run `npm run build` first. Usage:
 *   node scripts/bench/openapi-stall.js [--duration 10] [--samples 30] [--before .tmp/bench-before]
 */
const { availableParallelism, loadavg } = require('node:os');
const { performance } = require('node:perf_hooks');
const { resolve } = require('node:path');
const { parseArgs } = require('node:util');
const { createBenchDatabase } = require('./database');
const { startServer } = require('./child');
const { BACKEND_PATH } = require('./load');
const { askInTurn, percentile } = require('./turns');
const { askRepeatedly, statusCounts } = require('./repeat-askers');

const OPENAPI_PATH = '/api/route-discovery/v1/openapi';
/** Strapi's own answers under the same load, no plugin code on their path: the control. */
const CONTENT_API_PHASE = "Strapi's content API (control: the public category list)";
/** The phases under load: each one's name and the path its clients ask for. */
const PHASES = [
  ['floor (10 clients on /_health)', '/_health'],
  [CONTENT_API_PHASE, '/api/categories'],
  ['exposure (first build)', '/api/route-discovery/v1/exposure'],
  ['graphql', '/api/route-discovery/v1/graphql'],
  ['openapi cold (first build)', OPENAPI_PATH],
  ['openapi warm', OPENAPI_PATH],
];
const OPENAPI_CLIENTS = 10;
const TARGETS = { p99Ratio: 1.5, cachedMs: 50 };
const SETTLE_MS = 5000; // pause after the warm-up, before the idle baseline

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      samples: { type: 'string', default: '30' },
      before: { type: 'string' },
    },
  });
  const positive = (text, name) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name}: not a positive integer: ${text}`);
    return value;
  };
  return {
    duration: positive(values.duration, 'duration'),
    samples: positive(values.samples, 'samples'),
    before: values.before ? resolve(values.before) : null,
  };
}

/** Asks for `url` in turn for `duration` seconds (turns.js). */
function askInTurnFor(url, headers, duration) {
  const end = performance.now() + duration * 1000;
  return askInTurn(url, headers, () => performance.now() < end);
}

/** `/_health` and `backend-urls`, one client each, for `duration` seconds at once. */
async function probe(server, duration) {
  const auth = { Authorization: `Bearer ${server.apiKey}` };
  const [health, backend] = await Promise.all([
    askInTurnFor(`${server.baseUrl}/_health`, {}, duration),
    askInTurnFor(`${server.baseUrl}${BACKEND_PATH}`, auth, duration),
  ]);
  return { health, backend };
}

/**
 * Waits until `v1/openapi` answers 200 (its first build done), asking once a second, at most
 * `limitMs`: on a loaded machine the first build can outlast the cold phase, and the warm phase
 * must measure a built document.
 * @returns how long it waited (ms)
 */
async function untilBuilt(server, limitMs) {
  const auth = { Authorization: `Bearer ${server.apiKey}` };
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const response = await fetch(`${server.baseUrl}${OPENAPI_PATH}`, { headers: auth });
    await response.arrayBuffer();
    if (response.status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`v1/openapi was not built within ${limitMs} ms`);
}

/** `v1/openapi` asked `samples` times one after another: times (ms) and the cache header. */
async function sequential(server, samples) {
  const auth = { Authorization: `Bearer ${server.apiKey}` };
  const times = [];
  const caches = new Set();
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${OPENAPI_PATH}`, { headers: auth });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`v1/openapi answered ${response.status}`);
    times.push(performance.now() - started);
    caches.add(response.headers.get('x-discovery-cache') ?? '(no header)');
  }
  return { times: times.sort((a, b) => a - b), caches: [...caches] };
}

const pass = (ok) => (ok ? 'PASS' : 'FAIL');
const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;

/**
 * One phase's figures: the asked path's times, then each probe's p99 beside the idle measured
 * right before the phase (the target's baseline: the machine's load drifts over a run) and the
 * first idle, the same ratio in the control phase (Strapi's content API under the same load, when
 * measured: `controlRatios`), and the blocks of Strapi's thread during the phase (server.js `blocks`).
 * @returns each probe's ratio to the idle right before the phase: {health, backend}
 */
function printLoaded(name, path, idles, loaded, answers, blocks, controlRatios) {
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const asked = path.replace('/api/route-discovery/', '');
  console.log(`\n${name}: ${OPENAPI_CLIENTS} clients on ${asked} (${statusCounts(answers)})`);
  console.log(`  ${asked.padEnd(16)} p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}`);
  const ratios = {};
  for (const path of ['health', 'backend']) {
    // No answer in the whole phase is a stall, whatever the ratio of nothing says.
    const ratioTo = (idle) =>
      loaded[path].requests ? loaded[path].p99 / Math.max(idle[path].p99, 1) : Infinity;
    const [ratio, first] = [ratioTo(idles.before), ratioTo(idles.first)];
    ratios[path] = ratio;
    const control = controlRatios
      ? `; control ${controlRatios[path].toFixed(2)}x ${pass(ratio <= controlRatios[path])}`
      : '';
    console.log(
      `  ${(path === 'health' ? '/_health' : 'backend-urls').padEnd(16)} p99 ${ms(loaded[path].p99)} ` +
        `(idle before it ${ms(idles.before[path].p99)}): ${ratio.toFixed(2)}x, target <= ${TARGETS.p99Ratio}x ` +
        `${pass(ratio <= TARGETS.p99Ratio)}${control}; ${first.toFixed(2)}x the first idle (${ms(idles.first[path].p99)}); ` +
        `p50 ${ms(loaded[path].p50)}, ${loaded[path].requests} requests` +
        (loaded[path].bad ? `, ${loaded[path].bad} failed` : ''),
    );
  }
  console.log(
    `  Strapi's thread: longest block ${ms(blocks.longestMs)}, ${blocks.blocks50} blocks >= 50 ms ` +
      `(${ms(blocks.blocked50Ms)} in all)`,
  );
  return ratios;
}

/** Every phase on one server loading the plugin from `pluginDir` (null: this repository). */
async function runOn(pluginDir, options) {
  console.log(`\n== plugin from ${pluginDir ?? 'this repository'}`);
  const database = await createBenchDatabase('sqlite');
  const env = { PLAYGROUND_WIDE_PAGE: '1' };
  if (pluginDir) env.ROUTE_DISCOVERY_PLUGIN_DIR = pluginDir;
  let server;
  try {
    server = await startServer(database.env, env);
    // Warm-up, then a pause: the first requests after a boot pay first-use work (and the app may
    // still be finishing work it started at boot), which would inflate the idle baseline.
    await probe(server, 2);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idle = await probe(server, options.duration);
    console.log(
      `idle: /_health p99 ${ms(idle.health.p99)} (p50 ${ms(idle.health.p50)}), ` +
        `backend-urls p99 ${ms(idle.backend.p99)} (p50 ${ms(idle.backend.p50)})`,
    );
    let controlRatios = null;
    for (const [phase, path] of PHASES) {
      if (phase === 'openapi warm') {
        const waited = await untilBuilt(server, 300_000);
        console.log(`\n(v1/openapi answered 200 ${ms(waited)} after the cold phase)`);
      }
      const before = await probe(server, options.duration);
      await server.call('blocks');
      const askers = askRepeatedly(server, OPENAPI_CLIENTS, path);
      const loaded = await probe(server, options.duration);
      const blocks = await server.call('blocks');
      const answers = await askers.stop();
      const ratios = printLoaded(
        phase,
        path,
        { before, first: idle },
        loaded,
        answers,
        blocks,
        controlRatios,
      );
      if (phase === CONTENT_API_PHASE) controlRatios = ratios;
    }
    const cached = await sequential(server, options.samples);
    const median = percentile(cached.times, 0.5);
    console.log(
      `\nv1/openapi alone, ${options.samples} in a row (X-Discovery-Cache: ${cached.caches.join(', ')}): ` +
        `median ${ms(median)}, p90 ${ms(percentile(cached.times, 0.9))}, max ${ms(cached.times.at(-1))}; ` +
        `target median < ${TARGETS.cachedMs} ms ${pass(median < TARGETS.cachedMs)}`,
    );
  } finally {
    await server?.stop();
    await database.drop();
  }
}

async function main() {
  const options = readOptions();
  console.log(
    `v1/openapi and the CMS, ${new Date().toISOString()}, node ${process.versions.node}, ` +
      `${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}, the playground with the wide page ` +
      `(40 components) on SQLite, ${options.duration} s per phase`,
  );
  if (options.before) await runOn(options.before, options);
  await runOn(null, options);
}

main().catch((error) => {
  console.error(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exitCode = 1;
});
