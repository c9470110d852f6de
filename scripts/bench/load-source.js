'use strict';
/**
 * Loads one of the repository's TypeScript modules into a benchmark process: bundled with esbuild
 * (already a dependency of the admin build) into memory and compiled as a CommonJS module, its
 * packages resolved from the repository's node_modules.
 * @param {string} path the module's path from the repository's root (`server/src/watch/worker-checker.ts`)
 * @param {string[]} [external] packages left to `require` (not bundled)
 * @returns {Record<string, unknown>} the module's exports
 * @throws esbuild's error when the sources do not build
 */
const Module = require('node:module');
const { join } = require('node:path');
const { buildSync } = require('esbuild');

const root = join(__dirname, '..', '..');

function loadSource(path, external = []) {
  const entry = join(root, path);
  const [output] = buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    external,
  }).outputFiles;
  const loaded = new Module(entry);
  loaded.paths = Module._nodeModulePaths(root);
  loaded._compile(output.text, entry);
  return loaded.exports;
}

module.exports = { loadSource, root };
