#!/usr/bin/env node
'use strict';
/**
 * Bundles the plugin's worker threads with esbuild into `dist/server/`, after `strapi-plugin build`
 * wrote the server bundle: a worker thread needs a file of its own, and the plugin's build makes
 * one bundle per export. The workers are the monitor's check worker
 * (server/src/watch/check-worker.ts, docs/decisions/0244-monitor-checks-in-a-worker-thread.md) and
 * the summary's fingerprint read on SQLite (server/src/model/fingerprint-worker.ts,
 * docs/decisions/0248-sqlite-fingerprint-in-a-worker-thread.md). What they import from the plugin
 * is inlined; the runtime `dependencies` stay `require` calls. Run by `npm run build`.
 */
const { join } = require('node:path');
const { buildSync } = require('esbuild');
const { dependencies } = require('../package.json');

const WORKERS = {
  'server/src/watch/check-worker.ts': 'dist/server/check-worker.js',
  'server/src/model/fingerprint-worker.ts': 'dist/server/fingerprint-worker.js',
};

for (const [entry, outfile] of Object.entries(WORKERS)) {
  buildSync({
    absWorkingDir: join(__dirname, '..'),
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: [...Object.keys(dependencies), '@strapi/*'],
    logLevel: 'warning',
  });
}
