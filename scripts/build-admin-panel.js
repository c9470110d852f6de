'use strict';
const { spawnSync } = require('node:child_process');
const { join, resolve } = require('node:path');

const ROOT = resolve(__dirname, '..');

/**
 * `strapi build` of the playground, the way users build their admin panel: the app compiled into
 * playground/dist with this plugin's admin. Used by the browser tests (tests/e2e) and the admin
 * pages benchmark (scripts/bench/admin-pages.js).
 * @throws Error with Strapi's output when the build fails
 */
function buildAdminPanel() {
  const strapiPackage = require.resolve('@strapi/strapi/package.json', { paths: [join(ROOT, 'playground')] });
  const bin = join(strapiPackage, '..', 'bin', 'strapi.js');
  const result = spawnSync(process.execPath, [bin, 'build'], {
    cwd: join(ROOT, 'playground'),
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`strapi build failed:\n${result.stdout}\n${result.stderr}`);
}

module.exports = { buildAdminPanel };
