#!/usr/bin/env node
/**
 * Rewrites a copy of the playground's package.json for the compatibility suite: every `@strapi/*`
 * dependency pinned to VERSION, and the plugin added as a dependency on a `npm pack` tarball.
 *
 *   node scripts/compat-app-manifest.js <package.json> <VERSION> <tarball>
 *
 * Exit code 2 on missing arguments.
 */
const { readFileSync, writeFileSync } = require('node:fs');

const [file, version, tarball] = process.argv.slice(2);
if (!file || !version || !tarball) {
  console.error('usage: compat-app-manifest.js <package.json> <VERSION> <tarball>');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(file, 'utf8'));
for (const name of Object.keys(manifest.dependencies)) {
  if (name.startsWith('@strapi/')) manifest.dependencies[name] = version;
}
manifest.dependencies['strapi-plugin-route-discovery'] = `file:${tarball}`;
manifest.name = `route-discovery-compat-${version}`;
writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
