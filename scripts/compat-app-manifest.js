#!/usr/bin/env node
/**
 * Rewrites a copy of the playground's package.json for the compatibility suite: every `@strapi/*`
 * dependency pinned to VERSION, and the plugin added as a dependency on a `npm pack` tarball.
 * `@strapi/plugin-graphql` is dropped (with a line saying so) when the registry has no release of
 * it at VERSION (5.24.1 and 5.47.1 were never published): a nearer release would pin its own
 * `@strapi/utils` beside the app's, and that second copy answers Strapi's errors with 500. The
 * playground then boots without GraphQL (playground/config/plugins.js).
 *
 *   node scripts/compat-app-manifest.js <package.json> <VERSION> <tarball>
 *
 * Exit code 2 on missing arguments.
 */
const { execFileSync } = require('node:child_process');
const { readFileSync, writeFileSync } = require('node:fs');

const [file, version, tarball] = process.argv.slice(2);
if (!file || !version || !tarball) {
  console.error('usage: compat-app-manifest.js <package.json> <VERSION> <tarball>');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(file, 'utf8'));
/** Whether the registry has `name` at exactly `version` (`npm view` prints nothing otherwise). */
function published(name) {
  try {
    return (
      execFileSync('npm', ['view', `${name}@${version}`, 'version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === version
    );
  } catch {
    return false;
  }
}

const dependencies = {};
for (const [name, range] of Object.entries(manifest.dependencies)) {
  if (!name.startsWith('@strapi/')) dependencies[name] = range;
  else if (name !== '@strapi/plugin-graphql' || published(name)) dependencies[name] = version;
  else console.log(`${name}@${version} is not on the registry: the app runs without GraphQL`);
}
manifest.dependencies = dependencies;
manifest.dependencies['strapi-plugin-route-discovery'] = `file:${tarball}`;
manifest.name = `route-discovery-compat-${version}`;
writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
