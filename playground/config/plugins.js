const path = require('node:path');
const { appRoot } = require('../lib/app-root');

/** Whether `@strapi/plugin-graphql` resolves from the app's folder. */
function graphqlInstalled() {
  try {
    require.resolve('@strapi/plugin-graphql/package.json', { paths: [appRoot(__dirname)] });
    return true;
  } catch {
    return false;
  }
}

/** The folder of strapi-plugin-webtools, a devDependency of the repository root (resolved from the app's folder). */
function webtoolsFolder() {
  return path.dirname(
    require.resolve('strapi-plugin-webtools/package.json', { paths: [appRoot(__dirname)] }),
  );
}

/**
 * The plugin is loaded from the repository root (its strapi-server.js -> dist/server), or, with
 * ROUTE_DISCOVERY_FROM_PACKAGE=1, from node_modules as an installed package (scripts/compat.sh).
 * ROUTE_DISCOVERY_PLUGIN_DIR loads it from that folder instead (an older release unpacked from its
 * tarball, for the upgrade test: tests/integration/upgrade.test.ts; another build, for
 * scripts/bench/openapi-stall.js --before).
 * ROUTE_DISCOVERY_CONFIG (JSON) adds plugin config keys, for tests of boot-time validation.
 * `@strapi/plugin-graphql` is a dependency, so Strapi loads it; PLAYGROUND_WITHOUT_GRAPHQL=1 disables
 * it (an app without GraphQL), and PLAYGROUND_GRAPHQL_CONFIG (JSON) replaces its config (by
 * default `depthLimit` 7 and `maxLimit` 100; `{}` leaves both unset, as an app that never set them).
 * PLAYGROUND_RECORD_EMAILS=1 gives the email plugin a provider that records messages instead of
 * sending them (lib/recording-email-provider.js; the email plugin lowercases the provider's name,
 * and a name that is no `@strapi/provider-email-*` package is required as a path).
 * PLAYGROUND_WITH_WEBTOOLS=1 loads strapi-plugin-webtools (not an app dependency, so the default
 * playground never loads it); the content types that opt in carry `pluginOptions.webtools.enabled`,
 * which nothing reads without it. PLAYGROUND_UPLOAD_BASE_URL sets the upload provider's `baseUrl`.
 * PLAYGROUND_WITH_WEBTOOLS_REDIRECTS=1 loads a stand-in for the content type of Webtools' paid
 * Redirects add-on (src/plugins/webtools-addon-redirects: the add-on's UID and published schema,
 * not the add-on), for the tests of decision 0232.
 */
module.exports = ({ env }) => {
  const plugins = {
    'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  };
  // A copy of the app may lack the dependency (the compatibility suite drops it when the Strapi
  // version's major has no GraphQL release, scripts/compat-app-manifest.js): Strapi refuses the
  // config of a plugin that is not installed.
  if (graphqlInstalled()) {
    plugins.graphql =
      env('PLAYGROUND_WITHOUT_GRAPHQL') === '1'
        ? { enabled: false }
        : { config: env.json('PLAYGROUND_GRAPHQL_CONFIG', { depthLimit: 7, maxLimit: 100 }) };
  }
  // An upload provider's base URL (as `@strapi/provider-upload-aws-s3` takes its CDN's): the local
  // provider ignores it; the Files page counts its origin as this Media Library's (decision 0198).
  if (env('PLAYGROUND_UPLOAD_BASE_URL')) {
    plugins.upload = { config: { providerOptions: { baseUrl: env('PLAYGROUND_UPLOAD_BASE_URL') } } };
  }
  if (env('PLAYGROUND_RECORD_EMAILS') === '1') {
    const provider = path.resolve(__dirname, '../lib/recording-email-provider.js');
    if (provider !== provider.toLowerCase())
      throw new Error('PLAYGROUND_RECORD_EMAILS needs a lowercase path');
    plugins.email = { config: { provider, settings: { defaultFrom: 'monitor@example.com' } } };
  }
  if (env('PLAYGROUND_WITH_WEBTOOLS') === '1') {
    plugins.webtools = { enabled: true, resolve: webtoolsFolder() };
  }
  if (env('PLAYGROUND_WITH_WEBTOOLS_REDIRECTS') === '1') {
    plugins['webtools-addon-redirects'] = {
      enabled: true,
      resolve: path.resolve(__dirname, '../src/plugins/webtools-addon-redirects'),
    };
  }
  if (env('PLAYGROUND_WITHOUT_PLUGIN') !== '1') {
    const fromPackage = env('ROUTE_DISCOVERY_FROM_PACKAGE') === '1';
    const folder = env('ROUTE_DISCOVERY_PLUGIN_DIR') || path.resolve(appRoot(__dirname), '..');
    plugins['route-discovery'] = {
      enabled: true,
      ...(fromPackage ? {} : { resolve: folder }),
      config: { platformDependencyFile: 'package.json', ...env.json('ROUTE_DISCOVERY_CONFIG', {}) },
    };
  }
  return plugins;
};
