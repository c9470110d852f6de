#!/usr/bin/env node
'use strict';
/**
 * Checks the CLI package as a new user gets it: packs `packages/cli` (`npm pack`, which runs its
 * `prepack` build), installs the tarball with a plain `npm install` into an empty folder, times
 * the install (with an empty npm cache), and runs `npx route-discovery --help` there. Fails (exit code 1) when the install
 * takes a minute or more, pulls any `@strapi/*` or React package, or `--help` does not list the
 * exit codes. Needs the npm registry. Usage: node scripts/check-cli-tarball.js
 */
const { execFileSync } = require('node:child_process');
const { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { performance } = require('node:perf_hooks');

const LIMIT_MS = 60_000;
const cliDir = resolve(__dirname, '..', 'packages', 'cli');
const work = mkdtempSync(join(tmpdir(), 'rd-cli-tarball-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function fail(message) {
  console.error(`FAIL ${message}`);
  process.exitCode = 1;
}

try {
  const packed = JSON.parse(
    execFileSync(npm, ['pack', '--json', '--pack-destination', work], { cwd: cliDir, encoding: 'utf8' }),
  );
  const tarball = join(work, packed[0].filename);
  console.log(
    `packed ${packed[0].filename}: ${packed[0].entryCount} files, ${(packed[0].size / 1024).toFixed(1)} KiB`,
  );

  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "empty-project", "private": true }\n');
  const started = performance.now();
  // A fresh npm cache: a new user's CI runner has none, so every dependency is downloaded.
  execFileSync(npm, ['install', '--no-audit', '--no-fund', tarball], {
    cwd: project,
    stdio: 'inherit',
    env: { ...process.env, npm_config_cache: join(work, 'npm-cache') },
  });
  const installMs = performance.now() - started;
  const installed = readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.'));
  console.log(`npm install: ${(installMs / 1000).toFixed(1)} s, ${installed.length} top-level packages`);
  if (installMs >= LIMIT_MS) fail(`install took ${(installMs / 1000).toFixed(1)} s (limit 60 s)`);
  if (existsSync(join(project, 'node_modules', '@strapi')) || installed.includes('react')) {
    fail('the install pulled @strapi/* or React packages');
  }

  const help = execFileSync(npx, ['route-discovery', '--help'], { cwd: project, encoding: 'utf8' });
  if (!help.includes('Exit codes:') || !help.includes('smoke'))
    fail('`npx route-discovery --help` did not list smoke and the exit codes');
  else console.log('npx route-discovery --help: ok');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  rmSync(work, { recursive: true, force: true });
}
