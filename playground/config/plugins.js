const path = require('node:path');

/**
 * The plugin is loaded from the repository root (its strapi-server.js -> dist/server), or, with
 * ROUTE_DISCOVERY_FROM_PACKAGE=1, from node_modules as an installed package (scripts/compat.sh).
 * ROUTE_DISCOVERY_CONFIG (JSON) adds plugin config keys, for tests of boot-time validation.
 * `@strapi/plugin-graphql` is a dependency, so Strapi loads it; PLAYGROUND_WITHOUT_GRAPHQL=1 disables
 * it (an app without GraphQL), and PLAYGROUND_GRAPHQL_CONFIG (JSON) adds its config keys.
 */
module.exports = ({ env }) => {
  const plugins = {
    'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
    graphql:
      env('PLAYGROUND_WITHOUT_GRAPHQL') === '1'
        ? { enabled: false }
        : { config: { depthLimit: 7, maxLimit: 100, ...env.json('PLAYGROUND_GRAPHQL_CONFIG', {}) } },
  };
  if (env('PLAYGROUND_WITHOUT_PLUGIN') !== '1') {
    const fromPackage = env('ROUTE_DISCOVERY_FROM_PACKAGE') === '1';
    plugins['route-discovery'] = {
      enabled: true,
      ...(fromPackage ? {} : { resolve: path.resolve(__dirname, '..', '..') }),
      config: { platformDependencyFile: 'package.json', ...env.json('ROUTE_DISCOVERY_CONFIG', {}) },
    };
  }
  return plugins;
};
