const path = require('node:path');
const { appRoot } = require('../lib/app-root');

/**
 * The plugin is loaded from the repository root (its strapi-server.js -> dist/server), or, with
 * ROUTE_DISCOVERY_FROM_PACKAGE=1, from node_modules as an installed package (scripts/compat.sh).
 * ROUTE_DISCOVERY_CONFIG (JSON) adds plugin config keys, for tests of boot-time validation.
 */
module.exports = ({ env }) => {
  const plugins = {
    'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  };
  if (env('PLAYGROUND_WITHOUT_PLUGIN') !== '1') {
    const fromPackage = env('ROUTE_DISCOVERY_FROM_PACKAGE') === '1';
    plugins['route-discovery'] = {
      enabled: true,
      ...(fromPackage ? {} : { resolve: path.resolve(appRoot(__dirname), '..') }),
      config: { platformDependencyFile: 'package.json', ...env.json('ROUTE_DISCOVERY_CONFIG', {}) },
    };
  }
  return plugins;
};
