import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { appRequire } from './app';

/** A file of an installed package of the booted app, or null when absent. */
function packageFile(name: string, file: string): string | null {
  const path = join(dirname(appRequire.resolve(`${name}/package.json`)), file);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/**
 * Whether the booted app's `@strapi/admin` authenticates admin-kind API tokens
 * (`authenticateAdminToken` in its api-token service), read from its files at collection time, so
 * suites can `it.skip` before the app boots. Suites also compare it with the booted app's runtime
 * answer (`hasAdminKindTokens`), so a changed file layout cannot skip them silently.
 */
export const installedHasAdminTokens = (): boolean =>
  packageFile('@strapi/admin', 'dist/server/server/src/services/api-token.js')?.includes(
    'authenticateAdminToken',
  ) ?? false;

/** Whether the booted app's `@strapi/core` has the MCP server (`strapi.ai.mcp`, 5.5x). */
export const installedHasMcp = (): boolean =>
  packageFile('@strapi/core', 'dist/services/mcp/index.js') !== null;

/**
 * Whether the booted app has `@strapi/plugin-graphql` installed: the compatibility suite drops it
 * where the registry has no release at the Strapi version under test (scripts/compat-app-manifest.js).
 */
export const installedHasGraphql = (): boolean => {
  try {
    appRequire.resolve('@strapi/plugin-graphql/package.json');
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether strapi-plugin-webtools resolves from the booted app's folder, as `PLAYGROUND_WITH_WEBTOOLS=1`
 * loads it (playground/config/plugins.js): a devDependency of the repository root, so the
 * compatibility suite's throw-away app (outside the repository) has none.
 */
export const installedHasWebtools = (): boolean => {
  try {
    appRequire.resolve('strapi-plugin-webtools/package.json');
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether the booted app's `@strapi/core` has `api.rest.strictParams` (5.37 and later:
 * `strapi.contentAPI.addQueryParams` in `dist/services/content-api/index.js`, strapi/strapi#25528).
 */
export const installedHasStrictParams = (): boolean =>
  packageFile('@strapi/core', 'dist/services/content-api/index.js')?.includes('addQueryParams') ?? false;
