#!/usr/bin/env node
/**
 * Rewrites a copy of the playground's package.json for the compatibility suite: every `@strapi/*`
 * dependency pinned to VERSION, and the plugin added as a dependency on a `npm pack` tarball.
 *
 * `@strapi/plugin-graphql` is not published at every Strapi release (the registry has no 5.24.1 and
 * no 5.47.1). Where VERSION is missing, the app takes the newest GraphQL release below VERSION in
 * the same major (5.23.6 for 5.24.1, 5.46.0 for 5.47.1), as a team on that Strapi would, and an npm
 * `overrides` entry pins that release's own `@strapi/utils` to VERSION: left alone, npm installs a
 * second `@strapi/utils` under the plugin, and errors thrown with one copy's classes are not
 * recognised by the other (Strapi then answers 500 where it answers 403). Every line chosen is
 * printed. With no release at all in VERSION's major, the app runs without GraphQL
 * (playground/config/plugins.js configures it only when it resolves).
 *
 *   node scripts/compat-app-manifest.js <package.json> <VERSION> <tarball>
 *
 * Exit code 2 on missing arguments.
 */
const { execFileSync } = require('node:child_process');
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const semver = require('semver');

const GRAPHQL = '@strapi/plugin-graphql';

const [file, version, tarball] = process.argv.slice(2);
if (!file || !version || !tarball) {
  console.error('usage: compat-app-manifest.js <package.json> <VERSION> <tarball>');
  process.exit(2);
}

/** Every published version of `name` (`npm view --json` prints one string when there is one). */
function publishedVersions(name) {
  try {
    const printed = JSON.parse(
      execFileSync('npm', ['view', name, 'versions', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    return Array.isArray(printed) ? printed : [printed];
  } catch {
    return [];
  }
}

/**
 * The GraphQL plugin release for VERSION: VERSION itself when published, else the newest stable
 * release below it in the same major, else null.
 */
function graphqlRelease() {
  const versions = publishedVersions(GRAPHQL).filter((v) => semver.valid(v) && !semver.prerelease(v));
  if (versions.includes(version)) return version;
  return semver.maxSatisfying(versions, `>=${semver.major(version)}.0.0 <${version}`);
}

const manifest = JSON.parse(readFileSync(file, 'utf8'));
const dependencies = {};
for (const [name, range] of Object.entries(manifest.dependencies)) {
  if (!name.startsWith('@strapi/')) dependencies[name] = range;
  else if (name !== GRAPHQL) dependencies[name] = version;
  else {
    const release = graphqlRelease();
    if (!release) {
      console.log(
        `${GRAPHQL}: no ${semver.major(version)}.x release up to ${version}: the app runs without GraphQL`,
      );
      continue;
    }
    dependencies[name] = release;
    if (release !== version) {
      manifest.overrides = { ...manifest.overrides, [GRAPHQL]: { '@strapi/utils': version } };
      console.log(
        `${GRAPHQL}@${version} is not on the registry: the app takes ${release}, its @strapi/utils pinned to ${version}`,
      );
    }
  }
}
manifest.dependencies = dependencies;
manifest.dependencies['strapi-plugin-route-discovery'] = `file:${tarball}`;
manifest.name = `route-discovery-compat-${version}`;
// npm 11.19 runs no dependency's install script unless package.json allows it (`allowScripts`):
// the app allows what the repository allows (better-sqlite3 must compile), minus the repository's
// own `file:` entries, whose paths mean nothing in the app.
const allowed = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).allowScripts ?? {};
manifest.allowScripts = Object.fromEntries(
  Object.entries(allowed).filter(([name]) => !name.startsWith('file:')),
);
writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
