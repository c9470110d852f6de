#!/usr/bin/env node
'use strict';
/**
 * Benchmark of `route-discovery merge-reports` (issue 21, docs/benchmarks.md): writes the JSON
 * reports of `--shards` shards holding `--results` check results in all (1% failing), then merges
 * them into JUnit, JSON and Markdown, reporting wall time and peak RSS (GNU time's `%M`, maximum
 * resident set size) beside two baselines measured in the same run: an empty Node process, and
 * `JSON.parse` of one shard's report (what a merge that loads reports whole starts with).
 * Run `npm run build -w packages/cli` (or `node packages/cli/bundle.js`) first. Usage:
 *   node scripts/bench/merge-reports.js [--results 1000000] [--shards 4]
 */
const { execFileSync } = require('node:child_process');
const { createWriteStream, mkdtempSync, rmSync, statSync } = require('node:fs');
const { once } = require('node:events');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { parseArgs } = require('node:util');

const CLI = resolve(__dirname, '../../packages/cli/dist/cli.js');

/** One check result as `smoke` writes it (packages/cli/schema/report.schema.json). */
function result(index) {
  const failed = index % 100 === 0;
  const site = index % 2 === 0;
  return {
    scope: site ? 'site' : 'frontend',
    method: 'GET',
    path: site ? `https://www.example.com/blog/news/post-${index}` : '/api/articles/:id',
    target: site ? `https://www.example.com/blog/news/post-${index}` : `/api/articles/doc${index}`,
    handler: site ? 'api::article.article' : 'api::article.article.findOne',
    expect: 'success',
    withAdminToken: false,
    ...(site ? { pageType: 'api::article.article', locale: index % 4 === 0 ? 'fr' : 'en' } : {}),
    passed: !failed,
    status: failed ? 404 : 200,
    ms: 12,
    attempts: 1,
    kind: failed ? 'http-error' : 'ok',
    reason: failed ? 'HTTP 404' : 'HTTP 200',
  };
}

/** Writes one shard's JSON report, streamed, with results `from` to `to` - 1. */
async function writeShard(file, shard, total, from, to) {
  const out = createWriteStream(file);
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const header = {
    format: 'route-discovery-report/2',
    base_url: 'http://127.0.0.1:1337',
    started_at: new Date().toISOString(),
    duration_ms: 1000,
    exit_code: 1,
    admin_credentials: false,
    notes: [],
    totals: { checks: to - from, passed: 0, failed: 0, excluded: 0 },
    suites: {},
    drift: [],
    shard: { index: shard, total },
  };
  await write(`${JSON.stringify(header, null, 2).slice(0, -2)},\n  "results": [`);
  for (let index = from; index < to; index += 1) {
    await write(`${index === from ? '' : ','}\n    ${JSON.stringify(result(index))}`);
  }
  await write('\n  ]\n}\n');
  out.end();
  await once(out, 'close');
}

/** Runs a Node command under GNU time: wall seconds and peak RSS in MiB. */
function timed(args) {
  const started = process.hrtime.bigint();
  let stderr = '';
  try {
    execFileSync('/usr/bin/time', ['-f', 'RSS_KB=%M', process.execPath, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    // merge-reports exits 1 (the shards hold failures): its figures are still what we want.
    stderr = String(error.stderr ?? '');
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const match = /RSS_KB=(\d+)/.exec(stderr) ?? [];
  return { seconds, rssMiB: Number(match[1] ?? NaN) / 1024, stderr };
}

function timedRss(args) {
  const started = process.hrtime.bigint();
  const { stderr } = require('node:child_process').spawnSync(
    '/usr/bin/time',
    ['-f', 'RSS_KB=%M', process.execPath, ...args],
    { encoding: 'utf8' },
  );
  const match = /RSS_KB=(\d+)/.exec(stderr) ?? [];
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, rssMiB: Number(match[1]) / 1024 };
}

async function main() {
  const { values } = parseArgs({
    options: { results: { type: 'string', default: '1000000' }, shards: { type: 'string', default: '4' } },
  });
  const results = Number(values.results);
  const shards = Number(values.shards);
  const dir = mkdtempSync(join(tmpdir(), 'rd-bench-merge-'));
  try {
    const files = [];
    for (let shard = 1; shard <= shards; shard += 1) {
      const file = join(dir, `shard-${shard}.json`);
      await writeShard(
        file,
        shard,
        shards,
        Math.floor(((shard - 1) * results) / shards),
        Math.floor((shard * results) / shards),
      );
      files.push(file);
    }
    const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    console.log(`merge-reports benchmark, ${new Date().toISOString()}, node ${process.versions.node}`);
    console.log(
      `${results.toLocaleString('en-US')} results in ${shards} shard reports, ${(bytes / 2 ** 20).toFixed(0)} MiB of JSON`,
    );
    const empty = timedRss(['-e', '']);
    const parse = timedRss([
      '-e',
      `JSON.parse(require('node:fs').readFileSync(${JSON.stringify(files[0])}, 'utf8'))`,
    ]);
    const merge = timed([
      CLI,
      'merge-reports',
      ...files,
      '--report',
      `junit=${join(dir, 'm.xml')}`,
      '--report',
      `json=${join(dir, 'm.json')}`,
      '--report',
      `markdown=${join(dir, 'm.md')}`,
    ]);
    console.log(`  baseline: empty node process            peak RSS ${empty.rssMiB.toFixed(0)} MiB`);
    console.log(
      `  baseline: JSON.parse of one shard report  peak RSS ${parse.rssMiB.toFixed(0)} MiB, ${parse.seconds.toFixed(1)} s`,
    );
    console.log(
      `  merge-reports, junit + json + markdown    peak RSS ${merge.rssMiB.toFixed(0)} MiB, ${merge.seconds.toFixed(1)} s`,
    );
    const merged = statSync(join(dir, 'm.json')).size;
    console.log(
      `  merged JSON ${(merged / 2 ** 20).toFixed(0)} MiB, JUnit ${(statSync(join(dir, 'm.xml')).size / 2 ** 20).toFixed(0)} MiB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(String(error instanceof Error ? error.message : error).slice(0, 500));
  process.exitCode = 1;
});
