#!/usr/bin/env node
'use strict';
/**
 * Benchmark: `route-discovery smoke` against the way the original in-admin runner tested URLs.
 *
 * Boots the playground in-process on a temporary SQLite file, inserts BENCH_DOCUMENTS published
 * articles (default 10000), sets `pagesPerType: 0` (every document is a page row), then, in the
 * same run against the same server:
 *
 *   cli          the real CLI (packages/cli/dist/cli.js) as a child process, default concurrency 8,
 *                every check it plans (frontend rows and auth-enforcement checks)
 *   sequential   one GET at a time with a 100 ms pause between requests (the original in-admin
 *                runner), over the first BENCH_SAMPLE testable frontend URLs (default 300): a
 *                sample, because the full list would take minutes at that pace
 *
 * and prints URLs per second for both. Run `npm run build` and `npm run build -w packages/cli` first.
 * Usage: node scripts/benchmark-smoke.js
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdirSync, mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { performance } = require('node:perf_hooks');
const { URLSearchParams } = require('node:url');
const { playgroundBootEnv } = require('../playground/boot-env');
const { seedArticles } = require('./bench/seed');

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS || 10000);
const SAMPLE = Number(process.env.BENCH_SAMPLE || 300);
const root = resolve(__dirname, '..');
const playgroundDir = join(root, 'playground');
const cliEntry = join(root, 'packages', 'cli', 'dist', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'rd-bench-smoke-'));
const key = `bench-${randomBytes(8).toString('hex')}`;
mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });

Object.assign(process.env, {
  ...playgroundBootEnv({ publicDir: join(dir, 'public'), apiKey: key }),
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: join(dir, 'bench.db'),
});

/** Runs the CLI as a child process (asynchronously: this process serves the requests). */
function runCli(args) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [cliEntry, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout }));
  });
}

const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

async function main() {
  const { createStrapi } = require('@strapi/strapi');
  const instance = createStrapi({ appDir: playgroundDir, distDir: playgroundDir });
  instance.log.level = 'error';
  const strapi = await instance.load();
  strapi.server.mount();
  await new Promise((ready) => strapi.server.httpServer.listen(0, '127.0.0.1', ready));
  const base = `http://127.0.0.1:${strapi.server.httpServer.address().port}`;
  try {
    await seedArticles(strapi.db.connection, 'sqlite', 0, DOCUMENTS);
    strapi.config.set('plugin::route-discovery.pagesPerType', 0);
    console.log(`node ${process.versions.node}, ${DOCUMENTS} published articles, pagesPerType 0\n`);

    const report = join(dir, 'report.json');
    let started = performance.now();
    const cli = await runCli(['smoke', '--url', base, '--key', key, '--quiet', '--report', `json=${report}`]);
    const cliSeconds = (performance.now() - started) / 1000;
    const { totals, suites } = JSON.parse(readFileSync(report, 'utf8'));
    console.log(cli.stdout.trim().split('\n').pop());
    console.log(
      `cli (concurrency 8):          ${totals.checks} URLs (frontend ${suites.frontend.checks}, auth ${suites.auth.checks}) ` +
        `in ${cliSeconds.toFixed(1)} s (discovery included) = ${(totals.checks / cliSeconds).toFixed(1)} URLs/s, exit code ${cli.code}`,
    );

    const envelope = await (
      await fetch(`${base}/api/route-discovery/v1/frontend-urls`, {
        headers: { Authorization: `Bearer ${key}` },
      })
    ).json();
    const sample = envelope.urls
      .filter((row) => row.is_testable)
      .slice(0, SAMPLE)
      .map((row) => {
        const search = new URLSearchParams(row.query_params).toString();
        return `${row.resolved_url || row.url}${search ? `?${search}` : ''}`;
      });
    started = performance.now();
    let passed = 0;
    for (const [index, path] of sample.entries()) {
      if (index > 0) await sleep(100);
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status >= 200 && response.status < 400) passed += 1;
    }
    const loopSeconds = (performance.now() - started) / 1000;
    console.log(
      `sequential, 100 ms pause:     ${sample.length} URLs (a sample: the first ${SAMPLE} testable frontend URLs), ${passed} passed, ` +
        `in ${loopSeconds.toFixed(1)} s = ${(sample.length / loopSeconds).toFixed(1)} URLs/s`,
    );
    console.log(`\nspeed-up: ${(totals.checks / cliSeconds / (sample.length / loopSeconds)).toFixed(1)}x`);
  } finally {
    await strapi.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
