#!/usr/bin/env node
'use strict';
/**
 * Packs the repository's compiled better-sqlite3 12 (node_modules/better-sqlite3-12, built by
 * `npm ci` under the running Node) as a prebuilt binary in the layout `prebuild-install` looks for,
 * so a throw-away app that installs the same version under the same Node unpacks it instead of
 * compiling SQLite again (better-sqlite3's own prebuilt binaries are downloaded from GitHub, out of
 * reach on this machine and CI's). `prebuild-install` looks in the folder named by the setting
 * `<package name>_local_prebuilds` before downloading (node_modules/prebuild-install/util.js,
 * `localPrebuild`; file names from its default `urlTemplate`): scripts/compat.sh sets
 * `npm_config_better_sqlite3_local_prebuilds` to the folder this prints.
 *
 *   node scripts/sqlite-prebuild.js OUT_DIR VERSION
 *
 * VERSION is the better-sqlite3 version the app will install (e.g. 12.9.0). Prints OUT_DIR when it
 * wrote the prebuild; prints nothing (exit code 0) when the repository has no compiled build of that
 * version for this Node, and the app then compiles as before. Exit code 2 on wrong arguments.
 */
const { spawnSync } = require('node:child_process');
const { existsSync, mkdirSync } = require('node:fs');
const { join, resolve } = require('node:path');

const [outDir, version] = process.argv.slice(2);
if (!outDir || !/^\d+\.\d+\.\d+$/.test(version ?? '')) {
  console.error('usage: node scripts/sqlite-prebuild.js OUT_DIR VERSION');
  process.exit(2);
}

const driverDir = resolve(__dirname, '..', 'node_modules', 'better-sqlite3-12');
const binary = join('build', 'Release', 'better_sqlite3.node');
if (!existsSync(join(driverDir, binary))) process.exit(0);
// The build was made by `npm ci` under the Node running this script (the same one compat.sh runs).
const installed = require(join(driverDir, 'package.json')).version;
if (installed !== version) process.exit(0);

mkdirSync(outDir, { recursive: true });
// prebuild-install's name for glibc Linux and macOS: {name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.tar.gz
const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
const packed = spawnSync('tar', ['-czf', join(resolve(outDir), name), '-C', driverDir, binary], {
  stdio: 'inherit',
});
if (packed.status !== 0) process.exit(0);
console.log(resolve(outDir));
