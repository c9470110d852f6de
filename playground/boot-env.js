'use strict';
/**
 * The environment a playground boot needs: fresh secrets (Strapi edits `.env` when they are
 * missing), development mode, no admin panel, telemetry off, a public folder of its own (seeding
 * uploads a file) and the discovery API key. Shared by the test helper (tests/helpers/playground.ts),
 * the benchmark server and the smoke benchmark so all boot the playground the same way.
 */
const { randomBytes } = require('node:crypto');

const secret = () => randomBytes(24).toString('base64');

/**
 * @param {{publicDir: string, apiKey: string}} options
 * @returns {Record<string, string>} env vars to set before `createStrapi`
 */
function playgroundBootEnv({ publicDir, apiKey }) {
  return {
    APP_KEYS: `${secret()},${secret()}`,
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
    NODE_ENV: 'development',
    SERVE_ADMIN_PANEL: 'false',
    PLAYGROUND_PUBLIC_DIR: publicDir,
    STRAPI_TELEMETRY_DISABLED: 'true',
    DISCOVERY_API_KEY: apiKey,
  };
}

module.exports = { playgroundBootEnv };
