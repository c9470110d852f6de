#!/usr/bin/env node
'use strict';
/**
 * The demo: builds the playground's admin panel, seeds content, creates the super admin and
 * starts the playground Strapi with the plugin on HOST:PORT (default 127.0.0.1:1337).
 * Run through `npm run demo`, which builds the plugin first. Ctrl-C stops everything.
 *
 * Env: HOST, PORT, DISCOVERY_API_KEY (generated and printed when unset),
 * DEMO_ADMIN_EMAIL / DEMO_ADMIN_PASSWORD (printed defaults when unset), DATABASE_* (SQLite default).
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');

const playgroundDir = resolve(__dirname, '..', 'playground');
// The package's exports hide bin/, so resolve its package.json and join the declared bin path.
const strapiPackage = require.resolve('@strapi/strapi/package.json', { paths: [playgroundDir] });
const strapiBin = join(strapiPackage, '..', require(strapiPackage).bin);

const SECRET_NAMES = [
  'APP_KEYS',
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'JWT_SECRET',
];

/** Writes playground/.env with random secrets once, so admin sessions survive restarts. */
function ensureSecrets() {
  const envFile = join(playgroundDir, '.env');
  const existing = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
  const missing = SECRET_NAMES.filter(
    (name) => !new RegExp(`^${name}=`, 'm').test(existing) && !process.env[name],
  );
  if (missing.length === 0) return;
  const lines = missing.map((name) => {
    const value =
      name === 'APP_KEYS'
        ? [1, 2, 3, 4].map(() => randomBytes(16).toString('base64')).join(',')
        : randomBytes(24).toString('base64');
    return `${name}=${value}`;
  });
  writeFileSync(
    envFile,
    `${existing}${existing && !existing.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`,
    { mode: 0o600 },
  );
  console.log(`[demo] wrote ${missing.length} generated secret(s) to playground/.env (git-ignored)`);
}

/** Runs the playground's strapi CLI and resolves with its exit code. */
function runStrapi(args, env, onChild) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [strapiBin, ...args], {
      cwd: playgroundDir,
      env,
      stdio: 'inherit',
    });
    if (onChild) onChild(child);
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function waitForHealth(url, child) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) return false;
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 500));
  }
  return false;
}

async function main() {
  ensureSecrets();
  const host = process.env.HOST || '127.0.0.1';
  const port = process.env.PORT || '1337';
  const generatedKey = !process.env.DISCOVERY_API_KEY;
  const apiKey = process.env.DISCOVERY_API_KEY || `rd_${randomBytes(24).toString('hex')}`;
  const adminEmail = process.env.DEMO_ADMIN_EMAIL || 'admin@example.com';
  const adminPassword = process.env.DEMO_ADMIN_PASSWORD || 'Admin-Passw0rd!';
  const env = {
    ...process.env,
    HOST: host,
    PORT: port,
    DISCOVERY_API_KEY: apiKey,
    DEMO_ADMIN_EMAIL: adminEmail,
    DEMO_ADMIN_PASSWORD: adminPassword,
    STRAPI_TELEMETRY_DISABLED: 'true',
  };

  console.log('[demo] building the playground admin panel (first run takes a few minutes)...');
  const buildCode = await runStrapi(['build'], env);
  if (buildCode !== 0) process.exit(buildCode);

  let server;
  const stop = (signal) => {
    if (server && server.exitCode === null) server.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const exited = runStrapi(['start'], env, (child) => {
    server = child;
  });
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (await waitForHealth(`${base}/_health`, server)) {
    const api = `${base}/api/route-discovery/v1`;
    console.log(`
==================================================================
 Route discovery demo is running at ${base}
 Admin panel:   ${base}/admin
 Super admin:   ${adminEmail} / ${process.env.DEMO_ADMIN_PASSWORD ? '(from DEMO_ADMIN_PASSWORD)' : adminPassword}
 API key:       ${generatedKey ? `${apiKey}   (generated; set DISCOVERY_API_KEY to choose one)` : '(from DISCOVERY_API_KEY)'}

 export KEY='${generatedKey ? apiKey : '<your DISCOVERY_API_KEY>'}'
 curl -H "Authorization: Bearer $KEY" ${api}/backend-urls
 curl -H "Authorization: Bearer $KEY" "${api}/backend-urls?filter=static"
 curl -H "Authorization: Bearer $KEY" "${api}/backend-urls?filter=parameterized"
 curl -H "Authorization: Bearer $KEY" "${api}/frontend-urls?filter=pages"
 curl -H "Authorization: Bearer $KEY" ${api}/platform
 curl -H "Authorization: Bearer $KEY" ${api}/exposure

 The CI runner against this server (build it once: npm run build -w packages/cli):
 node packages/cli/dist/cli.js smoke --url ${base} --key "$KEY"

 Ctrl-C stops the server.
==================================================================
`);
  }
  process.exit(await exited);
}

main().catch((error) => {
  console.error(`[demo] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
