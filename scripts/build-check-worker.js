#!/usr/bin/env node
'use strict';
/**
 * Bundles the monitor's check worker (server/src/watch/check-worker.ts) into
 * `dist/server/check-worker.js` with esbuild, after `strapi-plugin build` wrote the server bundle:
 * a worker thread needs a file of its own, and the plugin's build makes one bundle per export
 * (docs/decisions/0244-monitor-checks-in-a-worker-thread.md). The check engine is inlined; the
 * runtime `dependencies` stay `require` calls. Run by `npm run build`.
 */
const { join } = require('node:path');
const { buildSync } = require('esbuild');
const { dependencies } = require('../package.json');

buildSync({
  absWorkingDir: join(__dirname, '..'),
  entryPoints: ['server/src/watch/check-worker.ts'],
  outfile: 'dist/server/check-worker.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: [...Object.keys(dependencies), '@strapi/*'],
  logLevel: 'warning',
});
