const path = require('node:path');

/**
 * The plugin is loaded from the repository root (its strapi-server.js -> dist/server).
 * ROUTE_DISCOVERY_CONFIG (JSON) adds plugin config keys, for tests of boot-time validation.
 */
module.exports = ({ env }) => {
  const plugins = {
    'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
  };
  if (env('PLAYGROUND_WITHOUT_PLUGIN') !== '1') {
    plugins['route-discovery'] = {
      enabled: true,
      resolve: path.resolve(__dirname, '..', '..'),
      config: { platformDependencyFile: 'package.json', ...env.json('ROUTE_DISCOVERY_CONFIG', {}) },
    };
  }
  return plugins;
};
