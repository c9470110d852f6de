#!/usr/bin/env node
/**
 * Installs the test tools kept outside the project's own install (npm test's `pretest`): today
 * pa11y-ci, which brings Puppeteer's dependency tree and is used by one test alone
 * (tests/cli/urls-pa11y.test.ts). Every `npm ci` (CI runs four, one per Node major) skipped it
 * then; only `npm test` pays for it, once (docs/decisions/0106-test-tools-outside-the-install.md).
 *
 * Each tool is a folder under tools/ with its own package.json and package-lock.json (versions
 * pinned there). A folder is installed with `npm ci` when its installed tree's record
 * (node_modules/.package-lock.json, written by npm) differs from its lockfile's packages, so a
 * version bump reinstalls and an unchanged folder costs nothing. Exit code: npm's, on failure.
 */
const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const TOOLS = join(__dirname, '..', 'tools');

/** The `packages` map of a lockfile (npm's lockfile v3), or null when the file is missing. */
function lockedPackages(file) {
  if (!existsSync(file)) return null;
  const { packages } = JSON.parse(readFileSync(file, 'utf8'));
  const versions = {};
  for (const [path, entry] of Object.entries(packages)) {
    if (path) versions[path] = entry.version;
  }
  return JSON.stringify(versions, Object.keys(versions).sort());
}

for (const name of readdirSync(TOOLS)) {
  const folder = join(TOOLS, name);
  const wanted = lockedPackages(join(folder, 'package-lock.json'));
  if (wanted === null) continue;
  if (lockedPackages(join(folder, 'node_modules', '.package-lock.json')) === wanted) continue;
  process.stdout.write(`test tools: npm ci in tools/${name}\n`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'inherit' });
}
