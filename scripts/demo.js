#!/usr/bin/env node
'use strict';
/**
 * The demo: builds the playground's admin panel, seeds content, creates the super admin and
 * starts the playground Strapi with the plugin on HOST:PORT (default 127.0.0.1:1337).
 * Run through `npm run demo`, which builds the plugin first. Ctrl-C stops everything.
 *
 * Env: HOST, PORT, DISCOVERY_API_KEY (generated and printed when unset),
 * DEMO_ADMIN_EMAIL / DEMO_ADMIN_PASSWORD (printed defaults when unset), DATABASE_* (SQLite default),
 * SERVE_ADMIN_PANEL=false (no admin panel build); the plugin's configuration and the outside
 * website: scripts/demo-config.js.
 * Exit code: Strapi's after a start-up (0 after Ctrl-C); when Strapi ends before answering, its
 * code or 128 + its signal's number, with a line saying so; 130 (143) on Ctrl-C (SIGTERM) before
 * Strapi answers; 1 when it does not answer within HEALTH_TIMEOUT_MS.
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { constants } = require('node:os');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { ALERTS_PATH, BREAKING_PATH } = require('./demo-outside');
const { demoPluginSetup, BREAK_AFTER_MS } = require('./demo-config');

const playgroundDir = resolve(__dirname, '..', 'playground');
// The package's exports hide bin/, so resolve its package.json and join the declared bin path.
const strapiPackage = require.resolve('@strapi/strapi/package.json', { paths: [playgroundDir] });
const strapiBin = join(strapiPackage, '..', require(strapiPackage).bin);
// `strapi build` compiles the app into playground/dist (playground/tsconfig.json) and `strapi start`
// runs that copy; without the admin panel build, the demo compiles it with TypeScript alone.
const tscBin = require.resolve('typescript/bin/tsc', { paths: [playgroundDir] });

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

/** Longest `strapi start` may take to answer `/_health`, ms. */
const HEALTH_TIMEOUT_MS = 300_000;
/** Time Strapi gets to stop after the demo forwards Ctrl-C or SIGTERM, before SIGKILL, ms. */
const STOP_GRACE_MS = 10_000;

/** The strapi CLI child running now, to forward Ctrl-C to. */
let current;
/** The signal that asked the demo to stop, once one did. */
let stopRequested;

/**
 * Runs a Node script of the playground (Strapi's CLI by default) in the playground's folder.
 * @returns {Promise<{code: number | null, signal: string | null}>} how it ended
 */
function runStrapi(args, env, bin = strapiBin) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: playgroundDir,
      env,
      stdio: 'inherit',
    });
    current = child;
    child.on('error', fail);
    child.on('exit', (code, signal) => done({ code, signal }));
  });
}

/** Forwards the signal to Strapi; SIGKILL after STOP_GRACE_MS or on a second signal. */
function stop(signal) {
  const alive = current && current.exitCode === null && current.signalCode === null;
  if (stopRequested) {
    if (alive) current.kill('SIGKILL');
    return;
  }
  stopRequested = signal;
  console.log(`[demo] ${signal}: stopping Strapi...`);
  if (!alive) process.exit(exitCodeOf({ code: null, signal }));
  current.kill(signal);
  setTimeout(() => current.kill('SIGKILL'), STOP_GRACE_MS).unref();
}

/** `was killed by SIGABRT` or `exited with code 1`. */
function describeEnd({ code, signal }) {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/** The shell's convention: 128 + the signal number for a signal, else the exit code. */
function exitCodeOf({ code, signal }) {
  return signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1);
}

/**
 * Polls `url` every 500 ms until it answers below 500, Strapi ends, or HEALTH_TIMEOUT_MS pass.
 * @param {Promise<unknown>} ended settles when Strapi's process ends
 * @returns {Promise<'ready' | 'ended' | 'timeout'>}
 */
async function waitForHealth(url, ended) {
  let gone = false;
  const settle = () => {
    gone = true;
  };
  ended.then(settle, settle);
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (!gone && Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status < 500) return 'ready';
    } catch {
      // not listening yet
    }
    await Promise.race([new Promise((wake) => setTimeout(wake, 500)), ended]).catch(() => {});
  }
  return gone ? 'ended' : 'timeout';
}

async function main() {
  ensureSecrets();
  const host = process.env.HOST || '127.0.0.1';
  const port = process.env.PORT || '1337';
  const generatedKey = !process.env.DISCOVERY_API_KEY;
  const apiKey = process.env.DISCOVERY_API_KEY || `rd_${randomBytes(24).toString('hex')}`;
  const adminEmail = process.env.DEMO_ADMIN_EMAIL || 'admin@example.com';
  const adminPassword = process.env.DEMO_ADMIN_PASSWORD || 'Admin-Passw0rd!';
  const { env: pluginEnv, outside } = await demoPluginSetup(port);
  const env = {
    ...process.env,
    ...pluginEnv,
    HOST: host,
    PORT: port,
    DISCOVERY_API_KEY: apiKey,
    DEMO_ADMIN_EMAIL: adminEmail,
    DEMO_ADMIN_PASSWORD: adminPassword,
    STRAPI_TELEMETRY_DISABLED: 'true',
    // Strapi's preview stays off unless PLAYGROUND_PREVIEW_ORIGIN (above, from the environment)
    // names a running frontend: the demo has none, and `smoke` would fail on every preview URL of
    // it, where the demo's CLI run must fail on the seeded integrity cases alone (issue 35, item 8).
  };

  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const adminServed = process.env.SERVE_ADMIN_PANEL !== 'false';
  if (adminServed) {
    console.log('[demo] building the playground admin panel (first run takes a few minutes)...');
    const build = await runStrapi(['build'], env);
    if (stopRequested) process.exit(exitCodeOf({ code: null, signal: stopRequested }));
    if (build.code !== 0) {
      console.error(`[demo] the admin panel build ${describeEnd(build)}`);
      process.exit(exitCodeOf(build) || 1);
    }
  } else {
    const compile = await runStrapi(['-p', 'tsconfig.json'], env, tscBin);
    if (stopRequested) process.exit(exitCodeOf({ code: null, signal: stopRequested }));
    if (compile.code !== 0) {
      console.error(`[demo] compiling the playground ${describeEnd(compile)}`);
      process.exit(exitCodeOf(compile) || 1);
    }
  }

  console.log('[demo] starting Strapi...');
  outside?.startClock();
  const ended = runStrapi(['start'], env);
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const health = await waitForHealth(`${base}/_health`, ended);
  if (health === 'timeout') {
    console.error(`[demo] Strapi did not answer ${base}/_health in ${HEALTH_TIMEOUT_MS / 1000} s`);
    stop('SIGTERM');
    await ended;
    process.exit(1);
  }
  if (health === 'ended') {
    const end = await ended;
    // Stopped on request (Ctrl-C): the shell's code for that signal, whatever Strapi answered.
    if (stopRequested) process.exit(exitCodeOf({ code: null, signal: stopRequested }));
    console.error(`[demo] Strapi ${describeEnd(end)} before answering on ${base} (its output is above)`);
    process.exit(exitCodeOf(end) || 1);
  }
  const api = `${base}/api/route-discovery/v1`;
  console.log(`
==================================================================
 Route discovery demo is running at ${base}
 Admin panel:   ${adminServed ? `${base}/admin` : '(not served: SERVE_ADMIN_PANEL=false)'}
 Super admin:   ${adminEmail} / ${process.env.DEMO_ADMIN_PASSWORD ? '(from DEMO_ADMIN_PASSWORD)' : adminPassword}
 API key:       ${generatedKey ? `${apiKey}   (generated; set DISCOVERY_API_KEY to choose one)` : '(from DISCOVERY_API_KEY)'}

 export KEY='${generatedKey ? apiKey : '<your DISCOVERY_API_KEY>'}'
 curl -H "Authorization: Bearer $KEY" ${api}/backend-urls
 curl -H "Authorization: Bearer $KEY" "${api}/backend-urls?filter=static"
 curl -H "Authorization: Bearer $KEY" "${api}/backend-urls?filter=parameterized"
 curl -H "Authorization: Bearer $KEY" "${api}/frontend-urls?filter=pages"
 curl -H "Authorization: Bearer $KEY" ${api}/platform
 curl -H "Authorization: Bearer $KEY" ${api}/exposure

 Monitoring:    ${
   outside
     ? `${base}/admin/plugins/route-discovery/monitoring (runs every minute; ${outside.origin}${BREAKING_PATH} answers 404 after ${BREAK_AFTER_MS / 1000} s and shows as broken two runs later)`
     : '(off: DEMO_WATCH=false)'
 }
 curl -H "Authorization: Bearer $KEY" ${api}/monitor${outside ? `\n curl ${outside.origin}${ALERTS_PATH}   (the alerts the monitor sent, signature verified)` : ''}

 The CI runner against this server (build it once: npm run build -w packages/cli):
 node packages/cli/dist/cli.js smoke --url ${base} --key "$KEY"

 Ctrl-C stops the server.
==================================================================
`);
  const end = await ended;
  // Ctrl-C after start-up is how the demo ends: a clean stop exits 0.
  process.exit(stopRequested && (end.signal === stopRequested || end.code === 0) ? 0 : exitCodeOf(end));
}

main().catch((error) => {
  console.error(`[demo] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
